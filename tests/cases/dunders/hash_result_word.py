# A __hash__ result that fits in a machine word is the hash itself (CPython's
# slot_tp_hash); -1 becomes -2 and only wider ints are reduced as int hashes.
class Wrap:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v
for v in [0, 1, -1, -2, 2**61 - 1, 2**61, 2**62 + 5, -(2**63), 2**63 - 1, 2**63, 2**64, -(2**70), True, False]:
    print(v, hash(Wrap(v)))
s = 'a string with a wide hash'
class S:
    def __hash__(self):
        return hash(s)
print(hash(S()) == hash(s))
