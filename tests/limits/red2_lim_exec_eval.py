# Red team 2 (issue 10), program 28_lim_exec_eval.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit inside exec/eval, swallowed by except in exec'd code and outer code
src = """
try:
    while True: pass
except BaseException:
    print('AFTER inner caught')
"""
try:
    exec(src)
except BaseException:
    print("AFTER outer caught")
print("AFTER end")
