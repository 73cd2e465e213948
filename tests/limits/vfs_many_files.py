# Files without end in one directory: the tree's nodes count against the memory limit.
# pyeval: --max-memory 6M --max-ops 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 30
i = 0
while True:
    with open(f'f{i}', 'w') as f:
        f.write('x')
    i += 1
print('after')
