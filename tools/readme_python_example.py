"""Extracts the README's Python example, the program a new user copies first, and
optionally runs it.

The example is the ```python block that follows a line `<!-- python-example -->` in
README.md; without that marker, the first ```python block that imports pyeval.

    python3 tools/readme_python_example.py              print the example
    python3 tools/readme_python_example.py --run PY     run it with the interpreter PY
                                                        (from a temporary folder, with
                                                        the repository off sys.path)
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = "<!-- python-example -->"


def blocks(text):
    """(preceding text, code) of every ```python block, in order."""
    pos = 0
    for m in re.finditer(r"^```python[^\n]*\n(.*?)^```[ \t]*$", text, re.S | re.M):
        yield text[pos:m.start()], m.group(1)
        pos = m.end()


def extract(readme):
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    found = list(blocks(text))
    for before, code in found:
        if before.rstrip().endswith(MARKER):
            return code
    for _, code in found:
        if re.search(r"^\s*(import pyeval|from pyeval\b)", code, re.M):
            return code
    raise SystemExit(f"readme_python_example: no Python example in {readme} "
                     f"(a ```python block after {MARKER}, or one that imports pyeval)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--readme", default=os.path.join(ROOT, "README.md"))
    ap.add_argument("--run", metavar="PYTHON", help="run the example with this interpreter")
    args = ap.parse_args()
    code = extract(args.readme)
    if not args.run:
        sys.stdout.write(code)
        return 0
    with tempfile.TemporaryDirectory(prefix="pyeval-readme-") as tmp:
        path = os.path.join(tmp, "readme_example.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(code)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        proc = subprocess.run([args.run, "-P", path], cwd=tmp, env=env)
    if proc.returncode != 0:
        print(f"readme_python_example: the README's example exited {proc.returncode}")
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
