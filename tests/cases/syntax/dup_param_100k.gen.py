# A repeated parameter after 100k distinct ones (the check was quadratic).
print("def f(" + ",".join("a%d" % i for i in range(100000)) + ",a0): pass")
