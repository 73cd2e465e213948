# isinstance/issubclass recurse into nested tuples: a tuple nested 100,000 deep raises
# RecursionError (it overflowed the C stack), a shallow one answers.
t = int
for i in range(100000):
    t = (t,)
for f, a in ((isinstance, 1), (issubclass, bool)):
    try:
        f(a, t)
    except RecursionError as e:
        print(f.__name__, e)
t = int
for i in range(900):
    t = (t,)
print(isinstance(1, t), isinstance('', t), issubclass(bool, t), issubclass(str, t))
print(isinstance(1, (str, (float, (bytes, (int,))))), issubclass(list, (str, (dict,))))
