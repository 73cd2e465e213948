# Red team 2 (issue 10), program 106_sysexit_str_mem, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# time-bound: 5
# rss-bound: 400
# attacks: SystemExit whose code's __str__ allocates without bound while the exit is reported (memory limit lifted in record_error)
class C:
    def __str__(self):
        x = []
        while True: x.append(bytearray(10**7))
raise SystemExit(C())
