"""Logic shared by several backend namespaces (written once, used per backend)."""
