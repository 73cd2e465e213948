class Temperature:
    def __init__(self, c=0.0):
        self._c = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = 0.0

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

    kelvin = property(lambda self: self.celsius + 273.15, doc="kelvin")


t = Temperature(25)
print(t.celsius, t.fahrenheit, t.kelvin)
t.fahrenheit = 212
print(t.celsius, round(t.kelvin, 2))
del t.celsius
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.kelvin = 5
except AttributeError as e:
    print("AttributeError:", e)
print(Temperature.kelvin.__doc__, type(Temperature.celsius).__name__)


class Node:
    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent

    @property
    def root(self):
        return self if self.parent is None else self.parent.root

    @property
    def path(self):
        return self.name if self.parent is None else self.parent.path + "/" + self.name


leaf = Node("c", Node("b", Node("a")))
print(leaf.path, leaf.root.name, leaf.parent.parent.path, leaf.root.root.root.name)


class Base:
    @property
    def kind(self):
        return "base"


class Child(Base):
    @property
    def kind(self):
        return "child of " + super().kind


print(Child().kind)
