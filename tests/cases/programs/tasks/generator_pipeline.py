from typing import Iterable, Iterator, List, Tuple


def read_records(lines: Iterable[str]) -> Iterator[Tuple[str, int]]:
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, value = line.partition(":")
        yield name.strip(), int(value)


def running_total(pairs: Iterable[Tuple[str, int]]) -> Iterator[Tuple[str, int, int]]:
    total = 0
    for name, v in pairs:
        total += v
        yield name, v, total


def chunked(it: Iterable[int], size: int) -> Iterator[List[int]]:
    chunk: List[int] = []
    for x in it:
        chunk.append(x)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def fibonacci() -> Iterator[int]:
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def primes() -> Iterator[int]:
    found: List[int] = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1


DATA = """
# inventory deltas
apples: 10
pears: 4

apples: -3
plums: 12
# end
pears: 1
"""
for row in running_total(read_records(DATA.splitlines())):
    print(row)
print(list(chunked(range(10), 3)))
fib = fibonacci()
print([next(fib) for _ in range(15)])
p = primes()
first = [next(p) for _ in range(20)]
print(first)
evens = (x for x in fibonacci() if x % 2 == 0)
print([next(evens) for _ in range(8)])
print(sum(x * x for x in range(100)), max((len(w), w) for w in "a bb ccc dd".split()))
