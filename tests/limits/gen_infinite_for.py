# An infinite generator consumed by a for loop ends at the operation limit.
# pyeval: --max-ops 100000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
def naturals():
    n = 0
    while True:
        yield n
        n += 1
for x in naturals():
    pass
