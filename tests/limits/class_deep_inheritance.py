# type() chained 100,000 deep: each class costs its MRO's length, charged to the budget.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
B = object
for i in range(100000):
    B = type('C', (B,), {})
