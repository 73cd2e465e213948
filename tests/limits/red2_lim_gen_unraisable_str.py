# Red team 2 (issue 10), program 126_lim_gen_unraisable_str.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit inside an exception's __str__ while reporting an error raised in a generator's finally at close-on-dealloc
class E(Exception):
    def __str__(self):
        n = 0
        while True: n += 1
def g():
    try: yield 1
    finally: raise E()
it = g(); next(it)
del it
print("AFTER del")
