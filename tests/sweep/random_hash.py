# random, heapq, bisect, hashlib, hmac and secrets under allocation failures.
import bisect
import hashlib
import heapq
import hmac
import random
import secrets

random.seed("sweep")
r = random.Random(3)
print(random.random(), r.randrange(10 ** 20), r.getrandbits(100), r.choice("abc"))
xs = r.sample(range(100), 8)
r.shuffle(xs)
print(xs, r.choices("ab", [1, 2], k=3), r.gauss(), r.getstate()[1][:2])
h = []
for v in xs:
    heapq.heappush(h, v)
print(heapq.heappop(h), heapq.nlargest(2, xs), list(heapq.merge([1, 3], [2])))
print(bisect.bisect(sorted(xs), 50), hashlib.sha256(b"abc").hexdigest()[:16])
print(hashlib.blake2s(b"x", digest_size=8, key=b"k").hexdigest(), hashlib.shake_128(b"y").hexdigest(4))
print(hmac.new(b"key", b"msg", "sha1").hexdigest()[:8], len(secrets.token_hex(4)))
