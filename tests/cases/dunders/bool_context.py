class Flag:
    def __init__(self, v): self.v = v
    def __bool__(self):
        print('bool called', self.v)
        return self.v
a, b = Flag(False), Flag(True)
print((a or b).v, (a and b).v, not a)
if b: print('b true')
while a:
    break
else:
    print('while else')
print([x.v for x in [a, b] if x])
print(any([a, b]), all([a, b]))
