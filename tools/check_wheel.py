"""Checks that the wheel is self-contained, as a user on another machine would get it.

    python tools/check_wheel.py --build --out build-py/wheel-check [--python python3]
    python tools/check_wheel.py --wheel dist/pyeval-...whl --out DIR

--build runs `pip wheel .` the way a user does (pip's isolated build environment, its
setuptools and wheel from PyPI as pyproject.toml pins them). Then, in OUT:
- a fresh virtual environment (PYTHON -m venv) gets that wheel and nothing else
  (--no-index --no-deps);
- the README's Python example (tools/readme_python_example.py) runs there, from a
  temporary folder, the repository off sys.path;
- every ELF file the wheel installed (the extension, the worker) needs only the C library
  (libc, libm, libpthread, the loader and the vDSO; ldd), and the extension exports no
  symbol but PyInit__pyeval (nm -D), so a host that loads its own OpenSSL or zlib never
  binds to the copies inside it;
- every file of python/pyeval (modules, stubs, py.typed) is in the wheel.
Prints one line per check; exit status 1 on the first failure.
"""

import argparse
import glob
import os
import shutil
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALLOWED_NEEDED = {"linux-vdso.so.1", "libc.so.6", "libm.so.6", "libpthread.so.0",
                  "ld-linux-x86-64.so.2"}


def fail(msg):
    print(f"check_wheel: FAIL: {msg}")
    sys.exit(1)


def run(cmd, **kw):
    proc = subprocess.run(cmd, text=True, capture_output=True, **kw)
    if proc.returncode != 0:
        fail(f"{' '.join(cmd)} exited {proc.returncode}\n{proc.stdout}{proc.stderr}")
    return proc.stdout


def build_wheel(out):
    dist = os.path.join(out, "dist")
    shutil.rmtree(dist, ignore_errors=True)
    env = dict(os.environ)
    for var in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL"):
        env.pop(var, None)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
         "--no-deps", "-w", dist, ROOT], env=env)
    wheels = glob.glob(os.path.join(dist, "pyeval-*.whl"))
    if len(wheels) != 1:
        fail(f"pip wheel made {wheels}")
    print(f"check_wheel: pip wheel . (isolated build) -> {os.path.basename(wheels[0])}")
    return wheels[0]


def check_contents(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    src = os.path.join(ROOT, "python", "pyeval")
    missing = []
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            if name.endswith((".py", ".pyi")) or name == "py.typed":
                rel = os.path.relpath(os.path.join(dirpath, name), os.path.join(ROOT, "python"))
                if rel.replace(os.sep, "/") not in names:
                    missing.append(rel)
    if missing:
        fail(f"not in the wheel: {', '.join(sorted(missing))}")
    exts = [n for n in names if n.startswith("pyeval/_pyeval.") and n.endswith(".so")]
    if len(exts) != 1:
        fail(f"the wheel's extension modules: {exts}")
    print(f"check_wheel: the wheel has python/pyeval's {len(names)} files and {exts[0]}")


def elf_files(root):
    for dirpath, _, filenames in os.walk(root):
        for name in filenames:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield path


def check_linkage(pkg_dir):
    found = list(elf_files(pkg_dir))
    if not found:
        fail(f"no ELF file under {pkg_dir}")
    for path in found:
        needed = set()
        for line in run(["ldd", path]).splitlines():
            name = line.strip().split(" ", 1)[0]
            if name in ("statically", "not"):
                continue
            needed.add(os.path.basename(name))
        extra = needed - ALLOWED_NEEDED
        if extra:
            fail(f"{path} needs {', '.join(sorted(extra))} (only the C library is allowed)")
        rel = os.path.relpath(path, pkg_dir)
        print(f"check_wheel: ldd {rel}: {', '.join(sorted(needed))}")
        if path.endswith(".so"):
            syms = [line.split()[-1] for line in run(["nm", "-D", "--defined-only", path]).splitlines()
                    if line.strip()]
            if syms != ["PyInit__pyeval"]:
                fail(f"{rel} exports {syms[:20]} (only PyInit__pyeval allowed)")
            print(f"check_wheel: {rel} exports only PyInit__pyeval")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", action="store_true", help="build the wheel with pip wheel .")
    ap.add_argument("--wheel", help="check this wheel instead")
    ap.add_argument("--python", default="python3", help="the Python that makes the fresh venv")
    ap.add_argument("--out", required=True, help="scratch folder (emptied)")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    if args.build:
        wheel = build_wheel(out)
    elif args.wheel:
        wheel = os.path.abspath(args.wheel)
    else:
        ap.error("--build or --wheel")
    check_contents(wheel)

    venv = os.path.join(out, "venv")
    run([args.python, "-m", "venv", venv])
    vpy = os.path.join(venv, "bin", "python")
    run([vpy, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index",
         "--no-deps", wheel])
    pkg_dir = run([vpy, "-P", "-c", "import os, pyeval; print(os.path.dirname(pyeval.__file__))"],
                  cwd=out).strip()
    if not os.path.realpath(pkg_dir).startswith(os.path.realpath(venv) + os.sep):
        fail(f"pyeval imported from {pkg_dir}, not from the fresh venv")
    print(f"check_wheel: a fresh venv with only the wheel imports pyeval from {pkg_dir}")
    check_linkage(pkg_dir)

    proc = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "readme_python_example.py"),
                           "--run", vpy], text=True, capture_output=True, cwd=out)
    if proc.returncode != 0:
        fail(f"the README's Python example failed in the fresh venv:\n{proc.stdout}{proc.stderr}")
    print("check_wheel: the README's Python example runs in the fresh venv")
    return 0


if __name__ == "__main__":
    sys.exit(main())
