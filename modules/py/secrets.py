"""Generate cryptographically strong pseudo-random numbers suitable for
managing secrets such as account authentication, tokens, and similar.

pyeval's secrets: our own code following CPython 3.11's Lib/secrets.py; it draws from
the host's entropy (random.SystemRandom), also when the host set --seed.
"""

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom',
           'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest']

from hmac import compare_digest
from random import SystemRandom

_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice


def randbelow(exclusive_upper_bound):
    """Return a random int in the range [0, n)."""
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand._randbelow(exclusive_upper_bound)


DEFAULT_ENTROPY = 32


def token_bytes(nbytes=None):
    """Return a random byte string containing *nbytes* bytes."""
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _sysrand.randbytes(nbytes)


def token_hex(nbytes=None):
    """Return a random text string, in hexadecimal."""
    return token_bytes(nbytes).hex()


_URLSAFE = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def token_urlsafe(nbytes=None):
    """Return a random URL-safe text string, in Base64 encoding (unpadded)."""
    tok = token_bytes(nbytes)
    out = bytearray()
    for i in range(0, len(tok), 3):
        chunk = tok[i:i + 3]
        n = int.from_bytes(chunk.ljust(3, b"\0"), "big")
        for j in range(len(chunk) + 1):
            out.append(_URLSAFE[(n >> (18 - 6 * j)) & 63])
    return out.decode('ascii')
