#!/usr/bin/env python3
"""Differential test runner: every tests/cases/**/*.py runs under python3 and pyeval.

For each case both interpreters run with the case's absolute path as their argument and
stdin = /dev/null; python3 runs in a fresh temporary directory (cases that write files
write them there; pyeval's files are in its own empty virtual tree). The results compared are:

  * stdout (bytes),
  * the exit status,
  * the last non-empty line of stderr (the exception line of a traceback),
  * the line number of the last `File "...", line N` entry in stderr, when CPython's
    stderr has one (where the error happened; a syntax error's line),
  * the whole of stderr, for a case that contains the line `# compare: full stderr`
    (warnings and other diagnostics that must match line by line).

CPython is the oracle; nothing expected is typed by hand. A case that must differ on
purpose has NAME.py.expect next to it (JSON, see tests/README.md), whose fields replace
CPython's result for that case. A generator NAME.gen.py prints a case's source on stdout
(for inputs too large to commit); the runner writes that source to a temporary NAME.py
and runs it like any other case.

The last line printed is always `N passed, N failed`. Exit status 0 only when at least
one case ran and none failed.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES_DIR = os.path.join(REPO, "tests", "cases")
OUTPUT_CAP = 16 * 1024 * 1024  # bytes per stream; a runaway printer is a failure
FILE_LINE_RE = re.compile(rb'^\s*File "[^"]*", line (\d+)')
FULL_STDERR_MARK = b"\n# compare: full stderr\n"


def wants_full_stderr(case):
    """True when the case's source has the `# compare: full stderr` line."""
    try:
        with open(os.path.join(REPO, case.run_rel), "rb") as f:
            return FULL_STDERR_MARK in b"\n" + f.read()
    except OSError:
        return False
EXPECT_KEYS = {"why", "stdout", "exit", "stderr", "stderr_match", "line"}


class Result:
    """Outcome of one process run. `error` is set when it could not run or finish.

    `killed` is set when the runner killed the child for passing a resource bound
    (run_process's rss_bound/output_bound); `peak_rss` is the child's peak resident set
    size in bytes (wait4's ru_maxrss), or None when it could not be read;
    `output_bytes` counts every byte read from stdout and stderr together.
    """

    def __init__(self, returncode=None, stdout=b"", stderr=b"", error=None, elapsed=0.0,
                 peak_rss=None, output_bytes=0, killed=None):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        self.error = error
        self.elapsed = elapsed
        self.peak_rss = peak_rss
        self.output_bytes = output_bytes
        self.killed = killed


POLL = 0.01  # seconds between RSS samples when a bound is set


def format_size(n):
    """A byte count for failure lines: 612 MiB, 4.0 GiB, 2.1 MiB, 2 MiB, 512 bytes."""
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            if n % size == 0:
                return "%d %s" % (n // size, unit)
            if n >= 10 * size:
                return "%d %s" % (n // size, unit)
            return "%.1f %s" % (n / size, unit)
    return "%d bytes" % n


def current_rss(pid):
    """The peak resident set size so far (VmHWM) of a live, unreaped child in bytes, or
    None (gone, or a zombie, which has no memory left to report). The high-water mark
    rather than VmRSS, so a spike between two samples still counts."""
    try:
        with open("/proc/%d/status" % pid, "rb") as f:
            for line in f:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1]) * 1024  # kB
    except (OSError, ValueError, IndexError):
        pass
    return None


def limit_address_space(nbytes):
    """A preexec_fn that caps the child's virtual memory (RLIMIT_AS) at nbytes."""
    import resource

    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (nbytes, nbytes))
    return apply


def run_process(argv, timeout, env=None, cwd=REPO, cap=OUTPUT_CAP, stdin_path=None,
                rss_bound=None, output_bound=None, rlimit_as=None):
    """Run argv with stdin=/dev/null (or the file stdin_path), capturing at most `cap`
    bytes per stream.

    The child gets its own session so the whole process group can be killed on timeout
    or when the output cap is exceeded. Never raises for a child's failure: a missing
    binary, a timeout or a flood of output comes back as Result.error.

    Optional resource bounds, so that a broken build cannot hurt the machine: with
    `rss_bound` (bytes) the child's resident set size is sampled every POLL seconds and
    the group is killed as soon as it passes the bound; with `output_bound` (bytes) the
    group is killed as soon as stdout and stderr together pass it. Either sets
    Result.killed to the reason. `rlimit_as` (bytes) is a hard RLIMIT_AS set in the
    child before exec, the backstop for growth faster than the sampling (not for ASan
    builds, which reserve terabytes of shadow address space).
    """
    start = time.monotonic()
    try:
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        try:
            proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, cwd=cwd, env=env,
                                    start_new_session=True,
                                    preexec_fn=limit_address_space(rlimit_as)
                                    if rlimit_as else None)
        finally:
            if stdin_path:
                stdin.close()
    except (OSError, subprocess.SubprocessError) as e:
        return Result(error="cannot run %s: %s" % (argv[0], getattr(e, "strerror", None) or e))
    bufs = {proc.stdout: bytearray(), proc.stderr: bytearray()}
    sel = selectors.DefaultSelector()
    for f in bufs:
        sel.register(f, selectors.EVENT_READ)
    error = killed = None
    total = 0
    status = rusage = None
    peak = 0
    deadline = start + timeout
    next_sample = start
    nap = 0.001
    try:
        while True:
            now = time.monotonic()
            if rss_bound is not None and now >= next_sample:
                next_sample = now + POLL
                rss = current_rss(proc.pid)
                if rss is not None:
                    peak = max(peak, rss)
                    if rss > rss_bound:
                        killed = "rss"  # the message wants the true peak, known after wait4
                        break
            left = deadline - now
            if left <= 0:
                error = "timed out after %gs" % timeout
                break
            wait = left if rss_bound is None else min(left, max(0.0, next_sample - now))
            if sel.get_map():
                for key, _ in sel.select(wait):
                    chunk = os.read(key.fd, 65536)
                    if not chunk:
                        sel.unregister(key.fileobj)
                        continue
                    total += len(chunk)
                    if output_bound is not None and total > output_bound:
                        killed = "output %s > %s (killed)" % (format_size(total),
                                                             format_size(output_bound))
                        break
                    buf = bufs[key.fileobj]
                    buf += chunk
                    if len(buf) > cap:
                        error = "output exceeded %d bytes" % cap
                        break
                if error or killed:
                    break
                continue
            # Both pipes are closed: wait for the exit, still sampling and timing.
            pid, status, rusage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            status = rusage = None
            time.sleep(min(nap, wait, left))
            nap = min(nap * 2, POLL)
    finally:
        if status is None:  # a bound, the timeout or an exception ended the loop
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass
            _, status, rusage = os.wait4(proc.pid, 0)
        # Reaped by wait4 (for its peak RSS), so Popen must be told the status.
        proc.returncode = os.waitstatus_to_exitcode(status)
        sel.close()
        proc.stdout.close()
        proc.stderr.close()
    if rusage is not None:
        # ru_maxrss (KiB) is the true peak, but it also keeps the RSS the child had
        # before exec, i.e. up to the runner's own (~15 MB): it errs on the high side.
        peak = max(peak, rusage.ru_maxrss * 1024)
    if killed == "rss":
        killed = "peak RSS %s > %s (killed)" % (format_size(peak), format_size(rss_bound))
    return Result(proc.returncode, bytes(bufs[proc.stdout]), bytes(bufs[proc.stderr]),
                  error, time.monotonic() - start, peak or None, total, killed)


def last_line(data):
    """The last non-empty line of a byte stream, decoded, without surrounding blanks."""
    for line in reversed(data.splitlines()):
        if line.strip():
            return line.decode("utf-8", "replace").rstrip()
    return ""


# pyeval's note under a ModuleNotFoundError (PEP 678, printed after the message line):
# "pyeval: ...available modules: ...". It is pyeval's addition, not a difference, and it
# names every module of the build, so the runner skips it instead of every case that
# imports a missing module needing an .expect file that changes with each new module.
IMPORT_NOTE_RE = re.compile(rb"^pyeval: .*available modules: ")


def pyeval_last_line(data):
    """last_line of pyeval's stderr, without a trailing import note."""
    lines = data.splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    if lines and IMPORT_NOTE_RE.match(lines[-1]):
        lines.pop()
    return last_line(b"\n".join(lines))


def error_line(data):
    """Line number of the last `File "...", line N` entry in a traceback, or None."""
    found = None
    for line in data.splitlines():
        m = FILE_LINE_RE.match(line)
        if m:
            found = int(m.group(1))
    return found


class Case:
    def __init__(self, path):
        self.path = path  # absolute path of the .py or .gen.py file
        self.rel = os.path.relpath(path, REPO)
        self.generated = path.endswith(".gen.py")
        self.expect_path = path + ".expect"
        self.run_rel = self.rel  # the path both interpreters are given


def discover(root):
    cases = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                cases.append(Case(os.path.join(dirpath, name)))
    cases.sort(key=lambda c: c.rel)
    return cases


def load_expect(case):
    """The .expect file's fields, or None if there is none. Raises ValueError if bad."""
    if not os.path.exists(case.expect_path):
        return None
    with open(case.expect_path, encoding="utf-8") as f:
        try:
            data = json.load(f)
        except json.JSONDecodeError as e:
            raise ValueError("%s: invalid JSON: %s" % (case.expect_path, e))
    if not isinstance(data, dict):
        raise ValueError("%s: must be a JSON object" % case.expect_path)
    unknown = set(data) - EXPECT_KEYS
    if unknown:
        raise ValueError("%s: unknown keys %s" % (case.expect_path, sorted(unknown)))
    if not isinstance(data.get("why"), str) or not data["why"].strip():
        raise ValueError("%s: a non-empty \"why\" is mandatory" % case.expect_path)
    if "stdout" in data and not isinstance(data["stdout"], str):
        raise ValueError("%s: \"stdout\" must be a string" % case.expect_path)
    if "exit" in data and not isinstance(data["exit"], int):
        raise ValueError("%s: \"exit\" must be an integer" % case.expect_path)
    if "stderr" in data and not isinstance(data["stderr"], str):
        raise ValueError("%s: \"stderr\" must be a string" % case.expect_path)
    if data.get("stderr_match", "exact") not in ("exact", "class"):
        raise ValueError("%s: \"stderr_match\" must be \"exact\" or \"class\"" % case.expect_path)
    if "line" in data and not (data["line"] is None or isinstance(data["line"], int)):
        raise ValueError("%s: \"line\" must be an integer or null" % case.expect_path)
    return data


def python_env():
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUTF8"] = "1"
    # pyeval's local zone is always UTC (docs/differences.md), so the oracle's must be too
    env["TZ"] = "UTC"
    for k in ("PYTHONSTARTUP", "PYTHONPATH", "PYTHONWARNINGS", "PYTHONINSPECT"):
        env.pop(k, None)
    return env


class Outcome:
    def __init__(self, case, ok, reasons=(), diff=""):
        self.case = case
        self.ok = ok
        self.reasons = list(reasons)
        self.diff = diff


def prepare(case, gen_dir, python, timeout):
    """For a generator case, write its output to gen_dir; return an error text or None."""
    if not case.generated:
        return None
    r = run_process([python, case.rel], timeout, env=python_env())
    if r.error or r.returncode != 0:
        return "generator failed: %s" % (r.error or last_line(r.stderr) or
                                         "exit %s" % r.returncode)
    out_rel = case.rel[:-len(".gen.py")] + ".py"
    out = os.path.join(gen_dir, out_rel)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "wb") as f:
        f.write(r.stdout)
    case.run_rel = out
    return None


def describe(r):
    if r.error:
        return r.error
    return "exit %s" % r.returncode


def run_case(case, args, gen_dir):
    try:
        expect = load_expect(case)
    except ValueError as e:
        return Outcome(case, False, [str(e)])
    err = prepare(case, gen_dir, args.python, args.timeout)
    if err:
        return Outcome(case, False, [err])

    # python3 runs in a fresh directory of its own, as pyeval runs in its empty virtual
    # tree: a case that writes files (tests/cases/modules/os, open, ...) writes them
    # there, never into the repository. Both interpreters get the case's absolute path,
    # so sys.argv[0] and traceback file names agree.
    case_path = os.path.join(REPO, case.run_rel)
    with tempfile.TemporaryDirectory(prefix="pyeval-case-") as work:
        py = run_process([args.python, case_path], args.timeout, env=python_env(),
                         cwd=work)
    if py.error:
        return Outcome(case, False, ["python3: " + py.error])
    want_stdout = py.stdout
    want_exit = py.returncode
    want_stderr = last_line(py.stderr)
    want_line = error_line(py.stderr)
    match = "exact"
    if expect is not None:
        match = expect.get("stderr_match", "exact")
        if "stdout" in expect:
            want_stdout = expect["stdout"].encode("utf-8")
        if "exit" in expect:
            want_exit = expect["exit"]
        if "stderr" in expect:
            want_stderr = expect["stderr"]
        if "line" in expect:
            want_line = expect["line"]

    if not args.pyeval_ok:
        return Outcome(case, False, [args.pyeval_problem])
    pe_env = python_env()
    pe = run_process([args.pyeval, case_path], args.timeout, env=pe_env)
    if pe.error:
        return Outcome(case, False, ["pyeval: " + pe.error],
                       make_diff(want_stdout, pe.stdout, py.stderr, pe.stderr))
    reasons = []
    got_stderr = pyeval_last_line(pe.stderr)
    if pe.stdout != want_stdout:
        reasons.append("stdout differs")
    if pe.returncode < 0:
        reasons.append("pyeval killed by %s" % signal_name(-pe.returncode))
    elif pe.returncode != want_exit:
        reasons.append("exit %s, expected %s" % (pe.returncode, want_exit))
    if match == "class":
        # Only the exception class (the text before the first ':') must agree.
        got_stderr = got_stderr.split(":", 1)[0]
        want_stderr = want_stderr.split(":", 1)[0]
    if got_stderr != want_stderr:
        reasons.append("stderr last line %r, expected %r" % (got_stderr[:200], want_stderr[:200]))
    if want_line is not None and error_line(pe.stderr) != want_line:
        reasons.append("error reported at line %s, expected line %s"
                       % (error_line(pe.stderr), want_line))
    full = wants_full_stderr(case)
    if full and expect is None and pe.stderr != py.stderr:
        reasons.append("stderr differs (the case compares all of it)")
    if not reasons:
        return Outcome(case, True)
    return Outcome(case, False, reasons, make_diff(want_stdout, pe.stdout, py.stderr, pe.stderr))


def signal_name(n):
    try:
        return "%s (signal %d)" % (signal.Signals(n).name, n)
    except ValueError:
        return "signal %d" % n


def make_diff(want_out, got_out, want_err, got_err):
    def lines(b):
        return b.decode("utf-8", "replace").splitlines(keepends=True)

    parts = []
    d = list(difflib.unified_diff(lines(want_out), lines(got_out), "expected stdout",
                                  "pyeval stdout", n=2))
    if len(d) > 200:
        d = d[:200] + ["... (%d more diff lines)\n" % (len(d) - 200)]
    parts.extend(d)
    if want_err != got_err:
        d = list(difflib.unified_diff(lines(want_err)[-15:], lines(got_err)[-15:],
                                      "python3 stderr (tail)", "pyeval stderr (tail)", n=3))
        parts.extend(d)
    text = "".join(parts)
    if text and not text.endswith("\n"):
        text += "\n"
    return text


# ---- oracle self-check ----------------------------------------------------------------

ADDRESS_RE = re.compile(rb"0x[0-9a-f]{6,}|at 0x")


def check_oracle(case, args, gen_dir):
    """Checks that a case means something under python3 alone (for case authors)."""
    err = prepare(case, gen_dir, args.python, args.timeout)
    if err:
        return Outcome(case, False, [err])
    try:
        expect = load_expect(case)
    except ValueError as e:
        return Outcome(case, False, [str(e)])
    runs = []
    for seed in ("0", "1", "12345"):
        env = python_env()
        env["PYTHONHASHSEED"] = seed
        runs.append(run_process([args.python, case.run_rel], args.timeout, env=env))
    r = runs[0]
    reasons = []
    if r.error:
        reasons.append(r.error)
    syntax = case.rel.startswith(os.path.join("tests", "cases", "syntax") + os.sep)
    last = last_line(r.stderr)
    is_syntax_err = re.match(r"^(SyntaxError|IndentationError|TabError)\b", last) is not None
    if syntax and not is_syntax_err:
        reasons.append("syntax/ case is not rejected at compile time: %r" % last)
    if not syntax and is_syntax_err:
        reasons.append("non-syntax case fails to compile: %r" % last)
    ok_dir = os.path.join("tests", "cases", "syntax_ok") + os.sep
    if not syntax and not r.stdout.strip() and r.returncode == 0 and \
            not case.rel.startswith(ok_dir):
        reasons.append("prints nothing and raises nothing: proves little")
    if r.returncode not in (0, 1):
        reasons.append("python3 exit status %s" % r.returncode)
    full = wants_full_stderr(case)
    if r.returncode == 0 and r.stderr.strip() and not full:
        reasons.append("exit 0 but stderr is not empty (a warning?): %r" % last)
    if full and not r.stderr.strip():
        reasons.append("compares all of stderr, but python3 writes nothing there")
    if r.returncode != 0 and not last:
        reasons.append("non-zero exit with empty stderr")
    for other in runs[1:]:
        if (other.stdout, other.returncode, last_line(other.stderr)) != \
                (r.stdout, r.returncode, last):
            reasons.append("output depends on PYTHONHASHSEED")
            break
    if ADDRESS_RE.search(r.stdout) or ADDRESS_RE.search(last.encode()):
        reasons.append("output contains a memory address")
    if expect is not None:
        reasons = [x for x in reasons if "proves little" not in x]
    return Outcome(case, not reasons, reasons)


# ---- main -----------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pyeval", default="build/pyeval", help="pyeval binary (default build/pyeval)")
    ap.add_argument("--python", default="python3", help="the oracle (default python3)")
    ap.add_argument("-k", dest="filter", action="append", default=[],
                    help="only cases whose path contains SUBSTRING (repeatable: any)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="show whole diffs for failures (otherwise the first 40 lines)")
    ap.add_argument("--list", action="store_true", help="list the selected cases and exit")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per run (default 10)")
    ap.add_argument("--check-oracle", action="store_true",
                    help="only run python3 and check each case is meaningful and deterministic")
    ap.add_argument("--root", default=CASES_DIR,
                    help="folder of cases to run (default tests/cases; e.g. tests/pending)")
    args = ap.parse_args()

    cases = discover(os.path.join(REPO, args.root))
    if args.filter:
        cases = [c for c in cases if any(k in c.rel for k in args.filter)]
    if args.list:
        for c in cases:
            print(c.rel)
        print("%d cases" % len(cases))
        return 0

    py = shutil.which(args.python) if os.sep not in args.python else args.python
    if not py:
        print("oracle %r not found" % args.python)
        print("0 passed, %d failed" % len(cases))
        return 1
    args.python = py
    # A missing or non-executable pyeval fails every case with one clear reason.
    pe = args.pyeval
    if os.sep not in pe:
        pe = shutil.which(pe) or pe
    else:
        pe = os.path.join(REPO, pe) if not os.path.isabs(pe) else pe
    args.pyeval = pe
    args.pyeval_ok = os.path.isfile(pe) and os.access(pe, os.X_OK)
    args.pyeval_problem = "pyeval binary not found or not executable: %s" % pe
    if not args.pyeval_ok and not args.check_oracle:
        print("warning: %s" % args.pyeval_problem, file=sys.stderr)

    gen_dir = tempfile.mkdtemp(prefix="pyeval-gen-")
    worker = check_oracle if args.check_oracle else run_case
    passed = failed = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            futs = [ex.submit(worker, c, args, gen_dir) for c in cases]
            for fut in futs:  # report in path order
                try:
                    o = fut.result()
                except Exception as e:  # a runner bug must not hide the summary line
                    o = Outcome(cases[futs.index(fut)], False, ["runner error: %r" % e])
                if o.ok:
                    passed += 1
                    continue
                failed += 1
                print("FAIL %s: %s" % (o.case.rel, "; ".join(o.reasons)))
                if o.diff:
                    # CI shows only what is printed, so a failure always carries its
                    # diff: the first 40 lines, or all of them with -v.
                    d = o.diff.splitlines(keepends=True)
                    if not args.verbose and len(d) > 40:
                        d = d[:40] + ["... (%d more lines; -v shows all)\n" % (len(d) - 40)]
                    sys.stdout.write("".join(d))
                sys.stdout.flush()
    finally:
        shutil.rmtree(gen_dir, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
