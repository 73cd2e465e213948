# A loop plus 20 with items: 21 static blocks.
print("for x in y:\n    with " + ", ".join("a as b%d" % i for i in range(20)) + ": pass")
