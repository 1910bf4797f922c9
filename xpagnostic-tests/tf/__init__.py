"""The TensorFlow namespace (xpagnostic/tensorflow), one module per chapter of the standard, in
eager mode and inside tf.function.
"""
