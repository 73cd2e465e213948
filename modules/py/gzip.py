"""gzip for the sandbox, over the zlib module: compress, decompress (every member,
with the CRC and size checks), GzipFile over a file object or a path of the virtual
file tree, and open() in binary and text modes.

A GzipFile being read keeps two buffers: compressed bytes read from the file object
but not yet used (`_pending`), and decompressed bytes not yet returned (`_out`). Each
refill asks the file object for at most 8 KiB and the decompressor for at most the
requested size, so memory follows what the program asks for.
"""

import builtins as _builtins
import io
import os
import struct
import time
import zlib

__all__ = ['BadGzipFile', 'GzipFile', 'open', 'compress', 'decompress']

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
READ, WRITE = 1, 2
_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9
_CHUNK = io.DEFAULT_BUFFER_SIZE
_TRUNCATED = 'Compressed file ended before the end-of-stream marker was reached'


class BadGzipFile(OSError):
    """Exception raised in some cases for invalid gzip files."""


def _xfl(level):
    # the header's "extra flags" byte: 2 for the best compression, 4 for the fastest
    return {_COMPRESS_LEVEL_BEST: 2, _COMPRESS_LEVEL_FAST: 4}.get(level, 0)


def _u32(value):
    return struct.pack('<I', value)


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """One gzip member holding data; mtime defaults to the current time."""
    if mtime == 0:
        # zlib's own gzip wrapper writes a zero mtime
        return zlib.compress(data, level=compresslevel, wbits=31)
    if mtime is None:
        mtime = time.time()
    head = struct.pack('<BBBBLBB', 0x1f, 0x8b, 8, 0, int(mtime), _xfl(compresslevel),
                       255)
    body = zlib.compress(data, level=compresslevel, wbits=-15)
    return head + body + _u32(zlib.crc32(data)) + _u32(len(data) & 0xffffffff)


class _Source:
    """Compressed input: bytes handed back by the decompressor first, then the file
    object (a read may return less than asked, as a raw file may)."""

    def __init__(self, fileobj):
        self.fileobj = fileobj
        self.pending = b''

    def read(self, n):
        if self.pending:
            got = self.pending[:n]
            self.pending = self.pending[n:]
            return got
        return self.fileobj.read(n)

    def give_back(self, data):
        self.pending = data + self.pending

    def exact(self, n):
        got = self.read(n)
        while len(got) < n:
            more = self.read(n - len(got))
            if not more:
                raise EOFError(_TRUNCATED)
            got += more
        return got

    def skip_cstring(self):
        # a NUL-terminated header field (or the rest of the input)
        while True:
            c = self.read(1)
            if not c or c == b'\0':
                return


def _skip_extra(src):
    src.exact(struct.unpack('<H', src.exact(2))[0])


# the optional header fields in their order (RFC 1952), and how each is skipped
_OPTIONAL = ((FEXTRA, _skip_extra), (FNAME, _Source.skip_cstring),
             (FCOMMENT, _Source.skip_cstring), (FHCRC, lambda src: src.exact(2)))


def _read_header(src):
    """Reads one member's header; its mtime, or None at the end of the input."""
    magic = src.read(2)
    if not magic:
        return None
    if magic != b'\x1f\x8b':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    fixed = struct.unpack('<BBIxx', src.exact(8))
    if fixed[0] != 8:
        raise BadGzipFile('Unknown compression method')
    for bit, skip in _OPTIONAL:
        if fixed[1] & bit:
            skip(src)
    return fixed[2]


def _check_trailer(trailer, crc, size, detail):
    want_crc, want_size = struct.unpack('<II', trailer)
    if want_crc != crc:
        if detail:
            raise BadGzipFile('CRC check failed %s != %s' % (hex(want_crc), hex(crc)))
        raise BadGzipFile('CRC check failed')
    if want_size != size & 0xffffffff:
        raise BadGzipFile('Incorrect length of data produced')


def decompress(data):
    """The concatenated contents of every gzip member in data."""
    parts = []
    src = _Source(io.BytesIO(data))
    while _read_header(src) is not None:
        rest = src.pending + src.fileobj.read()
        d = zlib.decompressobj(wbits=-zlib.MAX_WBITS)
        plain = d.decompress(rest)
        if not d.eof or len(d.unused_data) < 8:
            raise EOFError(_TRUNCATED)
        _check_trailer(d.unused_data[:8], zlib.crc32(plain), len(plain), False)
        parts.append(plain)
        # members may be separated by zero padding
        src = _Source(io.BytesIO(d.unused_data[8:].lstrip(b'\0')))
    return b''.join(parts)


class _Reader:
    """Decompressed bytes of every member of a gzip stream, in pieces."""

    def __init__(self, fileobj):
        self.src = _Source(fileobj)
        self.dec = None  # the current member's decompressor
        self.last_mtime = None
        self.done = False

    def _start_member(self):
        mtime = _read_header(self.src)
        if mtime is None:
            self.done = True
            return False
        self.last_mtime = mtime
        self.dec = zlib.decompressobj(wbits=-zlib.MAX_WBITS)
        self.crc = 0
        self.size = 0
        return True

    def _end_member(self):
        _check_trailer(self.src.exact(8), self.crc, self.size, True)
        c = b'\0'
        while c == b'\0':
            c = self.src.read(1)
        if c:
            self.src.give_back(c)
        self.dec = None

    def chunk(self, limit):
        """Up to limit (> 0) more bytes; b'' at the end of the last member."""
        while not self.done:
            if self.dec is not None and self.dec.eof:
                self._end_member()
            if self.dec is None and not self._start_member():
                break
            fed = self.src.read(_CHUNK)
            out = self.dec.decompress(fed, limit)
            back = self.dec.unconsumed_tail or self.dec.unused_data
            if back:
                self.src.give_back(back)
            if out:
                self.crc = zlib.crc32(out, self.crc)
                self.size += len(out)
                return out
            if not fed:
                raise EOFError(_TRUNCATED)
        return b''


def _name_of(filename, fileobj):
    # the name given, else the file object's if it is a str or bytes, else ''
    if filename is not None:
        return os.fspath(filename)
    name = getattr(fileobj, 'name', '')
    return name if isinstance(name, (str, bytes)) else ''


class GzipFile(io.BufferedIOBase):
    """A file object that compresses what is written and decompresses what is read."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST,
                 fileobj=None, mtime=None):
        if mode:
            if 't' in mode or 'U' in mode:
                raise ValueError('Invalid mode: {!r}'.format(mode))
            mode = mode if 'b' in mode else mode + 'b'
        if fileobj is None:
            # a path: this object owns the file it opens
            self.myfileobj = _builtins.open(filename, mode or 'rb')
            fileobj = self.myfileobj
        self.name = _name_of(filename, fileobj)
        mode = mode or getattr(fileobj, 'mode', 'rb')
        if mode.startswith('r'):
            self.mode = READ
            self._reader = _Reader(fileobj)
            self._out = b''
            self._pos = 0
        elif mode.startswith(('w', 'a', 'x')):
            self.mode = WRITE
            self.crc = 0
            self.size = 0
            self.offset = 0
            self.compress = zlib.compressobj(compresslevel, zlib.DEFLATED,
                                             -zlib.MAX_WBITS, zlib.DEF_MEM_LEVEL, 0)
            self._write_mtime = mtime
        else:
            raise ValueError('Invalid mode: {!r}'.format(mode))
        self.fileobj = fileobj
        if self.mode == WRITE:
            self._write_gzip_header(compresslevel)

    @property
    def mtime(self):
        """The mtime of the last member header read, or None."""
        return self._reader.last_mtime

    def __repr__(self):
        inner = repr(self.fileobj)
        return '<gzip ' + inner[1:-1] + ' ' + hex(id(self)) + '>'

    def _write_gzip_header(self, compresslevel):
        # the original name goes in the header when Latin-1 can spell it
        try:
            stored = os.path.basename(self.name)
            if not isinstance(stored, bytes):
                stored = stored.encode('latin-1')
            if stored.endswith(b'.gz'):
                stored = stored[:-3]
        except UnicodeEncodeError:
            stored = b''
        when = self._write_mtime
        if when is None:
            when = time.time()
        head = struct.pack('<BBBBLBB', 0x1f, 0x8b, 8, FNAME if stored else 0,
                           int(when), _xfl(compresslevel), 255)
        self.fileobj.write(head)
        if stored:
            self.fileobj.write(stored + b'\0')

    def _check_not_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file')

    def _need_mode(self, mode, what):
        if self.mode != mode:
            kind = 'read-only' if mode == WRITE else 'write-only'
            raise OSError(9, '%s() on %s GzipFile object' % (what, kind))

    def write(self, data):
        self._check_not_closed()
        self._need_mode(WRITE, 'write')
        if not isinstance(data, (bytes, bytearray)):
            data = bytes(data)  # any other buffer (the sandbox has no memoryview)
        n = len(data)
        if n:
            self.crc = zlib.crc32(data, self.crc)
            self.fileobj.write(self.compress.compress(data))
            self.size += n
            self.offset += n
        return n

    # ---- reading: _out holds decompressed bytes not yet returned

    def _more(self, want):
        got = self._reader.chunk(max(want, _CHUNK))
        self._out += got
        return bool(got)

    def _take(self, n):
        piece = self._out[:n]
        self._out = self._out[n:]
        self._pos += len(piece)
        return piece

    def read(self, size=-1):
        self._check_not_closed()
        self._need_mode(READ, 'read')
        if size is None or size < 0:
            while self._more(_CHUNK):
                pass
            return self._take(len(self._out))
        while len(self._out) < size and self._more(size - len(self._out)):
            pass
        return self._take(size)

    def read1(self, size=-1):
        self._check_not_closed()
        self._need_mode(READ, 'read1')
        if size < 0:
            size = io.DEFAULT_BUFFER_SIZE
        if not self._out and size:
            self._more(size)
        return self._take(size)

    def peek(self, n):
        self._check_not_closed()
        self._need_mode(READ, 'peek')
        if not self._out:
            self._more(n)
        return self._out

    def readline(self, size=-1):
        self._check_not_closed()
        if size is None:
            size = -1
        while True:
            nl = self._out.find(b'\n')
            if nl >= 0:
                stop = nl + 1
                break
            if 0 <= size <= len(self._out) or not self._more(_CHUNK):
                stop = len(self._out)
                break
        if 0 <= size < stop:
            stop = size
        return self._take(stop)

    @property
    def closed(self):
        return self.fileobj is None

    def close(self):
        target, self.fileobj = self.fileobj, None
        if target is None:
            return
        try:
            if self.mode == WRITE:
                # the rest of the deflate stream, then the trailer
                target.write(self.compress.flush() + _u32(self.crc)
                             + _u32(self.size & 0xffffffff))
        finally:
            owned, self.myfileobj = self.myfileobj, None
            if owned:
                owned.close()

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self.compress.flush(zlib_mode))
            self.fileobj.flush()

    def fileno(self):
        return self.fileobj.fileno()

    def rewind(self):
        """Back to the start of the uncompressed stream (read mode)."""
        if self.mode != READ:
            raise OSError("Can't rewind in write mode")
        self._check_not_closed()
        self.fileobj.seek(0)
        self._reader = _Reader(self.fileobj)
        self._out = b''
        self._pos = 0

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_not_closed()
        return self._pos if self.mode == READ else self.offset

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode == WRITE:
            return self._seek_write(offset, whence)
        self._check_not_closed()
        if whence == io.SEEK_CUR:
            offset += self._pos
        elif whence == io.SEEK_END:
            while self._more(_CHUNK):
                pass
            offset += self._pos + len(self._out)
        elif whence != io.SEEK_SET:
            raise ValueError('whence value {} unsupported'.format(whence))
        if offset < self._pos:
            self.rewind()
        while self._pos < offset:
            if not self._out and not self._more(offset - self._pos):
                break
            self._take(offset - self._pos)
        return self._pos

    # ---- what CPython's IOBase adds (the sandbox's io.IOBase is a bare class)

    def _check_open(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        if hint is None or hint <= 0:
            return list(self)
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if total >= hint:
                break
        return lines

    def writelines(self, lines):
        self._check_open()
        for line in lines:
            self.write(line)

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def isatty(self):
        self._check_open()
        return False

    def _seek_write(self, offset, whence):
        if whence == io.SEEK_CUR:
            offset += self.offset
        elif whence != io.SEEK_SET:
            raise ValueError('Seek from end not supported')
        if offset < self.offset:
            raise OSError('Negative seek in write mode')
        gap = offset - self.offset
        for _ in range(gap // 1024):
            self.write(bytes(1024))
        self.write(bytes(gap % 1024))
        return self.offset


def open(filename, mode='rb', compresslevel=_COMPRESS_LEVEL_BEST,
         encoding=None, errors=None, newline=None):
    """A GzipFile (binary modes) or a TextIOWrapper over one (text modes)."""
    text = 't' in mode
    if text and 'b' in mode:
        raise ValueError('Invalid mode: %r' % (mode,))
    if not text:
        for value, arg in ((encoding, 'encoding'), (errors, 'errors'),
                           (newline, 'newline')):
            if value is not None:
                raise ValueError("Argument '%s' not supported in binary mode" % arg)
    bmode = mode.replace('t', '')
    if isinstance(filename, (str, bytes, os.PathLike)):
        raw = GzipFile(filename, bmode, compresslevel)
    elif hasattr(filename, 'read') or hasattr(filename, 'write'):
        raw = GzipFile(None, bmode, compresslevel, filename)
    else:
        raise TypeError('filename must be a str or bytes object, or a file')
    if not text:
        return raw
    return _TextFile(raw, encoding or 'utf-8', errors or 'strict', newline)


class _TextFile:
    """Text over a GzipFile (CPython returns an io.TextIOWrapper; the sandbox's works
    only over its own files). Reading decodes the whole stream on first use."""

    def __init__(self, binary, encoding, errors, newline):
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError('illegal newline value: %r' % (newline,))
        self.buffer = binary
        self.encoding = encoding
        self.errors = errors
        self._newline = newline
        self._text = None
        self._at = 0

    @property
    def name(self):
        return self.buffer.name

    @property
    def closed(self):
        return self.buffer.closed

    def _check_open(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self.buffer.close()

    def flush(self):
        self.buffer.flush()

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def write(self, s):
        self._check_open()
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not %s' % type(s).__name__)
        out = s
        if self._newline not in (None, '', '\n'):
            out = out.replace('\n', self._newline)
        self.buffer.write(out.encode(self.encoding, self.errors))
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def _load(self):
        self._check_open()
        if self._text is None:
            text = self.buffer.read().decode(self.encoding, self.errors)
            if self._newline is None:
                text = text.replace('\r\n', '\n').replace('\r', '\n')
            self._text = text
        return self._text

    def read(self, size=-1):
        text = self._load()
        stop = len(text) if size is None or size < 0 else min(len(text), self._at + size)
        piece = text[self._at:stop]
        self._at = stop
        return piece

    def _line_end(self, text, start):
        if self._newline in (None, '\n'):
            k = text.find('\n', start)
            return len(text) if k < 0 else k + 1
        if self._newline:
            k = text.find(self._newline, start)
            return len(text) if k < 0 else k + len(self._newline)
        # newline='': any of \r, \n, \r\n ends a line, untranslated
        for k in range(start, len(text)):
            c = text[k]
            if c == '\n':
                return k + 1
            if c == '\r':
                return k + 2 if text[k + 1:k + 2] == '\n' else k + 1
        return len(text)

    def readline(self, size=-1):
        text = self._load()
        stop = self._line_end(text, self._at)
        if size is not None and 0 <= size < stop - self._at:
            stop = self._at + size
        piece = text[self._at:stop]
        self._at = stop
        return piece

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        return list(self)
