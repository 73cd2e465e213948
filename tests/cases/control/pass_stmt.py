if True:
    pass
for i in range(3):
    pass
def f():
    pass
print("pass ok", f())
