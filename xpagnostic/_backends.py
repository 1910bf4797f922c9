"""The backend table: one row per backend, read by every layer.

Adding a backend is one folder (``xpagnostic/<name>/``) and one row here.  The folder holds
the backend's code: its Array API namespace (the package itself), the Tensor
facade's adapter to its arrays (the module ``_facade``, :data:`FACADE_MODULE`) and, for a
framework that sees accelerators, the class answering device questions (the module
``_devices``, :data:`DEVICES_MODULE`).  ``get_namespace`` recognises its arrays from the
row, the ``Tensor`` facade finds its namespace and its array adapter from it,
``xp.autodiff`` its primitive (the module ``_autodiff``, :data:`AUTODIFF_MODULE`),
``xpagnostic.eager`` its class name, ``python -m xpagnostic`` what to list, and the test
harness, the conformance runner and the benchmarks which backends exist.  Nothing else in
the package names a backend.

The table imports nothing: it holds module paths and class names, which the layers resolve
when an array of that backend first reaches them (its framework is then imported already).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from dataclasses import dataclass
from types import ModuleType
from typing import Final

__all__ = ["AUTODIFF_MODULE", "BACKENDS", "DEVICES_MODULE", "DIFFERENTIATING", "FACADE_MODULE",
           "NAMES", "Backend", "BackendInfo", "array_names", "backends"]

#: The module of a backend's folder holding its Tensor facade adapter (``adapter``).
FACADE_MODULE: Final = "_facade"
#: The module of a backend's folder holding its device probe (``device_probe``).
DEVICES_MODULE: Final = "_devices"
#: The module of a backend's folder holding its autodiff ``PRIMITIVE`` (``differentiates``).
AUTODIFF_MODULE: Final = "_autodiff"


@dataclass(frozen=True)
class Backend:
    """One row of the backend table."""

    #: Our name for the backend; also the name of its namespace's folder.
    name: str
    #: The module defining its array classes, looked up in ``sys.modules`` only: an array of a
    #: framework can reach us only once the user has imported that framework.
    module: str
    #: Names of the classes in ``module`` whose instances (subclasses included) are its arrays.
    array_classes: tuple[str, ...]
    #: How messages name its array type.
    array_name: str
    #: Whether its arrays can be written in place (``x[i] = v`` changes ``x`` and its views);
    #: if not, a Tensor's writes rebind it to an updated array, and the facade emulates
    #: NumPy's views for basic indexing (so it does where ``operators_rebind`` is set).
    mutable: bool
    #: Whether ``xp.autodiff`` differentiates its arrays, through the ``PRIMITIVE`` of the
    #: module :data:`AUTODIFF_MODULE` of its folder (its one autodiff extension point).
    differentiates: bool
    #: The ``xpagnostic.eager`` class wrapping its arrays (EagerPy's name where EagerPy has one).
    eager_class: str
    #: The class of the facade's array adapter (indexing, writes, devices, buffers), in the
    #: module :data:`FACADE_MODULE` of its folder.
    adapter: str
    #: The top-level module to look for when asking whether it is installed.
    distribution_module: str
    #: The pip extra adding it ("" when the core install has it).
    extra: str
    #: Where its computations run, when that is more than the devices it lists.
    computes: str = ""
    #: Whether its shapes mark a size known only once computed as NaN (the standard: None).
    nan_sizes: bool = False
    #: Whether its own in-place operators (``x += y``) rebind ``x`` to a new array although
    #: its arrays are mutable (Dask: writing each result into the old graph would grow the
    #: graph with every step); a Tensor's do the same.
    operators_rebind: bool = False
    #: Module path of our Array API namespace for it (default: its folder, ``xpagnostic.<name>``).
    namespace: str = ""
    #: The class answering which accelerators its framework sees and which device a name
    #: such as ``cuda:0`` means, in the module :data:`DEVICES_MODULE` of its folder (read by
    #: ``xpagnostic._accelerators``); "" for the host only.
    device_probe: str = ""

    def __post_init__(self) -> None:
        if not self.namespace:
            object.__setattr__(self, "namespace", f"xpagnostic.{self.name}")

    def module_of(self, part: str) -> str:
        """The path of module ``part`` (:data:`FACADE_MODULE`, :data:`DEVICES_MODULE`,
        :data:`AUTODIFF_MODULE`) of
        the backend's folder, the package of its namespace."""
        return f"{self.namespace}.{part}"


#: Backend name -> row.  Order matters only for exotic subclasses: the first match wins.
BACKENDS: Final[dict[str, Backend]] = {
    row.name: row
    for row in (
        Backend("numpy", "numpy", ("ndarray", "generic"), "numpy.ndarray", mutable=True,
                differentiates=False, eager_class="NumPyTensor", adapter="NumPyArrays",
                distribution_module="numpy", extra=""),
        Backend("torch", "torch", ("Tensor",), "torch.Tensor", mutable=True,
                differentiates=True, eager_class="PyTorchTensor",
                adapter="TorchArrays", distribution_module="torch",
                extra="torch", device_probe="TorchDevices"),
        Backend("jax", "jax", ("Array",), "jax.Array", mutable=False,
                differentiates=True, eager_class="JAXTensor",
                adapter="JaxArrays", distribution_module="jax", extra="jax",
                device_probe="JaxDevices"),
        Backend("tensorflow", "tensorflow", ("Tensor", "Variable"), "tf.Tensor",
                mutable=False, differentiates=True,
                eager_class="TensorFlowTensor", adapter="TensorFlowArrays",
                distribution_module="tensorflow", extra="tensorflow",
                device_probe="TensorFlowDevices"),
        Backend("dask", "dask.array", ("Array",), "dask.array.Array", mutable=True,
                differentiates=False, eager_class="DaskTensor", adapter="DaskArrays",
                distribution_module="dask", extra="dask", nan_sizes=True,
                operators_rebind=True,
                computes="lazy graphs; computed here on local threads, or on every worker "
                         "of a dask.distributed cluster once a Client('scheduler-address') "
                         "is connected"),
    )
}

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
