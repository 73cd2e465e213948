"""In-memory streams (StringIO, BytesIO) and the io class names, as CPython 3.11's io.

pyeval's own implementation (modules/io.c loads it; the streams are C types,
modules/io_stringio.c and modules/io_bytesio.c). open() and the file classes
(FileIO, BufferedReader/Writer/Random, a TextIOWrapper for files) work on the VM's
virtual file tree (docs/files.md). IOBase, TextIOBase and TextIOWrapper come from
sys.stdout's class (modules/py/sys.py) so that isinstance(sys.stdout, io.TextIOBase)
holds.
"""

import sys as _sys

__all__ = ['BlockingIOError', 'BufferedIOBase', 'BufferedRandom', 'BufferedReader',
           'BufferedWriter', 'BytesIO', 'DEFAULT_BUFFER_SIZE', 'FileIO', 'open',
           'open_code',
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


# an OSError and a ValueError, made with sys's streams (modules/py/sys.py)
UnsupportedOperation = TextIOWrapper._unsupported


class RawIOBase(IOBase):
    __module__ = 'io'


class BufferedIOBase(IOBase):
    __module__ = 'io'


class StringIO(_StringIO, TextIOBase):
    """Text I/O implementation using an in-memory buffer."""
    # the stream is the C type _StringIO (modules/io_stringio.c); this class adds the
    # io ABC and the methods programs rarely call
    __module__ = '_io'
    encoding = None
    errors = None

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def detach(self):
        raise UnsupportedOperation('detach')


class BytesIO(_BytesIO, BufferedIOBase):
    """Buffered I/O implementation using an in-memory bytes buffer."""
    # the stream is the C type _BytesIO (modules/io_bytesio.c)
    __module__ = '_io'

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def detach(self):
        raise UnsupportedOperation('detach')


del _StringIO, _BytesIO


# Files: open() and the file classes over the VM's virtual file tree (the C module
# _vfs, core/vfs.c; docs/files.md). A file object holds no host descriptor: reading
# modes take the file's bytes when it is opened; writes go to the tree at flush() and
# close() (and when the object dies), as CPython's buffered files reach the disk.
import _vfs

_CHUNK = 65536  # a write-only file sends its pending bytes to the tree past this size


def _fspath(file):
    if isinstance(file, (str, bytes)):
        return file
    t = type(file)
    f = getattr(t, '__fspath__', None)
    if f is None:
        raise TypeError('expected str, bytes or os.PathLike object, not ' + t.__name__)
    p = f(file)
    if not isinstance(p, (str, bytes)):
        raise TypeError('expected %s.__fspath__() to return str or bytes, not %s'
                        % (t.__name__, type(p).__name__))
    return p


def _find(text, sub, i):
    # text.find(sub, i), charged for the bytes actually scanned: a search's charge is
    # its whole range, so a line search over the rest of a big file would charge the
    # rest of the file for every line; look in a window first
    j = text.find(sub, i, i + 1024)
    if j < 0 and i + 1024 < len(text):
        j = text.find(sub, i + 1024 - len(sub) + 1)
    return j


def _closed_error():
    return ValueError('I/O operation on closed file.')


class _Store:
    """The bytes of one open file and where they go.

    Two models. 'whole': buf holds the file's entire content (reading modes, '+'
    modes, and a write-only file after a seek); flush() stores buf when it changed.
    'stream' (w, a, x without '+'): buf holds only bytes not yet sent, appended at the
    end of the file, whose size so far is base; flush() appends them.
    """

    def __init__(self, abspath, readable, writable, append, data, base):
        self.abspath = abspath
        self.readable = readable
        self.writable = writable
        self.append = append
        self.stream = data is None
        # a read-only file keeps the bytes it was given (no copy); a writable one edits
        # a bytearray
        if data is None:
            self.buf = bytearray()
        else:
            self.buf = bytearray(data) if writable else data
        self.base = base
        self.pos = base if data is None else (len(self.buf) if append else 0)
        self.dirty = False
        self.closed = False

    def to_whole(self):
        if self.stream:
            self.flush()
            data = _vfs.read(self.abspath)
            self.buf = bytearray(data) if self.writable else data
            self.stream = False
            self.base = 0

    def size(self):
        return self.base + len(self.buf) if self.stream else len(self.buf)

    def write(self, b):
        n = len(b)
        if self.stream:
            if not self.buf and n >= _CHUNK:
                # a large write goes to the tree at once, without a buffered copy
                _vfs.store(self.abspath, b, _vfs.APPEND)
                self.base += n
                self.pos = self.base
                return n
            self.buf += b
            self.pos = self.base + len(self.buf)
            if len(self.buf) >= _CHUNK:
                self.flush()
            return n
        if self.append:
            self.pos = len(self.buf)
        end = self.pos + n
        if self.pos > len(self.buf):
            self.buf += bytes(self.pos - len(self.buf))
        self.buf[self.pos:end] = b
        self.pos = end
        self.dirty = True
        return n

    def read(self, n=-1):
        start = self.pos
        end = len(self.buf) if n is None or n < 0 else min(start + n, len(self.buf))
        if end <= start:
            return b''
        self.pos = end
        if start == 0 and end == len(self.buf) and type(self.buf) is bytes:
            return self.buf
        return bytes(self.buf[start:end])

    def flush(self):
        if self.stream:
            if self.buf:
                _vfs.store(self.abspath, self.buf, _vfs.APPEND)
                self.base += len(self.buf)
                self.buf = bytearray()
        elif self.dirty:
            _vfs.store(self.abspath, self.buf, 0)
            self.dirty = False

    def shut(self):
        # the last flush; the store is closed afterwards even when that flush fails
        # (the error still propagates), so a second close() does nothing
        try:
            self.flush()
        finally:
            self.closed = True


def _parse_mode(mode):
    if not isinstance(mode, str):
        raise TypeError("open() argument 'mode' must be str, not " + type(mode).__name__)
    modes = set(mode)
    if modes - set('axrwb+tU') or len(mode) > len(modes):
        raise ValueError('invalid mode: %r' % mode)
    creating = 'x' in modes
    reading = 'r' in modes
    writing = 'w' in modes
    appending = 'a' in modes
    updating = '+' in modes
    text = 't' in modes
    binary = 'b' in modes
    if 'U' in modes:
        if creating or writing or appending or updating:
            raise ValueError("mode U cannot be combined with 'x', 'w', 'a', or '+'")
        reading = True
    if text and binary:
        raise ValueError("can't have text and binary mode at once")
    if creating + reading + writing + appending > 1:
        raise ValueError('must have exactly one of create/read/write/append mode')
    if not (creating or reading or writing or appending):
        raise ValueError('Must have exactly one of create/read/write/append mode and '
                         'at most one plus')
    return creating, reading, writing, appending, updating, binary


def _raw_mode(creating, reading, writing, appending, updating):
    if creating:
        return 'xb+' if updating else 'xb'
    if appending:
        return 'ab+' if updating else 'ab'
    if updating:
        return 'rb+'
    return 'rb' if reading else 'wb'


def open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None,
         closefd=True, opener=None):
    if isinstance(file, int) and not isinstance(file, bool):
        raise OSError(9, 'Bad file descriptor')
    path = _fspath(file)
    creating, reading, writing, appending, updating, binary = _parse_mode(mode)
    if not isinstance(buffering, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(buffering).__name__)
    if encoding is not None and not isinstance(encoding, str):
        raise TypeError("open() argument 'encoding' must be str or None, not "
                        + type(encoding).__name__)
    if errors is not None and not isinstance(errors, str):
        raise TypeError("open() argument 'errors' must be str or None, not "
                        + type(errors).__name__)
    if newline is not None and not isinstance(newline, str):
        raise TypeError("open() argument 'newline' must be str or None, not "
                        + type(newline).__name__)
    if binary and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    if binary and errors is not None:
        raise ValueError("binary mode doesn't take an errors argument")
    if binary and newline is not None:
        raise ValueError("binary mode doesn't take a newline argument")
    if not binary and buffering == 0:
        raise ValueError("can't have unbuffered text I/O")
    if newline is not None and newline not in ('', '\n', '\r', '\r\n'):
        raise ValueError('illegal newline value: ' + newline)
    if not closefd:
        raise ValueError('Cannot use closefd=False with file name')
    if not binary:
        if encoding is None:
            enc = 'utf-8'
        else:
            enc = encoding
            ''.encode(encoding)  # LookupError: unknown encoding: ...
    spath = path.decode('utf-8', 'surrogateescape') if isinstance(path, bytes) else path
    abspath = _vfs.abspath(spath)
    readable = reading or updating
    writable = not reading or updating
    # the checks and the creation or truncation happen now, as the host's open does
    if reading:
        data = _vfs.read(spath)
        base = 0
    elif creating:
        _vfs.store(spath, b'', _vfs.EXCL)
        data, base = (b'' if updating else None), 0
    elif writing:
        _vfs.store(spath, b'', 0)
        data, base = (b'' if updating else None), 0
    else:
        _vfs.store(spath, b'', _vfs.APPEND)
        if updating:
            data, base = _vfs.read(spath), 0
        else:
            data, base = None, _vfs.stat(spath)[1]
    store = _Store(abspath, readable, writable, appending, data, base)
    rmode = _raw_mode(creating, reading, writing, appending, updating)
    raw = FileIO._make(store, file, rmode)
    if buffering == 0:
        return raw
    if updating:
        buf = BufferedRandom._make(raw)
    elif reading:
        buf = BufferedReader._make(raw)
    else:
        buf = BufferedWriter._make(raw)
    if binary:
        return buf
    t = _FileTextIOWrapper._make(buf, enc, errors, newline)
    t.mode = mode
    return t


def open_code(path):
    if not isinstance(path, str):
        raise TypeError("open_code() argument 'path' must be str, not "
                        + type(path).__name__)
    return open(path, 'rb')


def _enter(self):
    # the with-statement protocol and finalizer shared by the binary and text files
    self._check_open()
    return self


def _exit(self, *exc):
    self.close()


def _del(self):
    try:
        self.close()
    except Exception:
        pass


def _readlines(self, hint=-1):
    # shared by the binary and the text file classes: lines until EOF, or until the
    # lines read so far reach a positive hint (counted in bytes or characters)
    lines = []
    total = 0
    while True:
        line = self.readline()
        if not line:
            return lines
        lines.append(line)
        total += len(line)
        if hint is not None and 0 < hint <= total:
            return lines


class _BinaryFile:
    """The binary file API over a _Store: FileIO and the Buffered classes. Their
    messages differ as CPython's do (_not_readable, _closed_fmt per class)."""

    _not_readable = 'read'
    _not_writable = 'write'
    _closed_fmt = '%s of closed file'

    def _check_open(self, op=None):
        if self._s.closed:
            if op is None:
                raise ValueError('I/O operation on closed file')
            if op == 'write to':
                raise ValueError('write to closed file')
            raise ValueError(self._closed_fmt % op)

    def _check_readable(self, op='read'):
        if not self._s.readable:
            raise UnsupportedOperation(self._not_readable)
        self._check_open(op)

    def _check_writable(self, op='write'):
        if not self._s.writable:
            raise UnsupportedOperation(self._not_writable if op[:5] == 'write' else op)
        self._check_open(op)

    @property
    def closed(self):
        return self._s.closed

    def readable(self):
        if not self._s.readable:
            return False
        self._check_open()
        return True

    def writable(self):
        if not self._s.writable:
            return False
        self._check_open()
        return True

    def seekable(self):
        self._check_open()
        return True

    def isatty(self):
        self._check_open()
        return False

    def fileno(self):
        # no host descriptor exists (docs/files.md)
        self._check_open()
        raise UnsupportedOperation('fileno')

    def read(self, size=-1):
        self._check_readable()
        if size is not None and not isinstance(size, int):
            raise TypeError("argument should be integer or None, not '%s'"
                            % type(size).__name__)
        self._s.to_whole()
        return self._s.read(-1 if size is None else size)

    def read1(self, size=-1):
        return self.read(size)

    def readall(self):
        return self.read()

    def readinto(self, b):
        self._check_readable()
        data = self._s.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, size=-1):
        self._check_readable('readline')
        if size is not None and not isinstance(size, int):
            raise TypeError("argument should be integer or None, not '%s'"
                            % type(size).__name__)
        s = self._s
        s.to_whole()
        i = _find(s.buf, b'\n', s.pos)
        end = len(s.buf) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, s.pos + size)
        return s.read(end - s.pos)

    readlines = _readlines

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, b):
        self._check_writable('write to')
        if isinstance(b, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        return self._s.write(bytes(b))

    def writelines(self, lines):
        self._check_open()
        for b in lines:
            self.write(b)

    def seek(self, pos, whence=0):
        self._check_open('seek')
        if not isinstance(pos, int):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(pos).__name__)
        s = self._s
        if whence not in (0, 1, 2):
            raise ValueError('whence value %r unsupported' % (whence,) if self._raw_api
                             else 'invalid whence (%r, should be 0, 1 or 2)' % (whence,))
        s.to_whole()
        if whence == 1:
            pos += s.pos
        elif whence == 2:
            pos += len(s.buf)
        if pos < 0:
            if whence == 0 and not self._raw_api:
                raise ValueError('negative seek position %d' % pos)
            raise OSError(22, 'Invalid argument')
        s.pos = pos
        return pos

    def tell(self):
        self._check_open()
        return self._s.pos

    def truncate(self, size=None):
        self._check_writable('truncate')
        s = self._s
        s.to_whole()
        if size is None:
            size = s.pos
        if size < 0:
            raise OSError(22, 'Invalid argument')
        if size < len(s.buf):
            del s.buf[size:]
        else:
            s.buf += bytes(size - len(s.buf))
        s.dirty = True
        return size

    def flush(self):
        if self._s.closed:
            raise ValueError('flush of closed file' if not self._raw_api
                             else 'I/O operation on closed file.')
        self._s.flush()

    def close(self):
        if not self._s.closed:
            self._s.shut()

    __enter__ = _enter
    __exit__ = _exit
    __del__ = _del


class FileIO(_BinaryFile, RawIOBase):
    __module__ = '_io'
    _raw_api = True
    _not_readable = 'File not open for reading'
    _not_writable = 'File not open for writing'
    _closed_fmt = 'I/O operation on closed file%.0s'

    def __init__(self, file, mode='r', closefd=True, opener=None):
        f = open(file, mode if 'b' in mode else mode + 'b', buffering=0)
        self.__dict__.update(f.__dict__)
        f.__dict__.clear()

    @classmethod
    def _make(cls, store, name, mode):
        self = object.__new__(cls)
        self._s = store
        self.name = name
        self.mode = mode
        return self

    @property
    def closefd(self):
        return True

    def __repr__(self):
        if self._s.closed:
            return '<_io.FileIO [closed]>'
        return '<_io.FileIO name=%r mode=%r closefd=True>' % (self.name, self.mode)


class _Buffered(_BinaryFile):
    _raw_api = False

    @classmethod
    def _make(cls, raw):
        self = object.__new__(cls)
        self.raw = raw
        self._s = raw._s
        return self

    def __init__(self, raw, buffer_size=8192):
        self.raw = raw
        self._s = raw._s

    @property
    def name(self):
        return self.raw.name

    @property
    def mode(self):
        return self.raw.mode

    def peek(self, size=0):
        self._check_readable()
        s = self._s
        s.to_whole()
        return bytes(s.buf[s.pos:])

    def detach(self):
        self.flush()
        raw = self.raw
        self.raw = None
        return raw

    def __repr__(self):
        name = self.__class__.__name__
        try:
            return '<_io.%s name=%r>' % (name, self.name)
        except Exception:
            return '<_io.%s>' % name


class BufferedReader(_Buffered, BufferedIOBase):
    __module__ = '_io'


class BufferedWriter(_Buffered, BufferedIOBase):
    __module__ = '_io'


class BufferedRandom(_Buffered, BufferedIOBase):
    __module__ = '_io'


class TextIOWrapper(TextIOWrapper):
    """The text layer of a file: decoding, newline translation, tell/seek cookies
    (byte positions, as CPython's for stateless codecs)."""
    __module__ = '_io'

    @classmethod
    def _make(cls, buffer, encoding, errors, newline):
        self = object.__new__(cls)
        self.buffer = buffer
        self._s = buffer._s
        self.encoding = encoding
        self.errors = 'strict' if errors is None else errors
        self._newline = newline
        self.line_buffering = False
        self.write_through = False
        self._text = None   # decoded rest of the file (untranslated), while reading
        self._text_base = 0  # the byte position where _text starts
        self._text_i = 0     # characters of _text consumed
        self._fastnl = False
        return self

    def __init__(self, buffer, encoding=None, errors=None, newline=None,
                 line_buffering=False, write_through=False):
        if not isinstance(buffer, _Buffered):
            raise TypeError('TextIOWrapper over this object is not supported')
        t = _FileTextIOWrapper._make(buffer, encoding or 'utf-8', errors, newline)
        self.__dict__.update(t.__dict__)

    @property
    def name(self):
        return self.buffer.name

    @property
    def closed(self):
        return self._s.closed

    @property
    def newlines(self):
        return None

    def _check_open(self):
        if self._s.closed:
            raise _closed_error()

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return self.buffer.seekable()

    def isatty(self):
        return self.buffer.isatty()

    def fileno(self):
        return self.buffer.fileno()

    def _sync(self):
        # give the bytes not yet consumed back to the byte layer
        if self._text is not None:
            self._s.pos = self._cookie()
            self._text = None

    def _cookie(self):
        done = self._text[:self._text_i]
        return self._text_base + len(done.encode(self.encoding, self.errors))

    def _load(self):
        self._check_open()
        if not self._s.readable:
            raise UnsupportedOperation('not readable')
        if self._text is None:
            s = self._s
            s.to_whole()
            start = s.pos
            data = s.buf if start == 0 and type(s.buf) is bytes else bytes(s.buf[start:])
            self._text = data.decode(self.encoding, self.errors)
            del data
            self._text_base = start
            self._text_i = 0
            # lines end at '\n' only: readline and iteration take the fast path
            self._fastnl = self._newline in (None, '', '\n') and '\r' not in self._text
            s.pos = len(s.buf)
        return self._text

    def _fastline(self, text):
        # one line of text without '\r' (the common case), in few operations: reading
        # a file line by line must not cost many times what CPython's C loop does
        i = self._text_i
        j = _find(text, '\n', i) + 1
        if not j:
            j = len(text)
        self._text_i = j
        return text[i:j]

    def _translate(self, s):
        if self._newline is None and '\r' in s:
            s = s.replace('\r\n', '\n').replace('\r', '\n')
        return s

    def read(self, size=-1):
        if size is not None and not isinstance(size, int):
            raise TypeError("argument should be integer or None, not '%s'"
                            % type(size).__name__)
        text = self._load()
        i = self._text_i
        if size is None or size < 0:
            self._text_i = len(text)
            return self._translate(text[i:])
        if self._newline is not None:
            self._text_i = min(len(text), i + size)
            return text[i:self._text_i]
        out = []
        n = 0
        while n < size and i < len(text):
            chunk = text[i:i + size - n]
            j = i + len(chunk)
            if chunk.endswith('\r') and text.startswith('\n', j):
                j += 1
                chunk += '\n'
            chunk = self._translate(chunk)
            out.append(chunk)
            n += len(chunk)
            i = j
        self._text_i = i
        return ''.join(out)

    def readline(self, size=-1):
        if size is not None and not isinstance(size, int):
            raise TypeError("argument should be integer or None, not '%s'"
                            % type(size).__name__)
        text = self._load()
        if self._fastnl and (size is None or size < 0):
            return self._fastline(text)
        i = self._text_i
        nl = self._newline
        if nl is None or nl == '':
            a = _find(text, '\n', i)
            b = _find(text, '\r', i)
            if b >= 0 and (a < 0 or b < a):
                end = b + 2 if text.startswith('\n', b + 1) else b + 1
            else:
                end = len(text) if a < 0 else a + 1
        else:
            j = _find(text, nl, i)
            end = len(text) if j < 0 else j + len(nl)
        line = text[i:end]
        if nl is None:
            line = self._translate(line)
        if size is not None and 0 <= size < len(line):
            # take size characters of the translated line back to raw characters
            raw = 0
            got = 0
            while got < size:
                if nl is None and text.startswith('\r\n', i + raw):
                    raw += 2
                else:
                    raw += 1
                got += 1
            line = line[:size]
            end = i + raw
        self._text_i = end
        return line

    readlines = _readlines

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        text = self._text
        if text is None:
            text = self._load()
        if self._fastnl:
            line = self._fastline(text)
        else:
            line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        self._check_open()
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not ' + type(s).__name__)
        if not self._s.writable:
            raise UnsupportedOperation('not writable')
        self._sync()
        t = s
        if self._newline not in (None, '', '\n') and '\n' in t:
            t = t.replace('\n', self._newline)
        self._s.write(t.encode(self.encoding, self.errors))
        return len(s)

    def writelines(self, lines):
        self._check_open()
        for s in lines:
            self.write(s)

    def tell(self):
        self._check_open()
        if self._text is not None:
            return self._cookie()
        return self._s.pos

    def seek(self, cookie, whence=0):
        self._check_open()
        if not isinstance(cookie, int):
            raise TypeError("an integer is required")
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            cookie = self.tell()
            whence = 0
        elif whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self._sync()
            self._s.to_whole()
            self._s.pos = len(self._s.buf)
            return self._s.pos
        elif whence != 0:
            raise ValueError('invalid whence (%d, should be 0, 1 or 2)' % whence)
        if cookie < 0:
            raise ValueError('negative seek position %d' % cookie)
        self._text = None
        self._s.to_whole()
        self._s.pos = cookie
        return cookie

    def truncate(self, pos=None):
        self._check_open()
        self._sync()
        return self.buffer.truncate(pos)

    def flush(self):
        if self._s.closed:
            raise ValueError('I/O operation on closed file.')
        self._s.flush()

    def close(self):
        if self._s.closed:
            return
        self._sync()
        self.buffer.close()

    def detach(self):
        self._sync()
        b = self.buffer
        self.buffer = None
        return b

    __enter__ = _enter
    __exit__ = _exit
    __del__ = _del

    def __repr__(self):
        try:
            name = self.name
        except Exception:
            return "<_io.TextIOWrapper mode=%r encoding=%r>" % (self.mode, self.encoding)
        return "<_io.TextIOWrapper name=%r mode=%r encoding=%r>" % (
            name, self.mode, self.encoding)


# io.TextIOWrapper stays sys.stdout's class, which the file class extends
_FileTextIOWrapper = TextIOWrapper
TextIOWrapper = _FileTextIOWrapper.__mro__[1]
