from typing import List

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = ["", "thousand", "million", "billion", "trillion"]


def under_1000(n: int) -> List[str]:
    words: List[str] = []
    if n >= 100:
        words += [ONES[n // 100], "hundred"]
        n %= 100
    if n >= 20:
        words.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        words.append(ONES[n])
    return words


def to_words(n: int) -> str:
    if n == 0:
        return "zero"
    if n < 0:
        return "minus " + to_words(-n)
    parts: List[str] = []
    scale = 0
    while n:
        n, chunk = divmod(n, 1000)
        if chunk:
            w = under_1000(chunk)
            if SCALES[scale]:
                w.append(SCALES[scale])
            parts = w + parts
        scale += 1
    return " ".join(parts)


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


for n in [0, 7, 13, 20, 21, 99, 100, 101, 342, 1000, 1001, 12345, 1000000, 987654321, -45,
          2 ** 40]:
    print(f"{n:>15,}: {to_words(n)}")
print([ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 1003)])
letters = sum(len(to_words(i).replace(" ", "").replace("-", "")) for i in range(1, 1001))
print("letters 1..1000:", letters)
