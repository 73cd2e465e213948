# Red team 2 (issue 10), program 170_rss_gen_unraisable_bounded, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# rss-bound: 400
# attacks: exception __str__ that allocates 600 MB (bounded) during the "Exception ignored in" report of a generator finalizer: the report lifts the memory limit, so the run continues with peak RSS ~600 MB
class E(Exception):
    def __str__(self):
        x = [bytearray(10**7) for _ in range(60)]
        return "done %d" % len(x)
def g():
    try: yield 1
    finally: raise E()
it = g(); next(it)
del it
print("AFTER del")
