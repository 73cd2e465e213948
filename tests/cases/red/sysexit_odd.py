# Red team 2 (issue 10), program 103_sysexit_odd.
# attacks: SystemExit with odd codes at top level (exit status / output), including a code with a __str__ that loops
class C:
    def __str__(self): return "custom exit"
raise SystemExit(C())
