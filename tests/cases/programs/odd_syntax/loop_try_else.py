def find(seq, target):
    for i, x in enumerate(seq):
        if x == target:
            print("found at", i)
            break
    else:
        print("not found")
        return -1
    return i


print(find([1, 2, 3], 2), find([], 5))
n = 0
while n < 3:
    n += 1
else:
    print("while finished", n)
while True:
    break
else:
    print("never")
for i in range(3):
    continue
else:
    print("continue keeps else", i)
for x in []:
    pass
else:
    print("empty for else")


def attempt(v):
    try:
        r = 10 // v
    except ZeroDivisionError:
        print("div by zero")
        return "except"
    else:
        print("no error", r)
        return "else"
    finally:
        print("finally for", v)


print(attempt(2), attempt(0))


def nested():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("cleanup", i)
    else:
        print("not reached")
    return "done"


print(nested())


def override():
    try:
        return "try"
    finally:
        return "finally"


print(override())


def loop_finally():
    for i in range(5):
        try:
            raise ValueError(i)
        except ValueError as e:
            if i == 3:
                return f"stopped at {e}"
        finally:
            if i == 1:
                continue
    return "end"


print(loop_finally())
