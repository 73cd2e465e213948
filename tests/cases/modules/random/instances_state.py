# Random instances have their own state; getstate/setstate round-trips (the gauss
# cache included); subclasses pick _randbelow by what they override; version-2 states.
import random

a = random.Random(99)
b = random.Random(99)
print(a.random() == b.random(), a.randrange(10**30), b.randrange(10**30))
random.seed(99)
print(random.random(), random.Random(99).random())

r = random.Random("state")
r.gauss()
st = r.getstate()
print(type(st).__name__, len(st), st[0], type(st[1]).__name__, len(st[1]), st[1][:3], st[1][-1], st[2])
x = [r.gauss() for _ in range(3)] + [r.random(), r.getrandbits(100)]
r.setstate(st)
print(x == [r.gauss() for _ in range(3)] + [r.random(), r.getrandbits(100)])
r2 = random.Random()
r2.setstate(st)
print(r2.gauss() == x[0])
v2 = (2, tuple(w - 2**32 if i % 3 == 0 and i < 624 else w for i, w in enumerate(st[1])), None)
r.setstate(v2)
r2.setstate((3, st[1], None))
print(r.random() == r2.random())

class Dice(random.Random):
    def roll(self):
        return self.randint(1, 6)

d = Dice(7)
print([d.roll() for _ in range(10)], isinstance(d, random.Random))

class MyRandom(random.Random):
    def __init__(self, s):
        self.n = s
        super().__init__(s)
    def random(self):
        self.n = (self.n * 1103515245 + 12345) % 2**31
        return self.n / 2**31

m = MyRandom(3)
print(m._randbelow.__name__, m.randrange(1000), m.choice("abcdefg"), m.sample(range(50), 4))

class Bits(random.Random):
    def getrandbits(self, k):
        return super().getrandbits(k) ^ ((1 << k) - 1)

g = Bits(5)
print(g._randbelow.__name__, g.randrange(1000), [g.randint(0, 9) for _ in range(8)])

random.seed(2024)
big = random.randrange(-10**50, 10**50, 3)
print(big, random.getrandbits(200), random.randrange(2**64), random.randrange(2**63 - 1))
print(random.sample(range(10**18), 3), random.choice(range(-5, 10**18, 7)))
print(random.sample(tuple("abcdefgh"), 8), random.sample("xyz", 2), random.sample(b"bytes", 3))
print(random.choices(range(10), cum_weights=range(1, 11), k=6))
print(random.choices("ab", weights=[0.3, 0.7], k=6), random.choices("abc", [True, False, 1], k=4))
l = list(range(30)); random.shuffle(l); print(l)
print([round(random.vonmisesvariate(0, 0), 12) for _ in range(2)], random.triangular(1, 1, 1))
print(random.gammavariate(1e-3, 1), random.gammavariate(150, 2), random.betavariate(0.5, 0.5))
print(random.uniform(10, 1), random.uniform(2, 2), random.lognormvariate(1, 0.5))
for s in (0, 1, -1, 2**32, 2**32 - 1, 2**64, -(2**70), True, 1.0, -1.5, 0.0, float("inf")):
    random.seed(s)
    print(s, random.random(), random.getrandbits(33))
sr = random.SystemRandom(5)
print(sr.seed(1), 0 <= sr.random() < 1, len(sr.randbytes(4)), sr.getrandbits(3) < 8)
print(0 <= sr.randrange(10) < 10, sorted(sr.sample(range(5), 5)), sr.getrandbits(0))
for f in (sr.getstate, lambda: sr.setstate(None)):
    try:
        f()
    except NotImplementedError as e:
        print("NotImplementedError", e)
print(sorted(n for n in random.__all__))
