def g():
    for i in range(2):
        try:
            yield i
        except GeneratorExit:
            print("ignoring")
it = g()
next(it)
try:
    it.close()
except RuntimeError as e:
    print(e)
print(list(it))
