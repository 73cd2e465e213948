# A garbage cycle whose __del__ loops, left for the collection at exit (pyeval_finalize):
# the program exits with the operation limit, not 0.
# pyeval: --max-ops 200000
# expect-stdout: end of program
# expect-stderr: operation limit exceeded (200000 operations) at line 11
# expect-exit: 3
# time-bound: 5
class A:
    def __del__(self):
        while True:
            pass


a = A()
b = A()
a.other = b
b.other = a
del a, b
print('end of program')
