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
# (type, dunder) pairs that still differ from CPython, each for the reason beside it
DIFFERS = {
    ('bytearray', '__alloc__'),  # bytearray's allocation size follows CPython's growth rule, not modelled
    ('bytearray', '__init__'),  # re-initialising a bytearray does not check its arguments
    ('list_iterator', '__setstate__'),  # pickling state, not implemented
    ('range_iterator', '__setstate__'),  # pickling state, not implemented
    ('reversed', '__getattribute__'),  # reversed(list) gives a list_reverseiterator, which pyeval's reversed methods accept
    ('reversed', '__length_hint__'),  # reversed(list) gives a list_reverseiterator, which pyeval's reversed methods accept
    ('reversed', '__setstate__'),  # reversed(list) gives a list_reverseiterator, which pyeval's reversed methods accept
    ('str_ascii_iterator', '__length_hint__'),  # no __length_hint__ yet
    ('str_ascii_iterator', '__setstate__'),  # pickling state, not implemented
    ('tuple_iterator', '__length_hint__'),  # no __length_hint__ yet
    ('tuple_iterator', '__setstate__'),  # pickling state, not implemented
    ('type', '__delattr__'),  # a non-str name: CPython's message names the builtin type
    ('type', '__setattr__'),  # as above
    ('dict_values', '__contains__'),  # pyeval's dict_values has one; typing's structural checks rely on it
    ('type', '__subclasses__'),  # CPython's list names classes of its own stdlib
    ('zip', '__setstate__'),  # pickling state, not implemented
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
