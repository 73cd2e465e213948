# sys's struct sequences as CPython's: tuple subclasses named sys.NAME, n_fields and
# friends, __match_args__, no _fields, read-only attributes, constructor checks, repr.
import sys
for name in ['version_info', 'float_info', 'int_info', 'hash_info', 'flags']:
    v = getattr(sys, name, None)
    if v is None: print(name, 'missing'); continue
    t = type(v)
    print(name, t.__name__, t.__qualname__, t.__module__, len(v), type(v).__mro__[1].__name__)
    for a in ['n_fields', 'n_sequence_fields', 'n_unnamed_fields', '_fields', '_asdict', 'count', 'index', '__match_args__']:
        try: print(' ', a, getattr(v, a) if not callable(getattr(v, a)) else 'callable')
        except Exception as e: print(' ', a, type(e).__name__, e)
    try: v.nope
    except Exception as e: print(type(e).__name__, e)
    try: v.major = 1
    except Exception as e: print(type(e).__name__, e)
    try: v[100]
    except Exception as e: print(type(e).__name__, e)
    try: t()
    except Exception as e: print(type(e).__name__, e)
    print(isinstance(v, tuple), v[0] == tuple(v)[0], v[:2] == tuple(v)[:2], v[-1] == tuple(v)[-1])
print(repr(sys.float_info))
print(repr(sys.int_info))
print(repr(sys.hash_info)[:40])
print(sys.version_info >= (3, 11), sys.version_info[:2] == (3, 11), sys.version_info.major, sys.version_info.releaselevel)
print(repr(sys.version_info)[:40])
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info[0])
a, b, *c = sys.version_info; print(a, b)
print(hash(sys.version_info) == hash(tuple(sys.version_info)))
print(sys.version_info == tuple(sys.version_info))
try: type(sys.version_info)((1,2,3,4,5))
except Exception as e: print(type(e).__name__, e)
t = type(sys.float_info)
try: print(t(range(11)))
except Exception as e: print(type(e).__name__, e)
try: print(t(range(3)))
except Exception as e: print(type(e).__name__, e)
v = sys.float_info
t = type(v)
for f in [lambda: setattr(v, 'n_fields', 1), lambda: setattr(v, 'count', 1),
          lambda: t(range(11), None), lambda: t(range(11), foo=1), lambda: t(1, 2, 3),
          lambda: delattr(v, 'count'), lambda: delattr(v, 'max'), lambda: t(x for x in range(11)),
          lambda: t('abcdefghijk'), lambda: type(sys.flags)(range(18)), lambda: t(range(11), {}),
          lambda: t(sequence=range(11)).dig, lambda: t(range(12)), lambda: t(5),
          lambda: v.__reduce__(), lambda: sys.version_info.__reduce__(), lambda: repr(t),
          lambda: (v.count(15), v.index(53), v + (1,), v * 0, 15 in v, v[::3], sorted(sys.int_info)),
          lambda: repr(type(sys.flags)), lambda: sys.flags.int_max_str_digits]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
match sys.version_info:
    case (3, minor, *_):
        print('3', minor)
VI = type(sys.version_info)
match sys.version_info:
    case VI(major=m, minor=n):
        print(m, n)
