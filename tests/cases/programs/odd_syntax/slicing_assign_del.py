a = list(range(10))
a[2:5] = ["x"]; print(a)
a[::3] = [-1] * len(a[::3]); print(a)
a[-2:] = []; print(a)
a[1:1] = "ab"; print(a)
a[100:200] = [99]; print(a)
a[-100:1] = [None]; print(a)
del a[1::2]; print(a)
del a[:]; print(a)
b = list(range(6))
b[5:1:-2] = ["p", "q"]; print(b)
try: b[::2] = [1, 2]
except ValueError as e: print(e)
b[slice(0, 2)] = (7, 8); print(b)
s = slice(1, None, 2); print(b[s], s.start, s.stop, s.step, s.indices(6), slice(-1, -10, -3).indices(6))
c = bytearray(b"abcdef"); c[::2] = b"XYZ"; del c[-1:]; c[0:0] = b"<"; print(c)
r = range(0, 20, 3)
print(r[2:5], r[::-1], r[-2:], r[1::2], list(r[::4]), r[3], r[-1], len(r[5:1]))
t = tuple(range(5)); print(t[::-1], t[1:3], t[:-10], t[::2][::-1])
st = "abcdefghij"; print(st[::3], st[-3::-3], st[2:8:2], st[slice(None, None, -4)])
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[1:] for row in m[1:]], [row[::-1] for row in m][::-1], [m[i][i] for i in range(3)], [r[-1] for r in m])
m[0][:] = [0, 0, 0]; m[1][1:2] = [50, 51]; print(m)
class S:
    def __init__(self): self.data = list(range(5))
    def __getitem__(self, k): return self.data[k]
    def __setitem__(self, k, v): self.data[k] = v
    def __delitem__(self, k): del self.data[k]
o = S(); o[1:3] = ["a"]; del o[::2]; print(o.data, o[::-1], o[-1])
