import copy
class A:
    def __init__(self): self.x=[1]; self.y={'a':A.__name__}
    def __copy__(self): 
        n = A.__new__(A); n.__dict__.update(self.__dict__); return n
a = A(); b = copy.copy(a); c = copy.deepcopy(a)
print(b.x is a.x, c.x is a.x, c.y)
class B:
    def __deepcopy__(self, memo): return "custom"
print(copy.deepcopy([B()]))
