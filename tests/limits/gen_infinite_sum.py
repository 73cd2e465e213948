# sum() over an infinite generator: the builtin's loop is charged through the body.
# pyeval: --max-ops 100000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
# expect-stdout: started
def ones():
    while True:
        yield 1
print("started")
print(sum(ones()))
# expect-stdout is checked below
