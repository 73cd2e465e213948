"""Invoice totals with decimal.Decimal: quantize, rounding modes, contexts and errors."""
from dataclasses import dataclass
from decimal import ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation, localcontext, getcontext
from typing import List

CENT = Decimal("0.01")


@dataclass
class Line:
    sku: str
    qty: int
    unit: Decimal
    vat: Decimal = Decimal("0.20")

    @property
    def net(self) -> Decimal:
        return (self.unit * self.qty).quantize(CENT, rounding=ROUND_HALF_UP)

    @property
    def tax(self) -> Decimal:
        return (self.net * self.vat).quantize(CENT, rounding=ROUND_HALF_UP)


def parse_price(text: str) -> Decimal:
    try:
        d = Decimal(text.strip().lstrip("$"))
    except InvalidOperation:
        raise ValueError(f"bad price {text!r}") from None
    if d.is_nan() or d < 0:
        raise ValueError(f"bad price {text!r}")
    return d


def split_evenly(total: Decimal, parts: int) -> List[Decimal]:
    base = (total / parts).quantize(CENT, rounding=ROUND_DOWN)
    shares = [base] * parts
    remainder = int((total - base * parts) / CENT)
    for i in range(remainder):
        shares[i] += CENT
    return shares


def main() -> None:
    lines = [Line("A-1", 3, parse_price("$19.99")), Line("B-2", 1, parse_price("0.125")),
             Line("C-3", 7, parse_price("2.345"), Decimal("0.05")), Line("D-4", 2, parse_price("1000"), Decimal(0))]
    for bad in ["abc", "-1", "NaN"]:
        try:
            parse_price(bad)
        except ValueError as e:
            print("ValueError:", e)
    for l in lines:
        print(f"{l.sku} {l.qty:>2} x {l.unit:>8} = {l.net:>9} + tax {l.tax:>7}")
    net = sum((l.net for l in lines), Decimal(0))
    tax = sum((l.tax for l in lines), Decimal(0))
    print(f"net {net} tax {tax} gross {net + tax}")
    print(split_evenly(net + tax, 3), sum(split_evenly(net + tax, 3)) == net + tax)
    for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN):
        print(mode, [str(Decimal(x).quantize(CENT, rounding=mode)) for x in ("0.125", "0.135", "-0.125", "2.675")])
    print(Decimal("1.1") + Decimal("2.2"), 1.1 + 2.2, Decimal(0.1), Decimal("1.30") * 2, Decimal("10") / 4)
    with localcontext() as ctx:
        ctx.prec = 6
        print(Decimal(1) / Decimal(7), Decimal(2).sqrt(), getcontext().prec)
    print(Decimal(1) / Decimal(7), getcontext().prec)
    print(Decimal("123.4500").normalize(), Decimal("1E+3").to_integral_value(), Decimal("-0"), Decimal("7.5") // 2, Decimal("-7.5") % 2)
    print(Decimal("3.14159").as_tuple(), Decimal("12.5").as_integer_ratio(), round(Decimal("2.5")), round(Decimal("2.567"), 2))
    print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.000123'):.2e}", f"{Decimal('42'):>8}|")
    for expr in (lambda: Decimal(1) / 0, lambda: Decimal("x"), lambda: Decimal("inf") - Decimal("inf")):
        try:
            expr()
        except ArithmeticError as e:
            print(type(e).__name__, e)


if __name__ == "__main__":
    main()
