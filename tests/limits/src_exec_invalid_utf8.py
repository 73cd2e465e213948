# Invalid UTF-8 inside exec'd bytes: a clean SyntaxError.
# expect-stderr: SyntaxError
# expect-exit: 1
# time-bound: 3
exec(b'x = "\xff\xfe"')
