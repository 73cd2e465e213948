class Seq:
    def __init__(self, *xs): self.xs = xs
    def __len__(self): return len(self.xs)
    def __getitem__(self, i): return self.xs[i]
s = Seq(1, 2, 3)
print(list(reversed(s)), list(s), len(s), s[-1], 2 in s)
class Rev:
    def __reversed__(self): return iter('cba')
    def __iter__(self): return iter('abc')
print(''.join(reversed(Rev())), ''.join(Rev()))
