"""Interval bookkeeping with bisect: booking calendar, grade lookup, range counts."""
import bisect
from typing import List, Tuple


class Calendar:
    """Non-overlapping half-open bookings kept sorted by start."""

    def __init__(self) -> None:
        self.starts: List[int] = []
        self.ends: List[int] = []

    def book(self, start: int, end: int) -> bool:
        if start >= end:
            raise ValueError(f"empty interval [{start}, {end})")
        i = bisect.bisect_right(self.starts, start)
        if i > 0 and self.ends[i - 1] > start:
            return False
        if i < len(self.starts) and self.starts[i] < end:
            return False
        self.starts.insert(i, start)
        self.ends.insert(i, end)
        return True

    def __repr__(self) -> str:
        return f"Calendar({list(zip(self.starts, self.ends))})"


def grade(score: float, breakpoints=(60, 70, 80, 90), grades="FDCBA") -> str:
    return grades[bisect.bisect(breakpoints, score)]


def count_in_range(sorted_vals: List[int], lo: int, hi: int) -> int:
    return bisect.bisect_right(sorted_vals, hi) - bisect.bisect_left(sorted_vals, lo)


def merge_intervals(items: List[Tuple[int, int]]) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    for s, e in sorted(items):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def main() -> None:
    cal = Calendar()
    for s, e in [(10, 20), (15, 25), (20, 30), (5, 10), (0, 6), (30, 31)]:
        print(f"book({s}, {e}) -> {cal.book(s, e)}")
    print(cal)
    try:
        cal.book(7, 7)
    except ValueError as exc:
        print("ValueError:", exc)
    print([grade(s) for s in (33, 99, 77, 70, 89.9, 90, 60)])
    vals = sorted([5, 1, 9, 3, 3, 7, 12, 3, 8])
    print(vals, count_in_range(vals, 3, 8), count_in_range(vals, 10, 100))
    print(merge_intervals([(1, 3), (2, 6), (8, 10), (15, 18), (17, 20), (9, 9)]))
    recs = [("apple", 3), ("fig", 1), ("kiwi", 7)]
    keys = [r[0] for r in recs]
    for name in ("banana", "apple", "zucchini"):
        i = bisect.bisect_left(keys, name)
        found = i < len(keys) and keys[i] == name
        print(name, i, found)
    bisect.insort(recs, ("grape", 5))
    bisect.insort_left(recs, ("apple", 0))
    print(recs)
    print(bisect.bisect_left(recs, 4, key=lambda r: r[1] if r[0] != "x" else 0))


if __name__ == "__main__":
    main()
