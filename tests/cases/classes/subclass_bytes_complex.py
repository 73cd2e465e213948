class B(bytes):
    def hexed(self): return self.hex()
b = B(b"ab")
print(b.hexed(), b + b"c", b"c" + b, type(b + b"c").__name__, type(b[0:]).__name__, b[0], len(b), b == b"ab", repr(b), str(b))
print(b"-".join([b, B(b"x")]), b.upper(), type(b.upper()).__name__, b in [b"ab"], b"a" in b, bytes(b), bytearray(b), list(b))
print(b.decode(), hash(b) == hash(b"ab"), {b: 1}[b"ab"], b.startswith(B(b"a")), b"zab".endswith(b), b * 2, b.split(B(b"a")))
class B2(bytes):
    def __new__(cls, s): return super().__new__(cls, s.encode())
print(B2("hé"), len(B2("hé")), int.from_bytes(B2("a"), "big"), b"%s" % b if False else b.fromhex("41"), B.fromhex("42"))
class C(complex):
    def mag(self): return abs(self)
c = C(3, 4)
print(c, repr(c), c.mag(), c + 1, type(c + 1).__name__, c * 1j, c.real, c.imag, c.conjugate(), c == 3 + 4j, complex(c), -c, abs(c))
print(type(complex(c)).__name__, f"{c:.1f}", hash(c) == hash(3 + 4j), c ** 2, 2 ** c == 2 ** (3 + 4j), bool(C()), C("1+2j"))
class Mag(complex):
    def __repr__(self): return f"Mag({abs(self)})"
print([Mag(0, 2)], str(Mag(1)), Mag(1) + Mag(2))
