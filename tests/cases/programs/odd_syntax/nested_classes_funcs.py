def make_class(base_value):
    class Dynamic:
        value = base_value

        def get(self):
            return self.value

        class Inner:
            def hello(self):
                return "inner hello"

    return Dynamic


D1 = make_class(1)
D2 = make_class(2)
print(D1().get(), D2().get(), D1 is D2, D1.__qualname__, D1.Inner().hello())


class Outer:
    factor = 3

    def method(self, xs):
        def scale(x):
            return x * self.factor

        return [scale(x) for x in xs]

    @staticmethod
    def helper():
        def deep():
            def deeper():
                return "deeper"
            return deeper()
        return deep()

    @classmethod
    def build(cls):
        class Sub(cls):
            factor = 10
        return Sub()


print(Outer().method([1, 2]), Outer.helper(), Outer.build().method([1]), type(Outer.build()).__qualname__)


def counter_factory():
    count = [0]

    class C:
        def __init__(self):
            count[0] += 1
            self.id = count[0]

    return C, lambda: count[0]


C, n = counter_factory()
objs = [C() for _ in range(3)]
print([o.id for o in objs], n())
print(Outer.method.__qualname__, Outer.helper.__qualname__, make_class.__qualname__)
