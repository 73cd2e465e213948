# traceback - pyeval's own traceback module: format_exc, print_exc, format_exception,
# print_exception, format_exception_only, format_tb and print_tb, with CPython 3.11's
# text. The text comes from the VM's formatter (_format, in modules/traceback.c), the
# same one that prints uncaught exceptions, so both always agree.

import sys

__all__ = ['format_exc', 'print_exc', 'format_exception', 'print_exception',
           'format_exception_only', 'format_tb', 'print_tb', 'print_last']

_sentinel = object()


def _split_report(text):
    # One string per traceback header, frame (its File line and the lines under it)
    # and exception line, as CPython's lists hold them.
    out = []
    for line in text.splitlines(True):
        if out and line.startswith('    ') and out[-1].startswith('  File "'):
            out[-1] += line
        else:
            out.append(line)
    return out


def _value_of(exc, value):
    if value is _sentinel:
        if exc is not None and not isinstance(exc, BaseException):
            raise TypeError('Exception expected for value, %s found'
                            % type(exc).__name__)
        return exc
    return value


def _report(value, chain, tb=_sentinel):
    # tb=None (given) formats value without its own frames, as CPython does for
    # format_exception(type, value, None); another traceback than value's own is
    # not supported and value's is used
    if value is None:
        return 'NoneType: None\n'
    if not isinstance(value, BaseException):
        # CPython 3.11 formats such a value as its type name and str()
        return '%s: %s\n' % (type(value).__name__, value)
    saved = (value.__cause__, value.__context__, value.__suppress_context__,
             value.__traceback__)
    if not chain:
        value.__cause__ = None
        value.__suppress_context__ = True
    if tb is None:
        value.__traceback__ = None
    try:
        return _format(value)
    finally:
        (value.__cause__, value.__context__, value.__suppress_context__,
         value.__traceback__) = saved


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    return _split_report(_report(_value_of(exc, value), chain, tb))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None,
                    chain=True):
    if file is None:
        file = sys.stderr
    for part in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(part, file=file, end='')


def format_exc(limit=None, chain=True):
    return ''.join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    raise ValueError('no last exception')


def _frames_only(value):
    text = _report(value, False)
    parts = _split_report(text)
    if not parts or parts[0] != 'Traceback (most recent call last):\n':
        return []
    out = []
    for part in parts[1:]:
        if not part.startswith('  '):
            break
        out.append(part)
    return out


def format_exception_only(exc, /, value=_sentinel):
    value = _value_of(exc, value)
    if value is None or not isinstance(value, BaseException):
        return [_report(value, False)]
    parts = _split_report(_report(value, False))
    if parts and parts[0] == 'Traceback (most recent call last):\n':
        parts = parts[1 + len(_frames_only(value)):]
    return parts


def format_tb(tb, limit=None):
    # pyeval's traceback objects do not expose their frames: a traceback is known
    # here through the exception it belongs to.
    value = sys.exception()
    if tb is None:
        return []
    if value is not None and value.__traceback__ is tb:
        return _frames_only(value)
    raise NotImplementedError('pyeval: format_tb() needs the traceback of the '
                              'exception being handled')


def print_tb(tb, limit=None, file=None):
    if file is None:
        file = sys.stderr
    for part in format_tb(tb, limit):
        print(part, file=file, end='')
