# Self-containing list, dict and nested mixes print with ... as in CPython.
# expect-stdout: [1, [...], {'d': {...}, 'l': [...]}]
# expect-exit: 0
# time-bound: 3
l = [1]
l.append(l)
d = {}
d['d'] = d
d['l'] = l
l.append(d)
print(l)
print(d)
