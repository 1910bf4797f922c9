"""The backend table: one row per backend, pointing at the backend's own class.

Adding a backend is one folder (``xpagnostic/<name>/``) and one row of :data:`ROWS`.  The
folder holds everything backend-specific: its Array API namespace (the package itself), and
its self-describing class in the module ``_backend`` (:data:`BACKEND_MODULE`), a subclass
of :class:`Backend` that tells every layer what it needs to know about the backend: the
framework's module and array types, the type spellings of the typed stubs, the extension
keywords, the framework modules the error contract recognises, the compiler of the testing
plugin, device preparation, placement, synchronisation and host reads, the conversion from
NumPy that tests use, and the label of the docs.  Beside it, the folder holds the Tensor
facade's adapter to its arrays (the module ``_facade``, :data:`FACADE_MODULE`), its autodiff
primitive (``_autodiff``, :data:`AUTODIFF_MODULE`) and, for a framework that sees
accelerators, its device probe (``_devices``, :data:`DEVICES_MODULE`).

Every layer reads :data:`BACKENDS`, the table of those classes' objects: ``get_namespace``
recognises arrays from it, the facade finds namespaces and adapters, ``xp.autodiff`` its
primitives, ``xpagnostic.eager`` its class names, the typing generator the protocols to
write, the error contract the framework modules, the testing plugin the devices and
compilers, ``python -m xpagnostic`` what to list, and the test harness, the conformance
runner, the benchmarks and the docs which backends exist.  Nothing else lists backends.

The table imports no framework.  Each ``_backend`` module is loaded from its file without
importing the namespace package around it (which imports its framework), and imports no
framework itself: a :class:`Backend`'s methods import theirs when called, by which time an
array of that framework exists.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any, Final

__all__ = ["AUTODIFF_MODULE", "BACKENDS", "BACKEND_MODULE", "DEVICES_MODULE",
           "DIFFERENTIATING", "FACADE_MODULE", "NAMES", "ROWS", "Backend", "BackendInfo",
           "Row", "SuiteNeeds", "TypeSpelling", "array_names", "backends", "load_backend"]

#: The module of a backend's folder holding its :class:`Backend` subclass.
BACKEND_MODULE: Final = "_backend"
#: The module of a backend's folder holding its Tensor facade adapter (``adapter``).
FACADE_MODULE: Final = "_facade"
#: The module of a backend's folder holding its device probe (``device_probe``).
DEVICES_MODULE: Final = "_devices"
#: The module of a backend's folder holding its autodiff ``PRIMITIVE`` (``differentiates``).
AUTODIFF_MODULE: Final = "_autodiff"


@dataclass(frozen=True)
class TypeSpelling:
    """How a backend's typed protocols spell its types: the text of annotations, which
    the typing generator writes into the stubs (``xpagnostic/_typing/namespaces.pyi``)."""

    #: Class-name prefix: ``Torch`` gives ``TorchNamespace``, ``TorchLinalg`` ...
    prefix: str
    #: An array a function takes.
    array: str
    #: An array a function returns.
    result: str
    #: A dtype a function takes.
    dtype: str
    #: A dtype a function returns (``result_type``, the inspection API).
    dtype_result: str
    #: A device.
    device: str
    #: The type of the dtype constant ``{name}`` (``xp.float32``), a template; "" for
    #: ``dtype_result``.
    dtype_constant: str = ""
    #: What the functions returning a 0-d array for the usual call return, where it differs
    #: from ``result`` (NumPy: arrays or NumPy scalars); "" for ``result``.
    reduced: str = ""
    #: The extension dtypes the namespace has.
    extension_dtypes: tuple[str, ...] = ()
    #: The modules the annotations name, which the stubs import.
    imports: tuple[str, ...] = ()
    #: Members that only this framework's arrays have, for a framework the package does not
    #: depend on.  ``get_namespace``'s overload for its arrays takes what has them (a
    #: protocol of these members, read-only): the framework's own array type is ``Any``
    #: to a checker where the framework is missing, and would match every argument.
    #: Empty for a framework always installed (NumPy), named by its own types.
    witness: tuple[str, ...] = ()
    #: A member that every dtype object of the framework has and ``str`` and ``float`` lack:
    #: :data:`xpagnostic.DType`, the dtype of generic code, is what has one of the
    #: backends' members, so that a string or a number passed as a dtype is reported.
    dtype_member: str = "itemsize"
    #: The type of its dtypes that are classes (NumPy's ``numpy.float32``), which
    #: :data:`xpagnostic.DType` takes too; "" where its dtypes are all objects.
    dtype_classes: str = ""
    #: Whether its array type answers every attribute to a checker (a ``__getattr__`` in the
    #: framework's stubs), and so meets every other backend's witness protocol: its overload
    #: then comes before theirs.
    any_attribute: bool = False
    #: The types ``get_namespace``'s overloads take, one pair per overload: the first
    #: argument's and the other arrays'.  Empty for ``array`` twice (or, with ``witness``,
    #: its protocol twice).
    accepts: tuple[tuple[str, str], ...] = ()
    #: Declarations of the type variables that ``accepts`` names
    #: (``_DType = TypeVar("_DType", bound=numpy.dtype[Any])``).
    type_vars: tuple[str, ...] = ()


@dataclass(frozen=True)
class SuiteNeeds:
    """What the conformance suite (array-api-tests) needs to run on a backend's targets,
    beyond its namespace; the conformance runner reads it."""

    #: Pytest plugins (modules of the project's ``conformance`` folder) for the namespace's
    #: target: they let the suite's own helpers take the framework's types.
    plugins: tuple[str, ...] = ()
    #: Pytest plugins for the facade's target.
    facade_plugins: tuple[str, ...] = ()
    #: Environment variables both targets run with.
    env: tuple[tuple[str, str], ...] = ()
    #: Dtypes the framework's own array operators have no kernels for (the namespace's
    #: functions compute them): the suite's operator tests run apart on them.
    operator_gaps: tuple[str, ...] = ()
    #: The framework's mode that ``env`` sets, as the docs' tables name it ("" for none).
    mode: str = ""


class Backend:
    """What the package knows about one backend: a subclass per backend, in the module
    ``_backend`` of its folder, whose one object is the backend's row of :data:`BACKENDS`.

    Its attributes are facts; its methods act on the framework's own arrays and devices, and
    import the framework when called.  The defaults describe a host-only framework whose
    arrays follow their operands' device and compute eagerly.
    """

    #: Our name for the backend; also the name of its namespace's folder.
    name: str = ""
    #: The module defining its array classes, looked up in ``sys.modules`` only: an array of a
    #: framework can reach us only once the user has imported that framework.
    module: str = ""
    #: Names of the classes in ``module`` whose instances (subclasses included) are its arrays.
    array_classes: tuple[str, ...] = ()
    #: How messages name its array type.
    array_name: str = ""
    #: Whether its arrays can be written in place (``x[i] = v`` changes ``x`` and its views);
    #: if not, a Tensor's writes rebind it to an updated array, and the facade emulates
    #: NumPy's views for basic indexing (so it does where ``operators_rebind`` is set).
    mutable: bool = True
    #: Whether ``xp.autodiff`` differentiates its arrays, through the ``PRIMITIVE`` of the
    #: module :data:`AUTODIFF_MODULE` of its folder (its one autodiff extension point).
    differentiates: bool = False
    #: The ``xpagnostic.eager`` class wrapping its arrays (EagerPy's name where EagerPy has one).
    eager_class: str = ""
    #: The class of the facade's array adapter (indexing, writes, devices, buffers), in the
    #: module :data:`FACADE_MODULE` of its folder.
    adapter: str = ""
    #: The top-level module to look for when asking whether it is installed.
    distribution_module: str = ""
    #: The pip extra adding it ("" when the core install has it).
    extra: str = ""
    #: Where its computations run, when that is more than the devices it lists.
    computes: str = ""
    #: Whether its shapes mark a size known only once computed as NaN (the standard: None).
    nan_sizes: bool = False
    #: Whether its own in-place operators (``x += y``) rebind ``x`` to a new array although
    #: its arrays are mutable (Dask: writing each result into the old graph would grow the
    #: graph with every step); a Tensor's do the same.
    operators_rebind: bool = False
    #: Module path of our Array API namespace for it (set from its row).
    namespace: str = ""
    #: The class answering which accelerators its framework sees and which device a name
    #: such as ``cuda:0`` means, in the module :data:`DEVICES_MODULE` of its folder (read by
    #: ``xpagnostic._accelerators``); "" for the host only.
    device_probe: str = ""
    #: The first parts of the module names of the framework's own classes (its arrays, its
    #: exceptions), by which the error contract recognises them.
    frameworks: tuple[str, ...] = ()
    #: Function of the standard -> the extension keywords it takes (keyword-only, with
    #: ``None`` defaults that mean the standard's behaviour); see ``_common/_keywords.py``.
    extra_keywords: Mapping[str, tuple[str, ...]] = MappingProxyType({})
    #: The type of each extension keyword of :attr:`extra_keywords`, as the typed stubs
    #: spell it.
    keyword_types: Mapping[str, str] = MappingProxyType({})
    #: The spelling of its types in the typed stubs.
    types: TypeSpelling = TypeSpelling("", "", "", "", "", "")
    #: The distributions of its framework, whose versions a conformance summary records.
    distributions: tuple[str, ...] = ()
    #: The further distributions its namespace stands on (array-api-compat ...).
    stands_on: tuple[str, ...] = ()
    #: The framework's name as people write it (``PyTorch``), in the docs' tables.
    label: str = ""
    #: What the conformance suite needs beyond the namespace.
    conformance: SuiteNeeds = SuiteNeeds()
    #: What :func:`xpagnostic.testing.jit` runs its code under, as messages name it; None
    #: when it has no compiler.
    compiler: str | None = None
    #: Whether the testing plugin's ``jit`` checks its calls for laziness (that they compute
    #: nothing) in place of compiling them.
    lazy: bool = False

    # -- the compiler -----------------------------------------------------------------------

    def compile(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """``fn`` under the framework's compiler (:attr:`compiler`), compiled on first call."""
        raise NotImplementedError(f"{self.name} has no compiler")

    # -- devices ----------------------------------------------------------------------------

    def prepare(self, kind: str, index: int) -> None:
        """Make the simulated host device ``cpu:index`` exist where the framework allows it
        (called only for ``kind == "cpu"`` and ``index >= 1``)."""

    def make_default(self, device: Any) -> Callable[[], object] | None:
        """Make ``device`` (the framework's object) the framework's default in this process;
        the callable undoing it, or None when the framework has no default to set."""
        return None

    def to_device(self, x: Any, device: Any) -> Any:
        """``x``, a native array, copied onto ``device`` (the framework's object)."""
        return x

    def native_scope(self, device: Any) -> contextlib.AbstractContextManager[Any]:
        """Where native code run inside puts results that belong on ``device``."""
        return contextlib.nullcontext()

    def device_of(self, x: Any) -> Any:
        """The device ``x`` lives on, as the framework's object."""
        return getattr(x, "device", "cpu")

    def on_device(self, x: Any, device: Any) -> bool:
        """Whether the native array ``x`` lives on ``device`` (the framework's object)."""
        return str(device) == "cpu"

    def same_device(self, a: Any, b: Any) -> bool:
        """Whether the native arrays ``a`` and ``b`` live on the same device."""
        return True

    def on_accelerator(self, device: Any) -> bool:
        """Whether ``device`` is one whose host reads :meth:`no_host_sync` watches."""
        return False

    def sync(self, device: Any) -> None:
        """Wait until the work queued on ``device`` has run (timings must include it)."""

    @contextlib.contextmanager
    def no_host_sync(self, device: Any, mode: str) -> Iterator[None]:
        """Inside, a read of a value on ``device`` back to the host raises (``mode="error"``)
        or warns (``"warn"``), where the framework can watch for it."""
        yield

    # -- conversions for tests ----------------------------------------------------------------

    def array_module(self) -> ModuleType:
        """The framework's own array module (``numpy``, ``torch``, ``jax.numpy`` ...)."""
        return importlib.import_module(self.module)

    def from_numpy(self, a: Any) -> Any:
        """The native array holding the values of the NumPy array ``a`` (for tests)."""
        raise NotImplementedError(f"{self.name}: from_numpy")

    def to_numpy(self, x: Any) -> Any:
        """A NumPy copy of the native array ``x``, read to the host (for tests and reports
        only: a library's code never needs it)."""
        numpy = importlib.import_module("numpy")
        return numpy.asarray(x)

    def module_of(self, part: str) -> str:
        """The path of module ``part`` (:data:`FACADE_MODULE`, :data:`DEVICES_MODULE`,
        :data:`AUTODIFF_MODULE`) of the backend's folder, the package of its namespace."""
        return f"{self.namespace}.{part}"

    def __repr__(self) -> str:
        return f"<backend {self.name!r}: {type(self).__module__}.{type(self).__qualname__}>"


@dataclass(frozen=True)
class Row:
    """One row of the table: a backend's name and the class its folder describes it with."""

    #: Our name for the backend: the name of its folder.
    name: str
    #: The :class:`Backend` subclass in the module :data:`BACKEND_MODULE` of its folder.
    backend_class: str
    #: Module path of its namespace, the package of its folder (default ``xpagnostic.<name>``).
    namespace: str = ""

    @property
    def package(self) -> str:
        return self.namespace or f"{__name__.rpartition('.')[0]}.{self.name}"


#: The table.  Order matters only for exotic subclasses: the first match wins.
ROWS: Final = (
    Row("numpy", "NumPyBackend"),
    Row("torch", "TorchBackend"),
    Row("jax", "JaxBackend"),
    Row("tensorflow", "TensorFlowBackend"),
    Row("dask", "DaskBackend"),
    Row("mlx", "MLXBackend"),
)


def _package_folder(package: str) -> Path:
    """The folder of ``package``, found without running its ``__init__``."""
    parent, _, child = package.rpartition(".")
    if parent and parent in sys.modules:  # our own package, importing now: its __path__
        for entry in getattr(sys.modules[parent], "__path__", ()):
            folder = Path(entry) / child
            if (folder / "__init__.py").is_file():
                return folder
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ImportError(f"xpagnostic._backends: no package {package!r} for a backend")
    return Path(next(iter(spec.submodule_search_locations)))


def load_backend(row: Row) -> Backend:
    """The :class:`Backend` object of ``row``: its class from the module ``_backend`` of its
    folder, loaded from the file (the folder's ``__init__`` imports the framework; this
    module imports nothing), and registered under its module name, so that the namespace's
    own ``from ._backend import ...`` finds that same module."""
    name = f"{row.package}.{BACKEND_MODULE}"
    module = sys.modules.get(name)
    if module is None:
        path = _package_folder(row.package) / f"{BACKEND_MODULE}.py"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"xpagnostic._backends: cannot load {path.name} of {row.name}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
    cls = getattr(module, row.backend_class)
    if not (isinstance(cls, type) and issubclass(cls, Backend)):
        raise TypeError(f"xpagnostic._backends: {name}.{row.backend_class} is not a Backend")
    backend = cls()
    if backend.name != row.name:
        raise ValueError(f"xpagnostic._backends: {name}.{row.backend_class} describes "
                         f"{backend.name!r}, its row {row.name!r}")
    backend.namespace = row.package
    return backend


#: Backend name -> its :class:`Backend` object, in the order of :data:`ROWS`.
BACKENDS: Final[dict[str, Backend]] = {row.name: load_backend(row) for row in ROWS}

#: Backend names, in table order.
NAMES: Final = tuple(BACKENDS)
#: Backends whose arrays can be differentiated.
DIFFERENTIATING: Final = tuple(name for name, row in BACKENDS.items() if row.differentiates)


def array_names() -> str:
    """The array types of every backend, listed for messages."""
    names = [row.array_name for row in BACKENDS.values()]
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]


@dataclass(frozen=True)
class BackendInfo:
    """What :func:`xpagnostic.backends` tells about one backend."""

    #: Our name for it, as :func:`xpagnostic.backend_of` and ``Tensor.backend`` give it.
    name: str
    #: Module path of its Array API namespace (``"xpagnostic.torch"``).
    namespace: str
    #: Its array type, as messages name it (``"torch.Tensor"``).
    array_type: str
    #: Whether its framework can be imported in this environment.
    installed: bool
    #: Whether its namespace's ``autodiff`` differentiates (NumPy's and Dask's raise).
    differentiates: bool
    #: Whether ``x[i] = v`` writes into its arrays (JAX's and TensorFlow's are immutable).
    mutable: bool
    #: The pip extra that installs it (``"torch"``: ``pip install 'xpagnostic[torch]'``);
    #: ``""`` when ``pip install xpagnostic`` brings it.
    extra: str

    def import_namespace(self) -> ModuleType:
        """Import the namespace (and with it the framework); ``ImportError`` naming the pip
        extra when the framework is not installed."""
        if not self.installed:
            install = f"xpagnostic[{self.extra}]" if self.extra else "xpagnostic"
            raise ImportError(f"xpagnostic.backends: {self.name} is not installed "
                              f"(pip install '{install}')")
        return importlib.import_module(self.namespace)


def _installed(module: str) -> bool:
    if module in sys.modules:
        return True
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a broken install, or a module without a spec
        return False


def backends() -> tuple[BackendInfo, ...]:
    """Every backend xpagnostic supports, in a fixed order, installed or not.

    Imports no framework: ``installed`` asks the import system whether the framework's
    package is there, without importing it.  For example, to run a test on every installed
    backend::

        for backend in xpagnostic.backends():
            if backend.installed:
                xp = backend.import_namespace()
                ...
    """
    return tuple(
        BackendInfo(name=row.name, namespace=row.namespace, array_type=row.array_name,
                    installed=_installed(row.distribution_module),
                    differentiates=row.differentiates, mutable=row.mutable,
                    extra=row.extra)
        for row in BACKENDS.values()
    )
