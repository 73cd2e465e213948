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
_VARIANT_BY_TOP3 = ((RESERVED_NCS,) * 4 + (RFC_4122,) * 2
                   + (RESERVED_MICROSOFT, RESERVED_FUTURE))


class SafeUUID(Enum):
    safe = 0
    unsafe = -1
    unknown = None


def _check_field(value, n, bits):
    if not 0 <= value < 1 << bits:
        article = 'an' if bits == 8 else 'a'
        raise ValueError(f'field {n} out of range (need {article} {bits}-bit value)')


_ALL_128 = 1 << 128


def _int_from_hex(text):
    # accepted decorations: a urn:uuid: prefix, braces, and dashes anywhere
    for junk in ('urn:', 'uuid:'):
        text = text.replace(junk, '')
    digits = text.strip('{}').replace('-', '')
    if len(digits) != 32:
        raise ValueError('badly formed hexadecimal UUID string')
    return int_(digits, 16)


def _le_to_be(raw):
    # bytes_le stores the first three fields (4, 2 and 2 bytes) little-endian
    if len(raw) != 16:
        raise ValueError('bytes_le is not a 16-char string')
    return raw[0:4][::-1] + raw[4:6][::-1] + raw[6:8][::-1] + raw[8:]


def _int_from_bytes(raw):
    if len(raw) != 16:
        raise ValueError('bytes is not a 16-char string')
    assert isinstance(raw, bytes_), repr(raw)
    return int_.from_bytes(raw, 'big')


# (width in bits, shift) of time_low, time_mid, time_hi_version,
# clock_seq_hi_variant, clock_seq_low and node in the 128-bit value
_FIELD_LAYOUT = ((32, 96), (16, 80), (16, 64), (8, 56), (8, 48), (48, 0))


def _int_from_fields(fields):
    if len(fields) != 6:
        raise ValueError('fields is not a 6-tuple')
    parts = tuple(fields)
    # every range check comes before any shifting (a float field fails its check,
    # or the shift, only after all ranges passed)
    for n, (part, (width, _)) in enumerate(zip(parts, _FIELD_LAYOUT), 1):
        _check_field(part, n, width)
    value = 0
    for part, (_, shift) in zip(parts, _FIELD_LAYOUT):
        value |= part << shift
    return value


# the variant bits (top two of clock_seq_hi_variant) and the version nibble
_VARIANT_MASK = 0xc000 << 48
_VERSION_MASK = 0xf000 << 64


def _stamp_version(value, version):
    if not 1 <= version <= 5:
        raise ValueError('illegal version number')
    # set the RFC 4122 variant (binary 10) and the version number
    return (value & ~(_VARIANT_MASK | _VERSION_MASK)) | (0x8000 << 48) | (version << 76)


class UUID:
    """Instances of the UUID class represent UUIDs as specified in RFC 4122."""

    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None,
                 version=None, *, is_safe=SafeUUID.unknown):
        if (hex, bytes, bytes_le, fields, int).count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        if hex is not None:
            value = _int_from_hex(hex)
        elif bytes_le is not None:
            value = _int_from_bytes(_le_to_be(bytes_le))
        elif bytes is not None:
            value = _int_from_bytes(bytes)
        elif fields is not None:
            value = _int_from_fields(fields)
        else:
            value = int
        if not 0 <= value < _ALL_128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            value = _stamp_version(value, version)
        object.__setattr__(self, 'int', value)
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
        # the top three bits of clock_seq_hi_variant: 0xx, 10x, 110, 111
        return _VARIANT_BY_TOP3[(self.int >> 61) & 7]

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
