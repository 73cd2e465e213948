# exec of a tiny source in a loop: every parse is charged (it cost 2 operations, and
# each exec kept its tree then: the loop met the memory limit after 10 s; trees are now
# freed, mut_exec_loop_memory, and the charge ends the loop).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 8
for i in range(200000):
    exec('x = 1')
