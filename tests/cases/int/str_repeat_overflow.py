print(len("ab" * 3))
print("a" * (2 ** 64))
