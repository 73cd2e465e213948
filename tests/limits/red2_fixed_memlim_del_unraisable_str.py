# Red team 2 (issue 10), program 131_memlim_del_unraisable_str, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# rss-bound: 400
# attacks: memory bomb inside an exception's __str__ while reporting an error raised by __del__ ("Exception ignored in"): the report runs with the memory limit lifted
class E(Exception):
    def __str__(self):
        x = []
        while True: x.append(bytearray(10**7))
class C:
    def __del__(self): raise E()
c = C()
del c
print("AFTER del")
