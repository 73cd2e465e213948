import copy
class S:
    def __init__(self): self.a = 1; self.b = 2
    def __getstate__(self):
        return {'a': self.a}
    def __setstate__(self, st):
        print('setstate', st)
        self.__dict__.update(st)
        self.b = 'restored'
s = copy.deepcopy(S())
print(s.a, s.b)
