# queue - CPython 3.11's queue module for a sandbox without threads: Queue (FIFO),
# LifoQueue, PriorityQueue, SimpleQueue and the Empty/Full exceptions, with the same
# methods, checks, messages and task counting as Lib/queue.py (our own code).
#
# No other thread can ever put or get, so a wait can never be satisfied: a blocking
# call with timeout=None waits forever, as CPython would, which here means sleeping
# (through time.sleep, so the run's wall-time limit ends it exactly at the limit); with
# a timeout it sleeps that long and then raises Empty or Full. The threading attributes
# (mutex, not_empty, not_full, all_tasks_done) do not exist.

from collections import deque as _deque
from heapq import heappush as _heappush, heappop as _heappop
from time import sleep as _sleep
_GenericAlias = type(list[int])  # types.GenericAlias, without importing types

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    __module__ = '_queue'


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'


def _wait_forever():
    # what a blocked thread does when no other thread exists: only a limit ends it
    while True:
        _sleep(3600.0)


def _wait_timeout(timeout):
    # a timed wait that nothing can wake (the caller has checked timeout >= 0): sleeps
    # the whole timeout. As CPython, the deadline is a float (time() + timeout) and the
    # lock converts what is left to int64 nanoseconds; a NaN deadline never passes.
    secs = 0.0 + timeout
    if secs != secs:
        _wait_forever()
    if not secs * 1e9 < 9.223372036854775808e18:
        raise OverflowError('timestamp out of range for platform time_t')
    # each step sleeps up to an hour of the finite timeout
    while secs > 0:
        step = secs if secs < 3600.0 else 3600.0
        _sleep(step)
        secs -= step


def _simple_timeout(t):
    # SimpleQueue.get's timeout as C's _PyTime_FromSecondsObject reads it: a float
    # (not NaN) or an index whose nanoseconds fit in int64; then it must be >= 0
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if not -9.223372036854775808e18 <= t * 1e9 < 9.223372036854775808e18:
            raise OverflowError('timestamp out of range for platform time_t')
    else:
        if not isinstance(t, int):
            index = getattr(type(t), '__index__', None)
            if index is None:
                raise TypeError(f"'{type(t).__name__}' object cannot be interpreted as "
                                'an integer')
            t = index(t)
        if not -(1 << 63) <= t * 1000000000 < (1 << 63):
            raise OverflowError('timestamp too large to convert to C _PyTime_t')
    if t < 0:
        raise ValueError("'timeout' must be a non-negative number")
    return t


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            _wait_forever()

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            if timeout is None:
                _wait_forever()
            if timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            _wait_timeout(timeout)
            raise Full
        elif self.maxsize > 0 and block and timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not self._qsize():
            if not block:
                raise Empty
            if timeout is None:
                _wait_forever()
            if timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            _wait_timeout(timeout)
            raise Empty
        elif block and timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    # the storage, which subclasses replace
    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(_GenericAlias)


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).

    Entries are typically tuples of the form:  (priority number, data).
    '''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        _heappush(self.queue, item)

    def _get(self):
        return _heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded, reentrant FIFO queue.'''
    __module__ = '_queue'  # a C type in CPython

    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def put_nowait(self, item):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if block and timeout is not None:
            timeout = _simple_timeout(timeout)
        if self._queue:
            return self._queue.popleft()
        if not block:
            raise Empty
        if timeout is None:
            _wait_forever()
        _wait_timeout(timeout)
        raise Empty

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._queue

    def qsize(self):
        return len(self._queue)

    __class_getitem__ = classmethod(_GenericAlias)
