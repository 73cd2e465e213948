# unicodedata.name over U+0..U+FFFF, and lookup of every name back (in
# upper and lower case), against CPython's database.
import hashlib
import unicodedata as u

# Characters added in Unicode 15.0 (DerivedAge.txt): pyeval uses the machine's 15.0
# database, CPython 3.11 its own 14.0 one, so these differ (docs/differences.md).
NEW_IN_15 = [
    (0x0CF3, 0x0CF3), (0x0ECE, 0x0ECE), (0x10EFD, 0x10EFF), (0x1123F, 0x11241),
    (0x11B00, 0x11B09), (0x11F00, 0x11F10), (0x11F12, 0x11F3A), (0x11F3E, 0x11F59),
    (0x1342F, 0x1342F), (0x13439, 0x13455), (0x1B132, 0x1B132), (0x1B155, 0x1B155),
    (0x1D2C0, 0x1D2D3), (0x1DF25, 0x1DF2A), (0x1E030, 0x1E06D), (0x1E08F, 0x1E08F),
    (0x1E4D0, 0x1E4F9), (0x1F6DC, 0x1F6DC), (0x1F774, 0x1F776), (0x1F77B, 0x1F77F),
    (0x1F7D9, 0x1F7D9), (0x1FA75, 0x1FA77), (0x1FA87, 0x1FA88), (0x1FAAD, 0x1FAAF),
    (0x1FABB, 0x1FABD), (0x1FABF, 0x1FABF), (0x1FACE, 0x1FACF), (0x1FADA, 0x1FADB),
    (0x1FAE8, 0x1FAE8), (0x1FAF7, 0x1FAF8), (0x2B739, 0x2B739), (0x31350, 0x323AF),
]


def code_points(lo, hi):
    """The code points of lo..hi-1 that Unicode 14.0 already had (assigned or not)."""
    out = []
    for a, b in NEW_IN_15:  # sorted, disjoint
        if b >= lo and a < hi:
            out.extend(range(lo, a))
            lo = b + 1
    out.extend(range(lo, hi))
    return out

LO, HI = 0x0, 0x10000

# one digest per block of 1024 code points, and every 41st name in full
for block in range(LO, HI, 1024):
    h = hashlib.sha256()
    bad = []
    for cp in code_points(block, block + 1024):
        c = chr(cp)
        n = u.name(c, None)
        if n is None:
            continue
        h.update(("%X %s\n" % (cp, n)).encode())
        # listed names match in any case, the algorithmic ones only in upper case
        low = cp % 7 == 0 and not n.startswith(("CJK UNIFIED", "HANGUL SYLLABLE"))
        if u.lookup(n) != c or u.lookup(n.lower() if low else n) != c:
            bad.append(cp)
        if cp % 41 == 0:
            print("%04X" % cp, n)
    print("block %04X" % block, h.hexdigest()[:16], bad)
