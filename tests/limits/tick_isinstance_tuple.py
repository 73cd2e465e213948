# isinstance against a tuple of 1,000,000 classes checks each: one op per class.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
t = (int,) * 1000000
for i in range(2000):
    isinstance('x', t)
    issubclass(str, t)
