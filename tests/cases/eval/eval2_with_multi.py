class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print('in', self.n); return self.n
    def __exit__(self, *a):
        print('out', self.n)
with CM(1) as a, CM(2) as b:
    print(a + b)
