# hashlib on libcrypto: every guaranteed algorithm's digests, update/copy, attributes,
# shake lengths, new() by name, pbkdf2_hmac, and CPython's messages.
import hashlib

names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256",
         "sha3_384", "sha3_512", "blake2b", "blake2s"]
for n in names:
    h = getattr(hashlib, n)()
    h.update(b"hello ")
    c = h.copy()
    h.update(b"world")
    print(n, h.name, h.digest_size, h.block_size, h.hexdigest(), c.hexdigest())
    print(h.digest()[:8], hashlib.new(n, b"hello world").hexdigest() == h.hexdigest())
    print(getattr(hashlib, n)(b"x" * 1000, usedforsecurity=False).hexdigest())
for n in ["shake_128", "shake_256"]:
    h = getattr(hashlib, n)(b"abc")
    print(n, h.name, h.digest_size, h.block_size, h.hexdigest(10), h.digest(5), h.hexdigest(0))
    print(h.copy().hexdigest(40) == h.hexdigest(40), hashlib.new(n, b"abc").hexdigest(3))
print(hashlib.new("SHA256", b"a").hexdigest(), hashlib.new("sha512_256").hexdigest())
print(hashlib.new("md5", data=b"x").hexdigest())
print(hashlib.md5(bytearray(b"abc")).hexdigest(), hashlib.sha1(string=b"abc").hexdigest())
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
print(type(hashlib.sha256()).__name__, type(hashlib.shake_128()).__name__)
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000).hex())
print(hashlib.pbkdf2_hmac("sha1", b"pw", bytearray(b"salt"), 3, 50).hex())
print(hashlib.pbkdf2_hmac(hash_name="sha512", password=b"", salt=b"", iterations=2, dklen=7))
big = hashlib.sha256()
for i in range(200):
    big.update(bytes([i]) * i)
print(big.hexdigest())


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("md5(str)", lambda: hashlib.md5("x"))
attempt("md5(int)", lambda: hashlib.md5(5))
attempt("md5(None)", lambda: hashlib.md5(None))
attempt("md5 data=", lambda: hashlib.md5(data=b"x"))
attempt("md5 two args", lambda: hashlib.md5(b"a", b"b"))
attempt("update str", lambda: hashlib.sha1().update("s"))
attempt("update none", lambda: hashlib.sha1().update())
attempt("digest(1)", lambda: hashlib.md5().digest(1))
attempt("new nope", lambda: hashlib.new("nope"))
attempt("new SHAKE_128", lambda: hashlib.new("SHAKE_128"))
attempt("new sha-256", lambda: hashlib.new("sha-256").name)
attempt("new bytes", lambda: hashlib.new(b"sha1"))
attempt("new none", lambda: hashlib.new())
attempt("shake no length", lambda: hashlib.shake_128(b"x").hexdigest())
attempt("shake length str", lambda: hashlib.shake_128(b"x").digest("a"))
attempt("pbkdf2 str pw", lambda: hashlib.pbkdf2_hmac("sha256", "pw", b"s", 1))
attempt("pbkdf2 zero iters", lambda: hashlib.pbkdf2_hmac("sha256", b"pw", b"s", 0))
attempt("pbkdf2 zero dklen", lambda: hashlib.pbkdf2_hmac("sha1", b"pw", b"s", 1, 0))
attempt("pbkdf2 name int", lambda: hashlib.pbkdf2_hmac(1, b"pw", b"s", 1))
attempt("pbkdf2 missing", lambda: hashlib.pbkdf2_hmac("sha1", b"pw", b"s"))
attempt("new string=", lambda: hashlib.new("sha1", string=b"x"))
