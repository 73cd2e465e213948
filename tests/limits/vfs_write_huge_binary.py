# The same through os-level paths: appending to a binary file in a loop, and one huge
# write, stop at the memory limit; catching MemoryError does not help.
# pyeval: --max-memory 64M
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 20
import os
os.makedirs('out', exist_ok=True)
block = b'\0' * (1 << 22)
while True:
    try:
        with open('out/b.bin', 'ab') as f:
            f.write(block)
    except MemoryError:
        pass
print('after')
