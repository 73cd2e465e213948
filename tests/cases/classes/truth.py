class L:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
print(bool(L(0)), bool(L(3)), not L(0))
class B:
    def __bool__(self): return False
print(bool(B()), 'yes' if B() else 'no')
class Bad:
    def __bool__(self): return 1
try:
    bool(Bad())
except TypeError as e:
    print(e)
class BadLen:
    def __len__(self): return -1
try:
    bool(BadLen())
except ValueError as e:
    print(e)
class StrLen:
    def __len__(self): return 'a'
try:
    len(StrLen())
except TypeError as e:
    print(e)
class E: pass
print(bool(E()))
