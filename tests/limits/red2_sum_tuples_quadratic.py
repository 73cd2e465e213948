# Red team 2 (issue 10), program 111_sum_tuples_quadratic.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: sum of tuples / bytes concatenation quadratic inside one C call
t = sum([(1,)] * 200000, ())
print(len(t))
print("AFTER")
