/*
 * json.c - the `json` module: loads/dumps/load/dump with every keyword of CPython 3.11,
 * JSONDecodeError, JSONEncoder and JSONDecoder.
 *
 * As in CPython, the API layer is Python (modules/py/json.py: the classes, keywords,
 * JSONDecodeError) and the hot paths are native: the scanner (json_scan.c, CPython's
 * c_make_scanner), the one-shot encoder behind dumps (json_enc.c, CPython's
 * c_make_encoder, which here also writes the indented text), and in this file the
 * string escapers (c_encode_basestring(_ascii)) and the string scanner (c_scanstring,
 * CPython's scanstring_unicode, which reports a malformed string as a (None, message,
 * position) triple for json.py to raise as JSONDecodeError). json.iterencode and dump
 * keep json.py's generator (CPython's pure-Python chunks). Everything runs inside the
 * budget: one op per value and per 64 bytes of text, and all output grows through
 * pe_mem (the memory limit). json.h declares what the files share.
 */
#include <stdint.h>
#include <string.h>

#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "json.h"
#include "registry.h"

/* The escape of ASCII byte c, written to out (>= 7 bytes) with its length, or 0 when
 * c stands for itself. ensure_ascii also escapes DEL, as CPython's does. */
static size_t json_escape_ascii(unsigned char c, int ascii, char *out) {
    static const char hex[] = "0123456789abcdef";
    char e = 0;
    switch (c) {
    case '"': e = '"'; break;
    case '\\': e = '\\'; break;
    case '\b': e = 'b'; break;
    case '\f': e = 'f'; break;
    case '\n': e = 'n'; break;
    case '\r': e = 'r'; break;
    case '\t': e = 't'; break;
    default:
        if (c >= 0x20 && !(ascii && c == 0x7f)) return 0;
        memcpy(out, "\\u00", 4);
        out[4] = hex[c >> 4];
        out[5] = hex[c & 15];
        return 6;
    }
    out[0] = '\\';
    out[1] = e;
    return 2;
}

/* Appends \uXXXX for code unit u (< 0x10000). 0 or -1. */
static int json_add_u(pe_strbuf *b, uint32_t u) {
    static const char hex[] = "0123456789abcdef";
    char out[6] = {
        '\\',       'u', hex[(u >> 12) & 15], hex[(u >> 8) & 15], hex[(u >> 4) & 15],
        hex[u & 15]};
    return pe_strbuf_add(b, out, 6);
}

/* The escaped body of s appended to b: runs of bytes that stand for themselves are
 * copied whole. With ascii, every non-ASCII code point becomes \uXXXX (a surrogate
 * pair above U+FFFF; a lone surrogate as itself). 0 or -1. */
int pe_mod_json_escape_into(pe_strbuf *b, const pe_str *s, int ascii) {
    const char *p = s->data, *end = s->data + s->size, *run = p;
    /* loop-bound: caller-charged: json_encode_str and json_enc.c's json_put_str, one op
     * per 64 bytes of s */
    while (p < end) {
        unsigned char c = (unsigned char)*p;
        char esc[8];
        size_t n = 0;
        if (c < 0x80) {
            n = json_escape_ascii(c, ascii, esc);
            if (!n) {
                p++;
                continue;
            }
        } else if (!ascii) {
            p++;
            continue;
        }
        if (p > run && pe_strbuf_add(b, run, (size_t)(p - run)) < 0) return -1;
        if (n) {
            if (pe_strbuf_add(b, esc, n) < 0) return -1;
            p++;
        } else {
            size_t len;
            int32_t cp = pe_utf8_decode(p, &len);
            p += len;
            uint32_t u = (uint32_t)cp;
            if (u >= 0x10000) {
                u -= 0x10000;
                if (json_add_u(b, 0xd800 | (u >> 10)) < 0 ||
                    json_add_u(b, 0xdc00 | (u & 0x3ff)) < 0)
                    return -1;
            } else if (json_add_u(b, u) < 0) {
                return -1;
            }
        }
        run = p;
    }
    return p > run ? pe_strbuf_add(b, run, (size_t)(p - run)) : 0;
}

/* encode_basestring(s) / encode_basestring_ascii(s): the JSON text of str s, quotes
 * included. New reference, or PE_NULL with TypeError/MemoryError/a limit pending. */
static pe_value json_encode_str(pe_vm *vm, const pe_value *args, size_t nargs,
                                pe_obj *kwnames, const char *name, int ascii) {
    if (pe_args_one(vm, name, nargs, kwnames) < 0) return PE_NULL;
    pe_value v = pe_str_arg(vm, args[0]); /* a str subclass instance: its str */
    if (!pe_str_check(vm, v))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "first argument must be a string, not %s",
                             pe_op_typename(vm, args[0]));
    pe_str *s = pe_str_obj(v);
    if (PE_TICK(vm, 1 + s->size / 64) < 0) return PE_NULL;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_add(&b, "\"", 1) < 0 || pe_mod_json_escape_into(&b, s, ascii) < 0 ||
        pe_strbuf_add(&b, "\"", 1) < 0)
        goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value json_c_encode_basestring(pe_vm *vm, const pe_value *args, size_t nargs,
                                         pe_obj *kwnames) {
    return json_encode_str(vm, args, nargs, kwnames, "encode_basestring", 0);
}

static pe_value json_c_encode_basestring_ascii(pe_vm *vm, const pe_value *args,
                                               size_t nargs, pe_obj *kwnames) {
    return json_encode_str(vm, args, nargs, kwnames, "encode_basestring_ascii", 1);
}

/* ---- scanstring ---------------------------------------------------------------------- */

typedef pe_mod_json_pos json_pos;

/* Four hex digits at s->data[b..b+4), which the caller knows are in the string; -1 when
 * one is not a hex digit (JSON accepts only ASCII 0-9, a-f, A-F). Cannot fail. */
static int32_t json_hex4(const pe_str *s, size_t b) {
    int32_t u = 0;
    /* loop-bound: const: four digits */
    for (int i = 0; i < 4; i++) {
        unsigned char d = (unsigned char)s->data[b + (size_t)i];
        int v;
        if (d >= '0' && d <= '9')
            v = d - '0';
        else if (d >= 'a' && d <= 'f')
            v = d - 'a' + 10;
        else if (d >= 'A' && d <= 'F')
            v = d - 'A' + 10;
        else
            return -1;
        u = u * 16 + v;
    }
    return u;
}

/* The escape at p (just after a backslash, p->cp < len), appended to b; p moves past
 * it. Returns NULL, or the JSONDecodeError message with *errpos set (nothing pending),
 * or "" for -1 with MemoryError pending. */
static const char *json_unescape(pe_strbuf *b, const pe_str *s, json_pos *p,
                                 size_t *errpos) {
    char c = s->data[p->b], ch;
    switch (c) {
    case '"': ch = '"'; break;
    case '\\': ch = '\\'; break;
    case '/': ch = '/'; break;
    case 'b': ch = '\b'; break;
    case 'f': ch = '\f'; break;
    case 'n': ch = '\n'; break;
    case 'r': ch = '\r'; break;
    case 't': ch = '\t'; break;
    case 'u': ch = 0; break;
    default: *errpos = p->cp - 1; return "Invalid \\escape";
    }
    if (ch) {
        p->b++, p->cp++;
        return pe_strbuf_add(b, &ch, 1) < 0 ? "" : NULL;
    }
    /* \uXXXX: CPython wants a character after the four digits (its end >= len test) */
    *errpos = p->cp;
    if (p->cp + 5 >= s->len) return "Invalid \\uXXXX escape";
    int32_t u = json_hex4(s, p->b + 1);
    if (u < 0) return "Invalid \\uXXXX escape";
    p->b += 5, p->cp += 5;
    if (u >= 0xd800 && u <= 0xdbff && p->cp + 6 < s->len && s->data[p->b] == '\\' &&
        s->data[p->b + 1] == 'u') {
        int32_t u2 = json_hex4(s, p->b + 2);
        if (u2 < 0) {
            *errpos = p->cp + 1;
            return "Invalid \\uXXXX escape";
        }
        if (u2 >= 0xdc00 && u2 <= 0xdfff) {
            u = 0x10000 + (((u - 0xd800) << 10) | (u2 - 0xdc00));
            p->b += 6, p->cp += 6;
        }
    }
    char out[4];
    return pe_strbuf_add(b, out, pe_utf8_encode(u, out)) < 0 ? "" : NULL;
}

/* Scans the string body at p up to its closing quote, unescaping into b; p ends just
 * past the quote. NULL, a JSONDecodeError message with *errpos, or "" with an error
 * pending (MemoryError, a limit). */
const char *pe_mod_json_scan_body(pe_vm *vm, pe_strbuf *b, const pe_str *s,
                                  pe_mod_json_pos *p, int strict, size_t *errpos) {
    size_t begin = p->cp - 1, charged = p->b;
    /* each pass consumes a run and an escape of s: the ticks below charge it */
    for (;;) {
        size_t run = p->b;
        unsigned char c = 0;
        /* loop-bound: charged-after: the run's bytes, one op per 64 */
        while (p->b < s->size) {
            c = (unsigned char)s->data[p->b];
            if (c == '"' || c == '\\') break;
            if (c < 0x20 && strict) {
                *errpos = p->cp;
                return "Invalid control character at";
            }
            size_t n = 1;
            if (c >= 0x80) (void)pe_utf8_decode(s->data + p->b, &n);
            p->b += n, p->cp++;
        }
        if (p->b - charged >= 64) {
            if (PE_TICK(vm, (p->b - charged) / 64) < 0) return "";
            charged = p->b;
        }
        if (p->b > run && pe_strbuf_add(b, s->data + run, p->b - run) < 0) return "";
        *errpos = begin;
        if (p->b >= s->size) return "Unterminated string starting at";
        p->b++, p->cp++;
        if (c == '"') return NULL;
        if (p->b >= s->size) return "Unterminated string starting at";
        const char *err = json_unescape(b, s, p, errpos);
        if (err) return err;
    }
}

/* c_scanstring(s, end, strict): the JSON string whose body starts at code point end of
 * s (just after its opening quote). (str, index after the closing quote), or
 * (None, message, position) for a malformed string. New reference, or PE_NULL with
 * ValueError ("end is out of bounds"), TypeError, MemoryError or a limit pending. */
static pe_value json_c_scanstring(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kwnames) {
    if (pe_args_range(vm, "c_scanstring", nargs, kwnames, 3, 3) < 0) return PE_NULL;
    pe_value sv = pe_str_arg(vm, args[0]);
    if (!pe_str_check(vm, sv))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "first argument must be a string, not %s",
                             pe_op_typename(vm, args[0]));
    pe_str *s = pe_str_obj(sv);
    int64_t end;
    if (pe_op_index_i64(vm, args[1], &end) < 0) return PE_NULL;
    int strict = pe_op_truth(vm, args[2]);
    if (strict < 0) return PE_NULL;
    if (end < 0 || (uint64_t)end > s->len)
        return pe_err_set(vm, PE_EXC_ValueError, "end is out of bounds");
    json_pos p = {pe_str_offset(vm, s, (size_t)end), (size_t)end};
    size_t errpos = 0;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    const char *err = pe_mod_json_scan_body(vm, &b, s, &p, strict, &errpos);
    if (err && !*err) goto fail;
    if (err) {
        pe_strbuf_free(&b);
        pe_value msg = pe_str_from_cstr(vm, err);
        if (pe_is_null(msg)) return PE_NULL;
        pe_value items[3] = {PE_NONE, msg, pe_int((int64_t)errpos)};
        pe_value r = pe_tuple_from_array(vm, items, 3);
        pe_decref(vm, msg);
        return r;
    }
    pe_value str = pe_strbuf_finish(&b);
    if (pe_is_null(str)) return PE_NULL;
    pe_value r = pe_tuple_pack2(vm, str, pe_int((int64_t)p.cp));
    pe_decref(vm, str);
    return r;
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static const pe_method_def json_functions[] = {
    {"c_scanstring", json_c_scanstring, 0},
    {"c_encode_basestring", json_c_encode_basestring, 0},
    {"c_encode_basestring_ascii", json_c_encode_basestring_ascii, 0},
    {"c_scan_once", pe_mod_json_c_scan_once, 0},
    {"c_encode", pe_mod_json_c_encode, 0},
    {NULL, NULL, 0},
};

int pe_mod_json_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, json_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "json", pe_frozen_json, pe_frozen_json_len);
}
