from typing import List, Tuple

DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def is_leap(y: int) -> bool:
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y: int, m: int) -> int:
    return 29 if m == 2 and is_leap(y) else DAYS_IN_MONTH[m - 1]


def to_ordinal(y: int, m: int, d: int) -> int:
    """Days since 0001-01-01 (day 1)."""
    y1 = y - 1
    days = y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400
    days += sum(days_in_month(y, k) for k in range(1, m))
    return days + d


def from_ordinal(n: int) -> Tuple[int, int, int]:
    y = 1
    while True:
        ylen = 366 if is_leap(y) else 365
        if n <= ylen:
            break
        n -= ylen
        y += 1
        if n > 146097 and y % 400 == 1:
            k = (n - 1) // 146097
            n -= k * 146097
            y += 400 * k
    m = 1
    while n > days_in_month(y, m):
        n -= days_in_month(y, m)
        m += 1
    return y, m, n


def weekday(y: int, m: int, d: int) -> str:
    return WEEKDAYS[(to_ordinal(y, m, d) - 1) % 7]


def add_days(date: Tuple[int, int, int], k: int) -> Tuple[int, int, int]:
    return from_ordinal(to_ordinal(*date) + k)


def month_calendar(y: int, m: int) -> List[str]:
    lines = [f"{MONTHS[m - 1]} {y}".center(20), "Mo Tu We Th Fr Sa Su"]
    first = (to_ordinal(y, m, 1) - 1) % 7
    cells = ["  "] * first + [f"{d:2}" for d in range(1, days_in_month(y, m) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return lines


print([y for y in (1900, 2000, 2023, 2024, 2100, 2400) if is_leap(y)])
for date in [(1970, 1, 1), (2000, 2, 29), (2024, 7, 4), (1969, 7, 20), (2038, 1, 19)]:
    print(date, weekday(*date), to_ordinal(*date))
print(add_days((2024, 2, 27), 3), add_days((2023, 12, 31), 1), add_days((2024, 3, 1), -1))
print(add_days((2000, 1, 1), 10000), to_ordinal(2024, 1, 1) - to_ordinal(2000, 1, 1))
for line in month_calendar(2024, 2):
    print(line.rstrip())
