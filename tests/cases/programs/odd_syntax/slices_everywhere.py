seqs = [list(range(8)), tuple(range(8)), "abcdefgh", b"abcdefgh", bytearray(b"abcdefgh"), range(8)]
for s in seqs:
    print(type(s).__name__, s[::-1], s[-3:], s[1:-1:3], s[10:], s[-100:2], s[::-3], s[5:1:-2])
sl = slice(None, None, -2)
print([s[sl] for s in seqs[:3]], sl, sl.indices(7), slice(1, 10, 3).indices(5))
print(slice(-1).indices(4), slice(None, -10, -1).indices(4), slice(2).start, slice(1, 2).stop)
r = range(10, 0, -3)
print(r[1:], r[::-1], r[-1], list(r[::2]), r[1:3].start, len(r[100:]))
lst = list(range(10))
lst[::2] = "abcde"
print(lst)
lst[1:3] = []
print(lst)
lst[:0] = [9, 9]
print(lst)
lst[len(lst):] = (7,)
print(lst)
try:
    lst[::2] = [1]
except ValueError as e: print(e)
ba = bytearray(b"0123456789")
ba[::3] = b"XXXX"
ba[1:2] = b"yy"
print(ba)
print("hello"[slice(1, 4)], "hello"[::-1][::-1], "x"[5:], [1, 2][-1:-3:-1])
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print("abcdef"[Idx(1):Idx(-1):Idx(2)], list(range(10))[Idx(3)], range(Idx(4)))
print(bin(Idx(5)), hex(Idx(255)), oct(Idx(8)), [0, 1, 2][Idx(-1)], "ab" * Idx(2))
class G:
    def __getitem__(self, k): return k
g = G()
print(g[1:2], g[::], g[:, 1], g[1:2, ::3], g[...], g[..., 0], g[()], g[(1,)])
