class A:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        print('A.lt'); return NotImplemented
    def __eq__(self, o):
        print('A.eq'); return NotImplemented
class B(A):
    def __gt__(self, o):
        print('B.gt'); return True
    def __eq__(self, o):
        print('B.eq'); return 'beq'
print(A(1) < B(2))
print(A(1) == B(2))
print(B(1) == A(2))
print(A(1) == A(1))
print(A(1) != A(1))
