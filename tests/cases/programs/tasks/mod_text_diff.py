"""A line diff via LCS dynamic programming, with a unified-style report."""
from functools import lru_cache
from typing import List, Tuple

OLD = """def greet(name):
    print("Hello, " + name)

def add(a, b):
    return a + b

def main():
    greet("world")
""".splitlines()

NEW = """def greet(name: str) -> None:
    print(f"Hello, {name}")

def add(a, b):
    return a + b

def sub(a, b):
    return a - b

def main():
    greet("world")
    print(add(1, 2))
""".splitlines()


def lcs_table(a: List[str], b: List[str]) -> List[List[int]]:
    t = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            t[i][j] = t[i + 1][j + 1] + 1 if a[i] == b[j] else max(t[i + 1][j], t[i][j + 1])
    return t


def diff(a: List[str], b: List[str]) -> List[Tuple[str, str]]:
    t = lcs_table(a, b)
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append((" ", a[i]))
            i += 1
            j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            out.append(("-", a[i]))
            i += 1
        else:
            out.append(("+", b[j]))
            j += 1
    out += [("-", x) for x in a[i:]] + [("+", x) for x in b[j:]]
    return out


@lru_cache(maxsize=None)
def lcs_str(x: str, y: str) -> str:
    if not x or not y:
        return ""
    if x[0] == y[0]:
        return x[0] + lcs_str(x[1:], y[1:])
    return max(lcs_str(x[1:], y), lcs_str(x, y[1:]), key=len)


def main() -> None:
    d = diff(OLD, NEW)
    for tag, line in d:
        print(f"{tag} {line}")
    adds = sum(t == "+" for t, _ in d)
    dels = sum(t == "-" for t, _ in d)
    print(f"{adds} insertions(+), {dels} deletions(-), similarity {2 * lcs_table(OLD, NEW)[0][0] / (len(OLD) + len(NEW)):.3f}")
    print(repr(lcs_str("AGGTAB", "GXTXAYB")), repr(lcs_str("abcdef", "acf")), lcs_str.cache_info().hits > 0)


if __name__ == "__main__":
    main()
