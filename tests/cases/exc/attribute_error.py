x = 5
print("before")
x.foo
