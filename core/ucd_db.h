/*
 * ucd_db.h - the unicodedata module's tables: general category, bidirectional class,
 * canonical combining class, mirrored, east asian width, normalization quick checks,
 * decomposition mappings, canonical composition pairs and named sequences.
 *
 * Generated at build time by tools/gen_ucd_db.py from Debian's unicode-data files (the
 * file's docstring gives the layout); nothing is typed in by hand. All tables are
 * static and read-only: every accessor below is borrowed, allocates nothing and cannot
 * fail.
 */
#ifndef PE_UCD_DB_H
#define PE_UCD_DB_H

#include <stddef.h>
#include <stdint.h>

#define PE_UCD_DB_SHIFT 7
/* Room for the code points normalize keeps pending while it expands a decomposition
 * (the generator checks the data never needs more). */
#define PE_UCD_DB_STACK 64

/* Normalization quick-check answers, 2 bits per form at PE_UCD_DB_QC_SHIFT(form). */
enum { PE_UCD_DB_QC_YES = 0, PE_UCD_DB_QC_MAYBE = 1, PE_UCD_DB_QC_NO = 2 };

typedef struct pe_ucd_db_record {
    uint8_t category;  /* index into pe_ucd_db_categories */
    uint8_t bidi;      /* index into pe_ucd_db_bidis ("" for unassigned) */
    uint8_t combining; /* canonical combining class */
    uint8_t mirrored;  /* 0 or 1 */
    uint8_t width;     /* index into pe_ucd_db_widths */
    uint8_t quick;     /* quick checks: NFD bits 0-1, NFKD 2-3, NFC 4-5, NFKC 6-7 */
} pe_ucd_db_record;

typedef struct pe_ucd_db_pair {
    uint32_t first, second, composite;
} pe_ucd_db_pair;

typedef struct pe_ucd_db_named {
    const char *name;
    uint32_t len;
    uint32_t cps[4];
} pe_ucd_db_named;

extern const char pe_ucd_db_version[]; /* the data's Unicode version, "15.0.0" */
extern const char *const pe_ucd_db_categories[];
extern const char *const pe_ucd_db_bidis[];
extern const char *const pe_ucd_db_widths[];
extern const char *const pe_ucd_db_tags[]; /* "" for canonical, then "<compat>"... */
extern const pe_ucd_db_record pe_ucd_db_records[];
extern const uint16_t pe_ucd_db_index1[], pe_ucd_db_index2[];
extern const uint16_t pe_ucd_db_dindex1[], pe_ucd_db_dindex2[];
extern const uint32_t pe_ucd_db_decomp[];
extern const pe_ucd_db_pair pe_ucd_db_pairs[]; /* sorted by (first, second) */
extern const unsigned pe_ucd_db_pairs_len;
extern const pe_ucd_db_named pe_ucd_db_named_seqs[]; /* sorted by name */
extern const unsigned pe_ucd_db_named_len;

/* Looks v up in a two-level table (v < 0x110000). */
static inline unsigned pe_ucd_db_lookup2(const uint16_t *i1, const uint16_t *i2,
                                         uint32_t v) {
    unsigned block = i1[v >> PE_UCD_DB_SHIFT];
    return i2[(block << PE_UCD_DB_SHIFT) + (v & ((1u << PE_UCD_DB_SHIFT) - 1))];
}

/* The record of a code point (0..0x10FFFF). Borrowed, static. */
static inline const pe_ucd_db_record *pe_ucd_db_get(uint32_t cp) {
    return &pe_ucd_db_records[pe_ucd_db_lookup2(pe_ucd_db_index1, pe_ucd_db_index2, cp)];
}

/* The decomposition of cp: a pointer to its header (tag << 8 | count) followed by
 * count code points, or NULL when cp has no mapping in UnicodeData (Hangul syllables
 * have none there either). Borrowed, static. */
static inline const uint32_t *pe_ucd_db_decomposition(uint32_t cp) {
    unsigned i = pe_ucd_db_lookup2(pe_ucd_db_dindex1, pe_ucd_db_dindex2, cp);
    return i ? &pe_ucd_db_decomp[i] : NULL;
}

#endif
