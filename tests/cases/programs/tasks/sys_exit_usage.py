"""A CLI-style program using sys.stdout/stderr writes, sys.argv and ending with sys.exit(main())."""
import sys
from typing import List, Optional


def parse_args(argv: List[str]) -> dict:
    opts = {"verbose": False, "count": 3, "files": []}
    it = iter(argv)
    for arg in it:
        if arg in ("-v", "--verbose"):
            opts["verbose"] = True
        elif arg.startswith("--count="):
            opts["count"] = int(arg.split("=", 1)[1])
        elif arg == "-n":
            opts["count"] = int(next(it))
        else:
            opts["files"].append(arg)
    return opts


def main(argv: Optional[List[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    print("argv0 endswith .py:", sys.argv[0].endswith(".py"), len(sys.argv))
    opts = parse_args(["-v", "-n", "5", "a.txt", "--count=7", "b.txt"])
    print(opts)
    sys.stdout.write("written directly\n")
    n = sys.stdout.write("abc")
    print("", n)
    print("to stderr", file=sys.stderr)
    print(sys.maxsize, sys.maxsize + 1, -sys.maxsize - 1, sys.byteorder in ("little", "big"))
    print(sys.version_info[:2], sys.version_info.major, sys.version_info >= (3, 8), sys.platform != "")
    print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.int_info.bits_per_digit in (15, 30))
    print(sys.getrecursionlimit())
    sys.setrecursionlimit(500)
    print(sys.getrecursionlimit())
    print(type(sys.stdout).__name__ != "", sys.stdout is not sys.stderr)
    try:
        sys.exit(2)
    except SystemExit as exc:
        print("caught SystemExit", exc.code, exc.args)
    try:
        raise SystemExit("message")
    except SystemExit as exc:
        print("caught", repr(exc), exc.code)
    return 1


if __name__ == "__main__":
    sys.exit(main())
