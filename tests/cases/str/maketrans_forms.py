def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

print(sorted(str.maketrans('abc', 'xyz').items()))
print(sorted(str.maketrans('ab', 'xy', 'cd').items()))
print(sorted(str.maketrans({'a': 'A', 98: None, 'c': 'CC'}).items()))
t(str.maketrans, 'ab', 'x')
t(str.maketrans, {'ab': 1})
t(str.maketrans, 'a')
t(str.maketrans, {1.5: 'x'})
t(str.maketrans, 1, 2)
t(str.maketrans, 'a', 'b', 3)
t(str.maketrans)
