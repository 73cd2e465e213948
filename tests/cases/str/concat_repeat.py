a = "ab"
b = "cd"
print(a + b, a * 3, 3 * b, a * 0, a * -2, "" * 5)
s = ""
for i in range(5):
    s += str(i)
print(s)
