#!/bin/sh
# Installs the Debian packages named in $@ that are missing (called by the Makefile's
# package stamp; needs root to install, otherwise prints the command to run).
#
# libmpdec-dev (decimal's arithmetic, CPython's own libmpdec) is not in Debian 12
# (bookworm): mpdecimal left Debian in 2022 and came back in Debian 13 (trixie). On a
# release without it, this adds trixie's main archive as an apt source pinned at
# priority 1, so apt takes from trixie only what no configured suite has and what is
# asked for by name: libmpdec-dev and its one dependency, libmpdec4 (which needs only
# libc6 >= 2.14). Nothing installed from bookworm is ever upgraded from trixie.
set -eu
missing=""
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "missing Debian packages; run as root:"
  echo "  apt-get install -y$missing"
  exit 1
fi
echo "installing Debian packages:$missing"
apt-get update -qq >/dev/null
targets=""
for p in $missing; do
  cand=$(apt-cache policy "$p" 2>/dev/null | awk '/Candidate:/ {print $2}')
  if [ -z "$cand" ] || [ "$cand" = "(none)" ]; then
    if [ "$p" = libmpdec-dev ]; then
      src=/etc/apt/sources.list.d/pyeval-trixie.sources
      cat > "$src" <<SRC
Types: deb
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
      cat > /etc/apt/preferences.d/pyeval-trixie <<PIN
Package: *
Pin: release n=trixie
Pin-Priority: 1
PIN
      apt-get update -qq >/dev/null
      p="libmpdec-dev/trixie"
    fi
  fi
  targets="$targets $p"
done
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $targets >/dev/null
