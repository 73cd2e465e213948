# exec of 100,000 nested brackets: a SyntaxError, never a crash.
# expect-stderr: SyntaxError: too many nested parentheses
# expect-exit: 1
# time-bound: 3
exec('[' * 100000 + ']' * 100000)
