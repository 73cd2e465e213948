ga = list[int]
t = type(ga)
print(t.__name__, t.__qualname__, t.__module__, t)
print(type(dict[str, int]) is t, ga.__origin__, ga.__args__, repr(ga))
print(type(len).__name__, type(len).__module__, type(None).__name__, type(...).__module__)
