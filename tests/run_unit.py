#!/usr/bin/env python3
"""C unit test runner: runs every executable in BUILD_DIR/unit/ and sums their counts.

Each program prints `N passed, N failed` as its last line and exits non-zero on failure.
A program that crashes, times out, exits non-zero or lacks the summary line counts as a
failing program (and at least one failed test). No programs at all is fine: the output
is then `0 passed, 0 failed`. The last line printed is always `N passed, N failed`.
"""

import argparse
import os
import re
import sys

sys.dont_write_bytecode = True  # importing run_cases must not litter tests/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_cases import REPO, run_process  # noqa: E402

SUMMARY_RE = re.compile(rb"^\s*(\d+) passed, (\d+) failed\s*$")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build_dir", nargs="?", default="build")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per program")
    args = ap.parse_args()

    unit_dir = os.path.join(args.build_dir, "unit")
    if not os.path.isabs(unit_dir):
        unit_dir = os.path.join(REPO, unit_dir)
    progs = []
    if os.path.isdir(unit_dir):
        for name in sorted(os.listdir(unit_dir)):
            p = os.path.join(unit_dir, name)
            if os.path.isfile(p) and os.access(p, os.X_OK) and not name.endswith(".d"):
                progs.append(p)

    passed = failed = 0
    for p in progs:
        name = os.path.relpath(p, REPO)
        r = run_process([p], args.timeout)
        summary = None
        for line in reversed(r.stdout.splitlines()):
            if line.strip():
                summary = SUMMARY_RE.match(line)
                break
        problem = None
        if r.error:
            problem = r.error
        elif r.returncode < 0:
            problem = "killed by signal %d" % -r.returncode
        elif summary is None:
            problem = "no 'N passed, N failed' summary line (exit %d)" % r.returncode
        p_n = int(summary.group(1)) if summary else 0
        f_n = int(summary.group(2)) if summary else 0
        if problem is None and (r.returncode != 0 or f_n):
            problem = "%d passed, %d failed, exit %d" % (p_n, f_n, r.returncode)
        if problem and f_n == 0:
            f_n = 1  # a failing program always counts as at least one failure
        passed += p_n
        failed += f_n
        if problem:
            print("FAIL %s: %s" % (name, problem))
            if args.verbose:
                sys.stdout.write(r.stdout[-2000:].decode("utf-8", "replace"))
                sys.stdout.write(r.stderr[-2000:].decode("utf-8", "replace"))
                print()
            sys.stdout.flush()
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
