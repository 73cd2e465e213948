# 100k calls on one line, then a mismatched bracket at its end.
print("x = f" + "()" * 100000 + "]")
