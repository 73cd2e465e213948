# logging: getLogger's hierarchy (placeholders fixed up when a middle logger comes
# later), getChild, effective levels, propagation, handler levels and names,
# NullHandler, handlers= in basicConfig, force=True and the module-level functions
import logging
import sys

logging.basicConfig(stream=sys.stdout, format='%(name)s|%(levelname)s|%(message)s')
leaf = logging.getLogger('pkg.sub.leaf')
print(leaf.parent is logging.root)
mid = logging.getLogger('pkg.sub')
print(leaf.parent is mid, mid.parent is logging.root)
top = logging.getLogger('pkg')
print(mid.parent is top, leaf.parent is mid)
print(top.getChild('sub') is mid, logging.getLogger('root') is logging.root,
      logging.getLogger('') is logging.root, logging.root.getChild('pkg') is top)
top.setLevel(logging.ERROR)
print(leaf.getEffectiveLevel(), leaf.isEnabledFor(logging.WARNING))
leaf.warning('filtered by pkg level')
leaf.error('reaches root')
mid.setLevel(logging.DEBUG)
leaf.debug('mid allows debug')
h = logging.StreamHandler(sys.stdout)
h.setLevel(logging.CRITICAL)
h.setFormatter(logging.Formatter('H %(message)s'))
h.name = 'crit'
mid.addHandler(h)
leaf.error('only root')
leaf.critical('both')
mid.propagate = False
leaf.critical('only H')
print(h, h.name, logging.getLevelName(h.level))
mid.removeHandler(h)
mid.addHandler(logging.NullHandler())
leaf.critical('swallowed')
print(mid.hasHandlers(), mid.handlers)
logging.basicConfig(format='ignored %(message)s')
logging.error('root still %s', 'old format')
logging.basicConfig(force=True, stream=sys.stdout, style='{', format='{levelname}-{message}',
                    level='INFO')
logging.info('forced %d', 2)
logging.log(logging.WARNING, 'via log')
logging.critical('crit')
logging.fatal('fatal')
try:
    logging.log('INFO', 'x')
except TypeError as e:
    print(type(e).__name__, e)
try:
    logging.getLogger(3)
except TypeError as e:
    print(type(e).__name__, e)
for kw in [dict(stream=sys.stdout, filename='x.log'), dict(handlers=[], stream=sys.stdout),
           dict(style='%', format='{message}'), dict(level='LOUD')]:
    try:
        logging.basicConfig(force=True, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
logging.basicConfig(force=True, handlers=[logging.StreamHandler(sys.stdout)],
                    format='%(levelname)s %(message)s')
logging.warning('handlers= %s', 'given')
print(logging.root, logging.getLogger('pkg'))
