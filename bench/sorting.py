# Sorting with keys, reverse, stability; sorted on tuples and strings.
data = [((i * 7919) % 10007, "k%d" % ((i * 31) % 997), i) for i in range(40000)]
a = sorted(data)
b = sorted(data, key=lambda t: t[1])
c = sorted(data, key=lambda t: (t[0] % 100, -t[2]), reverse=True)
words = ["w%d" % ((i * 37) % 5003) for i in range(20000)]
words.sort(key=len)
words2 = sorted(words, key=str.lower)
nums = [(i * 104729) % 65536 for i in range(60000)]
nums.sort()
chk = 0
for i in range(0, 40000, 97):
    chk += a[i][0] * 3 + b[i][2] + c[i][2]
print("sorting", chk, words[:3], words2[-3:], nums[::7000])
