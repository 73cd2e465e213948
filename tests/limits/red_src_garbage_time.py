# Error recovery over a long run of garbage inside one bracket: one tree-sitter action
# can cost time in proportion to the source, so the parse's progress callback reads the
# clock itself (it used to stop 8 s after a 2 s limit, 22 s after the default 30 s).
# pyeval: --timeout 1 --max-source 4M
# expect-stderr: time limit exceeded
# expect-exit: 3
# time-bound: 4
exec('(' + 'a b : = .\n' * 150000 + ')')
