print("{} {}".format(1, 2), "{1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2))
print("{0[0]} {0[key]}".format({0: "zero", "key": "k"}))
print("{0.real} {0.imag}".format(3))
class O:
    attr = "A"
    lst = [10, 20]
print("{o.attr} {o.lst[1]}".format(o=O()))
print("{:>8.3f}|{:<5}|{:^5}|".format(3.14159, "ab", "c"))
print("{!r} {!s} {!a}".format("q", "q", "é"))
print("{0:{1}}|".format(5, 4), "{:{}{}}".format(7, "<", 3) + "|")
print("{{}} {}".format("braces"))
try:
    "{}".format()
except IndexError as e:
    print("IndexError:", e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    "{x}".format(y=1)
except KeyError as e:
    print("KeyError:", e)
try:
    "{o.missing}".format(o=O())
except AttributeError as e:
    print("AttributeError:", e)
try:
    "{".format()
except ValueError as e:
    print("ValueError:", e)
print("{0}{0}".format("ab"), "%s and %d and %.2f" % ("s", 5, 2.5), "%(a)s" % {"a": 1})
print(format(255, "x"), format("s", ">3"), format(1.0))
