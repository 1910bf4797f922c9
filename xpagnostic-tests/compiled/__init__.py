"""Compiled code: every function of the standard, every facade method and operator and every
autodiff transform under torch.compile, jax.jit and tf.function, cold and warm.
"""
