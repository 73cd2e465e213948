a = 1
b = [0, 1, 2, 3, 4, 5, 6, 7]
c = {"x": 1, "y": 2, "z": 3}


class O:
    pass


o = O()
o.attr = 1
o.other = 2
del a
try:
    a
except NameError as e:
    print("NameError:", e)
del b[0]
del b[-1]
del b[1:3]
del b[::2]
print(b)
del c["x"], c["y"]
print(c)
del o.attr
print(vars(o))
try:
    del o.attr
except AttributeError as e:
    print("AttributeError:", e)
try:
    del c["missing"]
except KeyError as e:
    print("KeyError:", e)
x, y = 1, 2
del (x, y)
print("x" in dir(), "y" in dir())
lst = [[1, 2], [3, 4]]
del lst[0][1], lst[1]
print(lst)


def f():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return str(e)


print(f())
nums = list(range(10))
del nums[len(nums) // 2:]
print(nums)
