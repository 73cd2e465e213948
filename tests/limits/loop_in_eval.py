# eval/exec run under the same budget.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
exec('while True:\n    pass\n')
