# Every error path of unicodedata, with CPython 3.11's exception types and messages.
import array
import unicodedata as u


class S(str):
    pass


class B(bytes):
    pass


class I(int):
    pass


def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


ONE = ["category", "bidirectional", "combining", "mirrored", "east_asian_width",
       "decomposition"]
TWO = ["decimal", "digit", "numeric", "name"]
for fn in ONE + TWO:
    f = getattr(u, fn)
    t(fn + "()", lambda: f())
    t(fn + "(1)", lambda: f(1))
    t(fn + "(None)", lambda: f(None))
    t(fn + "(b'a')", lambda: f(b"a"))
    t(fn + "('ab')", lambda: f("ab"))
    t(fn + "('')", lambda: f(""))
    t(fn + "(S('ab'))", lambda: f(S("ab")))
    t(fn + "(S('a'))", lambda: f(S("a")))
    t(fn + "(3 args)", lambda: f("a", "b", "c"))
    t(fn + "(chr=)", lambda: f(chr="a"))
    t(fn + "('a', kw)", lambda: f("a", default=1))
for fn in TWO:
    f = getattr(u, fn)
    t(fn + "('x')", lambda: f("x"))
    t(fn + "('x', None)", lambda: f("x", None))
    t(fn + "('x', 'd')", lambda: f("x", "d"))
    t(fn + "('\\x00')", lambda: f("\x00"))
    t(fn + "('\\ue000', [])", lambda: f("\ue000", []))
    t(fn + "('\\U0010ffff')", lambda: f("\U0010ffff"))
    t(fn + "('\\ud800')", lambda: f("\ud800"))

t("lookup()", lambda: u.lookup())
t("lookup(1)", lambda: u.lookup(1))
t("lookup(None)", lambda: u.lookup(None))
t("lookup([])", lambda: u.lookup([]))
t("lookup(bytearray)", lambda: u.lookup(bytearray(b"NULL")))

t("lookup(2 args)", lambda: u.lookup("NULL", "x"))
t("lookup(name=)", lambda: u.lookup(name="NULL"))
t("lookup('')", lambda: u.lookup(""))
t("lookup('x')", lambda: u.lookup("x"))
t("lookup(256)", lambda: u.lookup("X" * 256))
t("lookup(257)", lambda: u.lookup("X" * 257))
t("lookup(b257)", lambda: u.lookup(b"X" * 257))
t("lookup(nul)", lambda: u.lookup("LATIN SMALL LETTER A\x00"))
t("lookup(nul2)", lambda: u.lookup("LATIN\x00SMALL LETTER A"))
t("lookup(bad utf8)", lambda: u.lookup(b"\xff\xfeA"))
t("lookup(e acute)", lambda: u.lookup("\xe9"))
t("lookup(surrogate)", lambda: u.lookup("a\ud800"))
t("lookup(cjk lower)", lambda: u.lookup("cjk unified ideograph-4e00"))
t("lookup(cjk lower hex)", lambda: u.lookup("CJK UNIFIED IDEOGRAPH-4e00"))
t("lookup(cjk 3 digits)", lambda: u.lookup("CJK UNIFIED IDEOGRAPH-4E0"))
t("lookup(cjk 6 digits)", lambda: u.lookup("CJK UNIFIED IDEOGRAPH-04E000"))
t("lookup(cjk outside)", lambda: u.lookup("CJK UNIFIED IDEOGRAPH-0041"))
t("lookup(hangul lower)", lambda: u.lookup("hangul syllable ga"))
t("lookup(hangul bad)", lambda: u.lookup("HANGUL SYLLABLE GAX"))
t("lookup(hangul empty)", lambda: u.lookup("HANGUL SYLLABLE "))
t("lookup(S)", lambda: u.lookup(S("NULL")))
t("lookup(B)", lambda: u.lookup(B(b"NULL")))
t("lookup(B bad)", lambda: u.lookup(B(b"NUL")))
t("lookup(array)", lambda: u.lookup(array.array("b", b"NULL")))
t("lookup(I)", lambda: u.lookup(I(3)))
t("lookup(True)", lambda: u.lookup(True))
t("category(True)", lambda: u.category(True))
t("name(default=)", lambda: u.name("\x00", default=3))
try:
    u.lookup("NO SUCH THING")
except KeyError as e:
    print("KeyError args", e.args)

for fn in ["normalize", "is_normalized"]:
    f = getattr(u, fn)
    t(fn + "()", lambda: f())
    t(fn + "('NFC')", lambda: f("NFC"))
    t(fn + "(3 args)", lambda: f("NFC", "a", "b"))
    t(fn + "(kw)", lambda: f("NFC", unistr="a"))
    t(fn + "(form=)", lambda: f(form="NFC", unistr="a"))
    t(fn + "(1, 'a')", lambda: f(1, "a"))
    t(fn + "(b'NFC', 'a')", lambda: f(b"NFC", "a"))
    t(fn + "('NFC', 1)", lambda: f("NFC", 1))
    t(fn + "('NFC', b'a')", lambda: f("NFC", b"a"))
    t(fn + "(1, 2)", lambda: f(1, 2))
    t(fn + "(None, 'a')", lambda: f(None, "a"))
    t(fn + "('NFC', None)", lambda: f("NFC", None))
    t(fn + "('X', 'a')", lambda: f("X", "a"))
    t(fn + "('nfc', 'a')", lambda: f("nfc", "a"))
    t(fn + "('NFC ', 'a')", lambda: f("NFC ", "a"))
    t(fn + "('NFC\\0', 'a')", lambda: f("NFC\x00", "a"))
    t(fn + "('X', '')", lambda: f("X", ""))
    t(fn + "(1, '')", lambda: f(1, ""))
    t(fn + "(S('NFD'), 'é')", lambda: f(S("NFD"), "\xe9"))


for name in ["category", "lookup", "normalize", "is_normalized", "name"]:
    print(repr(getattr(u, name)))
