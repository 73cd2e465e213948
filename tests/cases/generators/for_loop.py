def squares(n):
    for i in range(n):
        yield i * i
for s in squares(6):
    print(s, end=" ")
print()
