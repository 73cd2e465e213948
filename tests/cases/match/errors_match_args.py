class C:
    __match_args__ = ["a"]
    a = 1
try:
    match C():
        case C(x):
            pass
except TypeError as e:
    print("TypeError:", e)
class D:
    pass
try:
    match D():
        case D(x):
            pass
except TypeError as e:
    print("TypeError:", e)
try:
    match 1:
        case int(x, y):
            pass
except TypeError as e:
    print("TypeError:", e)
class F:
    __match_args__ = ("a", "a")
    a = 1
try:
    match F():
        case F(x, y):
            pass
except TypeError as e:
    print("TypeError:", e)
class G:
    __match_args__ = ("a", 2)
    a = 1
try:
    match G():
        case G(x, y):
            pass
except TypeError as e:
    print("TypeError:", e)
class N:
    t = 3
try:
    match 5:
        case N.t():
            pass
except TypeError as e:
    print("TypeError:", e)
class P:
    __match_args__ = ("x", "y")
match P():
    case P():
        print("no sub-patterns is fine")
match P():
    case P(1, 2):
        print("no")
    case _:
        print("missing attributes: no match")
match C():
    case C():
        pass
match 0:
    case C(x):
        pass
    case _:
        print("not an instance, no error")
match C():
    case C(x):
        print("unreached")
