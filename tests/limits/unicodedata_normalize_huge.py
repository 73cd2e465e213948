# unicodedata.normalize of a long string whose compatibility decomposition is 18 code
# points a character (U+FDFA): the working buffer grows past the memory limit and stops
# with MemoryError's limit before it is filled (the operation budget is off here).
# pyeval: --max-ops 0 --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 5
import unicodedata

s = "\ufdfa" * 5_000_000
r = unicodedata.normalize("NFKD", s)
print("done", len(r))
