# Red team 2 (issue 10), program 127_memlim_gen_unraisable_str, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# rss-bound: 400
# attacks: memory bomb inside an exception's __str__ while reporting an error raised in a generator's finally (report lifts the memory limit?)
class E(Exception):
    def __str__(self):
        x = []
        while True: x.append(bytearray(10**7))
def g():
    try: yield 1
    finally: raise E()
it = g(); next(it)
del it
print("AFTER del")
