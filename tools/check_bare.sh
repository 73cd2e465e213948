#!/bin/sh
# The wheel on a machine without any -dev package (issue 12): `make test-bare`.
#
#   sh tools/check_bare.sh WHEEL [ROOT]
#
# debootstrap makes a minimal Debian 12 (minbase: no compiler, no headers, no -dev
# package; python3 and venv from Debian) in ROOT (default build-py/bare, made once and
# kept). In it, a fresh venv gets WHEEL and pytest from PyPI (the pin in
# python/requirements-dev.txt), then runs the README's Python example and python/tests
# (the integration tests skip: their packages are not installed there). Needs root
# (chroot) and the network (Debian and PyPI). Not part of `make test`: it downloads a
# base system, about 3 minutes the first time.
set -eu
WHEEL=$1
ROOT=${2:-build-py/bare}
HERE=$(cd "$(dirname "$0")/.." && pwd)
PYTEST_PIN=$(grep '^pytest==' "$HERE/python/requirements-dev.txt")

if [ ! -x "$ROOT/usr/bin/python3" ]; then
    command -v debootstrap >/dev/null || apt-get install -y -q debootstrap >/dev/null
    mkdir -p "$ROOT"
    debootstrap --variant=minbase --include=python3,python3-venv bookworm "$ROOT" \
        http://deb.debian.org/debian >"$ROOT.log" 2>&1 ||
        { echo "check_bare: debootstrap failed (see $ROOT.log)"; exit 1; }
fi
# the host's network settings (resolver, CA bundle, pip's configuration)
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
mkdir -p "$ROOT/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$ROOT/etc/ssl/certs/"
if [ -f /etc/pip.conf ]; then cp /etc/pip.conf "$ROOT/etc/pip.conf"; fi

ndev=$(chroot "$ROOT" dpkg-query -W -f '${Package}\n' | grep -c -- '-dev$' || true)
[ "$ndev" = 0 ] || { echo "check_bare: $ndev -dev packages in $ROOT"; exit 1; }

rm -rf "$ROOT/w" "$ROOT/v"
mkdir -p "$ROOT/w"
cp "$WHEEL" "$ROOT/w/"
cp -r "$HERE/python/tests" "$ROOT/w/tests"
cp "$HERE/README.md" "$HERE/tools/readme_python_example.py" "$ROOT/w/"
whl=/w/$(basename "$WHEEL")
# the tests read /proc (RSS, the worker's file descriptors)
mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
trap 'umount "$ROOT/proc" 2>/dev/null || true' EXIT
chroot "$ROOT" /bin/sh -eu -c "
    export PIP_DISABLE_PIP_VERSION_CHECK=1
    python3 -m venv /v
    /v/bin/pip install -q '$whl' '$PYTEST_PIN'
    echo 'check_bare: ldd of the extension:'
    ldd /v/lib/python3*/site-packages/pyeval/_pyeval*.so
    cd /tmp
    /v/bin/python /w/readme_python_example.py --readme /w/README.md --run /v/bin/python
    cd /w/tests
    /v/bin/python -m pytest -q -p no:cacheprovider -rs .
"
echo "check_bare: the wheel works on a Debian 12 without -dev packages"
