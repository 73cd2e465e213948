# warnings: filter order and duplicates, message/module/lineno matching, the module
# and once actions across registries, registries reset by a filter change,
# warn_explicit's module and registry arguments, an unknown action, a showwarning
# that is not callable, catch_warnings nesting and recording with showwarning replaced
import sys
import warnings

sys.stderr = sys.stdout


def show(message, category, filename, lineno, file=None, line=None):
    print('show:', message, category.__name__, lineno)


warnings.showwarning = show
warnings.resetwarnings()
warnings.simplefilter('ignore', UserWarning)
warnings.simplefilter('error', RuntimeWarning)
warnings.simplefilter('ignore', UserWarning)
print([(a, c.__name__) for a, m, c, mod, ln in warnings.filters])
warnings.simplefilter('always', UserWarning, append=True)
warnings.simplefilter('always', BytesWarning, append=True)
warnings.simplefilter('always', BytesWarning, append=True)
print([(a, c.__name__) for a, m, c, mod, ln in warnings.filters])
warnings.resetwarnings()
warnings.filterwarnings('always', message='HELLO')
warnings.filterwarnings('error', module='nomatch')
warnings.filterwarnings('ignore', message='skip', lineno=999)
warnings.warn('hello there')
warnings.warn('Hello again')
warnings.warn('skip me, wrong line')
warnings.warn_explicit('skip', UserWarning, 'f.py', 999)
warnings.warn_explicit('x', UserWarning, 'f.py', 5, module='other.nomatch')
try:
    warnings.warn_explicit('x', UserWarning, 'f.py', 5, module='nomatch')
except UserWarning as e:
    print('error action:', e)
warnings.resetwarnings()
reg = {}
for i in range(2):
    warnings.filterwarnings('module')
    warnings.warn_explicit('m', UserWarning, 'a.py', 1, registry=reg)
    warnings.warn_explicit('m', UserWarning, 'a.py', 2, registry=reg)
    warnings.warn_explicit('m', UserWarning, 'a.py', 2, registry=reg)
print(sorted(k for k in reg if k != 'version'))
warnings.simplefilter('once')
r1, r2 = {}, {}
warnings.warn_explicit('o', UserWarning, 'a.py', 1, registry=r1)
warnings.warn_explicit('o', UserWarning, 'b.py', 9, registry=r2)
warnings.warn_explicit('o', DeprecationWarning, 'b.py', 9, registry=r2)
warnings.simplefilter('default')
warnings.warn_explicit('d', UserWarning, 'a.py', 1, registry=r1)
warnings.warn_explicit('d', UserWarning, 'a.py', 1, registry=r1)
print(len(r1) > 1, r1.get('version') == r2.get('version'))
warnings.simplefilter('always')
warnings.warn_explicit(Warning('instance'), RuntimeWarning, 'a.py', True)
for args, kw in [(('a', UserWarning, 'a.py', '7'), {}), (('a', UserWarning, 3, 7), {}),
                 (('a', UserWarning, 'a.py', 7.0), {}),
                 (('a', UserWarning, 'a.py', 7), {'module_globals': []})]:
    try:
        warnings.warn_explicit(*args, **kw)
    except TypeError as e:
        print(type(e).__name__, e)
warnings.warn_explicit('module None: nothing', UserWarning, 'a.py', 7, module=None)
for action in ['once', 'module', 'default']:
    warnings.simplefilter(action)
    for i in range(2):
        warnings.warn_explicit('no registry ' + action, UserWarning, 'a.py', 8)
        warnings.warn_explicit('no registry ' + action, UserWarning, 'b.py', 9)
print([v for k, v in reg.items() if k != 'version'], [v for k, v in r2.items() if k != 'version'])
for reg in [5, [], None]:
    try:
        warnings.warn_explicit('r', UserWarning, 'f', 1, registry=reg)
    except TypeError as e:
        print(type(e).__name__, e)
warnings.showwarning = warnings._showwarning_orig if hasattr(warnings, '_showwarning_orig') else None
warnings.showwarning = show
print(warnings.formatwarning('t', UserWarning, 'MOD.PY', 3), end='')
warnings.filters.insert(0, ('bogus', None, Warning, None, 0))
try:
    warnings.warn('y')
except RuntimeError as e:
    print(type(e).__name__, e)
warnings.resetwarnings()
warnings.showwarning = 42
try:
    warnings.warn('not callable')
except TypeError as e:
    print(type(e).__name__, e)
warnings.showwarning = show
for bad in [lambda: warnings.filterwarnings('ignore', category=3),
            lambda: warnings.filterwarnings('ignore', module=1),
            lambda: warnings.filterwarnings('ignore', lineno='1'),
            lambda: warnings.simplefilter('ignore', lineno=1.0)]:
    try:
        bad()
    except AssertionError as e:
        print(type(e).__name__, e)
before = warnings.filters
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter('always')
        warnings.warn('recorded')
        inner = []
        warnings.showwarning = lambda *a: inner.append(str(a[0]))
        warnings.warn('to the inner hook')
    print([str(w.message) for w in log], inner, len(warnings.filters))
    warnings.warn('ignored')
print(warnings.filters is before, warnings.showwarning is show)
with warnings.catch_warnings(action='error', category=RuntimeWarning):
    try:
        warnings.warn('boom', RuntimeWarning)
    except RuntimeWarning as e:
        print('caught', e)
    warnings.warn('user still shown')
