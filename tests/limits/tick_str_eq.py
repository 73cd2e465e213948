# == on two distinct, equal 10 MB strings compares every byte and charges for it.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
a = 'a' * 10000000
b = 'a' * 10000000
for i in range(20000):
    a == b
