"""xp.random: the Threefry generator against its reference vectors and jax.random, the same
numbers on every backend, statistics of each distribution, devices, laziness, compilers.
"""
