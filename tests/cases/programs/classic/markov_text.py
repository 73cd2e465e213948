class MarkovChain:
    def __init__(self, order=2):
        self.order = order
        self.table = {}
        self.starts = []

    def train(self, text):
        words = text.split()
        for i in range(len(words) - self.order):
            key = tuple(words[i:i + self.order])
            if i == 0 or words[i - 1].endswith("."):
                self.starts.append(key)
            self.table.setdefault(key, []).append(words[i + self.order])
        return self

    def generate(self, seed, length):
        state = seed
        key = self.starts[state % len(self.starts)]
        out = list(key)
        for _ in range(length):
            options = self.table.get(tuple(out[-self.order:]))
            if not options:
                break
            state = (state * 1103515245 + 12345) % 2 ** 31
            out.append(options[state % len(options)])
        return " ".join(out)

    def stats(self):
        branching = [len(set(v)) for v in self.table.values()]
        return len(self.table), max(branching), sum(branching) / len(branching)


TEXT = """The quick brown fox jumps over the lazy dog. The lazy dog sleeps in the sun.
The sun rises over the hills and the quick fox runs. A dog runs over the hills.
The fox sleeps in the den. The quick dog jumps over the fox. A fox jumps over the sun.
The hills are quiet and the dog sleeps. The quick brown dog runs in the sun."""
for order in (1, 2):
    chain = MarkovChain(order).train(TEXT)
    n, mx, avg = chain.stats()
    print(f"order {order}: {n} states, max branching {mx}, avg {avg:.3f}")
    for seed in (1, 7, 42):
        print("  ", chain.generate(seed, 15))
chain = MarkovChain(1).train(TEXT)
print(sorted(set(chain.table[("the",)])))
