"""(tf-B) module of xpagnostic.tensorflow."""

__all__: list[str] = []
