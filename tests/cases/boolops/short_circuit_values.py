print(1 and 2, 0 and 2, 1 or 2, 0 or 2, "" or "d", None or 0, [] and 1, "x" and "")
print(not 0, not "a", not None, not [], 0 or None or "last")
