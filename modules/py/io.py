"""In-memory streams (StringIO, BytesIO) and the io class names, as CPython 3.11's io.

pyeval's own implementation (modules/io.c loads it). There is no file system: open()
and the file classes are absent. IOBase, TextIOBase and TextIOWrapper come from
sys.stdout's class (modules/py/sys.py) so that isinstance(sys.stdout, io.TextIOBase)
holds.
"""

import sys as _sys

__all__ = ['BlockingIOError', 'BufferedIOBase', 'BytesIO', 'DEFAULT_BUFFER_SIZE',
           'IOBase', 'RawIOBase', 'SEEK_CUR', 'SEEK_END', 'SEEK_SET', 'StringIO',
           'TextIOBase', 'TextIOWrapper', 'UnsupportedOperation']

TextIOWrapper = type(_sys.__stdout__)
TextIOBase = TextIOWrapper.__mro__[1]
IOBase = TextIOWrapper.__mro__[2]
del _sys

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192
BlockingIOError = BlockingIOError


# CPython's is also a ValueError; pyeval cannot combine the two exception layouts
# (docs/differences.md)
class UnsupportedOperation(OSError):
    __module__ = 'io'


class RawIOBase(IOBase):
    __module__ = 'io'


class BufferedIOBase(IOBase):
    __module__ = 'io'


_CLOSED = 'I/O operation on closed file'


_SSIZE_MAX = (1 << 63) - 1


def _size_arg(size):
    # read(size)/readline(size)/readlines(hint)/truncate(size): None or an int that
    # fits a C ssize_t, as CPython's converter; None means -1
    if size is None:
        return -1
    if isinstance(size, int):
        size = int(size)
    elif hasattr(type(size), '__index__'):
        size = size.__index__()
    else:
        raise TypeError(f"argument should be integer or None, not "
                        f"'{type(size).__name__}'")
    if not -_SSIZE_MAX - 1 <= size <= _SSIZE_MAX:
        raise OverflowError("cannot fit 'int' into an index-sized integer")
    return size


def _index(v):
    # seek's position and whence: an int that fits a C ssize_t
    if isinstance(v, int):
        v = int(v)
    elif hasattr(type(v), '__index__'):
        v = v.__index__()
    else:
        raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an "
                        f"integer")
    if not -_SSIZE_MAX - 1 <= v <= _SSIZE_MAX:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return v


def _find(text, sep, start, stop):
    # text.find(sep, start, stop) in growing windows: str.find is charged for the whole
    # range it is given, so this keeps a readline's charge proportional to the line
    w = 64
    i = start
    over = len(sep) - 1
    while i < stop:
        j = i + w
        if j > stop:
            j = stop
        k = text.find(sep, i, j)
        if k >= 0:
            return k
        if j == stop:
            break
        i = j - over
        w += w
    return -1


# the value of IncrementalNewlineDecoder.newlines for each set of seen endings
# (bit 1: '\n', 2: '\r', 4: '\r\n')
_NEWLINES = (None, '\n', '\r', ('\r', '\n'), '\r\n', ('\n', '\r\n'), ('\r', '\r\n'),
             ('\r', '\n', '\r\n'))


class StringIO(TextIOBase):
    """Text I/O implementation using an in-memory buffer."""
    __module__ = '_io'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f'newline must be str or None, not {type(newline).__name__}')
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f'illegal newline value: {newline!r}')
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError(f'initial_value must be str or None, '
                            f'not {type(initial_value).__name__}')
        self._closed = False
        self._newline = newline
        self._seen = 0
        # invariant: the text is _buf, then the strings in _parts, then those in _tail
        # (appends at the end are kept apart so that many small writes stay linear)
        self._buf = ''
        self._parts = []
        self._tail = []
        self._len = 0
        self._pos = 0
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    def _check(self, dot=False):
        if self._closed:
            raise ValueError(_CLOSED + '.' if dot else _CLOSED)

    def _text(self):
        if self._parts or self._tail:
            self._buf = self._buf + ''.join(self._parts) + ''.join(self._tail)
            self._parts = []
            self._tail = []
        return self._buf

    @property
    def closed(self):
        return self._closed

    @property
    def line_buffering(self):
        return False

    @property
    def newlines(self):
        if self._newline is None or self._newline == '':
            return _NEWLINES[self._seen]
        return None

    encoding = None
    errors = None

    def close(self):
        self._closed = True
        self._buf = ''
        self._parts = []
        self._tail = []

    def getvalue(self):
        self._check()
        return self._text()

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def isatty(self):
        self._check(True)
        return False

    def flush(self):
        return None

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def detach(self):
        raise UnsupportedOperation('detach')

    def tell(self):
        self._check()
        return self._pos

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._check()
        if whence not in (0, 1, 2):
            raise ValueError(f'Invalid whence ({whence}, should be 0, 1 or 2)')
        if pos < 0 and whence == 0:
            raise ValueError(f'Negative seek position {pos}')
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 2:
            pos = self._len
        elif whence == 1:
            pos = self._pos
        self._pos = pos
        return pos

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        n = len(s)
        nl = self._newline
        if nl is None or nl == '':
            if '\r' in s:
                crlf = s.count('\r\n')
                self._seen |= (4 if crlf else 0) | (2 if s.count('\r') > crlf else 0)
                if s.count('\n') > crlf:
                    self._seen |= 1
                if nl is None:
                    s = s.replace('\r\n', '\n').replace('\r', '\n')
            elif '\n' in s:
                self._seen |= 1
        elif nl != '\n' and '\n' in s:
            s = s.replace('\n', nl)
        if not s:
            return n
        pos = self._pos
        if pos == self._len:
            tail = self._tail
            tail.append(s)
            if len(tail) >= 64:
                # a StringIO holds copies, as CPython's buffer does: the memory limit
                # sees what was written even when one string is written many times
                self._parts.append(''.join(tail))
                tail.clear()
        else:
            text = self._text()
            if pos > self._len:
                text = text + '\0' * (pos - self._len)
            self._buf = text[:pos] + s + text[pos + len(s):]
        self._pos = pos + len(s)
        if self._pos > self._len:
            self._len = self._pos
        return n

    def writelines(self, lines):
        self._check(True)
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        size = _size_arg(size)
        self._check()
        text = self._text()
        pos = self._pos
        if pos >= self._len:
            return ''
        end = self._len if size < 0 else min(self._len, pos + size)
        self._pos = end
        return text[pos:end]

    def _line_end(self, text, pos, limit):
        # the index just after the line starting at pos, at most limit
        nl = self._newline
        if nl == '':
            r = _find(text, '\r', pos, limit)
            n = _find(text, '\n', pos, r if r >= 0 else limit)
            if r < 0 and n < 0:
                return limit
            if r < 0 or (0 <= n < r):
                return n + 1
            if r + 1 < limit and text[r + 1] == '\n':
                return r + 2
            return r + 1
        sep = '\n' if nl is None else nl
        i = _find(text, sep, pos, limit)
        if i < 0:
            return limit
        return min(i + len(sep), limit)

    def readline(self, size=-1):
        size = _size_arg(size)
        self._check()
        return self._readline(size)

    def _readline(self, size):
        text = self._text()
        pos = self._pos
        if pos >= self._len:
            return ''
        limit = self._len if size < 0 else min(self._len, pos + size)
        end = self._line_end(text, pos, limit)
        self._pos = end
        return text[pos:end]

    def readlines(self, hint=-1):
        hint = _size_arg(hint)
        self._check(True)
        lines = []
        total = 0
        while True:
            line = self._readline(-1)
            if not line:
                break
            lines.append(line)
            # IOBase.readlines stops once a line would pass the hint
            if 0 < hint < total + len(line):
                break
            total += len(line)
        return lines

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        else:
            size = _size_arg(size)
            if size < 0:
                raise ValueError(f'Negative size value {size}')
        if size < self._len:
            self._buf = self._text()[:size]
            self._len = size
        return size

    def __iter__(self):
        self._check(True)
        return self

    def __next__(self):
        self._check()
        line = self._readline(-1)
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        self._check(True)
        return self

    def __exit__(self, *args):
        self.close()


class BytesIO(BufferedIOBase):
    """Buffered I/O implementation using an in-memory bytes buffer."""
    __module__ = '_io'

    def __init__(self, initial_bytes=None):
        self._closed = False
        self._buf = bytearray()
        self._pos = 0
        if initial_bytes is not None:
            self._buf += _as_bytes(initial_bytes)

    def _check(self):
        if self._closed:
            raise ValueError(_CLOSED + '.')

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True
        self._buf = bytearray()

    def getvalue(self):
        self._check()
        return bytes(self._buf)

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def isatty(self):
        self._check()
        return False

    def flush(self):
        self._check()

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def detach(self):
        raise UnsupportedOperation('detach')

    def tell(self):
        self._check()
        return self._pos

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError(f'negative seek value {pos}')
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError(f'invalid whence ({whence}, should be 0, 1 or 2)')
        self._pos = pos
        return pos

    def write(self, b):
        self._check()
        data = _as_bytes(b)
        n = len(data)
        if not n:
            return 0
        pos = self._pos
        buf = self._buf
        if pos > len(buf):
            buf += bytes(pos - len(buf))
        buf[pos:pos + n] = data
        self._pos = pos + n
        return n

    def writelines(self, lines):
        self._check()
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        size = _size_arg(size)
        self._check()
        pos = self._pos
        n = len(self._buf)
        if pos >= n:
            return b''
        end = n if size < 0 else min(n, pos + size)
        self._pos = end
        return bytes(self._buf[pos:end])

    def read1(self, size=-1):
        return self.read(size)

    def readline(self, size=-1):
        size = _size_arg(size)
        self._check()
        return self._readline(size)

    def _readline(self, size):
        pos = self._pos
        n = len(self._buf)
        if pos >= n:
            return b''
        limit = n if size < 0 else min(n, pos + size)
        i = _find(self._buf, b'\n', pos, limit)
        end = limit if i < 0 else i + 1
        self._pos = end
        return bytes(self._buf[pos:end])

    def readlines(self, hint=-1):
        hint = _size_arg(hint)
        self._check()
        lines = []
        total = 0
        while True:
            line = self._readline(-1)
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def readinto(self, b):
        self._check()
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        else:
            size = _size_arg(size)
            if size < 0:
                raise ValueError(f'negative size value {size}')
        if size < len(self._buf):
            del self._buf[size:]
        return size

    def __iter__(self):
        return self

    def __next__(self):
        self._check()
        line = self._readline(-1)
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *args):
        self.close()


def _as_bytes(b):
    if isinstance(b, (bytes, bytearray)):
        return b
    raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")


# the builtin open(): it refuses, as there is no file system (docs/differences.md)
open = open
