# The memory limit of a huge normalize is a limit, not a catchable MemoryError: the
# except clause never runs, and the program stops.
# pyeval: --max-ops 0 --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: caught
# time-bound: 5
import unicodedata

s = "\u3300" * 20_000_000
try:
    unicodedata.normalize("NFKC", s)
except MemoryError:
    print("caught")
