class Found(Exception):
    def __init__(self, value):
        self.value = value


def search(grid, target):
    try:
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if v == target:
                    raise Found((r, c))
    except Found as f:
        return f.value
    return None


print(search([[1, 2], [3, 4]], 3), search([[1]], 9))


def parse_all(items):
    out = []
    for it in items:
        try:
            out.append(int(it))
        except ValueError:
            try:
                out.append(float(it))
            except ValueError:
                out.append(None)
    return out


print(parse_all(["1", "2.5", "x", "1e3", " 7 "]))
d = {}
for w in "a b a c b a".split():
    try:
        d[w] += 1
    except KeyError:
        d[w] = 1
print(d)
it = iter([1, 2, 3])
total = 0
while True:
    try:
        total += next(it)
    except StopIteration:
        break
print(total)


def first_attr(obj, *names):
    for n in names:
        try:
            return getattr(obj, n)
        except AttributeError:
            continue
    raise AttributeError("none of " + ", ".join(names))


print(first_attr("s", "nope", "upper")(), end=" ")
try:
    first_attr(1, "x", "y")
except AttributeError as e:
    print(e)
try:
    try:
        raise KeyError("inner")
    except KeyError as e:
        raise ValueError("outer") from e
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("during")
except TypeError as e:
    print(repr(e.__context__), e.__cause__)
try:
    raise ValueError("x") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
