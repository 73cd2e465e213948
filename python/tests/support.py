"""Shared set-up of the Python API tests: imports pyeval from the installed package, or
else from the source tree next to these tests (python/pyeval with a built
_pyeval extension)."""

import os
import sys

try:
    import pyeval  # noqa: F401
except ImportError:
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    import pyeval  # noqa: F401


def boundary_ready():
    """True once the C library carries values across (helper/boundary)."""
    try:
        return pyeval.run("1 + 1").value == 2
    except Exception:
        return False
