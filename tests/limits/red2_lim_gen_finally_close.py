# Red team 2 (issue 10), program 25_lim_gen_finally_close.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit inside a generator's finally run by close() at dealloc (sibling of __del__ finding)
def g():
    try:
        yield 1
    finally:
        n = 0
        while True: n += 1
it = g()
next(it)
del it
print("AFTER del")
x = 1
print("AFTER end", x)
