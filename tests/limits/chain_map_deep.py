# map(abs, map(abs, ...)) 100,000 deep: next recurses in C; it continues on fresh C-stack segments (CPython crashes).
# expect-stdout: [1]
# expect-exit: 0
# time-bound: 5
m = [1]
for i in range(10 ** 5):
    m = map(abs, m)
print(list(m))
