# logging: Formatter fields, styles, defaults, datefmt through a fixed converter,
# exception text, validation errors, and records made by hand
import io
import logging
import sys
import time

rec = logging.makeLogRecord({'name': 'n', 'msg': 'hi %s', 'args': ('there',),
                             'levelno': 20, 'levelname': 'INFO', 'created': 86400.25,
                             'msecs': 250.0})
f = logging.Formatter('%(asctime)s %(levelname)s %(message)s')
f.converter = time.gmtime
print(f.format(rec))
f2 = logging.Formatter('[%(asctime)s] %(message)s', datefmt='%Y/%m/%d %H-%M')
f2.converter = time.gmtime
print(f2.format(rec))
print(logging.Formatter('{name}:{message!r:>12}', style='{').format(rec))
print(logging.Formatter('$name/${message}', style='$').format(rec))
print(logging.Formatter('%(name)s %(custom)s', defaults={'custom': 'dflt'}).format(rec))
print(logging.Formatter().format(rec))
print(repr(logging.Formatter(validate=False, fmt='plain').format(rec)))
for fmt, st in [('%(message)', '%'), ('{}', '{'), ('no fields', '{'), ('$', '$'),
             ('{x!z}', '{'), ('{a.b[c]} {0}', '{'), ('${a', '$'), ('$$ $1', '$'),
             ('{a-b}', '{'), ('cost $$5 $x', '$'),
             ('x', '$'), ('%(nope)s', '%')]:
    try:
        print(logging.Formatter(fmt, style=st).format(rec))
    except (ValueError, KeyError, AttributeError, IndexError) as e:
        print(type(e).__name__, e)
out = io.StringIO()
h = logging.StreamHandler(out)
h.setFormatter(logging.Formatter('%(levelname)s:%(name)s:%(funcName)s:%(message)s'))
lg = logging.getLogger('fmt')
lg.addHandler(h)
lg.propagate = False


def work():
    try:
        {}['key']
    except KeyError:
        lg.exception('lookup failed')
    try:
        int('x')
    except ValueError as e:
        lg.warning('caught %s', type(e).__name__, exc_info=e)


work()
lg.error('plain', stack_info=False)
print(out.getvalue(), end='')
r = logging.LogRecord('nm', logging.ERROR, '/a/b/mod.py', 7, 'm %d%%', (5,), None)
print(r.filename, r.module, r.lineno, r.levelname, r.getMessage(), repr(r))
print(logging.getLevelNamesMapping()['WARN'], logging.WARN, logging.FATAL)
print(logging.getLevelName(logging.WARN), logging.getLevelName('CRITICAL'))
