class S:
    def __getitem__(self, k):
        return k
s = S()
print(s[1], s[1:2], s[::2], s[1:2:3], s[:, 1], s[...], s['a'], s[1, 2:3])
print(s[-1], s[None:5])
class W:
    def __init__(self): self.d = {}
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
w = W()
w[1] = 'a'; w[2:3] = 'b'
print(w.d)
del w[1]
print(w.d)
try:
    del w[99]
except KeyError as e:
    print('KeyError', e)
try:
    s[0] = 1
except TypeError as e:
    print(e)
try:
    del s[0]
except TypeError as e:
    print(e)
