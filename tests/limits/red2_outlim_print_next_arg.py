# Red team 2 (issue 10), program 193_outlim_print_next_arg.
# expect-exit: 3
# expect-stderr: limit exceeded
# time-bound: 5
# output-bound: 1100000
# attacks: output limit hit while print writes its first argument; the next argument's __str__ must not run after the limit (it would loop to the op limit)
class B:
    def __str__(self):
        while True: pass
print("x" * (2**20 + 10), B())
