"""FastMCP code mode on pyeval: a SandboxProvider where MontySandboxProvider goes.

    from fastmcp.experimental.transforms.code_mode import CodeMode
    from pyeval.integrations.fastmcp import PyevalSandboxProvider
    mcp.add_transform(CodeMode(sandbox_provider=PyevalSandboxProvider()))

Code mode's ``execute`` tool hands the provider model-written code that calls
``await call_tool(name, params)`` and ends with ``return value`` (Monty runs it
as the body of an async function). pyeval has no coroutines, so the host
rewrites that code before it enters the sandbox: ``await x`` becomes ``x``,
``async def/for/with`` their plain forms, and a body that uses ``return`` (or
awaits) is wrapped in a function whose result is the run's value. The host
only parses and re-prints the code (CPython's ast); it never runs it.
``external_functions`` (async or not) become sandbox functions that run on the
caller's event loop while the sandbox waits in a worker thread, so the loop is
never blocked. Calls are therefore sequential: there is no asyncio.gather.
"""

from __future__ import annotations

import ast
import asyncio
from collections.abc import Callable
from typing import Any

import pyeval

from ._common import error_observation, make_limits

__all__ = ["PyevalSandboxProvider", "rewrite_async_code"]

_MAIN = "__pyeval_code_mode__"


class _Desugar(ast.NodeTransformer):
    """await x -> x; async def/for/with -> def/for/with."""

    def visit_Await(self, node: ast.Await) -> ast.AST:
        return self.visit(node.value)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> ast.AST:
        self.generic_visit(node)
        fields = {f: getattr(node, f) for f in ast.FunctionDef._fields if hasattr(node, f)}
        return ast.copy_location(ast.FunctionDef(**fields), node)

    def visit_AsyncFor(self, node: ast.AsyncFor) -> ast.AST:
        self.generic_visit(node)
        fields = {f: getattr(node, f) for f in ast.For._fields if hasattr(node, f)}
        return ast.copy_location(ast.For(**fields), node)

    def visit_AsyncWith(self, node: ast.AsyncWith) -> ast.AST:
        self.generic_visit(node)
        fields = {f: getattr(node, f) for f in ast.With._fields if hasattr(node, f)}
        return ast.copy_location(ast.With(**fields), node)


def _needs_rewrite(tree: ast.Module) -> bool:
    """True when the code awaits, uses async forms, or returns at top level."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Await, ast.AsyncFunctionDef, ast.AsyncFor, ast.AsyncWith)):
            return True
    return _returns_at_top(tree.body)


def _returns_at_top(body: list[ast.stmt]) -> bool:
    """A return outside any def/class/lambda (code mode's 'return the answer')."""
    stack = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return):
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


def rewrite_async_code(code: str) -> str:
    """Code mode's async-body code as plain code for pyeval (see the module doc).

    Code that CPython cannot parse is returned unchanged, so the sandbox
    reports the SyntaxError itself. Code that needs no rewrite is unchanged
    too, and keeps its line numbers.
    """
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return code
    if not _needs_rewrite(tree):
        return code
    tree = _Desugar().visit(tree)
    body = list(tree.body) or [ast.Pass()]
    if isinstance(body[-1], ast.Expr):  # Monty returns a trailing expression's value
        body[-1] = ast.copy_location(ast.Return(value=body[-1].value), body[-1])
    func = ast.FunctionDef(
        name=_MAIN,
        args=ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[],
                           kw_defaults=[], kwarg=None, defaults=[]),
        body=body, decorator_list=[], returns=None, type_comment=None,
    )
    call = ast.Expr(ast.Call(func=ast.Name(_MAIN, ast.Load()), args=[], keywords=[]))
    module = ast.Module(body=[func, call], type_ignores=[])
    return ast.unparse(ast.fix_missing_locations(module)) + "\n"


def _bridge(fn: Callable[..., Any], loop: asyncio.AbstractEventLoop) -> Callable[..., Any]:
    """A sandbox tool that runs ``fn`` (sync or async) on ``loop``.

    Called from the worker thread the sandbox runs on; waits for the
    coroutine there, so the loop keeps serving other requests meanwhile.
    """
    is_async = asyncio.iscoroutinefunction(fn)

    def call(*args: Any, **kwargs: Any) -> Any:
        if is_async:
            return asyncio.run_coroutine_threadsafe(fn(*args, **kwargs), loop).result()
        value = fn(*args, **kwargs)
        if asyncio.iscoroutine(value):
            return asyncio.run_coroutine_threadsafe(value, loop).result()
        return value

    call.__name__ = getattr(fn, "__name__", "external_function")
    return call


class PyevalSandboxProvider:
    """FastMCP's SandboxProvider protocol on pyeval.

    ``limits`` is a pyeval.Limits, a dict of its keywords, or None (pyeval's
    defaults); ``interpreter_options`` go to pyeval.Interpreter (files=,
    mounts=, ...). Each ``run`` uses a fresh Interpreter, as Monty's
    provider uses a fresh session.
    """

    def __init__(self, *, limits: Any = None, **interpreter_options: Any) -> None:
        self.limits = limits
        self.interpreter_options = interpreter_options

    async def run(
        self,
        code: str,
        *,
        inputs: dict[str, Any] | None = None,
        external_functions: dict[str, Callable[..., Any]] | None = None,
    ) -> Any:
        loop = asyncio.get_running_loop()
        tools = {name: _bridge(fn, loop) for name, fn in (external_functions or {}).items()}
        source = rewrite_async_code(code)
        interp = pyeval.Interpreter(
            tools=tools, variables=dict(inputs or {}), limits=make_limits(self.limits),
            **self.interpreter_options,
        )
        try:
            task = asyncio.ensure_future(asyncio.to_thread(interp.run, source))
            try:
                result = await asyncio.shield(task)
            except asyncio.CancelledError:
                interp.interrupt()  # stop the sandbox, then let its thread finish
                await asyncio.gather(task, return_exceptions=True)
                raise
        except pyeval.SandboxError as err:
            raise _tool_error(error_observation(err)) from None
        finally:
            interp.close()
        return result.final_answer if result.is_final else result.value


def _tool_error(text: str) -> Exception:
    """fastmcp's ToolError (its message reaches the client as the tool's error)."""
    try:
        from fastmcp.exceptions import ToolError
    except ImportError:  # pragma: no cover - fastmcp is what calls this provider
        return RuntimeError(text)
    return ToolError(text)
