"""pytest plugin (`-p pyeval_installed`, from tools/pytest on PYTHONPATH): the Python
tests must exercise the package as installed, never the source tree.

PYEVAL_EXPECT_DIR names the folder the `pyeval` package must be imported from (.venv for
`make test-python`, build-asan/py for `make test-python-asan`). After collection, when the
test modules have imported it, the session fails if `pyeval` or its extension came from
anywhere else (for example python/pyeval, put on sys.path by a test folder's __init__.py).
"""

import os
import sys

import pytest


def _expected():
    d = os.environ.get("PYEVAL_EXPECT_DIR")
    return os.path.realpath(d) if d else None


def _origin():
    import pyeval  # noqa: F401  (imported here so the header shows where it came from)

    ext = sys.modules.get("pyeval._pyeval")
    if ext is None:
        import pyeval._pyeval as ext
    return os.path.realpath(pyeval.__file__), os.path.realpath(ext.__file__)


def pytest_report_header(config):
    try:
        pkg, ext = _origin()
    except Exception as e:  # the tests report the import error themselves
        return f"pyeval: not importable ({type(e).__name__}: {e})"
    return [f"pyeval: {pkg}", f"pyeval._pyeval: {ext}"]


def pytest_collection_finish(session):
    expected = _expected()
    if expected is None:
        return
    pkg, ext = _origin()
    for path in (pkg, ext):
        if not path.startswith(expected + os.sep):
            raise pytest.UsageError(
                f"pyeval imported from {path}, expected the installed copy under {expected}")
