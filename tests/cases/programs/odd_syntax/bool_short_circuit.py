print(0 or "default", "" or [] or None, 1 and 2 and 3, 1 and 0 and 3, None and 1 / 0)
print(not [], not [0], [] or {}, "x" and "", 0.0 or 0j or False)
calls = []


def t(v):
    calls.append(v)
    return v


print(t(0) or t(1) or t(2), calls)
calls.clear()
print(t(1) and t(0) and t(2), calls)
print(True + True, True * 10, False - 1, sum([True, True, False]), True / 2, -True, ~True)
print(isinstance(True, int), True == 1, hash(True) == hash(1), {1: "a", True: "b"})
print(bool(), bool(0.0), bool(" "), bool([[]]), bool(range(0)), bool(None))
x = None
name = x or "anonymous"
size = x and len(x)
print(name, size)
print(1 if [] else 2 if {} else 3 if () else 4, [a or b for a, b in [(0, 1), (2, 3)]])
print(all([]), any([]), all([1, []]), any([0, "", "x"]), max(0, False), min(True, 1))
