# Red team 2 (issue 10), program 23_lim_hash_insert.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside __hash__ during dict insert; dict must not be left broken / code after
class H:
    def __hash__(self):
        x = []
        while True: x.append("a" * 1000)
d = {i: i for i in range(100)}
try:
    d[H()] = 1
except BaseException:
    print("AFTER caught")
finally:
    print("AFTER finally", len(d))
