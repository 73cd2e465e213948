"""LangChain drop-in: a BaseTool that runs model-written Python in pyeval.

    from pyeval.integrations.langchain import PyevalTool
    python = PyevalTool(tools=[search, get_weather])
    model.bind_tools([python])

The tool takes ``code: str`` and returns what a model reads best: the stdout,
then the repr of the last expression's value, or the stdout printed before an
error followed by the CPython-format traceback. LangChain tools passed in are
callable by name inside the sandbox (``get_weather("Paris")`` or
``get_weather(city="Paris")``), through their ``.invoke``; plain Python
callables are called as they are. The tool's description lists them with
their signatures. By default one pyeval.Interpreter serves every call
(globals persist, like a notebook); ``session=False`` gives a fresh one each
time.
"""

from __future__ import annotations

import asyncio
import inspect
import threading
from collections.abc import Callable, Sequence
from typing import Any

import pyeval
from langchain_core.tools import BaseTool
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from ._common import error_observation, make_limits, observation

__all__ = ["PyevalTool", "PythonCodeInput"]


class PythonCodeInput(BaseModel):
    """The tool's only argument."""

    code: str = Field(description="Python 3.11 source to run; print() what you need to see.")


def _tool_name(tool: Any) -> str:
    if isinstance(tool, BaseTool):
        return tool.name
    return getattr(tool, "__name__", None) or type(tool).__name__


def _signature(tool: Any) -> str:
    """'name(arg: type, ...)' for the description a model reads."""
    name = _tool_name(tool)
    if isinstance(tool, BaseTool):
        parts = []
        for arg, spec in (tool.args or {}).items():
            kind = spec.get("type") if isinstance(spec, dict) else None
            parts.append(f"{arg}: {kind}" if kind else arg)
        return f"{name}({', '.join(parts)})"
    try:
        return f"{name}{inspect.signature(tool)}"
    except (TypeError, ValueError):
        return f"{name}(...)"


def _summary(tool: Any) -> str:
    text = tool.description if isinstance(tool, BaseTool) else (inspect.getdoc(tool) or "")
    first = text.strip().splitlines()[0] if text and text.strip() else ""
    return f"- {_signature(tool)}" + (f": {first}" if first else "")


def _as_callable(tool: Any) -> Callable[..., Any]:
    """A LangChain tool as a plain function: positional arguments map onto
    its argument names in order, keywords pass through; the result is what
    its .invoke returns."""
    if not isinstance(tool, BaseTool):
        return tool
    names = list((tool.args or {}).keys())

    def call(*args: Any, **kwargs: Any) -> Any:
        if len(args) > len(names):
            raise TypeError(
                f"{tool.name}() takes {len(names)} positional arguments but {len(args)} were given"
            )
        payload = dict(zip(names, args))
        for key, value in kwargs.items():
            if key in payload:
                raise TypeError(f"{tool.name}() got multiple values for argument '{key}'")
            payload[key] = value
        return tool.invoke(payload)

    call.__name__ = tool.name
    return call


class PyevalTool(BaseTool):
    """Runs Python in the pyeval sandbox, with the given tools callable by name."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = "python"
    description: str = ""
    args_schema: type[BaseModel] = PythonCodeInput
    tools: Sequence[Any] = Field(default_factory=list)
    """LangChain BaseTools or plain callables, callable by name in the sandbox."""
    variables: dict[str, Any] = Field(default_factory=dict)
    """Globals bound before the first run (copies)."""
    limits: Any = None
    """A pyeval.Limits, a dict of its keywords, or None for pyeval's defaults."""
    session: bool = True
    """Keep one Interpreter (and its globals) across calls."""
    interpreter_options: dict[str, Any] = Field(default_factory=dict)
    """More keywords for pyeval.Interpreter (files=, mounts=, seed=, isolated=...)."""

    _interp: Any = PrivateAttr(default=None)
    # One run at a time per session: agent runtimes (LangGraph's ToolNode) may call
    # a tool concurrently, and an Interpreter runs one program at a time.
    _lock: Any = PrivateAttr(default_factory=threading.Lock)

    def model_post_init(self, context: Any) -> None:
        super().model_post_init(context)
        if not self.description:
            self.description = self._describe()

    def _describe(self) -> str:
        lines = [
            "Runs Python 3.11 code in a sandbox and returns its printed output, then the "
            "value of the last expression, or the error's traceback. No network, no host "
            "files or processes; the standard library's pure modules (math, json, re, "
            "datetime, collections, itertools, ...) can be imported."
        ]
        if self.session:
            lines.append("Variables, functions and imports persist between calls.")
        if self.tools:
            lines.append("These functions are available in the code (call them directly):")
            lines.extend(_summary(t) for t in self.tools)
        return "\n".join(lines)

    def _new_interpreter(self) -> Any:
        tools = {_tool_name(t): _as_callable(t) for t in self.tools}
        return pyeval.Interpreter(
            tools=tools,
            variables=dict(self.variables),
            limits=make_limits(self.limits),
            **self.interpreter_options,
        )

    def _interpreter(self) -> Any:
        if not self.session:
            return self._new_interpreter()
        if self._interp is None:
            self._interp = self._new_interpreter()
        return self._interp

    def _done(self, interp: Any) -> None:
        if not self.session:
            interp.close()

    def _run(self, code: str, run_manager: Any = None) -> str:
        with self._lock:
            interp = self._interpreter()
            try:
                return observation(interp.run(code))
            except pyeval.SandboxError as err:
                return error_observation(err)
            finally:
                self._done(interp)

    async def _arun(self, code: str, run_manager: Any = None) -> str:
        """Runs in a worker thread (the GIL is released while sandboxed code
        runs), so the event loop is not blocked; cancelling interrupts the run."""
        task = asyncio.ensure_future(asyncio.to_thread(self._run, code))
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            if self._interp is not None:
                self._interp.interrupt()
            await asyncio.gather(task, return_exceptions=True)
            raise

    def close(self) -> None:
        """Close the session's Interpreter."""
        with self._lock:
            if self._interp is not None:
                self._interp.close()
                self._interp = None
