# logging: record fields (module names, mapping arguments, vars order), stack_info,
# {-format specifiers, $-format fields, BufferingFormatter, Filter names, odd dotted
# names in the hierarchy, handler names and reprs, FileHandler(delay=True),
# setStream, lastResort = None, exc_info forms, extra clashes, captureWarnings twice
import collections
import io
import logging
import re
import sys
import warnings

sys.stderr = sys.stdout


def files(text):
    return re.sub(r'(File ")?[^ "]*structure\.py', r'\1FILE', text)


for path in ['/a/b/.hidden', 'x.tar.gz', 'noext', '', '/dir/']:
    r = logging.LogRecord('n', 20, path, 1, 'm', (), None)
    print(repr(r.filename), repr(r.module))
r = logging.LogRecord('n', 20, 'p.py', 1, 'v=%(v)s', (collections.OrderedDict(v=3),), None)
print(r.getMessage(), type(r.args).__name__)
r = logging.LogRecord('n', 20, 'p.py', 1, 'v=%s', ({},), None)
print(r.getMessage())
print([k for k in vars(logging.LogRecord('n', 20, 'p.py', 1, 'm', (), None))])

out = io.StringIO()
h = logging.StreamHandler(out)
h.setFormatter(logging.Formatter('%(funcName)s %(message)s'))
lg = logging.getLogger('st')
lg.addHandler(h)
lg.propagate = False


def inner():
    lg.warning('with stack', stack_info=True)


def outer():
    inner()


outer()
print(files(out.getvalue()), end='')

rec = logging.makeLogRecord({'name': 'n', 'msg': 'hi', 'levelname': 'INFO'})
for fmt in ['{message:>10}', '{message:%%}', '{message:<<<}', '{message:{w}}',
            '{message!s:^8}', '{0[x]}', '{a.b.c}', '{}}', '{message:,.2f}']:
    try:
        logging.Formatter(fmt, style='{')
        print('ok', fmt)
    except ValueError as e:
        print(type(e).__name__, e)
for fmt in ['$$', '$$$a', '${a}$b', '${a', '$1', 'x$', '${}', '$_ok']:
    try:
        logging.Formatter(fmt, style='$')
        print('ok', fmt)
    except ValueError as e:
        print(type(e).__name__, e)
print(logging.Formatter('${asctime}', style='$').usesTime(),
      logging.Formatter('$asctime', style='$').usesTime(),
      logging.Formatter('{asctime:>5}', style='{').usesTime())

recs = [logging.makeLogRecord({'msg': 'a%d' % i}) for i in range(3)]


class Buf(logging.BufferingFormatter):
    def formatHeader(self, records):
        return '[%d:' % len(records)

    def formatFooter(self, records):
        return ']'


print(repr(Buf().format(recs)), repr(Buf().format([])),
      repr(logging.BufferingFormatter(logging.Formatter('%(message)s;')).format(recs)))

for fname, rname in [('', 'x'), ('a', 'a'), ('a', 'ab'), ('a', 'a.b'), ('a.b', 'a'),
                     ('a', 'b.a')]:
    print(repr(fname), repr(rname),
          logging.Filter(fname).filter(logging.makeLogRecord({'name': rname})))

names = ['q..r', 'q.', '.q', 'q.r.s', 'q.r', 'q']
made = [logging.getLogger(n) for n in names]
print([(n, m.parent.name) for n, m in zip(names, made)])
print(sorted(k for k in logging.Logger.manager.loggerDict if k.startswith(('q', '.q'))))
print(type(logging.Logger.manager.loggerDict['q.']).__name__)

nh = logging.StreamHandler(io.StringIO())
nh.set_name('first')
nh.name = 'second'
print(nh.get_name(), repr(nh), repr(logging.Handler(logging.INFO)),
      repr(logging.NullHandler()))
s1, s2 = io.StringIO(), io.StringIO()
sh = logging.StreamHandler(s1)
print(sh.setStream(s1), sh.setStream(s2) is s1, sh.stream is s2)

fh = logging.FileHandler('delayed.log', mode='w', delay=True)
print(fh.stream)
dl = logging.getLogger('delay')
dl.propagate = False
dl.addHandler(fh)
dl.error('first line')
fh.close()
dl.error('after close')
print(fh.stream, open('delayed.log').read(), end='')
fa = logging.FileHandler('delayed.log', mode='a', delay=True)
fa.close()
dl.removeHandler(fh)
dl.addHandler(fa)
dl.error('append reopens')
fa.close()
print(open('delayed.log').read(), end='')

saved = logging.lastResort
logging.lastResort = None
logging.getLogger('nowhere').error('no handler')
logging.getLogger('nowhere2').error('no handler again')
logging.lastResort = saved
logging.getLogger('nowhere').warning('last resort back')
print(logging.getLogger('nowhere').hasHandlers())

eo = io.StringIO()
eh = logging.StreamHandler(eo)
el = logging.getLogger('exc')
el.propagate = False
el.addHandler(eh)
try:
    raise KeyError('k')
except KeyError as e:
    err = e
    info = sys.exc_info()
el.error('tuple', exc_info=info)
el.error('instance', exc_info=err)
el.error('false', exc_info=0)
el.error('true outside a handler', exc_info=1)
print(files(eo.getvalue()), end='')
for extra in [{'asctime': 1}, {'msg': 1}, {'fresh': 1}]:
    try:
        print(el.makeRecord('n', 10, 'f', 1, 'm', (), None, extra=extra).__dict__.get('fresh'))
    except KeyError as e:
        print(type(e).__name__, e)

logging.captureWarnings(True)
logging.captureWarnings(True)
wo = io.StringIO()
logging.getLogger('py.warnings').addHandler(logging.StreamHandler(wo))
warnings.warn('into the log')
warnings.showwarning('to a file', UserWarning, 'f.py', 3, file=sys.stdout)
logging.captureWarnings(False)
logging.captureWarnings(False)
print(files(wo.getvalue()), end='')
print(warnings.showwarning.__module__)
logging.disable(logging.WARNING)
print(el.isEnabledFor(logging.WARNING), el.isEnabledFor(logging.ERROR))
logging.disable(logging.NOTSET)
print(el.isEnabledFor(logging.WARNING))
try:
    el.isEnabledFor('x')
except TypeError as e:
    print(type(e).__name__, e)
logging.shutdown()
print(len(logging.getLogger().handlers))
