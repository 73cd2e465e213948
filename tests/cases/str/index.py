s = "python"
print(s[0], s[5], s[-1], s[-6], s[2])
