"""`python -m pyeval.mcp` over stdio, driven by the official mcp client
(mcp.client.stdio.stdio_client + ClientSession)."""

import asyncio
import os
import sys

import pytest

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402


# mcp's stdio_client gives the server only a safe default environment; these pass
# through so the server imports the same pyeval as the test (make test-python-asan
# stages an ASan build on PYTHONPATH and preloads the ASan runtime).
PASS_ENV = ("PYTHONPATH", "LD_PRELOAD", "ASAN_OPTIONS", "UBSAN_OPTIONS", "PYEVAL_SANITIZER")


def _params(*flags):
    env = {k: os.environ[k] for k in PASS_ENV if os.environ.get(k)}
    return StdioServerParameters(command=sys.executable, args=["-m", "pyeval.mcp", *flags], env=env)


def _text(result):
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


async def _session_calls(flags, codes):
    """One client connection: run each code in turn, return the answers."""
    out = []
    async with stdio_client(_params(*flags)) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            assert [t.name for t in tools.tools] == ["run_python"]
            for code in codes:
                if isinstance(code, tuple):
                    code, reset = code
                    args = {"code": code, "reset": reset}
                else:
                    args = {"code": code}
                out.append(_text(await session.call_tool("run_python", args)))
    return out


def test_session_state_errors_and_reset():
    out = asyncio.run(_session_calls([], [
        "x = 20\nprint('set')",
        "def f(n):\n    return n * 2 + x\nf(11)",
        "1 / 0",
        ("x", True),
    ]))
    assert out[0] == "set"
    assert out[1] == "42"
    assert out[2].startswith("Traceback (most recent call last):")
    assert out[2].endswith("ZeroDivisionError: division by zero")
    assert out[3].endswith("NameError: name 'x' is not defined")


def test_each_connection_has_its_own_session():
    async def both():
        a = await _session_calls([], ["secret = 1", "secret"])
        b = await _session_calls([], ["secret"])
        return a, b

    a, b = asyncio.run(both())
    assert a[1] == "1"
    assert "NameError" in b[0]


def test_limits_and_mounts_from_flags(tmp_path):
    (tmp_path / "in.csv").write_text("a,b\n1,2\n")
    out = asyncio.run(_session_calls(
        ["--timeout", "1", "--mount", f"{tmp_path}:/data:ro", "--max-ops", "1000000"],
        [
            "print(open('/data/in.csv').read().splitlines()[1])",
            "while True:\n    pass",
            "open('/data/out.txt', 'w')",
            "open('/etc/passwd').read()",
        ],
    ))
    assert out[0] == "1,2"
    assert "LimitExceeded" in out[1] or "limit" in out[1].lower()
    assert "Error" in out[2]
    assert "Error" in out[3] and "root:" not in out[3]
    assert not (tmp_path / "out.txt").exists()


def test_bad_flags_exit_with_usage():
    import subprocess

    proc = subprocess.run([sys.executable, "-m", "pyeval.mcp", "--mount", "nocolon"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "--mount" in proc.stderr
