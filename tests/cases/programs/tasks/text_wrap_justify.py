"""Full text justification, centred titles, word wrap with hyphen splitting, and a box renderer."""
from typing import List

TEXT = ("This is an example of text justification. Pyeval should print exactly what "
        "CPython prints, including when a supercalifragilisticexpialidocious word "
        "is longer than the line width and has to be broken.")


def justify(words: List[str], width: int) -> List[str]:
    lines: List[str] = []
    i = 0
    while i < len(words):
        j = i
        length = 0
        while j < len(words) and length + len(words[j]) + (j - i) <= width:
            length += len(words[j])
            j += 1
        if j == i:
            j = i + 1
            length = len(words[i])
        gaps = j - i - 1
        if j == len(words) or gaps == 0:
            line = " ".join(words[i:j])
            lines.append(line + " " * (width - len(line)))
        else:
            spaces, extra = divmod(width - length, gaps)
            parts = []
            for k, w in enumerate(words[i:j - 1]):
                parts.append(w + " " * (spaces + (1 if k < extra else 0)))
            parts.append(words[j - 1])
            lines.append("".join(parts))
        i = j
    return lines


def hard_wrap(text: str, width: int) -> List[str]:
    words: List[str] = []
    for w in text.split():
        while len(w) > width:
            words.append(w[: width - 1] + "-")
            w = w[width - 1:]
        words.append(w)
    out: List[str] = []
    cur = ""
    for w in words:
        if not cur:
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur += " " + w
        else:
            out.append(cur)
            cur = w
    if cur:
        out.append(cur)
    return out


def boxed(lines: List[str], title: str = "") -> str:
    inner = max([len(l) for l in lines] + [len(title) + 2])
    top = "+" + (f" {title} ".center(inner + 2, "-") if title else "-" * (inner + 2)) + "+"
    body = [f"| {l:<{inner}} |" for l in lines]
    return "\n".join([top, *body, "+" + "-" * (inner + 2) + "+"])


def main() -> None:
    for width in (16, 30):
        lines = justify(hard_wrap(TEXT, width - 2)[0].split() and TEXT.split(), width) if width > 20 else justify(
            " ".join(hard_wrap(TEXT, width)).split(), width)
        for line in lines:
            print(f"|{line}|")
        print()
    print(boxed(hard_wrap(TEXT, 24), "wrapped"))
    print(boxed(["a", "bb"], "a long title here"))
    print(boxed(["x"]))
    print("Title".center(11, "*"), "Title".ljust(9, ".") + "|", "Title".rjust(9, "~"))
    print(f"{'mid':^9}|{'mid':*^10}|{3.14159:^12.2f}|{-42:^+8d}|{'l':<3}|{'r':>3}|")
    print("tab\tsep".expandtabs(4), "x\ty\tz".expandtabs(), "ab\tc".expandtabs(0))
    print("  strip me  ".strip(), "xxhixx".strip("x"), "www.example.com".lstrip("cmowz."))
    print("ab" * 3, "-".join("abc"), "a,b,,c".split(","), "a b  c ".split(), "a,b,c".rsplit(",", 1))
    print("one\ntwo\r\nthree\rfour".splitlines(), "x\n".splitlines(True), "".split(","))
    print("Hello".zfill(8), "-42".zfill(6), "+7".zfill(4), "abc".partition("b"), "abc".rpartition("x"))


if __name__ == "__main__":
    main()
