[a, b] = 1, 2
[c] = [3]
[] = []
() = ()
print(a, b, c)
try:
    [] = [1]
except ValueError as e:
    print("ValueError:", e)
