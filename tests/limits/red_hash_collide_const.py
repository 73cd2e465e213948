# A constant __hash__ without __eq__: identity comparisons in C, no Python call to
# charge; the lookups charge each comparison (this ran 34 s, past the time limit).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
class K:
    def __hash__(self):
        return 7


d = {}
for i in range(200000):
    d[K()] = i
