# logging: Logger.warn and logging.warn (DeprecationWarning from __main__),
# captureWarnings, FileHandler, filters that add fields, Filter names, extra that
# overwrites a field, setLoggerClass, stacklevel= and findCaller past the stack
import logging, sys, warnings
sys.stderr = sys.stdout
lg = logging.getLogger('w')
lg.warn('old style %s', 'warn')
logging.warn('module warn')
logging.captureWarnings(True)
logging.basicConfig(stream=sys.stdout, force=True)
warnings.warn('captured')
logging.captureWarnings(False)
warnings.warn('not captured')
fh = logging.FileHandler('out.log', mode='w')
fh.setFormatter(logging.Formatter('%(levelname)s %(message)s'))
lg.addHandler(fh)
lg.error('to file')
fh.close()
print(open('out.log').read(), end='')
print(repr(fh).replace(fh.baseFilename, "PATH"), fh.baseFilename.endswith("/out.log"))
class Ctx(logging.Filter):
    def filter(self, r):
        r.user = 'bob'
        return True
h = logging.StreamHandler(sys.stdout)
h.addFilter(Ctx())
h.setFormatter(logging.Formatter('%(user)s %(message)s'))
lg2 = logging.getLogger('f'); lg2.propagate = False; lg2.addHandler(h)
lg2.warning('with user')
lg2.addFilter(logging.Filter('g'))
lg2.warning('dropped')
print(logging.Filter('a.b').filter(logging.makeLogRecord({'name': 'a.bc'})),
      logging.Filter('a.b').filter(logging.makeLogRecord({'name': 'a.b.c'})))
try:
    lg2.makeRecord('n', 10, 'f', 1, 'm', (), None, extra={'message': 1})
except KeyError as e:
    print(type(e).__name__, e)
class MyLogger(logging.Logger):
    pass
logging.setLoggerClass(MyLogger)
print(type(logging.getLogger('mine')).__name__, logging.getLoggerClass().__name__)
logging.setLoggerClass(logging.Logger)
try:
    logging.setLoggerClass(int)
except TypeError as e:
    print(type(e).__name__, e)
def wrapper(msg):
    lg3.warning(msg, stacklevel=2)
lg3 = logging.getLogger('sl'); lg3.propagate = False
h3 = logging.StreamHandler(sys.stdout); h3.setFormatter(logging.Formatter('%(funcName)s:%(lineno)d %(message)s'))
lg3.addHandler(h3)
def caller():
    wrapper('from caller')
caller()
lg3.warning('direct')
lg3.warning('lvl', stacklevel=50)
print(logging.StreamHandler(sys.stdout).stream is sys.stdout)
