"""A content-addressed blob store: compress, encode, sign and verify."""
import base64
import hashlib
import hmac
import zlib
from typing import Dict, Tuple

SECRET = b"not-so-secret-key"


class IntegrityError(Exception):
    """Raised when a stored blob fails verification."""


class BlobStore:
    def __init__(self) -> None:
        self._blobs: Dict[str, Tuple[str, str]] = {}

    def put(self, data: bytes) -> str:
        digest = hashlib.sha256(data).hexdigest()
        packed = base64.b64encode(zlib.compress(data, 9)).decode("ascii")
        tag = hmac.new(SECRET, packed.encode(), hashlib.sha1).hexdigest()
        self._blobs[digest] = (packed, tag)
        return digest

    def get(self, digest: str) -> bytes:
        try:
            packed, tag = self._blobs[digest]
        except KeyError:
            raise KeyError(f"no blob {digest[:12]}") from None
        expected = hmac.new(SECRET, packed.encode(), hashlib.sha1).hexdigest()
        if not hmac.compare_digest(tag, expected):
            raise IntegrityError(f"bad signature for {digest[:12]}")
        data = zlib.decompress(base64.b64decode(packed))
        if hashlib.sha256(data).hexdigest() != digest:
            raise IntegrityError("content hash mismatch")
        return data

    def tamper(self, digest: str) -> None:
        packed, tag = self._blobs[digest]
        self._blobs[digest] = (packed[:-4] + "AAA=", tag)


def main() -> None:
    store = BlobStore()
    docs = [b"hello world", b"a" * 1000, "unicode \u00e9\u00e8 \u2603".encode("utf-8"), b""]
    keys = []
    for d in docs:
        k = store.put(d)
        keys.append(k)
        packed, tag = store._blobs[k]
        print(k[:16], len(d), "->", len(packed), tag[:10])
    for k, d in zip(keys, docs):
        assert store.get(k) == d
    print("all blobs verified")
    store.tamper(keys[1])
    for k in (keys[1], "deadbeef" * 8):
        try:
            store.get(k)
        except (IntegrityError, KeyError) as e:
            print(type(e).__name__, e)
    print(hashlib.md5(b"abc").hexdigest(), hashlib.sha1(b"abc").hexdigest()[:20])
    h = hashlib.sha512()
    for chunk in (b"ab", b"c"):
        h.update(chunk)
    print(h.name, h.digest_size, h.block_size, h.hexdigest()[:32])
    print(hashlib.blake2b(b"abc", digest_size=16).hexdigest())
    print(hashlib.new("sha224", b"x").hexdigest()[:20], sorted(hashlib.algorithms_guaranteed)[:4])
    print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b32encode(b"hi!"), base64.b16decode(b"4869"))
    print(base64.a85encode(b"pyeval"), base64.b85encode(b"pyeval"))
    print(zlib.crc32(b"hello"), zlib.adler32(b"hello"), format(zlib.crc32(b"lo", zlib.crc32(b"hel")), "08x"))
    c = zlib.compressobj()
    stream = c.compress(b"chunk one ") + c.compress(b"chunk two") + c.flush()
    print(zlib.decompress(stream))
    try:
        zlib.decompress(b"not zlib data")
    except zlib.error as e:
        print("zlib.error:", e)
    try:
        base64.b64decode("abc")
    except Exception as e:
        print(type(e).__name__, e)


if __name__ == "__main__":
    main()
