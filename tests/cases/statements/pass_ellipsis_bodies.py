def f():
    ...
def g():
    pass
class C:
    ...
print(f(), g(), C.__name__)
if True: pass
for _ in range(2): ...
while False: pass
print("ok")
