try:
    f"{1:d}" + f"{'s':d}"
except ValueError as e:
    print("ValueError:", e)
try:
    f"{1.5:d}"
except ValueError as e:
    print("ValueError:", e)
try:
    f"{object():>10}"
    print("object with spec ok?")
except TypeError as e:
    print("TypeError:", e)
try:
    f"{[1]:x}"
except TypeError as e:
    print("TypeError:", e)
try:
    f"{1:,x}"
except ValueError as e:
    print("ValueError:", e)
print(f"{12345.678:,.2f}", f"{-0.0:.1f}", f"{float('nan'):>5}", f"{float('inf'):+}")
print(f"{3:=+5}", f"{-3:=5}", f"{255:#06x}", f"{65:c}")
class Bad:
    def __format__(self, spec):
        return 5
try:
    f"{Bad()}"
except TypeError as e:
    print("TypeError:", e)
v = 7
print(f"{v!r:>4}", f"{'x'!r:^7}")
