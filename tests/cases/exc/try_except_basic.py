try:
    print("in try")
    x = 1 // 0
    print("not reached")
except ZeroDivisionError:
    print("handled")
print("after")
