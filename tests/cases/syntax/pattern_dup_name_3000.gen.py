# A capture name bound twice in a sequence pattern of 3000 names.
print("match x:\n case [" + ",".join("a%d" % i for i in range(3000)) + ", a0]: pass")
