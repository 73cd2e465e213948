# Error recovery over 50,000 broken lines: one tree-sitter action can cost time in
# proportion to the source, so the parse's progress callback reads the clock itself
# (it used to stop 8 s after a 2 s limit, 22 s after the default 30 s).
# pyeval: --timeout 2
# expect-stderr: time limit exceeded
# expect-exit: 3
# time-bound: 4
exec('def (:\n' * 50000)
