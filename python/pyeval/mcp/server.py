"""pyeval.mcp's server: flags, the per-connection session and the run_python tool."""

from __future__ import annotations

import argparse
import asyncio
import threading
from collections.abc import Sequence
from typing import Any

import pyeval

from ..integrations._common import error_observation, observation

DESCRIPTION = (
    "Runs Python 3.11 code in the pyeval sandbox and returns its printed output, then "
    "the value of the last expression, or the error's traceback. Variables, functions "
    "and imports persist between calls of this session (reset=true starts afresh). No "
    "network, no processes; files only under the mounted directories."
)


def _mount(spec: str) -> Any:
    """HOST:VIRTUAL[:ro|rw|overlay] -> pyeval.Mount (mode ro by default)."""
    parts = spec.split(":")
    if len(parts) == 3 and parts[2] in ("ro", "rw", "overlay"):
        host, virtual, mode = parts
    elif len(parts) == 2:
        host, virtual, mode = parts[0], parts[1], "ro"
    else:
        raise argparse.ArgumentTypeError(f"--mount wants HOST:VIRTUAL[:ro|rw|overlay], not {spec!r}")
    if not host or not virtual.startswith("/"):
        raise argparse.ArgumentTypeError(f"--mount {spec!r}: VIRTUAL must be an absolute path")
    return pyeval.Mount(host, virtual, mode=mode)


def _env(spec: str) -> tuple[str, str]:
    name, sep, value = spec.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"--env wants NAME=VALUE, not {spec!r}")
    return name, value


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m pyeval.mcp",
        description="MCP server (stdio) with a run_python tool backed by pyeval.",
    )
    p.add_argument("--timeout", type=float, default=None, help="wall seconds per run")
    p.add_argument("--max-memory", default=None, help='bytes per session, e.g. "256MiB"')
    p.add_argument("--max-ops", type=int, default=None, help="operations per run")
    p.add_argument("--max-output", default=None, help='stdout+stderr per run, e.g. "1MiB"')
    p.add_argument("--max-host-calls", type=int, default=None, help="host calls per run")
    p.add_argument("--mount", type=_mount, action="append", default=[],
                   metavar="HOST:VIRTUAL[:MODE]", help="mount a host directory (repeatable)")
    p.add_argument("--allow-import", action="append", default=None, metavar="MODULE",
                   help="a module programs may import (repeatable; default: all of pyeval's)")
    p.add_argument("--env", type=_env, action="append", default=[], metavar="NAME=VALUE",
                   help="an os.environ entry inside the sandbox (repeatable)")
    p.add_argument("--seed", type=int, default=None, help="seed of the sandbox's random")
    p.add_argument("--name", default="pyeval", help="the server's MCP name")
    return p.parse_args(argv)


def _limits(args: argparse.Namespace) -> Any:
    kw: dict[str, Any] = {}
    for flag, key in (("timeout", "timeout"), ("max_memory", "memory"), ("max_ops", "ops"),
                      ("max_output", "output"), ("max_host_calls", "host_calls")):
        value = getattr(args, flag)
        if value is not None:
            kw[key] = value
    return pyeval.Limits(**kw)


class Session:
    """One client's sandbox: an Interpreter made on first use, runs serialized.

    Runs go to a worker thread (the GIL is released while sandboxed code
    runs), so the server keeps answering pings and cancellations meanwhile.
    """

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.limits = _limits(args)
        self._interp: Any = None
        self._lock = threading.Lock()

    def _interpreter(self) -> Any:
        if self._interp is None:
            self._interp = pyeval.Interpreter(
                limits=self.limits,
                mounts=list(self.args.mount),
                modules=self.args.allow_import,
                environ=dict(self.args.env),
                seed=self.args.seed,
            )
        return self._interp

    def reset(self) -> None:
        if self._interp is not None:
            self._interp.close()
            self._interp = None

    def run_sync(self, code: str, reset: bool = False) -> str:
        with self._lock:
            if reset:
                self.reset()
            try:
                interp = self._interpreter()
            except (OSError, ValueError, TypeError) as err:
                # a mount that cannot be opened, say: the client sees why
                return f"pyeval session could not start: {type(err).__name__}: {err}"
            try:
                return observation(interp.run(code))
            except pyeval.SandboxError as err:
                return error_observation(err)

    async def run(self, code: str, reset: bool = False) -> str:
        task = asyncio.ensure_future(asyncio.to_thread(self.run_sync, code, reset))
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            if self._interp is not None:
                self._interp.interrupt()
            await asyncio.gather(task, return_exceptions=True)
            raise

    def close(self) -> None:
        with self._lock:
            self.reset()


def build_server(args: argparse.Namespace) -> tuple[Any, Session]:
    """The MCPServer (mcp's SDK) with run_python bound to one Session."""
    from mcp.server.mcpserver import MCPServer

    session = Session(args)
    server = MCPServer(args.name, instructions=DESCRIPTION)

    @server.tool(name="run_python", description=DESCRIPTION)
    async def run_python(code: str, reset: bool = False) -> str:
        return await session.run(code, reset)

    return server, session


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    server, session = build_server(args)
    try:
        server.run("stdio")
    finally:
        session.close()
    return 0
