def f(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["drop", *objs] if objs:
            return f"dropping {', '.join(objs)}"
        case ["drop", *_]:
            return "drop what?"
        case [("quit" | "exit") as word]:
            return f"bye ({word})"
        case [("a" | "b") as x, ("c" | "d") as y] | [("e" as x), ("f" as y)]:
            return f"pair {x}{y}"
        case [_, _, *_] as whole:
            return f"unknown {whole}"
        case _:
            return "?"

for c in ["go north", "go up", "drop a b", "drop", "quit", "exit", "a d", "e f",
          "x y z", "x"]:
    print(c, "->", f(c))

# names bound by a case stay bound even when the guard fails
match (1, 2):
    case (a, b) if a > b:
        print("no")
    case _:
        print("guard failed, a and b are", a, b)

# guard sees the capture
x = 10
match 3:
    case x if x > 2:
        print("x rebound", x)
print(x)

# guard evaluated only when the pattern matches
def g(v):
    print("guard called with", v)
    return v > 1
for v in [0, 1, 2]:
    match v:
        case 0:
            print("zero")
        case n if g(n):
            print("big", n)
        case n:
            print("small", n)
