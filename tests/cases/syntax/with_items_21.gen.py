# Each with item is a block of its own: 21 items exceed the 20 static blocks.
print("with " + ", ".join("a as b%d" % i for i in range(21)) + ": pass")
