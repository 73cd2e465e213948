class A:
    x = 1
a = A()
print(a.x)
a.x = 2
print(a.x, A.x)
del a.x
print(a.x)
