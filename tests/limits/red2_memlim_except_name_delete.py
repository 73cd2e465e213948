# Red team 2 (issue 10), program 188_memlim_except_name_delete.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside a generator finalizer triggered by the implicit `del e` at the end of `except ... as e` while the handler is raising: eval_stmt.c restores the handler's exception over the limit
def g():
    try:
        yield 1
    finally:
        l = []
        while True: l.append(bytearray(10**6))
class Holder:
    pass
try:
    try:
        raise ValueError("v")
    except ValueError as e:
        h = Holder(); h.it = g(); next(h.it)
        e = h; del h          # the except-name now holds the only reference
        raise KeyError("k")
except KeyError as k:
    print("AFTER caught", repr(k))
print("AFTER end")
