"""Checks that pyproject.toml's build requirements are pinned exactly and that
python/requirements-dev.txt pins the same versions (`make python` builds the wheel with
.venv's setuptools and wheel, so the two must agree). Exit status 1 names the mismatch."""

import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pins(lines):
    out = {}
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==([A-Za-z0-9_.+!-]+)", line)
        if not m:
            raise SystemExit(f"check_pins: not an exact pin: {line!r}")
        out[m.group(1).lower().replace("_", "-")] = m.group(2)
    return out


def main():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        build = pins(tomllib.load(f)["build-system"]["requires"])
    bad = []
    for name in ("requirements-dev.txt", "requirements-integrations.txt"):
        path = os.path.join(ROOT, "python", name)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            reqs = pins(f)
        if name == "requirements-dev.txt":
            for pkg, version in build.items():
                if reqs.get(pkg) != version:
                    bad.append(f"{pkg}: pyproject.toml {version}, {name} {reqs.get(pkg)}")
    if bad:
        print("check_pins: build requirements differ:\n  " + "\n  ".join(bad))
        return 1
    print(f"check_pins: build requirements {', '.join(f'{k}=={v}' for k, v in build.items())}"
          " pinned, and the same in python/requirements-dev.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
