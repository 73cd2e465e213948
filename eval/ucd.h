/*
 * ucd.h - Unicode character names (for "\N{...}" escapes and unicodedata).
 *
 * The tables are generated at build time from Debian's unicode-data files by
 * tools/gen_ucd_names.py; nothing is typed in by hand. Listed names are matched
 * without regard to case, the algorithmic ones case-sensitively, as CPython does. Hangul syllables and CJK unified ideographs have
 * algorithmic names and are computed, not listed.
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

#endif
