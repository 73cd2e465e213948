# Red team 2 (issue 10), program 165_rss_small_bytearray_1.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# time-bound: 5
# rss-bound: 400
# attacks: memory accounting vs real RSS: millions of tiny objects (bytearray(1)) until the memory limit; peak RSS must stay < 400 MB
keep = []
i = 0
while True:
    keep.append(bytearray(1))
    i += 1
