# bytes/bytearray.splitlines(keepends) is a C int (bool(accept={int})) in CPython, as
# str.splitlines: __index__, not __bool__; 2**100 is OverflowError.
class Idx:
    def __index__(self):
        return 1


class Truthy:
    def __bool__(self):
        return True


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


for k in [True, 0, 2**31 - 1, Idx(), 2**31, -2**100, 1.5, None, Truthy()]:
    show(lambda: 'a\nb\r\nc'.splitlines(k))
    show(lambda: b'a\nb\r\nc'.splitlines(k))
    show(lambda: bytearray(b'a\nb\r\nc').splitlines(keepends=k))
b'x\ny'.splitlines(keepends=2**100)
