# Cryptarithm solver (SEND + MORE = MONEY) and a zebra-style constraint search.
class Cryptarithm:
    def __init__(self, words, result):
        self.words = words
        self.result = result
        letters = []
        for w in words + [result]:
            for ch in w:
                if ch not in letters:
                    letters.append(ch)
        self.letters = letters
        self.leading = {w[0] for w in words + [result]}
        self.tried = 0

    def value(self, word, assign):
        v = 0
        for ch in word:
            v = v * 10 + assign[ch]
        return v

    def solve(self):
        assign = {}
        used = [False] * 10

        def go(i):
            if i == len(self.letters):
                self.tried += 1
                return sum(self.value(w, assign) for w in self.words) == self.value(self.result, assign)
            ch = self.letters[i]
            for d in range(10):
                if used[d] or (d == 0 and ch in self.leading):
                    continue
                assign[ch] = d
                used[d] = True
                if go(i + 1):
                    return True
                used[d] = False
            del assign[ch]
            return False

        return dict(assign) if go(0) else None


for words, result in [(["TO", "GO"], "OUT"), (["AB", "BA"], "CC"), (["ONE", "ONE"], "TWO")]:
    c = Cryptarithm(words, result)
    sol = c.solve()
    shown = " + ".join(str(c.value(w, sol)) for w in words) + f" = {c.value(result, sol)}" if sol else "none"
    print(words, result, sol and sorted(sol.items()), shown, c.tried)


def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [items[i]] + rest


def small_zebra():
    # 4 houses; colours, pets, drinks. Clues constrain adjacency and identity.
    houses = range(4)
    sols = []
    for colour in permutations(["red", "green", "blue", "white"]):
        if colour.index("green") != colour.index("white") - 1:
            continue
        for pet in permutations(["dog", "cat", "fish", "bird"]):
            if pet.index("dog") != colour.index("red"):
                continue
            if abs(pet.index("cat") - pet.index("fish")) != 1:
                continue
            for drink in permutations(["tea", "milk", "coffee", "water"]):
                if drink[2] != "milk" or drink.index("coffee") != colour.index("green"):
                    continue
                if drink.index("water") != pet.index("bird"):
                    continue
                if drink[0] == "tea" or pet[0] == "dog":
                    continue
                sols.append([(h, colour[h], pet[h], drink[h]) for h in houses])
    return sols


sols = small_zebra()
print(len(sols))
for s in sols[:3]:
    print(s)
