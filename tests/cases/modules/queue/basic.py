# queue: FIFO, LIFO, priority and simple queues without threads
import queue

def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

print(queue.__all__ if hasattr(queue, '__all__') else None)
print(queue.Empty.__name__, queue.Full.__name__, issubclass(queue.Empty, Exception),
      issubclass(queue.Full, Exception), repr(queue.Empty))

for cls in [queue.Queue, queue.LifoQueue, queue.PriorityQueue]:
    q = cls()
    print(cls.__name__, q.maxsize, q.qsize(), q.empty(), q.full(), q.unfinished_tasks)
    for x in [3, 1, 4, 1, 5, 9, 2, 6]:
        q.put(x)
    q.put_nowait(0)
    print(q.qsize(), q.empty(), q.full(), q.unfinished_tasks)
    out = []
    while not q.empty():
        out.append(q.get())
    print(out)
    show('get_nowait', q.get_nowait)
    show('get nonblock', lambda: q.get(False))
    show('get block=False kw', lambda: q.get(block=False, timeout=5))
    show('get timeout 0', lambda: q.get(timeout=0))
    show('get timeout 0.0', lambda: q.get(True, 0.0))
    show('get timeout -1', lambda: q.get(timeout=-1))
    show('get timeout str', lambda: q.get(timeout='x'))
    for _ in range(9):
        q.task_done()
    print(q.unfinished_tasks)
    show('task_done', q.task_done)
    q.join()
    print('joined')

q = queue.Queue(2)
print(q.maxsize, q.full())
q.put('a')
q.put('b', timeout=-1) if False else q.put('b')
print(q.full(), q.qsize())
show('put_nowait', lambda: q.put_nowait('c'))
show('put nonblock', lambda: q.put('c', False))
show('put timeout 0', lambda: q.put('c', timeout=0))
show('put timeout -1', lambda: q.put('c', timeout=-1))
print(q.get(), q.full())
show('put timeout -1 not full', lambda: q.put('c', timeout=-1))
show('put timeout 0 not full', lambda: q.put('c', timeout=0))
print(q.qsize(), q.get(timeout=-0.0) if False else q.get(), q.get())
show('get timeout -1 nonempty', lambda: (q.put(1), q.get(timeout=-1)))
print(q.qsize(), q.unfinished_tasks)

q = queue.Queue(-5)
for i in range(10):
    q.put(i, timeout=-1)
print(q.full(), q.qsize())

pq = queue.PriorityQueue()
for item in [(2, 'b'), (1, 'a'), (3, 'c'), (1, 'z')]:
    pq.put(item)
print([pq.get() for _ in range(4)])
pq.put([1])
show('priority compare', lambda: pq.put('x'))

sq = queue.SimpleQueue()
print(sq.empty(), sq.qsize())
sq.put(1)
sq.put(2, block=False, timeout=-1)
sq.put_nowait(3)
print(sq.qsize(), sq.empty(), sq.get(), sq.get_nowait(), sq.get(False))
show('simple get_nowait', sq.get_nowait)
show('simple get False', lambda: sq.get(False))
show('simple get timeout 0', lambda: sq.get(timeout=0))
show('simple get timeout -1', lambda: sq.get(timeout=-1))
show('simple get nonblock -1', lambda: sq.get(False, -1))
print(hasattr(sq, 'task_done'), hasattr(sq, 'maxsize'))

print(queue.Queue[int], queue.SimpleQueue[str])

class Mine(queue.Queue):
    def _init(self, maxsize):
        self.queue = []
    def _put(self, item):
        self.queue.insert(0, item)
    def _get(self):
        return self.queue.pop(0)

m = Mine()
for i in range(3):
    m.put(i)
print([m.get() for _ in range(3)], m.unfinished_tasks)

try:
    raise queue.Empty
except queue.Empty as e:
    print(type(e).__name__, repr(e))
