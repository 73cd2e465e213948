class Typed:
    def __init__(self, kind): self.kind = kind
    def __set_name__(self, owner, name):
        self.name = name
        self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return obj.__dict__.get(self.name)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.owner}.{self.name} must be {self.kind.__name__}")
        obj.__dict__[self.name] = value
class Person:
    name = Typed(str)
    age = Typed(int)
    def __init__(self, name, age): self.name = name; self.age = age
p = Person('Ann', 30)
print(p.name, p.age, Person.age.name, Person.age.owner)
try:
    p.age = 'old'
except TypeError as e:
    print(e)
