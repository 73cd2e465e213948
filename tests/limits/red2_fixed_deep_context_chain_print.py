# Red team 2 (issue 10), program 137_deep_context_chain_print, a finding fixed since d2aaf4a (known finding 2: the report is output).
# The report of the uncaught error is cut at the output limit (exit 1, as for any uncaught error).
# expect-exit: 1
# expect-stderr: traceback cut at the output limit
# time-bound: 5
# output-bound: 1100000
# attacks: a long (50000) __context__ chain created by nested except blocks; printed at top level (bounded by output limit)
def f(n):
    e = None
    for i in range(n):
        try:
            try: raise ValueError(i)
            finally: pass
        except ValueError as x:
            if e is not None: x.__context__ = e
            e = x
    return e
raise f(50000)
