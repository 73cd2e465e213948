class Money(float):
    def __repr__(self): return f"Money({float(self):.2f})"
m = Money(2.5)
print(m, m + 1, type(m + 1).__name__, m * 2, round(m), m.is_integer(), m.as_integer_ratio())
print(m == 2.5, m < 3, hash(m) == hash(2.5), int(m), f"{m:.3f}", str(m), -m, abs(Money(-1)))
print(isinstance(m, float), sorted([Money(3), 1.5, Money(2)]), max(m, 2), m.real, m.hex())
