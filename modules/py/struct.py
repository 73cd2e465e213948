# struct: the public names over modules/struct.c's core (_pack, _unpack, ...), which
# take the error class first so that every struct.error is raised with CPython's words.
__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from', 'iter_unpack',
           'Struct', 'error']


class error(Exception):
    pass


class Struct:
    __module__ = '_struct'
    __slots__ = ('_fmt', '_size', '_items')

    def __init__(self, format):
        if not isinstance(format, (str, bytes)):
            raise TypeError('Struct() argument 1 must be a str or bytes object, not '
                            f'{type(format).__name__}')
        size = _calcsize(error, format)
        self._fmt = format if isinstance(format, str) else format.decode('ascii')
        self._size = size
        self._items = _items(error, format)

    @property
    def format(self):
        return self._fmt

    @property
    def size(self):
        return self._size

    def pack(self, *v):
        return _pack(error, self._fmt, v)

    def pack_into(self, buffer, offset, *v):
        return _pack_into(error, self._fmt, buffer, offset, v)

    def unpack(self, buffer, /):
        return _unpack(error, self._fmt, buffer, 0, 0)

    def unpack_from(self, buffer, offset=0):
        return _unpack(error, self._fmt, buffer, offset, 1)

    def iter_unpack(self, buffer, /):
        return _unpack_iterator(self, buffer)


class unpack_iterator:
    __module__ = '_struct'
    __slots__ = ('_st', '_buf', '_pos')

    def __init__(self, st, buffer):
        if isinstance(buffer, bytearray):
            buffer = bytes(buffer)
        elif not isinstance(buffer, bytes):
            raise TypeError(f"a bytes-like object is required, not '{type(buffer).__name__}'")
        if st._size == 0:
            raise error('cannot iteratively unpack with a struct of length 0')
        if len(buffer) % st._size:
            raise error('iterative unpacking requires a buffer of a multiple of '
                        f'{st._size} bytes')
        self._st = st
        self._buf = buffer
        self._pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        st = self._st
        if st is None or self._pos >= len(self._buf):
            self._st = None
            raise StopIteration
        r = _unpack(error, st._fmt, self._buf, self._pos, 1)
        self._pos += st._size
        return r

    def __length_hint__(self):
        if self._st is None:
            return 0
        return (len(self._buf) - self._pos) // self._st._size


_set_c_name(Struct, '_struct.Struct')
_unpack_iterator = unpack_iterator
del unpack_iterator
_set_c_name(_unpack_iterator, '_struct.unpack_iterator')


def calcsize(*args):
    if len(args) != 1:
        raise TypeError(f'_struct.calcsize() takes exactly one argument ({len(args)} given)')
    return _calcsize(error, args[0])


def pack(*args):
    if not args:
        raise TypeError('missing format argument')
    return _pack(error, args[0], args[1:])


def pack_into(*args):
    if len(args) < 1:
        raise TypeError('missing format argument')
    if len(args) < 2:
        raise error('pack_into expected buffer argument')
    if len(args) < 3:
        raise error('pack_into expected offset argument')
    return _pack_into(error, args[0], args[1], args[2], args[3:])


def unpack(*args):
    if len(args) != 2:
        raise TypeError(f'unpack expected 2 arguments, got {len(args)}')
    return _unpack(error, args[0], args[1], 0, 0)


def unpack_from(format, /, buffer, offset=0):
    return _unpack(error, format, buffer, offset, 1)


def iter_unpack(format, buffer, /):
    return Struct(format).iter_unpack(buffer)

