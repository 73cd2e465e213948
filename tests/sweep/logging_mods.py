# logging, traceback and warnings: a configured root logger, a child logger with its
# own handler and {-style format, exception() with a chained traceback, handleError's
# format_exc/format_exception, and warnings through filters, registries and
# catch_warnings(record=True). Everything goes to stdout.
import logging
import sys
import traceback
import warnings

sys.stderr = sys.stdout


class Out(logging.Handler):
    # StreamHandler.emit catches Exception (a MemoryError too, as in CPython) and
    # reports it through handleError: a swallowed failure the sweep would flag, so
    # these handlers let errors through
    def emit(self, record):
        sys.stdout.write(self.format(record) + '\n')


logging.basicConfig(handlers=[Out()], level=logging.DEBUG,
                    format='%(levelname)s:%(name)s:%(funcName)s:%(message)s')
log = logging.getLogger('app.part')
h = Out()
h.setFormatter(logging.Formatter('{name}|{message}', style='{'))
logging.getLogger('app').addHandler(h)


def fail():
    try:
        {}['k']
    except KeyError as e:
        raise ValueError('bad') from e


try:
    fail()
except ValueError:
    log.exception('failed %d', 1)
    print(len(traceback.format_exc()), traceback.format_exception_only(
        *sys.exc_info()[:2]))
log.info('info %(a)s', {'a': 2})
warnings.warn('w1')
warnings.warn('w1')
with warnings.catch_warnings(record=True) as got:
    warnings.simplefilter('always')
    warnings.warn('w2', RuntimeWarning)
    warnings.warn('w3', DeprecationWarning, stacklevel=1)
print([str(w.message) for w in got])
print(logging.getLogger('app').getChild('part') is log, log.getEffectiveLevel())
