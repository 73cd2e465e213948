try:
    (a, b), c = (1, 2), 3, 4
except ValueError as e:
    print("ValueError:", e)
try:
    (a, b), c = 1, 2
except TypeError as e:
    print("TypeError:", e)
try:
    [a, [b, *c]] = [1, 2]
except TypeError as e:
    print("TypeError:", e)
