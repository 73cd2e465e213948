"""Dynamic programming with functools.lru_cache and cache."""
import sys
from functools import cache, lru_cache, reduce, partial, wraps
from typing import Callable, Tuple


@lru_cache(maxsize=None)
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@cache
def edit_distance(a: str, b: str) -> int:
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))


def count_paths(grid: Tuple[str, ...]) -> int:
    rows, cols = len(grid), len(grid[0])

    @lru_cache(maxsize=128)
    def go(r: int, c: int) -> int:
        if r >= rows or c >= cols or grid[r][c] == "#":
            return 0
        if (r, c) == (rows - 1, cols - 1):
            return 1
        return go(r + 1, c) + go(r, c + 1)

    result = go(0, 0)
    print("  cache:", go.cache_info())
    return result


def traced(fn: Callable) -> Callable:
    @wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


@traced
@lru_cache(maxsize=32)
def partitions(n: int, k: int) -> int:
    """Number of partitions of n into parts of size at most k."""
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)


def main() -> None:
    sys.setrecursionlimit(3000)
    print([fib(i) for i in range(15)], fib(200))
    print(fib.cache_info())
    fib.cache_clear()
    print(fib.cache_info())
    for a, b in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("intention", "execution")]:
        print(f"{a!r} -> {b!r}: {edit_distance(a, b)}")
    print("paths:", count_paths(("....", ".#..", "...#", "#...")))
    print("p(30):", partitions(30, 30), partitions.__name__, partitions.__doc__)
    print("calls:", partitions.calls, partitions.__wrapped__.cache_info().currsize <= 32)
    print(reduce(lambda a, b: a * b, range(1, 11)), reduce(max, [3, 9, 2], 0))
    int2 = partial(int, base=2)
    print(int2("101101"), int2.func is int, int2.keywords)
    try:
        fib("x")
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
