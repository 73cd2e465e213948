# Red team 2 (issue 10), program 91_lim_note_str_top, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# time-bound: 5
# attacks: op limit hit inside a __notes__ entry's __str__ while the top-level traceback is printed (lost limit: exit 1)
class N:
    def __str__(self):
        while True: pass
e = ValueError("v")
e.__notes__ = [N()]
raise e
