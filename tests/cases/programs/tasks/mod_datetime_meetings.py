"""A meeting scheduler with datetime, timedelta and fixed-offset timezones."""
from datetime import date, datetime, time, timedelta, timezone
from typing import List, Tuple

UTC = timezone.utc
NYC = timezone(timedelta(hours=-5), "EST")
TOKYO = timezone(timedelta(hours=9), "JST")
Slot = Tuple[datetime, datetime]


def working_hours(day: date, tz: timezone) -> Slot:
    return (datetime.combine(day, time(9, 0), tz), datetime.combine(day, time(17, 0), tz))


def intersect(a: Slot, b: Slot) -> Slot | None:
    start, end = max(a[0], b[0]), min(a[1], b[1])
    return (start, end) if start < end else None


def free_slots(busy: List[Slot], window: Slot, minimum: timedelta) -> List[Slot]:
    out, cur = [], window[0]
    for s, e in sorted(busy):
        if s - cur >= minimum:
            out.append((cur, s))
        cur = max(cur, e)
    if window[1] - cur >= minimum:
        out.append((cur, window[1]))
    return out


def main() -> None:
    day = date(2024, 3, 15)
    ny, tk = working_hours(day, NYC), working_hours(day + timedelta(days=1), TOKYO)
    print(ny[0].isoformat(), tk[0].astimezone(UTC).isoformat())
    print(intersect(ny, tk))
    london = working_hours(day, UTC)
    both = intersect(ny, london)
    print("overlap:", both[0].astimezone(UTC).strftime("%H:%M"), "-", both[1].astimezone(UTC).strftime("%H:%M %Z"))
    busy = [(datetime(2024, 3, 15, 14, 30, tzinfo=UTC), datetime(2024, 3, 15, 15, 0, tzinfo=UTC)),
            (datetime(2024, 3, 15, 15, 45, tzinfo=UTC), datetime(2024, 3, 15, 16, 30, tzinfo=UTC))]
    for s, e in free_slots(busy, both, timedelta(minutes=30)):
        print(f"  free {s.astimezone(NYC):%a %H:%M %Z} for {(e - s)}")
    start = datetime(2024, 1, 31, 10, 0)
    print([(start + timedelta(weeks=w)).strftime("%Y-%m-%d %A") for w in range(4)])
    print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1), date(2024, 12, 30).isocalendar())
    d = datetime(2024, 3, 10, 23, 59, 59, 999999)
    print(d + timedelta(microseconds=1), d.replace(hour=0), d.weekday(), d.isoweekday(), d.timetuple().tm_yday)
    delta = datetime(2025, 1, 1) - datetime(2024, 3, 15, 12, 30)
    print(delta, delta.days, delta.seconds, delta.total_seconds(), timedelta(days=-1, hours=3), -timedelta(hours=1))
    print(timedelta(hours=36) // timedelta(hours=5), timedelta(hours=36) % timedelta(hours=5), timedelta(minutes=90) / 2)
    print(repr(timedelta(days=1, seconds=5)), repr(date(2024, 1, 1)), repr(NYC), str(TOKYO))
    for bad in [lambda: date(2023, 2, 29), lambda: time(25, 0), lambda: datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=UTC)]:
        try:
            bad()
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)


if __name__ == "__main__":
    main()
