#!/bin/sh
# Makes .venv (python3 -m venv) and installs the pinned requirements files into it:
# python/requirements-dev.txt, and python/requirements-integrations.txt when it exists.
# Called by make before every Python target; it does nothing when .venv already has
# exactly these files installed (the stamp .venv/.pyeval-reqs holds the SHA-256 of the
# requirements files and of the Python that made the venv). Never touches the system
# Python's site-packages.
#
# Usage: sh tools/venv.sh VENV_DIR PYTHON
set -eu
venv=${1:-.venv}
python=${2:-python3}
reqs=""
for f in python/requirements-dev.txt python/requirements-integrations.txt; do
  [ -f "$f" ] && reqs="$reqs $f"
done
key=$( (cat $reqs; "$python" -c 'import sys; print(sys.version, sys.executable)') | sha256sum | cut -d' ' -f1)
stamp="$venv/.pyeval-reqs"
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ]; then
  exit 0
fi
if [ ! -x "$venv/bin/python" ]; then
  echo "creating $venv ($("$python" --version))"
  "$python" -m venv "$venv"
fi
for f in $reqs; do
  echo "installing $f into $venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$f"
done
echo "$key" > "$stamp"
