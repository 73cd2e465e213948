print(format(3.5), format(3.5, ".1f"), format(42, "x"), format("s", "^5"), format(None))
print(format(1234, ","), format(-1.0, "+"), format(True), format(10**20, "e"))
try:
    format(None, "x")
except TypeError as e:
    print("TypeError:", e)
