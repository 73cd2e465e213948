s = "日本語"
print(s[-3])
print(s[-4])
