"""``get_namespace``: find the Array API namespace that owns some arrays.

Detection never imports a framework.  A framework's array type can only reach
us if the user already imported that framework, so each check first looks the
framework up in ``sys.modules`` (the approach of einops and array-api-compat)
and only then runs an ``isinstance`` test.  The answer is cached per concrete
type, so the common case costs one dictionary look-up per argument.

The caches are safe to fill from many threads at once: a type is entered only
once its namespace module is fully imported (the namespace first, then the
backend name), every entry is one atomic dictionary store of a value that does
not depend on which thread computed it, and a framework that another thread is
still importing is treated as absent (an array of it cannot exist yet).

Under ``torch.compile``, Dynamo traces stand-ins (see ``_tracing.traced_as``) that never
read the caches: a guard on a dictionary fails once it gains a key, so every type met
later, anywhere in the program, would recompile every compiled caller.  The stand-ins
pass the arguments' types to a function that Dynamo calls while it traces and whose answer
(a module path or a backend name) becomes a constant of the graph.  Judging by type is
exact for what Dynamo traces (tensors, NumPy arrays, Python values); the types it cannot
judge (another library's arrays, a mix, no array) take the full path, which Dynamo traces
as it is written.

Static checkers read ``get_namespace`` from the generated ``_typing/namespaces.pyi``, whose
overloads give the arrays' own namespace protocol (``xpagnostic/__init__`` takes it from
there under ``TYPE_CHECKING``); this module names no type of an upper layer.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any, Final

from ._backends import BACKENDS, array_names
from ._tracing import _PACKAGE, import_module, not_converted, traced_as, traced_as_constant

__all__ = ["API_VERSIONS", "array_namespace", "backend_of", "get_namespace",
           "register_public_module", "register_tensor_class", "tensor_class", "type_name"]

#: Versions of the standard a caller may ask for.  Our namespaces implement
#: 2025.12, which is a superset of every earlier version.
API_VERSIONS: Final = frozenset({"2021.12", "2022.12", "2023.12", "2024.12", "2025.12"})

_PY_SCALARS: Final = frozenset({bool, int, float, complex})
#: Argument types get_namespace ignores.
_SKIPPED: Final = _PY_SCALARS | {type(None)}

# Sentinel backend names for arrays we do not own.
_PROTOCOL: Final = "__array_namespace__"
_COMPAT: Final = "array_api_compat"


def _types(module: str, names: tuple[str, ...]) -> tuple[type, ...]:
    """The classes ``names`` of ``module`` if it is imported (far enough to define them)."""
    mod = sys.modules.get(module)
    if mod is None:
        return ()
    found = tuple(getattr(mod, n, None) for n in names)
    return () if None in found else found  # type: ignore[return-value]


def _backend_by_isinstance(x: object) -> str | None:
    """The backend of the table whose array classes ``x`` is an instance of, or None."""
    for row in BACKENDS.values():
        if isinstance(x, _types(row.module, row.array_classes)):
            return row.name
    return None


#: type -> backend name (a key of the backend table, _PROTOCOL or _COMPAT).
_TYPE_CACHE: dict[type, str] = {}
#: type -> namespace module, only for backends we own: the fast path.  The types
#: get_namespace skips (Python scalars, None) map to None.
_NS_CACHE: dict[type, ModuleType | None] = dict.fromkeys(_SKIPPED)
_UNKNOWN: Final[Any] = object()
#: type -> (backend name, namespace module), for backends we own: what a Tensor needs.
OWNED_TYPES: dict[type, tuple[str, ModuleType]] = {}

#: The root class of the Tensor facade's classes, once the facade is imported: it registers
#: it (:func:`register_tensor_class`), so that the layers below it recognise a Tensor
#: without importing the facade or naming its modules.  None before: no Tensor exists yet.
_TENSOR_CLASS: type | None = None


def register_tensor_class(cls: type) -> None:
    """Make ``cls`` the root of the Tensor classes, whose instances wrap one native array
    (``.raw``): :func:`tensor_class` answers it from then on.  Called once, by the facade."""
    global _TENSOR_CLASS
    _TENSOR_CLASS = cls


def tensor_class() -> type | None:
    """The root of the Tensor facade's classes, or None while the facade is not imported
    (then no argument can be a Tensor)."""
    return _TENSOR_CLASS


def _load(backend: str) -> ModuleType:
    # Also on the first call of a process made inside torch.compile (see _tracing).
    return import_module(BACKENDS[backend].namespace)


def _compat_namespace(x: object) -> Any | None:
    """array-api-compat's namespace for ``x`` (cupy, dask, sparse, ...), or None."""
    if "array_api_compat" not in sys.modules and not any(
        name in sys.modules for name in ("cupy", "sparse", "ndonnx")
    ):
        return None
    try:
        import array_api_compat
    except ImportError:  # pragma: no cover - array-api-compat is a core dependency
        return None
    try:
        return array_api_compat.array_namespace(x)
    except TypeError:
        return None


def _remember(t: type, name: str) -> None:
    """Enter ``t``, a type of backend ``name``'s arrays, in the caches."""
    # Namespace first: a type in _TYPE_CACHE always has its module ready.
    ns = _load(name)
    _NS_CACHE[t] = ns
    OWNED_TYPES[t] = (name, ns)
    _TYPE_CACHE[t] = name


def _backend_of_type(t: type) -> str | None:
    """The backend whose array classes ``t`` subclasses (its type entered in the caches),
    or None."""
    hit = _TYPE_CACHE.get(t)
    if hit is not None:
        return hit if hit in BACKENDS else None
    for row in BACKENDS.values():
        classes = _types(row.module, row.array_classes)
        if classes and issubclass(t, classes):
            _remember(t, row.name)
            return row.name
    return None


@traced_as_constant
def _backend_of_type_constant(t: type) -> str | None:
    """:func:`_backend_of_type`, which Dynamo calls while it traces: its answer is a constant."""
    return _backend_of_type(t)


@traced_as_constant
def _namespace_attributes(types: tuple[type, ...]) -> tuple[str, ...] | None:
    """The namespace of one backend owning every argument of ``types`` that is not a
    Python scalar or None, as the attribute names that reach it from our package (the
    module imported), or None if the types do not say (a foreign or unknown type, a mix,
    no array) or it lies outside our package.  Dynamo calls it while it traces: its
    answer is a constant of the graph."""
    found: str | None = None
    for t in types:
        if t in _SKIPPED:
            continue
        name = _backend_of_type(t)
        if name is None or (found is not None and name != found):
            return None
        found = name
    if found is None:
        return None
    path = BACKENDS[found].namespace
    top, _, rest = path.partition(".")
    if top != _PACKAGE.__name__ or not rest:
        return None
    import_module(path)
    return tuple(rest.split("."))


def _array_kind(x: object) -> str | None:
    """Backend name for ``x`` (a key of the backend table), ``_PROTOCOL`` or ``_COMPAT`` for
    another library's arrays; None if ``x`` is not an array at all."""
    t = type(x)
    hit = _TYPE_CACHE.get(t)
    if hit is not None:
        return hit
    name = _backend_by_isinstance(x)
    if name is not None:
        _remember(t, name)
        return name
    if hasattr(x, "__array_namespace__"):
        _TYPE_CACHE[t] = _PROTOCOL
        return _PROTOCOL
    if _compat_namespace(x) is not None:
        _TYPE_CACHE[t] = _COMPAT
        return _COMPAT
    return None


#: The public modules whose names messages may show for xpagnostic's own classes, the
#: package first: each registers itself when imported (:func:`register_public_module`).
_PUBLIC_MODULES: list[ModuleType] = []


def register_public_module(module: ModuleType) -> None:
    """Let messages name the classes ``module`` exports by its name (``xpagnostic.Tensor``)
    where they are defined in a private module.  Called by each public module of ours."""
    if module not in _PUBLIC_MODULES:
        _PUBLIC_MODULES.append(module)
        _PUBLIC_MODULES.sort(key=lambda m: m.__name__.count("."))


def type_name(t: type) -> str:
    """How a message names type ``t``: ``module.QualName``, except that a class of ours
    defined in a private module goes by its public name (``xpagnostic.Tensor``, not the
    module that defines it), or by that of its nearest public base class."""
    parts = t.__module__.split(".")
    if parts[0] == "xpagnostic" and any(p.startswith("_") for p in parts):
        for cls in t.__mro__:
            for module in _PUBLIC_MODULES:
                if getattr(module, cls.__name__, None) is cls:
                    return f"{module.__name__}.{cls.__name__}"
    return f"{t.__module__}.{t.__qualname__}"


def _describe(x: object) -> str:
    return type_name(type(x))


def _check_version(api_version: str | None) -> None:
    if api_version is not None and api_version not in API_VERSIONS:
        raise ValueError(
            f"get_namespace: unsupported api_version {api_version!r}; "
            f"supported versions are {', '.join(sorted(API_VERSIONS))}"
        )


def _backend_of_traced(x: object) -> str | None:
    """:func:`backend_of` as Dynamo traces it: by type, the answer a constant."""
    return _backend_of_type_constant(type(x))


@not_converted
@traced_as(_backend_of_traced)
def backend_of(x: object) -> str | None:
    """Name of the backend owning ``x`` (a key of the backend table), or None."""
    name = _array_kind(x)
    return name if name in BACKENDS else None


def _get_namespace_traced(*arrays: object, **options: Any) -> Any:
    """:func:`get_namespace` as Dynamo traces it: by the arguments' types, the namespace
    reached from our package by attribute look-ups (see ``_tracing.import_module``); what
    types do not settle takes the full path.  Dynamo guards every object the traced Python
    reads (each guard is checked at each call of the compiled function), so this reads few:
    no default (``api_version`` goes through :func:`_with_options`), no cache."""
    if options:
        return _with_options(arrays, **options)
    # ``x.__class__`` (not ``type(x)``): Dynamo reads a tensor's class from its own guard.
    attributes = _namespace_attributes(tuple([x.__class__ for x in arrays]))
    if attributes is None:
        return _get_namespace(arrays, None)
    module = _PACKAGE
    for name in attributes:
        module = getattr(module, name)
    return module


def _with_options(arrays: tuple[object, ...], api_version: str | None = None) -> Any:
    """:func:`_get_namespace_traced` given keyword arguments: those of :func:`get_namespace`
    (another raises its ``TypeError``)."""
    _check_version(api_version)
    return _get_namespace_traced(*arrays)


@not_converted
@traced_as(_get_namespace_traced)
def get_namespace(*arrays: object, api_version: str | None = None) -> Any:
    """Return the Array API namespace for ``arrays``.

    Arrays of a backend of the table in :mod:`xpagnostic._backends` (NumPy arrays and
    scalars, ``torch.Tensor``, ``jax.Array`` with tracers, ``tf.Tensor`` /
    ``tf.Variable``, ``dask.array.Array``) get the matching ``xpagnostic`` namespace.
    Other arrays use their own ``__array_namespace__``, or array-api-compat's
    namespace when it knows the type.  Python scalars and ``None`` are ignored.

    Raises ``TypeError`` when no array is given, when a type is unknown, or when
    the arrays come from several backends.
    """
    if api_version is None:
        # Fast path: every argument is a cached array type of one namespace, a Python
        # scalar or None.  Anything else (a new type, a mix) takes the full path below.
        if len(arrays) == 1:
            ns = _NS_CACHE.get(type(arrays[0]))
            if ns is not None:
                return ns
        else:
            ns = None
            for x in arrays:
                found = _NS_CACHE.get(type(x), _UNKNOWN)
                if found is ns or found is None:  # same namespace, or a skipped scalar
                    continue
                if ns is None and found is not _UNKNOWN:
                    ns = found
                    continue
                break
            else:
                if ns is not None:
                    return ns
    return _get_namespace(arrays, api_version)


def _get_namespace(arrays: tuple[object, ...], api_version: str | None) -> Any:
    """The full path of :func:`get_namespace`: classification, errors, foreign arrays."""
    _check_version(api_version)

    found: dict[str, list[int]] = {}
    first: dict[str, object] = {}
    for i, x in enumerate(arrays):
        if x is None or type(x) in _PY_SCALARS:
            continue
        name = _array_kind(x)
        if name is None:
            raise TypeError(
                f"get_namespace: argument {i} has unsupported type {_describe(x)}; "
                f"expected a {array_names()} or an array of another Array API library"
            )
        if name in (_PROTOCOL, _COMPAT):
            # Arrays we do not own: one namespace object per library.
            key = f"{name}:{type(x).__module__.split('.')[0]}"
        else:
            key = name
        found.setdefault(key, []).append(i)
        first.setdefault(key, x)

    if not found:
        kinds = ", ".join(sorted({_describe(x) for x in arrays})) or "no arguments"
        raise TypeError(f"get_namespace: no array among the arguments (got {kinds})")
    if len(found) > 1:
        parts = "; ".join(
            f"{key if key in BACKENDS else _describe(first[key])} "
            f"at argument{'s' if len(pos) > 1 else ''} {', '.join(map(str, pos))}"
            for key, pos in found.items()
        )
        raise TypeError(f"get_namespace: arrays from several backends cannot be mixed: {parts}")

    (key,) = found
    x = first[key]
    if key in BACKENDS:
        return _load(key)
    if key.startswith(_PROTOCOL):
        if api_version is None:
            return x.__array_namespace__()  # type: ignore[attr-defined]
        return x.__array_namespace__(api_version=api_version)  # type: ignore[attr-defined]
    return _compat_namespace(x)


#: The name array-api-compat and scikit-learn use.
array_namespace = get_namespace
