"""Date arithmetic by hand: leap years, day of week, adding days, ISO weeks, and a calendar print."""
from typing import List, Tuple

MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]
DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class DateError(ValueError):
    pass


def is_leap(y: int) -> bool:
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y: int, m: int) -> int:
    return 29 if m == 2 and is_leap(y) else MONTH_DAYS[m - 1]


class Date:
    __slots__ = ("year", "month", "day")

    def __init__(self, year: int, month: int, day: int) -> None:
        if not 1 <= month <= 12:
            raise DateError(f"month must be in 1..12, not {month}")
        if not 1 <= day <= days_in_month(year, month):
            raise DateError(f"day {day} is out of range for {MONTH_NAMES[month - 1]} {year}")
        self.year, self.month, self.day = year, month, day

    @classmethod
    def from_ordinal(cls, n: int) -> "Date":
        # days since 0001-01-01 (ordinal 1), as datetime.date.fromordinal
        n -= 1
        n400, n = divmod(n, 146097)
        year = n400 * 400 + 1
        n100, n = divmod(n, 36524)
        n4, n = divmod(n, 1461)
        n1, n = divmod(n, 365)
        year += n100 * 100 + n4 * 4 + n1
        if n1 == 4 or n100 == 4:
            return cls(year - 1, 12, 31)
        month = 1
        while n >= days_in_month(year, month):
            n -= days_in_month(year, month)
            month += 1
        return cls(year, month, n + 1)

    def ordinal(self) -> int:
        y = self.year - 1
        days = y * 365 + y // 4 - y // 100 + y // 400
        days += sum(days_in_month(self.year, m) for m in range(1, self.month))
        return days + self.day

    def weekday(self) -> int:
        return (self.ordinal() + 6) % 7

    def __add__(self, days: int) -> "Date":
        if not isinstance(days, int):
            return NotImplemented
        return Date.from_ordinal(self.ordinal() + days)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, Date):
            return self.ordinal() - other.ordinal()
        if isinstance(other, int):
            return self + (-other)
        return NotImplemented

    def _key(self) -> Tuple[int, int, int]:
        return (self.year, self.month, self.day)

    def __eq__(self, other):
        return isinstance(other, Date) and self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Date({self.year}, {self.month}, {self.day})"

    def __str__(self) -> str:
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"

    def __format__(self, spec: str) -> str:
        if spec == "long":
            return f"{DAY_NAMES[self.weekday()]}, {MONTH_NAMES[self.month - 1]} {self.day}, {self.year}"
        return format(str(self), spec)

    def isocalendar(self) -> Tuple[int, int, int]:
        year = self.year
        def week1(y: int) -> int:
            jan4 = Date(y, 1, 4).ordinal()
            return jan4 - (jan4 + 6) % 7
        start = week1(year)
        o = self.ordinal()
        if o < start:
            year -= 1
            start = week1(year)
        elif o >= week1(year + 1):
            year += 1
            start = week1(year)
        week, day = divmod(o - start, 7)
        return year, week + 1, day + 1


def calendar(y: int, m: int) -> List[str]:
    lines = [f"{MONTH_NAMES[m - 1]} {y}".center(20), "Mo Tu We Th Fr Sa Su"]
    first = Date(y, m, 1).weekday()
    cells = ["  "] * first + [f"{d:2d}" for d in range(1, days_in_month(y, m) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return lines


def main() -> None:
    print([y for y in (1900, 2000, 2023, 2024, 2100, 2400) if is_leap(y)])
    d = Date(2024, 2, 28)
    for n in (1, 2, 366, -59, 10000):
        print(f"{d} + {n} = {d + n}")
    print(Date(2000, 1, 1).ordinal(), Date.from_ordinal(730120), Date.from_ordinal(1))
    for dt in (Date(2024, 12, 30), Date(2021, 1, 3), Date(2020, 12, 31), Date(1999, 6, 15)):
        print(f"{dt:long} | {dt:>14} | iso {dt.isocalendar()}")
    print(Date(2024, 3, 1) - Date(2023, 3, 1), Date(2023, 3, 1) - 1, 5 + Date(2023, 12, 30))
    print(sorted([Date(2020, 5, 1), Date(2019, 12, 31), Date(2020, 1, 15)]))
    print(len({Date(2020, 1, 1), Date(2020, 1, 1) + 0, Date(2019, 12, 31) + 1}))
    print("\n".join(calendar(2024, 2)))
    for args in ((2023, 2, 29), (2023, 13, 1), (2023, 4, 31)):
        try:
            Date(*args)
        except DateError as exc:
            print(f"{type(exc).__name__}: {exc}")
    print(Date(2020, 1, 1) - "x")


if __name__ == "__main__":
    main()
