"""Parse CSV-like records into namedtuples and produce summaries."""
from collections import namedtuple, Counter, defaultdict
from typing import Iterable, List

RAW = """id,city,temp_c,humidity,station
1,Oslo,3.5,81,A
2,Lima,19.0,77,B
3,Oslo,-1.0,90,A
4,Cairo,28.5,30,C
5,Lima,21.5,70,B
6,Oslo,2.0,85,C
7,Cairo,31.0,25,C
"""

Reading = namedtuple("Reading", "id city temp_c humidity station")
Summary = namedtuple("Summary", ["city", "n", "lo", "hi", "mean"], defaults=[0.0])
Point = namedtuple("Point", "x y", rename=False)


def parse(text: str) -> List[Reading]:
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    assert tuple(header) == Reading._fields, header
    out = []
    for line in lines[1:]:
        f = line.split(",")
        out.append(Reading(int(f[0]), f[1], float(f[2]), int(f[3]), f[4]))
    return out


def summarise(rows: Iterable[Reading]) -> List[Summary]:
    by_city = defaultdict(list)
    for r in rows:
        by_city[r.city].append(r.temp_c)
    return [Summary(c, len(t), min(t), max(t), round(sum(t) / len(t), 2)) for c, t in sorted(by_city.items())]


def main() -> None:
    rows = parse(RAW)
    print(rows[0])
    for s in summarise(rows):
        print(f"{s.city:<6} n={s.n} lo={s.lo:5.1f} hi={s.hi:5.1f} mean={s.mean}")
    print(Counter(r.station for r in rows).most_common())
    hottest = max(rows, key=lambda r: r.temp_c)
    print("hottest:", hottest._asdict())
    print(Summary("X", 1, 2, 3), Summary._field_defaults)
    p = Point(3, 4)
    x, y = p
    print(p, x * y, p._replace(x=0), Point._make([5, 6]), p + (1,), p == (3, 4))
    print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
    Weird = namedtuple("Weird", ["ok", "def", "_x", "ok"], rename=True)
    print(Weird._fields)
    for bad in (["a", "a"], ["class"], ["1x"]):
        try:
            namedtuple("Bad", bad)
        except ValueError as e:
            print("ValueError:", e)
    try:
        Reading(1, 2)
    except TypeError as e:
        print("TypeError:", e)
    try:
        rows[0].city = "Bergen"
    except AttributeError as e:
        print("AttributeError:", e)
    print(Reading.__name__, Reading.city.__doc__, len(Reading._fields), hash(Point(1, 2)) == hash((1, 2)))


if __name__ == "__main__":
    main()
