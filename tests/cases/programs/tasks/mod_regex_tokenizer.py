"""A tokenizer and text normaliser built from re features."""
import re
from typing import Iterator, List, NamedTuple


class Token(NamedTuple):
    kind: str
    value: str
    line: int
    column: int


TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?(?:[eE][+-]?\d+)?"),
    ("ASSIGN", r":="),
    ("END", r";"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/()<>=!]=?"),
    ("STRING", r'"(?:[^"\\]|\\.)*"'),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
TOK_RE = re.compile("|".join(f"(?P<{n}>{p})" for n, p in TOKEN_SPEC))
KEYWORDS = {"if", "then", "else", "end", "while", "print"}


def tokenize(code: str) -> Iterator[Token]:
    line, line_start = 1, 0
    for m in TOK_RE.finditer(code):
        kind, value = m.lastgroup, m.group()
        col = m.start() - line_start
        if kind == "NUMBER":
            pass
        elif kind == "ID" and value in KEYWORDS:
            kind = value.upper()
        elif kind == "NEWLINE":
            line_start = m.end()
            line += 1
            continue
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            raise SyntaxError(f"{value!r} unexpected on line {line}")
        yield Token(kind, value, line, col)


def normalise(text: str) -> str:
    text = re.sub(r"\s+", " ", text.strip())
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    text = re.sub(r"\b(\w+)( \1\b)+", r"\1", text, flags=re.I)
    return re.sub(r"\$(\d+(?:\.\d+)?)", lambda m: f"{float(m.group(1)) * 100:.0f} cents", text)


def main() -> None:
    code = 'total := 3.5e2 + rate*(x - 1);\nif total >= 10 then print "big \\"one\\"" end\n'
    for tok in tokenize(code):
        print(tok)
    try:
        list(tokenize("a := 1 @ 2"))
    except SyntaxError as e:
        print("SyntaxError:", e)
    print(normalise("  It  costs $4.50 and   and the the total is 1,234,567 "))
    date_re = re.compile(r"""
        (?P<year>\d{4}) [-/]
        (?P<month>0[1-9]|1[0-2]) [-/]
        (?P<day>\d{2})
    """, re.VERBOSE)
    for s in ["2023-07-14", "1999/12/31", "2023-13-01", "on 2020-02-29 we"]:
        m = date_re.search(s)
        print(s, "->", m.groupdict() if m else None, m.span() if m else None)
    print(re.split(r"[;,]\s*", "a, b;c ,d"), re.split(r"(\d)", "a1b2c"), re.split(r"x*", "axbc"))
    print(re.findall(r"(\w)(\d)", "a1 b2 cc d4"), re.findall(r"^\w+", "one\ntwo\nthree", re.M))
    print(re.sub(r"(?P<w>\w+)@(\w+)\.com", r"\g<w> at \2", "mail bob@site.com or al@x.com"))
    print(re.subn(r"o", "0", "foo boo"), re.escape("a.b*c?"), bool(re.fullmatch(r"[a-f0-9]+", "beef42")))
    print(re.match(r"(?i)hello", "HeLLo world").group(), re.search(r"(?s)a.b", "a\nb") is not None)
    m = re.match(r"(\w+) (\w+)?(?: (\w+))?", "just two")
    print(m.groups(), m.groups("-"), m.group(1, 2), m.lastindex, m.end(2))
    for pat in ["(", "a{2,1}", "(?P<1>x)"]:
        try:
            re.compile(pat)
        except re.error as e:
            print("re.error:", e)


if __name__ == "__main__":
    main()
