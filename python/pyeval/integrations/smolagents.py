"""smolagents drop-in: run a CodeAgent's code in pyeval instead of smolagents'
LocalPythonExecutor.

    from pyeval.integrations.smolagents import PyevalExecutor
    agent = CodeAgent(tools=[...], model=model, executor=PyevalExecutor())

and, for code written against the local executor's function,

    from pyeval.integrations.smolagents import evaluate_python_code

The shapes follow smolagents (pinned in python/requirements-integrations.txt):
``CodeOutput(output, logs, is_final_answer)``, print outputs truncated with
smolagents' own ``truncate_content``, errors raised as smolagents'
``InterpreterError`` with its "Code execution failed at line '...' due to:
Type: message" text (PyevalExecutor appends the CPython-format traceback, for
the model; evaluate_python_code keeps it in ``.traceback``), and timeouts as
its ``ExecutionTimeoutError``. What differs is in docs/integrations.md.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pyeval
from smolagents.default_tools import BASE_PYTHON_TOOLS
from smolagents.local_python_executor import (
    BASE_BUILTIN_MODULES,
    DEFAULT_MAX_LEN_OUTPUT,
    MAX_EXECUTION_TIME_SECONDS,
    CodeOutput,
    ExecutionTimeoutError,
    InterpreterError,
    PrintContainer,
    PythonExecutor,
    check_import_authorized,
)
from smolagents.utils import truncate_content

from ._common import error_parts, make_limits, module_line, statement_source

__all__ = ["PyevalExecutor", "evaluate_python_code"]

# State keys smolagents keeps for itself; they never become sandbox globals.
_INTERNAL_KEYS = frozenset({"_print_outputs", "_operations_count"})


def _is_host_builtin(name: str, fn: Any) -> bool:
    """True for smolagents' BASE_PYTHON_TOOLS and other host builtins.

    The sandbox has its own print, len, range, ...: handing it the host's
    would print to the host's stdout and let code reach host objects.
    """
    if BASE_PYTHON_TOOLS.get(name) is fn:
        return True
    return getattr(builtins, name, None) is fn


def _sandbox_tools(tools: Mapping[str, Any] | None) -> dict[str, Any]:
    """Host tools for pyeval.Interpreter(tools=...): final_answer ends the run."""
    out: dict[str, Any] = {}
    for name, fn in (tools or {}).items():
        if _is_host_builtin(name, fn):
            continue
        out[name] = pyeval.final(fn) if name == "final_answer" else fn
    return out


def _parse(code: str) -> ast.Module | None:
    """CPython's parse of ``code`` (the host only parses), or None."""
    try:
        return ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None  # pyeval reports the syntax error itself


def _check_imports(tree: ast.Module | None, authorized_imports: Iterable[str]) -> None:
    """Refuse import statements outside the authorized list, as smolagents does.

    pyeval only has its own sandboxed modules, so this is policy (the agent's
    allowlist), not the security boundary.
    """
    authorized = list(authorized_imports)
    if tree is None or "*" in authorized:
        return
    imports = (ast.Import, ast.ImportFrom)
    for node in ast.walk(tree):
        if not isinstance(node, imports):
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not check_import_authorized(alias.name, authorized):
                    raise InterpreterError(
                        f"Import of {alias.name} is not allowed. "
                        f"Authorized imports are: {str(authorized)}"
                    )
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            if not check_import_authorized(node.module, authorized):
                raise InterpreterError(
                    f"Import from {node.module} is not allowed. "
                    f"Authorized imports are: {str(authorized)}"
                )


def _check_tool_names(tree: ast.Module | None, static_tools: Iterable[str]) -> None:
    """smolagents refuses assigning to a static tool's name; so do we, up front."""
    names = set(static_tools)
    if tree is None or not names:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id in names:
            raise InterpreterError(
                f"Cannot assign to name '{node.id}': doing this would erase the existing tool!"
            )


def _assigned_value(tree: ast.Module | None) -> Callable[[Any], Any] | None:
    """How to read the value smolagents returns for a final assignment.

    smolagents gives the value of the last statement evaluated, and for
    ``x = 3`` that is 3; pyeval's Result.value is only the last *expression*
    statement's. For a last top-level assignment to plain names this returns
    a reader of those names' values from the sandbox's globals (no code is
    re-run); for other statements None.
    """
    if tree is None or not tree.body:
        return None
    last = tree.body[-1]
    if isinstance(last, ast.Assign):
        target = last.targets[-1]
    elif isinstance(last, (ast.AugAssign, ast.AnnAssign)) and getattr(last, "value", None):
        target = last.target
    else:
        return None
    if isinstance(target, ast.Name):
        return lambda view: view[target.id]
    if isinstance(target, (ast.Tuple, ast.List)) and all(
        isinstance(e, ast.Name) for e in target.elts
    ):
        kind = list if isinstance(getattr(last, "value", None), ast.List) else tuple
        return lambda view: kind(view[e.id] for e in target.elts)
    return None


_LAST = "__pyeval_last__"
_TMP = "__pyeval_tmp__"


def _block_edits(stmts: list[ast.stmt], edits: list[tuple[int, int, str]]) -> None:
    """Edits that record each statement's value in _LAST when it is not None.

    Only if/for blocks are entered: those are the statements whose value
    smolagents takes from their bodies (the last non-None statement value).
    Every expression and plain-name assignment in them records (one extra
    assignment each time it runs); def and class bodies are left alone.
    """
    for st in stmts:
        if isinstance(st, ast.If):
            _block_edits(st.body, edits)
            if st.orelse:
                _block_edits(st.orelse, edits)
        elif isinstance(st, ast.For):
            _block_edits(st.body, edits)
        else:
            _statement_edit(st, edits)


def _statement_edit(st: ast.stmt, edits: list[tuple[int, int, str]]) -> None:
    end_line, end_col = st.end_lineno or st.lineno, st.end_col_offset or 0
    if isinstance(st, ast.Expr):
        edits.append((st.lineno, st.col_offset, f"{_LAST} = ({_TMP} if ({_TMP} := ("))
        edits.append((end_line, end_col, f")) is not None else {_LAST})"))
        return
    if isinstance(st, ast.Assign):
        target = st.targets[-1]
    elif isinstance(st, (ast.AugAssign, ast.AnnAssign)) and getattr(st, "value", None):
        target = st.target
    else:
        return
    if isinstance(target, ast.Name):
        read = f"{target.id} if {target.id} is not None else {_LAST}"
    elif isinstance(target, (ast.Tuple, ast.List)) and target.elts and all(
        isinstance(e, ast.Name) for e in target.elts
    ):
        read = "(" + ", ".join(e.id for e in target.elts) + ",)"
    else:
        return
    edits.append((end_line, end_col, f"; {_LAST} = {read}"))


def _instrument_last_value(code: str, tree: ast.Module | None) -> str | None:
    """``code`` with the last value of a final if/for statement recorded, or None.

    smolagents returns the last non-None value of a statement evaluated
    inside a final ``if``/``for`` (``for i in range(3): x = i`` gives 2). The
    edits are insertions within lines (a ``__pyeval_last__ = ...`` record
    after each expression and name assignment of those bodies), so line
    numbers, and tracebacks, stay those of the agent's code; positions are
    CPython's UTF-8 byte offsets. The host only parses: the edited text is
    parsed again and given up (None) if it does not parse.
    """
    if tree is None or not tree.body or not isinstance(tree.body[-1], (ast.If, ast.For)):
        return None
    edits: list[tuple[int, int, str]] = []
    _block_edits([tree.body[-1]], edits)
    if not edits:
        return None
    lines = code.encode("utf-8").split(b"\n")
    for line, col, text in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        raw = lines[line - 1]
        lines[line - 1] = raw[:col] + text.encode("utf-8") + raw[col:]
    source = b"\n".join(lines).decode("utf-8")
    return source if _parse(source) is not None else None


def _syntax_error(err: BaseException) -> InterpreterError:
    """smolagents' "Code parsing failed on line N due to: SyntaxError: ..." text."""
    _, message, line, tb, _ = error_parts(err)
    lines = tb.rstrip("\n").splitlines()
    # CPython's format: File line, source line, caret line, "SyntaxError: msg".
    shown = [text for text in lines[1:-1]] if len(lines) > 2 else []
    body = "\n".join(shown)
    return InterpreterError(
        f"Code parsing failed on line {line} due to: SyntaxError: {message}\n{body}"
    )


def _execution_error(
    code: str, err: BaseException, timeout: float | None, with_traceback: bool = True
) -> Exception:
    """The exception smolagents would raise for an error in the sandboxed code.

    With ``with_traceback`` (PyevalExecutor: the model reads it) the CPython
    traceback follows the message; without it (the evaluate_python_code drop-in)
    the message is smolagents' text alone, and the traceback is the exception's
    ``traceback`` attribute."""
    if isinstance(err, pyeval.SandboxSyntaxError):
        return _syntax_error(err)
    if isinstance(err, pyeval.LimitExceeded) and getattr(err, "limit", None) in ("timeout", "time"):
        shown = timeout if timeout is not None else getattr(err, "message", err)
        if isinstance(shown, float) and shown.is_integer():
            shown = int(shown)  # smolagents prints its int seconds: "of 30 seconds"
        return ExecutionTimeoutError(
            f"Code execution exceeded the maximum execution time of {shown} seconds"
        )
    etype, message, _, tb, _ = error_parts(err)
    segment = statement_source(code, module_line(err))
    if segment is None:
        segment = code.strip().splitlines()[-1] if code.strip() else ""
    head = f"Code execution failed at line '{segment}' due to: {etype}: {message}"
    if not with_traceback:
        exc = InterpreterError(head)
        exc.traceback = tb
        return exc
    return InterpreterError(head + "\n\n" + tb.rstrip("\n"))


def _print_outputs(stdout: str, max_length: int | None) -> PrintContainer:
    box = PrintContainer()
    box.value = truncate_content(stdout, max_length=max_length or DEFAULT_MAX_LEN_OUTPUT)
    return box


def _copy_back(interp: Any, state: dict[str, Any], skip: Iterable[str]) -> None:
    """New and changed sandbox globals go back into ``state`` (as copies)."""
    skipped = set(skip)
    view = interp.globals
    for name in list(view.keys()):
        if name.startswith("__") or name in skipped or name in _INTERNAL_KEYS:
            continue
        try:
            state[name] = view[name]
        except Exception:  # a value that cannot cross stays in the sandbox
            continue


def _bind(interp: Any, variables: Mapping[str, Any]) -> None:
    """Bind host values as sandbox globals (copies).

    A pyeval.Opaque (a sandbox function or class read back into ``state`` by
    an earlier one-shot call) has no value to send back; it is left out, so
    only a session (PyevalExecutor) keeps functions between runs.
    """
    opaque = getattr(pyeval, "Opaque", ())
    view = interp.globals
    for name, value in variables.items():
        if opaque and isinstance(value, opaque):
            continue
        view[name] = value


def _run(
    interp: Any, code: str, tree: ast.Module | None, state: dict[str, Any],
    max_print_outputs_length: int | None, timeout: float | None,
    with_traceback: bool = True,
) -> tuple[Any, bool]:
    """Run ``code``; fills state["_print_outputs"]; raises smolagents' errors."""
    source = _instrument_last_value(code, tree)
    if source is not None:
        interp.globals[_LAST] = None
    try:
        result = interp.run(source if source is not None else code, raise_errors=False)
    except pyeval.SandboxError as err:  # raised even so (e.g. a syntax error)
        result, error = None, err
    else:
        error = getattr(result, "error", None)
    stdout = (result.stdout if result is not None else "") or ""
    if error is not None and not stdout:
        stdout = error_parts(error)[4]
    state["_print_outputs"] = _print_outputs(stdout, max_print_outputs_length)
    stats = getattr(result, "stats", None)
    ops = getattr(stats, "ops", None) if stats is not None else None
    if ops is None and isinstance(stats, Mapping):
        ops = stats.get("ops")
    state["_operations_count"] = {"counter": ops or 0}
    if error is not None:
        _forget(interp, source)
        raise _execution_error(code, error, timeout, with_traceback)
    if result.is_final:
        _forget(interp, source)
        return result.final_answer, True
    if source is not None:
        value = _forget(interp, source)
        return value, False
    reader = _assigned_value(tree)
    if reader is not None and result.value is None:
        try:
            return reader(interp.globals), False
        except Exception:  # a value that cannot cross, or a name deleted since
            return None, False
    return result.value, False


def _forget(interp: Any, source: str | None) -> Any:
    """Remove the instrumentation's globals; returns the recorded last value."""
    if source is None:
        return None
    view = interp.globals
    value = None
    try:
        value = view[_LAST]
    except Exception:  # never set, or a value that cannot cross
        value = None
    for name in (_LAST, _TMP):
        try:
            del view[name]
        except KeyError:
            pass
    return value


def evaluate_python_code(
    code: str,
    static_tools: dict[str, Callable] | None = None,
    custom_tools: dict[str, Callable] | None = None,
    state: dict[str, Any] | None = None,
    authorized_imports: list[str] = BASE_BUILTIN_MODULES,
    max_print_outputs_length: int = DEFAULT_MAX_LEN_OUTPUT,
    timeout_seconds: int | None = MAX_EXECUTION_TIME_SECONDS,
    *,
    limits: Any = None,
) -> tuple[Any, bool]:
    """smolagents.local_python_executor.evaluate_python_code, run in pyeval.

    Returns ``(value, is_final_answer)``. ``state`` is updated in place: its
    keys are the sandbox's globals before the run, the run's globals come back
    into it (copies), and ``state["_print_outputs"]`` holds the truncated
    stdout. Errors raise smolagents' InterpreterError with its own text
    ("Code execution failed at line '...' due to: Type: message"); the CPython
    traceback is its ``traceback`` attribute. ``limits`` (pyeval extra) is a
    pyeval.Limits or a dict of its keywords.
    """
    if state is None:
        state = {}
    tools = {**_sandbox_tools(custom_tools), **_sandbox_tools(static_tools)}
    variables = {k: v for k, v in state.items() if k not in _INTERNAL_KEYS and k not in tools}
    variables.pop("__name__", None)
    tree = _parse(code)
    if "import" in code:  # the walk costs tens of microseconds; most code has none
        _check_imports(tree, authorized_imports)
    _check_tool_names(tree, static_tools or {})
    lim = make_limits(limits, timeout_seconds)
    with pyeval.Interpreter(tools=tools, limits=lim) as interp:
        _bind(interp, variables)
        try:
            shown = getattr(lim, "timeout", None) or timeout_seconds
            return _run(interp, code, tree, state, max_print_outputs_length, shown,
                        with_traceback=False)
        finally:
            _copy_back(interp, state, tools)


class PyevalExecutor(PythonExecutor):
    """smolagents' PythonExecutor over one pyeval.Interpreter (a session).

    Globals, functions and classes persist between calls, as with
    LocalPythonExecutor. ``limits`` is a pyeval.Limits or a dict of its
    keywords; ``interpreter_options`` go to pyeval.Interpreter (files=,
    mounts=, seed=, isolated=, ...).
    """

    def __init__(
        self,
        additional_authorized_imports: list[str] | None = None,
        max_print_outputs_length: int | None = None,
        limits: Any = None,
        additional_functions: dict[str, Callable] | None = None,
        timeout_seconds: int | None = MAX_EXECUTION_TIME_SECONDS,
        **interpreter_options: Any,
    ) -> None:
        self.additional_authorized_imports = list(additional_authorized_imports or [])
        self.authorized_imports = list(
            set(BASE_BUILTIN_MODULES) | set(self.additional_authorized_imports)
        )
        self.max_print_outputs_length = max_print_outputs_length or DEFAULT_MAX_LEN_OUTPUT
        self.additional_functions = dict(additional_functions or {})
        self.timeout_seconds = timeout_seconds
        self.limits = make_limits(limits, timeout_seconds)
        self.interpreter_options = interpreter_options
        # smolagents' CodeAgent reads state["_print_outputs"] after an error.
        self.state: dict[str, Any] = {"_print_outputs": PrintContainer()}
        self._tools: dict[str, Any] = _sandbox_tools(self.additional_functions)
        self._static_names: set[str] = set(self.additional_functions)
        self._pending: dict[str, Any] = {}
        self._interp: Any = None

    def _interpreter(self) -> Any:
        if self._interp is None:
            self._interp = pyeval.Interpreter(
                tools=self._tools, limits=self.limits, **self.interpreter_options
            )
            _bind(self._interp, self._pending)
            self._pending = {}
        return self._interp

    def send_tools(self, tools: dict[str, Any]) -> None:
        """Tools become sandbox callables; final_answer ends the run."""
        self._static_names = set(tools) | set(self.additional_functions)
        new = _sandbox_tools({**tools, **self.additional_functions})
        self._tools = new
        if self._interp is not None:
            # Interpreter.add_tool defines or replaces a tool in the live session,
            # so globals, functions and classes survive a new tool set.
            for name, fn in new.items():
                self._interp.add_tool(name, fn)

    def send_variables(self, variables: dict[str, Any]) -> None:
        """Variables become sandbox globals (copies)."""
        self.state.update(variables)
        if self._interp is None:
            self._pending.update(variables)
            return
        _bind(self._interp, variables)

    def __call__(self, code_action: str) -> CodeOutput:
        tree = _parse(code_action)
        if "import" in code_action:  # the walk costs tens of microseconds
            _check_imports(tree, self.authorized_imports)
        _check_tool_names(tree, self._static_names)
        output, is_final = _run(
            self._interpreter(), code_action, tree, self.state,
            self.max_print_outputs_length,
            getattr(self.limits, "timeout", None) or self.timeout_seconds,
        )
        return CodeOutput(
            output=output, logs=str(self.state["_print_outputs"]), is_final_answer=is_final
        )

    def cleanup(self) -> None:
        """Close the session (CodeAgent.cleanup calls this)."""
        if self._interp is not None:
            self._interp.close()
            self._interp = None
