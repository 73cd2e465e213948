s = list(range(10))
print(s[::-1], s[::3], s[1:-1:2], s[-3:], s[:-7], s[100:], s[-100:2], s[5:2], s[5:2:-1])
print("abcdef"[::-2], "abcdef"[-2::-2], (1, 2, 3)[::-1], range(10)[2:8:3], b"xyz"[1:])
sl = slice(1, None, 2)
print(s[sl], sl, sl.indices(10), slice(None).indices(3), slice(-1, None, -1).indices(5))
t = s[:]
t[2:5] = ["a"]
print(t)
t[::2] = "XYZWV"[:len(t[::2])]
print(t)
t[:0] = [-1, -2]
print(t)
t[len(t):] = [99]
print(t)
try:
    t[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[::-1] for row in m[::-1]], [r[1] for r in m][1:])
print(s[True:], s[-1:-4:-1], "hello"[1:4][::-1], [][:], ""[5:])


class Show:
    def __getitem__(self, k):
        return k


sh = Show()
print(sh[1:2], sh[::], sh[1:2, ::3], sh[..., 0], sh[:, None], sh[-1])
