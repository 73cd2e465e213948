"""Digits of pi and e with decimal at high precision (Machin's formula and the series for e)."""
from decimal import Decimal, localcontext


def arctan_inv(x: int, prec: int) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = prec + 10
        x2 = x * x
        term = Decimal(1) / x
        total = term
        n, sign = 1, 1
        eps = Decimal(10) ** -(prec + 5)
        while abs(term) > eps:
            term /= x2
            n += 2
            sign = -sign
            total += sign * term / n
        return total


def machin_pi(prec: int) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = prec + 10
        pi = 4 * (4 * arctan_inv(5, prec) - arctan_inv(239, prec))
        ctx.prec = prec
        return +pi


def euler(prec: int) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = prec + 5
        total, term, k = Decimal(0), Decimal(1), 0
        while term > Decimal(10) ** -(prec + 3):
            total += term
            k += 1
            term /= k
        ctx.prec = prec
        return +total


def main() -> None:
    for prec in (10, 50, 200, 600):
        s = str(machin_pi(prec))
        print(prec, s[:52], s[-10:])
    print(str(euler(300))[-20:], euler(30))
    with localcontext() as ctx:
        ctx.prec = 100
        print(Decimal(2).sqrt(), Decimal(10).ln())


if __name__ == "__main__":
    main()
