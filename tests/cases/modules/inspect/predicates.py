import inspect
import functools

def plain(): pass
def gen(): yield 1
class K:
    """Doc of K.

        Indented line.
    """
    attr = 1
    def meth(self):
        """   Method doc.
        second
        """
    @property
    def prop(self): return 2
class Sub(K):
    def meth(self): pass

objs = [plain, gen, K, K(), K().meth, K.meth, len, [].append,
        functools.partial(gen), lambda: 0, inspect, 3, K.__dict__['prop']]
preds = ['isfunction', 'isclass', 'ismethod', 'ismodule', 'isbuiltin', 'isroutine',
         'isgeneratorfunction', 'iscoroutinefunction', 'isasyncgenfunction', 'isgenerator',
         'iscoroutine', 'isabstract', 'isdatadescriptor']
for name in preds:
    pred = getattr(inspect, name)
    print(name, [int(bool(pred(o))) for o in objs])
g = gen()
print(inspect.isgenerator(g), inspect.isgeneratorfunction(K().meth))
print(inspect.iscoroutine(g), inspect.isawaitable(3))

print(repr(inspect.getdoc(K)))
print(repr(inspect.getdoc(K.meth)), repr(inspect.getdoc(Sub().meth)), repr(inspect.getdoc(plain)))
class NoDoc(K): pass
print(repr(inspect.getdoc(NoDoc)))
print(repr(inspect.cleandoc('  first\n\n    a\n      b\n\t c\n\n')))
print(repr(inspect.cleandoc('')), repr(inspect.cleandoc('\n\n  x  \n\n')), repr(inspect.cleandoc('one')))

class M:
    b = 2
    a = 1
    def f(self): pass
print([n for n, v in inspect.getmembers(M) if not n.startswith('__')])
print([n for n, v in inspect.getmembers(M, inspect.isfunction)])
m = M()
m.c = 3
print([(n, v) for n, v in inspect.getmembers(m) if not n.startswith('_') and not callable(v)])
print(inspect.getmro(Sub) == Sub.__mro__, inspect.getmodule(K).__name__)

def base(x): return x
@functools.wraps(base)
def w1(x): return base(x)
@functools.wraps(w1)
def w2(x): return w1(x)
print(inspect.unwrap(w2) is base, inspect.unwrap(w2, stop=lambda f: f is w1) is w1, inspect.unwrap(base) is base)
class Loop: pass
loop = Loop()
loop.__wrapped__ = loop
try:
    inspect.unwrap(loop)
except ValueError as e:
    print(type(e).__name__, str(e).split(' <')[0])

def annotated(a: int, b: 'str') -> 'K': pass
class AK:
    x: 'int'
    y: float = 2.0
print(inspect.get_annotations(annotated), inspect.get_annotations(AK))
print(inspect.get_annotations(annotated, eval_str=True), inspect.get_annotations(AK, eval_str=True))
print(inspect.get_annotations(plain), inspect.get_annotations(K))
try:
    inspect.get_annotations(3)
except TypeError as e:
    print(type(e).__name__, e)
print(inspect.formatannotation(int), inspect.formatannotation(list[int]), inspect.formatannotation('x'))
for bad in (len, int):
    try:
        inspect.getsource(bad)
    except (TypeError, OSError) as e:
        print(type(e).__name__, e)
