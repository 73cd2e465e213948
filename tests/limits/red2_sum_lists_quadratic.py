# Red team 2 (issue 10), program 110_sum_lists_quadratic.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: one builtin call doing quadratic work: sum() of many lists/tuples with a list/tuple start
l = sum([[1]] * 200000, [])
print(len(l))
print("AFTER")
