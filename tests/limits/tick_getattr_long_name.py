# getattr/setattr/hasattr intern a dynamic name, hashing and comparing all of it: a
# 10 MB attribute name is charged per 64 bytes on every call.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
class A:
    pass


a = A()
k = 'a' * 10000000
setattr(a, k, 1)
k2 = 'a' * 10000000
for i in range(100000):
    getattr(a, k2)
    hasattr(a, k2)
