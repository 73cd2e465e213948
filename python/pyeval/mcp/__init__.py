"""An MCP server that runs Python in pyeval: ``python -m pyeval.mcp`` (stdio).

It exposes one tool, ``run_python(code)``, whose answer is the run's stdout,
then the repr of the last expression's value, or the stdout printed before an
error followed by the CPython-format traceback. Each client connection gets
its own session (one pyeval.Interpreter): globals, functions and imports
persist between calls until ``run_python(code, reset=True)``. Over stdio a
connection is a server process, so each client has its own sandbox.

Flags (``python -m pyeval.mcp --help``): --timeout SECONDS, --max-memory SIZE,
--max-ops N, --max-output SIZE, --max-host-calls N, --mount
HOST:VIRTUAL[:ro|rw|overlay] (repeatable), --allow-import MODULE (repeatable;
without it every pyeval module may be imported), --env NAME=VALUE, --seed N.
"""

from __future__ import annotations

from .server import build_server, main, parse_args

__all__ = ["build_server", "main", "parse_args"]
