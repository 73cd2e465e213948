# Red team 2 (issue 10), program 181_outlim_gc_gen_finalizer.
# expect-exit: 3
# expect-stderr: output limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# output-bound: 1100000
# attacks: output limit inside the finally of a cyclic-garbage generator run by the cycle collector at a loop boundary
class Box: pass
def g(box):
    try:
        yield 1
    finally:
        while True: print("y" * 100000)
b = Box(); b.it = g(b); next(b.it)
del b
keep = []
for i in range(30000):
    keep.append([i])
print("AFTER loop")
