# A function with 100k parameters (the duplicate check was quadratic).
print("def f(" + ",".join("a%d" % i for i in range(100000)) + "): return a99999")
print("print(f(*range(100000)))")
