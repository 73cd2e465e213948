# builtins: the module's namespace is the builtins themselves
import builtins

print(builtins.__name__, builtins.__package__ == '', type(builtins).__name__)
print(builtins.len is len, builtins.ValueError is ValueError, hasattr(builtins, 'None_'))
print(builtins.__dict__['print'] is print, builtins.Ellipsis is ...)
d = dir(builtins)
print(d == sorted(d), all(n in d for n in ['len', 'print', 'ValueError', 'Ellipsis', '__name__', '__doc__']))
print(isinstance(builtins.__doc__, str))
import builtins as b2
print(b2 is builtins)
import sys
print(sys.modules['builtins'] is builtins)

# a new builtin is visible to code that does not shadow it
def f():
    return my_builtin

try:
    f()
except NameError as e:
    print(type(e).__name__, e)
builtins.my_builtin = 1
print(f(), my_builtin)
builtins.my_builtin = 2
print(f(), my_builtin)
for i in range(3):
    builtins.my_builtin = i * 10
    print(f(), my_builtin)
my_builtin = 'global'
print(f(), my_builtin)
del my_builtin
print(f(), my_builtin)
del builtins.my_builtin
try:
    f()
except NameError as e:
    print(type(e).__name__, e)
try:
    del builtins.my_builtin
except AttributeError as e:
    print(type(e).__name__, e)

# replacing a builtin that a function already used
def g(x):
    return len(x)

print(g('abc'))
orig = builtins.len
builtins.len = lambda x: 42
print(g('abc'), len('abc'))
builtins.len = orig
print(g('abc'), len('abc'))
print(len is orig)

# a replaced builtin inside a loop that already ran
orig_abs = abs
out = []
for i in range(4):
    if i == 2:
        builtins.abs = lambda x: 'patched'
    out.append(abs(-i))
builtins.abs = orig_abs
print(out, abs(-3))

try:
    builtins.no_such_name
except AttributeError as e:
    print(type(e).__name__, e)

setattr(builtins, 'answer', 42)
print(answer, getattr(builtins, 'answer'))
print(eval('answer'), eval('answer', {}))
exec('print(answer)', {})
delattr(builtins, 'answer')
try:
    eval('answer', {})
except NameError as e:
    print(type(e).__name__, e)

# the module's own attributes are builtins too, found by code whose globals lack them
exec("print(type(__doc__).__name__, repr(__package__), __name__)", {})
print(builtins.__doc__.splitlines()[0])
print(__doc__, __package__, __name__)

# the module refers to itself through the builtins: a cycle the VM's teardown breaks
builtins.me = builtins
print(me is builtins, me.me.me is builtins, builtins.__dict__ is me.__dict__)

# a function whose globals are not the script's, called before and after
ns = {}
exec("def h():\n    return zz", ns)
for step in range(3):
    try:
        print(ns['h']())
    except NameError as e:
        print(type(e).__name__, e)
    builtins.zz = step
del builtins.zz
try:
    ns['h']()
except NameError as e:
    print(type(e).__name__, e)
