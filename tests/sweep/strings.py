# str methods, %-formatting, str.format, f-strings, bytes and bytearray.
s = "Hello, World! héllo ☃"
print(s.upper(), s.lower(), s.title(), s.swapcase(), s.casefold(), len(s), s[7:12], s[::-1])
print(s.split(), s.split(",", 1), s.rsplit(" ", 1), "a,b,,c".split(","), " x ".strip())
print(s.find("o"), s.rfind("o"), s.count("l"), s.replace("l", "L", 2), s.index("W"))
print("-".join(["a", "b", "c"]), s.startswith("Hell"), s.endswith("☃"), s.partition(","))
print("abc".center(9, "*"), "abc".ljust(5) + "|", "7".zfill(4), "a\tb".expandtabs(4))
print("x=%d y=%5.2f z=%s w=%r %%" % (3, 2.5, "s", "q"), "%(a)s-%(b)x" % {"a": 1, "b": 255})
print("{0}-{1!r}-{k:>6}".format(1, "two", k="kw"), "{:^10}".format("mid"), "{:,}".format(10**9))
n, w = 42, "wide"
print(f"{n!r:>5} {w.upper()} {n * 2:04d} {'nested ' + f'{n}'} {n=} {3.5:{'.3'}}")
print(s.encode("utf-8"), "ß".upper(), "İ".lower(), "abc".isalpha(), "12".isdigit(), ord("☃"))
print(chr(9731), ascii(s), repr("quote'\""), "a b c".splitlines(), "l1\nl2".splitlines(True))
b = b"bytes \x00\xff data"
print(b, b.hex(), b.upper(), b.split(), b[1:4], b.find(b"da"), bytes(3), bytes([65, 66]))
ba = bytearray(b"abc")
ba.extend(b"def")
ba.append(33)
ba[0] = 90
print(ba, ba.decode(), bytes.fromhex("414243"), ba.replace(b"d", b"DD"), len(ba), ba.pop())
print(b"%s-%d" % (b"x", 5), b"-".join([b"a", b"b"]), str(b"ab", "ascii"))
