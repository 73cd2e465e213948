# Red team 2 (issue 10), program 205_memlim_skips_exit_and_del.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: after a memory limit inside a with-body, neither __exit__ nor __del__ of unwound locals nor generator finally may run
import sys
class CM:
    def __enter__(self): return self
    def __exit__(self, *a):
        sys.stderr.write("AFTER: __exit__ ran\n")
class D:
    def __del__(self): sys.stderr.write("AFTER: __del__ ran\n")
def g():
    try: yield 1
    finally: sys.stderr.write("AFTER: gen finally ran\n")
def f():
    d = D()
    it = g(); next(it)
    with CM():
        x = []
        while True: x.append(bytearray(10**6))
f()
