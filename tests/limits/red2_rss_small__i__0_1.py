# Red team 2 (issue 10), program 168_rss_small__i__0_1.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# time-bound: 6
# rss-bound: 400
# attacks: memory accounting vs real RSS: millions of tiny objects ([i][0:1]) until the memory limit; peak RSS must stay < 400 MB
keep = []
i = 0
while True:
    keep.append([i][0:1])
    i += 1
