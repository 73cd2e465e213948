class A:
    def __init__(self): self.x = 1
print(type(1), type('a'), type(A()), type(A), vars(A()), 'x' in dir(A()))
vars(5)
