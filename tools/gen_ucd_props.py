#!/usr/bin/env python3
"""Generate the Unicode character-property tables from Debian's unicode-data files.

One record per distinct combination of properties, found through a two-level index
(pe_ucd_index1[cp >> SHIFT], pe_ucd_index2[...]), as CPython's makeunicodedata.py lays
out its type records. The properties and their definitions follow CPython 3.11
(Objects/unicodectype.c), so str methods answer as CPython does:

  ALPHA      category Lu Ll Lt Lm Lo                    (str.isalpha)
  DECIMAL    UnicodeData decimal field present          (str.isdecimal, int())
  DIGIT      UnicodeData digit field present            (str.isdigit)
  NUMERIC    numeric field present, or a Unihan kAccountingNumeric / kOtherNumeric /
             kPrimaryNumeric value                       (str.isnumeric)
  LOWER      derived property Lowercase                  (str.islower)
  UPPER      derived property Uppercase                  (str.isupper)
  TITLE      category Lt                                 (str.istitle)
  SPACE      category Zs or bidirectional class WS, B, S (str.isspace, str.split())
  LINEBREAK  category Zl or bidirectional class B        (str.splitlines)
  PRINTABLE  ' ' or a category outside C* and Z*         (str.isprintable, repr)
  XID_START, XID_CONTINUE (DerivedCoreProperties)        (str.isidentifier)
  CASED, CASE_IGNORABLE (DerivedCoreProperties)          (title(), final sigma)

Case mappings: the simple mappings of UnicodeData.txt as deltas, plus full mappings
(SpecialCasing.txt without its conditional lines, and CaseFolding.txt statuses C and F)
stored as sequences in pe_ucd_ext: ext[i] is a length n followed by n code points.

Usage: gen_ucd_props.py UNICODE_DIR OUT.c
"""
import bz2
import sys
from fractions import Fraction

FLAGS = ["ALPHA", "DECIMAL", "DIGIT", "NUMERIC", "LOWER", "UPPER", "TITLE", "SPACE",
         "LINEBREAK", "PRINTABLE", "XID_START", "XID_CONTINUE", "CASED",
         "CASE_IGNORABLE"]
BIT = {name: 1 << i for i, name in enumerate(FLAGS)}
NCP = 0x110000
SHIFT = 7


def read_unicodedata(src):
    data = {}
    first = None
    with open(f"{src}/UnicodeData.txt", encoding="ascii") as f:
        for line in f:
            fields = line.rstrip("\n").split(";")
            cp = int(fields[0], 16)
            if fields[1].endswith(", First>"):
                first = cp
                continue
            if fields[1].endswith(", Last>"):
                for c in range(first, cp + 1):
                    data[c] = fields
                continue
            data[cp] = fields
    return data


def read_props(path, wanted):
    props = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            rng, prop = [x.strip() for x in line.split(";")[:2]]
            if prop not in wanted:
                continue
            a, _, b = rng.partition("..")
            lo = int(a, 16)
            hi = int(b, 16) if b else lo
            for c in range(lo, hi + 1):
                props.setdefault(c, set()).add(prop)
    return props


def read_special_casing(src):
    sc = {}
    with open(f"{src}/SpecialCasing.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0]
            if not line.strip():
                continue
            d = [x.strip() for x in line.split(";")]
            if d[4]:
                continue  # conditional (language or context); final sigma is in C
            seq = lambda s: [int(x, 16) for x in s.split()]
            sc[int(d[0], 16)] = (seq(d[1]), seq(d[2]), seq(d[3]))
    return sc


def read_case_folding(src):
    cf = {}
    with open(f"{src}/CaseFolding.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0]
            if not line.strip():
                continue
            d = [x.strip() for x in line.split(";")]
            if d[1] in ("C", "F"):
                cf[int(d[0], 16)] = [int(x, 16) for x in d[2].split()]
    return cf


def read_unihan_numeric(src):
    out = {}
    with bz2.open(f"{src}/Unihan_NumericValues.txt.bz2", "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cp, field, value = line.rstrip("\n").split("\t")
            if field in ("kAccountingNumeric", "kOtherNumeric", "kPrimaryNumeric"):
                out[int(cp[2:], 16)] = value
    return out


def main():
    src, out = sys.argv[1], sys.argv[2]
    ud = read_unicodedata(src)
    core = read_props(f"{src}/DerivedCoreProperties.txt",
                      {"Lowercase", "Uppercase", "XID_Start", "XID_Continue", "Cased",
                       "Case_Ignorable"})
    sc = read_special_casing(src)
    cf = read_case_folding(src)
    unihan = read_unihan_numeric(src)

    ext = [0]  # index 0 means "no full mapping"
    ext_index = {}

    def ext_add(seq):
        key = tuple(seq)
        if key not in ext_index:
            ext_index[key] = len(ext)
            ext.append(len(seq))
            ext.extend(seq)
        return ext_index[key]

    numerics = [None]
    numeric_index = {}
    records = []
    record_index = {}
    cp_record = []
    for cp in range(NCP):
        fields = ud.get(cp)
        cat = fields[2] if fields else "Cn"
        bidi = fields[4] if fields else ""
        props = core.get(cp, ())
        flags = 0
        if cat in ("Lu", "Ll", "Lt", "Lm", "Lo"):
            flags |= BIT["ALPHA"]
        decimal = digit = -1
        numeric = None
        if fields:
            if fields[6]:
                flags |= BIT["DECIMAL"]
                decimal = int(fields[6])
            if fields[7]:
                flags |= BIT["DIGIT"]
                digit = int(fields[7])
            if fields[8]:
                numeric = fields[8]
        if numeric is None and cp in unihan:
            numeric = unihan[cp]
        if numeric is not None:
            flags |= BIT["NUMERIC"]
        if "Lowercase" in props:
            flags |= BIT["LOWER"]
        if "Uppercase" in props:
            flags |= BIT["UPPER"]
        if cat == "Lt":
            flags |= BIT["TITLE"]
        if cat == "Zs" or bidi in ("WS", "B", "S"):
            flags |= BIT["SPACE"]
        if cat == "Zl" or bidi == "B":
            flags |= BIT["LINEBREAK"]
        if cp == 0x20 or cat[0] not in "CZ":
            flags |= BIT["PRINTABLE"]
        for p, b in (("XID_Start", "XID_START"), ("XID_Continue", "XID_CONTINUE"),
                     ("Cased", "CASED"), ("Case_Ignorable", "CASE_IGNORABLE")):
            if p in props:
                flags |= BIT[b]
        upper = int(fields[12], 16) if fields and fields[12] else cp
        lower = int(fields[13], 16) if fields and fields[13] else cp
        title = int(fields[14], 16) if fields and fields[14] else upper
        full = sc.get(cp)
        fold = cf.get(cp, [cp])
        if full is None and fold != [lower]:
            full = ([lower], [title], [upper])
        eu = el = et = ef = 0
        if full is not None:
            el, et, eu = ext_add(full[0]), ext_add(full[1]), ext_add(full[2])
            ef = ext_add(fold)
        ni = 0
        if numeric is not None:
            if numeric not in numeric_index:
                numeric_index[numeric] = len(numerics)
                numerics.append(numeric)
            ni = numeric_index[numeric]
        rec = (flags, upper - cp, lower - cp, title - cp, eu, el, et, ef, decimal, digit, ni)
        if rec not in record_index:
            record_index[rec] = len(records)
            records.append(rec)
        cp_record.append(record_index[rec])

    # two-level index: blocks of 1 << SHIFT code points, identical blocks shared
    block_size = 1 << SHIFT
    index1, index2, blocks = [], [], {}
    for start in range(0, NCP, block_size):
        block = tuple(cp_record[start:start + block_size])
        if block not in blocks:
            blocks[block] = len(index2) >> SHIFT
            index2.extend(block)
        index1.append(blocks[block])
    assert len(ext) < 65536 and len(records) < 65536 and len(numerics) < 65536

    def values(w, items, per_line=16):
        items = list(items)
        for i in range(0, len(items), per_line):
            w.write("    " + ", ".join(str(x) for x in items[i:i + per_line]) + ",\n")

    t1 = "uint8_t" if max(index1) < 256 else "uint16_t"
    with open(out, "w", encoding="ascii") as w:
        w.write("/* Generated by tools/gen_ucd_props.py from the Unicode data files. */\n")
        w.write('#include "core/ucd.h"\n\n')
        w.write("const pe_ucd_record pe_ucd_records[] = {\n")
        for r in records:
            w.write("    {%du, %d, %d, %d, %du, %du, %du, %du, %d, %d, %du},\n" % r)
        w.write("};\n\n")
        w.write(f"const {t1} pe_ucd_index1[] = {{\n")
        values(w, index1, 24)
        w.write("};\n\n")
        w.write("const uint16_t pe_ucd_index2[] = {\n")
        values(w, index2, 20)
        w.write("};\n\n")
        w.write("const uint32_t pe_ucd_ext[] = {\n")
        values(w, ext, 12)
        w.write("};\n\n")
        w.write("/* numeric values as fractions (numerator, denominator); entry 0 unused */\n")
        w.write("const pe_ucd_numeric pe_ucd_numerics[] = {\n    {0, 1},\n")
        for v in numerics[1:]:
            fr = Fraction(v.replace(",", ""))
            w.write(f"    {{{fr.numerator}LL, {fr.denominator}LL}},\n")
        w.write("};\n")
    header_check = {"PE_UCD_SHIFT": SHIFT, "PE_UCD_INDEX1_WIDE": int(t1 == "uint16_t")}
    # the header hard-codes these; fail the build loudly if they drift
    with open(out, "a", encoding="ascii") as w:
        for k, v in header_check.items():
            w.write(f"#if {k} != {v}\n#error \"core/ucd.h {k} disagrees with the generator\"\n#endif\n")
        for i, name in enumerate(FLAGS):
            w.write(f"#if PE_UCD_{name} != {1 << i}\n#error \"core/ucd.h PE_UCD_{name}\"\n#endif\n")


if __name__ == "__main__":
    main()
