"""Seeded Markov chain text generator and weather simulation."""
import random
from collections import defaultdict, Counter
from typing import Dict, List, Tuple

CORPUS = """the cat sat on the mat . the dog sat on the log . the cat saw the dog .
the dog saw the cat on the mat . a bird sat on the dog ."""


def build_chain(words: List[str], order: int = 2) -> Dict[Tuple[str, ...], List[str]]:
    chain: Dict[Tuple[str, ...], List[str]] = defaultdict(list)
    for i in range(len(words) - order):
        chain[tuple(words[i:i + order])].append(words[i + order])
    return chain


def generate(chain, rng: random.Random, length: int) -> str:
    state = rng.choice(sorted(chain))
    out = list(state)
    for _ in range(length):
        nxt = chain.get(tuple(out[-len(state):]))
        if not nxt:
            break
        out.append(rng.choice(nxt))
    return " ".join(out)


WEATHER = {"sun": {"sun": 0.7, "cloud": 0.2, "rain": 0.1},
           "cloud": {"sun": 0.3, "cloud": 0.4, "rain": 0.3},
           "rain": {"sun": 0.2, "cloud": 0.4, "rain": 0.4}}


def simulate(days: int, rng: random.Random) -> List[str]:
    state, seq = "sun", []
    for _ in range(days):
        nxt = WEATHER[state]
        state = rng.choices(list(nxt), weights=list(nxt.values()))[0]
        seq.append(state)
    return seq


def stationary(iterations: int = 50) -> Dict[str, float]:
    p = {s: 1 / 3 for s in WEATHER}
    for _ in range(iterations):
        p = {t: sum(p[s] * WEATHER[s][t] for s in WEATHER) for t in WEATHER}
    return {k: round(v, 6) for k, v in p.items()}


def main() -> None:
    words = CORPUS.split()
    chain = build_chain(words)
    print(len(chain), "states;", sorted(chain)[:3])
    rng = random.Random(42)
    for _ in range(3):
        print(generate(chain, rng, 12))
    seq = simulate(1000, random.Random(1))
    print(seq[:10])
    print(sorted(Counter(seq).items()))
    trans = Counter(zip(seq, seq[1:]))
    print(trans.most_common(3))
    print(stationary())
    r = random.Random("seed string")
    print(r.random(), random.Random(b"bytes").randint(1, 1000), random.Random(3.5).random())


if __name__ == "__main__":
    main()
