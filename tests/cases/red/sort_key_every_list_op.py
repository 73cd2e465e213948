# Red team 2 (issue 10), program 201_sort_key_every_list_op.
# attacks: every list operation applied, from inside the sort key, to the list being sorted (detached buffer during sort)
ops = {
 "extend_empty": lambda l: l.extend([]), "extend_one": lambda l: l.extend([0]), "insert": lambda l: l.insert(0, 0),
 "append": lambda l: l.append(0), "copy": lambda l: l.copy(), "slice_read": lambda l: l[:], "slice_rev": lambda l: l[::-1],
 "mul0": lambda l: l * 0, "mul2": lambda l: l * 2, "add": lambda l: l + [], "list": lambda l: list(l), "tuple": lambda l: tuple(l),
 "reverse": lambda l: l.reverse(), "index": lambda l: l.index(0) if 0 in l else None, "count": lambda l: l.count(0),
 "sorted": lambda l: sorted(l), "eq": lambda l: l == [], "lt": lambda l: l < [1], "repr": lambda l: repr(l),
 "iadd_empty": lambda l: l.__iadd__([]), "imul2": lambda l: l.__imul__(2), "imul0": lambda l: l.__imul__(0),
 "del_empty_slice": lambda l: l.__delitem__(slice(0, 0)), "del_all": lambda l: l.__delitem__(slice(None)),
 "del_step": lambda l: l.__delitem__(slice(None, None, 2)), "pop": lambda l: l.pop() if l else None,
 "clear": lambda l: l.clear(), "setslice_empty": lambda l: l.__setitem__(slice(0, 0), ()),
 "setslice_step_empty": lambda l: l.__setitem__(slice(None, None, 2), []), "setslice_self": lambda l: l.__setitem__(slice(None), l),
 "setslice_tuple_empty": lambda l: l.__setitem__(slice(None), ()), "setslice_gen": lambda l: l.__setitem__(slice(None), (x for x in ())),
 "iter": lambda l: list(iter(l)), "reversed": lambda l: list(reversed(l)), "contains": lambda l: 5 in l,
 "len": lambda l: len(l), "bool": lambda l: bool(l), "hash_tuple": lambda l: hash(tuple(l)), "sum": lambda l: sum(l),
 "max_default": lambda l: max(l, default=0), "join": lambda l: ",".join(map(str, l)), "star": lambda l: [*l],
 "unpack_empty": lambda l: exec("[] = l", {"l": l}) if not l else None, "sort_inner": lambda l: l.sort(),
 "init": lambda l: l.__init__([]), "init_self": lambda l: l.__init__(l), "init_iter": lambda l: l.__init__(range(0)),
 "remove_missing": lambda l: l.remove(12345) if 12345 in l else None, "getitem0": lambda l: l[0] if l else None,
 "setitem_neg": lambda l: l.__setitem__(-1, 0) if l else None, "extend_self": lambda l: l.extend(l),
 "iadd_self": lambda l: l.__iadd__(l), "slice_assign_big": lambda l: l.__setitem__(slice(None), range(20)),
}
for name, op in ops.items():
    l = [5, 3, 1, 4, 2]
    def key(v, op=op, l=l):
        try: op(l)
        except Exception as e: pass
        return v
    try:
        l.sort(key=key)
        r = "ok"
    except ValueError as e:
        r = "VE " + str(e)
    print(name, r, l)
