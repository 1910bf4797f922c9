"""Static typing: the typing corpus (``pass``, ``fail`` and ``reveal`` files) checked by mypy
and pyright, the typed namespace protocols against the namespaces, and the public API's
walk for ``Any``.  (Not named ``typing``: the folder is a package, which would shadow the
standard library's module.)"""
