# what a class statement leaves in the class's own namespace, in CPython's order
for b in (object, int, float, str, tuple, list, dict, Exception, ValueError):
    C = type("C", (b,), {})
    print(b.__name__, list(C.__dict__))


class A:
    def __eq__(s, o):
        return True

    y = 1


print(list(A.__dict__))


class B:
    "doc"
    x: int

    def __eq__(s, o):
        return True


print(list(B.__dict__))


class D(A):
    pass


print(list(D.__dict__))


class S:
    __slots__ = ("x", "__weakref__")


print(list(S.__dict__))


class S2:
    __slots__ = ("__dict__",)


print(list(S2.__dict__))


class T(S):
    pass


print(list(T.__dict__), T.__qualname__)
print(sorted(vars(A)), dir(D())[:3])
