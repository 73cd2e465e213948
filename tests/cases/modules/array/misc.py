# fromfile/tofile over io.BytesIO, dir(), dunders called directly, the iterator, str/format.
import io
from array import array as A
a = A('h', [1, 2, 3])
f = io.BytesIO()
a.tofile(f)
print(f.getvalue())
f.seek(0)
b = A('h')
b.fromfile(f, 3)
print(b)
print(sorted(set(dir(A)) - set(dir(object))))
print(A.__len__(a), A.__getitem__(a, 1), A.__contains__(a, 2), a.__iter__().__next__())
it = iter(a)
print(type(it).__name__, iter(it) is it, list(it), list(it))
print(str(a), f'{a}', format(a, ''), a.__class__)
print(A.typecode, A.itemsize)
try:
    a.typecode = 'b'
except AttributeError as e:
    print('AttributeError', e)
try:
    A.__init__
    print(a.__len__(1))
except TypeError as e:
    print('TypeError', e)
import copy
print(copy.copy(a), copy.deepcopy(a), a.__reduce_ex__ is not None)

# __sizeof__: CPython's header plus the allocated items, with CPython's growth policy
print(A('d',[1.0]*10).__sizeof__(), A('b',b'x'*100).__sizeof__(), (A('i',[1])*50).__sizeof__(), A('i',range(30)).__sizeof__(), A('h',[1,2,3])[::2].__sizeof__(), A('b').__sizeof__())
a=A('i',range(20)); del a[:15]; print(a.__sizeof__())
