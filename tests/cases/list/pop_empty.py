a = [1]
print(a.pop())
a.pop()
