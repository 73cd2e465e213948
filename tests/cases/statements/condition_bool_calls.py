class T:
    def __init__(self, name, value):
        self.name, self.value = name, value
    def __bool__(self):
        print("bool", self.name)
        return self.value
a, b = T("a", True), T("b", False)
if a and b:
    print("no")
else:
    print("else")
if not a or b:
    print("no")
while b or False:
    pass
print(1 if a and a else 2)
print([i for i in range(2) if a and b])
assert a and not b
r = a and b
print(r.name)
