# A call with 100,000 keyword arguments from **: no quadratic duplicate check.
# expect-stdout: 100000
# expect-exit: 0
# time-bound: 5
def f(**k):
    return len(k)


print(f(**{str(i): i for i in range(10 ** 5)}))
