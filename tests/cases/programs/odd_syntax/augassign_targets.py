calls = []
def key(k): calls.append(k); return k
d = {"a": 1}
d[key("a")] += 10; print(d, calls)
lst = [[1, 2], [3]]
lst[key(0)][key(1)] *= 5; print(lst, calls)
class O:
    def __init__(self): self.v = 1
def obj(o): calls.append("obj"); return o
o = O(); obj(o).v += 2; print(o.v, calls)
x = 5; x -= 1; x *= 3; x //= 2; x **= 2; x %= 7; x <<= 2; x >>= 1; x |= 1; x &= 7; x ^= 2; print(x)
f = 7.5; f /= 2; f -= 0.25; print(f)
s = "ab"; s *= 2; s += "c"; print(s)
t = (1,); t *= 2; print(t)
st = {1, 2}; st |= {3}; st &= {2, 3}; st -= {9}; st ^= {4}; print(sorted(st))
dd = {"a": 1}; dd |= {"b": 2}; print(dd)
ll = [1]; alias = ll; ll += (2, 3); ll *= 2; print(alias, ll is alias)
b = b"x"; b += b"y"; ba = bytearray(b"q"); ba2 = ba; ba += b"r"; print(b, ba2)
m = [1, 2, 3]; m[1:] += [9]; print(m)
m[::2] = [0, 0] if len(m[::2]) == 2 else [0, 0, 0]; print(m)
class Cnt:
    n = 0
Cnt.n += 1; Cnt.n += 1; print(Cnt.n)
c = Cnt(); c.n += 5; print(c.n, Cnt.n)
g = [0]
def bump(): g[0] += 1; return g[0]
print(bump(), bump(), g)
i = 0
arr = [10, 20, 30]
arr[i] += (i := 2) if False else 1
print(arr)
try:
    undefined_aug += 1
except NameError as e: print(e)
def local_aug():
    try:
        q += 1
    except UnboundLocalError as e: return str(e)
print(local_aug())
nested = {"k": {"j": [0]}}
nested["k"]["j"][0] += 1; print(nested)
z = 2; z **= -1; print(z)
n = 10; n //= 0.3; print(n)
