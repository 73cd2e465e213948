out = []
for i in range(3):
    try:
        if i == 1:
            raise RuntimeError("swallowed")
        out.append(i)
    finally:
        continue
print(out)
