"""In-memory streams (StringIO, BytesIO) and the io class names, as CPython 3.11's io.

pyeval's own implementation (modules/io.c loads it; the streams are C types,
modules/io_stringio.c and modules/io_bytesio.c). There is no file system: open()
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


# the builtin open(): it refuses, as there is no file system (docs/differences.md)
open = open
