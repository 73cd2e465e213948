s = {1, 2, 3}
print(s | s, s & s, s - s, s ^ s)
s |= s
print(s)
s ^= s
print(s)
t = {4, 5}
t -= t
print(t)
