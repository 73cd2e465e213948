results = []
for v in ["1", "x", "3", "y"]:
    try:
        results.append(int(v))
    except ValueError as e:
        results.append(str(e))
        continue
    results.append("ok")
print(results)
