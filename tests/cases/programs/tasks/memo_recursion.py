from typing import Dict, Tuple

memo: Dict[int, int] = {}


def fib(n: int) -> int:
    if n in memo:
        return memo[n]
    result = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = result
    return result


def grid_paths(r: int, c: int, cache: Dict[Tuple[int, int], int] = {}) -> int:
    if r == 0 or c == 0:
        return 1
    key = (r, c)
    if key not in cache:
        cache[key] = grid_paths(r - 1, c) + grid_paths(r, c - 1)
    return cache[key]


def partitions(n: int, k: int, cache: Dict[Tuple[int, int], int]) -> int:
    """Number of partitions of n into parts of size at most k."""
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    if (n, k) not in cache:
        cache[(n, k)] = partitions(n - k, k, cache) + partitions(n, k - 1, cache)
    return cache[(n, k)]


def collatz_len(n: int, cache: Dict[int, int]) -> int:
    if n == 1:
        return 1
    if n in cache:
        return cache[n]
    nxt = n // 2 if n % 2 == 0 else 3 * n + 1
    cache[n] = 1 + collatz_len(nxt, cache)
    return cache[n]


print([fib(i) for i in range(20)])
print(fib(150))
print(len(memo))
print(grid_paths(10, 10), grid_paths(16, 16))
pc: Dict[Tuple[int, int], int] = {}
print([partitions(n, n, pc) for n in range(1, 25)])
print(partitions(100, 100, pc))
cc: Dict[int, int] = {}
best = max(range(1, 3000), key=lambda n: collatz_len(n, cc))
print(best, collatz_len(best, cc), len(cc))
