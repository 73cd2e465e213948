"""pytest plugin: runs smolagents' own local-executor tests against pyeval.

Loaded with ``-p smolagents_suite_plugin`` by test_integration_smolagents_suite.py
in a child pytest. Before the suite's module is imported it replaces
smolagents.local_python_executor.evaluate_python_code with pyeval's drop-in;
the suite's ``from ... import evaluate_python_code`` and LocalPythonExecutor
(which calls the module global) then both run on pyeval. Cases listed in
smolagents_not_applicable.txt are skipped with their reason.
"""

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def load_listing(name):
    """{test id or prefix: reason} from a 'ID  # reason' file."""
    out = {}
    for raw in (HERE / name).read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        ident, _, reason = line.partition("#")
        out[ident.strip()] = reason.strip()
    return out


def _reason_for(nodeid, listing):
    """Exact node id, or the test's name without parameters, or its class."""
    name = nodeid.split("::", 1)[1] if "::" in nodeid else nodeid
    candidates = [name, name.split("[", 1)[0]]
    if "::" in name:
        candidates.append(name.split("::", 1)[0])
    for c in candidates:
        if c in listing:
            return listing[c]
    return None


def pytest_configure(config):
    import smolagents.local_python_executor as lpe

    from pyeval.integrations.smolagents import evaluate_python_code

    lpe.evaluate_python_code = evaluate_python_code


def _dict_equal_no_internals(self, dict1, dict2):
    """The suite's assertDictEqualNoPrint, also ignoring "_operations_count".

    That key is smolagents' AST evaluator's node counter (an internal of its
    evaluator, not behaviour); pyeval counts operations its own way. Every
    other key of the state is still compared.
    """
    skip = {"_print_outputs", "_operations_count"}
    assert {k: v for k, v in dict1.items() if k not in skip} == {
        k: v for k, v in dict2.items() if k not in skip
    }


def pytest_collection_modifyitems(config, items):
    listing = load_listing("smolagents_not_applicable.txt")
    for item in items:
        cls = getattr(item, "cls", None)
        if cls is not None and hasattr(cls, "assertDictEqualNoPrint"):
            cls.assertDictEqualNoPrint = _dict_equal_no_internals
        reason = _reason_for(item.nodeid, listing)
        if reason is not None:
            item.add_marker(pytest.mark.skip(reason="not applicable: " + reason))
