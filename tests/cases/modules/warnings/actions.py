# warnings: the once/module/default/always actions, registries after a filter
# change, warn_explicit, showwarning replaced, catch_warnings(action=...) and errors
import sys
import warnings

sys.stderr = sys.stdout


def lib(msg, level=2):
    warnings.warn(msg, UserWarning, stacklevel=level)


warnings.simplefilter('once')
for i in range(3):
    lib('once a')
    lib('once b')
warnings.simplefilter('module')
for i in range(2):
    lib('mod')
    lib('mod')
warnings.simplefilter('default')
for i in range(2):
    lib('dflt')
lib('dflt')
warnings.resetwarnings()
lib('after reset')
print(len(warnings.filters))

warnings.warn_explicit('explicit', SyntaxWarning, 'prog.py', 12)
warnings.warn_explicit('explicit', SyntaxWarning, 'prog.py', 12, module='m',
                       registry={})

seen = []


def show(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, lineno))


orig = warnings.showwarning
warnings.showwarning = show
lib('to show')
warnings.warn('direct', FutureWarning)
print(seen)
warnings.showwarning = orig
with warnings.catch_warnings(action='ignore'):
    warnings.warn('hidden')
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter('always')
    for cat in (UserWarning, DeprecationWarning, PendingDeprecationWarning,
                RuntimeWarning, BytesWarning, ResourceWarning):
        warnings.warn('w', cat)
    print([w.category.__name__ for w in log])
    print(str(log[0]).replace(repr(log[0].filename), 'FILE'))
print(repr(warnings.catch_warnings()), repr(warnings.catch_warnings(record=True)))
cw = warnings.catch_warnings()
try:
    cw.__exit__(None, None, None)
except RuntimeError as e:
    print(type(e).__name__, e)
with cw:
    try:
        cw.__enter__()
    except RuntimeError as e:
        print(type(e).__name__, e)
for bad in [(lambda: warnings.filterwarnings('nope')),
            (lambda: warnings.filterwarnings('ignore', category=int)),
            (lambda: warnings.filterwarnings('ignore', message=3)),
            (lambda: warnings.simplefilter('ignore', lineno=-1)),
            (lambda: warnings.warn('x', 'notaclass'))]:
    try:
        bad()
    except (AssertionError, TypeError) as e:
        print(type(e).__name__, e)
warnings.filterwarnings('error', module='__main__')
try:
    warnings.warn('as error')
except UserWarning as e:
    print('raised', repr(e))
