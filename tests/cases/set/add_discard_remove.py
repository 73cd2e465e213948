s = {1, 2, 3}
s.add(4); s.add(1)
print(s)
s.discard(2); s.discard(99)
print(s)
s.remove(3)
print(s)
s.remove(42)
