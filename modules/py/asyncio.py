# asyncio - CPython 3.11's asyncio for the sandbox (our own code): one deterministic,
# single-threaded event loop with a VIRTUAL clock, Future and Task, the scheduling
# helpers (sleep, gather, wait, wait_for, timeout, shield, as_completed), queues,
# synchronization primitives and TaskGroup.
#
# The loop has no selector: there is no I/O. Each iteration runs the callbacks that were
# ready when it began (FIFO, as CPython), then moves expired timers to the ready queue in
# (when, insertion order). When nothing is ready, the clock jumps to the first timer, so
# sleep(600) ends at once; the program's real time still counts against the wall-time
# limit. loop.time() starts at 0.0.
#
# Differences (docs/modules.md): no frames, so a Task's repr names its coroutine without
# a file and line; no contextvars (the context= arguments are accepted and ignored);
# "Task exception was never retrieved" is written to stderr when the task is collected,
# without a traceback.

import sys as _sys
from collections import deque as _deque
from heapq import heappush as _heappush, heappop as _heappop
from types import coroutine as _types_coroutine, _body_kind, GeneratorType as _GenType
from types import CoroutineType as _CoroType

__all__ = [
    'AbstractEventLoop', 'ALL_COMPLETED', 'BoundedSemaphore', 'CancelledError',
    'Condition', 'Event', 'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'Future', 'Handle',
    'InvalidStateError', 'LifoQueue', 'Lock', 'PriorityQueue', 'Queue', 'QueueEmpty',
    'QueueFull', 'Semaphore', 'Task', 'TaskGroup', 'Timeout', 'TimeoutError',
    'TimerHandle', 'all_tasks', 'as_completed', 'create_task', 'current_task',
    'ensure_future', 'gather', 'get_event_loop', 'get_running_loop', 'iscoroutine',
    'iscoroutinefunction', 'isfuture', 'new_event_loop', 'run', 'set_event_loop', 'shield',
    'sleep', 'timeout', 'timeout_at', 'wait', 'wait_for', 'Runner',
]


# ---------------------------------------------------------------- exceptions

class CancelledError(BaseException):
    """The Future or Task was cancelled."""
    __module__ = 'asyncio.exceptions'


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""
    __module__ = 'asyncio.exceptions'


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""
    __module__ = 'asyncio.queues'


TimeoutError = TimeoutError

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


# ---------------------------------------------------------------- small helpers

def iscoroutine(obj):
    """Return True if obj is a coroutine object."""
    return isinstance(obj, _CoroType)


def iscoroutinefunction(func):
    """Return True if func is a coroutine function (async def)."""
    while hasattr(func, 'func') and type(func).__name__ == 'partial':
        func = func.func
    inner = getattr(func, '__func__', func)
    if _body_kind(inner) == 'coroutine':
        return True
    return getattr(inner, '_is_coroutine', None) is _is_coroutine


_is_coroutine = object()


def isfuture(obj):
    """True for a Future-like object (it declares _asyncio_future_blocking)."""
    cls = obj.__class__
    return getattr(cls, '_asyncio_future_blocking', None) is not None


def _callable_label(cb):
    # how a callback reads in reprs: its qualified name and "()"
    target = cb
    extra = ''
    if type(cb).__name__ == 'partial':
        target = cb.func
    name = getattr(target, '__qualname__', None) or getattr(target, '__name__', None)
    if name is None:
        return repr(cb) + extra
    return _C_NAMES.get(name, name) + '()'


# the names CPython's C Task gives its own callbacks
_C_NAMES = {'Task._pe_wakeup': 'Task.task_wakeup', 'Task._pe_step': 'Task.task_step'}


def _obj_repr(obj, extra):
    cls = type(obj)
    return f'<{cls.__module__}.{cls.__qualname__} object at {id(obj):#x} [{extra}]>'


# ---------------------------------------------------------------- handles

class Handle:
    """A callback registered with loop.call_soon()."""

    __module__ = 'asyncio.events'



    def __init__(self, callback, args, loop, context=None):
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._ev = loop

    def _parts(self):
        out = [type(self).__name__]
        if self._cancelled:
            out.append('cancelled')
        if self._callback is not None:
            out.append(_callable_label(self._callback))
        return out

    def __repr__(self):
        return '<' + ' '.join(self._parts()) + '>'

    def cancel(self):
        if self._cancelled:
            return
        self._cancelled = True
        self._callback = None
        self._args = None

    def cancelled(self):
        return self._cancelled

    def get_context(self):
        return None

    def _run(self):
        try:
            self._callback(*self._args)
        except BaseException as exc:
            self._pe_failed(exc)

    def _pe_failed(self, exc):
        # a callback's error goes to the loop's handler; only exits go through
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            raise exc
        label = _callable_label(self._callback)
        self._ev.call_exception_handler(
            {'message': 'Exception in callback ' + label, 'exception': exc, 'handle': self})


class TimerHandle(Handle):
    """A callback registered with loop.call_later() or loop.call_at()."""

    __module__ = 'asyncio.events'

    __slots__ = ('_deadline', '_scheduled')

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._deadline = when
        self._scheduled = False

    def _parts(self):
        out = super()._parts()
        out.insert(2 if self._cancelled else 1, f'when={self._deadline}')
        return out

    def when(self):
        return self._deadline

    def cancel(self):
        if not self._cancelled and self._ev is not None:
            self._ev._timer_cancelled()
        super().cancel()

    def __hash__(self):
        return hash(self._deadline)

    def __lt__(self, other):
        if isinstance(other, TimerHandle):
            return self._deadline < other._deadline
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, TimerHandle):
            return (self._deadline == other._deadline and self._callback == other._callback and
                    self._args == other._args and self._cancelled == other._cancelled)
        return NotImplemented


# ---------------------------------------------------------------- the event loop

_running_loop = None
_current_loop = None
_loop_was_set = False
_current_tasks = {}


class AbstractEventLoop:
    """Abstract event loop (the sandbox has one concrete kind)."""

    __module__ = 'asyncio.events'


class _VirtualLoop(AbstractEventLoop):
    # Invariants: _ready holds Handles in run order; _timers is a heap of
    # (when, seq, TimerHandle) with seq strictly increasing, so equal times keep their
    # insertion order; _clock never decreases.

    def __init__(self):
        self._ready = _deque()
        self._timers = []
        self._seq = 0
        self._clock = 0.0
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._handler = None
        self._tasks = {}
        self._task_seq = 0
        self._asyncgens = []

    def __repr__(self):
        state = 'running' if self._running else ('closed' if self._closed else 'stopped')
        return f'<_VirtualLoop {state}={self._running} closed={self._closed} debug={self._debug}>'

    # -- clock and scheduling
    def time(self):
        return self._clock

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        if self._debug and not callable(callback):
            raise TypeError(f'a callable object was expected by call_soon(), got {callback!r}')
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self._clock + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError('when cannot be None')
        self._check_closed()
        if self._debug and not callable(callback):
            raise TypeError(f'a callable object was expected by call_at(), got {callback!r}')
        h = TimerHandle(when, callback, args, self)
        self._seq += 1
        _heappush(self._timers, (when, self._seq, h))
        h._scheduled = True
        return h

    def _timer_cancelled(self):
        pass

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    # -- running
    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = bool(enabled)

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        self._closed = True
        self._ready.clear()
        del self._timers[:]

    def _enter(self):
        global _running_loop
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        self._running = True
        _running_loop = self

    def _leave(self):
        global _running_loop
        self._running = False
        self._stopping = False
        _running_loop = None

    def run_forever(self):
        self._enter()
        try:
            while True:
                self._iterate()
                if self._stopping:
                    break
        finally:
            self._leave()

    def run_until_complete(self, future):
        fut = self._pe_prepare(future)
        try:
            self._pe_drive(fut)
        finally:
            fut.remove_done_callback(_stop_owner_loop)
        return _final_result(fut)

    def _pe_prepare(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        made = not isfuture(future)
        fut = ensure_future(future, loop=self)
        fut._pe_made_here = made
        if made:
            fut._log_destroy_pending = False
        fut.add_done_callback(_stop_owner_loop)
        return fut

    def _pe_drive(self, fut):
        # a failure escaping the loop leaves the task's own error marked as seen
        ok = False
        try:
            self.run_forever()
            ok = True
        finally:
            if not ok and getattr(fut, '_pe_made_here', False) and fut.done() \
                    and not fut.cancelled():
                fut.exception()

    def _iterate(self):
        # one turn: when nothing is ready and no stop is pending, jump the clock to the
        # first live timer; then make every due timer ready and run the callbacks that
        # are ready now (what they schedule runs next turn).
        timers = self._timers
        while timers and timers[0][2]._cancelled:
            _heappop(timers)[2]._scheduled = False
        if not self._ready and not self._stopping:
            if timers:
                first = timers[0][0]
                if first > self._clock:
                    self._clock = first
            elif not self._ready:
                # nothing can ever wake the program up: CPython would block forever
                _wait_forever()
        while timers and timers[0][0] <= self._clock:
            h = _heappop(timers)[2]
            h._scheduled = False
            if not h._cancelled:
                self._ready.append(h)
        ready = self._ready
        # loop-bound: the callbacks ready at the start of the turn
        for _ in range(len(ready)):
            h = ready.popleft()
            if not h._cancelled:
                h._run()

    # -- errors
    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._handler = handler

    def get_exception_handler(self):
        return self._handler

    def default_exception_handler(self, context):
        message = context.get('message') or 'Unhandled exception in event loop'
        lines = [message]
        for key in sorted(context):
            if key in ('message', 'exception'):
                continue
            lines.append(f'{key}: {context[key]!r}')
        exc = context.get('exception')
        text = '\n'.join(lines)
        if exc is not None:
            text += '\n' + _format_exc(exc)
        _sys.stderr.write(text + '\n')

    def call_exception_handler(self, context):
        chosen = self._handler
        try:
            if chosen is None:
                self.default_exception_handler(context)
            else:
                chosen(self, context)
        except BaseException as exc:
            self._pe_handler_failed(exc, context)

    def _pe_handler_failed(self, exc, context):
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            raise exc
        if self._handler is not None:
            info = {'message': 'Unhandled error in exception handler',
                    'exception': exc, 'context': context}
            try:
                return self.default_exception_handler(info)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException:
                pass
        _sys.stderr.write('Exception in default exception handler\n')

    async def shutdown_asyncgens(self):
        gens = list(self._asyncgens)
        self._asyncgens.clear()
        for g in gens:
            try:
                await g.aclose()
            except Exception:
                pass

    async def shutdown_default_executor(self):
        return None


def _stop_owner_loop(fut):
    fut.get_loop().stop()


def _final_result(fut):
    if fut.done():
        return fut.result()
    raise RuntimeError('Event loop stopped before Future completed.')


def _format_exc(exc):
    return 'Traceback (most recent call last):\n' + (
        f'{type(exc).__name__}: {exc}' if str(exc) else type(exc).__name__)


async def _wait_in(line, fut):
    # fut waits in line (a deque) and leaves it however the wait ends
    line.append(fut)
    try:
        return await fut
    finally:
        line.remove(fut)


def _wait_forever():
    # what a loop does when nothing can ever run again: wait until a limit ends it
    from time import sleep
    while True:
        sleep(3600.0)


def get_running_loop():
    """Return the running event loop; RuntimeError when there is none."""
    if _running_loop is None:
        raise RuntimeError('no running event loop')
    return _running_loop


def _get_running_loop():
    return _running_loop


def _set_running_loop(loop):
    global _running_loop
    _running_loop = loop


def get_event_loop():
    """The running loop, else the current loop (made on first use, as 3.11 does)."""
    global _current_loop, _loop_was_set
    if _running_loop is not None:
        return _running_loop
    if _current_loop is None:
        if _loop_was_set:
            raise RuntimeError('There is no current event loop in thread %r.' % 'MainThread')
        _current_loop = _VirtualLoop()
        _loop_was_set = True
    return _current_loop


def set_event_loop(loop):
    """Make loop (or None) the current event loop."""
    global _current_loop, _loop_was_set
    if loop is not None and not isinstance(loop, AbstractEventLoop):
        raise TypeError(f"loop must be an instance of AbstractEventLoop or None, not "
                        f"'{type(loop).__name__}'")
    _current_loop = loop
    _loop_was_set = True


def new_event_loop():
    """A new event loop with its virtual clock at 0."""
    return _VirtualLoop()


def _pick_loop(loop):
    return loop if loop is not None else get_event_loop()


# ---------------------------------------------------------------- Future

class Future:
    """A result that will be available later (CPython's asyncio.Future)."""

    _phase = _PENDING
    _outcome = None
    _error = None
    _loop = None
    _cancel_msg = None
    _cancel_exc = None
    _asyncio_future_blocking = False
    __log_traceback = False

    def __init__(self, *, loop=None):
        self._ev = _pick_loop(loop)
        self._done_cbs = []

    __module__ = '_asyncio'

    def __class_getitem__(cls, item):
        return type(list[int])(cls, item)

    @property
    def _log_traceback(self):
        return self.__log_traceback

    @_log_traceback.setter
    def _log_traceback(self, val):
        if val:
            raise ValueError('_log_traceback can only be set to False')
        self.__log_traceback = False

    def _state_text(self):
        return self._phase.lower()

    def _repr_info(self):
        info = [self._state_text()]
        if self._phase == _FINISHED:
            if self._error is not None:
                info.append(f'exception={self._error!r}')
            else:
                info.append(f'result={_short_repr(self._outcome)}')
        if self._done_cbs:
            info.append(_callbacks_text(self._done_cbs))
        return info

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, ' '.join(self._repr_info()))

    def __del__(self):
        if not self.__log_traceback:
            return
        exc = self._error
        loop = self._ev
        if loop is None:
            return
        loop.call_exception_handler({
            'message': f'{type(self).__name__} exception was never retrieved',
            'exception': exc,
            'future': self,
        })

    def get_loop(self):
        loop = self._ev
        if loop is None:
            raise RuntimeError('Future object is not initialized.')
        return loop

    def _make_cancelled_error(self):
        if self._cancel_exc is not None:
            err = self._cancel_exc
            self._cancel_exc = None
            return err
        if self._cancel_msg is None:
            return CancelledError()
        return CancelledError(self._cancel_msg)

    def cancel(self, msg=None):
        if self._quiet_done():
            return False
        self._cancel_msg = msg
        return self._settle(_CANCELLED)

    def _quiet_done(self):
        self.__log_traceback = False
        return self._phase != _PENDING

    def _settle(self, phase):
        # the one place a future leaves PENDING: its callbacks are scheduled in order
        self._phase = phase
        queued, self._done_cbs = self._done_cbs, []
        for fn in queued:
            self._ev.call_soon(fn, self)
        return True

    def _require_pending(self):
        if self._phase != _PENDING:
            raise InvalidStateError('invalid state')



    def cancelled(self):
        return self._phase == _CANCELLED

    def done(self):
        return self._phase != _PENDING

    def result(self):
        if self._phase == _FINISHED:
            self.__log_traceback = False
            if self._error is not None:
                raise self._error
            return self._outcome
        if self._phase == _CANCELLED:
            raise self._make_cancelled_error()
        raise InvalidStateError('Result is not set.')

    def exception(self):
        if self._phase == _FINISHED:
            self.__log_traceback = False
            return self._error
        if self._phase == _CANCELLED:
            raise self._make_cancelled_error()
        raise InvalidStateError('Exception is not set.')

    def add_done_callback(self, fn, *, context=None):
        if self._phase == _PENDING:
            self._done_cbs.append(fn)
        else:
            self._ev.call_soon(fn, self)

    def remove_done_callback(self, fn):
        keep = [cb for cb in self._done_cbs if cb != fn]
        gone = len(self._done_cbs) - len(keep)
        if gone:
            self._done_cbs[:] = keep
        return gone

    def set_result(self, result):
        self._require_pending()
        self._outcome = result
        self._settle(_FINISHED)

    def set_exception(self, exception):
        self._require_pending()
        self._error = _exception_instance(exception)
        self._settle(_FINISHED)
        self.__log_traceback = True

    def __await__(self):
        if self._phase == _PENDING:
            yield self._pe_block()
            self._pe_woken()
        return self.result()

    def _pe_block(self):
        self._asyncio_future_blocking = True
        return self

    def _pe_woken(self):
        if self._phase == _PENDING:
            raise RuntimeError("await wasn't used with future")

    __iter__ = __await__


Future._asyncio_future_blocking = False


def _exception_instance(exception):
    err = exception() if isinstance(exception, type) else exception
    if type(err) is StopIteration:
        raise TypeError('StopIteration interacts badly with generators and cannot be '
                        'raised into a Future')
    return err


def _short_repr(value):
    text = repr(value)
    if len(text) > 20:
        text = text[:9] + '...' + text[-8:]
    return text


def _callbacks_text(cbs):
    n = len(cbs)
    if n == 1:
        inner = _callable_label(cbs[0])
    elif n == 2:
        inner = f'{_callable_label(cbs[0])}, {_callable_label(cbs[1])}'
    else:
        inner = f'{_callable_label(cbs[0])}, <{n - 2} more>, {_callable_label(cbs[-1])}'
    return f'cb=[{inner}]'


# ---------------------------------------------------------------- Task

_task_counter = [0]


class Task(Future):
    """A coroutine wrapped in a Future and driven by the event loop."""

    _cancel_pending = False
    _awaiting = None
    _coro = None
    _cancel_count = 0

    def __init__(self, coro, *, loop=None, name=None, context=None):
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            self._log_destroy_pending = False
            raise TypeError(f'a coroutine was expected, got {coro!r}')
        if name is None:
            _task_counter[0] += 1
            name = f'Task-{_task_counter[0]}'
        else:
            name = str(name)
        self._name = name
        self._coro = coro
        self._started = False
        self._ev.call_soon(self._pe_step)
        self._ev._tasks[self] = None

    def _state_text(self):
        text = super()._state_text()
        if self._cancel_count and text == 'pending':
            return 'cancelling'
        return text

    def _repr_info(self):
        info = super()._repr_info()
        info.insert(1, f'name={self._name!r}')
        if self._phase == _PENDING:
            coro = f'coro=<{_qual(self._coro)}() running>'
        else:
            coro = f'coro=<{_qual(self._coro)}() done>'
        info.insert(2, coro)
        if self._awaiting is not None:
            info.insert(3, f'wait_for={self._awaiting!r}')
        return info

    def __del__(self):
        if self._phase == _PENDING and getattr(self, '_log_destroy_pending', True) and \
                self._ev is not None and not self._ev._closed:
            self._ev.call_exception_handler({
                'message': 'Task was destroyed but it is pending!',
                'task': self,
            })
        super().__del__()

    def get_coro(self):
        return self._coro

    def get_context(self):
        return None

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None):
        return []

    def print_stack(self, *, limit=None, file=None):
        print(f'No stack for {self!r}', file=file)

    def cancel(self, msg=None):
        if self._quiet_done():
            return False
        self._cancel_count += 1
        return self._pe_pass_cancel(msg) or self._pe_note_cancel(msg)

    def _pe_pass_cancel(self, msg):
        inner = self._awaiting
        return inner is not None and inner.cancel(msg=msg)

    def _pe_note_cancel(self, msg):
        self._cancel_pending, self._cancel_msg = True, msg
        return True

    def cancelling(self):
        return self._cancel_count

    def uncancel(self):
        if self._cancel_count > 0:
            self._cancel_count -= 1
        return self._cancel_count

    def _finish(self, how, value):
        # the coroutine has ended: record its outcome through Future's own methods
        self._ev._tasks.pop(self, None)
        if how == 'result':
            Future.set_result(self, value)
        elif how == 'exception':
            Future.set_exception(self, value)
        else:
            self._cancel_exc = value
            Future.cancel(self, msg=self._cancel_msg)

    def _pe_step(self, exc=None):
        if self._phase != _PENDING:
            raise InvalidStateError(f'_step(): already done: {self!r}, {exc!r}')
        if self._cancel_pending:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._cancel_pending = False
        self._awaiting = None
        loop = self._ev
        prev = _current_tasks.get(loop)
        if prev is not None:
            raise RuntimeError(f'Cannot enter into task {self!r} while another task '
                               f'{prev!r} is being executed.')
        _current_tasks[loop] = self
        try:
            self._pe_drive(exc)
        finally:
            del _current_tasks[loop]

    def _pe_drive(self, exc):
        coro = self._coro
        try:
            yielded = coro.send(None) if exc is None else coro.throw(exc)
        except StopIteration as stop:
            if self._cancel_pending:
                self._cancel_pending = False
                self._finish('cancel', None)
            else:
                self._finish('result', stop.value)
            return
        except CancelledError as err:
            self._finish('cancel', err)
            return
        except (KeyboardInterrupt, SystemExit) as err:
            self._finish('exception', err)
            raise
        except BaseException as err:
            self._finish('exception', err)
            return
        self._pe_park(yielded)

    def _pe_park(self, yielded):
        # the coroutine gave up control: decide what wakes it up again
        loop = self._ev
        if yielded is None:
            loop.call_soon(self._pe_step)
            return
        blocking = getattr(yielded, '_asyncio_future_blocking', None)
        if blocking is None:
            if isinstance(yielded, _GenType):
                err = RuntimeError(f'yield was used instead of yield from for generator '
                                   f'in task {self!r} with {yielded!r}')
            else:
                err = RuntimeError(f'Task got bad yield: {yielded!r}')
            loop.call_soon(self._pe_step, err)
            return
        if _loop_of(yielded) is not loop:
            err = RuntimeError(f'Task {self!r} got Future {yielded!r} attached to a '
                               f'different loop')
            loop.call_soon(self._pe_step, err)
            return
        if not blocking:
            err = RuntimeError(f'yield was used instead of yield from in task {self!r} '
                               f'with {yielded!r}')
            loop.call_soon(self._pe_step, err)
            return
        if yielded is self:
            err = RuntimeError(f'Task cannot await on itself: {self!r}')
            loop.call_soon(self._pe_step, err)
            return
        yielded._asyncio_future_blocking = False
        yielded.add_done_callback(self._pe_wakeup)
        self._awaiting = yielded
        if self._cancel_pending and yielded.cancel(msg=self._cancel_msg):
            self._cancel_pending = False

    def _pe_wakeup(self, fut):
        self._pe_step(_failure_of(fut))


def _failure_of(fut):
    # what fut.result() would raise, or None
    if fut.cancelled():
        return fut._make_cancelled_error()
    return fut.exception()


def _loop_of(fut):
    getter = getattr(fut, 'get_loop', None)
    return getter() if getter is not None else getattr(fut, '_loop', None)


def _qual(coro):
    return getattr(coro, '__qualname__', None) or type(coro).__name__


def create_task(coro, *, name=None, context=None):
    """Schedule coro on the running loop as a Task."""
    return get_running_loop().create_task(coro, name=name)


def current_task(loop=None):
    """The Task running now on loop (default: the running loop), or None."""
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    """The set of loop's tasks that are not done yet."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if not t.done()}


def ensure_future(coro_or_future, *, loop=None):
    """A Future for the argument: itself, a new Task, or a wrapper of an awaitable."""
    obj = coro_or_future
    if isfuture(obj):
        if loop is not None and loop is not obj._ev:
            raise ValueError('The future belongs to a different loop than the one '
                             'specified as the loop argument')
        return obj
    if iscoroutine(obj):
        return _pick_loop(loop).create_task(obj)
    if hasattr(type(obj), '__await__'):
        return _pick_loop(loop).create_task(_await_it(obj))
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')


async def _await_it(awaitable):
    return await awaitable


@_types_coroutine
def _yield_once():
    yield


# ---------------------------------------------------------------- sleep

def _resolve(fut, value):
    if not fut.done():
        fut.set_result(value)


async def _timer_future(loop, delay):
    # a future the clock resolves after delay; the timer goes when the wait ends
    fut = loop.create_future()
    alarm = loop.call_later(delay, _resolve, fut, None)
    try:
        await fut
    finally:
        alarm.cancel()


async def sleep(delay, result=None):
    """Suspend for delay seconds of the virtual clock and return result."""
    if delay <= 0:
        await _yield_once()
    else:
        await _timer_future(get_running_loop(), delay)
    return result


# ---------------------------------------------------------------- gather

class _GatheringFuture(Future):
    # the outer future of gather(): cancelling it cancels the children

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_asked = False

    def cancel(self, msg=None):
        if self.done():
            return False
        hits = [child.cancel(msg=msg) for child in self._children]
        self._cancel_asked = self._cancel_asked or any(hits)
        return any(hits)


def gather(*coros_or_futures, return_exceptions=False):
    """Run the awaitables concurrently; a future of their results, in argument order."""
    if not coros_or_futures:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer
    seen = {}
    children = []
    loop = None
    for arg in coros_or_futures:
        fut = seen.get(arg) if _hashable(arg) else None
        if fut is None:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut._ev
            if fut is not arg:
                fut._log_destroy_pending = False
            if _hashable(arg):
                seen[arg] = fut
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    state = {'left': len(seen) if seen else len(children)}
    state['left'] = len({id(c): c for c in children})

    def child_done(fut):
        state['left'] -= 1
        if outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            err = fut.exception()
            if err is not None:
                outer.set_exception(err)
                return
        if state['left']:
            return
        results = []
        for child in children:
            if child.cancelled():
                msg = child._cancel_msg
                results.append(CancelledError('' if msg is None else msg))
            else:
                err = child.exception()
                results.append(child.result() if err is None else err)
        if outer._cancel_asked:
            outer.set_exception(fut._make_cancelled_error())
        else:
            outer.set_result(results)

    done_once = set()
    for child in children:
        if id(child) not in done_once:
            done_once.add(id(child))
            child.add_done_callback(child_done)
    return outer


def _hashable(obj):
    try:
        hash(obj)
    except TypeError:
        return False
    return True


# ---------------------------------------------------------------- shield

class _Relay:
    # shield(): copies the inner future's outcome to the outer one, unless the outer
    # was cancelled first (then only the inner's error is marked as seen)

    def __init__(self, inner, outer):
        self.inner, self.outer = inner, outer

    def inner_done(self, inner):
        if self.outer.cancelled():
            return None if inner.cancelled() else inner.exception()
        _copy_outcome(inner, self.outer)

    def outer_done(self, outer):
        if not self.inner.done():
            self.inner.remove_done_callback(self.inner_done)


def _copy_outcome(src, dst):
    if src.cancelled():
        return dst.cancel()
    err = src.exception()
    return dst.set_result(src.result()) if err is None else dst.set_exception(err)


def shield(arg):
    """Protect an awaitable from cancellation of the task that awaits it."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = inner.get_loop().create_future()
    relay = _Relay(inner, outer)
    inner.add_done_callback(relay.inner_done)
    outer.add_done_callback(relay.outer_done)
    return outer


# ---------------------------------------------------------------- wait, wait_for

def _check_wait_args(fs, return_when):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')


def _warn_coros(fs):
    if any(iscoroutine(f) for f in fs):
        _sys.stderr.write('DeprecationWarning: The explicit passing of coroutine objects '
                          'to asyncio.wait() is deprecated since Python 3.8, and '
                          'scheduled for removal in Python 3.11.\n')
    return fs


def _ends_wait(f, left, return_when):
    if left <= 0 or return_when == FIRST_COMPLETED:
        return True
    return return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures of fs; returns (done, pending), two sets."""
    _check_wait_args(fs, return_when)
    loop = get_running_loop()
    members = {ensure_future(f, loop=loop) for f in _warn_coros(set(fs))}
    return await _wait_set(members, timeout, return_when, loop)


async def _wait_set(fs, timeout, return_when, loop):
    gate = loop.create_future()
    count = [len(fs)]

    def one_done(f):
        count[0] -= 1
        if _ends_wait(f, count[0], return_when):
            _resolve(gate, None)

    for f in fs:
        f.add_done_callback(one_done)
    alarm = None if timeout is None else loop.call_later(timeout, _resolve, gate, None)
    try:
        await gate
    finally:
        _drop_wait(fs, one_done, alarm)
    done = {f for f in fs if f.done()}
    return done, fs - done


def _drop_wait(fs, cb, alarm):
    if alarm is not None:
        alarm.cancel()
    for f in fs:
        f.remove_done_callback(cb)


async def wait_for(fut, timeout):
    """Await fut; cancel it and raise TimeoutError when timeout passes first."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    fut = ensure_future(fut, loop=loop)
    if timeout > 0:
        won = await _race(loop, fut, timeout)
        if won:
            return fut.result()
    elif fut.done():
        return fut.result()
    await _cancel_and_wait(fut, loop)
    return _result_or_timeout(fut)


async def _race(loop, fut, timeout):
    # True when fut ends before the timeout; on cancellation of the waiting task, fut
    # is cancelled (and waited for) unless it has already ended
    gate = loop.create_future()
    alarm = loop.call_later(timeout, _resolve, gate, False)
    opener = _Opener(gate)
    fut.add_done_callback(opener)
    try:
        await gate
    except CancelledError:
        if fut.done():
            return True
        fut.remove_done_callback(opener)
        await _cancel_and_wait(fut, loop)
        raise
    finally:
        alarm.cancel()
    if fut.done():
        return True
    fut.remove_done_callback(opener)
    return False


class _Opener:
    # a done callback that resolves a gate future (compared by identity)

    def __init__(self, gate):
        self.gate = gate

    def __call__(self, _):
        _resolve(self.gate, True)


def _result_or_timeout(fut):
    try:
        return fut.result()
    except CancelledError as exc:
        raise TimeoutError() from exc


async def _cancel_and_wait(fut, loop):
    # cancel fut and wait until it has really ended (its cleanup may take turns)
    opener = _Opener(loop.create_future())
    fut.add_done_callback(opener)
    fut.cancel()
    await _await_then_drop(opener.gate, fut, opener)


async def _await_then_drop(gate, fut, cb):
    try:
        await gate
    finally:
        fut.remove_done_callback(cb)


# ---------------------------------------------------------------- as_completed

def as_completed(fs, *, timeout=None):
    """An iterator of coroutines; each returns the next result to complete."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    loop = get_event_loop()
    feed = _CompletionFeed({ensure_future(f, loop=loop) for f in set(fs)})
    if feed.pending and timeout is not None:
        feed.alarm = loop.call_later(timeout, feed.expire)
    return (feed.next_one() for _ in range(len(feed.pending)))


class _CompletionFeed:
    # as_completed(): futures arrive in a queue as they end; None marks the timeout

    def __init__(self, pending):
        self.pending = pending
        self.arrivals = Queue()
        self.alarm = None
        for f in pending:
            f.add_done_callback(self.arrived)

    def expire(self):
        for f in self.pending:
            f.remove_done_callback(self.arrived)
            self.arrivals.put_nowait(None)
        self.pending.clear()

    def arrived(self, f):
        if f in self.pending:
            self.pending.discard(f)
            self.arrivals.put_nowait(f)
            if not self.pending and self.alarm is not None:
                self.alarm.cancel()

    async def next_one(self):
        f = await self.arrivals.get()
        if f is None:
            raise TimeoutError
        return f.result()


# ---------------------------------------------------------------- timeout

class _TState:
    CREATED = 'created'
    ENTERED = 'active'
    EXPIRING = 'expiring'
    EXPIRED = 'expired'
    EXITED = 'finished'


class Timeout:
    """Asynchronous context manager that cancels its task at a deadline."""

    __module__ = 'asyncio.timeouts'

    def __init__(self, when):
        self._phase = _TState.CREATED
        self._alarm = None
        self._task = None
        self._deadline = when

    def when(self):
        return self._deadline

    def reschedule(self, when):
        if self._phase != _TState.ENTERED:
            raise RuntimeError(f'Cannot change state of {self._phase} Timeout')
        self._deadline = when
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if when is None:
            return
        loop = get_running_loop()
        if when <= loop.time():
            self._alarm = loop.call_soon(self._on_timeout)
        else:
            self._alarm = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._phase in (_TState.EXPIRING, _TState.EXPIRED)

    def __repr__(self):
        tail = ''
        if self._phase == _TState.ENTERED:
            tail = ' when=%s' % (None if self._deadline is None else round(self._deadline, 3))
        return '<Timeout [' + self._phase + ']' + tail + '>'

    async def __aenter__(self):
        self._phase = _TState.ENTERED
        self._task = current_task()
        if self._task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._base_cancels = self._task.cancelling()
        self.reschedule(self._deadline)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        self._drop_alarm()
        if self._phase == _TState.ENTERED:
            self._phase = _TState.EXITED
        elif self._phase == _TState.EXPIRING:
            self._phase = _TState.EXPIRED
            ours = self._task.uncancel() <= self._base_cancels
            if ours and exc_type is CancelledError:
                raise TimeoutError from exc_val

    def _drop_alarm(self):
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None

    def _on_timeout(self):
        self._task.cancel()
        self._phase = _TState.EXPIRING
        self._alarm = None


def timeout(delay):
    """Timeout that expires delay seconds after entering (None: never)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """Timeout that expires at loop time when (None: never)."""
    return Timeout(when)


# ---------------------------------------------------------------- runner and run

class Runner:
    """Runs coroutines on one event loop that it creates and closes."""

    __module__ = 'asyncio.runners'

    def __init__(self, *, debug=None, loop_factory=None):
        self._ev = None
        self._debug = debug
        self._factory = loop_factory
        self._phase = 'created'

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def get_loop(self):
        self._lazy_init()
        return self._ev

    def _lazy_init(self):
        if self._phase == 'closed':
            raise RuntimeError('Runner is closed')
        if self._phase == 'initialized':
            return
        if self._factory is None:
            self._ev = new_event_loop()
            set_event_loop(self._ev)
        else:
            self._ev = self._factory()
        if self._debug is not None:
            self._ev.set_debug(self._debug)
        self._phase = 'initialized'

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError(f'a coroutine was expected, got {coro!r}')
        if _running_loop is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        task = self._ev.create_task(coro)
        return self._ev.run_until_complete(task)

    def close(self):
        if self._phase != 'initialized':
            return
        loop = self._ev
        try:
            _cancel_leftovers(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            if self._factory is None:
                set_event_loop(None)
            loop.close()
            self._ev = None
            self._phase = 'closed'


def _cancel_leftovers(loop):
    left = all_tasks(loop)
    if left:
        for t in left:
            t.cancel()
        loop.run_until_complete(gather(*left, return_exceptions=True))
        _report_failed(loop, [t for t in left if not t.cancelled()])


def _report_failed(loop, tasks):
    for t in tasks:
        err = t.exception()
        if err is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': err, 'task': t})


def run(main, *, debug=None):
    """Run coroutine main on a new event loop, then close the loop."""
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    with Runner(debug=debug) as runner:
        return runner.run(main)


# ---------------------------------------------------------------- queues

class Queue:
    """A FIFO queue for tasks (not thread-safe)."""

    __module__ = 'asyncio.queues'

    def __init__(self, maxsize=0):
        self._cap = maxsize
        self._want_get, self._want_put = _deque(), _deque()
        self._open_items = 0
        self._all_done = Event()
        self._all_done.set()
        self._init(maxsize)

    def __class_getitem__(cls, item):
        return type(list[int])(cls, item)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wake_one(self, waiters):
        # the first waiter still waiting is woken; cancelled ones are dropped on the way
        while waiters and waiters[0].done():
            waiters.popleft()
        if waiters:
            waiters.popleft().set_result(None)

    def _describe(self):
        parts = [f'maxsize={self._cap!r}']
        if getattr(self, '_queue', None):
            parts.append(f'_queue={list(self._queue)!r}')
        for label, seq in (('_getters', self._want_get), ('_putters', self._want_put)):
            if seq:
                parts.append(f'{label}[{len(seq)}]')
        if self._open_items:
            parts.append(f'tasks={self._open_items}')
        return ' '.join(parts)

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._describe()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._describe()}>'

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._cap

    def empty(self):
        return not self._queue

    def full(self):
        if self._cap <= 0:
            return False
        return self.qsize() >= self._cap

    async def put(self, item):
        while self.full():
            await self._park(self._want_put, self.full)
        self.put_nowait(item)

    async def _park(self, line, blocked):
        # wait in line until woken; a cancelled waiter hands its wake-up on
        fut = get_running_loop().create_future()
        line.append(fut)
        try:
            await fut
        except BaseException:
            self._leave_line(line, fut, blocked)
            raise

    def _leave_line(self, line, fut, blocked):
        fut.cancel()
        if fut in line:
            line.remove(fut)
        if not blocked() and not fut.cancelled():
            self._wake_one(line)

    def put_nowait(self, item):
        if not self.full():
            self._put(item)
            self._open_items += 1
            self._all_done.clear()
            return self._wake_one(self._want_get)
        raise QueueFull

    async def get(self):
        while self.empty():
            await self._park(self._want_get, self.empty)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        return self._take()

    def _take(self):
        taken = self._get()
        self._wake_one(self._want_put)
        return taken

    def task_done(self):
        if self._open_items > 0:
            self._open_items -= 1
            if not self._open_items:
                self._all_done.set()
            return
        raise ValueError('task_done() called too many times')

    async def join(self):
        if self._open_items > 0:
            await self._all_done.wait()


class PriorityQueue(Queue):
    """A Queue that returns its smallest item first."""

    __module__ = 'asyncio.queues'

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that returns its newest item first."""

    __module__ = 'asyncio.queues'

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


# ---------------------------------------------------------------- synchronization

class _ContextLock:
    # async with support shared by Lock, Semaphore and Condition

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Event:
    """A flag that tasks can wait on until it is set."""

    __module__ = 'asyncio.locks'

    def __init__(self):
        self._sleepers = _deque()
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._sleepers:
            extra += f', waiters:{len(self._sleepers)}'
        return _obj_repr(self, extra)

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in [w for w in self._sleepers if not w.done()]:
                fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if not self._value:
            await _wait_in(self._sleepers, get_running_loop().create_future())
        return True


class Lock(_ContextLock):
    """A mutual-exclusion lock for tasks, granted in request order."""

    __module__ = 'asyncio.locks'

    def __init__(self):
        self._sleepers = None
        self._held = False

    def __repr__(self):
        extra = 'locked' if self._held else 'unlocked'
        if self._sleepers:
            extra += f', waiters:{len(self._sleepers)}'
        return _obj_repr(self, extra)

    def locked(self):
        return self._held

    async def acquire(self):
        if self._held or self._queue_busy():
            await self._wait_turn()
        self._held = True
        return True

    def _queue_busy(self):
        return bool(self._sleepers) and any(not w.cancelled() for w in self._sleepers)

    async def _wait_turn(self):
        if self._sleepers is None:
            self._sleepers = _deque()
        try:
            await _wait_in(self._sleepers, get_running_loop().create_future())
        except CancelledError:
            if not self._held:
                self._wake_first()
            raise

    def release(self):
        if not self._held:
            raise RuntimeError('Lock is not acquired.')
        self._held = False
        self._wake_first()

    def _wake_first(self):
        if not self._sleepers:
            return
        first = self._sleepers[0]
        if not first.done():
            first.set_result(True)


class Semaphore(_ContextLock):
    """A counter of free slots: acquire() waits while it is 0."""

    __module__ = 'asyncio.locks'

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._sleepers = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._sleepers:
            extra += f', waiters:{len(self._sleepers)}'
        return _obj_repr(self, extra)

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._sleepers or ()))

    async def acquire(self):
        if self.locked():
            await self._queue_up()
            if self._value > 0:
                self._wake_next()
        else:
            self._value -= 1
        return True

    async def _queue_up(self):
        if self._sleepers is None:
            self._sleepers = _deque()
        fut = get_running_loop().create_future()
        try:
            await _wait_in(self._sleepers, fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
            self._wake_next()
            raise

    def release(self):
        self._value += 1
        self._wake_next()

    def _wake_next(self):
        # hand a free slot to the first waiter that is still waiting
        for fut in self._sleepers or ():
            if fut.done():
                continue
            self._value -= 1
            fut.set_result(True)
            return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore whose release() refuses to go above the initial value."""

    __module__ = 'asyncio.locks'

    def __init__(self, value=1):
        self._ceiling = value
        super().__init__(value)

    def release(self):
        if self._value >= self._ceiling:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Condition(_ContextLock):
    """A condition variable over a Lock."""

    __module__ = 'asyncio.locks'

    def __init__(self, lock=None):
        self._lock = Lock() if lock is None else lock
        for name in ('locked', 'acquire', 'release'):
            setattr(self, name, getattr(self._lock, name))
        self._sleepers = _deque()

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._sleepers:
            extra += f', waiters:{len(self._sleepers)}'
        return _obj_repr(self, extra)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            await _wait_in(self._sleepers, get_running_loop().create_future())
            return True
        finally:
            await self._reacquire()

    async def _reacquire(self):
        # the lock is always taken back, even through cancellations, which are re-raised
        pending_err = None
        while True:
            try:
                await self.acquire()
            except CancelledError as e:
                pending_err = e
                continue
            if pending_err is not None:
                raise pending_err
            return

    async def wait_for(self, predicate):
        while True:
            outcome = predicate()
            if outcome:
                return outcome
            await self.wait()

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        _wake_idle(self._sleepers, n)

    def notify_all(self):
        self.notify(len(self._sleepers))


def _wake_idle(line, n):
    # wakes up to n of the futures of line that still wait, first come first
    for fut in [f for f in line if not f.done()][:max(n, 0)]:
        fut.set_result(False)


# ---------------------------------------------------------------- TaskGroup

class TaskGroup:
    """Runs tasks as a group: a failure cancels the rest; errors come as a group."""

    __module__ = 'asyncio.taskgroups'

    def __init__(self):
        self._ev = self._owner = None
        self._stage = 'new'           # new, entered, exiting
        self._winding_down = False
        self._owner_cancelled = False
        self._members = set()
        self._failures = []
        self._fatal = self._drained = None

    def __repr__(self):
        bits = ['<TaskGroup']
        bits += [f'tasks={len(self._members)}'] if self._members else []
        bits += [f'errors={len(self._failures)}'] if self._failures else []
        if self._winding_down or self._stage != 'new':
            bits.append('cancelling' if self._winding_down else 'entered')
        return ' '.join(bits) + '>'

    async def __aenter__(self):
        if self._stage != 'new':
            raise RuntimeError(f'TaskGroup {self!r} has been already entered')
        self._stage = 'entered'
        self._ev = self._ev or get_running_loop()
        self._owner = current_task(self._ev)
        return self._checked_owner()

    def _checked_owner(self):
        if self._owner is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        return self

    async def __aexit__(self, et, exc, tb):
        self._stage = 'exiting'
        if exc is not None and _is_exit(exc) and self._fatal is None:
            self._fatal = exc
        relay = None
        if et is CancelledError and not (self._owner_cancelled and
                                         self._owner.uncancel() == 0):
            relay = exc
        if et is not None and not self._winding_down:
            self._abort()
        relay = await self._drain(relay)
        self._raise_outcome(et, exc, relay)

    async def _drain(self, relay):
        # waits until every member task has ended; a cancellation of the owner while
        # waiting cancels the members (once) and is re-raised at the end
        while self._members:
            self._drained = self._ev.create_future()
            try:
                await self._drained
            except CancelledError as e:
                if not self._winding_down:
                    relay = e
                    self._abort()
            self._drained = None
        return relay

    def _raise_outcome(self, et, exc, relay):
        if self._fatal is not None:
            raise self._fatal
        if relay is not None and not self._failures:
            raise relay
        if et is not None and et is not CancelledError:
            self._failures.append(exc)
        if self._failures:
            found, self._failures = self._failures, None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', found)

    def create_task(self, coro, *, name=None, context=None):
        problem = self._refusal()
        if problem:
            raise RuntimeError(f'TaskGroup {self!r} {problem}')
        member = self._ev.create_task(coro, name=name)
        member.add_done_callback(self._member_done)
        self._members.add(member)
        return member

    def _refusal(self):
        if self._stage == 'new':
            return 'has not been entered'
        if self._stage == 'exiting' and not self._members:
            return 'is finished'
        return 'is shutting down' if self._winding_down else None

    def _abort(self):
        self._winding_down = True
        for t in self._members:
            if not t.done():
                t.cancel()

    def _member_done(self, task):
        self._members.discard(task)
        if self._drained is not None and not self._members:
            _resolve(self._drained, True)
        err = None if task.cancelled() else task.exception()
        if err is not None:
            self._member_failed(task, err)

    def _member_failed(self, task, err):
        self._failures.append(err)
        if _is_exit(err) and self._fatal is None:
            self._fatal = err
        if self._owner.done():
            self._ev.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent task '
                           f'{self._owner} is already completed',
                'exception': err, 'task': task})
        elif not self._winding_down and not self._owner_cancelled:
            self._abort()
            self._owner_cancelled = True
            self._owner.cancel()


def _is_exit(exc):
    return isinstance(exc, (SystemExit, KeyboardInterrupt))
