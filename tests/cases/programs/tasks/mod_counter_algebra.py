"""Word statistics using Counter arithmetic."""
import re
from collections import Counter
from typing import List

DOC_A = "the cat sat on the mat and the cat slept"
DOC_B = "a dog sat on a log and the dog barked at the cat"
STOP = {"the", "a", "and", "on", "at"}


def words(text: str) -> List[str]:
    return re.findall(r"[a-z']+", text.lower())


def main() -> None:
    a, b = Counter(words(DOC_A)), Counter(words(DOC_B))
    print("a:", a.most_common(3))
    print("b:", b.most_common(3))
    print("sum:", sorted((a + b).items()))
    print("a-b:", sorted((a - b).items()))
    print("a&b:", sorted((a & b).items()))
    print("a|b:", sorted((a | b).items())[:5])
    c = a.copy()
    c.subtract(b)
    print("subtract keeps negatives:", sorted(c.items())[:6])
    print("+c drops them:", sorted((+c).items()), "-c:", sorted((-c).items())[:3])
    content = Counter({w: n for w, n in (a + b).items() if w not in STOP})
    print("content:", content.most_common(4), content.total())
    print(sorted(Counter("mississippi").elements()))
    letters = Counter()
    for w in words(DOC_A + " " + DOC_B):
        letters.update(w)
    print("letters:", letters.most_common(5))
    print(Counter(a=3, b=1) == Counter(b=1, a=3), Counter(a=0) == Counter(), Counter("abc")["z"])
    inv = Counter(apples=5, pears=2)
    inv.update({"apples": -1, "kiwis": 4})
    print(inv, inv <= Counter(apples=10, pears=2, kiwis=4), sorted(inv))
    del inv["kiwis"]
    print(repr(inv), dict(inv))
    print(Counter([1, 1, 2]).most_common(1), sum(Counter("aab").values()))
    print(Counter(words("it is what it is")) | Counter(is_=1))


if __name__ == "__main__":
    main()
