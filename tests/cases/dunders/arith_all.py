class N:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"N({self.v})"
for name in ['add','sub','mul','truediv','floordiv','mod','pow','lshift','rshift','and','or','xor','matmul']:
    def fwd(self, o, name=name): return f"{name}({self.v},{o})"
    def rev(self, o, name=name): return f"r{name}({self.v},{o})"
    setattr(N, f"__{name}__", fwd)
    setattr(N, f"__r{name}__", rev)
a = N(1)
print(a + 2, a - 2, a * 2, a / 2, a // 2, a % 2, a ** 2, a << 2, a >> 2, a & 2, a | 2, a ^ 2, a @ 2)
print(2 + a, 2 - a, 2 * a, 2 / a, 2 // a, 2 % a, 2 ** a, 2 << a, 2 >> a, 2 & a, 2 | a, 2 ^ a, 2 @ a)
