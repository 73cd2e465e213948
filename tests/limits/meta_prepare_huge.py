# __prepare__ returning a huge mapping (a dict of 10**8 entries built in a comprehension)
# stops at the memory or operation limit before it is built.
# expect-stderr: limit exceeded
# expect-exit-nonzero
# forbid-stdout: created
# time-bound: 10
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return {i: i for i in range(10**8)}
class A(metaclass=M):
    x = 1
print('created')
