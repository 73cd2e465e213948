"""HMAC (Keyed-Hashing for Message Authentication) module.

pyeval's hmac: our own code over hashlib, following CPython 3.11's Lib/hmac.py
(RFC 2104: the key padded to the digest's block size, inner and outer hashes).
"""

import hashlib as _hashlib

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None

__all__ = ["new", "compare_digest", "digest", "HMAC"]


def compare_digest(a, b, /):
    """Return 'a == b'.

    CPython's operator._compare_digest: two ASCII strs or two bytes-like objects.
    """
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a = a.encode()
        b = b.encode()
    else:
        buffers = (bytes, bytearray)
        if not isinstance(a, buffers) and not isinstance(b, buffers):
            raise TypeError("unsupported operand types(s) or combination of types: "
                            "'%s' and '%s'" % (type(a).__name__, type(b).__name__))
        for x in (a, b):
            if not isinstance(x, buffers):
                raise TypeError("a bytes-like object is required, not '%s'"
                                % type(x).__name__)
    result = len(a) ^ len(b)
    if len(a) != len(b):
        b = a
    for x, y in zip(a, b):
        result |= x ^ y
    return result == 0


def _constructor(digestmod):
    # the digest constructor for a name, a hashlib constructor or a module with new()
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda d=b'': _hashlib.new(digestmod, d)
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """RFC 2104 HMAC class.  Also complies with RFC 4231."""

    blocksize = 64

    __slots__ = ("_inner", "_outer", "block_size", "digest_size")

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r"
                            % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        digest_cons = _constructor(digestmod)
        self._outer = digest_cons()
        self._inner = digest_cons()
        self.digest_size = self._inner.digest_size
        blocksize = getattr(self._inner, 'block_size', self.blocksize)
        if blocksize < 16:
            blocksize = self.blocksize
        if len(key) > blocksize:
            key = digest_cons(key).digest()
        self.block_size = blocksize
        key = bytes(key).ljust(blocksize, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        """Feed data from msg into this hashing object."""
        self._inner.update(msg)

    def copy(self):
        """Return a separate copy of this hashing object."""
        # __new__ only: the key is not needed again, the two running hashes carry it
        cls = self.__class__
        twin = cls.__new__(cls)
        for name in ('digest_size', 'block_size'):
            setattr(twin, name, getattr(self, name))
        twin._inner, twin._outer = self._inner.copy(), self._outer.copy()
        return twin

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """Return the hash value of this hashing object."""
        return self._current().digest()

    def hexdigest(self):
        """Like digest(), but returns a string of hexadecimal digits instead."""
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """Create a new hashing object and return it."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """Fast inline implementation of HMAC."""
    digest_cons = _constructor(digest)
    inner = digest_cons()
    outer = digest_cons()
    blocksize = getattr(inner, 'block_size', 64)
    if len(key) > blocksize:
        key = digest_cons(key).digest()
    key = key + b'\x00' * (blocksize - len(key))
    inner.update(key.translate(trans_36))
    outer.update(key.translate(trans_5C))
    inner.update(msg)
    outer.update(inner.digest())
    return outer.digest()
