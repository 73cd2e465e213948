import string
from typing import Dict

MORSE: Dict[str, str] = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....",
}
REVERSE = {v: k for k, v in MORSE.items()}


def to_morse(text: str) -> str:
    return " / ".join(" ".join(MORSE[c] for c in word) for word in text.upper().split())


def from_morse(code: str) -> str:
    return " ".join("".join(REVERSE[s] for s in w.split()) for w in code.split(" / "))


def vigenere(text: str, key: str, decrypt: bool = False) -> str:
    out = []
    k = 0
    for ch in text:
        if ch in string.ascii_letters:
            base = ord("A") if ch.isupper() else ord("a")
            shift = ord(key[k % len(key)].lower()) - ord("a")
            if decrypt:
                shift = -shift
            out.append(chr((ord(ch) - base + shift) % 26 + base))
            k += 1
        else:
            out.append(ch)
    return "".join(out)


def atbash(text: str) -> str:
    table = str.maketrans(string.ascii_lowercase + string.ascii_uppercase,
                          string.ascii_lowercase[::-1] + string.ascii_uppercase[::-1])
    return text.translate(table)


def rot13(text: str) -> str:
    lo = string.ascii_lowercase
    up = string.ascii_uppercase
    return text.translate(str.maketrans(lo + up, lo[13:] + lo[:13] + up[13:] + up[:13]))


msg = "Attack at dawn 2024"
m = to_morse("SOS help 123")
print(m)
print(from_morse(m))
enc = vigenere(msg, "lemon")
print(enc, "|", vigenere(enc, "lemon", decrypt=True))
print(atbash("Hello, World!"), atbash(atbash("Hello, World!")))
print(rot13("Why did the chicken cross the road?"))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace))
print(string.capwords("hello   wORLD  foo-bar"), string.capwords("a-b c-d", "-"))
