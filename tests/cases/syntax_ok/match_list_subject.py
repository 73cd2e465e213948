# a list display as match subject, and match/case as ordinary names
match [1, [2, [3, 4]]]:
    case [a, [b, [c, d]]]:
        print(a + b + c + d)
match [1, [2]]:
    case [a, b]:
        print(a, b)
match [(1, 2)]:
    case [(x, y)]:
        print("pair", x, y)
match []:
    case []:
        print("empty")
match [7]:  # comment
    case [n]:
        print(n, type([7]).__name__)
match [i * i for i in range(3)]:
    case [0, *rest]:
        print("rest", rest)
match [*"ab", 1]:
    case [p, q, r]:
        print(p, q, r)
lst = [1]
match [*lst]:
    case [one]:
        print("one", one)
match [lst]:
    case [[z]]:
        print("z", z)
match (1, 2):
    case (u, v):
        print(u, v)
d = {"k": 1}
match {**d}:
    case {"k": k}:
        print("k", k)
x = 5
match -x:
    case -5:
        print("neg")
a, b = 1, [2]
match a, *b:
    case (1, 2):
        print("star subject")
match = [10, 20]
print(match[0], match[1:])
match[0] = 11
print(match)
case = print
case("case call")
match: int = 3
print(match)


def match(v):
    return v * 2


print(match(4))
