s = "héllo wörld ñ 日本語 😀!"
print(len(s))
print(s[1], s[7], s[-1], s[-2], s[14], s[16])
print(s[1:5], s[::-1], s[::3])
