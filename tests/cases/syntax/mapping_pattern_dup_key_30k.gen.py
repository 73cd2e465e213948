# A mapping pattern whose key repeats after 30k distinct ones.
print("match x:\n case {" + ",".join("%d: a%d" % (i, i) for i in range(30000)) + ", 0: z}: pass")
