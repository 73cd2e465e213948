# A metaclass __iter__ that never ends: list(cls) stops at the memory or operation limit.
# expect-stderr: limit exceeded
# expect-exit-nonzero
# forbid-stdout: done
# time-bound: 10
class M(type):
    def __iter__(cls):
        n = 0
        while True:
            yield n
            n += 1
class A(metaclass=M): pass
print(sum(1 for _ in zip(A, range(5))))
list(A)
print('done')
