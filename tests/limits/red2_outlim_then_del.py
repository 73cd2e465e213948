# Red team 2 (issue 10), program 194_outlim_then_del.
# expect-exit: 3
# expect-stderr: output limit exceeded
# time-bound: 5
# output-bound: 1100000
# attacks: output limit hit, then a pending __del__ / generator finally must not run (it would print a marker to stderr / loop)
class D:
    def __del__(self):
        while True: pass
def g():
    try: yield 1
    finally:
        while True: pass
it = g(); next(it)
d = D()
print("x" * (2**20 + 10))
