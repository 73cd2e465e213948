class NS:
    class Inner:
        VAL = 3
def m(x):
    match x:
        case -1: return "neg one"
        case 1 + 2j: return "complex"
        case "a" "b": return "ab concat"
        case NS.Inner.VAL: return "dotted"
        case {**rest} if not rest: return "empty map"
        case {"k": [*_, last]}: return f"last {last}"
        case [*_] if (n := len(x)) > 3: return f"long {n}"
        case str() | bytes(): return "text"
        case (int() as a, float() as b): return f"int-float {a} {b}"
        case bool(): return "bool"
        case float(f) if f != f: return "nan"
        case _: return "other"
for v in [-1, 1+2j, "ab", 3, {}, {"k": [1, 2, 3]}, [1, 2, 3, 4], b"x", (1, 2.0), True, float("nan"), [1]]:
    print(repr(v), m(v))
@(deco := lambda f: f)
def h(): return "walrus deco"
print(h(), deco is not None)
def outer():
    v = 1
    class C:
        nonlocal v
        v = 2
    return v
print(outer())
print((lambda a=(lambda: 5): a())())
x = [i for i in range(3) for _ in range(i)]
print(x)
print([*(i for i in "ab")], *{"k": 1}, **{"sep": "|"})
