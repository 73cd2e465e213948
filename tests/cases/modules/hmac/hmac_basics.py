# hmac over hashlib: RFC 2104 digests for several digests and key lengths, copy,
# update, names and sizes, hmac.digest, compare_digest and CPython's messages.
import hashlib
import hmac

for dm in ("md5", "sha1", "sha256", "sha512", "sha3_256", hashlib.sha224, hashlib):
    for key in (b"", b"key", b"k" * 64, b"K" * 200, bytearray(b"ba")):
        if dm is hashlib:
            continue
        h = hmac.new(key, b"The quick brown fox", dm)
        c = h.copy()
        h.update(b" jumps")
        print(h.name, h.digest_size, h.block_size, h.hexdigest(), c.hexdigest()[:16])
        name = dm if isinstance(dm, str) else "sha224"
        print(hmac.digest(key, b"msg", name) == hmac.new(key, b"msg", name).digest())
print(hmac.new(b"k", digestmod="sha256").digest()[:4], hmac.digest(b"k", b"m", hashlib.md5).hex())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", b"abd"),
      hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"a", bytearray(b"a")),
      hmac.compare_digest(b"", b""), hmac.compare_digest(b"ab", b"abc"))


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("no digestmod", lambda: hmac.new(b"k"))
attempt("str key", lambda: hmac.new("k", b"m", "sha1"))
attempt("str msg", lambda: hmac.new(b"k", "m", "sha1"))
attempt("bad name", lambda: hmac.new(b"k", b"m", "nope"))
attempt("cmp str/bytes", lambda: hmac.compare_digest("a", b"a"))
attempt("cmp non-ascii", lambda: hmac.compare_digest("é", "é"))
attempt("cmp bytes/str", lambda: hmac.compare_digest(b"a", "a"))
attempt("cmp ints", lambda: hmac.compare_digest(1, 2))
