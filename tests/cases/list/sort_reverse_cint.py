# list.sort and sorted parse reverse= as a C int (bool(accept={int})): __index__, not
# __bool__; 2**100 is OverflowError, a float or None a TypeError. The iterable runs
# before sorted() parses its keywords.
class Idx:
    def __index__(self):
        return 1

    def __bool__(self):
        raise ValueError("__bool__ called")


class Truthy:
    def __bool__(self):
        return True


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


for r in [True, 0, -1, 2**31 - 1, -2**31, Idx(), 2**31, -2**31 - 1, 2**100, -2**100, 1.5,
          None, "x", Truthy()]:
    show(lambda: sorted([3, 1, 2], reverse=r))
    show(lambda: [3, 1, 2].sort(reverse=r))
show(lambda: sorted([], reverse=2**100))
show(lambda: [].sort(reverse=2**100))
show(lambda: sorted([3, 1], key=lambda x: 1 / 0, reverse=2**64))
show(lambda: sorted(1, reverse=2**64))
sorted([1, 2], reverse=2**100)
