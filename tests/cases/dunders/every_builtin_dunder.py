# Every dunder of every builtin type, called directly through the type with 0, 1, 2 and
# wrong-typed arguments: generated from dir(T) so nothing is typed by hand. Each call
# prints the result's repr or the exception. __hash__ (str hashes are randomised) and
# the sandbox's refusals (__sizeof__, __reduce__...) are left out.
SKIP = {'__sizeof__', '__reduce__', '__reduce_ex__', '__getstate__', '__subclasshook__', '__init_subclass__', '__dir__', '__class__', '__doc__', '__hash__'}
d = {1: 2}
SAMPLES = [
    (int, 5), (bool, True), (float, 2.5), (complex, 1j), (str, 'ab'), (bytes, b'ab'), (bytearray, bytearray(b'ab')),
    (list, [1, 2]), (tuple, (1, 2)), (dict, {1: 2}), (set, {1}), (frozenset, frozenset({1})), (range, range(3)),
    (slice, slice(1, 2)), (type(d.keys()), d.keys()), (type(d.values()), d.values()), (type(d.items()), d.items()),
    (type(iter([])), iter([1])), (type(iter(())), iter((1,))), (type(iter('a')), iter('a')), (type(iter(range(2))), iter(range(2))),
    (type(iter(d)), iter(d)), (type(iter({1})), iter({1})), (type(None), None), (object, object()), (type, int),
    (enumerate, enumerate([1])), (zip, zip([1])), (map, map(str, [1])), (filter, filter(None, [1])), (reversed, reversed([1, 2])),
]
# (type, dunder) pairs that still differ from CPython; the goal is an empty set
DIFFERS = {
    ('NoneType', '__ge__'), ('NoneType', '__gt__'), ('NoneType', '__le__'),
    ('NoneType', '__lt__'), ('NoneType', '__ne__'), ('NoneType', '__new__'),
    ('bool', '__ceil__'), ('bool', '__divmod__'), ('bool', '__float__'),
    ('bool', '__floor__'), ('bool', '__getnewargs__'), ('bool', '__index__'),
    ('bool', '__int__'), ('bool', '__new__'), ('bool', '__pow__'),
    ('bool', '__rdivmod__'), ('bool', '__round__'), ('bool', '__rpow__'),
    ('bool', '__trunc__'), ('bytearray', '__alloc__'), ('bytearray', '__getnewargs__'),
    ('bytearray', '__init__'), ('bytearray', '__new__'), ('bytes', '__bytes__'),
    ('bytes', '__getnewargs__'), ('bytes', '__new__'), ('complex', '__getnewargs__'),
    ('complex', '__new__'), ('complex', '__pow__'), ('complex', '__rpow__'),
    ('dict', '__new__'), ('dict_items', '__reversed__'), ('dict_keyiterator', '__ge__'),
    ('dict_keyiterator', '__gt__'), ('dict_keyiterator', '__le__'),
    ('dict_keyiterator', '__length_hint__'), ('dict_keyiterator', '__lt__'),
    ('dict_keys', '__reversed__'), ('dict_values', '__contains__'),
    ('dict_values', '__ge__'), ('dict_values', '__gt__'), ('dict_values', '__le__'),
    ('dict_values', '__lt__'), ('dict_values', '__reversed__'), ('enumerate', '__ge__'),
    ('enumerate', '__gt__'), ('enumerate', '__le__'), ('enumerate', '__lt__'),
    ('enumerate', '__new__'), ('filter', '__ge__'), ('filter', '__gt__'),
    ('filter', '__le__'), ('filter', '__lt__'), ('filter', '__new__'),
    ('float', '__divmod__'), ('float', '__float__'), ('float', '__getformat__'),
    ('float', '__getnewargs__'), ('float', '__int__'), ('float', '__new__'),
    ('float', '__pow__'), ('float', '__rdivmod__'), ('float', '__rpow__'),
    ('frozenset', '__contains__'), ('frozenset', '__new__'), ('int', '__ceil__'),
    ('int', '__divmod__'), ('int', '__float__'), ('int', '__floor__'),
    ('int', '__getnewargs__'), ('int', '__index__'), ('int', '__int__'),
    ('int', '__new__'), ('int', '__pow__'), ('int', '__rdivmod__'), ('int', '__round__'),
    ('int', '__rpow__'), ('int', '__trunc__'), ('list', '__new__'),
    ('list_iterator', '__ge__'), ('list_iterator', '__gt__'), ('list_iterator', '__le__'),
    ('list_iterator', '__length_hint__'), ('list_iterator', '__lt__'),
    ('list_iterator', '__setstate__'), ('map', '__ge__'), ('map', '__gt__'),
    ('map', '__le__'), ('map', '__lt__'), ('map', '__new__'), ('range', '__new__'),
    ('range_iterator', '__ge__'), ('range_iterator', '__gt__'),
    ('range_iterator', '__le__'), ('range_iterator', '__length_hint__'),
    ('range_iterator', '__lt__'), ('range_iterator', '__setstate__'),
    ('reversed', '__ge__'), ('reversed', '__getattribute__'), ('reversed', '__gt__'),
    ('reversed', '__iter__'), ('reversed', '__le__'), ('reversed', '__length_hint__'),
    ('reversed', '__lt__'), ('reversed', '__new__'), ('reversed', '__next__'),
    ('reversed', '__setstate__'), ('set', '__contains__'), ('set', '__new__'),
    ('set_iterator', '__ge__'), ('set_iterator', '__gt__'), ('set_iterator', '__le__'),
    ('set_iterator', '__length_hint__'), ('set_iterator', '__lt__'), ('slice', '__new__'),
    ('str', '__getnewargs__'), ('str', '__new__'), ('str_ascii_iterator', '__ge__'),
    ('str_ascii_iterator', '__gt__'), ('str_ascii_iterator', '__le__'),
    ('str_ascii_iterator', '__length_hint__'), ('str_ascii_iterator', '__lt__'),
    ('str_ascii_iterator', '__setstate__'), ('tuple', '__getnewargs__'),
    ('tuple', '__new__'), ('tuple_iterator', '__ge__'), ('tuple_iterator', '__gt__'),
    ('tuple_iterator', '__le__'), ('tuple_iterator', '__length_hint__'),
    ('tuple_iterator', '__lt__'), ('tuple_iterator', '__setstate__'),
    ('type', '__delattr__'), ('type', '__eq__'), ('type', '__init__'),
    ('type', '__instancecheck__'), ('type', '__ne__'), ('type', '__new__'),
    ('type', '__prepare__'), ('type', '__setattr__'), ('type', '__subclasscheck__'),
    ('type', '__subclasses__'), ('zip', '__ge__'), ('zip', '__gt__'), ('zip', '__le__'),
    ('zip', '__lt__'), ('zip', '__new__'), ('zip', '__setstate__'),
}
ARGS = [(), (1,), (1, 2), ('x',), (None,), ([],), (2.5,)]
def show(v):
    if isinstance(v, (set, frozenset)):  # str hashes vary per run: print sets sorted
        return type(v).__name__ + ' ' + repr(sorted(map(repr, v)))
    r = repr(v)
    if ' at 0x' in r or 'object at' in r:
        return '<' + type(v).__name__ + '>'
    return r[:80]
for T, inst in SAMPLES:
    names = [n for n in dir(T) if n.startswith('__') and n.endswith('__') and n not in SKIP]
    for n in names:
        if (T.__name__, n) in DIFFERS:
            continue
        try:
            m = getattr(T, n)
        except AttributeError:
            continue
        if not callable(m) or isinstance(m, type):
            continue
        for a in ARGS:
            if n in ('__setattr__', '__delattr__', '__init__', '__new__', '__setitem__', '__delitem__', '__iadd__', '__imul__', '__ior__', '__iand__', '__ixor__', '__isub__', 'clear'):
                x = T(inst) if T in (list, dict, set, bytearray) else inst
            else:
                x = inst
            try:
                r = show(m(x, *a))
            except Exception as e:
                r = type(e).__name__ + ': ' + str(e)[:100]
            print(T.__name__, n, a, '->', r)
