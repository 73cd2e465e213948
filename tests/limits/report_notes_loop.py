# __notes__ whose items' __str__ loops forever while the final traceback is formatted:
# the operation limit holds there too (the starting build cleared it, exit 1).
# pyeval: --max-ops 1000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
class Note:
    def __str__(self):
        while True:
            pass


e = ValueError('boom')
e.__notes__ = [Note()]
raise e
