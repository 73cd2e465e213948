# binascii - the public functions of CPython 3.11's binascii over the C loops in
# modules/binascii.c (_a2b_hex, _b2a_base64, ...), which raise ValueError for bad input:
# here that becomes binascii.Error, and the keyword arguments are parsed. hexlify is
# bytes.hex, which has the same separator rules.


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def _bytes_like(data):
    if isinstance(data, (bytes, bytearray)):
        return data
    raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _bytes_like(data)
    if sep is None:
        return data.hex().encode()
    return data.hex(sep, bytes_per_sep).encode()


def b2a_hex(data, sep=None, bytes_per_sep=1):
    return hexlify(data, sep, bytes_per_sep)


def unhexlify(hexstr, /):
    try:
        return _a2b_hex(hexstr)
    except ValueError as e:
        if type(e) is not ValueError or str(e).startswith('string argument'):
            raise
        raise Error(str(e)) from None


def a2b_hex(hexstr, /):
    return unhexlify(hexstr)


def b2a_base64(data, /, *, newline=True):
    return _b2a_base64(data, newline)


def a2b_base64(data, /, *, strict_mode=False):
    try:
        return _a2b_base64(data, strict_mode)
    except ValueError as e:
        if type(e) is not ValueError or str(e).startswith('string argument'):
            raise
        raise Error(str(e)) from None


def b2a_uu(data, /, *, backtick=False):
    try:
        return _b2a_uu(data, backtick)
    except ValueError as e:
        if type(e) is not ValueError:
            raise
        raise Error(str(e)) from None


def a2b_uu(data, /):
    try:
        return _a2b_uu(data)
    except ValueError as e:
        if type(e) is not ValueError or str(e).startswith('string argument'):
            raise
        raise Error(str(e)) from None


def crc32(data, crc=0, /):
    return _crc32(data, crc)


def crc_hqx(data, crc, /):
    return _crc_hqx(data, crc)


def a2b_qp(data, header=False):
    return _a2b_qp(data, header)


def b2a_qp(data, quotetabs=False, istext=True, header=False):
    return _b2a_qp(data, quotetabs, istext, header)
