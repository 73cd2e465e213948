# A generator suspended in a try/finally whose finally loops for ever, closed at exit
# (pyeval_finalize): exit 3, not 0.
# pyeval: --max-ops 200000
# expect-stdout: end of program
# expect-stderr: operation limit exceeded (200000 operations) at line 13
# expect-exit: 3
# time-bound: 5
def g():
    try:
        yield 1
    finally:
        while True:
            pass


it = g()
next(it)
print('end of program')
