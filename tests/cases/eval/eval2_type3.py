C = type('C', (), {'x': 1, 'f': lambda self: self.x + 1})
print(C().f(), C.__name__)
