print()
print()
print("two blank lines above")
