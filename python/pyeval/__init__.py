"""pyeval: a sandboxed Python 3.11 interpreter, embedded in CPython.

    >>> import pyeval
    >>> pyeval.run("x = 6 * 7\\nprint(x)\\nx + 1").value
    43

Sandboxed code runs in pyeval's own evaluator (a separate object model in C), with
limits on operations, memory, wall time, output, recursion and host calls. The host
passes values in and out as deep copies, exposes functions as tools, and controls the
only files the program can see. See docs/python.md for the whole API and what each
call costs and raises.
"""

from collections.abc import MutableMapping as _MutableMapping
import dataclasses as _dataclasses
import collections as _collections
import functools as _functools
import os as _os

from . import _pyeval

__all__ = [
    "run", "Interpreter", "Result", "Stats", "Limits", "Mount", "MemoryFS", "Opaque",
    "MISSING", "final", "SandboxError", "ExecutionError", "SandboxSyntaxError",
    "LimitExceeded", "Interrupted", "WorkerCrashed", "VERSION",
]

VERSION = _pyeval.VERSION
Result = _pyeval.Result
Stats = _pyeval.Stats


# ---- exceptions -------------------------------------------------------------------

class SandboxError(Exception):
    """Base class of every error a sandboxed run reports.

    .stdout / .stderr hold what the program printed before the error; .traceback the
    CPython-format traceback text when there is one (else None)."""

    stdout = ""
    stderr = ""
    traceback = None


class ExecutionError(SandboxError):
    """An uncaught Python exception in sandboxed code: .type ("ZeroDivisionError"),
    .message (str of the exception), .line (innermost line, 0 if unknown) and
    .traceback (the text CPython would print)."""

    type = None
    message = ""
    line = 0


class SandboxSyntaxError(ExecutionError):
    """The program did not compile: SyntaxError, IndentationError or TabError."""


class LimitExceeded(SandboxError):
    """A limit stopped the run. .limit is one of "ops", "memory", "depth", "timeout",
    "output", "source", "host_calls". The Interpreter stays usable and keeps the
    globals bound before the stop."""

    limit = None


class Interrupted(SandboxError):
    """Interpreter.interrupt() stopped the run."""


class WorkerCrashed(SandboxError):
    """The worker process of an isolated Interpreter died (isolated=True)."""


# ---- small value types -------------------------------------------------------------

class _Missing:
    __slots__ = ()

    def __repr__(self):
        return "pyeval.MISSING"

    def __reduce__(self):
        return "MISSING"


MISSING = _Missing()
"""What a lookup callback returns for a name it does not know."""


class Opaque:
    """A sandbox object with no host equivalent (a function, a class, an instance of a
    class the program defined): only its type name and its repr cross."""

    __slots__ = ("type_name", "repr")

    def __init__(self, type_name, repr):
        self.type_name = type_name
        self.repr = repr

    def __repr__(self):
        return self.repr

    def __eq__(self, other):
        if not isinstance(other, Opaque):
            return NotImplemented
        return (self.type_name, self.repr) == (other.type_name, other.repr)

    def __hash__(self):
        return hash((self.type_name, self.repr))


class _FinalTool:
    """A tool whose call ends the run; see final()."""

    def __init__(self, fn):
        self.fn = fn
        _functools.update_wrapper(self, fn)

    def __call__(self, *args, **kwargs):
        return self.fn(*args, **kwargs)

    def __repr__(self):
        return f"pyeval.final({self.fn!r})"


def final(fn):
    """Marks fn as the final-answer tool: calling it in the sandbox runs fn, ends the
    run (sandboxed code cannot catch that) and puts fn's return value in
    Result.final_answer with Result.is_final set. Usable as a decorator."""
    if not callable(fn):
        raise TypeError("pyeval.final() needs a callable")
    return _FinalTool(fn)


class Mount:
    """Mount(host_path, virtual_path, mode="ro"): a host directory seen by the sandbox
    at virtual_path. mode "ro" reads only, "rw" writes reach the host directory,
    "overlay" reads the host and keeps writes in memory."""

    __slots__ = ("host_path", "virtual_path", "mode")
    _MODES = {"ro": 0, "rw": 1, "overlay": 2}

    def __init__(self, host_path, virtual_path, mode="ro"):
        import os
        if mode not in self._MODES:
            raise ValueError(f"Mount mode must be 'ro', 'rw' or 'overlay', not {mode!r}")
        self.host_path = os.fspath(host_path)
        self.virtual_path = virtual_path
        self.mode = mode

    def __repr__(self):
        return f"Mount({self.host_path!r}, {self.virtual_path!r}, mode={self.mode!r})"


class MemoryFS(_MutableMapping):
    """A set of in-memory files to give an Interpreter (files=MemoryFS(...)): a mapping
    of absolute virtual path -> bytes (str values are stored UTF-8 encoded)."""

    def __init__(self, files=None, **kw):
        self._files = {}
        if files:
            self.update(files)
        if kw:
            raise TypeError("MemoryFS takes a mapping of paths, not keyword arguments")

    def __getitem__(self, path):
        return self._files[path]

    def __setitem__(self, path, data):
        self._files[_check_path(path)] = _as_bytes(data)

    def __delitem__(self, path):
        del self._files[path]

    def __iter__(self):
        return iter(self._files)

    def __len__(self):
        return len(self._files)

    def __repr__(self):
        return f"MemoryFS({sorted(self._files)!r})"


def _check_path(path):
    if not isinstance(path, str):
        raise TypeError(f"virtual paths are str, not {type(path).__name__}")
    if not path.startswith("/"):
        raise ValueError(f"virtual paths are absolute: {path!r}")
    return path


def _as_bytes(data):
    if isinstance(data, str):
        return data.encode("utf-8")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise TypeError(f"file contents are bytes or str, not {type(data).__name__}")


# ---- limits -------------------------------------------------------------------------

_DEFAULTS = _pyeval.config_default()
_SUFFIX = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}


def parse_size(value):
    """A byte count from an int or a string such as "64MiB", "1.5GB", "512k": K, M, G,
    T are powers of 1024 with an optional "i" and "B"/"b" after them, as the CLI's
    --max-memory reads them (the CLI takes whole numbers only; a fraction is allowed
    here). None and 0 mean no limit (0)."""
    if value is None:
        return 0
    if isinstance(value, bool):
        raise TypeError("a size is an int or a string like '64MiB', not bool")
    if isinstance(value, int):
        if value < 0:
            raise ValueError(f"a size cannot be negative: {value}")
        return value
    if not isinstance(value, str):
        raise TypeError(f"a size is an int or a string like '64MiB', not {type(value).__name__}")
    s = value.strip()
    i = len(s)
    while i and not (s[i - 1].isdigit() or s[i - 1] == "."):
        i -= 1
    num, unit = s[:i].strip(), s[i:].strip().lower()
    if unit.endswith("b"):
        unit = unit[:-1]
    if unit.endswith("i") and len(unit) == 2:
        unit = unit[:-1]
    try:
        n = float(num) if "." in num else int(num)
    except ValueError:
        n = None
    if n is None or unit not in _SUFFIX or n < 0 or not num[:1].isdigit() and num[:1] != ".":
        raise ValueError(f"not a size: {value!r} (examples: 4096, '512k', '64MiB', '1.5GB')")
    return int(n * _SUFFIX[unit])


class Limits:
    """Limits of every run of an Interpreter. Defaults are the CLI's
    (pyeval_config_default): 10M operations, 256 MiB, recursion up to 100,000, 30 s,
    1 MiB output, 1 MiB source, 100,000 host calls. None or 0 means no limit.

    ops: operations per run; memory: bytes the VM may hold (int or "64MiB"); depth:
    ceiling of sys.setrecursionlimit (programs start at min(1000, depth)); timeout:
    wall seconds per run; output: bytes of stdout+stderr per run (int or "1MiB");
    source: bytes of program text; host_calls: tool and lookup calls per run."""

    __slots__ = ("ops", "memory", "depth", "timeout", "output", "source", "host_calls")

    def __init__(self, ops=_DEFAULTS["ops"], memory=_DEFAULTS["memory"],
                 depth=_DEFAULTS["depth"], timeout=_DEFAULTS["timeout"],
                 output=_DEFAULTS["output"], source=_DEFAULTS["source"],
                 host_calls=_DEFAULTS["host_calls"]):
        self.ops = _count(ops, "ops")
        self.memory = parse_size(memory)
        self.depth = _count(depth, "depth")
        self.timeout = float(timeout) if timeout else 0.0
        if self.timeout < 0:
            raise ValueError("timeout cannot be negative")
        self.output = parse_size(output)
        self.source = parse_size(source)
        self.host_calls = _count(host_calls, "host_calls")

    def _config(self):
        return {k: getattr(self, k) for k in self.__slots__}

    def __eq__(self, other):
        return isinstance(other, Limits) and self._config() == other._config()

    def __repr__(self):
        return "Limits(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"


def _count(v, name):
    if v is None:
        return 0
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"{name} must be an int or None, not {type(v).__name__}")
    if v < 0:
        raise ValueError(f"{name} cannot be negative")
    return v


_DEFAULT_LIMITS = Limits()


# ---- the interpreter ----------------------------------------------------------------

def _tool_items(tools):
    if tools is None:
        return ()
    if isinstance(tools, dict):
        return tools.items()
    items = []
    for fn in tools:
        name = getattr(fn, "name", None) if not hasattr(fn, "__name__") else fn.__name__
        if not isinstance(name, str):
            raise TypeError(f"tool {fn!r} has no __name__: pass tools as a dict name -> callable")
        items.append((name, fn))
    return items


def _worker_path():
    """The pyeval-worker executable: $PYEVAL_WORKER, else the one the wheel ships in
    pyeval/_bin/ (or beside this package), else the source tree's build/pyeval-worker."""
    env = _os.environ.get("PYEVAL_WORKER")
    if env:
        return env
    here = _os.path.dirname(_os.path.abspath(__file__))
    for cand in (_os.path.join(here, "_bin", "pyeval-worker"),  # the wheel's (setup.py)
                 _os.path.join(here, "pyeval-worker"),
                 _os.path.join(here, "..", "..", "build", "pyeval-worker")):
        if _os.access(cand, _os.X_OK):
            return _os.path.normpath(cand)
    raise WorkerCrashed("no pyeval-worker executable found (set PYEVAL_WORKER)")


class Interpreter(_pyeval.Interpreter):
    """A sandbox session: globals, functions and classes persist between runs.

    Interpreter(tools=None, variables=None, limits=None, modules=None, files=None,
                mounts=None, isolated=False, seed=None, fixed_time=None, lookup=None,
                environ=None, cwd=None)

    tools: dict name -> callable, or an iterable of callables (named by __name__);
      wrap the final-answer tool with pyeval.final(fn).
    variables: dict name -> value, bound as globals (deep copies).
    limits: pyeval.Limits (or a dict of its fields); default Limits().
    modules: names of the modules programs may import (None: all of pyeval's).
    files: dict path -> bytes|str, or a pyeval.MemoryFS: the in-memory files.
    mounts: list of pyeval.Mount.
    seed: seeds every random generator the program does not seed itself.
    fixed_time: float (epoch seconds) or datetime: time.time()/datetime.now() start
      there at each run and advance only with time.sleep.
    lookup: callable name -> value for names the program uses but never bound; return
      pyeval.MISSING or raise KeyError/NameError for unknown names; a callable result
      becomes a tool.
    environ: dict of the sandbox's os.environ (empty by default).
    cwd: the sandbox's working directory (a directory of the virtual tree; default
      "/").
    isolated: True runs the session in a locked-down worker process (docs/worker.md):
      the same API; a worker that dies raises pyeval.WorkerCrashed; mounts are refused.
    """

    def __init__(self, tools=None, variables=None, limits=None, modules=None, files=None,
                 mounts=None, isolated=False, seed=None, fixed_time=None, lookup=None,
                 environ=None, cwd=None):
        if limits is None:
            lim = _DEFAULT_LIMITS
        elif isinstance(limits, Limits):
            lim = limits
        elif isinstance(limits, dict):
            lim = Limits(**limits)
        else:
            raise TypeError(f"limits must be a pyeval.Limits or a dict, not {type(limits).__name__}")
        if modules is None:
            allow = None
        elif isinstance(modules, str):
            allow = modules
        else:
            allow = ", ".join(modules)
        if fixed_time is not None and not isinstance(fixed_time, (int, float)):
            fixed_time = fixed_time.timestamp()
        super().__init__(ops=lim.ops, memory=lim.memory, depth=lim.depth,
                         timeout=lim.timeout, output=lim.output, source=lim.source,
                         host_calls=lim.host_calls, allow_imports=allow, seed=seed,
                         fixed_time=fixed_time, isolated=bool(isolated),
                         worker=_worker_path() if isolated else None)
        self.limits = lim
        for name, fn in _tool_items(tools):
            self.add_tool(name, fn)
        if lookup is not None:
            self._set_lookup(lookup)
        if variables:
            for name, value in variables.items():
                self._set_global(name, value)
        if files:
            for path, data in files.items():
                self._fs_write(_check_path(path), _as_bytes(data))
        for m in mounts or ():
            if not isinstance(m, Mount):
                m = Mount(*m)
            self._mount(m.host_path, m.virtual_path, Mount._MODES[m.mode])
        for name, value in (environ or {}).items():
            self._setenv(name, value)
        if cwd is not None:
            self._chdir(cwd)

    def add_tool(self, name, fn):
        """Defines (or replaces) the tool `name`; fn may be wrapped by pyeval.final."""
        if isinstance(fn, _FinalTool):
            self._define(name, fn.fn, True)
        else:
            self._define(name, fn)

    def set_lookup(self, lookup):
        """Sets (or clears, with None) the lazy-name callback."""
        self._set_lookup(lookup)

    @property
    def globals(self):
        """A MutableMapping view of the session's globals; reads and writes copy."""
        return _GlobalsView(self)

    @property
    def files(self):
        """A MutableMapping of the virtual file tree: absolute path -> bytes."""
        return _FilesView(self)

    async def run_async(self, code, *, raise_errors=True):
        """Awaitable run: the program runs in the loop's default executor (with the
        GIL released), so the event loop keeps going. Cancelling the awaiting task
        interrupts the run."""
        import asyncio
        loop = asyncio.get_running_loop()
        fut = loop.run_in_executor(None, _functools.partial(self.run, code,
                                                            raise_errors=raise_errors))
        try:
            return await asyncio.shield(fut)
        except asyncio.CancelledError:
            self.interrupt()
            # the run ends with Interrupted, which nobody awaits any more
            fut.add_done_callback(lambda f: f.cancelled() or f.exception())
            raise

    def __repr__(self):
        state = "closed" if self.closed else "running" if self.running else "idle"
        return f"<pyeval.Interpreter {state}>"


class _GlobalsView(_MutableMapping):
    __slots__ = ("_interp",)

    def __init__(self, interp):
        self._interp = interp

    def __getitem__(self, name):
        if not isinstance(name, str):
            raise KeyError(name)
        return self._interp._get_global(name)

    def __setitem__(self, name, value):
        if not isinstance(name, str):
            raise TypeError("global names are str")
        self._interp._set_global(name, value)

    def __delitem__(self, name):
        if not isinstance(name, str) or not self._interp._del_global(name):
            raise KeyError(name)

    def __contains__(self, name):
        return isinstance(name, str) and name in self._interp._list_globals()

    def __iter__(self):
        return iter(self._interp._list_globals())

    def __len__(self):
        return len(self._interp._list_globals())

    def __repr__(self):
        return f"<pyeval globals {self._interp._list_globals()!r}>"


class _FilesView(_MutableMapping):
    """The virtual file tree: keys are the paths of files (not directories)."""

    __slots__ = ("_interp",)

    def __init__(self, interp):
        self._interp = interp

    def __getitem__(self, path):
        try:
            return self._interp._fs_read(_check_path(path))
        except (FileNotFoundError, IsADirectoryError):
            raise KeyError(path) from None

    def __setitem__(self, path, data):
        self._interp._fs_write(_check_path(path), _as_bytes(data))

    def __delitem__(self, path):
        if self._interp._fs_stat(_check_path(path))[0] != 1:
            raise KeyError(path)
        self._interp._fs_remove(path)

    def __contains__(self, path):
        return isinstance(path, str) and self._interp._fs_stat(path)[0] == 1

    def __iter__(self):
        """Paths of every file, depth first in name order."""
        stack = ["/"]
        while stack:
            d = stack.pop()
            for name in reversed(self._interp._fs_list(d)):
                p = d.rstrip("/") + "/" + name
                kind = self._interp._fs_stat(p)[0]
                if kind == 1:
                    yield p
                elif kind == 2:
                    stack.append(p)

    def __len__(self):
        return sum(1 for _ in self)

    def read_bytes(self, path):
        return self._interp._fs_read(_check_path(path))

    def write_bytes(self, path, data):
        self._interp._fs_write(_check_path(path), _as_bytes(data))

    def read_text(self, path, encoding="utf-8", errors="strict"):
        return self.read_bytes(path).decode(encoding, errors)

    def write_text(self, path, text, encoding="utf-8", errors="strict"):
        self._interp._fs_write(_check_path(path), text.encode(encoding, errors))

    def listdir(self, path="/"):
        return self._interp._fs_list(_check_path(path))

    def exists(self, path):
        return self._interp._fs_stat(_check_path(path))[0] != 0

    def isfile(self, path):
        return self._interp._fs_stat(_check_path(path))[0] == 1

    def isdir(self, path):
        return self._interp._fs_stat(_check_path(path))[0] == 2

    def getsize(self, path):
        kind, size = self._interp._fs_stat(_check_path(path))
        if kind == 0:
            raise FileNotFoundError(2, "No such file or directory", path)
        return size

    def mkdir(self, path):
        self._interp._fs_mkdir(_check_path(path))

    def remove(self, path):
        self._interp._fs_remove(_check_path(path))

    def __repr__(self):
        return f"<pyeval files {sorted(self)!r}>"


_RUN_OPTIONS = ("raise_errors",)


def run(code, **options):
    """Runs code once in a fresh Interpreter and returns its Result. options are
    Interpreter's keyword arguments plus run's (raise_errors)."""
    run_kw = {k: options.pop(k) for k in _RUN_OPTIONS if k in options}
    interp = Interpreter(**options)
    try:
        return interp.run(code, **run_kw)
    finally:
        interp.close()


def _make_dataclass(name, fields):
    return _dataclasses.make_dataclass(name, fields)


_pyeval._setup(
    SandboxError=SandboxError, ExecutionError=ExecutionError,
    SandboxSyntaxError=SandboxSyntaxError, LimitExceeded=LimitExceeded,
    Interrupted=Interrupted, Opaque=Opaque, MISSING=MISSING, Final=_FinalTool,
    make_namedtuple=_collections.namedtuple, make_dataclass=_make_dataclass,
    dataclass_fields=_dataclasses.fields,
)
