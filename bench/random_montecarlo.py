# random: a seeded Monte Carlo workload - random(), randint, choice, shuffle, gauss,
# sample and choices - ending in a checksum of what was drawn.
import random

random.seed(12345)
inside = 0
for _ in range(700000):
    x = random.random()
    y = random.random()
    if x * x + y * y <= 1.0:
        inside += 1
dice = [0] * 7
for _ in range(280000):
    dice[random.randint(1, 6)] += 1
letters = "abcdefghijklmnopqrstuvwxyz"
word = "".join(random.choice(letters) for _ in range(190000))
deck = list(range(52))
for _ in range(7000):
    random.shuffle(deck)
g = 0.0
for _ in range(190000):
    g += random.gauss(0.0, 1.0)
s = 0
for _ in range(300):
    s += sum(random.sample(range(10000), 50))
c = random.choices(range(100), weights=range(1, 101), k=40000)
r = random.Random(7)
t = sum(r.randrange(0, 10 ** 12, 7) % 1000 for _ in range(20000))
print(inside, dice, word.count("q"), deck[:5], round(g, 6), s, sum(c), t)
