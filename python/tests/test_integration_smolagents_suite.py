"""smolagents' OWN tests for its local executor, run against pyeval's drop-in.

The suite (tests/test_local_python_executor.py) comes from the pinned
smolagents sdist on PyPI, fetched at test time with `pip download` and checked
against SDIST_SHA256; no copy is committed. Set PYEVAL_SMOLAGENTS_SDIST to a
local copy of that file to run offline (its hash is checked all the same).

The child pytest loads smolagents_suite_plugin, which swaps in the drop-in and
skips the cases listed in smolagents_not_applicable.txt (smolagents'
AST-evaluator internals, each with its reason). Cases that fail because of a
known pyeval language gap are listed in smolagents_known_gaps.txt; this test
fails on any other failure, and prints the counts.
"""

import hashlib
import os
import re
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

pytest.importorskip("smolagents")
pytest.importorskip("numpy")
pytest.importorskip("pandas")

import smolagents  # noqa: E402

from smolagents_suite_plugin import load_listing  # noqa: E402

VERSION = "1.26.0"
SDIST = f"smolagents-{VERSION}.tar.gz"
SDIST_SHA256 = "4ec92313265f9cfbcabfc88e192b4bc4505f8475dc5f33dc872062fc567037bd"
MEMBER = f"smolagents-{VERSION}/tests/test_local_python_executor.py"
HERE = Path(__file__).resolve().parent


def _sdist(tmp: Path) -> Path:
    local = os.environ.get("PYEVAL_SMOLAGENTS_SDIST")
    if local:
        path = Path(local)
    else:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--no-binary", ":all:", f"smolagents=={VERSION}", "-d", str(tmp)],
            capture_output=True, text=True, timeout=300,
        )
        path = tmp / SDIST
        if proc.returncode != 0 or not path.exists():
            pytest.skip(f"cannot download the smolagents {VERSION} sdist: {proc.stderr[-300:]}")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert digest == SDIST_SHA256, f"{path}: sha256 {digest} is not the pinned one"
    return path


def test_smolagents_local_executor_suite(tmp_path):
    assert smolagents.__version__ == VERSION
    with tarfile.open(_sdist(tmp_path)) as tar:
        data = tar.extractfile(MEMBER).read()
    suite = tmp_path / "test_local_python_executor.py"
    suite.write_bytes(data)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(HERE)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    )
    junit = tmp_path / "junit.xml"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "smolagents_suite_plugin",
         "-p", "no:cacheprovider", "--rootdir", str(tmp_path), "-rfE",
         f"--junitxml={junit}", str(suite)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1800,
    )
    out = proc.stdout
    summary = out.strip().splitlines()[-1] if out.strip() else proc.stderr[-2000:]
    print("smolagents suite:", summary)
    failed = set(re.findall(r"^(?:FAILED|ERROR) \S+?::(\S+)", out, re.M))
    gaps = load_listing("smolagents_known_gaps.txt")

    def known(test_id):
        return test_id in gaps or test_id.split("[", 1)[0] in gaps

    unexpected = sorted(t for t in failed if not known(t))
    assert "passed" in summary, out[-5000:] + proc.stderr[-3000:]
    assert not unexpected, "unexpected failures:\n" + "\n".join(unexpected) + "\n" + out[-8000:]
