# A limit error raised inside a generator propagates without running its finally
# block or GeneratorExit handler: the finally would loop printing, hitting the
# output limit instead of the operation limit.
# pyeval: --max-ops 100000 --max-output 1M
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
def g():
    try:
        while True:
            yield 1
    except GeneratorExit:
        while True:
            print("GeneratorExit handler ran" * 100)
    finally:
        while True:
            print("finally ran" * 100)
for x in g():
    pass
