a = 1
b = [1, 2, 3, 4, 5]
class O:
    x = 1
o = O()
o.y = 2
del a, b[0], o.y
print(b, hasattr(o, "y"))
del b[::2]
print(b)
del (b[0]), [b[0]]
print(b)
try:
    del o.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    del a
except NameError as e:
    print("NameError:", e)
