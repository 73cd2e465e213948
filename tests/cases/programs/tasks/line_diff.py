from typing import List, Tuple

OLD = """def greet(name):
    print("Hello", name)

def main():
    greet("world")
    greet("there")
    return 0
""".splitlines()
NEW = """def greet(name, punct="!"):
    print("Hello", name + punct)

def main():
    greet("world")
    greet("again")
    greet("there")
    return 1
""".splitlines()


def diff(a: List[str], b: List[str]) -> List[Tuple[str, str]]:
    n, m = len(a), len(b)
    L = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            L[i][j] = L[i + 1][j + 1] + 1 if a[i] == b[j] else max(L[i + 1][j], L[i][j + 1])
    out: List[Tuple[str, str]] = []
    i = j = 0
    while i < n and j < m:
        if a[i] == b[j]:
            out.append((" ", a[i]))
            i += 1
            j += 1
        elif L[i + 1][j] >= L[i][j + 1]:
            out.append(("-", a[i]))
            i += 1
        else:
            out.append(("+", b[j]))
            j += 1
    out += [("-", x) for x in a[i:]] + [("+", x) for x in b[j:]]
    return out


result = diff(OLD, NEW)
for tag, line in result:
    print(tag, line)
added = sum(1 for t, _ in result if t == "+")
removed = sum(1 for t, _ in result if t == "-")
print(f"{added} insertions(+), {removed} deletions(-)")
print(diff(["a", "b", "c"], ["a", "b", "c"]) == [(" ", x) for x in "abc"], diff([], ["x"]))
