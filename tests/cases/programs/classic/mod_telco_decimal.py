"""The telco benchmark idea: price a stream of generated call records with Decimal and sum the taxes."""
import random
from decimal import Decimal, ROUND_DOWN, ROUND_HALF_EVEN, getcontext
from typing import Tuple

getcontext().rounding = ROUND_DOWN
RATES = (Decimal("0.0013"), Decimal("0.00894"))
TWODIG = Decimal("0.01")
DISTTAX = Decimal("0.0341")
BASETAX = Decimal("0.0675")


def price(seconds: int, kind: int) -> Tuple[Decimal, Decimal, Decimal]:
    r = RATES[kind]
    p = (r * seconds).quantize(TWODIG, rounding=ROUND_HALF_EVEN)
    b = (p * BASETAX).quantize(TWODIG)
    d = (p * DISTTAX).quantize(TWODIG) if kind else Decimal(0)
    return p, b, d


def main() -> None:
    rng = random.Random(3)
    sum_t = sum_b = sum_d = Decimal(0)
    lines = []
    for i in range(6000):
        secs = rng.randrange(1, 4000)
        kind = rng.randrange(2)
        p, b, d = price(secs, kind)
        t = p + b + d
        sum_t += t
        sum_b += b
        sum_d += d
        if i < 8:
            lines.append(f"{secs:>5} {kind} {p:>7} {b:>6} {d:>6} {t:>7}")
    print("\n".join(lines))
    print(f"total={sum_t} base_tax={sum_b} dist_tax={sum_d}")
    print(getcontext().rounding, getcontext().prec, Decimal(1) / 3)


if __name__ == "__main__":
    main()
