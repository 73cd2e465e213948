# 20 pairs: CPython builds the first 16 pairs as one group, then the rest; an
# unhashable key in the first group is reported before a later group's error.
pairs = [f"{i}: {i}" for i in range(20)]
pairs[3] = "[]: 3"
pairs[18] = "18: 1 / 0"
print("try:")
print("    d = {" + ", ".join(pairs) + "}")
print("except Exception as e:")
print("    print(type(e).__name__, e)")
pairs = [f"{i}: {i}" for i in range(20)]
pairs[17] = "[]: 3"
pairs[2] = "2: 1 / 0"
print("try:")
print("    d = {" + ", ".join(pairs) + "}")
print("except Exception as e:")
print("    print(type(e).__name__, e)")
pairs = [f"{i}: {i}" for i in range(16)]
pairs[0] = "[]: 0"
pairs[15] = "15: 1 / 0"
print("try:")
print("    d = {" + ", ".join(pairs) + "}")
print("except Exception as e:")
print("    print(type(e).__name__, e)")
pairs = [f"{i}: {i}" for i in range(17)]
pairs[0] = "[]: 0"
pairs[16] = "16: 1 / 0"
print("try:")
print("    d = {" + ", ".join(pairs) + "}")
print("except Exception as e:")
print("    print(type(e).__name__, e)")
