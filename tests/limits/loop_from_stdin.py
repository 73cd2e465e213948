# The program on standard input with no file argument (as `python3 < prog.py`): it runs
# as "<stdin>" and its limits hold as for a file.
# stdin: program
# pyeval: --max-ops 100000
# expect-stdout: started
# expect-stderr: operation limit exceeded (100000 operations) at line 10
# expect-exit: 3
print("started")
while True:
    pass
