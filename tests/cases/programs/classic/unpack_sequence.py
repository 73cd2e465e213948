"""The unpack_sequence micro-benchmark, plus star-unpacking forms in a loop."""
from typing import Any, List, Sequence, Tuple


def do_unpacking(loops: int, to_unpack: Sequence[Any]) -> int:
    total = 0
    for _ in range(loops):
        a, b, c, d, e, f, g, h, i, j = to_unpack
        a, b, c, d, e, f, g, h, i, j = to_unpack
        a, b, c, d, e, f, g, h, i, j = to_unpack
        total += a + j
    return total


def star_forms(data: List[int]) -> List[Tuple[Any, ...]]:
    out = []
    first, *middle, last = data
    out.append((first, middle, last))
    *init, tail = data
    out.append((init, tail))
    head, *rest = data
    out.append((head, rest))
    (a, b), *c = [(1, 2), (3, 4), (5, 6)]
    out.append((a, b, c))
    [x, [y, *z]] = [10, [20, 30, 40]]
    out.append((x, y, z))
    for p, *q in [(1, 2, 3), (4,), (5, 6)]:
        out.append((p, q))
    m, n = n2, m2 = 7, 8
    out.append((m, n, n2, m2))
    out.append((*data[:2], *"ab", *range(2), *{"k": 1}))
    d = {**{"a": 1}, "b": 2, **{"a": 3}}
    out.append(tuple(d.items()))
    return out


def main() -> None:
    print(do_unpacking(2000, tuple(range(10))), do_unpacking(2000, list(range(10, 20))))
    for row in star_forms([1, 2, 3, 4, 5]):
        print(row)
    for bad in ([1, 2], [1, 2, 3, 4], "ab"):
        try:
            x, y, z = bad
        except ValueError as exc:
            print(f"ValueError: {exc}")
    try:
        a, *b, c = [1]
    except ValueError as exc:
        print(f"ValueError: {exc}")
    try:
        a, b = 5
    except TypeError as exc:
        print(f"TypeError: {exc}")
    a, b, c = (x * 2 for x in range(3))
    print(a, b, c)
    i, j = j, i = 1, 2
    print(i, j)


if __name__ == "__main__":
    main()
