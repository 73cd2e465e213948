vals = [13, -13, 1, -1, 0, 100, -100]
divs = [1, -1, 4, -4, 7, -7]
ok = True
for a in vals:
    for b in divs:
        if (a // b) * b + a % b != a:
            ok = False
            print("bad", a, b)
print("identity holds:", ok)
