"""Streaming compression in chunks with zlib compressobj/decompressobj."""
import zlib
from typing import Iterable, Iterator, List


def chunked(data: bytes, size: int) -> Iterator[bytes]:
    for i in range(0, len(data), size):
        yield data[i:i + size]


def compress_stream(chunks: Iterable[bytes], level: int = 6, wbits: int = zlib.MAX_WBITS) -> bytes:
    c = zlib.compressobj(level, zlib.DEFLATED, wbits)
    out = [c.compress(ch) for ch in chunks]
    out.append(c.flush())
    return b"".join(out)


def decompress_stream(data: bytes, chunk: int, wbits: int = zlib.MAX_WBITS) -> List[int]:
    d = zlib.decompressobj(wbits)
    sizes = []
    for piece in chunked(data, chunk):
        sizes.append(len(d.decompress(piece)))
    sizes.append(len(d.flush()))
    assert d.eof, "stream not finished"
    return sizes


def main() -> None:
    text = b"".join(b"line %05d: the quick brown fox\n" % i for i in range(400))
    for level in (0, 1, 6, 9):
        comp = compress_stream(chunked(text, 1000), level)
        print(f"level {level}: {len(text)} -> {len(comp)}")
    comp = compress_stream(chunked(text, 777))
    print("decompressed sizes:", sum(decompress_stream(comp, 100)), zlib.decompress(comp) == text)
    gz = compress_stream([text], 9, 31)
    print("gzip magic:", gz[:2].hex(), zlib.decompress(gz, 47) == text)
    raw = compress_stream([text], 9, -15)
    print("raw deflate:", len(raw), zlib.decompress(raw, -15)[:10])
    d = zlib.decompressobj()
    part = d.decompress(comp + b"TRAILER", 50)
    print(len(part), len(d.unconsumed_tail) > 0, d.unused_data)
    rest = d.decompress(d.unconsumed_tail)
    print(len(part) + len(rest) == len(text), d.eof, d.unused_data)
    c = zlib.compressobj()
    a = c.compress(b"hello ")
    b = c.flush(zlib.Z_SYNC_FLUSH)
    print("sync flush tail:", b[-4:].hex())
    dd = zlib.decompressobj()
    print(dd.decompress(a + b))
    zdict = b"the quick brown fox"
    cz = zlib.compressobj(zdict=zdict)
    small = cz.compress(b"the quick brown fox jumps") + cz.flush()
    print(len(small), zlib.decompressobj(zdict=zdict).decompress(small))
    try:
        zlib.decompress(comp[:40])
    except zlib.error as e:
        print("zlib.error:", e)
    try:
        zlib.compressobj(level=42)
    except (zlib.error, ValueError) as e:
        print(type(e).__name__, e)
    print(zlib.ZLIB_VERSION[:2] == zlib.ZLIB_RUNTIME_VERSION[:2], zlib.Z_BEST_COMPRESSION, zlib.DEF_MEM_LEVEL)


if __name__ == "__main__":
    main()
