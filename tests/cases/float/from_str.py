print(float("1.5"), float("-0.25"), float("  3  "), float("1e3"), float("1_0.5"))
print(float("inf"), float("-nan"), float(".5"), float("5."))
