class A:
    def __getattr__(self, n): return n * 2
a = A(); a.real = 1
print(a.xy, a.real)
