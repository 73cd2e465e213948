ns = {}
exec('''
class Dog:
    def __init__(self, n):
        self.n = n
    def bark(self):
        return self.n + ' says woof'
d = Dog('rex')
''', ns)
print(ns['d'].bark(), ns['Dog'].__name__)
