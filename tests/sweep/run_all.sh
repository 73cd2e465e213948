#!/bin/sh
# The full allocation-failure sweep (make alloc-sweep): pyeval_new, then each program in
# its own driver process, JOBS (default: the CPU count) at a time. Prints every
# driver's report and ends with the total `alloc-sweep: N passed, N failed`.
#   tests/sweep/run_all.sh DRIVER [driver options] -- PROGRAM.py...
drv=$1; shift
opts=""
while [ $# -gt 0 ] && [ "$1" != "--" ]; do opts="$opts $1"; shift; done
[ "$1" = "--" ] && shift
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
# shellcheck disable=SC2086
"$drv" --new --mode all,once $opts > "$logs/0-pyeval_new.log" 2>&1
i=1
for p in "$@"; do
  printf '%s %s\n' "$i" "$p"
  i=$((i + 1))
done | xargs -P "$jobs" -n 2 sh -c \
  '"$0" '"$opts"' "$2" > "'"$logs"'/$1-$(basename "$2" .py).log" 2>&1; exit 0' "$drv"
passed=0; failed=0
for f in $(ls "$logs" | sort -n); do
  cat "$logs/$f"
  last=$(tail -n 1 "$logs/$f")
  case "$last" in
    "alloc-sweep: "*) ;;
    *) echo "alloc-sweep: $f did not finish"; failed=$((failed + 1)); continue ;;
  esac
  p=$(echo "$last" | sed 's/alloc-sweep: \([0-9]*\) passed, \([0-9]*\) failed/\1/')
  q=$(echo "$last" | sed 's/alloc-sweep: \([0-9]*\) passed, \([0-9]*\) failed/\2/')
  passed=$((passed + p)); failed=$((failed + q))
done
echo "alloc-sweep: $passed passed, $failed failed"
[ "$failed" = 0 ]
