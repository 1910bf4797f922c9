"""xp.autodiff: gradients, custom rules, transforms and pytrees on every backend that
differentiates.
"""
