# eval of a 100,000-term sum: RecursionError during compilation, as in CPython.
# expect-stderr: RecursionError: maximum recursion depth exceeded during compilation
# expect-exit: 1
# time-bound: 3
eval('1+' * 100000 + '1')
