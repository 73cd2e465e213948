class C:
    shared = []
    count = 0
    def __init__(self):
        C.count += 1
        self.own = []
a, b = C(), C()
a.shared.append(1); a.own.append(1)
print(b.shared, b.own, C.count, a.count)
a.count = 100
print(a.count, b.count, C.count)
del a.count
print(a.count)
C.new_attr = 'late'
print(a.new_attr, hasattr(b, 'new_attr'))
