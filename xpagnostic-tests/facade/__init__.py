"""The Tensor facade (xpagnostic.Tensor and its namespace): operators, indexing, in-place
semantics, buffers, threads.
"""
