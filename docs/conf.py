"""Sphinx configuration of the xpagnostic site (``nox -s docs`` builds it with -W)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # this build imports TensorFlow for autodoc

import xpagnostic  # noqa: E402
from docs._site import write_site  # noqa: E402

project = "xpagnostic"
author = "the xpagnostic developers"
copyright = "the xpagnostic developers"
release = version = xpagnostic.__version__

# No napoleon: the docstrings are plain reST, and napoleon would read a property's
# "Name of the backend: ..." as a type followed by a description.
extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
]
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
# interop/*.md are generated from their JSON and shown on _generated/interop.
exclude_patterns = ["_build", "examples", "interop", "Thumbs.db", ".DS_Store"]

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"undoc-members": False}
nitpicky = False
# Only "more than one target found": EagerPy's type variable ``T`` in annotations matches the
# ``.T`` attribute of both Tensor classes. Missing targets still fail the build.
suppress_warnings = ["ref.python"]

html_theme = "furo"
html_title = f"xpagnostic {release}"
html_static_path = ["_static"]
html_css_files = ["xpagnostic.css"]  # the support matrix's colours and upright headings


def _generate(app: Any) -> None:
    """Support matrix, benchmark plots and interop pages, from the committed result files."""
    write_site(Path(app.srcdir) / "_generated")


def setup(app: Any) -> None:
    app.connect("builder-inited", _generate)
