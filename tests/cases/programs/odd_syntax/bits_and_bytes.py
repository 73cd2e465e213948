def popcount(n): return bin(n).count("1")
nums = [0, 1, 5, 255, 256, 2**31 - 1, 2**64 + 3, -1, -8]
print([(n.bit_length(), n.bit_count(), popcount(abs(n))) for n in nums])
print([n & (n - 1) == 0 and n > 0 for n in nums], [n & -n for n in nums[1:6]])
print([(n >> 1, n << 2, ~n, n ^ 0xF) for n in nums[:5]])
x = 0b1011_0110
print(f"{x:08b}", f"{x:#o}", f"{x:#X}", f"{x >> 4:04b}", f"{x & 0xF:04b}", f"{x | 1:b}", f"{x ^ 0xFF:08b}")
def reverse_bits(n, width=8): return int(f"{n:0{width}b}"[::-1], 2)
print([reverse_bits(v) for v in (1, 2, 0b10110000, 255)], reverse_bits(1, 16))
def gray(n): return n ^ (n >> 1)
print([format(gray(i), "03b") for i in range(8)])
mask = 0
for bit in (0, 3, 5): mask |= 1 << bit
print(mask, bin(mask), [b for b in range(8) if mask >> b & 1], mask & ~(1 << 3))
subsets = [[c for i, c in enumerate("abc") if m >> i & 1] for m in range(1 << 3)]
print(subsets)
data = "héllo".encode()
print(data, list(data), data.hex(" "), int.from_bytes(data[:2], "big"), int.from_bytes(data[:2], "little"))
print((1025).to_bytes(2, "big"), (1025).to_bytes(4, "little"), (-2).to_bytes(1, "big", signed=True), int.from_bytes(b"\xfe", "big", signed=True))
try: (256).to_bytes(1, "big")
except OverflowError as e: print(e)
chk = 0
for b in data: chk = (chk * 31 + b) & 0xFFFFFFFF
print(chk, chk.to_bytes(4, "big").hex())
big = 1 << 200
print(big.bit_length(), (big - 1).bit_count(), big >> 190, big % 1000007, pow(2, 200, 1000007), -big // 3 % 7)
ba = bytearray(4)
for i in range(4): ba[i] = (0xDEADBEEF >> (8 * (3 - i))) & 0xFF
print(ba, ba.hex(), int(ba.hex(), 16) == 0xDEADBEEF, bytes(ba[::-1]).hex())
print(sum(1 for i in range(1000) if i & (i >> 1) == 0), max(range(100), key=lambda v: (v.bit_count(), v)))
