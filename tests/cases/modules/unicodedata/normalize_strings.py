# unicodedata.normalize / is_normalized on strings: reordering, composition (blocked
# and unblocked, Hangul), exclusions, what comes back as the argument itself, and a
# few thousand pseudo-random strings over an alphabet of the tricky characters.
import hashlib
import unicodedata as u

FORMS = ("NFC", "NFD", "NFKC", "NFKD")


class S(str):
    pass


def hexs(s):
    return " ".join("%04X" % ord(c) for c in s)


def show(label, s):
    print(label, "|", hexs(s))
    for f in FORMS:
        r = u.normalize(f, s)
        print("  ", f, hexs(r), u.is_normalized(f, s), u.is_normalized(f, r))


CASES = [
    ("ascii", "Hello, world"),
    ("e acute", "e\u0301"),
    ("precomposed", "\u00e9"),
    ("two marks in order", "a\u0323\u0302"),
    ("two marks reversed", "a\u0302\u0323"),
    ("same class kept", "a\u0301\u0300"),
    ("blocked by same class", "a\u0301\u0301"),
    ("class 0 blocks", "a\u0b47\u0300\u0b3e"),
    ("starter pair", "\u0b47\u0b3e"),
    ("starter pair blocked", "\u0b47\u0300\u0b3e"),
    ("hangul LV", "\u1100\u1161"),
    ("hangul LVT", "\u1100\u1161\u11a8"),
    ("hangul LV + T", "\uac00\u11a8"),
    ("hangul LVT + T", "\uac01\u11a8"),
    ("hangul T first", "\u11a8\u1100\u1161"),
    ("hangul T base", "\u1100\u1161\u11a7"),
    ("hangul old jamo", "\u1113\u1161\u115f\u1176"),
    ("hangul syllables", "\ud55c\uad6d\uc5b4"),
    ("hangul + mark", "\u1100\u0300\u1161"),
    ("singletons", "\u212b\u2126\u212a\u0340\u0341\u0343\u0374\u037e\u0387"),
    ("non-starter decompositions", "\u0344\u0f73\u0f75\u0f81"),
    ("exclusions", "\u0958\u0959\ufb1d\ufb2a\u2adc\U0001d15e"),
    ("compat", "\ufb01\u2460\u00bd\u2075\uff21\u3300\ufdfa\u00a0\u1e9b\u0323"),
    ("compat + canonical", "\u1e9b\u0323"),
    ("long s dot", "\u017f\u0307"),
    ("greek", "\u1f80\u0391\u0313\u0342\u0345"),
    ("devanagari", "\u0915\u093c\u0928\u093c"),
    ("tibetan", "\u0f40\u0f71\u0f72\u0f74\u0f80"),
    ("surrogate", "a\ud800\u0301"),
    ("musical", "\U0001d160\U0001d165\U0001d16e"),
    ("cjk compat", "\uf900\U0002f800\U0002fa1d"),
    ("emoji zwj", "\U0001f468\u200d\U0001f469\u200d\U0001f467"),
    ("noncharacters", "\ufdd0\uffff\U0010ffff"),
]
for label, s in CASES:
    show(label, s)

# a long run of marks of many classes, in every order: sorted by class, stably
marks = "\u0300\u0316\u0321\u0327\u0334\u0345\u05b0\u0591\u064b\u0670\u093c\u0e38\u0f71\u1dce"
run = "a" + "".join(marks[(i * 7) % len(marks)] for i in range(300)) + "b"
for f in FORMS:
    print("long run", f, len(u.normalize(f, run)),
          hashlib.sha256(u.normalize(f, run).encode("utf-8", "surrogatepass")).hexdigest()[:16])
rev = "o" + "".join(reversed(marks)) * 20
print("reversed run", hexs(u.normalize("NFC", rev)[:12]), len(u.normalize("NFD", rev)))

# the argument itself comes back when the quick check answers yes
for s in ["", "abc", "\u00e9", "e\u0301", "\uac00", "\u1100\u1161", "\u00bd", S("abc"),
          S("\u00e9"), S("e\u0301"), S("")]:
    print(repr(s), [(type(u.normalize(f, s)).__name__, u.normalize(f, s) is s) for f in FORMS])

# pseudo-random strings over the tricky characters
ALPHABET = ("aeiouAEOUcnsCNSwyz \u00e9\u00c5\u212b\u2126\u0300\u0301\u0302\u0303\u0308"
            "\u0323\u0327\u0328\u031b\u0345\u0344\u0f71\u0f72\u0f73\u0f80\u05b0\u05bc"
            "\u1100\u1101\u1112\u1161\u1175\u11a7\u11a8\u11c2\uac00\uac01\ud7a3"
            "\u0b47\u0b3e\u0b56\u0b57\u0cc6\u0cc2\u0cd5\u0d46\u0d3e\u0dd9\u0dcf\u0ddf"
            "\u1025\u102e\u3099\u309a\u304b\u30cf\u1b05\u1b35\u0915\u093c\u09c7\u09be"
            "\ufb01\u2460\u00bd\u1e9b\u017f\u1fbf\u1fc0\u0958\u2adc\u0338\u003d\u003c")
state = 12345
h = {f: hashlib.sha256() for f in FORMS}
mismatch = 0
for i in range(3000):
    n = 1 + i % 9
    chars = []
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        chars.append(ALPHABET[(state >> 8) % len(ALPHABET)])
    s = "".join(chars)
    for f in FORMS:
        r = u.normalize(f, s)
        h[f].update(r.encode("utf-8", "surrogatepass") + b"\n")
        if not u.is_normalized(f, r) or u.is_normalized(f, s) != (r == s):
            mismatch += 1
    if i % 150 == 0:
        print(i, hexs(s), "->", " / ".join(hexs(u.normalize(f, s)) for f in FORMS))
print("random", mismatch, [h[f].hexdigest()[:16] for f in FORMS])
