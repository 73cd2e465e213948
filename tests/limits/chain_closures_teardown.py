# 200,000 closures each holding the previous one, freed at once: no deep C recursion.
# expect-stdout: freed
# expect-exit: 0
# time-bound: 5
f = lambda: 0
for i in range(200000):
    f = (lambda g: lambda: g())(f)
del f
print('freed')
