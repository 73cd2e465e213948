#!/usr/bin/env python3
"""Benchmark runner: times every bench/*.py under python3 and pyeval in the same run.

Each program runs REPS times under each interpreter, alternating python3 / pyeval so
machine noise hits both alike; the median wall time of each is kept. The stdout of every
run is compared with python3's first run: a program whose output differs (or which fails
under pyeval) is reported as FAIL and gets no speed figure; the others still run. The
summary prints each program's ratio pyeval/python3 and the geometric mean of the ratios.

Exit status: 0 when every program's output matched, 1 otherwise. Speed is never
asserted: a slow program does not fail.

Usage: python3 bench/run.py [--pyeval build/pyeval] [--reps N] [-k SUBSTRING] [PROGRAM...]
"""

import argparse
import glob
import math
import os
import statistics
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH_DIR = os.path.join(REPO, "bench")
# Generous limits: a benchmark must be stopped by nothing but a real failure.
PYEVAL_FLAGS = ["--max-ops", "0", "--timeout", "0", "--max-memory", "2G",
                "--max-output", "0"]
TIMEOUT = 300  # seconds per run, a backstop against a hung interpreter


def env():
    e = dict(os.environ)
    e["PYTHONHASHSEED"] = "0"
    e["PYTHONDONTWRITEBYTECODE"] = "1"
    e["PYTHONIOENCODING"] = "utf-8"
    return e


def timed(argv):
    """(seconds, returncode, stdout, stderr) of one run; returncode None on timeout."""
    start = time.perf_counter()
    try:
        p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True,
                           cwd=REPO, env=env(), timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, None, b"", b"timed out"
    except OSError as e:
        return 0.0, None, b"", str(e).encode()
    return time.perf_counter() - start, p.returncode, p.stdout, p.stderr


def last_line(b):
    for line in reversed(b.decode("utf-8", "replace").splitlines()):
        if line.strip():
            return line.strip()
    return ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pyeval", default=os.path.join(REPO, "build", "pyeval"))
    ap.add_argument("--python", default="python3")
    ap.add_argument("--reps", type=int, default=5, help="runs per interpreter (median)")
    ap.add_argument("-k", dest="filter", action="append", default=[])
    ap.add_argument("programs", nargs="*", help="bench programs (default bench/*.py)")
    args = ap.parse_args()

    progs = args.programs or sorted(p for p in glob.glob(os.path.join(BENCH_DIR, "*.py"))
                                    if os.path.basename(p) not in ("run.py", "python_face.py"))
    if args.filter:
        progs = [p for p in progs if any(k in p for k in args.filter)]
    pe = os.path.abspath(args.pyeval)
    ratios = []
    failed = []
    print("%-16s %10s %10s %8s" % ("program", "python3 s", "pyeval s", "ratio"))
    for prog in progs:
        name = os.path.splitext(os.path.basename(prog))[0]
        py_argv = [args.python, prog]
        pe_argv = [pe] + PYEVAL_FLAGS + [prog]
        py_times, pe_times = [], []
        want = None
        problem = None
        for _ in range(max(1, args.reps)):
            t, rc, out, err = timed(py_argv)
            if rc != 0:
                problem = "python3 failed: %s" % (last_line(err) or "exit %s" % rc)
                break
            if want is None:
                want = out
            py_times.append(t)
            t, rc, out, err = timed(pe_argv)
            if rc != 0:
                problem = "pyeval failed (exit %s): %s" % (rc, last_line(err))
                break
            if out != want:
                problem = "pyeval output differs from python3"
                break
            pe_times.append(t)
        if problem:
            failed.append(name)
            print("%-16s FAIL: %s" % (name, problem[:200]))
            sys.stdout.flush()
            continue
        a = statistics.median(py_times)
        b = statistics.median(pe_times)
        ratio = b / a if a > 0 else float("inf")
        ratios.append(ratio)
        print("%-16s %10.3f %10.3f %8.2f" % (name, a, b, ratio))
        sys.stdout.flush()
    if ratios:
        geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print("geometric mean ratio pyeval/python3: %.2f (%d programs)" % (geo, len(ratios)))
    else:
        print("geometric mean ratio pyeval/python3: n/a (no program ran)")
    if failed:
        print("%d failed: %s" % (len(failed), " ".join(failed)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
