print(int("42"), int("-17"), int("  9  "), int("+3"), int("1_000"))
print(int("123456789012345678901234567890"))
print(int(3.9), int(-3.9), int(True))
