def f(flag):
    return flag and Tru

print(f(0))
print(f(1))
