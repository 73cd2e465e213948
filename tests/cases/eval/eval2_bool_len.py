class A:
    def __len__(self): return 0
print(bool(A()), 'y' if A() else 'n')
