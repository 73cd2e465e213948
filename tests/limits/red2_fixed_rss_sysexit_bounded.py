# Red team 2 (issue 10), program 171_rss_sysexit_bounded, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# time-bound: 5
# rss-bound: 400
# attacks: SystemExit code whose __str__ allocates 600 MB (bounded) at exit: record_error lifts the memory limit
class C:
    def __str__(self):
        x = [bytearray(10**7) for _ in range(60)]
        return "bye %d" % len(x)
raise SystemExit(C())
