s = "hello world"
print("lo" in s, "xyz" in s, "" in s, "h" in s, "world" not in s, "日" in "日本")
