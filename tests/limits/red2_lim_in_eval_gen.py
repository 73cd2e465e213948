# Red team 2 (issue 10), program 144_lim_in_eval_gen.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit hit inside eval() called from a generator body that is being consumed by sorted() inside a finally
def g():
    for i in range(5):
        yield eval("sum(range(10**9))") if i == 3 else i
try:
    pass
finally:
    try:
        print(sorted(g()))
    except BaseException:
        print("AFTER caught")
    print("AFTER finally")
