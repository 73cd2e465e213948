# os's process and host functions raise PermissionError naming what the sandbox lacks
# (docs/differences.md, "Refused on purpose"), never AttributeError.
# expect-stdout: PermissionError os.fork is not available in the sandbox: it has no processes (available: PathLike, access,
# expect-stdout: PermissionError os.symlink is not available in the sandbox: it has no access to the host
# expect-stdout: False
# expect-stderr: PermissionError: os.system is not available in the sandbox: it has no processes (available:
# expect-exit: 1
import os
for name in ['fork', 'symlink']:
    try:
        getattr(os, name)
    except PermissionError as e:
        print(type(e).__name__, e)
print(hasattr(os, 'no_such_function'))
os.system('echo hi')
