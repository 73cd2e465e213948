"""Builds the `pyeval` package: python/pyeval plus the extension `pyeval._pyeval`.

The C parts are built by the Makefile, never here, so `pip install .` compiles exactly the
sources and flags `make` does: this runs `make BUILD=build PIC=1 pyext` (python/build.mk),
which builds the library position-independent in build/ (as plain `make` does), compiles python/src/*.c,
links them with the C dependencies as static, symbol-hidden copies into
build/_pyeval.so (and the isolated worker into build/pyeval-worker-static, when
worker/ exists), and then copies those into the package.
"""

import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))
PIC_BUILD = "build"


def read_version():
    """PYEVAL_VERSION from include/pyeval.h: the one place the version is written."""
    with open(os.path.join(ROOT, "include", "pyeval.h"), encoding="utf-8") as f:
        m = re.search(r'#define PYEVAL_VERSION "([^"]+)"', f.read())
    if not m:
        raise RuntimeError("PYEVAL_VERSION not found in include/pyeval.h")
    return m.group(1)


class MakeBuildExt(build_ext):
    """Builds the extension (and the worker) with make instead of setuptools' compiler."""

    def build_extension(self, ext):
        env = dict(os.environ)
        # A make that runs pip that runs this make: the outer jobserver's descriptors do
        # not survive pip's subprocesses, so this make starts afresh (the Makefile picks
        # -j$(nproc) at the top level).
        for var in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"):
            env.pop(var, None)
        cmd = ["make", "--no-print-directory", f"BUILD={PIC_BUILD}", "PIC=1",
               f"PYTHON={sys.executable}", "pyext"]
        self.announce(" ".join(cmd), level=2)
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(ROOT, PIC_BUILD, "_pyeval.so"), target)
        worker = os.path.join(ROOT, PIC_BUILD, "pyeval-worker-static")
        if os.path.exists(worker):
            # package data: pyeval/_bin/pyeval-worker, kept executable in the wheel
            pkg_dir = os.path.dirname(target)
            bin_dir = os.path.join(pkg_dir, "_bin")
            os.makedirs(bin_dir, exist_ok=True)
            dest = os.path.join(bin_dir, "pyeval-worker")
            shutil.copyfile(worker, dest)
            os.chmod(dest, 0o755)


setup(
    version=read_version(),
    package_dir={"": "python"},
    packages=find_packages(where="python", include=["pyeval", "pyeval.*"]),
    package_data={"pyeval": ["py.typed", "*.pyi", "**/*.pyi"]},
    ext_modules=[Extension("pyeval._pyeval", sources=[])],
    cmdclass={"build_ext": MakeBuildExt},
    # setuptools' scratch folders stay out of build/, which is the Makefile's
    options={"build": {"build_base": "build-py/setuptools"}},
    zip_safe=False,
)
