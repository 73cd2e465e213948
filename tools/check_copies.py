"""The never-copy rule for sandbox Python: a similarity scan against CPython's Lib.

    python3 tools/check_copies.py OURFILE... -- CPYFILE...
    python3 tools/check_copies.py --all [--known tests/copies_known.txt] [--write]

The project takes facts from CPython (behaviour, messages, constants, algorithms), never
its code. Each function of our files is compared with every function of the CPython
files: both bodies without their docstrings, normalized by ast.unparse (so comments and
layout do not count), by difflib's ratio. A function of six lines or more at 0.75 or
above is reported; 1.00 is CPython's code with the docstrings stripped.

--all scans every modules/py/NAME.py against the running python3's Lib module of the
same name (a package's every file; io against _pyio, posixpath with genericpath). With
--known, a reported function listed there (`module:function`, one per line, `#`
comments) is known debt; any other fails the check (exit 1), so no new copy lands. The
listed ones that no longer match are printed, to be removed. --write rewrites the list
with what the scan finds.
"""

import ast
import difflib
import glob
import os
import sys
import sysconfig

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THRESHOLD = 0.75
MIN_LINES = 6
# sandbox modules whose CPython counterpart has another name, or several files
COUNTERPARTS = {"io": ["_pyio.py", "io.py"], "posixpath": ["posixpath.py", "genericpath.py"],
                "urllib_parse": ["urllib/parse.py"]}


def bodies(path):
    """(function name, normalized body text) for each function in the file."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return []
    out = []
    for n in ast.walk(tree):
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        body = n.body
        if body and isinstance(body[0], ast.Expr) and isinstance(
                getattr(body[0], "value", None), ast.Constant) and isinstance(
                body[0].value.value, str):
            body = body[1:]
        if not body:
            continue
        fn = ast.FunctionDef(name="f", args=n.args, body=body, decorator_list=[],
                             returns=None, type_comment=None, lineno=0)
        text = ast.unparse(fn)
        if text.count("\n") + 1 >= MIN_LINES:
            out.append((n.name, text))
    return out


def similar(ours, theirs):
    """[(ratio, our name, their file, their name)] at or above THRESHOLD."""
    found = []
    for name, t in ours:
        best = (0.0, None, None)
        for tpath, tname, u in theirs:
            if abs(len(t) - len(u)) > max(len(t), len(u)) * 0.5:
                continue
            m = difflib.SequenceMatcher(None, t, u, autojunk=False)
            if m.quick_ratio() < THRESHOLD:
                continue
            r = m.ratio()
            if r > best[0]:
                best = (r, tpath, tname)
        if best[0] >= THRESHOLD:
            found.append((best[0], name, best[1], best[2]))
    return found


def theirs_of(paths):
    return [(p, n, t) for p in paths for n, t in bodies(p)]


def counterparts(module, lib):
    names = COUNTERPARTS.get(module)
    if names:
        return [os.path.join(lib, n) for n in names if os.path.exists(os.path.join(lib, n))]
    if os.path.isfile(os.path.join(lib, module + ".py")):
        return [os.path.join(lib, module + ".py")]
    if os.path.isdir(os.path.join(lib, module)):
        return sorted(glob.glob(os.path.join(lib, module, "*.py")))
    return []


def scan_all():
    lib = sysconfig.get_paths()["stdlib"]
    hits = []
    for path in sorted(glob.glob(os.path.join(ROOT, "modules", "py", "*.py"))):
        module = os.path.basename(path)[:-3]
        cpy = counterparts(module, lib)
        if not cpy:
            continue
        for r, name, tpath, tname in similar(bodies(path), theirs_of(cpy)):
            hits.append((f"{module}:{name}", r, os.path.relpath(tpath, lib), tname))
    return hits


def read_known(path):
    known = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                known.add(line)
    return known


def main(argv):
    if "--all" not in argv:
        i = argv.index("--")
        ours = [b for p in argv[:i] for b in bodies(p)]
        found = similar(ours, theirs_of(argv[i + 1:]))
        for r, name, tpath, tname in sorted(found, reverse=True):
            print(f"{r:.2f} {name}  ~  {tpath}:{tname}")
        print(f"check_copies: {len(ours)} functions, {len(found)} similar")
        return 0
    hits = scan_all()
    known_path = argv[argv.index("--known") + 1] if "--known" in argv else None
    if "--write" in argv and known_path:
        with open(known_path, "w", encoding="utf-8") as f:
            f.write("# Sandbox-Python functions still too close to CPython's Lib code (debt to\n"
                    "# rewrite; tools/check_copies.py). Remove a line when its function is\n"
                    "# rewritten; never add one.\n")
            for key, r, tpath, tname in sorted(hits):
                f.write(f"{key}  # {r:.2f} {tpath}:{tname}\n")
        print(f"check_copies: wrote {len(hits)} entries to {known_path}")
        return 0
    known = read_known(known_path) if known_path else set()
    new = [h for h in hits if h[0] not in known]
    for key, r, tpath, tname in sorted(new):
        print(f"check_copies: NEW {r:.2f} {key}  ~  {tpath}:{tname}")
    gone = sorted(known - {h[0] for h in hits})
    for key in gone:
        print(f"check_copies: {key} no longer matches: remove it from {known_path}")
    print(f"check_copies: {len(hits)} similar functions, {len(hits) - len(new)} known, "
          f"{len(new)} new")
    return 1 if new else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
