import string
from typing import Dict, List, Tuple

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""


def tokenize(text: str) -> List[str]:
    table = str.maketrans("", "", string.punctuation)
    return [w.lower() for w in text.translate(table).split()]


def frequencies(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def top_k(counts: Dict[str, int], k: int) -> List[Tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:k]


words = tokenize(TEXT)
counts = frequencies(words)
print("total words:", len(words))
print("distinct:", len(counts))
for word, n in top_k(counts, 8):
    print(f"{word:<12}{n:>3} {'#' * n}")
longest = max(words, key=len)
print("longest word:", longest, len(longest))
avg = sum(len(w) for w in words) / len(words)
print(f"average length: {avg:.3f}")
lines = TEXT.splitlines()
for i, line in enumerate(lines, 1):
    print(i, len(line.split()), line[:20].rstrip() + "...")
letters = frequencies([c for c in TEXT.lower() if c.isalpha()])
print(sorted(letters.items())[:10])
