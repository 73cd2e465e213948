"""A tiny query engine over lists of dicts: where/select/group_by/order_by/join with a fluent API."""
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

Row = Dict[str, Any]

EMPLOYEES: List[Row] = [
    {"id": 1, "name": "Ann", "dept": "eng", "salary": 120_000, "manager": None, "start": (2018, 3)},
    {"id": 2, "name": "Bob", "dept": "eng", "salary": 95_000, "manager": 1, "start": (2020, 7)},
    {"id": 3, "name": "Cyd", "dept": "ops", "salary": 70_000, "manager": 5, "start": (2019, 1)},
    {"id": 4, "name": "Dee", "dept": "eng", "salary": 105_500, "manager": 1, "start": (2021, 11)},
    {"id": 5, "name": "Eve", "dept": "ops", "salary": 99_999, "manager": None, "start": (2015, 5)},
    {"id": 6, "name": "Fay", "dept": "hr", "salary": 64_250, "manager": 5, "start": (2022, 2)},
    {"id": 7, "name": "Gus", "dept": "eng", "salary": 95_000, "manager": 4, "start": (2023, 6)},
]
DEPTS: List[Row] = [{"dept": "eng", "floor": 3}, {"dept": "ops", "floor": 1}, {"dept": "legal", "floor": 9}]


class Query:
    def __init__(self, rows: Iterable[Row]) -> None:
        self.rows = list(rows)

    def where(self, pred: Callable[[Row], bool]) -> "Query":
        return Query(r for r in self.rows if pred(r))

    def select(self, *cols: str, **computed: Callable[[Row], Any]) -> "Query":
        return Query({**{c: r[c] for c in cols}, **{k: f(r) for k, f in computed.items()}} for r in self.rows)

    def order_by(self, *keys: str) -> "Query":
        rows = self.rows[:]
        for key in reversed(keys):
            desc = key.startswith("-")
            name = key.lstrip("-")
            rows.sort(key=lambda r: (r[name] is None, r[name]), reverse=desc)
        return Query(rows)

    def group_by(self, key: str, **aggs: Tuple[str, Callable[[List[Any]], Any]]) -> "Query":
        groups: Dict[Any, List[Row]] = {}
        for r in self.rows:
            groups.setdefault(r[key], []).append(r)
        out = []
        for k, rows in groups.items():
            row = {key: k}
            for name, (col, fn) in aggs.items():
                row[name] = fn([r[col] for r in rows])
            out.append(row)
        return Query(out)

    def join(self, other: Sequence[Row], on: str, how: str = "inner") -> "Query":
        index: Dict[Any, List[Row]] = {}
        for r in other:
            index.setdefault(r[on], []).append(r)
        out = []
        for r in self.rows:
            matches = index.get(r[on], [])
            if matches:
                out.extend({**r, **m} for m in matches)
            elif how == "left":
                out.append({**r, **{k: None for k in other[0] if k != on}})
        return Query(out)

    def limit(self, n: int) -> "Query":
        return Query(self.rows[:n])

    def first(self) -> Optional[Row]:
        return self.rows[0] if self.rows else None

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def table(self) -> str:
        if not self.rows:
            return "(no rows)"
        cols = list(self.rows[0])
        def fmt(v: Any) -> str:
            if isinstance(v, float):
                return f"{v:,.2f}"
            if isinstance(v, int) and not isinstance(v, bool):
                return f"{v:,}"
            return "NULL" if v is None else str(v)
        cells = [[fmt(r.get(c)) for c in cols] for r in self.rows]
        widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(cols)]
        line = "+".join("-" * (w + 2) for w in widths)
        out = [" | ".join(c.ljust(w) for c, w in zip(cols, widths)), line]
        for row in cells:
            out.append(" | ".join(v.rjust(w) if v[0].isdigit() else v.ljust(w) for v, w in zip(row, widths)))
        return "\n".join(out)


def mean(xs: List[float]) -> float:
    return sum(xs) / len(xs)


def main() -> None:
    q = Query(EMPLOYEES)
    print(q.where(lambda r: r["dept"] == "eng").order_by("-salary", "name").select("name", "salary").table())
    print()
    print(q.group_by("dept", n=("id", len), total=("salary", sum), avg=("salary", mean),
                     newest=("start", max)).order_by("-total").table())
    print()
    print(q.join(DEPTS, on="dept", how="left").select("name", "dept", "floor").order_by("floor", "name").table())
    print()
    names = {r["id"]: r["name"] for r in EMPLOYEES}
    print(q.select("name", boss=lambda r: names.get(r["manager"]), years=lambda r: 2024 - r["start"][0])
          .where(lambda r: r["boss"] is not None).order_by("boss", "-years").table())
    print(len(q.where(lambda r: r["salary"] > 100_000)), q.order_by("start").first()["name"], q.limit(0).table())
    raise_rows = q.select("nope")


if __name__ == "__main__":
    main()
