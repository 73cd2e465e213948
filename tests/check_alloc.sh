#!/bin/sh
# Every allocation goes through core/mem.c (design.md, Limits). A deliberate exception
# is marked "raw-alloc-ok" on its line.
bad=$(grep -nE '\b(malloc|calloc|realloc|strdup|strndup|free)\s*\(' \
        core/*.c parser/*.c eval/*.c builtins/*.c modules/*.c check/*.c 2>/dev/null \
      | grep -v 'raw-alloc-ok' | grep -v '^core/mem.c:')
if [ -n "$bad" ]; then
  echo "direct allocation outside core/mem.c:"; echo "$bad"
  echo "check-alloc: 0 passed, 1 failed"; exit 1
fi
echo "check-alloc: 1 passed, 0 failed"
