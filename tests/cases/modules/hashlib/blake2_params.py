# blake2b/blake2s with every parameter (our own RFC 7693 code): digests must equal
# CPython's _blake2 for digest_size, key, salt, person and the tree fields.
import hashlib

data = [b"", b"abc", b"x" * 63, b"y" * 64, b"z" * 65, b"w" * 127, b"v" * 128, b"u" * 129,
        bytes(range(256)) * 5]
for cls in (hashlib.blake2b, hashlib.blake2s):
    print(cls.__name__, cls.SALT_SIZE, cls.PERSON_SIZE, cls.MAX_KEY_SIZE, cls.MAX_DIGEST_SIZE)
    for d in data:
        print(cls(d).hexdigest())
    m = cls.MAX_DIGEST_SIZE
    for kw in ({"digest_size": 1}, {"digest_size": m // 2}, {"key": b"k"},
               {"key": b"K" * m}, {"salt": b"s" * cls.SALT_SIZE}, {"person": b"me"},
               {"key": b"key", "salt": b"salt", "person": b"p", "digest_size": 20},
               {"fanout": 0, "depth": 255, "leaf_size": 2 ** 32 - 1, "node_offset": 5,
                "node_depth": 3, "inner_size": 7, "last_node": True},
               {"last_node": 1, "usedforsecurity": False}):
        h = cls(b"hello", **kw)
        c = h.copy()
        h.update(b" world" * 30)
        print(sorted(kw), h.name, h.digest_size, h.block_size, h.hexdigest(), c.digest()[:4])
    print(hashlib.new(cls.__name__, b"abc", digest_size=10).hexdigest(),
          isinstance(cls(), cls), type(cls()).__name__)
    for kw in ({"digest_size": 0}, {"digest_size": m + 1}, {"key": b"k" * (m + 1)},
               {"salt": b"s" * (cls.SALT_SIZE + 1)}, {"person": b"p" * 17}, {"fanout": 256},
               {"depth": 0}, {"node_depth": 256}, {"inner_size": m + 1}, {"key": "str"}):
        try:
            cls(**kw)
        except Exception as e:
            print(type(e).__name__, e)
    for bad in (lambda: cls("text"), lambda: cls(5), lambda: cls(data=b"x"),
                lambda: cls().update("s"), lambda: cls(b"a", b"b")):
        try:
            bad()
        except Exception as e:
            print(type(e).__name__, e)
