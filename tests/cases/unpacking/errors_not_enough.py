try:
    a, b, c = 1, 2
except ValueError as e:
    print(e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
try:
    a, b = iter(range(10))
except ValueError as e:
    print(e)
try:
    a, b = None
except TypeError as e:
    print(e)
try:
    a, b = "abc"
except ValueError as e:
    print(e)
try:
    [a, [b, c]] = [1, [2]]
except ValueError as e:
    print(e)
try:
    for x, y in [(1, 2), (3,)]:
        print(x, y)
except ValueError as e:
    print(e)
def gen():
    yield 1
    yield 2
    yield 3
try:
    a, b = gen()
except ValueError as e:
    print(e)
a, b, c = gen()
print(a, b, c)
x, y = 1.5
