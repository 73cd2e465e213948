class A:
    def __setattr__(self, n, v):
        object.__setattr__(self, n, v * 2)
a = A(); a.x = 3; print(a.x)
