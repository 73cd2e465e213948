"""A lazy ETL pipeline of generators, itertools and contextlib."""
import itertools
import json
from contextlib import contextmanager
from typing import Dict, Iterable, Iterator, List

RAW_LINES = [
    '{"ts": 1, "user": "ann", "event": "login"}',
    '{"ts": 2, "user": "bob", "event": "login"}',
    'not json at all',
    '{"ts": 3, "user": "ann", "event": "purchase", "amount": 30}',
    '{"ts": 5, "user": "ann", "event": "purchase", "amount": 12.5}',
    '{"ts": 6, "user": "bob", "event": "purchase", "amount": 99}',
    '{"ts": 7, "user": "cy", "event": "login"}',
    '{"ts": 9, "user": "bob", "event": "logout"}',
    '',
    '{"ts": 11, "user": "ann", "event": "logout"}',
]
STATS: Dict[str, int] = {"read": 0, "bad": 0}


@contextmanager
def stage(name: str) -> Iterator[None]:
    print(f"[{name}] start")
    try:
        yield
    finally:
        print(f"[{name}] done {STATS}")


def read(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        STATS["read"] += 1
        if line.strip():
            yield line


def parse(lines: Iterable[str]) -> Iterator[Dict]:
    for line in lines:
        try:
            yield json.loads(line)
        except json.JSONDecodeError as e:
            STATS["bad"] += 1
            print(f"  skip bad record: {e.msg}")


def windows(events: Iterable[Dict], size: int) -> Iterator[List[Dict]]:
    it = iter(events)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


def main() -> None:
    with stage("parse"):
        events = list(parse(read(RAW_LINES)))
    purchases = (e for e in events if e["event"] == "purchase")
    with stage("aggregate"):
        by_user = {u: sum(e["amount"] for e in g)
                   for u, g in itertools.groupby(sorted(purchases, key=lambda e: e["user"]), key=lambda e: e["user"])}
    print(by_user)
    for i, w in enumerate(windows(events, 3)):
        print(i, [e["ts"] for e in w])
    gaps = [b["ts"] - a["ts"] for a, b in itertools.pairwise(events)]
    print("gaps:", gaps, "max gap:", max(gaps))
    running = list(itertools.accumulate(e.get("amount", 0) for e in events))
    print("running revenue:", running)
    sessions = itertools.takewhile(lambda e: e["event"] != "logout", events)
    print("until first logout:", [e["user"] for e in sessions])
    print("after ts 5:", [e["ts"] for e in itertools.dropwhile(lambda e: e["ts"] <= 5, events)])
    users = sorted({e["user"] for e in events})
    print(list(itertools.combinations(users, 2)), list(itertools.compress(users, [1, 0, 1])))
    a, b = itertools.tee(e["ts"] for e in events)
    print(sum(a), max(b), list(itertools.filterfalse(lambda t: t % 2, range(8))))
    gen = read(["x", "y"])
    print(next(gen), next(gen), next(gen, "exhausted"))


if __name__ == "__main__":
    main()
