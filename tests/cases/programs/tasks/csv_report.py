from typing import Dict, List

RAW = """date,region,product,units,unit_price
2024-01-03,north,widget,10,2.50
2024-01-03,south,gadget,3,10.00
2024-01-04,north,gadget,7,9.50
2024-01-05,east,widget,,2.50
2024-01-05,south,widget,12,2.40
2024-02-01,north,"deluxe, widget",2,25.00
2024-02-02,east,gadget,5,10.00
2024-02-03,south,gizmo,1,99.99
"""


def split_csv_line(line: str) -> List[str]:
    fields, cur, quoted = [], [], False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    fields.append("".join(cur))
    return fields


def parse(raw: str) -> List[Dict[str, str]]:
    lines = raw.strip().splitlines()
    header = split_csv_line(lines[0])
    return [dict(zip(header, split_csv_line(l))) for l in lines[1:]]


rows = parse(RAW)
print(len(rows), "rows")
bad = [r for r in rows if not r["units"]]
print("skipped:", [(r["date"], r["product"]) for r in bad])
good = [r for r in rows if r["units"]]
by_region: Dict[str, float] = {}
by_month: Dict[str, int] = {}
for r in good:
    revenue = int(r["units"]) * float(r["unit_price"])
    by_region[r["region"]] = by_region.get(r["region"], 0.0) + revenue
    month = r["date"][:7]
    by_month[month] = by_month.get(month, 0) + int(r["units"])
print(f"{'region':<8}|{'revenue':>10}")
print("-" * 19)
for region, rev in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"{region:<8}|{rev:>10,.2f}")
print("=" * 19)
print(f"{'total':<8}|{sum(by_region.values()):>10,.2f}")
print(by_month)
products = sorted({r["product"] for r in rows})
print(products)
print(max(good, key=lambda r: float(r["unit_price"]))["product"])
