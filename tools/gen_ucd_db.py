#!/usr/bin/env python3
"""Generate the unicodedata module's tables from Debian's unicode-data files.

What the property tables of gen_ucd_props.py lack, laid out the same way (one record
per distinct combination, found through a two-level index):

  category, bidirectional class, canonical combining class, mirrored (UnicodeData.txt)
  east asian width (EastAsianWidth.txt; 'N' for an assigned character it omits)
  normalization quick checks NFD/NFKD/NFC/NFKC (DerivedNormalizationProps.txt)

An unassigned code point gets what CPython 3.11's dummy record gives it: category Cn,
bidirectional '', width 'F', combining 0, not mirrored, quick checks "yes".

Decompositions (UnicodeData field 5) get their own two-level index into
pe_ucd_db_decomp: a header (tag << 8 | count), then count code points; tag 0 is a
canonical mapping, others index pe_ucd_db_tags ("<compat>", ...). Entry 0 means none.

Compositions: the canonical pairs (first, second) -> composite of every two-character
canonical decomposition whose composite is not in Full_Composition_Exclusion, sorted
for binary search. Hangul syllables are composed and decomposed algorithmically.

Named sequences (NamedSequences.txt) for unicodedata.lookup, sorted by name.

Usage: gen_ucd_db.py UNICODE_DIR OUT.c
"""
import sys

NCP = 0x110000
SHIFT = 7
EAW_NAMES = ["F", "H", "W", "Na", "A", "N"]
QC_FORMS = ["NFD_QC", "NFKD_QC", "NFC_QC", "NFKC_QC"]  # 2 bits each, in this order
QC_VALUE = {"Y": 0, "M": 1, "N": 2}
# the decomposition stack core/ucd_db.h reserves (normalize keeps pending code points
# there); checked below against the deepest expansion the data needs
STACK_MAX = 64


def ranges(path):
    """(lo, hi, fields after the first) of each data line of a UCD property file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            a, _, b = fields[0].partition("..")
            lo = int(a, 16)
            yield lo, int(b, 16) if b else lo, fields[1:]


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


def two_level(values):
    """index1, index2 of a per-code-point list, identical blocks shared."""
    size = 1 << SHIFT
    index1, index2, blocks = [], [], {}
    for start in range(0, NCP, size):
        block = tuple(values[start:start + size])
        if block not in blocks:
            blocks[block] = len(index2) >> SHIFT
            index2.extend(block)
        index1.append(blocks[block])
    assert max(index1) < 65536 and max(index2) < 65536
    return index1, index2


def decompositions(ud):
    """cp -> (tag or '', [code points]) for every character with a mapping."""
    out = {}
    for cp, fields in ud.items():
        if not fields[5]:
            continue
        parts = fields[5].split()
        tag = parts.pop(0) if parts[0].startswith("<") else ""
        out[cp] = (tag, [int(x, 16) for x in parts])
    return out


def max_stack(decomp):
    """The most pending code points normalize's decomposition stack ever holds."""
    worst = 0
    for cp in decomp:
        for compat in (False, True):
            stack, peak = [cp], 1
            while stack:
                c = stack.pop()
                d = decomp.get(c)
                if d and (compat or not d[0]):
                    stack.extend(reversed(d[1]))
                    peak = max(peak, len(stack))
            worst = max(worst, peak)
    return worst


def main():
    src, out = sys.argv[1], sys.argv[2]
    ud = read_unicodedata(src)
    eaw = {}
    for lo, hi, f in ranges(f"{src}/EastAsianWidth.txt"):
        for c in range(lo, hi + 1):
            eaw[c] = f[0]
    qc = {}
    full_excl = set()
    for lo, hi, f in ranges(f"{src}/DerivedNormalizationProps.txt"):
        if f[0] in QC_FORMS:
            shift = 2 * QC_FORMS.index(f[0])
            for c in range(lo, hi + 1):
                qc[c] = qc.get(c, 0) | QC_VALUE[f[1]] << shift
        elif f[0] == "Full_Composition_Exclusion":
            full_excl.update(range(lo, hi + 1))
    decomp = decompositions(ud)
    with open(f"{src}/DerivedNormalizationProps.txt", encoding="utf-8") as f:
        version = f.readline().split("-")[1].rsplit(".", 1)[0]  # "15.0.0"
    assert version.count(".") == 2 and version.replace(".", "").isdigit(), version

    categories, bidis = [], [""]
    records, record_index, cp_record = [], {}, []
    for cp in range(NCP):
        fields = ud.get(cp)
        if fields:
            cat, ccc, bidi = fields[2], int(fields[3]), fields[4]
            mirrored = fields[9] == "Y"
            width = eaw.get(cp, "N")
            quick = qc.get(cp, 0)
        else:
            cat, ccc, bidi, mirrored, width, quick = "Cn", 0, "", False, "F", 0
        if cat not in categories:
            categories.append(cat)
        if bidi not in bidis:
            bidis.append(bidi)
        rec = (categories.index(cat), bidis.index(bidi), ccc, int(mirrored),
               EAW_NAMES.index(width), quick)
        if rec not in record_index:
            record_index[rec] = len(records)
            records.append(rec)
        cp_record.append(record_index[rec])
    assert len(records) < 65536

    tags = [""]
    data = [0]  # entry 0: no decomposition
    seq_index = {}
    cp_decomp = [0] * NCP
    for cp, (tag, seq) in sorted(decomp.items()):
        if tag not in tags:
            tags.append(tag)
        key = (tag, tuple(seq))
        if key not in seq_index:
            seq_index[key] = len(data)
            data.append(tags.index(tag) << 8 | len(seq))
            data.extend(seq)
        cp_decomp[cp] = seq_index[key]
    assert len(data) < 65536 and len(tags) < 256

    pairs = []
    for cp, (tag, seq) in decomp.items():
        if not tag and len(seq) == 2 and cp not in full_excl:
            pairs.append((seq[0], seq[1], cp))
    pairs.sort()
    # normalize's composition scan starts only at a pair's first character and stops at
    # the next class-0 character it cannot take in, so it stays linear only while every
    # first character has class 0 (true of every version so far): check it
    ccc = {cp: int(f[3]) for cp, f in ud.items()}
    assert all(ccc.get(a, 0) == 0 for a, _, _ in pairs)

    named = []
    with open(f"{src}/NamedSequences.txt", encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, seq = line.split(";")
            named.append((name.strip(), [int(x, 16) for x in seq.split()]))
    named.sort()
    assert max(len(s) for _, s in named) <= 4

    stack = max_stack(decomp)
    assert stack <= STACK_MAX, stack
    index1, index2 = two_level(cp_record)
    dindex1, dindex2 = two_level(cp_decomp)

    def values(w, items, per_line=16):
        items = list(items)
        for i in range(0, len(items), per_line):
            w.write("    " + ", ".join(str(x) for x in items[i:i + per_line]) + ",\n")

    def strings(w, cname, items):
        w.write(f"const char *const {cname}[] = {{\n")
        for s in items:
            w.write(f'    "{s}",\n')
        w.write("};\n\n")

    with open(out, "w", encoding="ascii") as w:
        w.write("/* Generated by tools/gen_ucd_db.py from the Unicode data files. */\n")
        w.write('#include "core/ucd_db.h"\n\n')
        w.write(f'const char pe_ucd_db_version[] = "{version}";\n\n')
        strings(w, "pe_ucd_db_categories", categories)
        strings(w, "pe_ucd_db_bidis", bidis)
        strings(w, "pe_ucd_db_widths", EAW_NAMES)
        strings(w, "pe_ucd_db_tags", tags)
        w.write("const pe_ucd_db_record pe_ucd_db_records[] = {\n")
        for r in records:
            w.write("    {%d, %d, %d, %d, %d, %d},\n" % r)
        w.write("};\n\n")
        for name, arr in (("pe_ucd_db_index1", index1), ("pe_ucd_db_index2", index2),
                          ("pe_ucd_db_dindex1", dindex1), ("pe_ucd_db_dindex2", dindex2)):
            w.write(f"const uint16_t {name}[] = {{\n")
            values(w, arr, 20)
            w.write("};\n\n")
        w.write("const uint32_t pe_ucd_db_decomp[] = {\n")
        values(w, data, 12)
        w.write("};\n\n")
        w.write("const pe_ucd_db_pair pe_ucd_db_pairs[] = {\n")
        for a, b, c in pairs:
            w.write(f"    {{0x{a:X}u, 0x{b:X}u, 0x{c:X}u}},\n")
        w.write("};\n")
        w.write(f"const unsigned pe_ucd_db_pairs_len = {len(pairs)}u;\n\n")
        w.write("const pe_ucd_db_named pe_ucd_db_named_seqs[] = {\n")
        for name, seq in named:
            cps = ", ".join(f"0x{c:X}u" for c in seq)
            w.write(f'    {{"{name}", {len(seq)}u, {{{cps}}}}},\n')
        w.write("};\n")
        w.write(f"const unsigned pe_ucd_db_named_len = {len(named)}u;\n\n")
        # the header hard-codes these; fail the build loudly if they drift
        for k, v in (("PE_UCD_DB_SHIFT", SHIFT), ("PE_UCD_DB_STACK", STACK_MAX)):
            w.write(f"#if {k} != {v}\n#error \"core/ucd_db.h {k} disagrees with the "
                    "generator\"\n#endif\n")


if __name__ == "__main__":
    main()
