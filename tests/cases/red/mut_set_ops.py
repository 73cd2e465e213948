# Red team 2 (issue 10), program 57_mut_set_ops.
# attacks: set ops where __eq__/__hash__ mutate one of the operands mid-operation
s1 = set(range(20))
s2 = set()
class E:
    def __hash__(self): return 5
    def __eq__(self, o):
        s1.clear(); s2.clear(); s1.update(range(100, 140)); return False
s2.update([E(), E(), 5])
for op in ('__and__', '__or__', '__sub__', '__xor__', 'issubset', 'issuperset', 'isdisjoint', '__eq__', '__le__', 'intersection_update', 'difference_update', 'symmetric_difference_update', 'update'):
    s1 = set(range(20)); s2 = set([E(), E(), 5])
    try:
        r = getattr(s1, op)(s2)
        print(op, type(r).__name__, len(s1), len(s2))
    except RuntimeError as e:
        print(op, "RE", e)
