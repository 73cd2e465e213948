class A:
    def __repr__(self): return 'R'
class B(A):
    def __str__(self): return 'S'
print(A(), B(), [B()], str(A()))
