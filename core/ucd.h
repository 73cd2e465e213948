/*
 * ucd.h - Unicode character names (for "\N{...}" escapes and unicodedata) and
 * character properties (str methods, int()/float() digits).
 *
 * The tables are generated at build time from Debian's unicode-data files by
 * tools/gen_ucd_names.py; nothing is typed in by hand. Listed names are matched
 * without regard to case, the algorithmic ones case-sensitively, as CPython does. Hangul
 * syllables and CJK unified ideographs have algorithmic names and are computed, not listed.
 */
#ifndef PE_UCD_H
#define PE_UCD_H

#include <stddef.h>
#include <stdint.h>

typedef struct pe_ucd_name_entry {
    uint32_t name; /* offset into pe_ucd_name_blob */
    uint32_t cp;
} pe_ucd_name_entry;

extern const char pe_ucd_name_blob[];
extern const pe_ucd_name_entry pe_ucd_by_name[]; /* sorted by name; includes aliases */
extern const unsigned pe_ucd_by_name_len;
extern const pe_ucd_name_entry pe_ucd_by_cp[]; /* sorted by code point; no aliases */
extern const unsigned pe_ucd_by_cp_len;
extern const unsigned pe_ucd_cjk_ranges[][2];
extern const unsigned pe_ucd_cjk_ranges_len;

/* Looks up a character by name (len bytes, any case; aliases accepted as in
 * "\N{...}"). Returns 0 and sets *cp, or -1 if there is no such name. Cannot fail
 * otherwise; uses no memory. */
int pe_ucd_lookup(const char *name, size_t len, uint32_t *cp);

/* Writes the name of cp (NUL-terminated) into buf of size cap. Returns its length, or
 * -1 if cp has no name or buf is too small (cap >= 128 always suffices). */
int pe_ucd_name(uint32_t cp, char *buf, size_t cap);

/* ---- character properties (tables from tools/gen_ucd_props.py) ---------------------- */

/* Property bits; definitions as in CPython 3.11's unicodectype.c (see the generator). */
#define PE_UCD_ALPHA          0x1
#define PE_UCD_DECIMAL        0x2
#define PE_UCD_DIGIT          0x4
#define PE_UCD_NUMERIC        0x8
#define PE_UCD_LOWER          0x10
#define PE_UCD_UPPER          0x20
#define PE_UCD_TITLE          0x40
#define PE_UCD_SPACE          0x80
#define PE_UCD_LINEBREAK      0x100
#define PE_UCD_PRINTABLE      0x200
#define PE_UCD_XID_START      0x400
#define PE_UCD_XID_CONTINUE   0x800
#define PE_UCD_CASED          0x1000
#define PE_UCD_CASE_IGNORABLE 0x2000

#define PE_UCD_SHIFT       7
#define PE_UCD_INDEX1_WIDE 1

typedef struct pe_ucd_record {
    uint32_t flags;
    int32_t upper, lower, title;   /* simple mappings, as deltas from the code point */
    uint16_t ext_upper, ext_lower; /* full mappings: offsets into pe_ucd_ext, 0 = none */
    uint16_t ext_title, ext_fold;
    int8_t decimal, digit; /* -1 when absent */
    uint16_t numeric;      /* index into pe_ucd_numerics, 0 = none */
} pe_ucd_record;

typedef struct pe_ucd_numeric {
    long long num, den;
} pe_ucd_numeric;

extern const pe_ucd_record pe_ucd_records[];
extern const uint16_t pe_ucd_index1[];
extern const uint16_t pe_ucd_index2[];
extern const uint32_t pe_ucd_ext[];
extern const pe_ucd_numeric pe_ucd_numerics[];

/* The property record of a code point (any int32; outside 0..0x10FFFF gives the record
 * of an unassigned character). Borrowed, static. Cannot fail. */
static inline const pe_ucd_record *pe_ucd_get(int32_t cp) {
    uint32_t c = (uint32_t)cp;
    if (c >= 0x110000u) c = 0xFFFFu; /* a noncharacter: category Cn, no properties */
    unsigned block = pe_ucd_index1[c >> PE_UCD_SHIFT];
    return &pe_ucd_records[pe_ucd_index2[(block << PE_UCD_SHIFT) +
                                         (c & ((1u << PE_UCD_SHIFT) - 1))]];
}

static inline int pe_ucd_has(int32_t cp, uint32_t flag) {
    return (pe_ucd_get(cp)->flags & flag) != 0;
}

/* Which full case mapping pe_ucd_case writes. */
typedef enum {
    PE_UCD_TO_UPPER,
    PE_UCD_TO_LOWER,
    PE_UCD_TO_TITLE,
    PE_UCD_TO_FOLD
} pe_ucd_casemap;

/* Full case mapping of cp (SpecialCasing's unconditional rules, CaseFolding C+F) into
 * out (room for 3 code points always suffices). Returns the count written (1..3). The
 * context-dependent final sigma is the caller's business. Cannot fail. */
int pe_ucd_case(int32_t cp, pe_ucd_casemap which, int32_t out[3]);

/* Numeric value of cp as a fraction (UnicodeData field 8 or Unihan). Returns 0 and sets
 * *num / *den, or -1 if cp has none. Cannot fail. */
int pe_ucd_numeric_value(int32_t cp, long long *num, long long *den);

#endif
