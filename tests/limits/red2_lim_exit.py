# Red team 2 (issue 10), program 24_lim_exit.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit inside __exit__ that would suppress; limit inside __enter__; nothing after
class CM:
    def __enter__(self): return self
    def __exit__(self, *a):
        n = 0
        while True: n += 1
        return True
for i in range(3):
    with CM():
        raise ValueError
    print("AFTER with", i)
print("AFTER end")
