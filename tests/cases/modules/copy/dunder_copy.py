import copy
class A:
    def __init__(self): self.n = 0
    def __copy__(self):
        print('copy called')
        r = A(); r.n = self.n + 1; return r
    def __deepcopy__(self, memo):
        print('deepcopy called', type(memo).__name__)
        r = A(); r.n = self.n + 10; return r
a = A()
print(copy.copy(a).n, copy.deepcopy(a).n)
print(copy.deepcopy([a, a])[0].n)
