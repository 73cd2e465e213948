class Temp:
    def __init__(self): self._c = 0
    @property
    def celsius(self):
        "the temperature"
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15: raise ValueError('too cold')
        self._c = v
    @celsius.deleter
    def celsius(self): print('deleting'); self._c = None
    fahrenheit = property(lambda s: s._c * 9 / 5 + 32)
t = Temp()
t.celsius = 100
print(t.celsius, t.fahrenheit, Temp.celsius.__doc__)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print(e)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
del t.celsius
print(t.celsius, isinstance(Temp.celsius, property))
