# Red team 2 (issue 10), program 167_rss_small_iter.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# time-bound: 5
# rss-bound: 400
# attacks: memory accounting vs real RSS: millions of tiny objects (iter(())) until the memory limit; peak RSS must stay < 400 MB
# (iter((i,)): () is one shared object now, as in CPython, so iter(()) alone is too
# small to reach the memory limit before the operation limit)
keep = []
i = 0
while True:
    keep.append(iter((i,)))
    i += 1
