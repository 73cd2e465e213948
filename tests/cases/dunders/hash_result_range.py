# hash() keeps a __hash__ result that fits a hash value as it is, so x.__hash__ can return
# hash(y) and mean it; only a larger int is hashed again, and -1 becomes -2.
for value in [0, 1, -1, -2, 2**61 - 2, 2**61, 2**62, 2**63 - 1, -2**63, 2**63, 2**64,
              -2**64 - 5, hash((1, 2)), True]:
    class H:
        def __hash__(self, v=value):
            return v
    print(value, hash(H()))
class B(int):
    def __hash__(self):
        return 2**62
print(hash(B(3)))
