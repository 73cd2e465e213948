# **rest copies the subject; a large dict in a loop ends at the operation budget.
# pyeval: --max-ops 200000
# expect-stdout: built
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
d = {i: i for i in range(20000)}
print("built")
while True:
    match d:
        case {0: _, **rest}:
            pass
