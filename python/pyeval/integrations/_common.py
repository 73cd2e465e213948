"""Helpers shared by the framework adapters (no framework imports here)."""

from __future__ import annotations

import ast
import re
from typing import Any

import pyeval

# A traceback frame line as CPython prints it: '  File "<x>", line 3, in <module>'.
_FRAME_RE = re.compile(r'^\s*File "[^"]*", line (\d+), in (.+)$')


def error_parts(err: BaseException) -> tuple[str, str, int | None, str, str]:
    """(type name, message, line, traceback text, stdout) of a SandboxError.

    Reads the attributes the issue names for pyeval's errors and falls back
    to what any exception has, so a LimitExceeded or a SyntaxError without
    one of them still gives a usable observation.
    """
    etype = getattr(err, "type", None) or type(err).__name__
    message = getattr(err, "message", None)
    if message is None:
        message = str(err)
    line = getattr(err, "line", None)
    tb = getattr(err, "traceback", None) or ""
    if not tb:
        tb = f"{etype}: {message}" if message else etype
    stdout = getattr(err, "stdout", None) or ""
    return etype, str(message), line, tb, stdout


def module_line(err: BaseException) -> int | None:
    """The line of the top-level (<module>) frame in the error's traceback.

    That is the statement an agent wrote at the top of its code block, which
    is what smolagents names in "Code execution failed at line ...". Falls
    back to the error's own line.
    """
    _, _, line, tb, _ = error_parts(err)
    found = None
    for text in tb.splitlines():
        m = _FRAME_RE.match(text)
        if m and m.group(2).strip() == "<module>":
            found = int(m.group(1))
    return found if found is not None else line


def statement_source(code: str, line: int | None) -> str | None:
    """Source text of the top-level statement of ``code`` spanning ``line``.

    The host only parses here (no evaluation); code that CPython cannot parse
    or that is too deep for its parser gives None.
    """
    if line is None:
        return None
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    for node in tree.body:
        end = getattr(node, "end_lineno", node.lineno)
        if node.lineno <= line <= end:
            return ast.get_source_segment(code, node)
    return None


def observation(result: Any) -> str:
    """What a model reads best after a run: stdout, then the last value."""
    parts = []
    if result.stdout:
        parts.append(result.stdout.rstrip("\n"))
    if result.is_final:
        parts.append(repr(result.final_answer))
    elif result.value is not None:
        parts.append(repr(result.value))
    if not parts:
        return "(no output)"
    return "\n".join(parts)


def error_observation(err: BaseException) -> str:
    """stdout printed before the error, then the CPython-format traceback."""
    _, _, _, tb, stdout = error_parts(err)
    tb = tb.rstrip("\n")
    if stdout:
        return stdout.rstrip("\n") + "\n" + tb
    return tb


def make_limits(limits: Any = None, timeout: float | None = None) -> Any:
    """A pyeval.Limits from a Limits, a dict of its keywords, or None.

    ``timeout`` fills Limits.timeout when the caller did not set one.
    """
    if limits is None:
        if timeout is None:
            return None
        return pyeval.Limits(timeout=timeout)
    if isinstance(limits, dict):
        kw = dict(limits)
        if timeout is not None:
            kw.setdefault("timeout", timeout)
        return pyeval.Limits(**kw)
    return limits
