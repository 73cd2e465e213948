def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count(5)))
print(tuple(count(3)), set(count(4)) == {0, 1, 2, 3})
print(sum(count(101)), max(count(7)), min(count(7)))
