# Invalid UTF-8 in the source: CPython's SyntaxError, never a crash.
# expect-stderr: SyntaxError: Non-UTF-8 code starting with '\xff'
# expect-exit: 1
# time-bound: 3
x = 'ÿþ€'
print(x)
