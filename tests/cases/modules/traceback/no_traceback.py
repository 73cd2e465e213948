# traceback/logging: exception() outside a handler, exc_info=(None, None, None),
# format_exception with tb=None (no frames) and the old three-argument forms
import logging, sys, traceback
logging.basicConfig(stream=sys.stdout)
logging.exception('no exc')
logging.error('tuple', exc_info=(None, None, None))
print(traceback.format_exception(None, None, None))
traceback.print_exception(None, file=sys.stdout)
try:
    raise ValueError
except ValueError as e:
    print(traceback.format_exception(ValueError, e, None))
    print(traceback.format_exception_only(ValueError, e))
print(logging.getLogger('a').manager is logging.root.manager, logging.Logger.root is logging.root)
