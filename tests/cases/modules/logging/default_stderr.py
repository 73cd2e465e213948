# logging: with no configuration, warnings and above go to stderr through the
# last-resort handler ('%(message)s'); after basicConfig() (the module functions call
# it) BASIC_FORMAT is used. Only stderr's last line is compared: print to stdout too.
import logging

log = logging.getLogger('app')
log.info('not shown')
log.warning('last resort %d', 1)
print(logging.getLogger().handlers, log.hasHandlers())
logging.info('still not shown')
print(len(logging.getLogger().handlers), logging.root.level)
log.error('after basicConfig: %s', 'BASIC_FORMAT')
