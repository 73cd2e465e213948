print(hash(1), hash(1.0) == hash(1), hash(True), hash((1, 2)) == hash((1, 2)), hash(-1), id(None) == id(None))
x = []
print(id(x) == id(x))
hash([])
