d = {"x": 1}
print(d.get("x"), d.get("y"), d.get("y", 0), d.get("x", 5))
