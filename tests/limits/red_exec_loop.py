# exec of a tiny source in a loop: every parse is charged (it cost 2 operations for tens
# of microseconds, and each exec keeps its AST: the loop met the memory limit after 10 s).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 8
for i in range(200000):
    exec('x = 1')
