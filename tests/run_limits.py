#!/usr/bin/env python3
"""Limit test runner: every tests/limits/*.py runs under pyeval and must end by itself.

Each case declares in `#` comment lines at its top (before the first other line):

  # pyeval: FLAGS            flags passed before the file (default: none, the CLI defaults)
  # expect-stderr: TEXT      a substring stderr must contain (repeatable: all must appear)
  # expect-exit: N           the exact exit status, or
  # expect-exit-nonzero      any non-zero exit status
  # expect-stdout: TEXT      a substring stdout must contain (repeatable)
  # forbid-stdout: TEXT      a substring stdout must NOT contain (repeatable): output of
                             code that must not run, e.g. after a limit was hit
  # time-bound: SECONDS      wall-clock bound (default 10)
  # stdin: program           give the program on standard input, with no file argument
  # rss-bound: MB            peak resident set size bound in MiB (default 400)
  # output-bound: BYTES      bound on stdout+stderr bytes together (default 2097152, 2 MiB)

A generator NAME.gen.py (as in tests/run_cases.py) carries the header and prints the
program on stdout; python3 runs it first, and pyeval runs what it printed (for inputs
too large to commit).

A case passes when pyeval ended within the bound, by itself (returncode >= 0: no signal,
not killed by the runner), with the expected exit status and text, its peak RSS under
the rss bound and its output under the output bound. The last line printed is
`N passed, N failed`.

The resource bounds hold for every case, with or without the keys: a memory limit that
holds only in pyeval's accounting is not enough. The runner samples the child's RSS
every 10 ms and kills its process group as soon as it passes the bound, counts output as
it reads it and kills once past the output bound, and checks the true peak (wait4's
ru_maxrss) at the end. A hard RLIMIT_AS of 4x the rss bound is the backstop for growth
faster than the sampling, except for an ASan build (detected from the binary), whose
shadow memory needs terabytes of address space. `--rss-scale F` multiplies every rss
bound, as `--time-scale` does the time bounds, for the sanitizer build.
"""

import argparse
import concurrent.futures
import os
import shlex
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True  # importing run_cases must not litter tests/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_cases import (REPO, Case, format_size, last_line, prepare,  # noqa: E402
                       python_env, run_process)

LIMITS_DIR = os.path.join(REPO, "tests", "limits")
DEFAULT_BOUND = 10.0
DEFAULT_RSS_MB = 400.0
DEFAULT_OUTPUT = 2 * 1024 * 1024
MB = 1024 * 1024
AS_FACTOR = 4  # RLIMIT_AS = AS_FACTOR x the rss bound (non-ASan builds)
KEYS = ("pyeval", "expect-stderr", "expect-exit", "expect-exit-nonzero", "expect-stdout",
        "forbid-stdout", "time-bound", "stdin", "rss-bound", "output-bound")


class Spec:
    def __init__(self):
        self.flags = []
        self.stderr = []
        self.stdout = []
        self.forbid_stdout = []
        self.exit = None  # int, "nonzero" or None
        self.bound = DEFAULT_BOUND
        self.stdin = False
        self.rss_mb = DEFAULT_RSS_MB
        self.output = DEFAULT_OUTPUT


def parse_header(path):
    """Reads the leading comment block. Source may be binary, so it is read as bytes."""
    spec = Spec()
    with open(path, "rb") as f:
        data = f.read()
    for raw in data.splitlines():
        line = raw.decode("utf-8", "replace").strip()
        if not line:
            continue
        if not line.startswith("#"):
            break
        body = line[1:].strip()
        key, sep, value = body.partition(":")
        key = key.strip()
        value = value.strip()
        if key not in KEYS:
            continue
        if key == "pyeval":
            spec.flags += shlex.split(value)
        elif key == "expect-stderr":
            spec.stderr.append(value)
        elif key == "expect-stdout":
            spec.stdout.append(value)
        elif key == "forbid-stdout":
            spec.forbid_stdout.append(value)
        elif key == "expect-exit":
            spec.exit = int(value)
        elif key == "expect-exit-nonzero":
            spec.exit = "nonzero"
        elif key == "time-bound":
            spec.bound = float(value)
        elif key == "stdin":
            if value != "program":
                raise ValueError("stdin: %r (only 'program')" % value)
            spec.stdin = True
        elif key == "rss-bound":
            spec.rss_mb = float(value)
        elif key == "output-bound":
            spec.output = int(value)
    return spec


def is_asan_build(path):
    """True when the binary links AddressSanitizer's runtime (its init symbol's name)."""
    try:
        with open(path, "rb") as f:
            return b"__asan_init" in f.read()
    except OSError:
        return False


def run_case(path, args):
    rel = os.path.relpath(path, REPO)
    try:
        spec = parse_header(path)
    except (OSError, ValueError) as e:
        return rel, ["bad header: %s" % e], None, None
    spec.bound *= args.time_scale
    rss_bound = int(spec.rss_mb * args.rss_scale * MB)
    if not args.pyeval_ok:
        return rel, [args.pyeval_problem], None, None
    case = Case(path)
    err = prepare(case, args.gen_dir, sys.executable, 60)
    if err:
        return rel, [err], None, None
    # The runner allows a little slack over the bound only to tell "slow" from "hung".
    argv = [args.pyeval] + spec.flags + ([] if spec.stdin else [case.run_rel])
    r = run_process(argv, spec.bound * 2 + 1, env=python_env(),
                    stdin_path=case.run_rel if spec.stdin else None, rss_bound=rss_bound,
                    output_bound=spec.output,
                    rlimit_as=None if args.asan else rss_bound * AS_FACTOR)
    reasons = []
    if r.killed:
        reasons.append(r.killed)
    elif r.error:
        reasons.append(r.error)
    else:
        if r.peak_rss is not None and r.peak_rss > rss_bound:
            reasons.append("peak RSS %s > %s" % (format_size(r.peak_rss),
                                                 format_size(rss_bound)))
        if r.elapsed > spec.bound:
            reasons.append("took %.2fs, bound %gs" % (r.elapsed, spec.bound))
        if r.returncode < 0:
            reasons.append("killed by signal %d" % -r.returncode)
        elif spec.exit == "nonzero" and r.returncode == 0:
            reasons.append("exit 0, expected non-zero")
        elif isinstance(spec.exit, int) and r.returncode != spec.exit:
            reasons.append("exit %d, expected %d" % (r.returncode, spec.exit))
        err = r.stderr.decode("utf-8", "replace")
        out = r.stdout.decode("utf-8", "replace")
        for s in spec.stderr:
            if s not in err:
                reasons.append("stderr lacks %r (last line: %r)" % (s, last_line(r.stderr)[:200]))
        for s in spec.stdout:
            if s not in out:
                reasons.append("stdout lacks %r" % s)
        for s in spec.forbid_stdout:
            if s in out:
                reasons.append("stdout contains forbidden %r" % s)
    detail = None
    if reasons and args.verbose:
        detail = "  stdout tail: %r\n  stderr tail: %r\n" % (r.stdout[-300:], r.stderr[-600:])
    stat = "%6.2fs %8.1f MiB %10d bytes  %s" % (r.elapsed, (r.peak_rss or 0) / MB,
                                              r.output_bytes, rel)
    return rel, reasons, detail, stat


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pyeval", default="build/pyeval")
    ap.add_argument("-k", dest="filter", action="append", default=[])
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--time-scale", type=float, default=1.0,
                    help="multiply every time bound (the sanitizer build is slower)")
    ap.add_argument("--rss-scale", type=float, default=1.0,
                    help="multiply every rss bound (ASan's shadow memory and quarantine)")
    ap.add_argument("--stats", action="store_true",
                    help="print each case's time, peak RSS and output size")
    args = ap.parse_args()

    paths = []
    if os.path.isdir(LIMITS_DIR):
        for name in sorted(os.listdir(LIMITS_DIR)):
            if name.endswith(".py"):
                paths.append(os.path.join(LIMITS_DIR, name))
    if args.filter:
        paths = [p for p in paths if any(k in os.path.relpath(p, REPO) for k in args.filter)]
    if args.list:
        for p in paths:
            print(os.path.relpath(p, REPO))
        print("%d cases" % len(paths))
        return 0

    pe = args.pyeval
    if os.sep in pe and not os.path.isabs(pe):
        pe = os.path.join(REPO, pe)
    args.pyeval = pe
    args.pyeval_ok = os.path.isfile(pe) and os.access(pe, os.X_OK)
    args.pyeval_problem = "pyeval binary not found or not executable: %s" % pe
    args.asan = args.pyeval_ok and is_asan_build(pe)

    args.gen_dir = tempfile.mkdtemp(prefix="pyeval-limits-gen-")
    passed = failed = 0
    # Limit cases are about time; fewer workers than CPUs keeps the bounds honest.
    jobs = max(1, min(args.jobs, (os.cpu_count() or 2) // 2 or 1))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        for rel, reasons, detail, stat in ex.map(lambda p: run_case(p, args), paths):
            if args.stats and stat:
                print(stat)
            if not reasons:
                passed += 1
                continue
            failed += 1
            print("FAIL %s: %s" % (rel, "; ".join(reasons)))
            if detail:
                sys.stdout.write(detail)
            sys.stdout.flush()
    shutil.rmtree(args.gen_dir, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
