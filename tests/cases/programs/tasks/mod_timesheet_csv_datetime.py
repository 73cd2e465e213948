"""Timesheet aggregation: csv rows of datetimes, overtime rules, Decimal pay and a weekly report."""
import csv
import io
from collections import defaultdict
from datetime import date, datetime, timedelta
from decimal import Decimal, ROUND_HALF_UP
from typing import Dict, List

TIMESHEET = """employee,start,end,rate
ann,2024-06-03 08:00,2024-06-03 17:30,22.50
ann,2024-06-04 08:00,2024-06-04 19:00,22.50
bob,2024-06-03 22:00,2024-06-04 06:00,18.00
ann,2024-06-08 10:00,2024-06-08 14:00,22.50
bob,2024-06-05 09:00,2024-06-05 09:00,18.00
cy,2024-06-07 13:15,2024-06-07 12:00,30.00
bob,2024-06-10 09:00,2024-06-10 17:00,18.00
"""
FMT = "%Y-%m-%d %H:%M"


def week_start(d: date) -> date:
    return d - timedelta(days=d.weekday())


def main() -> None:
    hours: Dict[tuple, timedelta] = defaultdict(timedelta)
    pay: Dict[str, Decimal] = defaultdict(Decimal)
    for row in csv.DictReader(io.StringIO(TIMESHEET)):
        start, end = datetime.strptime(row["start"], FMT), datetime.strptime(row["end"], FMT)
        if end <= start:
            print(f"skip {row['employee']}: shift ends {end:%H:%M} before it starts {start:%H:%M}")
            continue
        dur = end - start
        rate = Decimal(row["rate"])
        regular = min(dur, timedelta(hours=8))
        overtime = dur - regular
        weekend = start.weekday() >= 5
        mult = Decimal("1.5") if weekend else Decimal(1)
        h = lambda td: Decimal(td.total_seconds()) / 3600
        amount = (h(regular) * rate * mult + h(overtime) * rate * Decimal("1.5")).quantize(Decimal("0.01"), ROUND_HALF_UP)
        pay[row["employee"]] += amount
        hours[(row["employee"], week_start(start.date()))] += dur
        print(f"{row['employee']:<4} {start:%a %d %b %H:%M} {dur} overtime={overtime} weekend={weekend} -> {amount}")
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["employee", "week", "hours"])
    for (emp, wk), td in sorted(hours.items()):
        w.writerow([emp, wk.isoformat(), td.total_seconds() / 3600])
    print(out.getvalue(), end="")
    print({k: str(v) for k, v in sorted(pay.items())}, sum(pay.values()))


if __name__ == "__main__":
    main()
