# A class pattern whose keyword attribute repeats after 30k distinct ones.
print("match x:\n case C(" + ",".join("a%d=1" % i for i in range(30000)) + ",a0=1): pass")
