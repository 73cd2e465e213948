# A metaclass (a subclass of type) creates the class through super().__new__.
print('before')
class Meta(type):
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns)
class A(metaclass=Meta):
    x = 1
print('after', type(A).__name__, A.x, A.__name__, A.__qualname__, A.__module__)
print(repr(A), type(A()) is A, isinstance(A, Meta), type(Meta))
