# A dict changed during iteration: CPython's RuntimeError.
# expect-stderr: RuntimeError: dictionary changed size during iteration
# expect-exit: 1
# time-bound: 3
d = {1: 1}
for k in d:
    d[k + 1] = 1
