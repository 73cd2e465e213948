/*
 * unicodedata.c - the `unicodedata` module: character properties, names and lookups
 * over the tables of core/ucd.h (names, numeric values) and core/ucd_db.h (category,
 * bidirectional class, combining class, mirrored, east asian width, decomposition),
 * with CPython 3.11's argument handling and messages. Normalization is in
 * unicodedata_norm.c.
 *
 * The data is the machine's Unicode Character Database (Debian 12: Unicode 15.0), so
 * unidata_version and characters new since CPython 3.11's 14.0 differ
 * (docs/differences.md). ucd_3_2_0 (the IDNA database) is not provided.
 */
#include <stdio.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../core/ucd.h"
#include "../core/ucd_db.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/vm.h"
#include "registry.h"
#include "unicodedata.h"

/* CPython's NAME_MAXLEN: lookup refuses longer names before searching. */
#define UD_NAME_MAXLEN 256

/* The one character of a function's argument, or TypeError worded as CPython's
 * Argument Clinic does ("category() argument must be a unicode character, not str";
 * `numbered` for the functions with an optional second argument: "argument 1").
 * 0 and *cp, or -1 with TypeError pending. */
static int ud_char(pe_vm *vm, pe_value arg, const char *fname, int numbered, uint32_t *cp) {
    pe_value u = pe_str_arg(vm, arg);
    if (pe_str_check(vm, u)) {
        pe_str *s = pe_str_obj(u);
        if (s->len == 1) {
            size_t n;
            *cp = (uint32_t)pe_utf8_decode(s->data, &n);
            return 0;
        }
    }
    /* _PyArg_BadArgument names None by itself, anything else by its type */
    if (pe_is_none(arg))
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() argument%s must be a unicode character, not None", fname,
                      numbered ? " 1" : "");
    else
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() argument%s must be a unicode character, not %T", fname,
                      numbered ? " 1" : "", arg);
    return -1;
}

/* Argument checks of the one-argument functions (METH_O under the module's name). */
static int ud_one(pe_vm *vm, const char *qualname, const char *fname, const pe_value *args,
                  size_t nargs, pe_obj *kwnames, uint32_t *cp) {
    if (pe_args_one(vm, qualname, nargs, kwnames) < 0) return -1;
    return ud_char(vm, args[0], fname, 0, cp);
}

/* Argument checks of decimal/digit/numeric/name (chr, default=<none>, /). */
static int ud_one_default(pe_vm *vm, const char *qualname, const char *fname, size_t nargs,
                          pe_obj *kwnames, const pe_value *args, uint32_t *cp) {
    if (pe_args_nokw(vm, qualname, kwnames) < 0 ||
        pe_args_range(vm, fname, nargs, kwnames, 1, 2) < 0)
        return -1;
    return ud_char(vm, args[0], fname, 1, cp);
}

static pe_value ud_category(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one(vm, "unicodedata.category", "category", args, nargs, kw, &c) < 0)
        return PE_NULL;
    return pe_str_from_cstr(vm, pe_ucd_db_categories[pe_ucd_db_get(c)->category]);
}

static pe_value ud_bidirectional(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    uint32_t c;
    if (ud_one(vm, "unicodedata.bidirectional", "bidirectional", args, nargs, kw, &c) < 0)
        return PE_NULL;
    return pe_str_from_cstr(vm, pe_ucd_db_bidis[pe_ucd_db_get(c)->bidi]);
}

static pe_value ud_combining(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one(vm, "unicodedata.combining", "combining", args, nargs, kw, &c) < 0)
        return PE_NULL;
    return pe_int(pe_ucd_db_get(c)->combining);
}

static pe_value ud_mirrored(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one(vm, "unicodedata.mirrored", "mirrored", args, nargs, kw, &c) < 0)
        return PE_NULL;
    return pe_int(pe_ucd_db_get(c)->mirrored);
}

static pe_value ud_east_asian_width(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    uint32_t c;
    if (ud_one(vm, "unicodedata.east_asian_width", "east_asian_width", args, nargs, kw,
               &c) < 0)
        return PE_NULL;
    return pe_str_from_cstr(vm, pe_ucd_db_widths[pe_ucd_db_get(c)->width]);
}

/* "<tag> XXXX XXXX ...", as UnicodeData.txt spells it; '' for no mapping. */
static pe_value ud_decomposition(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    uint32_t c;
    if (ud_one(vm, "unicodedata.decomposition", "decomposition", args, nargs, kw, &c) < 0)
        return PE_NULL;
    const uint32_t *d = pe_ucd_db_decomposition(c);
    if (!d) return pe_str_from_cstr(vm, "");
    /* at most 18 code points of at most 6 hex digits and a tag of at most 10 bytes */
    char buf[256];
    size_t n = 0;
    const char *tag = pe_ucd_db_tags[d[0] >> 8];
    if (*tag) n = (size_t)snprintf(buf, sizeof buf, "%s", tag);
    unsigned count = d[0] & 0xFF;
    /* loop-bound: const: one decomposition mapping (at most 18 code points) */
    for (unsigned i = 0; i < count && n + 8 < sizeof buf; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%04X", n ? " " : "",
                              (unsigned)d[1 + i]);
    return pe_str_value(vm, buf, n);
}

/* The default when given, else ValueError(msg). */
static pe_value ud_missing(pe_vm *vm, const pe_value *args, size_t nargs, const char *msg) {
    if (nargs == 2) return pe_incref(args[1]);
    return pe_err_set(vm, PE_EXC_ValueError, msg);
}

static pe_value ud_decimal(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one_default(vm, "unicodedata.decimal", "decimal", nargs, kw, args, &c) < 0)
        return PE_NULL;
    int v = pe_ucd_get((int32_t)c)->decimal;
    return v >= 0 ? pe_int(v) : ud_missing(vm, args, nargs, "not a decimal");
}

static pe_value ud_digit(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one_default(vm, "unicodedata.digit", "digit", nargs, kw, args, &c) < 0)
        return PE_NULL;
    int v = pe_ucd_get((int32_t)c)->digit;
    return v >= 0 ? pe_int(v) : ud_missing(vm, args, nargs, "not a digit");
}

static pe_value ud_numeric(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one_default(vm, "unicodedata.numeric", "numeric", nargs, kw, args, &c) < 0)
        return PE_NULL;
    long long num, den;
    if (pe_ucd_numeric_value((int32_t)c, &num, &den) < 0)
        return ud_missing(vm, args, nargs, "not a numeric character");
    /* CPython's table holds the C double num / den (both exact in a double) */
    return pe_float((double)num / (double)den);
}

static pe_value ud_name(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    uint32_t c;
    if (ud_one_default(vm, "unicodedata.name", "name", nargs, kw, args, &c) < 0)
        return PE_NULL;
    char buf[128];
    int n = pe_ucd_name(c, buf, sizeof buf);
    if (n < 0) return ud_missing(vm, args, nargs, "no such name");
    return pe_str_value(vm, buf, (size_t)n);
}

/* Compares name[0..len) without regard to ASCII case with the upper-case NUL-terminated
 * s, as CPython's _cmpname does. <0, 0 or >0. */
static int ud_name_cmp(const char *name, size_t len, const char *s) {
    /* loop-bound: const: a name of at most UD_NAME_MAXLEN bytes */
    for (size_t i = 0; i < len; i++) {
        int a = (unsigned char)name[i], b = (unsigned char)s[i];
        if (a >= 'a' && a <= 'z') a -= 32;
        if (b == 0) return 1;
        if (a != b) return a - b;
    }
    return s[len] == 0 ? 0 : -1;
}

/* The named sequence called name[0..len), or NULL. Borrowed, static. */
static const pe_ucd_db_named *ud_named_seq(const char *name, size_t len) {
    unsigned lo = 0, hi = pe_ucd_db_named_len;
    /* loop-bound: digits: a bisection over a fixed table */
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        int c = ud_name_cmp(name, len, pe_ucd_db_named_seqs[mid].name);
        if (c == 0) return &pe_ucd_db_named_seqs[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

/* KeyError("undefined character name '...'"): CPython formats the name with %s, so the
 * text stops at a NUL byte and invalid UTF-8 (from a bytes argument) is replaced. */
static pe_value ud_undefined(pe_vm *vm, const char *name, size_t len) {
    const char *nul = memchr(name, '\0', len);
    pe_value text =
        pe_bytes_decode(vm, name, nul ? (size_t)(nul - name) : len, "utf-8", "replace");
    if (pe_is_null(text)) return PE_NULL;
    pe_err_format(vm, PE_EXC_KeyError, "undefined character name '%U'", pe_str_obj(text));
    pe_decref(vm, text);
    return PE_NULL;
}

/* The str of the character or named sequence called name[0..len), or KeyError. */
static pe_value ud_lookup_bytes(pe_vm *vm, const char *name, size_t len) {
    if (len > UD_NAME_MAXLEN) return pe_err_set(vm, PE_EXC_KeyError, "name too long");
    uint32_t cp;
    char out[4 * 4];
    size_t n = 0;
    const pe_ucd_db_named *seq;
    if (!memchr(name, '\0', len) && pe_ucd_lookup(name, len, &cp) == 0) {
        n = pe_utf8_encode((int32_t)cp, out);
    } else if ((seq = ud_named_seq(name, len)) != NULL) {
        /* loop-bound: const: a named sequence has at most 4 code points */
        for (uint32_t i = 0; i < seq->len; i++)
            n += pe_utf8_encode((int32_t)seq->cps[i], out + n);
    } else {
        return ud_undefined(vm, name, len);
    }
    return pe_str_value(vm, out, n);
}

/* lookup(name, /): name is a str (UTF-8 encoded, so a lone surrogate raises
 * UnicodeEncodeError as in CPython) or a bytes object. */
static pe_value ud_lookup(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "unicodedata.lookup", nargs, kw) < 0) return PE_NULL;
    /* a str or bytes subclass instance stands for the value it wraps */
    pe_value a = pe_subclass_unwrap(args[0]);
    if (pe_bytes_check(vm, a))
        return ud_lookup_bytes(vm, pe_bytes_data(a), pe_bytes_len(a));
    if (!pe_str_check(vm, a)) {
        const char *d;
        size_t n;
        if (pe_bytes_buffer(vm, a, &d, &n))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "lookup() argument must be read-only bytes-like object, "
                                 "not %T",
                                 args[0]);
        return pe_err_format(vm, PE_EXC_TypeError,
                             "a bytes-like object is required, not '%T'", args[0]);
    }
    pe_str *s = pe_str_obj(a);
    if (s->ascii) return ud_lookup_bytes(vm, s->data, s->size);
    /* a str with surrogates cannot be encoded: let the codec raise CPython's error */
    pe_value b = pe_str_encode(vm, a, "utf-8", "strict");
    if (pe_is_null(b)) return PE_NULL;
    pe_value r = ud_lookup_bytes(vm, pe_bytes_data(b), pe_bytes_len(b));
    pe_decref(vm, b);
    return r;
}

static const pe_method_def ud_functions[] = {
    {"bidirectional", ud_bidirectional, 0},
    {"category", ud_category, 0},
    {"combining", ud_combining, 0},
    {"decimal", ud_decimal, 0},
    {"decomposition", ud_decomposition, 0},
    {"digit", ud_digit, 0},
    {"east_asian_width", ud_east_asian_width, 0},
    {"is_normalized", pe_mod_unicodedata_is_normalized, 0},
    {"lookup", ud_lookup, 0},
    {"mirrored", ud_mirrored, 0},
    {"name", ud_name, 0},
    {"normalize", pe_mod_unicodedata_normalize, 0},
    {"numeric", ud_numeric, 0},
    {NULL, NULL, 0},
};

int pe_mod_unicodedata_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, ud_functions) < 0) return -1;
    pe_value v = pe_str_from_cstr(vm, pe_ucd_db_version);
    if (pe_is_null(v)) return -1;
    int rc = pe_dict_set_cstr(vm, dict, "unidata_version", v);
    pe_decref(vm, v);
    return rc;
}
