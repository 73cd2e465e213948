# Red team 2 (issue 10), program 27_lim_gen_finally_exit, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit in a generator's finally run at interpreter exit (finalization), output after
import sys
def g():
    try:
        yield 1
    finally:
        print("finally start")
        n = 0
        while True: n += 1
        print("AFTER in finally")
it = g()
next(it)
print("main done")
