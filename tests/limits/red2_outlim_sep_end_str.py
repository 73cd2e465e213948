# Red team 2 (issue 10), program 195_outlim_sep_end_str.
# expect-exit: 3
# expect-stderr: output limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# output-bound: 1100000
# attacks: output limit crossed by `end=` of a print whose file= object write() loops: write must not be retried after the limit
import sys
class W:
    n = 0
    def write(self, s):
        sys.stdout.write(s)
        return len(s)
print("y" * (2**20 - 5), end="z" * 100, file=W())
print("AFTER")
