print("%s|%r|%a" % ("s", "s", "é"))
print("%d|%i|%5d|%-5d|%05d|%+d" % (1, 2, 3, 4, 5, 6))
print("%x|%X|%#x|%o|%#o" % (255, 255, 255, 8, 8))
print("%f|%.2f|%e|%.1E|%g|%G" % (1.5, 2.345, 12345.678, 0.00012, 1e-10, 1e20))
print("%c%c" % (72, "i"), "%%", "%(a)s-%(b)d" % {"a": "x", "b": 2})
print("%.3s|%10.2s|" % ("abcdef", "xyz"), "%*d" % (4, 7))
for bad in [("%d", "s"), ("%s %s", ("a",)), ("%s", ("a", "b")), ("%(k)s", (1,)), ("%y", (1,))]:
    try:
        print(bad[0] % bad[1])
    except Exception as e:
        print(type(e).__name__, e)
