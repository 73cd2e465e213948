import gc

class Node:
    def __init__(self):
        self.other = None

gc.collect()
a, b = Node(), Node()
a.other, b.other = b, a
del a, b
print(gc.collect() > 0, gc.collect())
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled(), gc.get_threshold())
gc.set_threshold(500)
print(gc.get_threshold())
gc.set_threshold(700, 10, 10)
print(gc.get_threshold(), len(gc.get_count()), gc.garbage, gc.callbacks)
print(gc.is_tracked(1), gc.is_tracked('s'), gc.is_tracked([]), gc.is_tracked(Node()), gc.is_tracked(None))
print(gc.freeze(), gc.unfreeze(), gc.get_freeze_count(), gc.get_debug(), gc.DEBUG_LEAK)
print(len(gc.get_stats()), sorted(gc.get_stats()[0]))
for bad in (lambda: gc.collect(3), lambda: gc.collect(-1), lambda: gc.collect('x'), lambda: gc.is_tracked()):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

class Fin:
    def __init__(self, name):
        self.name = name
        self.me = self
    def __del__(self):
        print('del', self.name)
Fin('cyc')
print('before')
print(gc.collect(0) >= 1)
print('after')
