import types


class Entry:
    def __init__(self, *out):
        self.out = out

    def __mro_entries__(self, bases):
        print('hook sees', len(bases), 'bases')
        return self.out


class A: pass
class B: pass


plain = (A, B)
print(types.resolve_bases(plain) is plain)
print([c.__name__ for c in types.resolve_bases((Entry(A), B))])
print([c.__name__ for c in types.resolve_bases((A, Entry(), Entry(B, int)))])
try:
    types.resolve_bases((Entry(A), Entry()))
    class Bad:
        def __mro_entries__(self, bases):
            return [A]
    types.resolve_bases((Bad(),))
except TypeError as e:
    print(type(e).__name__, e)
print(types.resolve_bases([A]))


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, sorted(kw))
        return {'prepared': True}

    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)


class Sub(Meta): pass
class Other(type): pass


m, ns, kw = types.prepare_class('X', (), {'metaclass': Meta, 'flag': 1})
print(m.__name__, ns, kw)
m, ns, kw = types.prepare_class('Y', (A,))
print(m.__name__, ns, kw)
m, ns, kw = types.prepare_class('Z', (), None)
print(m.__name__, ns, kw)
kwds = {'metaclass': Meta}
types.prepare_class('K', (), kwds)
print(kwds)
print(types.prepare_class('F', (), {'metaclass': lambda *a: a})[1:])
C1 = types.new_class('C1', (A,), {'metaclass': Meta}, lambda ns: ns.update(x=5))
print(type(C1).__name__, C1.x, C1.prepared, '__orig_bases__' in C1.__dict__)
C2 = types.new_class('C2', (Entry(A),), exec_body=lambda ns: ns.update(y=1))
print(C2.__mro__[1].__name__, C2.y, type(C2.__orig_bases__[0]).__name__)
P = types.new_class('P', (), {'metaclass': Meta})
S = types.new_class('S', (), {'metaclass': Sub})
print(type(types.new_class('Q', (P, S))).__name__)
print(type(types.new_class('R', (S,), {'metaclass': Meta})).__name__)
O = types.new_class('O', (), {'metaclass': Other})
for bases in ((P, O), (O, S)):
    try:
        types.new_class('W', bases)
    except TypeError as e:
        print(type(e).__name__, e)
print(types.new_class('Empty').__bases__)


class D:
    def __init__(self):
        self._v = 1

    @types.DynamicClassAttribute
    def v(self):
        "the v doc"
        return self._v

    @v.setter
    def v(self, value):
        self._v = value

    def __getattr__(self, name):
        return 'via getattr ' + name


d = D()
print(d.v)
d.v = 4
print(d.v, D.__dict__['v'].__doc__, D.__dict__['v'].overwrite_doc)
try:
    D.v
except AttributeError as e:
    print(type(e).__name__, repr(str(e)))
try:
    del d.v
except AttributeError as e:
    print(type(e).__name__, e)
dca = types.DynamicClassAttribute(None, None, None, 'given')
print(dca.__doc__, dca.overwrite_doc, dca.__isabstractmethod__)
try:
    dca.__get__(d)
except AttributeError as e:
    print(type(e).__name__, e)
print(types.DynamicClassAttribute().__doc__, types.DynamicClassAttribute(doc='').__doc__)
nodoc = types.DynamicClassAttribute(lambda s: 1, doc='')
print(nodoc.__doc__, nodoc.overwrite_doc)
g = dca.getter(lambda s: 'got')
print(g.__doc__, g.__get__(d))
