/*
 * bytes_methods.c - the methods bytes and bytearray share (CPython's bytes_methods.c
 * and stringlib), plus decoding.
 *
 * Each method reads self through pe_bytes_buffer and builds results with pe_b_make, so
 * a bytearray receiver gets bytearray results.
 */
#include <stdio.h>
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "bytes_impl.h"
#include "int.h"
#include "list.h"
#include "str.h"
#include "tuple.h"

#define SELF                                                                               \
    const char *d = "";                                                                    \
    size_t n = 0;                                                                          \
    pe_bytes_buffer(vm, args[0], &d, &n)

static int pe_b_isspace(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
static int pe_b_islower(unsigned char c) {
    return c >= 'a' && c <= 'z';
}
static int pe_b_isupper(unsigned char c) {
    return c >= 'A' && c <= 'Z';
}
static int pe_b_isdigit(unsigned char c) {
    return c >= '0' && c <= '9';
}
static int pe_b_isalpha(unsigned char c) {
    return pe_b_islower(c) || pe_b_isupper(c);
}

/* ---- decoding -------------------------------------------------------------------------
 */

/* Raises UnicodeDecodeError / UnicodeEncodeError(codec, obj, start, end, reason) built
 * the way CPython's codecs build it (its str() gives the familiar message). */
pe_value pe_b_unicode_error(pe_vm *vm, int decode, const char *codec, pe_value obj,
                            size_t start, size_t end, const char *why) {
    pe_value a[5] = {pe_str_from_cstr(vm, codec), obj, pe_int((int64_t)start),
                     pe_int((int64_t)end), pe_str_from_cstr(vm, why)};
    pe_value r = PE_NULL;
    if (!pe_is_null(a[0]) && !pe_is_null(a[4])) {
        pe_type *t =
            vm->exc_types[decode ? PE_EXC_UnicodeDecodeError : PE_EXC_UnicodeEncodeError];
        pe_value e = pe_op_call(vm, pe_obj_value(&t->base), a, 5, NULL);
        if (!pe_is_null(e)) {
            pe_err_raise(vm, e);
            pe_decref(vm, e);
        }
    }
    pe_decref(vm, a[0]);
    pe_decref(vm, a[4]);
    return r;
}

static pe_value pe_b_decode_error(pe_vm *vm, const char *codec, const char *d, size_t n,
                                  size_t start, size_t end, const char *why) {
    pe_value obj = pe_bytes_new(vm, d, n);
    if (pe_is_null(obj)) return PE_NULL;
    pe_b_unicode_error(vm, 1, codec, obj, start, end, why);
    pe_decref(vm, obj);
    return PE_NULL;
}

/* Applies error handler `errors` to the bad bytes d[start, end). wrap is NULL for a
 * name CPython decodes on its fast path, else the encoding name as given: the codec
 * registry then wraps an unknown handler's LookupError ("decoding with 'u8' codec
 * failed (...)"). 0 or -1. */
static int pe_b_decode_handle(pe_vm *vm, pe_strbuf *b, const char *codec,
                              const char *errors, const char *wrap, const char *d, size_t n,
                              size_t start, size_t end, const char *why) {
    if (!strcmp(errors, "strict")) {
        pe_b_decode_error(vm, codec, d, n, start, end, why);
        return -1;
    }
    if (!strcmp(errors, "ignore")) return 0;
    if (!strcmp(errors, "replace")) return pe_strbuf_add(b, "\xef\xbf\xbd", 3);
    for (size_t i = start; i < end; i++) {
        unsigned c = (unsigned char)d[i];
        char e[8];
        size_t k;
        if (!strcmp(errors, "backslashreplace")) {
            k = (size_t)snprintf(e, sizeof e, "\\x%02x", c);
        } else if (!strcmp(errors, "surrogateescape") && c >= 128) {
            k = pe_utf8_encode((int32_t)(0xDC00 + c), e);
        } else if (!strcmp(errors, "surrogateescape")) {
            pe_b_decode_error(vm, codec, d, n, start, end, why);
            return -1;
        } else if (wrap) {
            pe_err_format(vm, PE_EXC_LookupError,
                          "decoding with '%s' codec failed (LookupError: unknown error "
                          "handler name '%s')",
                          wrap, errors);
            return -1;
        } else {
            pe_err_format(vm, PE_EXC_LookupError, "unknown error handler name '%s'",
                          errors);
            return -1;
        }
        if (pe_strbuf_add(b, e, k) < 0) return -1;
    }
    return 0;
}

/* Length of the valid prefix of the UTF-8 sequence at d[i] (CPython's error ranges):
 * returns the sequence length when complete and valid, else sets *why and returns the
 * number of bytes the error covers. */
static size_t pe_b_utf8_seq(const unsigned char *d, size_t n, size_t i, const char **why) {
    unsigned c = d[i];
    size_t need;
    unsigned lo = 0x80, hi = 0xBF;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF)
        need = 1;
    else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        *why = "invalid start byte";
        return 0;
    }
    /* loop-bound: utf8-char */
    for (size_t k = 1; k <= need; k++) {
        if (i + k >= n) {
            *why = "unexpected end of data";
            return 0x100 + k;
        }
        unsigned x = d[i + k];
        unsigned l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
        if (x < l || x > h) {
            *why = "invalid continuation byte";
            return 0x100 + k;
        }
    }
    return need + 1;
}

/* utf-16 / utf-32 decoding: unit 2 or 4, big-endian or not; a BOM decides the order
 * when `bom` is set (little-endian by default, as CPython on x86). */
static pe_value pe_b_decode_wide(pe_vm *vm, const char *data, size_t len,
                                 const char *errors, const char *wrap, int unit, int big,
                                 int bom) {
    const unsigned char *d = (const unsigned char *)data;
    size_t i = 0;
    if (bom && unit == 2 && len >= 2) {
        if (d[0] == 0xFF && d[1] == 0xFE)
            i = 2, big = 0;
        else if (d[0] == 0xFE && d[1] == 0xFF)
            i = 2, big = 1;
    } else if (bom && unit == 4 && len >= 4) {
        if (d[0] == 0xFF && d[1] == 0xFE && !d[2] && !d[3])
            i = 4, big = 0;
        else if (!d[0] && !d[1] && d[2] == 0xFE && d[3] == 0xFF)
            i = 4, big = 1;
    }
    const char *codec =
        unit == 2 ? (big ? "utf-16-be" : "utf-16-le") : (big ? "utf-32-be" : "utf-32-le");
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (PE_TICK(vm, len / 64) < 0) goto fail;
    while (i < len) {
        if (len - i < (size_t)unit) {
            if (pe_b_decode_handle(vm, &b, codec, errors, wrap, data, len, i, len,
                                   "truncated data") < 0)
                goto fail;
            break;
        }
        uint32_t cp = 0;
        /* loop-bound: charged-before: the charge above in pe_b_decode_wide covers this
         * trip count */
        for (int k = 0; k < unit; k++)
            cp |= (uint32_t)d[i + k] << (8 * (big ? unit - 1 - k : k));
        size_t used = (size_t)unit;
        const char *why = NULL;
        if (unit == 2 && cp >= 0xD800 && cp <= 0xDFFF) {
            if (cp >= 0xDC00) {
                why = "illegal encoding";
            } else if (len - i < 4) {
                why = "unexpected end of data";
                used = len - i;
            } else {
                uint32_t lo = big ? ((uint32_t)d[i + 2] << 8 | d[i + 3])
                                  : ((uint32_t)d[i + 3] << 8 | d[i + 2]);
                if (lo < 0xDC00 || lo > 0xDFFF)
                    why = "illegal UTF-16 surrogate";
                else
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00), used = 4;
            }
        } else if (unit == 4 && (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))) {
            why = cp > 0x10FFFF
                      ? "code point not in range(0x110000)"
                      : "code point in surrogate code point range(0xd800, 0xe000)";
        }
        if (why) {
            if (pe_b_decode_handle(vm, &b, codec, errors, wrap, data, len, i, i + used,
                                   why) < 0)
                goto fail;
        } else {
            char e[4];
            if (pe_strbuf_add(&b, e, pe_utf8_encode((int32_t)cp, e)) < 0) goto fail;
        }
        i += used;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

pe_value pe_bytes_decode(pe_vm *vm, const char *data, size_t len, const char *encoding,
                         const char *errors) {
    pe_encoding enc;
    int fast, kind = 0;
    if (pe_encoding_lookup(vm, encoding, 1, &enc, &fast) < 0) return PE_NULL;
    const char *wrap = fast ? NULL : encoding;
    switch (enc) {
    case PE_ENC_UTF8: kind = 0; break;
    case PE_ENC_UTF8_SIG:
        /* Lib/encodings/utf_8_sig.py: one leading BOM is dropped, and the utf-8 codec
         * reports errors at positions in what follows it */
        if (len >= 3 && !memcmp(data, "\xef\xbb\xbf", 3)) data += 3, len -= 3;
        kind = 0;
        break;
    case PE_ENC_ASCII: kind = 1; break;
    case PE_ENC_LATIN1: kind = 2; break;
    case PE_ENC_UTF16: return pe_b_decode_wide(vm, data, len, errors, wrap, 2, 0, 1);
    case PE_ENC_UTF16_LE: return pe_b_decode_wide(vm, data, len, errors, wrap, 2, 0, 0);
    case PE_ENC_UTF16_BE: return pe_b_decode_wide(vm, data, len, errors, wrap, 2, 1, 0);
    case PE_ENC_UTF32: return pe_b_decode_wide(vm, data, len, errors, wrap, 4, 0, 1);
    case PE_ENC_UTF32_LE: return pe_b_decode_wide(vm, data, len, errors, wrap, 4, 0, 0);
    case PE_ENC_UTF32_BE: return pe_b_decode_wide(vm, data, len, errors, wrap, 4, 1, 0);
    }
    if (len > 4096 && PE_TICK(vm, len / 64) < 0) return PE_NULL;
    const unsigned char *d = (const unsigned char *)data;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    size_t i = 0;
    while (i < len) {
        size_t run = i;
        if (kind == 2) {
            /* loop-bound: charged-before: the charge above in pe_bytes_decode covers
             * this trip count */
            while (i < len && d[i] < 0x80)
                i++;
            if (i > run && pe_strbuf_add(&b, data + run, i - run) < 0) goto fail;
            if (i < len) {
                char e[4];
                if (pe_strbuf_add(&b, e, pe_utf8_encode(d[i], e)) < 0) goto fail;
                i++;
            }
            continue;
        }
        if (kind == 1) {
            /* loop-bound: charged-before: the charge above in pe_bytes_decode covers
             * this trip count */
            while (i < len && d[i] < 0x80)
                i++;
            if (i > run && pe_strbuf_add(&b, data + run, i - run) < 0) goto fail;
            if (i < len) {
                if (pe_b_decode_handle(vm, &b, "ascii", errors, wrap, data, len, i, i + 1,
                                       "ordinal not in range(128)") < 0)
                    goto fail;
                i++;
            }
            continue;
        }
        const char *why = NULL;
        /* loop-bound: charged-before: the charge above in pe_bytes_decode covers this
         * trip count */
        for (;;) {
            if (i >= len) break;
            size_t s = pe_b_utf8_seq(d, len, i, &why);
            if (s == 0 || s >= 0x100) break;
            i += s;
        }
        if (i > run && pe_strbuf_add(&b, data + run, i - run) < 0) goto fail;
        if (i < len) {
            size_t s = pe_b_utf8_seq(d, len, i, &why);
            size_t bad = s == 0 ? 1 : s - 0x100;
            if (pe_b_decode_handle(vm, &b, "utf-8", errors, wrap, data, len, i, i + bad,
                                   why) < 0)
                goto fail;
            i += bad;
        }
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* ---- argument helpers -------------------------------------------------------------------
 */

/* A bytes-like argument: 0 with *s and *m set, or -1 with TypeError("a bytes-like object is
 * required, not 'str'"). */
static int pe_b_arg(pe_vm *vm, pe_value v, const char **s, size_t *m) {
    if (pe_bytes_buffer(vm, v, s, m)) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

/* start/end of find/count/...: None or an index, clamped like slice bounds. */
static int pe_b_bounds(pe_vm *vm, const pe_value *a, size_t na, pe_value self,
                       const char **d, size_t *np, size_t *start, size_t *end) {
    int64_t lo = 0, hi = INT64_MAX;
    if (na > 0 && !pe_is_none(a[0]) && pe_op_index_clamped(vm, a[0], &lo) < 0) return -1;
    if (na > 1 && !pe_is_none(a[1]) && pe_op_index_clamped(vm, a[1], &hi) < 0) return -1;
    /* the buffer is read after __index__ ran: it may have resized a bytearray */
    pe_bytes_buffer(vm, self, d, np);
    size_t n = *np;
    if (lo < 0 && (lo += (int64_t)n) < 0) lo = 0;
    if (hi < 0 && (hi += (int64_t)n) < 0) hi = 0;
    if (hi > (int64_t)n) hi = (int64_t)n;
    *start = (size_t)lo, *end = (size_t)hi;
    return 0;
}

/* The `sub` argument of find/count/index: bytes-like or an int 0..255. */
static int pe_b_sub(pe_vm *vm, pe_value v, char *one, const char **s, size_t *m) {
    if (pe_bytes_buffer(vm, v, s, m)) return 0;
    if (pe_int_check(vm, v) || pe_type_of(vm, v)->index) {
        int64_t c;
        if (pe_b_byte_value(vm, v, &c) < 0) return -1;
        *one = (char)c;
        *s = one, *m = 1;
        return 0;
    }
    pe_err_format(vm, PE_EXC_TypeError,
                  "argument should be integer or bytes-like object, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

/* The last match in [start, end): offset, -1, or -2 with the limit error pending (each
 * candidate compares up to m bytes, charged as the search goes, as str.rfind). */
static int64_t pe_b_rfind_raw(pe_vm *vm, const char *d, size_t n, const char *s, size_t m,
                              size_t start, size_t end) {
    if (end > n) end = n;
    if (start > end || end - start < m) return -1;
    size_t acc = 0;
    for (size_t i = end - m + 1; i-- > start;) {
        if (m && d[i] != s[0]) continue;
        if ((acc += m) >= 65536) {
            if (pe_b_copy(vm, acc) < 0) return -2;
            acc = 0;
        }
        if (memcmp(d + i, s, m) == 0) return (int64_t)i;
    }
    return -1;
}

/* find, rfind, index, rindex, count: which = 0 find, 1 rfind, 2 index, 3 rindex, 4 count.
 */
static pe_value pe_b_search(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                            int which) {
    static const char *const names[] = {"find", "rfind", "index", "rindex", "count"};
    if (pe_args_count(vm, names[which], nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    SELF;
    char one;
    const char *s;
    size_t m, start, end;
    if (pe_b_sub(vm, args[1], &one, &s, &m) < 0) return PE_NULL;
    if (pe_b_bounds(vm, args + 2, nargs - 2, args[0], &d, &n, &start, &end) < 0)
        return PE_NULL;
    if (PE_TICK(vm, n / 64) < 0) return PE_NULL;
    if (which == 4) {
        if (start > end) return pe_int(0);
        if (m == 0) return pe_int((int64_t)(end - start + 1));
        int64_t c = 0;
        /* loop-bound: charged-before: the charge above in pe_b_search covers this trip
         * count */
        for (size_t i = start; i + m <= end;) {
            int64_t f = pe_b_find_raw(d, n, s, m, i, end);
            if (f < 0) break;
            c++;
            i = (size_t)f + m;
        }
        /* each match is a search call of its own */
        if (PE_TICK(vm, c / 16) < 0) return PE_NULL;
        return pe_int(c);
    }
    int64_t r = (which & 1) ? pe_b_rfind_raw(vm, d, n, s, m, start, end)
                            : pe_b_find_raw(d, n, s, m, start, end);
    if (r == -2) return PE_NULL;
    if (r < 0 && which >= 2)
        return pe_err_set(vm, PE_EXC_ValueError, "subsection not found");
    return pe_int(r);
}
static pe_value pe_b_m_find(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_search(vm, a, n, k, 0);
}
static pe_value pe_b_m_rfind(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_search(vm, a, n, k, 1);
}
static pe_value pe_b_m_index(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_search(vm, a, n, k, 2);
}
static pe_value pe_b_m_rindex(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_search(vm, a, n, k, 3);
}
static pe_value pe_b_m_count(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_search(vm, a, n, k, 4);
}

static pe_value pe_b_startsend(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                               int ends) {
    const char *name = ends ? "endswith" : "startswith";
    if (pe_args_count(vm, name, nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    SELF;
    size_t start, end;
    if (pe_b_bounds(vm, args + 2, nargs - 2, args[0], &d, &n, &start, &end) < 0)
        return PE_NULL;
    pe_value pre = args[1];
    size_t cnt = 1;
    const pe_value *items = &pre;
    if (pe_tuple_check(vm, pre)) {
        cnt = pe_tuple_len(pre);
        items = pe_tuple_obj(pre)->items;
    }
    for (size_t i = 0; i < cnt; i++) {
        const char *s;
        size_t m;
        if (!pe_bytes_buffer(vm, items[i], &s, &m)) {
            if (items == &pre)
                return pe_err_format(
                    vm, PE_EXC_TypeError,
                    "%s first arg must be bytes or a tuple of bytes, not %s", name,
                    pe_op_typename(vm, pre));
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "a bytes-like object is required, not '%s'",
                                 pe_op_typename(vm, items[i]));
        }
        if (start > n || end < start || end - start < m) continue;
        if (pe_b_copy(vm, m) < 0) return PE_NULL;
        if (memcmp(ends ? d + end - m : d + start, s, m) == 0) return PE_TRUE;
    }
    return PE_FALSE;
}
static pe_value pe_b_m_startswith(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_startsend(vm, a, n, k, 0);
}
static pe_value pe_b_m_endswith(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_startsend(vm, a, n, k, 1);
}

/* ---- transforming
 * ------------------------------------------------------------------------ */

/* Applies a per-byte mapping; mode: 0 lower, 1 upper, 2 swapcase, 3 capitalize, 4 title */
static pe_value pe_b_casemap(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                             int mode, const char *name) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    SELF;
    pe_value r = pe_b_make(vm, args[0], d, n);
    if (pe_is_null(r)) return PE_NULL;
    char *o = pe_bytes_check(vm, r) ? pe_bytes_obj(r)->data : pe_bytearray_obj(r)->data;
    int prev_cased = 0;
    /* loop-bound: charged-by: pe_b_make, which charged the copy of the n bytes mapped
     * here */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)o[i];
        int up;
        switch (mode) {
        case 0: up = 0; break;
        case 1: up = 1; break;
        case 2: up = pe_b_islower(c); break;
        case 3: up = i == 0; break;
        default: up = !prev_cased; break;
        }
        if (mode == 2 && !pe_b_isalpha(c)) continue;
        if (up && pe_b_islower(c))
            o[i] = (char)(c - 32);
        else if (!up && pe_b_isupper(c))
            o[i] = (char)(c + 32);
        prev_cased = pe_b_isalpha(c);
    }
    return r;
}
static pe_value pe_b_m_lower(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_casemap(vm, a, n, k, 0, "lower");
}
static pe_value pe_b_m_upper(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_casemap(vm, a, n, k, 1, "upper");
}
static pe_value pe_b_m_swapcase(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_casemap(vm, a, n, k, 2, "swapcase");
}
static pe_value pe_b_m_capitalize(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_casemap(vm, a, n, k, 3, "capitalize");
}
static pe_value pe_b_m_title(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_casemap(vm, a, n, k, 4, "title");
}

/* is* predicates: 0 digit, 1 alpha, 2 alnum, 3 space, 4 lower, 5 upper, 6 ascii, 7 title */
static pe_value pe_b_pred(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                          int mode, const char *name) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    SELF;
    if (pe_b_work(vm, n) < 0) return PE_NULL;
    if (mode == 6) {
        /* loop-bound: charged-before: the charge above in pe_b_pred covers this trip
         * count */
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)d[i] >= 128) return PE_FALSE;
        return PE_TRUE;
    }
    if (n == 0) return PE_FALSE;
    if (mode == 4 || mode == 5) {
        int cased = 0;
        /* loop-bound: charged-before: the charge above in pe_b_pred covers this trip
         * count */
        for (size_t i = 0; i < n; i++) {
            unsigned char c = (unsigned char)d[i];
            if (mode == 4 ? pe_b_isupper(c) : pe_b_islower(c)) return PE_FALSE;
            if (pe_b_isalpha(c)) cased = 1;
        }
        return pe_bool(cased);
    }
    if (mode == 7) {
        int cased = 0, prev = 0;
        /* loop-bound: charged-before: the charge above in pe_b_pred covers this trip
         * count */
        for (size_t i = 0; i < n; i++) {
            unsigned char c = (unsigned char)d[i];
            if (pe_b_isupper(c)) {
                if (prev) return PE_FALSE;
                prev = cased = 1;
            } else if (pe_b_islower(c)) {
                if (!prev) return PE_FALSE;
                prev = cased = 1;
            } else {
                prev = 0;
            }
        }
        return pe_bool(cased);
    }
    /* loop-bound: charged-before: the charge above in pe_b_pred covers this trip count */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)d[i];
        int ok = mode == 0   ? pe_b_isdigit(c)
                 : mode == 1 ? pe_b_isalpha(c)
                 : mode == 2 ? pe_b_isalpha(c) || pe_b_isdigit(c)
                             : pe_b_isspace(c);
        if (!ok) return PE_FALSE;
    }
    return PE_TRUE;
}
#define PE_B_PRED(fn, mode, name)                                                          \
    static pe_value fn(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {                \
        return pe_b_pred(vm, a, n, k, mode, name);                                         \
    }
PE_B_PRED(pe_b_m_isdigit, 0, "isdigit")
PE_B_PRED(pe_b_m_isalpha, 1, "isalpha")
PE_B_PRED(pe_b_m_isalnum, 2, "isalnum")
PE_B_PRED(pe_b_m_isspace, 3, "isspace")
PE_B_PRED(pe_b_m_islower, 4, "islower")
PE_B_PRED(pe_b_m_isupper, 5, "isupper")
PE_B_PRED(pe_b_m_isascii, 6, "isascii")
PE_B_PRED(pe_b_m_istitle, 7, "istitle")

/* strip family: which 1 left, 2 right, 3 both */
static pe_value pe_b_strip(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                           int which, const char *name) {
    if (pe_args_range(vm, name, nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    SELF;
    const char *set = NULL;
    size_t sn = 0;
    if (nargs > 1 && !pe_is_none(args[1]) && pe_b_arg(vm, args[1], &set, &sn) < 0)
        return PE_NULL;
    size_t lo = 0, hi = n;
#define PE_B_STRIPPED(c)                                                                   \
    (set ? memchr(set, (c), sn) != NULL : pe_b_isspace((unsigned char)(c)))
    if (which & 1)
        /* loop-bound: charged-after: pe_b_strip charges what this scan covered right
         * after it */
        while (lo < hi && PE_B_STRIPPED(d[lo]))
            lo++;
    if (which & 2)
        /* loop-bound: charged-after: pe_b_strip charges what this scan covered right
         * after it */
        while (hi > lo && PE_B_STRIPPED(d[hi - 1]))
            hi--;
#undef PE_B_STRIPPED
    /* charged after the scan, whose length is known only now */
    if (pe_b_work(vm, (lo + n - hi) * (set ? sn : 1)) < 0) return PE_NULL;
    return pe_b_make(vm, args[0], d + lo, hi - lo);
}
static pe_value pe_b_m_strip(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_strip(vm, a, n, k, 3, "strip");
}
static pe_value pe_b_m_lstrip(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_strip(vm, a, n, k, 1, "lstrip");
}
static pe_value pe_b_m_rstrip(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_strip(vm, a, n, k, 2, "rstrip");
}

/* A growable pe_mem byte buffer for building results. */
typedef struct pe_bbuf {
    pe_vm *vm;
    char *p;
    size_t len, cap;
} pe_bbuf;
static int pe_bbuf_add(pe_bbuf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap : 32;
        /* loop-bound: const: at most 64 doublings */
        while (nc < b->len + n + 1) {
            if (nc > ((size_t)1 << 40)) return pe_err_nomem(b->vm), -1;
            nc *= 2;
        }
        /* every byte of the new capacity is written or copied once: charged before the
         * allocation (doubling keeps the total within twice the final size) */
        if (pe_b_work(b->vm, nc) < 0) return -1;
        char *q = pe_mem_realloc(&b->vm->mem, b->p, b->cap, nc);
        if (!q) return pe_err_nomem(b->vm), -1;
        b->p = q, b->cap = nc;
    }
    if (n) memcpy(b->p + b->len, s, n);
    b->len += n;
    return 0;
}
static pe_value pe_bbuf_finish(pe_bbuf *b, pe_value like) {
    pe_value r = pe_b_make(b->vm, like, b->p, b->len);
    if (b->p) pe_mem_free(&b->vm->mem, b->p, b->cap);
    return r;
}
static void pe_bbuf_free(pe_bbuf *b) {
    if (b->p) pe_mem_free(&b->vm->mem, b->p, b->cap);
}

static pe_value pe_b_m_replace(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "replace", nargs - 1, kw, 2, 3) < 0) return PE_NULL;
    const char *o, *w;
    size_t on, wn;
    int64_t count = -1;
    if (pe_b_arg(vm, args[1], &o, &on) < 0 || pe_b_arg(vm, args[2], &w, &wn) < 0)
        return PE_NULL;
    if (nargs > 3 && pe_op_index_i64(vm, args[3], &count) < 0) return PE_NULL;
    SELF; /* after __index__, which may resize a bytearray */
    pe_bbuf b = {vm, NULL, 0, 0};
    size_t i = 0;
    if (PE_TICK(vm, n / 32) < 0) return PE_NULL;
    if (on == 0) {
        for (; i <= n && count != 0; count--) {
            if (pe_bbuf_add(&b, w, wn) < 0) goto fail;
            if (i < n && pe_bbuf_add(&b, d + i, 1) < 0) goto fail;
            i++;
            if (PE_TICK(vm, 1) < 0) goto fail;
        }
        if (i < n && pe_bbuf_add(&b, d + i, n - i) < 0) goto fail;
        return pe_bbuf_finish(&b, args[0]);
    }
    while (count != 0) {
        int64_t f = pe_b_find_raw(d, n, o, on, i, n);
        if (f < 0) break;
        if (pe_bbuf_add(&b, d + i, (size_t)f - i) < 0 || pe_bbuf_add(&b, w, wn) < 0)
            goto fail;
        i = (size_t)f + on;
        count--;
        if (PE_TICK(vm, 1) < 0) goto fail;
    }
    if (pe_bbuf_add(&b, d + i, n - i) < 0) goto fail;
    return pe_bbuf_finish(&b, args[0]);
fail:
    pe_bbuf_free(&b);
    return PE_NULL;
}

/* split / rsplit */
static pe_value pe_b_split_impl(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                                int right) {
    static const char *const params[] = {"sep", "maxsplit", NULL};
    pe_argspec spec = {right ? "rsplit" : "split", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    const char *s = NULL;
    size_t m = 0;
    int64_t maxs = -1;
    if (!pe_is_null(a[0]) && !pe_is_none(a[0])) {
        if (pe_b_arg(vm, a[0], &s, &m) < 0) return PE_NULL;
        if (m == 0) return pe_err_set(vm, PE_EXC_ValueError, "empty separator");
    }
    if (!pe_is_null(a[1]) && pe_op_index_i64(vm, a[1], &maxs) < 0) return PE_NULL;
    SELF; /* after __index__, which may resize a bytearray */
    if (maxs < 0) maxs = INT64_MAX;
    if (PE_TICK(vm, n / 32) < 0) return PE_NULL;
    /* CPython preallocates min(maxsplit + 1, 12) slots (sys.getsizeof shows them) */
    pe_value list = pe_list_new(vm, maxs >= 12 ? 12 : (size_t)maxs + 1);
    if (pe_is_null(list)) return PE_NULL;
    /* pieces collected as (start, len) then appended in order */
    size_t cap = 16, cnt = 0;
    size_t *pcs = pe_mem_alloc(&vm->mem, cap * 2 * sizeof(size_t));
    if (!pcs) {
        pe_decref(vm, list);
        return pe_err_nomem(vm);
    }
#define PE_B_PIECE(st, ln)                                                                 \
    do {                                                                                   \
        if (cnt == cap) {                                                                  \
            size_t *q = pe_mem_realloc(&vm->mem, pcs, cap * 2 * sizeof(size_t),            \
                                       cap * 4 * sizeof(size_t));                          \
            if (!q) {                                                                      \
                pe_err_nomem(vm);                                                          \
                goto fail;                                                                 \
            }                                                                              \
            pcs = q, cap *= 2;                                                             \
        }                                                                                  \
        pcs[2 * cnt] = (st), pcs[2 * cnt + 1] = (ln), cnt++;                               \
    } while (0)
    if (!s) {
        if (!right) {
            size_t i = 0;
            /* loop-bound: charged-before: the charge above in pe_b_split_impl covers
             * this trip count */
            while (1) {
                /* loop-bound: charged-before: the charge above in pe_b_split_impl covers
                 * this trip count */
                while (i < n && pe_b_isspace((unsigned char)d[i]))
                    i++;
                if (i >= n) break;
                if (maxs-- == 0) {
                    size_t e = n;
                    /* loop-bound: charged-before: the charge above in pe_b_split_impl
                     * covers this trip count */
                    while (e > i && pe_b_isspace((unsigned char)d[e - 1]))
                        e--;
                    PE_B_PIECE(i, e - i);
                    break;
                }
                size_t j = i;
                /* loop-bound: charged-before: the charge above in pe_b_split_impl covers
                 * this trip count */
                while (j < n && !pe_b_isspace((unsigned char)d[j]))
                    j++;
                PE_B_PIECE(i, j - i);
                i = j;
            }
        } else {
            size_t i = n;
            /* loop-bound: charged-before: the charge above in pe_b_split_impl covers
             * this trip count */
            while (1) {
                /* loop-bound: charged-before: the charge above in pe_b_split_impl covers
                 * this trip count */
                while (i > 0 && pe_b_isspace((unsigned char)d[i - 1]))
                    i--;
                if (i == 0) break;
                if (maxs-- == 0) {
                    size_t st = 0;
                    /* loop-bound: charged-before: the charge above in pe_b_split_impl
                     * covers this trip count */
                    while (st < i && pe_b_isspace((unsigned char)d[st]))
                        st++;
                    PE_B_PIECE(st, i - st);
                    break;
                }
                size_t j = i;
                /* loop-bound: charged-before: the charge above in pe_b_split_impl covers
                 * this trip count */
                while (j > 0 && !pe_b_isspace((unsigned char)d[j - 1]))
                    j--;
                PE_B_PIECE(j, i - j);
                i = j;
            }
        }
    } else if (!right) {
        size_t i = 0;
        /* loop-bound: charged-before: the charge above in pe_b_split_impl covers this
         * trip count */
        while (maxs-- > 0) {
            int64_t f = pe_b_find_raw(d, n, s, m, i, n);
            if (f < 0) break;
            PE_B_PIECE(i, (size_t)f - i);
            i = (size_t)f + m;
        }
        PE_B_PIECE(i, n - i);
    } else {
        size_t e = n;
        /* loop-bound: charged-before: the charge above in pe_b_split_impl covers this
         * trip count */
        while (maxs-- > 0) {
            int64_t f = pe_b_rfind_raw(vm, d, n, s, m, 0, e);
            if (f == -2) goto fail;
            if (f < 0) break;
            PE_B_PIECE((size_t)f + m, e - (size_t)f - m);
            e = (size_t)f;
        }
        PE_B_PIECE(0, e);
    }
#undef PE_B_PIECE
    for (size_t k = 0; k < cnt; k++) {
        size_t idx = right ? cnt - 1 - k : k;
        if (PE_TICK(vm, 1) < 0) goto fail; /* one object per piece */
        pe_value piece = pe_b_make(vm, args[0], d + pcs[2 * idx], pcs[2 * idx + 1]);
        if (pe_is_null(piece)) goto fail;
        int rc = pe_list_append(vm, list, piece);
        pe_decref(vm, piece);
        if (rc < 0) goto fail;
    }
    pe_mem_free(&vm->mem, pcs, cap * 2 * sizeof(size_t));
    return list;
fail:
    pe_mem_free(&vm->mem, pcs, cap * 2 * sizeof(size_t));
    pe_decref(vm, list);
    return PE_NULL;
}
static pe_value pe_b_m_split(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_split_impl(vm, a, n, k, 0);
}
static pe_value pe_b_m_rsplit(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_split_impl(vm, a, n, k, 1);
}

static pe_value pe_b_m_join(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "join", nargs - 1, kw) < 0) return PE_NULL;
    pe_value items = pe_list_from_iterable(vm, args[1]);
    if (pe_is_null(items)) return PE_NULL;
    pe_bbuf b = {vm, NULL, 0, 0};
    size_t cnt = pe_list_len(items);
    for (size_t i = 0; i < cnt; i++) {
        SELF;
        const char *s;
        size_t m;
        pe_value it = pe_list_item(items, i);
        if (!pe_bytes_buffer(vm, it, &s, &m)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "sequence item %zu: expected a bytes-like object, %s found", i,
                          pe_op_typename(vm, it));
            goto fail;
        }
        if ((i && pe_bbuf_add(&b, d, n) < 0) || pe_bbuf_add(&b, s, m) < 0) goto fail;
        if (PE_TICK(vm, 1 + m / 64) < 0) goto fail;
    }
    pe_decref(vm, items);
    return pe_bbuf_finish(&b, args[0]);
fail:
    pe_decref(vm, items);
    pe_bbuf_free(&b);
    return PE_NULL;
}

/* partition / rpartition */
static pe_value pe_b_part(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                          int right) {
    if (pe_args_one(vm, right ? "rpartition" : "partition", nargs - 1, kw) < 0)
        return PE_NULL;
    SELF;
    const char *s;
    size_t m;
    if (pe_b_arg(vm, args[1], &s, &m) < 0) return PE_NULL;
    if (m == 0) return pe_err_set(vm, PE_EXC_ValueError, "empty separator");
    int64_t f =
        right ? pe_b_rfind_raw(vm, d, n, s, m, 0, n) : pe_b_find_raw(d, n, s, m, 0, n);
    if (f == -2) return PE_NULL;
    pe_value p[3] = {PE_NULL, PE_NULL, PE_NULL};
    if (f < 0) {
        p[right ? 2 : 0] = pe_b_make(vm, args[0], d, n);
        p[1] = pe_b_make(vm, args[0], NULL, 0);
        p[right ? 0 : 2] = pe_b_make(vm, args[0], NULL, 0);
    } else {
        p[0] = pe_b_make(vm, args[0], d, (size_t)f);
        p[1] = pe_b_make(vm, args[0], s, m);
        p[2] = pe_b_make(vm, args[0], d + f + m, n - (size_t)f - m);
    }
    pe_value r = PE_NULL;
    if (!pe_is_null(p[0]) && !pe_is_null(p[1]) && !pe_is_null(p[2]))
        r = pe_tuple_from_array(vm, p, 3);
    /* loop-bound: const */
    for (int k = 0; k < 3; k++)
        pe_decref(vm, p[k]);
    return r;
}
static pe_value pe_b_m_partition(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_part(vm, a, n, k, 0);
}
static pe_value pe_b_m_rpartition(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_part(vm, a, n, k, 1);
}

/* center/ljust/rjust: mode 0 center, 1 ljust, 2 rjust */
static pe_value pe_b_pad(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                         int mode, const char *name) {
    if (pe_args_range(vm, name, nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    int64_t w;
    char fill = ' ';
    if (pe_op_index_i64(vm, args[1], &w) < 0) return PE_NULL;
    SELF; /* after __index__, which may resize a bytearray */
    if (nargs > 2) {
        const char *f;
        size_t fn;
        if (!pe_bytes_buffer(vm, args[2], &f, &fn) || fn != 1)
            return pe_err_format(
                vm, PE_EXC_TypeError,
                "%s() argument 2 must be a byte string of length 1, not %s", name,
                pe_op_typename(vm, args[2]));
        fill = f[0];
    }
    if (w <= (int64_t)n) return pe_b_make(vm, args[0], d, n);
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)w + 64)) return pe_err_nomem(vm);
    size_t total = (size_t)w, padn = total - n, left;
    if (mode == 0)
        left = padn / 2 + (padn & (size_t)w & 1);
    else
        left = mode == 1 ? 0 : padn;
    char *tmp = pe_mem_alloc(&vm->mem, total + 1);
    if (!tmp) return pe_err_nomem(vm);
    memset(tmp, fill, total);
    memcpy(tmp + left, d, n);
    pe_value r = pe_b_make(vm, args[0], tmp, total);
    pe_mem_free(&vm->mem, tmp, total + 1);
    return r;
}
static pe_value pe_b_m_center(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_pad(vm, a, n, k, 0, "center");
}
static pe_value pe_b_m_ljust(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_pad(vm, a, n, k, 1, "ljust");
}
static pe_value pe_b_m_rjust(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_pad(vm, a, n, k, 2, "rjust");
}

static pe_value pe_b_m_zfill(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "zfill", nargs - 1, kw) < 0) return PE_NULL;
    int64_t w;
    if (pe_op_index_i64(vm, args[1], &w) < 0) return PE_NULL;
    SELF; /* after __index__, which may resize a bytearray */
    if (w <= (int64_t)n) return pe_b_make(vm, args[0], d, n);
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)w + 64)) return pe_err_nomem(vm);
    size_t total = (size_t)w, padn = total - n;
    char *tmp = pe_mem_alloc(&vm->mem, total + 1);
    if (!tmp) return pe_err_nomem(vm);
    memset(tmp, '0', padn);
    memcpy(tmp + padn, d, n);
    if (n && (d[0] == '+' || d[0] == '-')) {
        tmp[0] = d[0];
        tmp[padn] = '0';
    }
    pe_value r = pe_b_make(vm, args[0], tmp, total);
    pe_mem_free(&vm->mem, tmp, total + 1);
    return r;
}

static pe_value pe_b_m_splitlines(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    static const char *const params[] = {"keepends", NULL};
    pe_argspec spec = {"splitlines", params, 0, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    int64_t keep = 0; /* CPython takes a C int here (bool(accept={int})), not any object */
    if (!pe_is_null(a[0]) && pe_op_index_int(vm, a[0], &keep) < 0) return PE_NULL;
    SELF;
    pe_value list = pe_list_new(vm, 0);
    if (pe_is_null(list)) return PE_NULL;
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        /* loop-bound: charged-after: pe_b_m_splitlines charges what this scan covered
         * right after it */
        while (j < n && d[j] != '\n' && d[j] != '\r')
            j++;
        size_t e = j;
        if (j < n) {
            j += (d[j] == '\r' && j + 1 < n && d[j + 1] == '\n') ? 2 : 1;
            if (keep) e = j;
        }
        pe_value piece = pe_b_make(vm, args[0], d + i, e - i);
        if (pe_is_null(piece)) goto fail;
        int rc = pe_list_append(vm, list, piece);
        pe_decref(vm, piece);
        if (rc < 0 || PE_TICK(vm, 1) < 0) goto fail;
        i = j;
    }
    return list;
fail:
    pe_decref(vm, list);
    return PE_NULL;
}

static pe_value pe_b_m_expandtabs(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    static const char *const params[] = {"tabsize", NULL};
    pe_argspec spec = {"expandtabs", params, 0, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    int64_t ts = 8;
    if (!pe_is_null(a[0]) && pe_op_index_int(vm, a[0], &ts) < 0) return PE_NULL;
    SELF;
    pe_bbuf b = {vm, NULL, 0, 0};
    size_t col = 0;
    for (size_t i = 0; i < n; i++) {
        if (d[i] == '\t') {
            if (ts > 0) {
                size_t k = (size_t)ts - col % (size_t)ts;
                /* loop-bound: charged-after: pe_b_m_expandtabs charges what this scan
                 * covered right after it */
                for (size_t q = 0; q < k; q++)
                    if (pe_bbuf_add(&b, " ", 1) < 0) goto fail;
                col += k;
            }
        } else {
            if (pe_bbuf_add(&b, d + i, 1) < 0) goto fail;
            col = (d[i] == '\n' || d[i] == '\r') ? 0 : col + 1;
        }
        if (PE_TICK(vm, 1) < 0) goto fail;
    }
    return pe_bbuf_finish(&b, args[0]);
fail:
    pe_bbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_b_affix(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                           int suffix) {
    if (pe_args_one(vm, suffix ? "removesuffix" : "removeprefix", nargs - 1, kw) < 0)
        return PE_NULL;
    SELF;
    const char *s;
    size_t m;
    if (pe_b_arg(vm, args[1], &s, &m) < 0) return PE_NULL;
    if (m <= n && memcmp(suffix ? d + n - m : d, s, m) == 0)
        return pe_b_make(vm, args[0], suffix ? d : d + m, n - m);
    return pe_b_make(vm, args[0], d, n);
}
static pe_value pe_b_m_removeprefix(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_affix(vm, a, n, k, 0);
}
static pe_value pe_b_m_removesuffix(pe_vm *vm, const pe_value *a, size_t n, pe_obj *k) {
    return pe_b_affix(vm, a, n, k, 1);
}

static pe_value pe_b_m_decode(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"encoding", "errors", NULL};
    pe_argspec spec = {"decode", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    const char *enc = "utf-8", *errs = "strict";
    /* loop-bound: const */
    for (int k = 0; k < 2; k++) {
        if (pe_is_null(a[k])) continue;
        if (!pe_str_check(vm, pe_str_arg(vm, a[k])))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "decode() argument '%s' must be str, not %s", params[k],
                                 pe_op_typename(vm, a[k]));
        a[k] = pe_str_arg(vm, a[k]);
        if (strlen(pe_str_obj(a[k])->data) != pe_str_obj(a[k])->size)
            return pe_err_set(vm, PE_EXC_ValueError, "embedded null character");
        if (k == 0)
            enc = pe_str_obj(a[0])->data;
        else
            errs = pe_str_obj(a[1])->data;
    }
    SELF;
    return pe_bytes_decode(vm, d, n, enc, errs);
}

static pe_value pe_b_m_hex(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"sep", "bytes_per_sep", NULL};
    pe_argspec spec = {"hex", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    char sep = 0;
    int64_t per = 1;
    if (!pe_is_null(a[0])) {
        const char *s = NULL;
        size_t m = 0;
        a[0] = pe_str_arg(vm, a[0]);
        if (pe_str_check(vm, a[0]))
            s = pe_str_obj(a[0])->data, m = pe_str_obj(a[0])->size;
        else if (!pe_bytes_buffer(vm, a[0], &s, &m))
            return pe_err_set(vm, PE_EXC_TypeError, "sep must be str or bytes.");
        if (m != 1) return pe_err_set(vm, PE_EXC_ValueError, "sep must be length 1.");
        if ((unsigned char)s[0] >= 128)
            return pe_err_set(vm, PE_EXC_ValueError, "sep must be ASCII.");
        sep = s[0];
    }
    if (!pe_is_null(a[1]) && pe_op_index_int(vm, a[1], &per) < 0) return PE_NULL;
    SELF; /* after __index__, which may resize a bytearray */
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    static const char hex[] = "0123456789abcdef";
    size_t g = (size_t)(per < 0 ? -per : per);
    for (size_t i = 0; i < n; i++) {
        if (sep && g && i) {
            int brk = per > 0 ? (n - i) % g == 0 : i % g == 0;
            if (brk && pe_strbuf_add(&b, &sep, 1) < 0) goto fail;
        }
        char h[2] = {hex[(unsigned char)d[i] >> 4], hex[d[i] & 15]};
        if (pe_strbuf_add(&b, h, 2) < 0) goto fail;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static int pe_b_hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* classmethod: args[0] is the type (bytes or bytearray) */
static pe_value pe_b_m_fromhex(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "fromhex", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, pe_str_arg(vm, args[1])))
        return pe_err_format(vm, PE_EXC_TypeError, "fromhex() argument must be str, not %s",
                             pe_op_typename(vm, args[1]));
    pe_str *s = pe_str_obj(pe_str_arg(vm, args[1]));
    /* the scan is charged up front: whitespace writes nothing, so the builder's
     * growth charges never see it */
    if (pe_b_work(vm, s->size) < 0) return PE_NULL;
    pe_bbuf b = {vm, NULL, 0, 0};
    size_t i = 0, ci = 0;
    /* loop-bound: charged-before: the charge above in pe_b_m_fromhex covers this trip
     * count */
    for (;;) {
        /* loop-bound: charged-before: the charge above in pe_b_m_fromhex covers this
         * trip count */
        while (i < s->size && pe_b_isspace((unsigned char)s->data[i]))
            i++, ci++;
        if (i >= s->size) break;
        int hi = pe_b_hexval(s->data[i]);
        int lo = i + 1 < s->size ? pe_b_hexval(s->data[i + 1]) : -1;
        if (hi < 0 || lo < 0) {
            size_t pos = hi < 0 ? ci : ci + 1;
            pe_bbuf_free(&b);
            return pe_err_format(
                vm, PE_EXC_ValueError,
                "non-hexadecimal number found in fromhex() arg at position %zu", pos);
        }
        char c = (char)(hi * 16 + lo);
        if (pe_bbuf_add(&b, &c, 1) < 0) {
            pe_bbuf_free(&b);
            return PE_NULL;
        }
        i += 2, ci += 2;
    }
    pe_type *t = (pe_type *)args[0].u.o;
    pe_value like = PE_NONE;
    pe_value tmp = PE_NULL;
    if (pe_type_is_subtype(t, vm->types[PE_TYPE_BYTEARRAY])) {
        tmp = pe_bytearray_new(vm, NULL, 0);
        if (pe_is_null(tmp)) {
            pe_bbuf_free(&b);
            return PE_NULL;
        }
        like = tmp;
    }
    pe_value r = pe_bbuf_finish(&b, like);
    pe_decref(vm, tmp);
    return r;
}

static pe_value pe_b_m_translate(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    static const char *const params[] = {"table", "delete", NULL};
    pe_argspec spec = {"translate", params, 1, 1, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    SELF;
    const char *t = NULL, *del = NULL;
    size_t tn = 0, dn = 0;
    if (!pe_is_none(a[0])) {
        if (pe_b_arg(vm, a[0], &t, &tn) < 0) return PE_NULL;
        if (tn != 256)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "translation table must be 256 characters long");
    }
    if (!pe_is_null(a[1]) && pe_b_arg(vm, a[1], &del, &dn) < 0) return PE_NULL;
    /* charged up front: with every byte deleted the builder never grows (and never
     * charges), and b'a' * 10**6 .translate(None, b'a') was free */
    if (pe_b_work(vm, n * 4 + (del ? n / 8 * (dn / 8) : 0)) < 0) return PE_NULL;
    pe_bbuf b = {vm, NULL, 0, 0};
    /* loop-bound: charged-before: the charge above in pe_b_m_translate covers this trip
     * count */
    for (size_t i = 0; i < n; i++) {
        if (del && memchr(del, d[i], dn)) continue;
        char c = t ? t[(unsigned char)d[i]] : d[i];
        if (pe_bbuf_add(&b, &c, 1) < 0) {
            pe_bbuf_free(&b);
            return PE_NULL;
        }
    }
    return pe_bbuf_finish(&b, args[0]);
}

static pe_value pe_b_m_maketrans(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_range(vm, "maketrans", nargs, kw, 2, 2) < 0) return PE_NULL;
    const char *f, *t;
    size_t fn, tn;
    if (pe_b_arg(vm, args[0], &f, &fn) < 0 || pe_b_arg(vm, args[1], &t, &tn) < 0)
        return PE_NULL;
    if (fn != tn)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "maketrans arguments must have same length");
    if (pe_b_work(vm, fn) < 0) return PE_NULL; /* one pass over the table's keys */
    char tab[256];
    /* loop-bound: const */
    for (int i = 0; i < 256; i++)
        tab[i] = (char)i;
    /* loop-bound: charged-before: pe_b_work above */
    for (size_t i = 0; i < fn; i++)
        tab[(unsigned char)f[i]] = t[i];
    return pe_bytes_new(vm, tab, 256);
}

/* bytes' own methods (bytearray has neither): __getnewargs__ -> (bytes(self),) and
 * __bytes__ -> bytes(self), both METH_NOARGS. */
static pe_value pe_b_m_getnewargs(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_noargs(vm, "bytes.__getnewargs__", nargs - 1, kw) < 0) return PE_NULL;
    SELF;
    pe_value b = pe_bytes_new(vm, d, n);
    if (pe_is_null(b)) return PE_NULL;
    pe_value r = pe_tuple_pack1(vm, b);
    pe_decref(vm, b);
    return r;
}
static pe_value pe_b_m_bytes(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "bytes.__bytes__", nargs - 1, kw) < 0) return PE_NULL;
    SELF;
    return pe_bytes_new(vm, d, n);
}
const pe_method_def pe_b_bytes_only_methods[] = {
    {"__getnewargs__", pe_b_m_getnewargs, 0},
    {"__bytes__", pe_b_m_bytes, 0},
    {NULL, NULL, 0},
};

const pe_method_def pe_b_methods[] = {
    {"decode", pe_b_m_decode, 0},
    {"hex", pe_b_m_hex, 0},
    {"fromhex", pe_b_m_fromhex, PE_METH_CLASS},
    {"maketrans", pe_b_m_maketrans, PE_METH_STATIC},
    {"translate", pe_b_m_translate, 0},
    {"find", pe_b_m_find, 0},
    {"rfind", pe_b_m_rfind, 0},
    {"index", pe_b_m_index, 0},
    {"rindex", pe_b_m_rindex, 0},
    {"count", pe_b_m_count, 0},
    {"startswith", pe_b_m_startswith, 0},
    {"endswith", pe_b_m_endswith, 0},
    {"lower", pe_b_m_lower, 0},
    {"upper", pe_b_m_upper, 0},
    {"swapcase", pe_b_m_swapcase, 0},
    {"capitalize", pe_b_m_capitalize, 0},
    {"title", pe_b_m_title, 0},
    {"isdigit", pe_b_m_isdigit, 0},
    {"isalpha", pe_b_m_isalpha, 0},
    {"isalnum", pe_b_m_isalnum, 0},
    {"isspace", pe_b_m_isspace, 0},
    {"islower", pe_b_m_islower, 0},
    {"isupper", pe_b_m_isupper, 0},
    {"isascii", pe_b_m_isascii, 0},
    {"istitle", pe_b_m_istitle, 0},
    {"strip", pe_b_m_strip, 0},
    {"lstrip", pe_b_m_lstrip, 0},
    {"rstrip", pe_b_m_rstrip, 0},
    {"replace", pe_b_m_replace, 0},
    {"split", pe_b_m_split, 0},
    {"rsplit", pe_b_m_rsplit, 0},
    {"join", pe_b_m_join, 0},
    {"partition", pe_b_m_partition, 0},
    {"rpartition", pe_b_m_rpartition, 0},
    {"center", pe_b_m_center, 0},
    {"ljust", pe_b_m_ljust, 0},
    {"rjust", pe_b_m_rjust, 0},
    {"zfill", pe_b_m_zfill, 0},
    {"splitlines", pe_b_m_splitlines, 0},
    {"expandtabs", pe_b_m_expandtabs, 0},
    {"removeprefix", pe_b_m_removeprefix, 0},
    {"removesuffix", pe_b_m_removesuffix, 0},
    {NULL, NULL, 0},
};
