a = [1]; b = a
print(id(a) == id(b), a is b, [1] is [1], None is None)
