# Red team 2 (issue 10), program 155_exit_finalizer_output_limit, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: output limit exceeded
# time-bound: 5
# output-bound: 1100000
# attacks: output limit reached by prints in exit-time __del__ (limit must be reported, exit 3)
class D:
    def __del__(self):
        while True: print("x" * 10000)
d = D()
print("main end")
