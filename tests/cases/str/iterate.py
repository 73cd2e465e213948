for ch in "añ😀":
    print(ch, len(ch))
n = 0
for ch in "mississippi":
    if ch == "s":
        n += 1
print(n)
