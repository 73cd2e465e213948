import_free = True
# subject evaluated once
calls = []
def subj():
    calls.append(1)
    return [1, 2]
match subj():
    case [1]:
        pass
    case [1, 2, 3]:
        pass
    case [1, x]:
        print("x =", x)
print("calls", len(calls))

# value patterns via attributes are evaluated each time
class Color:
    RED = "red"
    GREEN = "green"
for c in ["red", "green", "blue"]:
    match c:
        case Color.RED:
            print("is red")
        case Color.GREEN:
            print("is green")
        case other:
            print("other", other)

# equality is used for value patterns: 1 == 1.0 == True
for v in [1, 1.0, True]:
    match v:
        case 1:
            print(repr(v), "equals 1")
# but singletons use identity
for v in [1, True]:
    match v:
        case True:
            print(repr(v), "is True")
        case _:
            print(repr(v), "is not True")

# failed partial matches do not bind names
y = "unset"
match [1, 2]:
    case [y, 3]:
        pass
    case _:
        print("y still", y)

# nested match in a loop with break/continue/return
def first_pair(items):
    for it in items:
        match it:
            case (a, b) if a == b:
                return a
            case (a, b):
                continue
            case "stop":
                break
    return None
print(first_pair([(1, 2), (3, 3), "stop"]), first_pair([(1, 2), "stop", (5, 5)]))

# walrus inside a guard
match [3, 4]:
    case [a, b] if (s := a + b) > 5:
        print("sum", s)

# custom __eq__ on the subject side
class Any:
    def __eq__(self, other):
        print("eq called with", other)
        return True
match Any():
    case 42:
        print("matched 42")
