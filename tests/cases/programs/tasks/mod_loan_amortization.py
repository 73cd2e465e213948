"""A loan amortization schedule computed exactly with Decimal."""
from decimal import Decimal, ROUND_HALF_UP, getcontext
from typing import Iterator, NamedTuple

getcontext().prec = 28
CENT = Decimal("0.01")


class Payment(NamedTuple):
    n: int
    payment: Decimal
    interest: Decimal
    principal: Decimal
    balance: Decimal


def monthly_payment(principal: Decimal, annual_rate: Decimal, months: int) -> Decimal:
    r = annual_rate / 12
    if r == 0:
        return (principal / months).quantize(CENT, ROUND_HALF_UP)
    factor = (1 + r) ** months
    return (principal * r * factor / (factor - 1)).quantize(CENT, ROUND_HALF_UP)


def schedule(principal: Decimal, annual_rate: Decimal, months: int) -> Iterator[Payment]:
    pay = monthly_payment(principal, annual_rate, months)
    balance = principal
    for n in range(1, months + 1):
        interest = (balance * annual_rate / 12).quantize(CENT, ROUND_HALF_UP)
        p = pay if n < months else balance + interest
        principal_part = p - interest
        balance -= principal_part
        yield Payment(n, p, interest, principal_part, balance)


def main() -> None:
    loan, rate = Decimal("25000"), Decimal("0.065")
    rows = list(schedule(loan, rate, 36))
    print("monthly:", monthly_payment(loan, rate, 36))
    print(f"{'n':>3} {'payment':>9} {'interest':>9} {'principal':>10} {'balance':>10}")
    for r in rows[:3] + rows[-3:]:
        print(f"{r.n:>3} {r.payment:>9} {r.interest:>9} {r.principal:>10} {r.balance:>10}")
    total_interest = sum(r.interest for r in rows)
    print("total interest:", total_interest, "final balance:", rows[-1].balance)
    for rate_s in ("0", "0.03", "0.12"):
        print(rate_s, monthly_payment(Decimal(10000), Decimal(rate_s), 12))
    print(Decimal("1.005") ** 12, (Decimal(1) + Decimal("0.05") / 365) ** 365)
    print(Decimal(2).ln().quantize(Decimal("1e-10")), Decimal(10).log10(), Decimal("1e-3").exp().quantize(Decimal("1e-12")))


if __name__ == "__main__":
    main()
