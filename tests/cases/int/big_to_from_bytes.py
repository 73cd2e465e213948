# int.to_bytes / int.from_bytes on long values, both byte orders, signed and unsigned.
x = 7 ** 40000
n = (x.bit_length() + 7) // 8
b = x.to_bytes(n, "big")
print(n, b[:8].hex(), b[-8:].hex(), int.from_bytes(b, "big") == x)
le = x.to_bytes(n + 3, "little")
print(le[:8].hex(), le[-8:].hex(), int.from_bytes(le, "little") == x)
s = (-x).to_bytes(n + 1, "big", signed=True)
print(s[:8].hex(), s[-8:].hex(), int.from_bytes(s, "big", signed=True) == -x)
print(int.from_bytes(b"\xff" * 5000, "big") == 256 ** 5000 - 1)
print(int.from_bytes(b"\xff" * 5000, "big", signed=True))
print(int.from_bytes(b"\x80" + b"\x00" * 4999, "big", signed=True) == -(2 ** 39999))
for v in [2 ** 63, 2 ** 64 - 1, -(2 ** 63) - 1, 2 ** 120 + 5, -(2 ** 127)]:
    k = (v.bit_length() + 8) // 8
    print(v.to_bytes(k, "big", signed=True).hex(), v.to_bytes(k, "little", signed=True).hex())
(2 ** 8000).to_bytes(1000, "big")
