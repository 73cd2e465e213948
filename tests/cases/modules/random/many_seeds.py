# Many seeds of every kind, each followed by a mix of draws: the streams must match
# CPython's bit for bit (ints across word boundaries, negative and huge seeds, strs with
# non-ASCII text, version-1 str seeds, floats whose hash is negative).
import random

seeds = list(range(-3, 40)) + [2 ** k + d for k in (31, 32, 33, 63, 64, 65, 127, 128, 300)
                                for d in (-1, 0, 1)]
seeds += [-(3 ** 90), 10 ** 200, 0.5, -0.5, 1e300, -2.5e-300, float("nan") if False else 7.25]
seeds += ["", "a", "héllo wörld", "日本語", "x" * 500, b"", b"\x00\xff", bytearray(b"\x01" * 70)]
out = []
for s in seeds:
    random.seed(s)
    out.append((random.random(), random.getrandbits(31), random.getrandbits(32),
                random.getrandbits(33), random.getrandbits(64), random.getrandbits(65),
                random.randrange(3), random.randrange(2 ** 40), random.randrange(10 ** 25),
                random.randint(-10, 10), random.choice(range(1000))))
for s in ("abc", b"abc", "héllo", b"\xe9t\xe9", "", b""):
    random.seed(s, version=1)
    out.append((random.random(), random.getrandbits(40)))
for row in out:
    print(row)
r = random.Random()
for k in range(0, 200, 7):
    r.seed(k * 7919)
    print(k, r.sample(range(k + 5), min(k, 5)), r.choices("abcd", [1, 0, 2, 5], k=3),
          r.randbytes(k % 9).hex(), round(r.expovariate(0.5), 10), r.paretovariate(3))
