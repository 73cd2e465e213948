# Logging in an endless loop, and a handler whose stream logs back into its logger
# from inside a try that swallows errors, end with clean limit errors: the log text
# meets the output limit (handleError's reports included), never unbounded memory.
# pyeval: --max-output 200K
# expect-stderr: output limit exceeded
# expect-exit: 3
# time-bound: 10
import logging
import sys


class Echo:
    def write(self, s):
        try:
            logging.getLogger('loop').error('echo %d', len(s))
        except RecursionError:
            pass
        sys.stdout.write(s)

    def flush(self):
        pass


log = logging.getLogger('loop')
log.addHandler(logging.StreamHandler(Echo()))
log.propagate = False
n = 0
while True:
    log.warning('line %d', n)
    n += 1
