"""A regex benchmark in the style of regex_effbot / regex_v8: many patterns over generated text."""
import random
import re
from typing import List

PATTERNS = [
    r"Python|Perl",
    r"(Python|Perl)",
    r"(?:Python|Perl)",
    r"Python",
    r"\bPython\b",
    r".*Python",
    r".*Python.*",
    r"(\w+)@(\w+)\.(com|org|net)",
    r"(?i)ERROR:\s+(\d+)",
    r"[aeiou]{2,}",
    r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})",
    r"^(\w+)\s*=\s*(.*?)\s*$",
    r"(a|b|c|d|e)+x",
    r"\d+(?=px)",
    r"(?<!\$)\b\d+\b",
    r"(['\"])(?:(?!\1).)*\1",
]
WORDS = ["Python", "Perl", "python", "snake", "error", "ERROR:", "user@host.com", "admin@site.org", "10.0.0.1",
         "192.168.1.255", "key = value", "width=12px", "$100", "42", "'quoted'", '"double"', "aeiou", "queue",
         "abcdex", "zzz", "x"]


def make_text(rng: random.Random, lines: int) -> List[str]:
    return [" ".join(rng.choice(WORDS) for _ in range(rng.randrange(3, 10))) for _ in range(lines)]


def main() -> None:
    rng = random.Random(2)
    text = make_text(rng, 300)
    blob = "\n".join(text)
    compiled = [re.compile(p) for p in PATTERNS]
    for pat, rx in zip(PATTERNS, compiled):
        n_search = sum(1 for line in text if rx.search(line))
        n_match = sum(1 for line in text if rx.match(line))
        found = rx.findall(blob)
        print(f"{pat[:36]:<36} search={n_search:4d} match={n_match:4d} findall={len(found):5d} first={found[:1]}")
    replaced = re.sub(r"(\w+)@(\w+)", r"<\2 at \1>", blob)
    print(len(blob), len(replaced), replaced.count("<"))
    mline = re.findall(r"(?m)^(\w+) ", blob)
    print(len(mline), sorted(set(mline))[:5])
    parts = re.split(r"\s+(?:=|,)\s*|\s+", text[0])
    print(parts)
    subn = re.subn(r"\d+", lambda m: str(int(m.group()) * 2), blob)
    print(subn[1], subn[0][:60])
    total = 0
    for _ in range(5):
        for line in text:
            m = compiled[10].search(line)
            if m:
                total += sum(int(g) for g in m.groups())
    print("ip sum:", total)


if __name__ == "__main__":
    main()
