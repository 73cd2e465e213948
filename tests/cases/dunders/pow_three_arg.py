class P:
    def __pow__(self, e, mod=None): return ('pow', e, mod)
    def __rpow__(self, b): return ('rpow', b)
print(P() ** 2, pow(P(), 3), 2 ** P())
