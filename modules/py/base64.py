# base64 - pyeval's own implementation of CPython 3.11's base64 module (Lib/base64.py
# is the reference for the behaviour, not the source): Base64 and Base16 go through the
# C loops of binascii; Base32, Ascii85 and Base85 work a group of bytes at a time here,
# charged as the program's own operations.

import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return s
    raise TypeError("argument should be a bytes-like object or ASCII "
                    "string, not %r" % s.__class__.__name__) from None


def _binary(s):
    # an encoder's input: bytes-like only
    if isinstance(s, bytes_types):
        return bytes(s)
    raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)


def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes object."""
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b'+/', altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    """Encode bytes-like object s using the standard Base64 alphabet."""
    return b64encode(s)


def standard_b64decode(s):
    """Decode bytes encoded with the standard Base64 alphabet."""
    return b64decode(s)


_urlsafe_encode_translation = bytes.maketrans(b'+/', b'-_')
_urlsafe_decode_translation = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Encode bytes using the URL- and filesystem-safe Base64 alphabet."""
    return b64encode(s).translate(_urlsafe_encode_translation)


def urlsafe_b64decode(s):
    """Decode bytes using the URL- and filesystem-safe Base64 alphabet."""
    s = _bytes_from_decode_data(s)
    s = s.translate(_urlsafe_decode_translation)
    return b64decode(s)


# ---- Base32 --------------------------------------------------------------------------

_b32alphabet = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_b32hexalphabet = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
# the padding that ends a group of 5 input bytes with 1..4 bytes left over
_b32pad = {1: 6, 2: 4, 3: 3, 4: 1}


def _b32encode(alphabet, s):
    s = _binary(s)
    leftover = len(s) % 5
    if leftover:
        s = s + b'\0' * (5 - leftover)
    out = bytearray()
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i:i + 5], 'big')
        out += bytes(alphabet[(c >> shift) & 31] for shift in (35, 30, 25, 20, 15, 10, 5, 0))
    if leftover:
        pad = _b32pad[leftover]
        out[-pad:] = b'=' * pad
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    rev = {v: k for k, v in enumerate(alphabet)}
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    l = len(s)
    s = s.rstrip(b'=')
    padchars = l - len(s)
    decoded = bytearray()
    acc = 0
    for i in range(0, len(s), 8):
        acc = 0
        for c in s[i:i + 8]:
            v = rev.get(c)
            if v is None:
                raise binascii.Error('Non-base32 digit found') from None
            acc = (acc << 5) + v
        decoded += acc.to_bytes(5, 'big')
    if l % 8 or padchars not in {0, 1, 3, 4, 6}:
        raise binascii.Error('Incorrect padding')
    if padchars and decoded:
        acc <<= 5 * padchars
        last = acc.to_bytes(5, 'big')
        leftover = (43 - 5 * padchars) // 8
        decoded[-5:] = last[:leftover]
    return bytes(decoded)


def b32encode(s):
    """Encode the bytes-like objects using base32 and return a bytes object."""
    return _b32encode(_b32alphabet, s)


def b32decode(s, casefold=False, map01=None):
    """Decode the base32 encoded bytes-like object or ASCII string s."""
    return _b32decode(_b32alphabet, s, casefold, map01)


def b32hexencode(s):
    """Encode the bytes-like objects using base32hex and return a bytes object."""
    return _b32encode(_b32hexalphabet, s)


def b32hexdecode(s, casefold=False):
    """Decode the base32hex encoded bytes-like object or ASCII string s."""
    return _b32decode(_b32hexalphabet, s, casefold)


# ---- Base16 --------------------------------------------------------------------------

def b16encode(s):
    """Encode the bytes-like object s using Base16 and return a bytes object."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if s.translate(None, b'0123456789ABCDEF'):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


# ---- Ascii85 and Base85 --------------------------------------------------------------

_A85START = b"<~"
_A85END = b"~>"


def _85encode(b, chars, pad=False, foldnuls=False, foldspaces=False):
    b = _binary(b)
    padding = (-len(b)) % 4
    if padding:
        b = b + b'\0' * padding
    chunks = []
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], 'big')
        if foldnuls and not word:
            chunks.append(b'z')
        elif foldspaces and word == 0x20202020:
            chunks.append(b'y')
        else:
            chunks.append(bytes((chars[word // 52200625], chars[word // 614125 % 85],
                                 chars[word // 7225 % 85], chars[word // 85 % 85],
                                 chars[word % 85])))
    if padding and not pad:
        if chunks[-1] == b'z':
            chunks[-1] = bytes((chars[0],)) * 5
        chunks[-1] = chunks[-1][:-padding]
    return b''.join(chunks)


_a85alphabet = bytes(range(33, 118))


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode bytes-like object b using Ascii85 and return a bytes object."""
    result = _85encode(b, _a85alphabet, pad, True, foldspaces)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        chunks = [result[i: i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe:
            if len(chunks[-1]) + 2 > wrapcol:
                chunks.append(b'')
        result = b'\n'.join(chunks)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError("Ascii85 encoded byte sequences must end "
                             "with {!r}".format(_A85END))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    decoded = []
    curr = []
    for x in b + b'u' * 4:
        if 33 <= x <= 117:
            curr.append(x)
            if len(curr) == 5:
                acc = 0
                for c in curr:
                    acc = 85 * acc + (c - 33)
                if acc > 0xFFFFFFFF:
                    raise ValueError('Ascii85 overflow') from None
                decoded.append(acc.to_bytes(4, 'big'))
                curr.clear()
        elif x == 122:
            if curr:
                raise ValueError('z inside Ascii85 5-tuple')
            decoded.append(b'\0\0\0\0')
        elif foldspaces and x == 121:
            if curr:
                raise ValueError('y inside Ascii85 5-tuple')
            decoded.append(b'\x20\x20\x20\x20')
        elif x in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % x)
    result = b''.join(decoded)
    padding = 4 - len(curr)
    if padding:
        result = result[:-padding]
    return result


_b85alphabet = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")
_b85dec = {c: i for i, c in enumerate(_b85alphabet)}


def b85encode(b, pad=False):
    """Encode bytes-like object b in base85 format and return a bytes object."""
    return _85encode(b, _b85alphabet, pad)


def b85decode(b):
    """Decode the base85-encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b'~' * padding
    out = []
    for i in range(0, len(b), 5):
        acc = 0
        for j, c in enumerate(b[i:i + 5]):
            v = _b85dec.get(c)
            if v is None:
                raise ValueError('bad base85 character at position %d' % (i + j)) from None
            acc = acc * 85 + v
        if acc > 0xFFFFFFFF:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i) from None
        out.append(acc.to_bytes(4, 'big'))
    result = b''.join(out)
    if padding:
        result = result[:-padding]
    return result


# ---- the legacy interface ------------------------------------------------------------

MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def encode(input, output):
    """Encode a file; input and output are binary files."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            ns = input.read(MAXBINSIZE - len(s))
            if not ns:
                break
            s += ns
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """Decode a file; input and output are binary files."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))


def _input_type_check(s):
    if not isinstance(s, bytes_types):
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)


def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines
    of base-64 data."""
    _input_type_check(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i: i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    _input_type_check(s)
    return binascii.a2b_base64(s)
