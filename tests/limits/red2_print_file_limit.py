# Red team 2 (issue 10), program 124_print_file_limit.
# expect-exit: 3
# expect-stderr: output limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# output-bound: 1100000
# attacks: output limit must count text routed through print(file=sys.stderr) and sys.stderr.write in a loop with big chunks
import sys
s = "e" * 100000
for i in range(100):
    print(s, file=sys.stderr)
print("AFTER")
