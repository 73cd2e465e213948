# Red team 2 (issue 10), program 192_syntaxwarning_exec_loop.
# expect-exit: 3
# expect-stderr: output limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# output-bound: 1100000
# attacks: SyntaxWarnings emitted by exec() of fresh sources in a loop (each compile warns again): output accounting of warnings
for i in range(100000):
    exec(f"x = {i} is {i}  # " + "w" * 200)
print("AFTER")
