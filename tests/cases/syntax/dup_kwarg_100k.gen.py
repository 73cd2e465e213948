# A repeated keyword argument after 100k distinct ones (the check was quadratic).
print("f(" + ",".join("a%d=1" % i for i in range(100000)) + ",a0=2)")
