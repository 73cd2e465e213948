# Red team 2 (issue 10), program 180_memlim_gc_gen_finalizer.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside the finally of a cyclic-garbage generator, run by the cycle collector at a loop boundary (pe_gc_maybe_collect's result is not checked)
class Box: pass
def g(box):
    try:
        yield 1
    finally:
        l = []
        while True: l.append(bytearray(10**6))
b = Box(); b.it = g(b); next(b.it)
del b
keep = []
for i in range(30000):
    keep.append([i])      # live tracked objects past the collector's threshold
print("AFTER loop")
