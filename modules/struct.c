/*
 * struct.c - the packing core of the `struct` module (CPython 3.11's behaviour and
 * messages; Modules/_struct.c is a reference for the rules, not the source).
 *
 * The private functions here take the module's `error` class as their first argument
 * (a native function has no module state), so every struct.error is raised from C with
 * CPython's words. modules/py/struct.py builds the public names on them: pack, unpack,
 * calcsize, pack_into, unpack_from, iter_unpack and Struct.
 *
 * Layout: native ('@', or no prefix) uses x86-64 sizes and alignment; '=', '<', '>' and
 * '!' use standard sizes, no alignment, and have no n, N or P. Native byte order is
 * little-endian.
 *
 * Charges: one op per format code parsed, one per item packed or unpacked, and one per
 * 256 bytes of buffer written. The size of a result is known from the format before
 * anything is allocated, so the memory limit refuses an oversized pack whole.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* The largest struct size: CPython's PY_SSIZE_T_MAX. */
#define ST_MAX ((uint64_t)INT64_MAX)

/* A parsed format string: the text after the byte-order prefix. */
typedef struct st_fmt {
    const char *s; /* the codes (borrowed from the format object) */
    size_t n;
    int native;     /* '@': native sizes and alignment */
    int big;        /* big-endian */
    uint64_t size;  /* total bytes */
    uint64_t items; /* arguments packed / values unpacked */
} st_fmt;

/* One code with its repeat count, as the walker yields it. */
typedef struct st_code {
    char c;
    uint64_t count;
    uint64_t size; /* bytes of one item (s, p: the whole field is count bytes) */
    uint64_t align;
} st_code;

/* Raises cls(message) with a printf-style message. Returns PE_NULL. */
static pe_value st_error(pe_vm *vm, pe_value cls, const char *fmt, ...) {
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    pe_value msg = pe_str_from_cstr(vm, buf);
    if (pe_is_null(msg)) return PE_NULL;
    pe_value e = pe_op_call(vm, cls, &msg, 1, NULL);
    pe_decref(vm, msg);
    if (pe_is_null(e)) return PE_NULL;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_NULL;
}

/* Size and alignment of code c in the given mode; 0 for a code the mode lacks. */
static uint64_t st_itemsize(char c, int native, uint64_t *align) {
    uint64_t n;
    switch (c) {
    case 'x':
    case 'c':
    case 'b':
    case 'B':
    case '?':
    case 's':
    case 'p': n = 1; break;
    case 'h':
    case 'H':
    case 'e': n = 2; break;
    case 'i':
    case 'I':
    case 'f': n = 4; break;
    case 'l':
    case 'L': n = native ? 8 : 4; break;
    case 'q':
    case 'Q':
    case 'd': n = 8; break;
    case 'n':
    case 'N':
    case 'P': n = native ? 8 : 0; break;
    default: n = 0; break;
    }
    *align = native ? n : 1;
    return n;
}

/* Reads the next code of f from *pos into *out. 1 when one was read, 0 at the end,
 * -1 with struct.error pending. Whitespace between codes is skipped. */
static int st_next(pe_vm *vm, pe_value cls, const st_fmt *f, size_t *pos, st_code *out) {
    size_t i = *pos;
    /* loop-bound: caller-charged: st_parse charges for walks of the whole format */
    while (i < f->n && (f->s[i] == ' ' || (f->s[i] >= '\t' && f->s[i] <= '\r')))
        i++;
    if (i >= f->n) return 0;
    uint64_t num = 1;
    if (f->s[i] >= '0' && f->s[i] <= '9') {
        num = 0;
        /* loop-bound: digits: at most 19 before the count overflows */
        while (i < f->n && f->s[i] >= '0' && f->s[i] <= '9') {
            uint64_t d = (uint64_t)(f->s[i] - '0');
            if (num > (ST_MAX - d) / 10) {
                st_error(vm, cls, "total struct size too long");
                return -1;
            }
            num = num * 10 + d;
            i++;
        }
        if (i >= f->n) {
            st_error(vm, cls, "repeat count given without format specifier");
            return -1;
        }
    }
    out->c = f->s[i];
    out->count = num;
    out->size = st_itemsize(out->c, f->native, &out->align);
    if (out->size == 0) {
        st_error(vm, cls, "bad char in struct format");
        return -1;
    }
    *pos = i + 1;
    return 1;
}

/* Parses format value `fv` (str or bytes) into *f, with its size and item count.
 * 0, or -1 with the error pending. */
static int st_parse(pe_vm *vm, pe_value cls, pe_value fv, st_fmt *f) {
    const char *s;
    size_t n;
    if (pe_str_check(vm, fv)) {
        pe_str *str = pe_str_obj(fv);
        if (!str->ascii) {
            /* CPython encodes the format as ASCII first: let str.encode say why not */
            pe_value enc = pe_str_from_cstr(vm, "ascii");
            if (pe_is_null(enc)) return -1;
            pe_value r = pe_op_call_method(vm, fv, "encode", &enc, 1);
            pe_decref(vm, enc);
            if (!pe_is_null(r)) {
                pe_decref(vm, r);
                pe_err_set(vm, PE_EXC_SystemError, "struct: non-ASCII format encoded");
            }
            return -1;
        }
        s = str->data;
        n = str->size;
    } else if (pe_bytes_check(vm, fv)) {
        s = pe_bytes_data(fv);
        n = pe_bytes_len(fv);
    } else {
        /* only the module-level functions pass other types (Struct() checks its own):
         * CPython looks the format up in its cache first, so unhashable ones say so */
        int64_t h;
        if (pe_op_hash(vm, fv, &h) < 0) return -1;
        pe_err_format(vm, PE_EXC_TypeError,
                      "Struct() argument 1 must be a str or bytes object, not %T", fv);
        return -1;
    }
    if (memchr(s, '\0', n)) {
        st_error(vm, cls, "embedded null character");
        return -1;
    }
    /* every user of f walks the format text once more (pack, unpack): charge for a few
     * walks here, so a long run of spaces costs in proportion */
    if (PE_TICK(vm, 1 + n / 16) < 0) return -1;
    f->native = 1;
    f->big = 0;
    if (n > 0 && strchr("@=<>!", s[0])) {
        f->native = s[0] == '@';
        f->big = s[0] == '>' || s[0] == '!';
        s++;
        n--;
    }
    f->s = s;
    f->n = n;
    f->size = 0;
    f->items = 0;
    size_t pos = 0;
    st_code c;
    int r;
    /* loop-bound: charged: one tick per code */
    while ((r = st_next(vm, cls, f, &pos, &c)) > 0) {
        if (PE_TICK(vm, 1) < 0) return -1;
        uint64_t sz = f->size;
        if (c.align > 1) sz = (sz + c.align - 1) / c.align * c.align;
        uint64_t field = c.c == 's' || c.c == 'p' ? 1 : c.size;
        if (sz > ST_MAX || c.count > (ST_MAX - sz) / field) {
            st_error(vm, cls, "total struct size too long");
            return -1;
        }
        f->size = sz + c.count * field;
        if (c.c == 's' || c.c == 'p')
            f->items++;
        else if (c.c != 'x')
            f->items += c.count;
    }
    return r;
}

/* ---- packing ---------------------------------------------------------------------- */

/* Writes the low `size` bytes of u at p in f's byte order. Cannot fail. */
static void st_put(unsigned char *p, uint64_t u, uint64_t size, int big) {
    /* loop-bound: const: at most 8 bytes */
    for (uint64_t i = 0; i < size; i++) {
        unsigned char b = (unsigned char)(u >> (8 * i));
        p[big ? size - 1 - i : i] = b;
    }
}

/* The int an integer code packs: v itself, or its __index__ (whose errors propagate);
 * struct.error "required argument is not an integer" when it has none. New reference
 * or PE_NULL. */
static pe_value st_as_int(pe_vm *vm, pe_value cls, pe_value v) {
    if (pe_int_check(vm, v)) return pe_op_index(vm, v);
    if (pe_is_null(pe_type_lookup(vm, pe_type_of(vm, v), vm->ids[PE_ID_index])))
        return st_error(vm, cls, "required argument is not an integer");
    return pe_op_index(vm, v);
}

/* The bits of integer code c for v. 0, or -1 with the error pending. */
static int st_int_bits(pe_vm *vm, pe_value cls, const st_fmt *f, const st_code *c,
                       pe_value v, uint64_t *out) {
    pe_value iv = st_as_int(vm, cls, v);
    if (pe_is_null(iv)) return -1;
    int64_t i;
    int big = pe_int_as_i64(iv, &i);
    int neg = pe_int_sign(iv) < 0;
    uint64_t u = (uint64_t)i;
    if (big && !neg && pe_int_bit_length(iv) <= 64) {
        mp_int m;
        if (pe_int_to_mp(vm, iv, &m) < 0) {
            pe_decref(vm, iv);
            return -1;
        }
        u = mp_get_u64(&m);
        mp_clear(&m);
        big = 0;
    }
    pe_decref(vm, iv);
    /* CPython gives the little-endian standard codes whose size matches the native one
     * the native conversions (this host is little-endian), so they check as native */
    int nat = f->native || (!f->big && strchr("bBhHiIqQ", c->c) != NULL);
    /* P and the standard q/Q convert as CPython's byte-array conversion does: one
     * message for any value out of range (P also takes negatives, as a pointer) */
    int whole = c->c == 'P' || (!nat && (c->c == 'q' || c->c == 'Q'));
    if (whole) {
        int ok = c->c == 'P'   ? !big
                 : c->c == 'q' ? !big && !(!neg && u > (uint64_t)INT64_MAX)
                               : !big && !neg;
        if (!ok) {
            st_error(vm, cls, "int too large to convert");
            return -1;
        }
        *out = u;
        return 0;
    }
    /* the C conversion CPython uses: unsigned (which refuses negatives) for I L Q N and
     * the standard H, signed for the rest */
    int is_unsigned = strchr("ILQN", c->c) != NULL || (!nat && c->c == 'H');
    if (big || (is_unsigned && neg) || (!is_unsigned && !neg && u > (uint64_t)INT64_MAX)) {
        st_error(vm, cls, "argument out of range");
        return -1;
    }
    if (c->size < 8) {
        uint64_t bits = 8 * c->size;
        int64_t lo = 0, hi;
        int sgn = c->c == 'b' || c->c == 'h' || c->c == 'i' || c->c == 'l';
        if (sgn) {
            lo = -((int64_t)1 << (bits - 1));
            hi = ((int64_t)1 << (bits - 1)) - 1;
        } else {
            hi = (int64_t)(((uint64_t)1 << bits) - 1);
        }
        int64_t s = (int64_t)u;
        int bad = is_unsigned ? u > (uint64_t)hi : (s < lo || s > hi);
        if (bad) {
            /* b and B, and the native h and H, have names in their messages */
            int named = c->c == 'b' || c->c == 'B' || nat;
            const char *name = !named        ? NULL
                               : c->c == 'b' ? "byte"
                               : c->c == 'B' ? "ubyte"
                               : c->c == 'h' ? "short"
                               : c->c == 'H' ? "ushort"
                                             : NULL;
            if (name)
                st_error(vm, cls, "%s format requires %lld <= number <= %lld", name,
                         (long long)lo, (long long)hi);
            else
                st_error(vm, cls, "'%c' format requires %lld <= number <= %lld", c->c,
                         (long long)lo, (long long)hi);
            return -1;
        }
    }
    *out = u;
    return 0;
}

/* The double a float code packs; struct.error "required argument is not a float" for
 * anything float() of C cannot read (a limit error stays). 0 or -1. */
static int st_float_arg(pe_vm *vm, pe_value cls, pe_value v, double *out) {
    if (pe_float_from_object(vm, v, out) == 0) return 0;
    if (pe_err_clear_catchable(vm) < 0) return -1;
    st_error(vm, cls, "required argument is not a float");
    return -1;
}

/* IEEE binary16 bits of d, rounded half-even. 0, or -1 with OverflowError. */
static int st_half_bits(pe_vm *vm, double d, uint16_t *out) {
    uint16_t sign = signbit(d) ? 0x8000 : 0;
    double a = fabs(d);
    if (isnan(d)) {
        *out = sign | 0x7e00;
        return 0;
    }
    if (isinf(d)) {
        *out = sign | 0x7c00;
        return 0;
    }
    int e;
    (void)frexp(a, &e); /* a = m * 2**e with 0.5 <= m < 1 */
    if (a == 0.0) {
        *out = sign;
        return 0;
    }
    /* the unit in the last place: 2**(e-11) for normals, 2**-24 for subnormals */
    int ulp_exp = e - 11 < -24 ? -24 : e - 11;
    double q = ldexp(a, -ulp_exp); /* exact: a has 53 bits, scaling is by a power of 2 */
    double r = nearbyint(q);       /* default rounding mode: half to even */
    uint64_t bits = (uint64_t)r;
    /* bits counts ulps of 2**ulp_exp; rebuild the exponent field from it */
    uint32_t h;
    if (ulp_exp == -24) {
        h = (uint32_t)bits; /* subnormal, or 0x400 which is the smallest normal */
    } else {
        int E = ulp_exp + 25; /* biased exponent: ulp 2**(E-25) */
        if (bits == 0x800) {  /* rounded up to the next binade */
            bits = 0x400;
            E++;
        }
        h = ((uint32_t)E << 10) | (uint32_t)(bits & 0x3ff);
    }
    if (h >= 0x7c00) {
        pe_err_set(vm, PE_EXC_OverflowError, "float too large to pack with e format");
        return -1;
    }
    *out = sign | (uint16_t)h;
    return 0;
}

/* Packs one item of code c (for s and p: the whole field) from v at p. 0 or -1. */
static int st_pack_item(pe_vm *vm, pe_value cls, const st_fmt *f, const st_code *c,
                        pe_value v, unsigned char *p) {
    switch (c->c) {
    case 's':
    case 'p': {
        const char *d;
        size_t n;
        if (!pe_bytes_buffer(vm, v, &d, &n)) {
            st_error(vm, cls, "argument for '%c' must be a bytes object", c->c);
            return -1;
        }
        if (c->c == 's') {
            memcpy(p, d, n < c->count ? n : c->count);
            return 0;
        }
        if (c->count == 0) return 0;
        if (n > c->count - 1) n = c->count - 1;
        memcpy(p + 1, d, n);
        p[0] = (unsigned char)(n > 255 ? 255 : n);
        return 0;
    }
    case 'c':
        if (!pe_bytes_check(vm, v) || pe_bytes_len(v) != 1) {
            st_error(vm, cls, "char format requires a bytes object of length 1");
            return -1;
        }
        p[0] = (unsigned char)pe_bytes_data(v)[0];
        return 0;
    case '?': {
        int t = pe_op_truth(vm, v);
        if (t < 0) return -1;
        p[0] = (unsigned char)t;
        return 0;
    }
    case 'e':
    case 'f':
    case 'd': {
        double d;
        if (st_float_arg(vm, cls, v, &d) < 0) return -1;
        uint64_t u;
        if (c->c == 'd') {
            memcpy(&u, &d, 8);
        } else if (c->c == 'f') {
            if (!f->native && isfinite(d) && isinf((float)d)) {
                pe_err_set(vm, PE_EXC_OverflowError,
                           "float too large to pack with f format");
                return -1;
            }
            float x = (float)d;
            uint32_t w;
            memcpy(&w, &x, 4);
            u = w;
        } else {
            uint16_t h;
            if (st_half_bits(vm, d, &h) < 0) return -1;
            u = h;
        }
        st_put(p, u, c->size, f->big);
        return 0;
    }
    default: {
        uint64_t u;
        if (st_int_bits(vm, cls, f, c, v, &u) < 0) return -1;
        st_put(p, u, c->size, f->big);
        return 0;
    }
    }
}

/* Packs items[0:f->items] into buf (f->size bytes, already zeroed). 0 or -1. */
static int st_pack_all(pe_vm *vm, pe_value cls, const st_fmt *f, const pe_value *items,
                       unsigned char *buf) {
    size_t pos = 0, k = 0;
    uint64_t off = 0;
    st_code c;
    int r;
    /* loop-bound: charged: one tick per code and per item */
    while ((r = st_next(vm, cls, f, &pos, &c)) > 0) {
        if (c.align > 1) off = (off + c.align - 1) / c.align * c.align;
        if (c.c == 'x') {
            off += c.count;
            continue;
        }
        if (c.c == 's' || c.c == 'p') {
            if (PE_TICK(vm, 1 + c.count / 256) < 0) return -1;
            if (st_pack_item(vm, cls, f, &c, items[k++], buf + off) < 0) return -1;
            off += c.count;
            continue;
        }
        /* loop-bound: charged: one tick per item */
        for (uint64_t j = 0; j < c.count; j++) {
            if (PE_TICK(vm, 1) < 0) return -1;
            if (st_pack_item(vm, cls, f, &c, items[k++], buf + off) < 0) return -1;
            off += c.size;
        }
    }
    return r;
}

/* Checks the argument count for `what` ("pack" or "pack_into"). 0 or -1. */
static int st_check_count(pe_vm *vm, pe_value cls, const st_fmt *f, const char *what,
                          size_t n) {
    if (n == f->items) return 0;
    st_error(vm, cls, "%s expected %llu items for packing (got %zu)", what,
             (unsigned long long)f->items, n);
    return -1;
}

/* The tuple argument of the private functions: items and count. 0 or -1. */
static int st_items(pe_vm *vm, pe_value t, const pe_value **items, size_t *n) {
    if (!pe_tuple_check(vm, t)) {
        pe_err_set(vm, PE_EXC_TypeError, "struct: internal: items must be a tuple");
        return -1;
    }
    *n = pe_tuple_len(t);
    *items = *n ? &pe_tuple_obj(t)->items[0] : NULL;
    return 0;
}

/* _pack(error, format, items) -> bytes */
static pe_value st_pack(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "_pack", nargs, kw, 3, 3) < 0) return PE_NULL;
    st_fmt f;
    const pe_value *items;
    size_t n;
    if (st_parse(vm, args[0], args[1], &f) < 0) return PE_NULL;
    if (st_items(vm, args[2], &items, &n) < 0) return PE_NULL;
    if (st_check_count(vm, args[0], &f, "pack", n) < 0) return PE_NULL;
    if (f.size > (uint64_t)SIZE_MAX / 2) return pe_err_too_big(vm);
    pe_value out = pe_bytes_alloc(vm, (size_t)f.size); /* refused whole when too big */
    if (pe_is_null(out)) return PE_NULL;
    if (PE_TICK(vm, 1 + f.size / 256) < 0) {
        pe_decref(vm, out);
        return PE_NULL;
    }
    unsigned char *buf = (unsigned char *)pe_bytes_data(out);
    memset(buf, 0, (size_t)f.size);
    if (st_pack_all(vm, args[0], &f, items, buf) < 0) {
        pe_decref(vm, out);
        return PE_NULL;
    }
    return out;
}

/* The offset argument of pack_into/unpack_from made absolute for a buffer of n bytes;
 * *given is the offset as passed. 0 or -1. */
static int st_offset(pe_vm *vm, pe_value cls, pe_value ov, size_t n, int64_t *out,
                     int64_t *given) {
    int64_t off;
    if (pe_op_index_i64(vm, ov, &off) < 0) return -1;
    *given = off;
    if (off < 0) {
        if ((uint64_t)(-(off + 1)) + 1 > n) {
            st_error(vm, cls, "offset %lld out of range for %zu-byte buffer",
                     (long long)off, n);
            return -1;
        }
        off += (int64_t)n;
    }
    *out = off;
    return 0;
}

/* _pack_into(error, format, buffer, offset, items) -> None */
static pe_value st_pack_into(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "_pack_into", nargs, kw, 5, 5) < 0) return PE_NULL;
    pe_value cls = args[0];
    st_fmt f;
    const pe_value *items;
    size_t n;
    if (st_parse(vm, cls, args[1], &f) < 0) return PE_NULL;
    if (st_items(vm, args[4], &items, &n) < 0) return PE_NULL;
    if (st_check_count(vm, cls, &f, "pack_into", n) < 0) return PE_NULL;
    if (!pe_bytearray_check(vm, args[2])) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "argument must be read-write bytes-like object, not %T", args[2]);
        return PE_NULL;
    }
    size_t blen = pe_bytearray_len(args[2]);
    int64_t off, given;
    if (st_offset(vm, cls, args[3], blen, &off, &given) < 0) return PE_NULL;
    if ((uint64_t)off > blen || f.size > blen - (uint64_t)off) {
        if (given < 0)
            return st_error(vm, cls, "no space to pack %llu bytes at offset %lld",
                            (unsigned long long)f.size, (long long)given);
        st_error(vm, cls,
                 "pack_into requires a buffer of at least %llu bytes for packing %llu "
                 "bytes at offset %lld (actual buffer size is %zu)",
                 (unsigned long long)(f.size + (uint64_t)off), (unsigned long long)f.size,
                 (long long)off, blen);
        return PE_NULL;
    }
    if (PE_TICK(vm, 1 + f.size / 256) < 0) return PE_NULL;
    /* pack into a scratch copy first: an item's __index__ may resize the bytearray */
    pe_value tmp = pe_bytes_alloc(vm, (size_t)f.size);
    if (pe_is_null(tmp)) return PE_NULL;
    unsigned char *buf = (unsigned char *)pe_bytes_data(tmp);
    memset(buf, 0, (size_t)f.size);
    if (st_pack_all(vm, cls, &f, items, buf) < 0) {
        pe_decref(vm, tmp);
        return PE_NULL;
    }
    pe_bytearray *ba = pe_bytearray_obj(args[2]);
    if ((uint64_t)off <= ba->len && f.size <= ba->len - (uint64_t)off && f.size)
        memcpy(ba->data + off, buf, (size_t)f.size);
    pe_decref(vm, tmp);
    return PE_NONE;
}

/* ---- unpacking -------------------------------------------------------------------- */

/* Reads `size` bytes at p in the given order as an unsigned number. Cannot fail. */
static uint64_t st_get(const unsigned char *p, uint64_t size, int big) {
    uint64_t u = 0;
    /* loop-bound: const: at most 8 bytes */
    for (uint64_t i = 0; i < size; i++)
        u |= (uint64_t)p[big ? size - 1 - i : i] << (8 * i);
    return u;
}

/* The double of IEEE binary16 bits h. Cannot fail. */
static double st_half_value(uint16_t h) {
    int sign = h >> 15, e = (h >> 10) & 0x1f;
    unsigned m = h & 0x3ff;
    double d;
    if (e == 0x1f)
        d = m ? NAN : INFINITY;
    else if (e == 0)
        d = ldexp((double)m, -24);
    else
        d = ldexp((double)(m | 0x400), e - 25);
    return sign ? -d : d;
}

/* A new value for one item of code c at p. New reference or PE_NULL. */
static pe_value st_unpack_item(pe_vm *vm, const st_fmt *f, const st_code *c,
                               const unsigned char *p) {
    switch (c->c) {
    case 's': return pe_bytes_new(vm, (const char *)p, (size_t)c->count);
    case 'p': {
        uint64_t n = p[0];
        if (c->count == 0) return pe_bytes_new(vm, "", 0);
        if (n >= c->count) n = c->count - 1;
        return pe_bytes_new(vm, (const char *)p + 1, (size_t)n);
    }
    case 'c': return pe_bytes_new(vm, (const char *)p, 1);
    case '?': return pe_bool(p[0] != 0);
    case 'e': return pe_float(st_half_value((uint16_t)st_get(p, 2, f->big)));
    case 'f': {
        uint32_t w = (uint32_t)st_get(p, 4, f->big);
        float x;
        memcpy(&x, &w, 4);
        return pe_float((double)x);
    }
    case 'd': {
        uint64_t u = st_get(p, 8, f->big);
        double d;
        memcpy(&d, &u, 8);
        return pe_float(d);
    }
    default: break;
    }
    uint64_t u = st_get(p, c->size, f->big);
    int sgn = strchr("bhilqn", c->c) != NULL;
    if (sgn) {
        if (c->size < 8 && (u >> (8 * c->size - 1)) & 1) u |= ~(uint64_t)0 << (8 * c->size);
        return pe_int((int64_t)u);
    }
    if (u <= (uint64_t)INT64_MAX) return pe_int((int64_t)u);
    mp_int m;
    if (mp_init(&m) != MP_OKAY) return pe_err_nomem(vm);
    mp_set_u64(&m, u);
    return pe_int_from_mp(vm, &m);
}

/* The values of f read from buf (f->size bytes) as a new tuple, or PE_NULL. */
static pe_value st_unpack_all(pe_vm *vm, pe_value cls, const st_fmt *f,
                              const unsigned char *buf) {
    if (PE_TICK(vm, 1 + f->size / 256) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, (size_t)f->items);
    if (pe_is_null(t)) return PE_NULL;
    size_t pos = 0, k = 0;
    uint64_t off = 0;
    st_code c;
    int r;
    /* loop-bound: charged: one tick per code and per item */
    while ((r = st_next(vm, cls, f, &pos, &c)) > 0) {
        if (c.align > 1) off = (off + c.align - 1) / c.align * c.align;
        uint64_t reps = c.c == 's' || c.c == 'p' ? 1 : c.count;
        uint64_t step = c.c == 's' || c.c == 'p' ? c.count : c.size;
        if (c.c == 'x') {
            off += c.count;
            continue;
        }
        /* loop-bound: charged: one tick per item */
        for (uint64_t j = 0; j < reps; j++) {
            if (PE_TICK(vm, 1) < 0) goto fail;
            pe_value v = st_unpack_item(vm, f, &c, buf + off);
            if (pe_is_null(v)) goto fail;
            pe_tuple_set_item(t, k++, v);
            off += step;
        }
    }
    if (r < 0) goto fail;
    return t;
fail:
    pe_decref(vm, t);
    return PE_NULL;
}

/* _unpack(error, format, buffer, offset, mode) -> tuple. mode 0: unpack (the buffer
 * must be exactly the size); 1: unpack_from (at least size bytes after offset). */
static pe_value st_unpack(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "_unpack", nargs, kw, 5, 5) < 0) return PE_NULL;
    pe_value cls = args[0];
    st_fmt f;
    if (st_parse(vm, cls, args[1], &f) < 0) return PE_NULL;
    const char *d;
    size_t n;
    if (!pe_bytes_buffer(vm, args[2], &d, &n)) {
        pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%T'",
                      args[2]);
        return PE_NULL;
    }
    int64_t mode = 0;
    (void)pe_int_as_i64(args[4], &mode);
    if (mode == 0) {
        if (n != f.size)
            return st_error(vm, cls, "unpack requires a buffer of %llu bytes",
                            (unsigned long long)f.size);
        return st_unpack_all(vm, cls, &f, (const unsigned char *)d);
    }
    int64_t off, given;
    if (st_offset(vm, cls, args[3], n, &off, &given) < 0) return PE_NULL;
    if (((uint64_t)off > n || f.size > n - (uint64_t)off) && given < 0)
        return st_error(vm, cls, "not enough data to unpack %llu bytes at offset %lld",
                        (unsigned long long)f.size, (long long)given);
    if ((uint64_t)off > n || f.size > n - (uint64_t)off)
        return st_error(vm, cls,
                        "unpack_from requires a buffer of at least %llu bytes for "
                        "unpacking %llu bytes at offset %lld (actual buffer size is %zu)",
                        (unsigned long long)(f.size + (uint64_t)off),
                        (unsigned long long)f.size, (long long)off, n);
    return st_unpack_all(vm, cls, &f, (const unsigned char *)d + off);
}

/* _calcsize(error, format) -> int */
static pe_value st_calcsize(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "_calcsize", nargs, kw, 2, 2) < 0) return PE_NULL;
    st_fmt f;
    if (st_parse(vm, args[0], args[1], &f) < 0) return PE_NULL;
    return pe_int((int64_t)f.size);
}

/* _items(error, format) -> int: the number of values the format packs. */
static pe_value st_nitems(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "_items", nargs, kw, 2, 2) < 0) return PE_NULL;
    st_fmt f;
    if (st_parse(vm, args[0], args[1], &f) < 0) return PE_NULL;
    return pe_int((int64_t)f.items);
}

static const char *const st_c_names[] = {"_struct.Struct", "_struct.unpack_iterator", NULL};

/* _set_c_name(cls, name): the names CPython's C types have. */
static pe_value st_set_c_name(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_module_set_c_name(vm, args, nargs, kw, st_c_names);
}

static const pe_method_def st_functions[] = {
    {"_pack", st_pack, 0},     {"_pack_into", st_pack_into, 0},
    {"_unpack", st_unpack, 0}, {"_calcsize", st_calcsize, 0},
    {"_items", st_nitems, 0},  {"_set_c_name", st_set_c_name, 0},
    {NULL, NULL, 0},
};

int pe_mod_struct_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, st_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "struct", pe_frozen_struct,
                                 pe_frozen_struct_len);
}
