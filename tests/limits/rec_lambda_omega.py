# (lambda f: f(f))(lambda f: f(f)).
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
(lambda f: f(f))(lambda f: f(f))
