/*
 * ucd.c - name lookups over the generated tables, plus the algorithmic names
 * (Unicode chapter 3.12 for Hangul syllables; "CJK UNIFIED IDEOGRAPH-XXXX").
 */
#include "ucd.h"

#include <stdio.h>
#include <string.h>

/* Hangul syllable composition constants (Unicode 3.12). */
#define PE_HANGUL_S     0xAC00u
#define PE_HANGUL_L     19u
#define PE_HANGUL_V     21u
#define PE_HANGUL_T     28u
#define PE_HANGUL_N     (PE_HANGUL_V * PE_HANGUL_T)
#define PE_HANGUL_COUNT (PE_HANGUL_L * PE_HANGUL_N)

static const char *const pe_jamo_l[PE_HANGUL_L] = {"G", "GG", "N", "D",  "DD", "R", "M",
                                                   "B", "BB", "S", "SS", "",   "J", "JJ",
                                                   "C", "K",  "T", "P",  "H"};
static const char *const pe_jamo_v[PE_HANGUL_V] = {
    "A",  "AE", "YA", "YAE", "EO", "E",  "YEO", "YE", "O",  "WA", "WAE",
    "OE", "YO", "U",  "WEO", "WE", "WI", "YU",  "EU", "YI", "I"};
static const char *const pe_jamo_t[PE_HANGUL_T] = {
    "",   "G",  "GG", "GS", "N",  "NJ", "NH", "D",  "L", "LG", "LM", "LB", "LS", "LT",
    "LP", "LH", "M",  "B",  "BS", "S",  "SS", "NG", "J", "C",  "K",  "T",  "P",  "H"};

static int pe_ucd_upper(int c) {
    return c >= 'a' && c <= 'z' ? c - 32 : c;
}

/* Compares name[0..len) case-insensitively with the NUL-terminated upper-case s. */
static int pe_ucd_cmp(const char *name, size_t len, const char *s) {
    /* loop-bound: const: a character name (at most 88 bytes in the UCD) */
    for (size_t i = 0; i < len; i++) {
        int a = pe_ucd_upper((unsigned char)name[i]), b = (unsigned char)s[i];
        if (b == 0) return 1;
        if (a != b) return a - b;
    }
    return s[len] == 0 ? 0 : -1;
}

/* Matches a prefix of a Jamo table, longest first, as CPython's find_syllable. */
static int pe_ucd_jamo(const char **p, const char *end, const char *const *tab, int n) {
    int best = -1;
    size_t best_len = 0;
    /* loop-bound: const: the Hangul jamo tables */
    for (int i = 0; i < n; i++) {
        size_t l = strlen(tab[i]);
        if (l > (size_t)(end - *p) || l < best_len || (best >= 0 && l == best_len))
            continue;
        size_t k = 0;
        /* loop-bound: const: the Hangul jamo tables */
        while (k < l && (*p)[k] == tab[i][k])
            k++;
        if (k == l) {
            best = i;
            best_len = l;
        }
    }
    if (best >= 0) *p += best_len;
    return best;
}

/* The algorithmic prefixes are matched case-sensitively, as CPython's _getcode does
 * (only the listed names are compared without regard to case). */
static int pe_ucd_prefix(const char *name, size_t len, const char *prefix) {
    size_t pl = strlen(prefix);
    return len >= pl && memcmp(name, prefix, pl) == 0 ? (int)pl : -1;
}

int pe_ucd_lookup(const char *name, size_t len, uint32_t *cp) {
    int pl;
    if ((pl = pe_ucd_prefix(name, len, "HANGUL SYLLABLE ")) > 0) {
        const char *p = name + pl, *end = name + len;
        int l = pe_ucd_jamo(&p, end, pe_jamo_l, PE_HANGUL_L);
        int v = pe_ucd_jamo(&p, end, pe_jamo_v, PE_HANGUL_V);
        int t = pe_ucd_jamo(&p, end, pe_jamo_t, PE_HANGUL_T);
        if (l >= 0 && v >= 0 && t >= 0 && p == end) {
            *cp = PE_HANGUL_S + ((uint32_t)l * PE_HANGUL_V + (uint32_t)v) * PE_HANGUL_T +
                  (uint32_t)t;
            return 0;
        }
        return -1;
    }
    if ((pl = pe_ucd_prefix(name, len, "CJK UNIFIED IDEOGRAPH-")) > 0) {
        size_t n = len - (size_t)pl;
        if (n != 4 && n != 5) return -1;
        uint32_t v = 0;
        /* loop-bound: caller-charged: \N{...} names are part of the source; unicodedata-
         * style lookups charge the name */
        for (size_t i = 0; i < n; i++) {
            int c = (unsigned char)name[pl + (int)i];
            if (c >= '0' && c <= '9')
                v = v * 16 + (uint32_t)(c - '0');
            else if (c >= 'A' && c <= 'F')
                v = v * 16 + (uint32_t)(c - 'A' + 10);
            else
                return -1; /* CPython requires upper-case hex here */
        }
        /* loop-bound: const: the CJK range table */
        for (unsigned i = 0; i < pe_ucd_cjk_ranges_len; i++)
            if (v >= pe_ucd_cjk_ranges[i][0] && v <= pe_ucd_cjk_ranges[i][1]) {
                *cp = v;
                return 0;
            }
        return -1;
    }
    unsigned lo = 0, hi = pe_ucd_by_name_len;
    /* loop-bound: digits: a bisection over a fixed table */
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        int c = pe_ucd_cmp(name, len, pe_ucd_name_blob + pe_ucd_by_name[mid].name);
        if (c == 0) {
            *cp = pe_ucd_by_name[mid].cp;
            return 0;
        }
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return -1;
}

int pe_ucd_name(uint32_t cp, char *buf, size_t cap) {
    int n;
    if (cp >= PE_HANGUL_S && cp < PE_HANGUL_S + PE_HANGUL_COUNT) {
        uint32_t s = cp - PE_HANGUL_S;
        n = snprintf(buf, cap, "HANGUL SYLLABLE %s%s%s", pe_jamo_l[s / PE_HANGUL_N],
                     pe_jamo_v[(s % PE_HANGUL_N) / PE_HANGUL_T],
                     pe_jamo_t[s % PE_HANGUL_T]);
        return n > 0 && (size_t)n < cap ? n : -1;
    }
    /* loop-bound: const: the CJK range table */
    for (unsigned i = 0; i < pe_ucd_cjk_ranges_len; i++)
        if (cp >= pe_ucd_cjk_ranges[i][0] && cp <= pe_ucd_cjk_ranges[i][1]) {
            n = snprintf(buf, cap, "CJK UNIFIED IDEOGRAPH-%X", cp);
            return n > 0 && (size_t)n < cap ? n : -1;
        }
    unsigned lo = 0, hi = pe_ucd_by_cp_len;
    /* loop-bound: digits: a bisection over a fixed table */
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (pe_ucd_by_cp[mid].cp == cp) {
            const char *s = pe_ucd_name_blob + pe_ucd_by_cp[mid].name;
            size_t l = strlen(s);
            if (l >= cap) return -1;
            memcpy(buf, s, l + 1);
            return (int)l;
        }
        if (pe_ucd_by_cp[mid].cp < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* ---- character properties ------------------------------------------------------------ */

int pe_ucd_case(int32_t cp, pe_ucd_casemap which, int32_t out[3]) {
    const pe_ucd_record *r = pe_ucd_get(cp);
    uint16_t e = 0;
    int32_t delta = 0;
    switch (which) {
    case PE_UCD_TO_UPPER: e = r->ext_upper, delta = r->upper; break;
    case PE_UCD_TO_LOWER: e = r->ext_lower, delta = r->lower; break;
    case PE_UCD_TO_TITLE: e = r->ext_title, delta = r->title; break;
    case PE_UCD_TO_FOLD:
        e = r->ext_fold, delta = r->lower; /* no fold entry: folding is lowering */
        break;
    }
    if (e) {
        int n = (int)pe_ucd_ext[e];
        /* loop-bound: const: at most 3 code points of one case mapping */
        for (int i = 0; i < n; i++)
            out[i] = (int32_t)pe_ucd_ext[e + 1 + (unsigned)i];
        return n;
    }
    out[0] = cp + delta;
    return 1;
}

int pe_ucd_numeric_value(int32_t cp, long long *num, long long *den) {
    const pe_ucd_record *r = pe_ucd_get(cp);
    if (!r->numeric) return -1;
    *num = pe_ucd_numerics[r->numeric].num;
    *den = pe_ucd_numerics[r->numeric].den;
    return 0;
}
