# unicodedata: the module's import (functions, unidata_version), str results, the
# normalization buffers and builder (both forms of is_normalized's comparison), and the
# KeyError of lookup (decoding and formatting the name); each allocation failing in
# turn must end cleanly.
import unicodedata as u
print(u.unidata_version, u.category("a"), u.bidirectional("\u05d0"), u.name("a"))
print(u.decomposition("\ufb01"), u.east_asian_width("\u4e00"), u.numeric("\u2153"))
print(u.lookup("LATIN SMALL LETTER A"), u.lookup("BOM") == "\ufeff")
print([len(u.normalize(f, "e\u0301\u1100\u1161\ufdfa" * 3)) for f in ("NFC", "NFD", "NFKC", "NFKD")])
print(u.is_normalized("NFC", "e\u0301"), u.is_normalized("NFKC", "\u1100\u1161"))
for name in ("NO SUCH NAME", b"\xff\xfe", "\u00e9"):
    try:
        u.lookup(name)
    except KeyError as e:
        print("KeyError", e)
