a = [1]
b = a
c = [1]
print(a is b, a is c, a is not c, None is None, True is True)
