# Red team 2 (issue 10), program 146_output_limit_in_repr.
# expect-exit: 3
# expect-stderr: output limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# output-bound: 1100000
# attacks: output limit hit while print is writing a huge repr built by user __repr__ (partial write then limit)
class R:
    def __repr__(self): return "r" * 300000
print([R(), R(), R(), R(), R()])
print("AFTER")
