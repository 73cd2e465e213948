d = {"k": 1}
print("before")
d["missing"]
