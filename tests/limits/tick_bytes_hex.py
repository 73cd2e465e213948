# bytes.hex() of a megabyte builds a 2 MB string: charged on the builder's growth.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
b = b'a' * 1000000
for i in range(2000):
    s = b.hex()
