x = 3.5
n = 255
s = "text"
print(f"{x!r:>8}|{s!r:^10}|{n!s:>5}")
print("{0!r:^10}|{1:%}|{2:}".format("a", 0.25, 7))
print(format(x, ""), format(n, ""), format(s, ""))
print(f"{n:{'>'}{10}}|", f"{n:{'x'}}")
print(f"{x:.{1}f}", f"{x:{''}}")
print(f"{'{'}{'}'}")
print(f"{3 + 4=}", f"{ x = }", f"{x=!r:>10}")
items = ["a", "b"]
print(f"{', '.join(items)}", f"{len(items)!r}")
print(f"{n:>{len(s)}}")
print(f'{"quoted"}', f"{'single'}")
print(f"{x:10}", f"{s:10}|", f"{n:<10}|", f"{True:>5}|", f"{None!s:>6}|")
print(f"{1e-7}", f"{1e16}", f"{123456789.123456789}", f"{0.1 + 0.2}")
print(f"{-5:05}", f"{5:+05}", f"{-5.5:08.2f}", f"{1234.5:,.1f}")
print(f"{'abc'!a}", f"{'ñ'!a}", ascii("ñ"))
print("%5s|%-5s|%05d|%x|%o|%e|%g|%r|%%|%c" % ("a", "b", 42, 255, 8, 1.5, 0.00001, "r", 65))
print("%(name)s is %(age)d" % {"name": "x", "age": 3})
print("%.3s|%*d|%-*d|" % ("abcdef", 5, 1, 4, 2))
try:
    print("%d" % "s")
except TypeError as e:
    print("TypeError:", e)
try:
    print("%s %s" % ("one",))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%s" % ("a", "b"))
except TypeError as e:
    print("TypeError:", e)
