key = ["list", "key"]
d = {"ok": 1, key: 2}
