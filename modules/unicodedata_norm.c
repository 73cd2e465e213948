/*
 * unicodedata_norm.c - unicodedata.normalize and is_normalized (Unicode Standard Annex
 * #15) over the tables of core/ucd_db.h, answering as CPython 3.11 does: the quick check
 * first (a string it says "yes" to comes back as the very argument), then full
 * decomposition, canonical ordering and, for NFC/NFKC, canonical composition.
 *
 * Work: one op per code point of the input before anything is done (each is looked up,
 * decomposed, ordered and composed a bounded number of times), one more per 8 code
 * points of every capacity the working buffer grows to (a decomposition is at most 18
 * code points, so the buffer is bounded by 18x the input), and the str builder's own
 * charges for the result. All memory goes through pe_mem, so a result past the memory
 * limit stops with MemoryError while the buffer grows.
 */
#include <string.h>

#include "../builtins/str.h"
#include "../core/ucd_db.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/vm.h"
#include "unicodedata.h"

/* Hangul syllable constants (Unicode chapter 3.12). */
#define UD_S_BASE  0xAC00u
#define UD_L_BASE  0x1100u
#define UD_V_BASE  0x1161u
#define UD_T_BASE  0x11A7u
#define UD_L_COUNT 19u
#define UD_V_COUNT 21u
#define UD_T_COUNT 28u
#define UD_N_COUNT (UD_V_COUNT * UD_T_COUNT)
#define UD_S_COUNT (UD_L_COUNT * UD_N_COUNT)

/* A code point composition consumed (never a valid code point). */
#define UD_GONE 0xFFFFFFFFu

typedef enum { UD_NFD = 0, UD_NFKD = 1, UD_NFC = 2, UD_NFKC = 3 } ud_form;

/* The working buffer of code points. */
typedef struct ud_buf {
    pe_vm *vm;
    uint32_t *p;
    size_t len, cap;
} ud_buf;

static void ud_buf_free(ud_buf *b) {
    if (b->p) pe_mem_free(&b->vm->mem, b->p, b->cap * sizeof *b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* Room for `extra` more code points, charging each new capacity (one op per 8 code
 * points) before allocating it. 0, or -1 with MemoryError or a limit pending. */
static int ud_buf_reserve(ud_buf *b, size_t extra) {
    if (b->len + extra <= b->cap) return 0;
    size_t ncap = b->cap ? b->cap : 16;
    /* loop-bound: const: at most 64 doublings */
    while (ncap < b->len + extra) {
        if (ncap > ((size_t)1 << 56) / sizeof *b->p) {
            pe_err_nomem(b->vm);
            return -1;
        }
        ncap *= 2;
    }
    if (PE_TICK(b->vm, ncap / 8) < 0) return -1;
    uint32_t *np =
        pe_mem_realloc(&b->vm->mem, b->p, b->cap * sizeof *b->p, ncap * sizeof *b->p);
    if (!np) {
        pe_err_nomem(b->vm);
        return -1;
    }
    b->p = np;
    b->cap = ncap;
    return 0;
}

static unsigned ud_ccc(uint32_t cp) {
    return pe_ucd_db_get(cp)->combining;
}

/* Appends the full decomposition of cp (canonical, or with `compat` compatibility
 * mappings too). 0 or -1 with the error pending. */
static int ud_decompose_one(ud_buf *b, uint32_t cp, int compat) {
    uint32_t stack[PE_UCD_DB_STACK];
    size_t sp = 0;
    stack[sp++] = cp;
    /* loop-bound: const: one character's decomposition tree (the generator checks that
     * it never holds more than PE_UCD_DB_STACK pending code points) */
    while (sp) {
        uint32_t c = stack[--sp];
        if (ud_buf_reserve(b, 3) < 0) return -1;
        if (c - UD_S_BASE < UD_S_COUNT) {
            uint32_t s = c - UD_S_BASE;
            b->p[b->len++] = UD_L_BASE + s / UD_N_COUNT;
            b->p[b->len++] = UD_V_BASE + (s % UD_N_COUNT) / UD_T_COUNT;
            if (s % UD_T_COUNT) b->p[b->len++] = UD_T_BASE + s % UD_T_COUNT;
            continue;
        }
        const uint32_t *d = pe_ucd_db_decomposition(c);
        if (!d || ((d[0] >> 8) && !compat)) {
            b->p[b->len++] = c;
            continue;
        }
        unsigned count = d[0] & 0xFF;
        /* loop-bound: const: one mapping of at most 18 code points */
        for (unsigned i = count; i > 0 && sp < PE_UCD_DB_STACK; i--)
            stack[sp++] = d[i];
    }
    return 0;
}

/* Canonical ordering: a stable sort by combining class of every run of characters of
 * nonzero class. Runs are sorted by insertion, which is quadratic in the run: a long
 * run is sorted by counting instead (256 classes), through tmp. 0 or -1. */
static int ud_reorder(ud_buf *b) {
    enum { SHORT = 16 };
    uint32_t *tmp = NULL;
    size_t tmp_cap = 0;
    size_t i = 0;
    /* loop-bound: caller-charged: one op per input code point, and the buffer's growth */
    while (i < b->len) {
        if (ud_ccc(b->p[i]) == 0) {
            i++;
            continue;
        }
        size_t start = i;
        /* loop-bound: caller-charged: the run is part of the charged buffer */
        while (i < b->len && ud_ccc(b->p[i]) != 0)
            i++;
        size_t n = i - start;
        uint32_t *r = b->p + start;
        if (n <= SHORT) {
            /* loop-bound: const: at most SHORT elements */
            for (size_t k = 1; k < n; k++) {
                uint32_t c = r[k];
                unsigned cc = ud_ccc(c);
                size_t j = k;
                /* loop-bound: const: at most SHORT elements */
                while (j > 0 && ud_ccc(r[j - 1]) > cc) {
                    r[j] = r[j - 1];
                    j--;
                }
                r[j] = c;
            }
            continue;
        }
        if (n > tmp_cap) {
            if (tmp) pe_mem_free(&b->vm->mem, tmp, tmp_cap * sizeof *tmp);
            tmp_cap = b->len;
            tmp = pe_mem_alloc(&b->vm->mem, tmp_cap * sizeof *tmp);
            if (!tmp) {
                pe_err_nomem(b->vm);
                return -1;
            }
        }
        size_t count[257] = {0};
        /* loop-bound: caller-charged: the run is part of the charged buffer */
        for (size_t k = 0; k < n; k++)
            count[ud_ccc(r[k]) + 1]++;
        /* loop-bound: const: 256 classes */
        for (size_t k = 1; k < 257; k++)
            count[k] += count[k - 1];
        /* loop-bound: caller-charged: the run is part of the charged buffer */
        for (size_t k = 0; k < n; k++)
            tmp[count[ud_ccc(r[k])]++] = r[k];
        memcpy(r, tmp, n * sizeof *r);
    }
    if (tmp) pe_mem_free(&b->vm->mem, tmp, tmp_cap * sizeof *tmp);
    return 0;
}

/* The index of the first composition pair whose first character is `first`, or -1. */
static long ud_pair_first(uint32_t first) {
    unsigned lo = 0, hi = pe_ucd_db_pairs_len;
    /* loop-bound: digits: a bisection over a fixed table */
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (pe_ucd_db_pairs[mid].first < first)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < pe_ucd_db_pairs_len && pe_ucd_db_pairs[lo].first == first ? (long)lo : -1;
}

/* The primary composite of first + second (from first's pairs at index f), or 0. */
static uint32_t ud_compose_pair(long f, uint32_t first, uint32_t second) {
    /* loop-bound: const: one character's composition pairs (a few dozen at most) */
    for (unsigned i = (unsigned)f;
         i < pe_ucd_db_pairs_len && pe_ucd_db_pairs[i].first == first; i++)
        if (pe_ucd_db_pairs[i].second == second) return pe_ucd_db_pairs[i].composite;
    return 0;
}

/* Hangul L V [T] at p[i..] composed into one syllable; advances *i. 0 if not L V. */
static uint32_t ud_compose_hangul(const uint32_t *p, size_t len, size_t *i) {
    size_t k = *i;
    if (p[k] - UD_L_BASE >= UD_L_COUNT || k + 1 >= len ||
        p[k + 1] - UD_V_BASE >= UD_V_COUNT)
        return 0;
    uint32_t s =
        UD_S_BASE + ((p[k] - UD_L_BASE) * UD_V_COUNT + p[k + 1] - UD_V_BASE) * UD_T_COUNT;
    k += 2;
    if (k < len && p[k] > UD_T_BASE && p[k] < UD_T_BASE + UD_T_COUNT)
        s += p[k++] - UD_T_BASE;
    *i = k;
    return s;
}

/* Canonical composition in place over decomposed, ordered text (CPython's nfc_nfkc):
 * each character that starts a composition pair takes in every later character that is
 * not blocked (a class-0 character, or one whose class is not above the last class
 * left uncombined, blocks) and composes with it; consumed characters are dropped. */
static void ud_compose(ud_buf *b) {
    uint32_t *p = b->p;
    size_t o = 0, i = 0, len = b->len;
    /* loop-bound: caller-charged: one op per input code point, and the buffer's growth */
    while (i < len) {
        uint32_t c = p[i];
        if (c == UD_GONE) {
            i++;
            continue;
        }
        uint32_t h = ud_compose_hangul(p, len, &i);
        if (h) {
            p[o++] = h;
            continue;
        }
        long f = ud_pair_first(c);
        unsigned comb = 0;
        /* loop-bound: caller-charged: a scan of the charged buffer that only a class-0
         * character starts (every pair's first character has class 0: the generator
         * checks it) and the next class-0 one it cannot take in stops, so each
         * character is scanned from one start plus the ones it is consumed by */
        for (size_t j = i + 1; f >= 0 && j < len; j++) {
            if (p[j] == UD_GONE) continue;
            unsigned cj = ud_ccc(p[j]);
            if (comb && (cj == 0 || comb >= cj)) {
                if (cj == 0) break;
                continue; /* blocked */
            }
            uint32_t k = ud_compose_pair(f, c, p[j]);
            if (!k) {
                if (cj == 0) break;
                comb = cj;
                continue;
            }
            c = k;
            p[j] = UD_GONE;
            f = ud_pair_first(c);
        }
        p[o++] = c;
        i++;
    }
    b->len = o;
}

/* The quick check of UAX #15 as CPython runs it: PE_UCD_DB_QC_NO as soon as combining
 * classes are out of order or a character says no; with yes_only, MAYBE as soon as a
 * character is not a plain yes. Charges the scan. -1 with a limit pending. */
static int ud_quick_check(pe_vm *vm, const pe_str *s, ud_form form, int yes_only) {
    if (s->ascii) return PE_UCD_DB_QC_YES;
    if (PE_TICK(vm, s->len / 16) < 0) return -1;
    unsigned shift = 2 * (unsigned)form, prev = 0;
    int result = PE_UCD_DB_QC_YES;
    const char *p = s->data, *end = s->data + s->size;
    /* loop-bound: caller-charged: one op per 16 code points above */
    while (p < end) {
        size_t n;
        const pe_ucd_db_record *r = pe_ucd_db_get((uint32_t)pe_utf8_decode(p, &n));
        p += n;
        if (r->combining && prev > r->combining) return PE_UCD_DB_QC_NO;
        int q = (r->quick >> shift) & 3;
        if (yes_only && q) return PE_UCD_DB_QC_MAYBE;
        if (q == PE_UCD_DB_QC_NO) return PE_UCD_DB_QC_NO;
        if (q == PE_UCD_DB_QC_MAYBE) result = PE_UCD_DB_QC_MAYBE;
        prev = r->combining;
    }
    return result;
}

/* The normal form of s as a new str. */
static pe_value ud_normalized(pe_vm *vm, const pe_str *s, ud_form form) {
    ud_buf b = {vm, NULL, 0, 0};
    pe_strbuf out;
    pe_strbuf_init(&out, vm);
    if (PE_TICK(vm, s->len) < 0) goto fail;
    const char *p = s->data, *end = s->data + s->size;
    /* loop-bound: caller-charged: one op per code point above */
    while (p < end) {
        size_t n;
        uint32_t c = (uint32_t)pe_utf8_decode(p, &n);
        p += n;
        if (ud_decompose_one(&b, c, form == UD_NFKD || form == UD_NFKC) < 0) goto fail;
    }
    if (ud_reorder(&b) < 0) goto fail;
    if (form == UD_NFC || form == UD_NFKC) ud_compose(&b);
    /* encoded a chunk at a time: the builder's calls cost more than the encoding */
    char chunk[1024];
    size_t n = 0;
    /* loop-bound: caller-charged: the buffer's growth was charged; the builder charges
     * what it writes */
    for (size_t i = 0; i < b.len; i++) {
        n += pe_utf8_encode((int32_t)b.p[i], chunk + n);
        if (n > sizeof chunk - 4 || i + 1 == b.len) {
            if (pe_strbuf_add(&out, chunk, n) < 0) goto fail;
            n = 0;
        }
    }
    ud_buf_free(&b);
    return pe_strbuf_finish(&out);
fail:
    ud_buf_free(&b);
    pe_strbuf_free(&out);
    return PE_NULL;
}

/* Checks (form, unistr) as CPython's Argument Clinic does; *empty when unistr is empty
 * (CPython answers before looking at the form). 0, or -1 with the error pending. */
static int ud_norm_args(pe_vm *vm, const char *fname, const char *qualname,
                        const pe_value *args, size_t nargs, pe_obj *kwnames, ud_form *form,
                        const pe_str **s, int *empty) {
    static const char *const names[] = {"NFD", "NFKD", "NFC", "NFKC"};
    if (pe_args_nokw(vm, qualname, kwnames) < 0 ||
        pe_args_range(vm, fname, nargs, kwnames, 2, 2) < 0)
        return -1;
    /* loop-bound: const: two arguments */
    for (int i = 0; i < 2; i++)
        if (!pe_str_check(vm, pe_str_arg(vm, args[i]))) {
            /* _PyArg_BadArgument names None by itself */
            if (pe_is_none(args[i]))
                pe_err_format(vm, PE_EXC_TypeError,
                              "%s() argument %d must be str, not None", fname, i + 1);
            else
                pe_err_format(vm, PE_EXC_TypeError, "%s() argument %d must be str, not %T",
                              fname, i + 1, args[i]);
            return -1;
        }
    const pe_str *f = pe_str_obj(pe_str_arg(vm, args[0]));
    *s = pe_str_obj(pe_str_arg(vm, args[1]));
    *empty = (*s)->len == 0;
    if (*empty) return 0;
    /* loop-bound: const: four forms */
    for (int i = 0; i < 4; i++)
        if (f->size == strlen(names[i]) && memcmp(f->data, names[i], f->size) == 0) {
            *form = (ud_form)i;
            return 0;
        }
    pe_err_set(vm, PE_EXC_ValueError, "invalid normalization form");
    return -1;
}

pe_value pe_mod_unicodedata_normalize(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kwnames) {
    ud_form form = UD_NFC;
    const pe_str *s;
    int empty;
    if (ud_norm_args(vm, "normalize", "unicodedata.normalize", args, nargs, kwnames, &form,
                     &s, &empty) < 0)
        return PE_NULL;
    if (empty) return pe_incref(args[1]);
    int q = ud_quick_check(vm, s, form, 1);
    if (q < 0) return PE_NULL;
    if (q == PE_UCD_DB_QC_YES) return pe_incref(args[1]);
    return ud_normalized(vm, s, form);
}

pe_value pe_mod_unicodedata_is_normalized(pe_vm *vm, const pe_value *args, size_t nargs,
                                          pe_obj *kwnames) {
    ud_form form = UD_NFC;
    const pe_str *s;
    int empty;
    if (ud_norm_args(vm, "is_normalized", "unicodedata.is_normalized", args, nargs, kwnames,
                     &form, &s, &empty) < 0)
        return PE_NULL;
    if (empty) return pe_bool(true);
    int q = ud_quick_check(vm, s, form, 0);
    if (q < 0) return PE_NULL;
    if (q != PE_UCD_DB_QC_MAYBE) return pe_bool(q == PE_UCD_DB_QC_YES);
    pe_value r = ud_normalized(vm, s, form);
    if (pe_is_null(r)) return PE_NULL;
    const pe_str *t = pe_str_obj(r);
    int eq = t->size == s->size;
    if (eq) {
        int c = pe_memcmp_ticked(vm, t->data, s->data, s->size);
        if (c == -2) {
            pe_decref(vm, r);
            return PE_NULL;
        }
        eq = c == 0;
    }
    pe_decref(vm, r);
    return pe_bool(eq);
}
