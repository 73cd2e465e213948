# After seed(x) with int, float, str, bytes and bytearray seeds every function draws
# exactly what CPython draws.
import random
for s in [0, 1, 42, -7, 2**100, 3.5, "hello", b"abc", bytearray(b"x"), 10**40+7]:
    random.seed(s)
    print(s, random.random(), random.getrandbits(5), random.getrandbits(70), random.randrange(100), random.randint(-5, 5))
    print(random.choice("abcdef"), random.sample(range(100), 5), random.choices([1,2,3], k=4))
    print(random.choices("abc", weights=[1,2,3], k=5), random.uniform(1, 3), random.gauss(), random.gauss(1, 2))
    l = list(range(20)); random.shuffle(l); print(l)
    print(random.normalvariate(), random.lognormvariate(0, 1), random.expovariate(2), random.vonmisesvariate(1, 2))
    print(random.gammavariate(0.5, 1), random.gammavariate(1, 2), random.gammavariate(3, 1), random.betavariate(2, 3))
    print(random.paretovariate(2), random.weibullvariate(1, 2), random.triangular(), random.triangular(0, 10, 3))
    print(random.randbytes(5), random.sample(range(10**6), 30)[:5], random.sample(["a","b"], counts=[3,4], k=5))
r = random.Random(5); st = r.getstate(); print(len(st), len(st[1]), st[1][-1], st[2])
a = [r.random() for _ in range(3)]; r.setstate(st); print(a == [r.random() for _ in range(3)])
random.seed("x", version=1); print(random.random())
random.seed(b"x", version=1); print(random.random())
