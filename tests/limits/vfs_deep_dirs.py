# Directories nested without end: each level's path grows, so the path work charges
# and the nodes cost memory; the run ends at a limit and tearing the deep tree down
# (iterative, core/vfs.c) does not overflow the C stack.
# pyeval: --max-memory 64M
# expect-exit: 3
# expect-stderr: limit exceeded
# forbid-stdout: after
# time-bound: 30
import os
while True:
    os.mkdir('d')
    os.chdir('d')
print('after')
