# A program larger than --max-source is refused before parsing.
# pyeval: --max-source 100
# expect-stderr: source size limit exceeded
# expect-exit: 3
# time-bound: 2
x = 1
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
# padding
