s = "filename.py"
print(s.startswith("file"), s.startswith("name"), s.endswith(".py"), s.endswith("py", 0, 5))
print(s.startswith(("a", "f")), s.endswith(("x", "y")))
