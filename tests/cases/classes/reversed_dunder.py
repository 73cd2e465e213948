class R:
    def __reversed__(self): return iter([3, 2, 1])
print(list(reversed(R())))
class S:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return 'abc'[i]
print(list(reversed(S())))
class N: pass
try:
    reversed(N())
except TypeError as e:
    print(e)
