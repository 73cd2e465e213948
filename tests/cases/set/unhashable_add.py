s = set()
s.add(1)
s.add([1])
