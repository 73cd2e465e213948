# queue: a timed wait that nothing can satisfy sleeps the timeout, then raises
import queue

for label, fn in [
    ('get', lambda: queue.Queue().get(timeout=0.05)),
    ('get int', lambda: queue.LifoQueue().get(True, 0)),
    ('lifo get', lambda: queue.LifoQueue().get(timeout=0.02)),
    ('simple get', lambda: queue.SimpleQueue().get(timeout=0.05)),
]:
    try:
        fn()
    except queue.Empty as e:
        print(label, type(e).__name__, repr(e))

q = queue.PriorityQueue(1)
q.put(1)
try:
    q.put(2, timeout=0.05)
except queue.Full as e:
    print('put', type(e).__name__, repr(e))
print(q.qsize(), q.unfinished_tasks, q.get(timeout=0.05))

# timeouts that CPython refuses before it waits
from decimal import Decimal
from fractions import Fraction

class Idx:
    def __index__(self):
        return -2

    def __repr__(self):
        return 'Idx()'

for t in [float('inf'), 1e300, 9.23e9, 10 ** 10, 2 ** 63, 10 ** 30, -1e300, -1, 'x',
          1.5j, Decimal('-1'), Fraction(-1, 2), Idx(), float('-inf'), Decimal('0.01')]:
    # (SimpleQueue's TypeError names a C type's full name, 'decimal.Decimal')
    for cls in [queue.Queue] + ([] if isinstance(t, Decimal) else [queue.SimpleQueue]):
        try:
            cls().get(timeout=t)
        except Exception as e:
            print(repr(t), cls.__name__, type(e).__name__, e)
for t in [float('nan')]:
    try:
        queue.SimpleQueue().get(timeout=t)
    except Exception as e:
        print('nan', type(e).__name__, e)
q = queue.Queue(1)
q.put(0)
for t in [float('inf'), 1e300, -1, 'x', Decimal('0.01')]:
    try:
        q.put(1, timeout=t)
    except Exception as e:
        print(repr(t), 'put', type(e).__name__, e)
