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
    # a decoder's input: bytes-likes pass through, a str must be pure ASCII
    if isinstance(s, bytes_types):
        return s
    if not isinstance(s, str):
        raise TypeError("argument should be a bytes-like object or ASCII "
                        "string, not %r" % s.__class__.__name__) from None
    try:
        data = s.encode('ascii')
    except UnicodeEncodeError:
        # the codec error stays the context, as in CPython
        raise ValueError('string argument should contain only ASCII characters')
    return data


def _binary(s):
    # an encoder's input: bytes-like only
    if isinstance(s, bytes_types):
        return bytes(s)
    raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)


def _swap_altchars(data, old, new, given):
    # Base64 variants differ only in the two characters after the 62 alphanumerics
    assert len(given) == 2, repr(given)
    return data.translate(bytes.maketrans(old, new))


def _from_altchars(data, altchars):
    # a decoder's text in a variant alphabet, mapped back to '+' and '/'
    pair = _bytes_from_decode_data(altchars)
    return _swap_altchars(data, pair, b'+/', pair)


def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes object."""
    standard = binascii.b2a_base64(s, newline=False)
    return standard if altchars is None else _swap_altchars(standard, b'+/', altchars, altchars)


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s."""
    data = _bytes_from_decode_data(s)
    standard = data if altchars is None else _from_altchars(data, altchars)
    return binascii.a2b_base64(standard, strict_mode=validate)


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


# bytes of the last 5-byte group that survive, by the count of '=' ending the text
_B32_KEEP = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}


def _b32_normalize(s, casefold, map01):
    # the text as bytes of whole 8-character groups, with 0/1 mapped and case folded
    data = _bytes_from_decode_data(s)
    if len(data) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        one = _bytes_from_decode_data(map01)
        assert len(one) == 1, repr(one)
        data = data.translate(bytes.maketrans(b'01', b'O' + one))
    return data.upper() if casefold else data


def _b32decode(alphabet, s, casefold=False, map01=None):
    values = {ch: n for n, ch in enumerate(alphabet)}
    data = _b32_normalize(s, casefold, map01)
    digits = data.rstrip(b'=')
    out = bytearray()
    for start in range(0, len(digits), 8):
        group = digits[start:start + 8]
        bits = 0
        for ch in group:
            n = values.get(ch)
            if n is None:
                raise binascii.Error('Non-base32 digit found') from None
            bits = bits << 5 | n
        # a short last group reads as if its missing digits were zeros
        out += (bits << 5 * (8 - len(group))).to_bytes(5, 'big')
    # the digits are checked before the padding, as CPython reports them
    keep = _B32_KEEP.get(len(data) - len(digits))
    if keep is None:
        raise binascii.Error('Incorrect padding')
    if keep < 5 and out:
        del out[keep - 5:]
    return bytes(out)


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
    data = _bytes_from_decode_data(s)
    # without casefold only upper-case digits are Base16 (unhexlify takes both)
    if (data.upper() if casefold else data).translate(None, b'0123456789ABCDEF'):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(data)


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


def _fold_lines(text, width):
    # text cut into lines of width bytes (the last may be shorter)
    return [text[at:at + width] for at in range(0, len(text), width)]


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode bytes-like object b using Ascii85 and return a bytes object."""
    body = _85encode(b, _a85alphabet, pad, True, foldspaces)
    text = _A85START + body if adobe else body
    if wrapcol:
        # Adobe framing needs room for its two-byte markers on a line
        lines = _fold_lines(text, max(2 if adobe else 1, wrapcol))
        if adobe and len(lines[-1]) + 2 > max(2, wrapcol):
            lines.append(b'')
        text = b'\n'.join(lines)
    return text + _A85END if adobe else text


def _a85_unframe(data):
    # the body between Adobe's <~ and ~> (the opening one is optional)
    if not data.endswith(_A85END):
        raise ValueError("Ascii85 encoded byte sequences must end "
                         "with {!r}".format(_A85END))
    return data[2 if data.startswith(_A85START) else 0:-2]


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b."""
    data = _bytes_from_decode_data(b)
    if adobe:
        data = _a85_unframe(data)
    words = []
    word = ndigits = 0
    # four 'u' (the largest digit) complete a short last group; the surplus bytes
    # are dropped at the end
    for ch in data + b'uuuu':
        if 33 <= ch <= 117:
            word = word * 85 + (ch - 33)
            ndigits += 1
            if ndigits == 5:
                if word > 0xFFFFFFFF:
                    raise ValueError('Ascii85 overflow') from None
                words.append(word.to_bytes(4, 'big'))
                word = ndigits = 0
        elif ch == 122 or (foldspaces and ch == 121):
            # z and y abbreviate a whole group, so they may not split one
            if ndigits:
                raise ValueError('%c inside Ascii85 5-tuple' % ch)
            words.append(b'\0\0\0\0' if ch == 122 else b'    ')
        elif ch not in ignorechars:
            raise ValueError('Non-Ascii85 digit found: %c' % ch)
    decoded = b''.join(words)
    surplus = 4 - ndigits
    return decoded[:-surplus] if surplus else decoded


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


def _read_block(input, size):
    # size bytes from input, topping up short reads, or fewer at the end of the file
    block = input.read(size)
    while block and len(block) < size:
        more = input.read(size - len(block))
        if not more:
            break
        block += more
    return block


def encode(input, output):
    """Encode a file; input and output are binary files."""
    block = _read_block(input, MAXBINSIZE)
    while block:
        output.write(binascii.b2a_base64(block))
        block = _read_block(input, MAXBINSIZE)


def decode(input, output):
    """Decode a file; input and output are binary files."""
    line = input.readline()
    while line:
        output.write(binascii.a2b_base64(line))
        line = input.readline()


def _input_type_check(s):
    if not isinstance(s, bytes_types):
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)


def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines
    of base-64 data."""
    _input_type_check(s)
    # each line holds MAXBINSIZE input bytes (76 characters) and its newline
    return b''.join([binascii.b2a_base64(s[at:at + MAXBINSIZE])
                     for at in range(0, len(s), MAXBINSIZE)])


def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    _input_type_check(s)
    return binascii.a2b_base64(s)
