#!/bin/sh
# Fails when a C source or header is not as clang-format (.clang-format) would write it.
# `make format` rewrites them; `make test` runs this first. The version is pinned by
# Debian 12's clang-format package (14), since another version formats differently.
set -e
cd "$(dirname "$0")/.."
files=$(git ls-files '*.c' '*.h' 2>/dev/null || find core parser eval builtins modules check \
    cli include tests fuzz -name '*.[ch]')
bad=""
for f in $files; do
    clang-format --style=file --dry-run --Werror "$f" >/dev/null 2>&1 || bad="$bad $f"
done
if [ -n "$bad" ]; then
    echo "format: not as clang-format writes them (run 'make format'):"
    for f in $bad; do echo "  $f"; done
    exit 1
fi
echo "format: $(echo $files | wc -w) files as clang-format writes them"
