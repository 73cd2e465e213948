class Field:
    def __set_name__(self, owner, name):
        print('set_name', owner.__name__, name)
        self.name = '_' + name
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        return getattr(obj, self.name, 'unset')
    def __set__(self, obj, value):
        setattr(obj, self.name, value * 2)
class M:
    a = Field()
    b = Field()
m = M()
print(m.a)
m.a = 4
print(m.a, m._a)
print(isinstance(M.b, Field))
