parts = ["x", "y", "z"]
out = ""
for p in parts:
    out += p * 2
    out += "|"
print(out)
