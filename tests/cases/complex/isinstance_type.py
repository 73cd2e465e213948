print(type(1j), isinstance(1j, complex), complex.__name__, type(complex(1)) is complex)
print(isinstance(1, complex), issubclass(complex, object))
