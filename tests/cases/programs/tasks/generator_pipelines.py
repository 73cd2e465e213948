"""Generator pipelines: log processing, coroutine-style accumulators with send, yield from trees."""
from typing import Dict, Generator, Iterable, Iterator, List, Tuple

LOG = """\
2024-01-01 10:00:01 INFO  user=alice action=login
2024-01-01 10:00:05 WARN  user=bob action=login failed=1
2024-01-01 10:01:00 INFO  user=alice action=view page=/home
2024-01-01 10:02:30 ERROR user=carol action=pay amount=12.50
# comment line
2024-01-01 10:03:00 INFO  user=bob action=login
2024-01-01 10:04:10 INFO  user=bob action=pay amount=99.99

2024-01-01 10:05:00 ERROR user=alice action=pay amount=5
2024-01-01 10:06:00 INFO  user=dave action=logout"""


def lines(text: str) -> Iterator[str]:
    for raw in text.splitlines():
        raw = raw.strip()
        if raw and not raw.startswith("#"):
            yield raw


def parse(stream: Iterable[str]) -> Iterator[Dict[str, str]]:
    for line in stream:
        date, time, level, *rest = line.split()
        rec = {"ts": f"{date}T{time}", "level": level}
        rec.update(kv.split("=", 1) for kv in rest)
        yield rec


def where(stream: Iterable[Dict[str, str]], **conds: str) -> Iterator[Dict[str, str]]:
    return (r for r in stream if all(r.get(k) == v for k, v in conds.items()))


def running_total() -> Generator[float, float, str]:
    total = 0.0
    count = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
        count += 1
    return f"{count} values, total {total:.2f}"


def delegator(results: List[str]) -> Generator[float, float, None]:
    summary = yield from running_total()
    results.append(summary)


def chunked(it: Iterable[int], n: int) -> Iterator[Tuple[int, ...]]:
    buf: List[int] = []
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield tuple(buf)
            buf = []
    if buf:
        yield tuple(buf)


def flatten(tree) -> Iterator[int]:
    for node in tree:
        if isinstance(node, (list, tuple)):
            yield from flatten(node)
        else:
            yield node


def fib() -> Iterator[int]:
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n: int, it: Iterable[int]) -> List[int]:
    out = []
    for x in it:
        if len(out) >= n:
            break
        out.append(x)
    return out


def main() -> None:
    records = list(parse(lines(LOG)))
    print(len(records), records[0])
    for r in where(records, action="pay"):
        print(f"  {r['ts']} {r['user']:>6} {float(r['amount']):8.2f} {r['level']}")
    print(sorted({r["user"] for r in where(records, level="INFO")}))
    results: List[str] = []
    acc = delegator(results)
    print(next(acc))
    for r in where(records, action="pay"):
        print(acc.send(float(r["amount"])))
    try:
        acc.send(None)
    except StopIteration as stop:
        print("stopped", stop.value, results)
    print(list(chunked(range(10), 4)), list(chunked([], 3)))
    print(list(flatten([1, [2, [3, (4, 5)], []], 6])))
    print(take(12, fib()), sum(x for x in take(30, fib()) if x % 2 == 0))
    gen = (x * x for x in range(5))
    print(next(gen), list(gen), list(gen))
    evens = filter(lambda x: x % 2 == 0, map(lambda x: x * 3, range(10)))
    print(list(zip(evens, "abcdef")), list(enumerate("xyz", start=1)))
    g = running_total()
    next(g)
    g.send(1.5)
    try:
        g.throw(ValueError("bad reading"))
    except ValueError as exc:
        print("thrown back:", exc)
    print(next(g, "exhausted"))
    g2 = running_total()
    next(g2)
    g2.close()
    print(g2.gi_running if hasattr(g2, "gi_running") else None)
    counts: Dict[str, int] = {}
    for rec in records:
        counts[rec["level"]] = counts.get(rec["level"], 0) + 1
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    it = iter(records)
    print(next(it)["user"], next(it)["user"], sum(1 for _ in it))
    print(max(records, key=lambda r: r["ts"])["user"], min(map(len, records)))
    next(iter([]))


if __name__ == "__main__":
    main()
