# Containers and buffers that grow and resize, recursive reprs, views, in-place set
# operations, translation tables, bigint math, copy of user objects.
import copy
import math

L = []
for i in range(40):
    L.append(i * i)
L[5:10] = range(20)
L.insert(3, "x")
del L[::3]
d = {}
for i in range(40):
    d[f"k{i}"] = i
for i in range(0, 40, 2):
    del d[f"k{i}"]
d.update({i: str(i) for i in range(10)})
s = set(range(30))
s -= set(range(0, 30, 3))
s |= {100, 200}
s &= set(range(50)) | {200}
s ^= {1, 2, 3}
print(len(L), L[:6], len(d), list(d.keys())[:4], sorted(s)[:8], d.keys() & {"k1", "k3"})
print(list(d.values())[-3:], list(d.items())[:2], "k5" in d.keys(), len(d.items()))
rec = [1, 2]
rec.append(rec)
dd = {"self": None}
dd["self"] = dd
print(rec, dd, repr([[1, [2, [3]]]]), str({1: (2, 3)}))
table = str.maketrans("abc", "xyz", "d")
text = "abcd" * 30
print(text.translate(table)[:12], "-".join(str(i) for i in range(30)), "ab" * 20)
parts = []
for i in range(30):
    parts.append(format(i, "x"))
print("".join(parts), "%s|%r|%5d" % ("a" * 10, [1] * 3, 7), f"{'y' * 12:>20}")
big = math.factorial(60)
print(big, str(big)[:10], big % 97, math.comb(80, 40), int(str(big)) == big, big >> 100)
print(hex(big), math.gcd(big, 2**100), (big * big).bit_length(), -big // 7, big ** 2 > 0)


class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt

    def __repr__(self):
        return f"Node({self.v}, {self.nxt!r})"


chain = Node(1, Node(2, Node(3)))
twin = copy.deepcopy(chain)
twin.nxt.v = 20
print(chain, twin, copy.copy(chain).nxt is chain.nxt)
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(words, key=lambda w: (w[-1], w)), words.count("the"))
print(list(zip(*[iter(range(12))] * 3)), sorted(set(words)))
