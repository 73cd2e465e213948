# zlib - the Python part of pyeval's zlib module: zlib.error, the constants, and the
# public functions with their keyword arguments over the C functions of modules/zlib.c
# (_compress, _decompress, ...). The Compress and Decompress objects are C types.

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_DEFAULT_STRATEGY = 0
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6


class error(Exception):
    pass


error.__module__ = 'zlib'


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    """Returns a bytes object containing compressed data."""
    return _compress(data, level, wbits)


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    """Returns a bytes object containing the uncompressed data."""
    if bufsize.__index__() < 0:
        raise ValueError('bufsize must be non-negative')
    return _decompress(data, wbits, bufsize)


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS,
                memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=None):
    """Return a compressor object."""
    return _compressobj(level, method, wbits, memLevel, strategy, zdict)


def decompressobj(wbits=MAX_WBITS, zdict=None):
    """Return a decompressor object."""
    return _decompressobj(wbits, zdict)


def crc32(data, value=0, /):
    """Compute a CRC-32 checksum of data."""
    return _crc32(data, value)


def adler32(data, value=1, /):
    """Compute an Adler-32 checksum of data."""
    return _adler32(data, value)
