"""Sales report: f-string tables, % formatting, str.format with nested fields, numeric specs."""
from typing import Dict, List, Tuple

SALES: List[Tuple[str, str, int, float]] = [
    ("north", "widget", 120, 2.5), ("south", "widget", 80, 2.45), ("north", "gadget", 15, 19.99),
    ("east", "gizmo", 7, 149.0), ("west", "widget", 300, 2.4), ("south", "gadget", 22, 18.5),
    ("east", "widget", 0, 2.5), ("west", "gizmo", 3, 155.25), ("north", "gizmo", 1, 160.0),
]


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __format__(self, spec: str) -> str:
        sign = "-" if self.cents < 0 else ""
        d, c = divmod(abs(self.cents), 100)
        text = f"{sign}${d:,}.{c:02d}"
        return format(text, spec) if spec else text

    def __add__(self, other: "Money") -> "Money":
        return Money(self.cents + other.cents)

    def __repr__(self) -> str:
        return f"Money({self.cents})"


def main() -> None:
    header = f"{'region':<8}{'product':<9}{'qty':>6}{'price':>9}{'total':>12}"
    print(header)
    print("=" * len(header))
    totals: Dict[str, float] = {}
    for region, product, qty, price in SALES:
        total = qty * price
        totals[region] = totals.get(region, 0) + total
        print(f"{region:<8}{product:<9}{qty:>6d}{price:>9.2f}{total:>12,.2f}")
    print("-" * len(header))
    grand = sum(totals.values())
    for region, t in sorted(totals.items(), key=lambda kv: kv[1], reverse=True):
        print(f"{region:>10}: {t:>10.2f} {t / grand:>7.2%} {'#' * int(20 * t / grand)}")
    print(f"{'grand':>10}: {grand:>10.3f} {grand:e} {grand:.3g} {grand:g}")
    print("%-8s|%8.3f|%+d|%05d|%x|%X|%o|%e|%g|%r|%c|%%|%s" % ("pct", 3.14159, 5, 42, 255, 255, 8, 12345.678, 0.00001234, "q", 65, None))
    print("%(name)s has %(n)03d items costing %(cost).1f" % {"name": "bin", "n": 7, "cost": 9.95})
    print("%10.4s|%-6r|%*d|%-*d|" % ("abcdefgh", 1.5, 5, 42, 4, 7))
    print("{0}{1}{0}".format("ab", "cd"), "{:>{w}.{p}f}".format(2.71828, w=10, p=3))
    data = {"k": [10, 20], "name": "zed"}
    print("{0[k][1]} {0[name]!r} {1.real} {1.imag}".format(data, 3 + 4j))
    print("{:,}".format(1234567890), "{:_}".format(123456789), "{:_x}".format(0xDEADBEEF), "{:#b}".format(10))
    print(f"{12345.6789:,.2f} {0.5:.0f} {1.5:.0f} {2.5:.0f} {-0.0:.1f} {1e21:f} {1/3:.20f}")
    print(f"{42:#x} {42:#o} {42:08b} {-42:+08.2f} {3.0:=+10.2f} {7:^7d}|{'x':=>5}")
    print(f"{1e-5:g} {123456789.0:g} {1e16:g} {0.0001:g} {100000.0:g} {1e6:g} {float('nan'):f} {float('-inf'):F}")
    print(f"{Money(123456789):>18}|{Money(-5):<10}|{Money(99) + Money(1)}|{Money(7)!r}")
    width = 12
    for name, val in [("alpha", 1), ("beta", 22.5), ("gamma", -333)]:
        print(f"{name!s:.<{width}}{val!r:.>{width - 4}}")
    print(f"{'nested {braces}'} {{literal}} {'%d' % 5} {f'{3:{0}>4}'}")
    x = 10
    print(f"{x=}, {x*2=:>5}, {x!r:>3}, {'s'=}")
    print(format(1234.5, ",.1f"), format(0.000123, ".2e"), format(255, "x"), format("hi", "^6"))
    print(round(2.675, 2), round(-1.5), round(0.5), round(1234.5678, -2), round(7, -1), round(1e300 * 10, 2) if False else "")
    print("%.3f %.0e %5.1f%% %i" % (2 / 3, 12345, 99.44, 3.9))


if __name__ == "__main__":
    main()
