# Metaclasses (subclasses of type) are refused with a clear error (issue 3 allows it).
print('before')
class Meta(type):
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns)
print('after')
