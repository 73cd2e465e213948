# types: SimpleNamespace, the type names, MappingProxyType, MethodType, ModuleType,
# resolve_bases / prepare_class / new_class and DynamicClassAttribute.
import types
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
ns = types.SimpleNamespace(a=1, b='x')
print(ns, repr(ns), ns.a, ns.b)
ns.c = [ns]
print(ns)
print(types.SimpleNamespace(a=1) == types.SimpleNamespace(a=1), types.SimpleNamespace(a=1) == types.SimpleNamespace(a=2), types.SimpleNamespace() != 1)
t(lambda: types.SimpleNamespace(1))
class Sub(types.SimpleNamespace): pass
print(Sub(z=3), types.SimpleNamespace, isinstance(Sub(), types.SimpleNamespace))
del ns.a
print(ns.__dict__.keys(), vars(types.SimpleNamespace(q=1)))
def f(): pass
def g(): yield 1
class C:
    def m(self): pass
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(g(), types.GeneratorType))
print(isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType), isinstance(types, types.ModuleType))
print(types.NoneType, types.NotImplementedType, types.EllipsisType, types.GenericAlias, types.UnionType, types.MappingProxyType)
print(types.FunctionType, types.GeneratorType, types.MethodType, types.ModuleType, types.BuiltinFunctionType)
mp = types.MappingProxyType({'a': 1})
print(mp['a'], len(mp), list(mp), mp)
t(lambda: mp.__setitem__('a', 2))
t(lambda: types.MappingProxyType(1))
print(types.ModuleType('mod').__name__)
m = types.MethodType(f, 5); print(m.__self__)
print(types.resolve_bases((int, str)))
class E:
    def __mro_entries__(self, bases): return (dict,)
print(types.resolve_bases((int, E())))
C2 = types.new_class('C2', (int,), {}, lambda ns: ns.update(x=5))
print(C2, C2.x, C2.__mro__, type(C2))
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw): return {'pre': kw}
print(types.prepare_class('X', (), {'metaclass': M, 'k': 1}))
X = types.new_class('X', (E(),), {'metaclass': M})
print(X.__mro__, X.pre, X.__orig_bases__[0].__class__.__name__)
t(lambda: types.prepare_class('X', (X, C2)))
class D:
    @types.DynamicClassAttribute
    def name(self): return 'inst-name'
print(D().name)
t(lambda: D.name)
print(types.TracebackType)
print(types.SimpleNamespace.__name__, types.SimpleNamespace.__module__)
print(types.SimpleNamespace(x=types.SimpleNamespace(y=1)))
for a in [(1, 2), (len, None), (len,)]:
    t(lambda: types.MethodType(*a))
t(lambda: types.ModuleType(1))
print(types.ModuleType('m2', 'doc').__doc__)
