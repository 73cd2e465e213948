# A set changed during iteration: CPython's RuntimeError.
# expect-stderr: RuntimeError: Set changed size during iteration
# expect-exit: 1
# time-bound: 3
s = {1}
for k in s:
    s.add(k + 1)
