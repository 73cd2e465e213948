# Red team 2 (issue 10), program 104_sysexit_str_loop, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# time-bound: 5
# attacks: SystemExit whose code object's __str__ loops forever when printed at exit (limit must win)
class C:
    def __str__(self):
        while True: pass
raise SystemExit(C())
