"""Sales report from CSV text: csv.DictReader, aggregation, csv.DictWriter output."""
import csv
import io
from collections import defaultdict
from typing import Dict, List

DATA = '''region,rep,product,units,unit_price,notes
North,Ann,Widget,10,2.50,
South,Bob,Gadget,3,10.00,"rush, priority"
North,Ann,Gadget,1,10.00,"said ""thanks"""
East,Cy,Widget,25,2.40,bulk
South,Bob,Widget,7,2.50,
East,Di,Gizmo,2,99.99,"multi
line note"
North,Ed,Gizmo,1,99.99,
'''


def load(text: str) -> List[Dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def main() -> None:
    rows = load(DATA)
    print(len(rows), rows[0])
    print([r["notes"] for r in rows])
    totals: Dict[str, float] = defaultdict(float)
    units: Dict[str, int] = defaultdict(int)
    for r in rows:
        totals[r["region"]] += int(r["units"]) * float(r["unit_price"])
        units[r["product"]] += int(r["units"])
    out = io.StringIO()
    w = csv.DictWriter(out, fieldnames=["region", "revenue"], lineterminator="\n")
    w.writeheader()
    for region in sorted(totals):
        w.writerow({"region": region, "revenue": f"{totals[region]:.2f}"})
    print(out.getvalue(), end="")
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC)
    writer.writerows([["product", "units"], *sorted(units.items())])
    print(out.getvalue(), end="")
    out = io.StringIO()
    csv.writer(out, delimiter=";", quotechar="'", quoting=csv.QUOTE_MINIMAL).writerow(["a;b", "it's", 3, None, 1.5])
    print(repr(out.getvalue()))
    reader = csv.reader(io.StringIO("x|y\n'1|2'|3\n"), delimiter="|", quotechar="'")
    print(list(reader))
    print(list(csv.reader(["a,b", "  c , d "], skipinitialspace=True)))
    try:
        list(csv.reader(io.StringIO('a,"b\n'), strict=True))
    except csv.Error as e:
        print("csv.Error:", e)
    try:
        csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"a": 1, "b": 2})
    except ValueError as e:
        print("ValueError:", e)
    print(csv.list_dialects() and sorted(csv.list_dialects()), csv.QUOTE_ALL, csv.excel.delimiter)


if __name__ == "__main__":
    main()
