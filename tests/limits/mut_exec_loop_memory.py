# exec/eval in a loop: each call's parsed source is freed when the call returns, so
# 40,000 of them fit in 16 MiB (every tree was kept before: 2 KB each, the memory
# limit after about 8,000).
# pyeval: --max-memory 16M
# expect-exit: 0
# expect-stdout: done 39998 ['k', 19999]
# time-bound: 20
for i in range(20000):
    exec("x = i * 2")
    v = eval("['k', i]")
f = eval("lambda: 'kept'")
print("done", x, v)
