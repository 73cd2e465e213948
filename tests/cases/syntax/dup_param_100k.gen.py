# A repeated parameter after 100k distinct ones (the check was quadratic). One per
# line: on one line the traceback (the line, then a caret line as long) passes the
# 1 MiB output limit, which now bounds it (it is cut there: eval/traceback.h).
print("def f(" + ",\n".join("a%d" % i for i in range(100000)) + ",\na0): pass")
