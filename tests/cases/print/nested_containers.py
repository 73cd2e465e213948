data = {"users": [{"name": "a", "tags": ("x", "y")}, {"name": "b", "tags": ()}], "count": 2, "ok": True, "none": None}
print(data)
print([[[]], [()], [{}]])
