"""Parse timestamped log lines with strptime/fromisoformat and bucket them by hour and weekday."""
from collections import Counter
from datetime import datetime, timedelta, timezone, date
from typing import List

LINES = """2024-05-01T08:15:02+00:00 INFO start
2024-05-01T08:59:59+00:00 WARN slow
01/May/2024:09:00:00 +0200 INFO legacy-format
2024-05-02T23:30:00-04:00 ERROR crash
2024-05-04T12:00:00+00:00 INFO weekend
garbage
2024-05-06 07:05:00 INFO naive
"""


def parse_ts(text: str) -> datetime:
    for parse in (datetime.fromisoformat, lambda t: datetime.strptime(t, "%d/%b/%Y:%H:%M:%S %z")):
        try:
            dt = parse(text)
        except ValueError:
            continue
        return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)
    raise ValueError(f"unrecognised timestamp {text!r}")


def main() -> None:
    events: List[datetime] = []
    for line in LINES.splitlines():
        if line.startswith("01/"):
            ts, level = " ".join(line.split()[:2]), line.split()[2]
        elif line[:4].isdigit() and line[10:11] == " ":
            ts, level = line[:19], line.split()[2]
        else:
            ts, _, rest = line.partition(" ")
            level = rest.split(" ")[0]
        try:
            dt = parse_ts(ts)
        except ValueError as e:
            print("skip:", e)
            continue
        utc = dt.astimezone(timezone.utc)
        events.append(utc)
        print(f"{utc:%Y-%m-%d %H:%M:%S %Z} {level:<5} offset={dt.utcoffset()} {utc.strftime('%a %j %U')}")
    print(sorted(Counter(e.hour for e in events).items()))
    print(sorted(Counter(e.strftime("%A") for e in events).items()))
    span = max(events) - min(events)
    print("span:", span, span.total_seconds() / 3600)
    print(datetime(2024, 5, 1, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(0, timezone.utc))
    print(date.fromisoformat("2024-05-06").toordinal(), date.fromordinal(739000), date(2024, 5, 6).ctime())
    print(datetime(2024, 5, 6, 7, 5).isoformat(timespec="minutes"), datetime.strptime("2024-366", "%Y-%j").date())
    print(datetime.min, datetime.max.year, timedelta.max.days, (datetime(2024, 1, 1) + timedelta(hours=0.5)).time())
    try:
        datetime.strptime("2024-13-01", "%Y-%m-%d")
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
