class Table:
    size = 4
    squares = [i * i for i in range(4)]
    names = {c: ord(c) for c in "abc"}
    doubled = [x * 2 for x in squares]
    total = sum(squares)
    lookup = dict(zip("xyz", range(3)))
    try:
        broken = [size for _ in range(2)]
    except NameError as e:
        error = str(e)
    first = squares[0] if squares else None
    del total


print(Table.squares, Table.names, Table.doubled, Table.lookup, Table.first)
print(Table.error, hasattr(Table, "total"), hasattr(Table, "broken"))


class Counter:
    count = 0
    items = [count for count in range(3)]
    after = count


print(Counter.items, Counter.after)
x = "global"


class Scope:
    x = "class"
    gen = [x for _ in range(2)]
    direct = x

    def method(self):
        return x


print(Scope.gen, Scope.direct, Scope().method())


class Outer:
    class Inner:
        value = 7
    inner_value = Inner.value * 2
    members = sorted(k for k in locals() if not k.startswith("__"))


print(Outer.inner_value, Outer.members, Outer.Inner.__qualname__)
