# Writing 10**9 bytes to an in-memory file ends at the memory limit: the file's bytes
# are the VM's memory (docs/files.md), and a size past the limit is refused before it
# is allocated.
# pyeval: --max-memory 64M
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 20
chunk = 'x' * (1 << 20)
with open('big.txt', 'w') as f:
    for i in range(1000):
        f.write(chunk)
print('after')
