# Red team 2 (issue 10), program 22_lim_sort_key.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit inside a sort key and inside __lt__ during sort, with except/finally around
l = list(range(100))
def k(x):
    if x == 50:
        while True: pass
    return x
try:
    l.sort(key=k)
except BaseException:
    print("AFTER caught")
finally:
    print("AFTER finally", l[:3])
