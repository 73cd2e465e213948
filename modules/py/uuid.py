"""UUID objects (universally unique identifiers) according to RFC 4122.

pyeval's uuid: our own code with the behaviour of CPython 3.11's Lib/uuid.py. uuid4
draws from a random.Random() of this VM (host entropy, or the host's --seed stream when
it set one); uuid1 and getnode are refused, as the sandbox has no network interfaces.
"""
import os
import sys
from enum import Enum

__all__ = []  # CPython's uuid has none; `from uuid import *` takes the public names
del __all__

int_ = int
bytes_ = bytes

RESERVED_NCS = 'reserved for NCS compatibility'
RFC_4122 = 'specified in RFC 4122'
RESERVED_MICROSOFT = 'reserved for Microsoft compatibility'
RESERVED_FUTURE = 'reserved for future definition'

_HEX = '0123456789abcdef'


class SafeUUID(Enum):
    safe = 0
    unsafe = -1
    unknown = None


def _check_field(value, n, bits):
    if not 0 <= value < 1 << bits:
        article = 'an' if bits == 8 else 'a'
        raise ValueError(f'field {n} out of range (need {article} {bits}-bit value)')


class UUID:
    """Instances of the UUID class represent UUIDs as specified in RFC 4122."""

    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None,
                 version=None, *, is_safe=SafeUUID.unknown):
        given = [hex, bytes, bytes_le, fields, int].count(None)
        if given != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        if hex is not None:
            hex = hex.replace('urn:', '').replace('uuid:', '')
            hex = hex.strip('{}').replace('-', '')
            if len(hex) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            int = int_(hex, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            bytes = (bytes_le[3::-1] + bytes_le[5:3:-1] + bytes_le[7:5:-1] +
                     bytes_le[8:])
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            assert isinstance(bytes, bytes_), repr(bytes)
            int = int_.from_bytes(bytes, 'big')
        if fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            tl, tm, thv, csh, csl, node = fields
            _check_field(tl, 1, 32)
            _check_field(tm, 2, 16)
            _check_field(thv, 3, 16)
            _check_field(csh, 4, 8)
            _check_field(csl, 5, 8)
            _check_field(node, 6, 48)
            int = (tl << 96) | (tm << 80) | (thv << 64) | (csh << 56) | (csl << 48) | node
        if not 0 <= int < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            # the RFC 4122 variant (10xx in the clock_seq_hi_variant byte)
            int = (int & ~(0xc000 << 48)) | (0x8000 << 48)
            int = (int & ~(0xf000 << 64)) | (version << 76)
        object.__setattr__(self, 'int', int)
        object.__setattr__(self, 'is_safe', is_safe)

    def __getstate__(self):
        d = {'int': self.int}
        if self.is_safe != SafeUUID.unknown:
            d['is_safe'] = self.is_safe.value
        return d

    def __setstate__(self, state):
        object.__setattr__(self, 'int', state['int'])
        object.__setattr__(self, 'is_safe', SafeUUID(state['is_safe'])
                           if 'is_safe' in state else SafeUUID.unknown)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return f'{self.__class__.__name__}({str(self)!r})'

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __str__(self):
        h = self.hex
        return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        b = self.bytes
        return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) |
                (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xf
        return None


def getnode():
    """Refused: the sandbox has no network interfaces to read a MAC address from."""
    raise NotImplementedError('uuid.getnode() is not available in pyeval: the sandbox '
                              'has no network interfaces (no MAC address)')


def uuid1(node=None, clock_seq=None):
    """Refused: a version 1 UUID needs the host's MAC address and clock."""
    raise NotImplementedError('uuid.uuid1() is not available in pyeval: the sandbox has '
                              'no MAC address; use uuid.uuid4()')


def uuid3(namespace, name):
    """Generate a UUID from the MD5 hash of a namespace UUID and a name."""
    from hashlib import md5
    digest = md5(namespace.bytes + bytes(name, 'utf-8'), usedforsecurity=False).digest()
    return UUID(bytes=digest[:16], version=3)


_rng = None


def uuid4():
    """Generate a random UUID."""
    global _rng
    if _rng is None:
        import random
        _rng = random.Random()
    return UUID(bytes=_rng.getrandbits(128).to_bytes(16, 'big'), version=4)


def uuid5(namespace, name):
    """Generate a UUID from the SHA-1 hash of a namespace UUID and a name."""
    from hashlib import sha1
    h = sha1(namespace.bytes + bytes(name, 'utf-8'), usedforsecurity=False).digest()
    return UUID(bytes=h[:16], version=5)


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
