/*
 * binascii.c - the codec loops of the `binascii` module (private names _a2b_hex, ...):
 * hex, base64, uu, quoted-printable, crc32 and crc_hqx over bytes, with CPython 3.11's
 * results and messages (Modules/binascii.c is the reference for the rules, not the
 * source).
 *
 * The module's Python part, modules/py/binascii.py, runs in the same namespace: it
 * defines binascii.Error and binascii.Incomplete, parses the keyword arguments and
 * turns the ValueError these functions raise for bad input into binascii.Error. Each
 * function here takes its arguments positionally and charges one operation per 64 input
 * bytes; outputs are sized from the input before they are allocated, so the memory limit
 * refuses them whole.
 */
#include <stdint.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* One operation per 64 bytes of input, at least one per call. */
static int charge(pe_vm *vm, size_t n) {
    return PE_TICK(vm, 1 + n / 64);
}

/* The data of a b2a_ argument: bytes or bytearray. 0, or -1 with TypeError. */
static int b2a_data(pe_vm *vm, pe_value v, const unsigned char **p, size_t *n) {
    const char *d;
    if (pe_bytes_buffer(vm, v, &d, n)) {
        *p = (const unsigned char *)d;
        return 0;
    }
    pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

/* The data of an a2b_ argument: bytes, bytearray or an ASCII-only str. 0 or -1. */
static int a2b_data(pe_vm *vm, pe_value v, const unsigned char **p, size_t *n) {
    const char *d;
    if (pe_bytes_buffer(vm, v, &d, n)) {
        *p = (const unsigned char *)d;
        return 0;
    }
    if (pe_str_check(vm, v)) {
        pe_str *s = pe_str_obj(v);
        if (!s->ascii) {
            pe_err_set(vm, PE_EXC_ValueError,
                       "string argument should contain only ASCII characters");
            return -1;
        }
        *p = (const unsigned char *)s->data;
        *n = s->size;
        return 0;
    }
    pe_err_format(vm, PE_EXC_TypeError,
                  "argument should be bytes, buffer or ASCII string, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

/* The error the Python layer turns into binascii.Error. Returns PE_NULL. */
static pe_value codec_error(pe_vm *vm, const char *msg) {
    return pe_err_set(vm, PE_EXC_ValueError, msg);
}

/* ---- hex ---------------------------------------------------------------------------- */

static int hex_value(unsigned c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if (c >= 'a' && c <= 'f') return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return (int)(c - 'A' + 10);
    return -1;
}

/* _a2b_hex(data) */
static pe_value bin_a2b_hex(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (pe_args_count(vm, "a2b_hex", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (a2b_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0) return PE_NULL;
    if (n % 2) return codec_error(vm, "Odd-length string");
    pe_value r = pe_bytes_alloc(vm, n / 2);
    if (pe_is_null(r)) return r;
    unsigned char *out = (unsigned char *)pe_bytes_obj(r)->data;
    /* loop-bound: charged-before: charge() covered the input above */
    for (size_t i = 0; i < n; i += 2) {
        int hi = hex_value(p[i]), lo = hex_value(p[i + 1]);
        if (hi < 0 || lo < 0) {
            pe_decref(vm, r);
            return codec_error(vm, "Non-hexadecimal digit found");
        }
        out[i / 2] = (unsigned char)(hi << 4 | lo);
    }
    return r;
}

/* ---- base64 ------------------------------------------------------------------------- */

static const char b64_alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* The value of a base64 character, or -1. */
static int b64_value(unsigned c) {
    if (c >= 'A' && c <= 'Z') return (int)(c - 'A');
    if (c >= 'a' && c <= 'z') return (int)(c - 'a' + 26);
    if (c >= '0' && c <= '9') return (int)(c - '0' + 52);
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/* _b2a_base64(data, newline) */
static pe_value bin_b2a_base64(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (pe_args_count(vm, "b2a_base64", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (b2a_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0) return PE_NULL;
    int newline = pe_op_truth(vm, args[1]);
    if (newline < 0) return PE_NULL;
    if (n > (SIZE_MAX - 3) / 4 * 3) return pe_err_nomem(vm);
    size_t outlen = (n + 2) / 3 * 4 + (size_t)newline;
    pe_value r = pe_bytes_alloc(vm, outlen);
    if (pe_is_null(r)) return r;
    char *out = pe_bytes_obj(r)->data;
    size_t o = 0, i = 0;
    /* loop-bound: charged-before: charge() covered the input above */
    for (; i + 3 <= n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
        out[o++] = b64_alphabet[v >> 18];
        out[o++] = b64_alphabet[(v >> 12) & 63];
        out[o++] = b64_alphabet[(v >> 6) & 63];
        out[o++] = b64_alphabet[v & 63];
    }
    if (n - i == 1) {
        out[o++] = b64_alphabet[p[i] >> 2];
        out[o++] = b64_alphabet[(p[i] & 3) << 4];
        out[o++] = '=';
        out[o++] = '=';
    } else if (n - i == 2) {
        out[o++] = b64_alphabet[p[i] >> 2];
        out[o++] = b64_alphabet[(p[i] & 3) << 4 | p[i + 1] >> 4];
        out[o++] = b64_alphabet[(p[i + 1] & 15) << 2];
        out[o++] = '=';
    }
    if (newline) out[o++] = '\n';
    return r;
}

/* The state of a base64 decode: the partial group and the output so far. */
typedef struct b64_dec {
    unsigned char *out;
    size_t o;
    int quad;      /* characters of the current group seen: 0..3 */
    unsigned left; /* bits carried to the next character */
} b64_dec;

static void b64_push(b64_dec *d, unsigned v) {
    switch (d->quad) {
    case 0: d->left = v; break;
    case 1:
        d->out[d->o++] = (unsigned char)(d->left << 2 | v >> 4);
        d->left = v & 15;
        break;
    case 2:
        d->out[d->o++] = (unsigned char)(d->left << 4 | v >> 2);
        d->left = v & 3;
        break;
    default:
        d->out[d->o++] = (unsigned char)(d->left << 6 | v);
        d->left = 0;
        break;
    }
    d->quad = (d->quad + 1) & 3;
}

/* Decodes p[0..n) into d; NULL, or the binascii.Error message. Non-alphabet bytes are
 * skipped (an error in strict mode); padding ends the data once it completes a group. */
static const char *b64_decode(const unsigned char *p, size_t n, int strict, b64_dec *d) {
    int pads = 0, padding_started = 0;
    if (strict && n > 0 && p[0] == '=') return "Leading padding not allowed";
    /* loop-bound: caller-charged: bin_a2b_base64 charges the input before the call */
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '=') {
            padding_started = 1;
            if (d->quad >= 2 && d->quad + ++pads >= 4) {
                if (strict && i + 1 < n) return "Excess data after padding";
                return NULL;
            }
            continue;
        }
        int v = b64_value(p[i]);
        if (v < 0) {
            if (strict) return "Only base64 data is allowed";
            continue;
        }
        if (strict && padding_started) return "Discontinuous padding not allowed";
        pads = 0;
        b64_push(d, (unsigned)v);
    }
    if (d->quad == 0) return NULL;
    if (d->quad == 1) return ""; /* the caller formats the count */
    return "Incorrect padding";
}

/* _a2b_base64(data, strict_mode) */
static pe_value bin_a2b_base64(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (pe_args_count(vm, "a2b_base64", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (a2b_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0) return PE_NULL;
    int strict = pe_op_truth(vm, args[1]);
    if (strict < 0) return PE_NULL;
    unsigned char *buf = pe_mem_alloc(&vm->mem, n / 4 * 3 + 3);
    if (!buf) return pe_err_nomem(vm);
    b64_dec d = {buf, 0, 0, 0};
    const char *err = b64_decode(p, n, strict, &d);
    pe_value r;
    if (err && !*err)
        r = pe_err_format(vm, PE_EXC_ValueError,
                          "Invalid base64-encoded string: number of data characters "
                          "(%zu) cannot be 1 more than a multiple of 4",
                          d.o / 3 * 4 + 1);
    else if (err)
        r = codec_error(vm, err);
    else
        r = pe_bytes_new(vm, (const char *)buf, d.o);
    pe_mem_free(&vm->mem, buf, n / 4 * 3 + 3);
    return r;
}

/* ---- uu ----------------------------------------------------------------------------- */

/* _b2a_uu(data, backtick) */
static pe_value bin_b2a_uu(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "b2a_uu", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (b2a_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0) return PE_NULL;
    int backtick = pe_op_truth(vm, args[1]);
    if (backtick < 0) return PE_NULL;
    if (n > 45) return codec_error(vm, "At most 45 bytes at once");
    pe_value r = pe_bytes_alloc(vm, 2 + (n + 2) / 3 * 4);
    if (pe_is_null(r)) return r;
    char *out = pe_bytes_obj(r)->data;
    size_t o = 0;
#define UU_CHAR(v) ((char)(backtick && (v) == 0 ? '`' : ' ' + (v)))
    out[o++] = UU_CHAR(n);
    /* loop-bound: const: at most 45 bytes, checked above */
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16;
        if (i + 1 < n) v |= (uint32_t)p[i + 1] << 8;
        if (i + 2 < n) v |= p[i + 2];
        out[o++] = UU_CHAR(v >> 18);
        out[o++] = UU_CHAR((v >> 12) & 63);
        out[o++] = UU_CHAR((v >> 6) & 63);
        out[o++] = UU_CHAR(v & 63);
    }
#undef UU_CHAR
    out[o++] = '\n';
    return r;
}

/* _a2b_uu(data) */
static pe_value bin_a2b_uu(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "a2b_uu", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (a2b_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0) return PE_NULL;
    /* the first character is the length (an empty input reads as NUL: 32 zero bytes,
     * as CPython gives) */
    size_t len = (size_t)(((n ? p[0] : 0u) - ' ') & 077);
    pe_value r = pe_bytes_alloc(vm, len);
    if (pe_is_null(r) || n == 0) return r;
    unsigned char *out = (unsigned char *)pe_bytes_obj(r)->data;
    size_t i = 1, o = 0;
    uint32_t acc = 0;
    int bits = 0;
    /* loop-bound: const: at most 63 output bytes, from the length character */
    while (o < len) {
        unsigned c = i < n ? p[i] : 0;
        i++;
        if (c == '\n' || c == '\r' || c == 0) {
            c = 0; /* short lines are padded with zeros */
            i--;
            if (i < n) i = n; /* the rest of the line is whitespace */
        } else {
            if (c < ' ' || c > ' ' + 64) {
                pe_decref(vm, r);
                return codec_error(vm, "Illegal char");
            }
            c = (c - ' ') & 077;
        }
        acc = acc << 6 | c;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[o++] = (unsigned char)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    /* what is left must be padding: spaces, backticks, newlines */
    /* loop-bound: charged-before: charge() covered the input above */
    for (; i < n; i++) {
        unsigned c = p[i];
        if (c != ' ' && c != ' ' + 64 && c != '\n' && c != '\r') {
            pe_decref(vm, r);
            return codec_error(vm, "Trailing garbage");
        }
    }
    return r;
}

/* ---- quoted-printable ---------------------------------------------------------------- */

/* Each codec runs twice over its input: once with out == NULL to size the result, which
 * is then allocated whole, and once to fill it. One function for both keeps the two
 * passes from disagreeing. */

/* Decodes p[0..n) into out (when not NULL); returns the output length. */
static size_t qp_decode(const unsigned char *p, size_t n, int header, unsigned char *out) {
    size_t i = 0, o = 0;
#define PUT(c) (out ? (void)(out[o] = (unsigned char)(c)) : (void)0, o++)
    /* loop-bound: caller-charged: bin_a2b_qp and bin_b2a_qp charge the input first */
    while (i < n) {
        unsigned c = p[i++];
        if (c == '_' && header) {
            PUT(' ');
        } else if (c != '=') {
            PUT(c);
        } else if (i >= n) {
            break; /* a lone '=' at the end is a soft break */
        } else if (p[i] == '\n' || p[i] == '\r') {
            /* a soft line break: skip to just past the next newline */
            /* loop-bound: caller-charged: within the input bin_a2b_qp charged */
            while (i < n && p[i] != '\n')
                i++;
            if (i < n) i++;
        } else if (p[i] == '=') {
            PUT('='); /* "==": what broken encoders wrote for '=' */
            i++;
        } else if (i + 1 < n && hex_value(p[i]) >= 0 && hex_value(p[i + 1]) >= 0) {
            PUT(hex_value(p[i]) << 4 | hex_value(p[i + 1]));
            i += 2;
        } else {
            PUT('=');
        }
    }
#undef PUT
    return o;
}

/* _a2b_qp(data, header) */
static pe_value bin_a2b_qp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "a2b_qp", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (a2b_data(vm, args[0], &p, &n) < 0 || charge(vm, 2 * n) < 0) return PE_NULL;
    int header = pe_op_truth(vm, args[1]);
    if (header < 0) return PE_NULL;
    pe_value r = pe_bytes_alloc(vm, qp_decode(p, n, header, NULL));
    if (!pe_is_null(r)) qp_decode(p, n, header, (unsigned char *)pe_bytes_obj(r)->data);
    return r;
}

enum { QP_MAXLINE = 76 };

typedef struct {
    unsigned char *out; /* NULL while sizing */
    size_t o;
    unsigned last; /* the last byte put, read by both passes alike */
    int crlf;
} qp_out;

static void qp_put(qp_out *q, unsigned c) {
    if (q->out) q->out[q->o] = (unsigned char)c;
    q->o++;
    q->last = c;
}

static void qp_newline(qp_out *q) {
    if (q->crlf) qp_put(q, '\r');
    qp_put(q, '\n');
}

static void qp_hex(qp_out *q, unsigned c) {
    static const char digits[] = "0123456789ABCDEF";
    qp_put(q, '=');
    qp_put(q, (unsigned char)digits[c >> 4]);
    qp_put(q, (unsigned char)digits[c & 15]);
}

/* Whether p[i] must be written as =XX (CPython's rule, which also quotes a '.' alone
 * at the start of a line and a space or tab that ends the data). */
static int qp_must_quote(const unsigned char *p, size_t n, size_t i, size_t linelen,
                         int quotetabs, int istext, int header) {
    unsigned c = p[i];
    int last = i + 1 == n;
    if (c > 126 || c == '=' || (header && c == '_')) return 1;
    if (c == '.' && linelen == 0 &&
        (last || p[i + 1] == '\n' || p[i + 1] == '\r' || p[i + 1] == 0))
        return 1;
    if (!istext && (c == '\r' || c == '\n')) return 1;
    if ((c == '\t' || c == ' ') && last) return 1;
    return c < 33 && c != '\r' && c != '\n' && (quotetabs || (c != '\t' && c != ' '));
}

/* Encodes p[0..n) into q (sizing only when q->out is NULL); returns the length. */
static size_t qp_encode(const unsigned char *p, size_t n, int quotetabs, int istext,
                        int header, qp_out *q) {
    size_t i = 0, linelen = 0;
    q->o = 0;
    /* loop-bound: caller-charged: bin_a2b_qp and bin_b2a_qp charge the input first */
    while (i < n) {
        if (qp_must_quote(p, n, i, linelen, quotetabs, istext, header)) {
            if (linelen + 3 >= QP_MAXLINE) {
                qp_put(q, '=');
                qp_newline(q);
                linelen = 0;
            }
            qp_hex(q, p[i++]);
            linelen += 3;
        } else if (istext &&
                   (p[i] == '\n' || (i + 1 < n && p[i] == '\r' && p[i + 1] == '\n'))) {
            linelen = 0;
            /* a space or tab that would end a line is quoted */
            if (q->o && (q->last == ' ' || q->last == '\t')) {
                q->o--;
                qp_hex(q, q->last);
            }
            qp_newline(q);
            i += p[i] == '\r' ? 2 : 1;
        } else {
            if (i + 1 != n && p[i + 1] != '\n' && linelen + 1 >= QP_MAXLINE) {
                qp_put(q, '=');
                qp_newline(q);
                linelen = 0;
            }
            linelen++;
            qp_put(q, header && p[i] == ' ' ? '_' : p[i]);
            i++;
        }
    }
    return q->o;
}

/* _b2a_qp(data, quotetabs, istext, header) */
static pe_value bin_b2a_qp(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "b2a_qp", nargs, kwnames, 4, 4) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (b2a_data(vm, args[0], &p, &n) < 0 || charge(vm, 4 * n) < 0) return PE_NULL;
    int flags[3];
    for (int k = 0; k < 3; k++) /* loop-bound: const: three flags */
        if ((flags[k] = pe_op_truth(vm, args[k + 1])) < 0) return PE_NULL;
    /* CRLF line ends if the first '\n' follows a '\r' */
    const unsigned char *nl = n ? memchr(p, '\n', n) : NULL;
    qp_out q = {NULL, 0, 0, nl && nl > p && nl[-1] == '\r'};
    pe_value r = pe_bytes_alloc(vm, qp_encode(p, n, flags[0], flags[1], flags[2], &q));
    if (pe_is_null(r)) return r;
    q.out = (unsigned char *)pe_bytes_obj(r)->data;
    qp_encode(p, n, flags[0], flags[1], flags[2], &q);
    return r;
}

/* ---- checksums ---------------------------------------------------------------------- */

/* _crc32(data, crc): the CRC-32 of zlib and PKZIP (reflected polynomial 0xEDB88320). */
static pe_value bin_crc32(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "crc32", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    uint32_t crc;
    if (b2a_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0 ||
        pe_op_index_low32(vm, args[1], &crc) < 0)
        return PE_NULL;
    crc = ~crc;
    /* loop-bound: charged-before: charge() covered the input above */
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        /* loop-bound: const: eight bits a byte */
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return pe_int((int64_t)(uint32_t)~crc);
}

/* _crc_hqx(data, crc): CRC-CCITT (polynomial 0x1021, not reflected) as binhex uses. */
static pe_value bin_crc_hqx(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (pe_args_count(vm, "crc_hqx", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    uint32_t crc;
    if (b2a_data(vm, args[0], &p, &n) < 0 || charge(vm, n) < 0 ||
        pe_op_index_low32(vm, args[1], &crc) < 0)
        return PE_NULL;
    crc &= 0xffff;
    /* loop-bound: charged-before: charge() covered the input above */
    for (size_t i = 0; i < n; i++) {
        crc ^= (uint32_t)p[i] << 8;
        /* loop-bound: const: eight bits a byte */
        for (int k = 0; k < 8; k++)
            crc = (crc & 0x8000u) ? ((crc << 1) ^ 0x1021u) & 0xffffu : (crc << 1) & 0xffffu;
    }
    return pe_int((int64_t)crc);
}

/* Private names: modules/py/binascii.py wraps each in the public function. */
static const pe_method_def binascii_functions[] = {
    {"_a2b_hex", bin_a2b_hex, 0},       {"_b2a_base64", bin_b2a_base64, 0},
    {"_a2b_base64", bin_a2b_base64, 0}, {"_b2a_uu", bin_b2a_uu, 0},
    {"_a2b_uu", bin_a2b_uu, 0},         {"_crc32", bin_crc32, 0},
    {"_crc_hqx", bin_crc_hqx, 0},       {"_a2b_qp", bin_a2b_qp, 0},
    {"_b2a_qp", bin_b2a_qp, 0},         {NULL, NULL, 0},
};

int pe_mod_binascii_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, binascii_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "binascii", pe_frozen_binascii,
                                 pe_frozen_binascii_len);
}
