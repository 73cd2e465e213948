class B:
    def __bytes__(self): return b"BB"
tests = [
    (b"%d items", 5), (b"%s|%b", (b"x", bytearray(b"y"))), (b"%r %a", ("\xe9", [1, "z"])),
    (b"%c%c%c", (65, b"B", bytearray(b"C"))), (b"%5.2f|%-6x|%+05d|%#o|%e", (3.14159, 255, 7, 8, 1234.5)),
    (b"%(k)s=%(v)d", {b"k": b"key", b"v": 3}), (b"%s", B()), (b"100%%", ()), (b"%s", "str"),
    (b"%c", 256), (b"%c", "a"), (b"%c", b"ab"), (b"%d %d", (1,)), (b"%d", (1, 2)), (b"%z", 1),
    (b"%s", 5), (b"%b", 5.5), (b"%(k)s", 5), (b"%*d|%.*f", (5, 3, 2, 1.23456)), (b"%i %u %X", (1.9, 2, 255)),
    (b"%x", 1.5), (b"%s", memoryview(b"mv") if False else b"mv"), (b"%5s|%-5s|%.1s", (b"ab", b"cd", b"ef")),
    (b"%(k)s", {"k": 1}), (b"abc", 5), (b"abc", {}), (b"%", ()), (b"%(x", {}),
]
for fmt, args in tests:
    for kind in (bytes, bytearray):
        try:
            r = kind(fmt) % args
            print(type(r).__name__, r)
        except Exception as e:
            print(kind.__name__, type(e).__name__, e)
print(b"%s" % (b"t",), bytearray(b"%d") % 3)
