# logging: a handler that logs to its own logger recurses until RecursionError, as
# in CPython 3.11 (which has no recursion guard in handle())
import logging, sys
class H(logging.Handler):
    def emit(self, record):
        logging.getLogger("r").warning("again %s", record.getMessage()[:10])
lg = logging.getLogger("r")
lg.addHandler(H())
lg.propagate = False
try:
    lg.warning("start")
except RecursionError as e:
    print("RecursionError")
print("end")
