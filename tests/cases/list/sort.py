a = [5, 2, 9, 1, 5, 6]
a.sort()
print(a)
a.sort(reverse=True)
print(a)
b = ["pear", "fig", "apple", "kiwi"]
b.sort()
print(b)
