# Red team 2 (issue 10), program 183_memlim_gc_del.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside __del__ of cyclic garbage run by the collector at a loop boundary
class Box:
    def __del__(self):
        l = []
        while True: l.append(bytearray(10**6))
b = Box(); b.me = b
del b
keep = []
for i in range(30000):
    keep.append([i])
print("AFTER loop")
