#!/bin/sh
# Builds position-independent static copies of the C libraries whose Debian .a files are
# not PIC, so they can be linked into the Python extension (a shared object) and the
# wheel's worker: libtommath, zlib and libmpdec. (Debian's libutf8proc.a, libpcre2-8.a
# and libcrypto.a are PIC and are used as they are; a library added to the Makefile's
# LIBS whose .a is not PIC makes the extension's link fail, and then belongs here.)
#
# Usage: sh tools/build_static_deps.sh OUTDIR      (the Makefile passes build-deps)
# Writes OUTDIR/lib/lib{tommath,z,mpdec}.a and OUTDIR/.stamp (the versions built).
#
# Pinned: each library is built from the Debian source package of exactly the version of
# its installed -dev package (`apt-get source SRC=VERSION`, whose files apt checks against
# the archive's signed index), so the headers in /usr/include and the library always come
# from the same release. Nothing is copied into the repository. Debian's archive carries
# the sources only through deb-src entries; this adds them (a file of its own under
# /etc/apt/sources.list.d, source indexes only: no binary package changes) when missing.
# Needs root for that one step, as tools/install_pkgs.sh does.
set -eu
out=${1:?usage: build_static_deps.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)

# dev package -> the library it provides
LIBS="libtommath-dev:tommath zlib1g-dev:z libmpdec-dev:mpdec"

want=""
for entry in $LIBS; do
  dev=${entry%%:*}
  v=$(dpkg-query -W -f='${source:Package}=${source:Version}' "$dev" 2>/dev/null) || {
    echo "build_static_deps: $dev is not installed (run make first)" >&2; exit 1; }
  want="$want $v"
done
want=${want# }
if [ -f "$out/.stamp" ] && [ "$(cat "$out/.stamp")" = "$want" ]; then
  for entry in $LIBS; do [ -f "$out/lib/lib${entry#*:}.a" ] || want_rebuild=1; done
  [ -z "${want_rebuild:-}" ] && exit 0
fi

# deb-src entries for the suites the -dev packages come from (bookworm and its updates;
# trixie for libmpdec, see tools/install_pkgs.sh).
if ! apt-get source --print-uris -qq $want >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "build_static_deps: apt has no source index for:$want; run as root once" >&2
    exit 1
  fi
  cat > /etc/apt/sources.list.d/pyeval-src.sources <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  apt-get update -qq >/dev/null
fi
command -v dpkg-source >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dpkg-dev >/dev/null

echo "building PIC static libraries from Debian sources: $want"
rm -rf "$out/src" "$out/lib" "$out/.stamp"
mkdir -p "$out/src" "$out/lib"
cd "$out/src"
apt-get source -qq $want >/dev/null 2>&1 || apt-get source -q $want
jobs=$(nproc 2>/dev/null || echo 2)
# Each with its own build system, -O2 and -fPIC; warnings are not ours to fix.
(cd libtommath-*/ && make -s -j"$jobs" libtommath.a CFLAGS="-fPIC" >/dev/null 2>&1 &&
  cp libtommath.a "$out/lib/")
(cd zlib-*/ && CFLAGS="-O2 -fPIC" ./configure --static >/dev/null &&
  make -s -j"$jobs" libz.a >/dev/null 2>&1 && cp libz.a "$out/lib/")
(cd mpdecimal-*/ && ./configure --disable-cxx --disable-shared CFLAGS="-fPIC" >/dev/null &&
  make -s -j"$jobs" -C libmpdec libmpdec.a >/dev/null 2>&1 && cp libmpdec/libmpdec.a "$out/lib/")
for entry in $LIBS; do
  [ -f "$out/lib/lib${entry#*:}.a" ] || { echo "build_static_deps: lib${entry#*:}.a failed" >&2; exit 1; }
done
echo "$want" > "$out/.stamp"
