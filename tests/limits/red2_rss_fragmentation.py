# Red team 2 (issue 10), program 169_rss_fragmentation.
# The memory limit counts live bytes; peak RSS must stay bounded.
# expect-exit: 0
# expect-stdout: AFTER
# time-bound: 5
# rss-bound: 400
# attacks: heap fragmentation: the memory limit counts live bytes, not RSS. Rounds of big blocks separated by small
# pinned blocks; each round's big blocks are freed but leave holes too small for the next (1.5x larger) round.
big = bytes(64 * 2**20)   # raise glibc's dynamic mmap threshold so later blocks come from the heap
del big
pins = []
size = 256 * 1024
budget = 160 * 2**20
for rnd in range(14):
    blocks = []
    n = budget // size
    for i in range(n):
        blocks.append(bytearray(size))
        pins.append(bytearray(8))
    del blocks
    print(rnd, size, n)
    size = size * 3 // 2
    if size > 60 * 2**20: break
print("AFTER")
