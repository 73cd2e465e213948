/*
 * str_codec.c - str.encode and str(bytes, encoding, errors).
 *
 * Codecs: utf-8, utf-8-sig, ascii, latin-1, utf-16 / utf-32 (with BOM, little-endian,
 * as CPython on x86) and their -le / -be forms, under every name CPython's registry
 * accepts for them (pe_encoding_lookup, shared with bytes.decode). Error
 * handlers: strict, ignore, replace, backslashreplace, xmlcharrefreplace,
 * surrogateescape, surrogatepass. As in CPython, a strict failure covers the whole run
 * of unencodable characters ("characters in position 1-2") and an unknown handler name
 * is only reported when an error actually happens.
 */
#include <stdio.h>
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "bytes.h"
#include "exceptions.h"
#include "str.h"

typedef enum {
    PE_CODEC_UTF8,
    PE_CODEC_ASCII,
    PE_CODEC_LATIN1,
    PE_CODEC_UTF16,
    PE_CODEC_UTF32
} pe_codec_kind;

typedef struct pe_codec {
    pe_codec_kind kind;
    int bom; /* utf-16 / utf-32 without an explicit byte order */
    int big_endian;
    int fast; /* a spelling PyUnicode_AsEncodedString handles without the codec registry */
    const char *name; /* CPython's name in error messages */
} pe_codec;

/* CPython's _Py_normalize_encoding: ASCII letters (lower-cased), digits and '.' kept,
 * each run of other characters one '_' between them (none at the ends). 0 when the
 * result does not fit cap, which no known name does. */
static int pe_enc_normalize(const char *name, char *out, size_t cap) {
    size_t o = 0;
    int punct = 0;
    /* loop-bound: caller-charged: pe_encoding_lookup charges a long name's length */
    for (const char *p = name; *p; p++) {
        char c = *p;
        int alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum && c != '.') {
            punct = 1;
            continue;
        }
        if (o + 2 >= cap) return 0;
        if (punct && o) out[o++] = '_';
        punct = 0;
        out[o++] = c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
    }
    out[o] = 0;
    return 1;
}

static int pe_codec_in(const char *n, const char *const *names) {
    /* loop-bound: const: the alias table of one codec */
    for (; *names; names++)
        if (!strcmp(n, *names)) return 1;
    return 0;
}

/* PyUnicode_Encode / PyUnicode_Decode's fast path on the normalised name (at most ten
 * characters): utf8, utf_8, utf16, utf_16, utf32, utf_32, ascii, us_ascii, latin1,
 * latin_1, iso_8859_1, iso8859_1. */
static int pe_enc_fast(const char *n) {
    static const char *const fast[] = {"ascii",      "us_ascii",  "latin1", "latin_1",
                                       "iso_8859_1", "iso8859_1", NULL};
    if (strlen(n) > 10) return 0;
    if (!strncmp(n, "utf", 3)) {
        const char *t = n[3] == '_' ? n + 4 : n + 3;
        return !strcmp(t, "8") || !strcmp(t, "16") || !strcmp(t, "32");
    }
    return pe_codec_in(n, fast);
}

/* Lib/encodings/aliases.py's entries for the codecs pyeval has, and the module names
 * themselves: {name, codec} with codec an pe_encoding, or -1 for a bytes-to-bytes
 * codec that str.encode / bytes.decode refuse. */
typedef struct {
    const char *name;
    int codec;
} pe_enc_alias;

static const pe_enc_alias pe_enc_aliases[] = {
    {"utf_8", PE_ENC_UTF8},
    {"utf8", PE_ENC_UTF8},
    {"u8", PE_ENC_UTF8},
    {"utf", PE_ENC_UTF8},
    {"cp65001", PE_ENC_UTF8},
    {"utf8_ucs2", PE_ENC_UTF8},
    {"utf8_ucs4", PE_ENC_UTF8},
    {"utf_8_sig", PE_ENC_UTF8_SIG},
    {"ascii", PE_ENC_ASCII},
    {"646", PE_ENC_ASCII},
    {"ansi_x3.4_1968", PE_ENC_ASCII},
    {"ansi_x3.4_1986", PE_ENC_ASCII},
    {"ansi_x3_4_1968", PE_ENC_ASCII},
    {"cp367", PE_ENC_ASCII},
    {"csascii", PE_ENC_ASCII},
    {"ibm367", PE_ENC_ASCII},
    {"iso646_us", PE_ENC_ASCII},
    {"iso_646.irv_1991", PE_ENC_ASCII},
    {"iso_ir_6", PE_ENC_ASCII},
    {"us", PE_ENC_ASCII},
    {"us_ascii", PE_ENC_ASCII},
    {"latin_1", PE_ENC_LATIN1},
    {"8859", PE_ENC_LATIN1},
    {"cp819", PE_ENC_LATIN1},
    {"csisolatin1", PE_ENC_LATIN1},
    {"ibm819", PE_ENC_LATIN1},
    {"iso8859", PE_ENC_LATIN1},
    {"iso8859_1", PE_ENC_LATIN1},
    {"iso_8859_1", PE_ENC_LATIN1},
    {"iso_8859_1_1987", PE_ENC_LATIN1},
    {"iso_ir_100", PE_ENC_LATIN1},
    {"l1", PE_ENC_LATIN1},
    {"latin", PE_ENC_LATIN1},
    {"latin1", PE_ENC_LATIN1},
    {"utf_16", PE_ENC_UTF16},
    {"u16", PE_ENC_UTF16},
    {"utf16", PE_ENC_UTF16},
    {"utf_16_le", PE_ENC_UTF16_LE},
    {"unicodelittleunmarked", PE_ENC_UTF16_LE},
    {"utf_16le", PE_ENC_UTF16_LE},
    {"utf_16_be", PE_ENC_UTF16_BE},
    {"unicodebigunmarked", PE_ENC_UTF16_BE},
    {"utf_16be", PE_ENC_UTF16_BE},
    {"utf_32", PE_ENC_UTF32},
    {"u32", PE_ENC_UTF32},
    {"utf32", PE_ENC_UTF32},
    {"utf_32_le", PE_ENC_UTF32_LE},
    {"utf_32le", PE_ENC_UTF32_LE},
    {"utf_32_be", PE_ENC_UTF32_BE},
    {"utf_32be", PE_ENC_UTF32_BE},
    {"base64_codec", -1},
    {"base64", -1},
    {"base_64", -1},
    {"bz2_codec", -1},
    {"bz2", -1},
    {"hex_codec", -1},
    {"hex", -1},
    {"quopri_codec", -1},
    {"quopri", -1},
    {"quoted_printable", -1},
    {"quotedprintable", -1},
    {"uu_codec", -1},
    {"uu", -1},
    {"zlib_codec", -1},
    {"zip", -1},
    {"zlib", -1},
    {"rot_13", -1},
    {"rot13", -1},
    {NULL, 0},
};

/* The table entry for a normalised name, or NULL. */
static const pe_enc_alias *pe_enc_find(const char *n) {
    /* loop-bound: const: the alias table */
    for (const pe_enc_alias *a = pe_enc_aliases; a->name; a++)
        if (!strcmp(n, a->name)) return a;
    return NULL;
}

/* Whether a table name is a module's (utf_8) rather than an alias's (utf8). */
static int pe_enc_is_module(const char *n) {
    static const char *const modules[] = {
        "utf_8",     "utf_8_sig",    "ascii",     "latin_1",    "utf_16",       "utf_16_le",
        "utf_16_be", "utf_32",       "utf_32_le", "utf_32_be",  "base64_codec", "bz2_codec",
        "hex_codec", "quopri_codec", "uu_codec",  "zlib_codec", "rot_13",       NULL};
    return pe_codec_in(n, modules);
}

int pe_encoding_lookup(pe_vm *vm, const char *name, int decode, pe_encoding *enc,
                       int *fast) {
    size_t len = strlen(name);
    if (len > 256 && PE_TICK(vm, len / 64) < 0) return -1;
    char n[64];
    const pe_enc_alias *a = NULL;
    if (pe_enc_normalize(name, n, sizeof n)) {
        /* encodings.search_function: the alias of the name, or of it with '.' as '_',
         * else the name itself as a module name (which never has a '.') */
        a = pe_enc_find(n);
        if (!a && strchr(n, '.')) {
            char u[64];
            memcpy(u, n, sizeof u);
            /* loop-bound: const: at most 64 bytes */
            for (char *p = u; *p; p++)
                if (*p == '.') *p = '_';
            a = pe_enc_find(u);
            /* only an alias: the module name itself is tried without the change */
            if (a && pe_enc_is_module(a->name)) a = NULL;
        }
    }
    if (!a) {
        pe_err_format(vm, PE_EXC_LookupError, "unknown encoding: %s", name);
        return -1;
    }
    if (a->codec < 0) {
        pe_err_format(vm, PE_EXC_LookupError,
                      "'%s' is not a text encoding; use codecs.%s() to handle arbitrary "
                      "codecs",
                      name, decode ? "decode" : "encode");
        return -1;
    }
    *enc = (pe_encoding)a->codec;
    *fast = pe_enc_fast(n);
    return 0;
}

/* Fills *c for an encoding name; -1 (LookupError pending) when unknown. */
static int pe_codec_lookup(pe_vm *vm, const char *encoding, pe_codec *c) {
    pe_encoding e;
    int fast;
    memset(c, 0, sizeof *c);
    if (pe_encoding_lookup(vm, encoding, 0, &e, &fast) < 0) return -1;
    c->fast = fast;
    switch (e) {
    case PE_ENC_UTF8: c->kind = PE_CODEC_UTF8, c->name = "utf-8"; break;
    /* errors are reported by the utf-8 codec underneath */
    case PE_ENC_UTF8_SIG: c->kind = PE_CODEC_UTF8, c->bom = 1, c->name = "utf-8"; break;
    case PE_ENC_ASCII: c->kind = PE_CODEC_ASCII, c->name = "ascii"; break;
    case PE_ENC_LATIN1: c->kind = PE_CODEC_LATIN1, c->name = "latin-1"; break;
    case PE_ENC_UTF16: c->kind = PE_CODEC_UTF16, c->bom = 1, c->name = "utf-16"; break;
    case PE_ENC_UTF16_LE: c->kind = PE_CODEC_UTF16, c->name = "utf-16-le"; break;
    case PE_ENC_UTF16_BE:
        c->kind = PE_CODEC_UTF16, c->big_endian = 1, c->name = "utf-16-be";
        break;
    case PE_ENC_UTF32: c->kind = PE_CODEC_UTF32, c->bom = 1, c->name = "utf-32"; break;
    case PE_ENC_UTF32_LE: c->kind = PE_CODEC_UTF32, c->name = "utf-32-le"; break;
    case PE_ENC_UTF32_BE:
        c->kind = PE_CODEC_UTF32, c->big_endian = 1, c->name = "utf-32-be";
        break;
    }
    return 0;
}

/* Appends one code unit sequence for cp (which the codec can represent). */
static int pe_codec_emit(pe_strbuf *b, const pe_codec *c, int32_t cp) {
    char o[8];
    size_t n = 0;
    switch (c->kind) {
    case PE_CODEC_UTF8: n = pe_utf8_encode(cp, o); break;
    case PE_CODEC_ASCII:
    case PE_CODEC_LATIN1: o[n++] = (char)cp; break;
    case PE_CODEC_UTF16: {
        uint32_t u[2];
        int k = 0;
        if (cp >= 0x10000) {
            u[k++] = 0xD800u + (((uint32_t)cp - 0x10000u) >> 10);
            u[k++] = 0xDC00u + (((uint32_t)cp - 0x10000u) & 0x3FFu);
        } else {
            u[k++] = (uint32_t)cp;
        }
        /* loop-bound: utf8-char */
        for (int i = 0; i < k; i++) {
            char hi = (char)(u[i] >> 8), lo = (char)(u[i] & 0xFF);
            o[n++] = c->big_endian ? hi : lo;
            o[n++] = c->big_endian ? lo : hi;
        }
        break;
    }
    case PE_CODEC_UTF32:
        /* loop-bound: const */
        for (int i = 0; i < 4; i++) {
            int shift = c->big_endian ? 24 - 8 * i : 8 * i;
            o[n++] = (char)(((uint32_t)cp >> shift) & 0xFF);
        }
        break;
    }
    return pe_strbuf_add(b, o, n);
}

static int pe_codec_emit_ascii(pe_strbuf *b, const pe_codec *c, const char *s) {
    for (; *s; s++)
        if (pe_codec_emit(b, c, (unsigned char)*s) < 0) return -1;
    return 0;
}

static int pe_codec_encodable(const pe_codec *c, int32_t cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) return 0;
    if (c->kind == PE_CODEC_ASCII) return cp < 128;
    if (c->kind == PE_CODEC_LATIN1) return cp < 256;
    return 1;
}

/* Raises UnicodeEncodeError(name, s, start, end, reason). */
static void pe_codec_raise(pe_vm *vm, const pe_codec *c, pe_value s, size_t start,
                           size_t end, const char *reason) {
    pe_value args[5] = {pe_str_from_cstr(vm, c->name), s, pe_int((int64_t)start),
                        pe_int((int64_t)end), pe_str_from_cstr(vm, reason)};
    if (pe_is_null(args[0]) || pe_is_null(args[4])) goto done;
    pe_value exc = pe_exc_new_kind(vm, PE_EXC_UnicodeEncodeError, args, 5);
    if (pe_is_null(exc)) goto done;
    pe_err_raise(vm, exc);
    pe_decref(vm, exc);
done:
    if (!pe_is_null(args[0])) pe_decref(vm, args[0]);
    if (!pe_is_null(args[4])) pe_decref(vm, args[4]);
}

pe_value pe_str_encode(pe_vm *vm, pe_value sv, const char *encoding, const char *errors) {
    pe_codec c;
    if (pe_codec_lookup(vm, encoding, &c) < 0) return PE_NULL;
    pe_str *s = pe_str_obj(sv);
    if (PE_TICK(vm, s->size / 16 + 1) < 0) return PE_NULL;
    /* fast path: UTF-8 of a string without surrogates is the string's own bytes */
    if ((c.kind == PE_CODEC_UTF8 || c.kind == PE_CODEC_ASCII ||
         c.kind == PE_CODEC_LATIN1) &&
        s->ascii && !c.bom)
        return pe_bytes_new(vm, s->data, s->size);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (c.bom && pe_codec_emit(&b, &c, 0xFEFF) < 0) goto fail;
    size_t ci = 0;
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        if (pe_codec_encodable(&c, cp)) {
            if (c.kind == PE_CODEC_UTF8) {
                if (pe_strbuf_add(&b, s->data + i, l) < 0) goto fail;
            } else if (pe_codec_emit(&b, &c, cp) < 0) {
                goto fail;
            }
            i += l;
            ci++;
            continue;
        }
        int surrogate = cp >= 0xD800 && cp <= 0xDFFF;
        const char *reason =
            surrogate && c.kind != PE_CODEC_ASCII && c.kind != PE_CODEC_LATIN1
                ? "surrogates not allowed"
            : c.kind == PE_CODEC_ASCII ? "ordinal not in range(128)"
                                       : "ordinal not in range(256)";
        if (!strcmp(errors, "strict")) goto strict;
        if (!strcmp(errors, "ignore")) {
        } else if (!strcmp(errors, "replace")) {
            if (pe_codec_emit(&b, &c, '?') < 0) goto fail;
        } else if (!strcmp(errors, "backslashreplace")) {
            char e[16];
            if (cp < 256)
                snprintf(e, sizeof e, "\\x%02x", (unsigned)cp);
            else if (cp < 65536)
                snprintf(e, sizeof e, "\\u%04x", (unsigned)cp);
            else
                snprintf(e, sizeof e, "\\U%08x", (unsigned)cp);
            if (pe_codec_emit_ascii(&b, &c, e) < 0) goto fail;
        } else if (!strcmp(errors, "xmlcharrefreplace")) {
            char e[16];
            snprintf(e, sizeof e, "&#%d;", (int)cp);
            if (pe_codec_emit_ascii(&b, &c, e) < 0) goto fail;
        } else if (!strcmp(errors, "surrogateescape")) {
            /* only bytes-per-unit codecs can take the escaped byte back */
            if (cp < 0xDC80 || cp > 0xDCFF || c.kind == PE_CODEC_UTF16 ||
                c.kind == PE_CODEC_UTF32)
                goto strict;
            char byte = (char)(cp - 0xDC00);
            if (pe_strbuf_add(&b, &byte, 1) < 0) goto fail;
        } else if (!strcmp(errors, "surrogatepass")) {
            if (!surrogate || c.kind == PE_CODEC_ASCII || c.kind == PE_CODEC_LATIN1)
                goto strict;
            if (c.kind == PE_CODEC_UTF8) {
                if (pe_strbuf_add(&b, s->data + i, l) < 0) goto fail;
            } else if (pe_codec_emit(&b, &c, cp) < 0) {
                goto fail;
            }
        } else {
            if (c.fast)
                pe_err_format(vm, PE_EXC_LookupError, "unknown error handler name '%s'",
                              errors);
            else /* codecs outside CPython's C fast path wrap the error */
                pe_err_format(vm, PE_EXC_LookupError,
                              "encoding with '%s' codec failed (LookupError: unknown error "
                              "handler name '%s')",
                              encoding, errors);
            goto fail;
        }
        i += l;
        ci++;
        continue;
    strict : {
        /* the failing run: every following character the codec cannot take */
        size_t end = ci + 1, j = i + l;
        /* utf-16 / utf-32 report one character at a time */
        /* loop-bound: charged-before: the charge above in pe_str_encode covers this trip
         * count */
        while (j < s->size && c.kind != PE_CODEC_UTF16 && c.kind != PE_CODEC_UTF32) {
            size_t k;
            int32_t d = pe_utf8_decode(s->data + j, &k);
            if (pe_codec_encodable(&c, d)) break;
            j += k;
            end++;
        }
        pe_codec_raise(vm, &c, sv, ci, end, reason);
        goto fail;
    }
    }
    pe_value r = pe_bytes_new(vm, b.p ? b.p : "", b.len);
    pe_strbuf_free(&b);
    return r;
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* Reads an optional str argument of encode() / str(); 0 or -1 (TypeError). */
static int pe_codec_arg(pe_vm *vm, const char *fname, const char *pname, pe_value v,
                        const char **out) {
    if (pe_is_null(v)) return 0;
    if (!pe_str_check(vm, pe_str_arg(vm, v))) {
        pe_err_format(vm, PE_EXC_TypeError, "%s() argument '%s' must be str, not %s", fname,
                      pname, pe_str_badarg_name(vm, v));
        return -1;
    }
    v = pe_str_arg(vm, v);
    pe_str *s = pe_str_obj(v);
    if (strlen(s->data) != s->size) {
        pe_err_set(vm, PE_EXC_ValueError, "embedded null character");
        return -1;
    }
    *out = s->data;
    return 0;
}

pe_value pe_str_m_encode(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"encoding", "errors", NULL};
    static const pe_argspec spec = {"encode", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    const char *enc = "utf-8", *errs = "strict";
    if (pe_codec_arg(vm, "encode", "encoding", a[0], &enc) < 0 ||
        pe_codec_arg(vm, "encode", "errors", a[1], &errs) < 0)
        return PE_NULL;
    return pe_str_encode(vm, args[0], enc, errs);
}

pe_value pe_str_decode_args(pe_vm *vm, pe_value obj, pe_value encoding, pe_value errors) {
    const char *enc = "utf-8", *errs = "strict";
    if (pe_codec_arg(vm, "str", "encoding", encoding, &enc) < 0 ||
        pe_codec_arg(vm, "str", "errors", errors, &errs) < 0)
        return PE_NULL;
    const char *data;
    size_t len;
    if (pe_str_check(vm, obj))
        return pe_err_set(vm, PE_EXC_TypeError, "decoding str is not supported");
    if (!pe_bytes_buffer(vm, obj, &data, &len))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "decoding to str: need a bytes-like object, %s found",
                             pe_op_typename(vm, obj));
    return pe_bytes_decode(vm, data, len, enc, errs);
}
