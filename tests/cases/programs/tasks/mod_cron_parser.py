"""Parse cron expressions with re and expand them into sorted schedules."""
import re
from itertools import islice, product
from typing import Dict, Iterator, List, Tuple

FIELDS = [("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6)]
NAMES = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
         "oct": 10, "nov": 11, "dec": 12, "sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}
PART = re.compile(r"^(?:(\*)|(\w+)(?:-(\w+))?)(?:/(\d+))?$")
ALIASES = {"@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0"}


class CronError(ValueError):
    pass


def value(tok: str, name: str) -> int:
    tok = tok.lower()
    if tok in NAMES:
        return NAMES[tok]
    if not tok.isdigit():
        raise CronError(f"bad {name} value {tok!r}")
    return int(tok)


def parse_field(text: str, name: str, lo: int, hi: int) -> List[int]:
    out = set()
    for part in text.split(","):
        m = PART.match(part)
        if not m:
            raise CronError(f"cannot parse {name} field {part!r}")
        star, a, b, step = m.groups()
        start, end = (lo, hi) if star else (value(a, name), value(b, name) if b else value(a, name))
        if step and not star and not b:
            end = hi
        if not (lo <= start <= hi and lo <= end <= hi):
            raise CronError(f"{name} {start}-{end} outside {lo}-{hi}")
        if start > end:
            raise CronError(f"{name} range {start}-{end} is reversed")
        out.update(range(start, end + 1, int(step or 1)))
    return sorted(out)


def parse(expr: str) -> Dict[str, List[int]]:
    expr = ALIASES.get(expr, expr)
    parts = expr.split()
    if len(parts) != 5:
        raise CronError(f"expected 5 fields, got {len(parts)}")
    return {name: parse_field(p, name, lo, hi) for p, (name, lo, hi) in zip(parts, FIELDS)}


def times_of_day(spec: Dict[str, List[int]]) -> Iterator[Tuple[int, int]]:
    for h, m in product(spec["hour"], spec["minute"]):
        yield h, m


def main() -> None:
    for expr in ["*/15 9-17 * * mon-fri", "0 0 1,15 * *", "5 4 * jan,jul sun", "@daily", "30 */6 * * *",
                 "0 12 * * 7", "61 * * * *", "* * *", "0 0 * * fri-mon", "0 0 ? * *", "10/20 * * * *"]:
        try:
            spec = parse(expr)
            summary = {k: (v if len(v) <= 6 else f"{v[:3]}..{v[-1]} ({len(v)})") for k, v in spec.items()}
            print(f"{expr!r}: {summary}")
            print("   first:", [f"{h:02d}:{m:02d}" for h, m in islice(times_of_day(spec), 4)])
        except CronError as e:
            print(f"{expr!r}: CronError: {e}")


if __name__ == "__main__":
    main()
