calls = 0
def mid():
    global calls
    calls += 1
    return 5
print(1 < mid() < 10, calls)
print(1 < mid() > 10, calls)
print(10 < mid() < 1, calls)
class C:
    def __lt__(self, other):
        print("lt", other)
        return "truthy"
print(C() < 1 < 2)
print(C() < 1)
print(1 < 2 < 3 < 4 < 5, 1 < 2 > 3 < 4)
one = 1
print(one in [1] in [[1]], one is not None)
x = [1, 2]
print(1 in x not in [[3]])
try:
    1 < "a" < 3
except TypeError as e:
    print("TypeError:", e)
