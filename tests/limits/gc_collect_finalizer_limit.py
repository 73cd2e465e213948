# A finalizer that runs into the operation limit during gc.collect(): the limit error
# ends the run cleanly, and no code after the collection runs.
# pyeval: --max-ops 300000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 10
import gc
class Spin:
    def __init__(self):
        self.me = self
    def __del__(self):
        while True:
            pass
Spin()
gc.collect()
print('after')
