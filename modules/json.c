/*
 * json.c - the `json` module: loads/dumps/load/dump with every keyword of CPython 3.11,
 * JSONDecodeError, JSONEncoder and JSONDecoder.
 *
 * The module is written in Python (modules/py/json.py): the decoder follows CPython's C
 * scanner (its messages, positions and RecursionError texts), dumps without indent its
 * C encoder, and iterencode/dump its pure-Python encoder (the same chunks). The string
 * escaping, the one per-character loop of encoding, is native here, as CPython's
 * c_encode_basestring(_ascii): json.py binds encode_basestring(_ascii) to these when
 * they exist. Everything runs inside the budget: the escaping charges one op per 64
 * bytes of input, and its output grows through pe_mem (the memory limit).
 */
#include <stdint.h>
#include <string.h>

#include "../builtins/str.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
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
static int json_escape_into(pe_strbuf *b, const pe_str *s, int ascii) {
    const char *p = s->data, *end = s->data + s->size, *run = p;
    /* loop-bound: input: one pass over s, charged by the caller per 64 bytes */
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
    if (pe_strbuf_add(&b, "\"", 1) < 0 || json_escape_into(&b, s, ascii) < 0 ||
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

static const pe_method_def json_functions[] = {
    {"c_encode_basestring", json_c_encode_basestring, 0},
    {"c_encode_basestring_ascii", json_c_encode_basestring_ascii, 0},
    {NULL, NULL, 0},
};

int pe_mod_json_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, json_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "json", pe_frozen_json, pe_frozen_json_len);
}
