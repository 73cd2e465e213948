print(format(3.14159, ".2f"), format(42, "08b"), format(255, "X"), format("s", "^5"), format(1e-5, "g"))
print("{:>8}|{:<8}|{:^8}|{:*^9}".format("r", "l", "c", "mid"))
print("{0}{1}{0}".format("ab", "-"), "{name}:{age}".format(name="x", age=3), "{0[1]}{1[k]}".format([0, 9], {"k": "v"}))
print("{:,}".format(1234567), "{:_x}".format(0xABCDEF), "{:.3%}".format(0.12345), "{:+.1e}".format(-12345.6789))
print("{!r} {!s} {!a}".format("q", 1.0, "ü"), "{:{w}.{p}f}".format(2.71828, w=10, p=3))
print("{:g} {:g} {:g} {:g}".format(100000.0, 1000000.0, 1e-4, 1.5e-5), "{:n}".format(1234))
print("{:#o} {:#x} {:#b} {:c}".format(8, 255, 5, 9731), "{:=10d}".format(-42), "{: d}".format(7))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        if spec == "short":
            return f"${self.cents // 100}"
        return f"${self.cents / 100:{spec or '.2f'}}"


m = Money(123456)
print(f"{m} {m:short} {m:,.1f}", format(m), "{:short}".format(m))
print("{:.2}".format("abcdef"), "{:10.3}|".format("abcdef"), f"{'x':>{3}}", "{}".format(None))
print(format(True, "d"), format(True), format(3, ".2f"), f"{-0.0:+.1f}", f"{float('inf'):>6}", f"{float('nan')}")
try:
    format("s", "d")
except ValueError as e:
    print("ValueError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
