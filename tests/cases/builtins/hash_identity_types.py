# Builtin types that define neither hash nor comparison hash by identity (iterators,
# generators, property, ...); list, dict, set, slice and dict_keys stay unhashable.
import sys
def gen():
    yield 1
objs = {"list_iterator": iter([]), "tuple_iterator": iter(()), "str_iterator": iter("a"), "range_iterator": iter(range(2)),
 "dict_keyiterator": iter({}), "dict_keys": {}.keys(), "dict_values": {}.values(), "dict_items": {}.items(),
 "enumerate": enumerate([]), "zip": zip(), "map": map(len, []), "filter": filter(None, []), "reversed": reversed([]),
 "callable_iterator": iter(lambda: 1, 1), "generator": gen(), "genexpr": (x for x in []), "property": property(),
 "classmethod": classmethod(len), "staticmethod": staticmethod(len), "super": super(int, 1), "bytes_iter": iter(b""),
 "bytearray_iter": iter(bytearray()), "set_iter": iter(set()), "slice": slice(1), "range": range(3), "complex": 1j,
 "frozenset": frozenset(), "bytes": b"", "NotImplemented": NotImplemented, "Ellipsis": ..., "module": sys,
 "builtin_function": len, "function": gen, "method": [].append, "type": int, "object": object(), "None": None,
 "ga": list[int], "union": int | str, "code": gen.__code__ if hasattr(gen, "__code__") else None,
 "member": None, "set": set(), "list": [], "dict": {}, "bytearray": bytearray(), "exception": ValueError()}
for k, v in objs.items():
    try:
        hash(v)
        r = "ok"
    except TypeError as e:
        r = str(e)
    except AttributeError as e:
        r = "attr"
    print(k, r)
print(len({iter([]), iter([])}), {(x for x in []): 1} != {})
