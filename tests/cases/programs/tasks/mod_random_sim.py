"""Seeded random simulations: dice, a random walk, bootstrapping and queue sampling."""
import random
from collections import Counter
from typing import List


def dice_histogram(rng: random.Random, rolls: int) -> Counter:
    return Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(rolls))


def random_walk(rng: random.Random, steps: int) -> List[int]:
    pos, path = 0, [0]
    for _ in range(steps):
        pos += rng.choice((-1, 1))
        path.append(pos)
    return path


def bootstrap_mean(rng: random.Random, data: List[float], rounds: int) -> List[float]:
    means = []
    for _ in range(rounds):
        sample = rng.choices(data, k=len(data))
        means.append(sum(sample) / len(sample))
    means.sort()
    return [round(means[int(rounds * 0.05)], 3), round(means[int(rounds * 0.95)], 3)]


def main() -> None:
    rng = random.Random(2024)
    hist = dice_histogram(rng, 2000)
    for total in range(2, 13):
        bar = "#" * (hist[total] // 10)
        print(f"{total:2d} {hist[total]:4d} {bar}")
    path = random_walk(rng, 200)
    print("walk: end", path[-1], "max", max(path), "min", min(path))
    data = [rng.gauss(50, 10) for _ in range(30)]
    print("gauss first:", [round(x, 4) for x in data[:3]])
    print("bootstrap CI:", bootstrap_mean(rng, data, 200))
    deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
    rng.shuffle(deck)
    print("hand:", deck[:5])
    print("sample:", rng.sample(range(100), 6))
    print("uniform:", round(rng.uniform(1.5, 2.5), 6), "random:", rng.random())
    print("randrange:", [rng.randrange(0, 100, 7) for _ in range(5)])
    print("getrandbits:", rng.getrandbits(64))
    print("weighted:", Counter(rng.choices("abc", weights=[1, 3, 6], k=300)).most_common())
    print("expovariate:", round(rng.expovariate(0.5), 6), "triangular:", round(rng.triangular(0, 10, 3), 6))
    random.seed(7)
    a = [random.random() for _ in range(3)]
    random.seed(7)
    b = [random.random() for _ in range(3)]
    print("reproducible:", a == b, a[0])
    st = rng.getstate()
    x = rng.random()
    rng.setstate(st)
    print("state restore:", x == rng.random())
    try:
        rng.choice([])
    except IndexError as e:
        print("IndexError:", e)
    try:
        rng.sample([1, 2], 5)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
