from typing import List


def full_justify(words: List[str], width: int) -> List[str]:
    lines: List[str] = []
    i = 0
    while i < len(words):
        j = i
        length = 0
        while j < len(words) and length + len(words[j]) + (j - i) <= width:
            length += len(words[j])
            j += 1
        gaps = j - i - 1
        if j == len(words) or gaps == 0:
            line = " ".join(words[i:j])
            lines.append(line + " " * (width - len(line)))
        else:
            spaces = width - length
            q, r = divmod(spaces, gaps)
            parts = []
            for k in range(gaps):
                parts.append(words[i + k] + " " * (q + (1 if k < r else 0)))
            parts.append(words[j - 1])
            lines.append("".join(parts))
        i = j
    return lines


def wrap(text: str, width: int) -> List[str]:
    out, line = [], ""
    for w in text.split():
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        out.append(line)
    return out


text = ("This is an example of text justification where words are distributed "
        "evenly across each line so that both margins are aligned neatly.")
for w in (16, 30):
    print("+" + "-" * w + "+")
    for line in full_justify(text.split(), w):
        print("|" + line + "|")
for line in wrap(text, 25):
    print(line.center(27, "."))
for line in wrap(text, 25):
    print(line.rjust(27), "|", line.ljust(27), "|")
table = [("name", "qty", "price"), ("apple", 3, 0.5), ("watermelon", 1, 3.25), ("fig", 12, 0.2)]
for name, qty, price in table:
    print(f"{name:<12}{qty!s:>5}{price if isinstance(price, str) else format(price, '.2f'):>8}")
