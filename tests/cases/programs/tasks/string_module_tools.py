"""string.Template, string constants, capwords, and a hand-rolled slugify/caesar/password checker."""
import string
from string import Template
from typing import Dict, List


def slugify(text: str) -> str:
    allowed = set(string.ascii_lowercase + string.digits)
    out: List[str] = []
    for ch in text.lower():
        if ch in allowed:
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def caesar(text: str, shift: int) -> str:
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[shift:] + lo[:shift] + up[shift:] + up[:shift])
    return text.translate(table)


def password_report(pw: str) -> Dict[str, bool]:
    return {
        "length": len(pw) >= 8,
        "upper": any(c in string.ascii_uppercase for c in pw),
        "lower": any(c in string.ascii_lowercase for c in pw),
        "digit": any(c in string.digits for c in pw),
        "punct": any(c in string.punctuation for c in pw),
    }


class Mail(Template):
    delimiter = "%"


class BraceTemplate(Template):
    idpattern = r"[a-z]+"


def main() -> None:
    print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
    print(repr(string.punctuation), repr(string.whitespace), len(string.printable))
    print(string.capwords("the quick  brown\tfox"), string.capwords("a-b-c d", "-"))
    print(string.capwords("  hello   WORLD  "), "|" + string.capwords("") + "|")
    t = Template("Dear $name, you owe ${amount} dollars. $$5 fee. $missing")
    print(t.safe_substitute(name="Ann", amount=12.5))
    try:
        t.substitute(name="Ann", amount=3)
    except KeyError as exc:
        print("KeyError", exc)
    print(t.substitute({"name": "Bo", "amount": 1}, missing="-"))
    print(Mail("Hi %who, %%").substitute(who="Cy"))
    print(BraceTemplate("$abc and $ABC").safe_substitute(abc=1, ABC=2))
    try:
        Template("bad $").substitute()
    except ValueError as exc:
        print("ValueError", exc)
    print(Template("${a}${b}").template, t.get_identifiers() if hasattr(t, "get_identifiers") else None)
    for title in ["Hello, World!", "  Python 3.11 -- what's new?  ", "Ünïcode & stuff", "a__b"]:
        print(repr(slugify(title)))
    enc = caesar("Attack at Dawn, zebra!", 3)
    print(enc, caesar(enc, -3), caesar("abc", 26 - 1))
    for pw in ["abc", "Passw0rd!", "ALLUPPER123", "mixedCase_no_digit"]:
        rep = password_report(pw)
        print(f"{pw:<20}", "".join("Y" if v else "." for v in rep.values()), sum(rep.values()))
    counts = {c: 0 for c in string.ascii_lowercase[:6]}
    for ch in "a bad cafe faced a deaf dab":
        if ch in counts:
            counts[ch] += 1
    print(counts)
    print(string.Formatter().format("{0}-{x}", 1, x=2))


if __name__ == "__main__":
    main()
