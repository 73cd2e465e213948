# t = t | T grows a union by one argument per step: each step compares the new argument
# with the union's (charged), instead of comparing every pair again uncharged (cubic:
# this ran into the 30 s time limit).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
t = int
for i in range(100000):
    t = t | type('T', (), {})
