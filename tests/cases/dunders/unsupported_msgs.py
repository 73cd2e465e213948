class Foo: pass
class Bar: pass
tests = [lambda: Foo() + Bar(), lambda: Foo() * 2, lambda: 3 / Foo(), lambda: Foo() < Bar(),
         lambda: Foo() >= 1, lambda: Foo() % Foo(), lambda: divmod(Foo(), 1), lambda: Foo() ** Foo(),
         lambda: Foo()[0], lambda: len(Foo()), lambda: Foo()(), lambda: iter(Foo()), lambda: hash([]),
         lambda: 'a' < Foo(), lambda: Foo() & 1, lambda: ~Foo()]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
