/*
 * array.c - array.array: storage, item conversion with CPython 3.11's messages, and the
 * type's slots (construction, repr, comparison, the sequence protocol, + * += *=).
 * The named methods and the module live in array_methods.c; invariants in array.h.
 *
 * Charges (docs/architecture.md, "Proportional charges"): one op per item converted,
 * compared, created or repr'd; one op per 256 bytes copied or moved. Results whose size
 * is known (a * n, a + b, slices, frombytes) are refused before they are allocated.
 */
#include "array.h"

#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/member.h"
#include "../builtins/slice.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"

/* The largest buffer an array may ask for; past it the request is refused at once. */
#define AR_MAX_BYTES ((size_t)1 << 40)

#define AR(v) ((pe_array *)(v).u.o)

size_t pe_array_itemsize(char tc) {
    switch (tc) {
    case 'b':
    case 'B': return 1;
    case 'h':
    case 'H': return 2;
    case 'u':
    case 'i':
    case 'I':
    case 'f': return 4;
    case 'l':
    case 'L':
    case 'q':
    case 'Q':
    case 'd': return 8;
    default: return 0;
    }
}

static int ar_is_float(char tc) {
    return tc == 'f' || tc == 'd';
}

pe_array *pe_array_of(pe_vm *vm, pe_value v) {
    if (!pe_is_obj(v) || !pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_ARRAY]))
        return NULL;
    return AR(v);
}

int pe_array_buffer(pe_vm *vm, pe_value v, const char **data, size_t *len) {
    pe_array *a = pe_array_of(vm, v);
    if (!a) return 0;
    *data = a->data ? a->data : "";
    *len = a->len * a->isz;
    return 1;
}

/* Charges one op per 256 bytes of copying (the memcpy rate). 0 or -1. */
static int ar_charge_bytes(pe_vm *vm, size_t n) {
    return n >= 256 ? PE_TICK(vm, n / 256) : 0;
}

int pe_array_reserve(pe_vm *vm, pe_array *a, size_t need, int grow) {
    if (need <= a->cap) return 0;
    size_t ncap = need;
    if (grow) ncap = need + (need >> 4) + (a->len < 8 ? 3 : 7); /* CPython's array_resize */
    size_t nbytes;
    if (pe_size_mul(ncap, a->isz, &nbytes) || nbytes > AR_MAX_BYTES) {
        pe_err_too_big(vm);
        return -1;
    }
    if (pe_mem_would_exceed(&vm->mem, nbytes - a->cap * a->isz)) {
        pe_err_too_big(vm);
        return -1;
    }
    char *nd = a->data ? pe_mem_realloc(&vm->mem, a->data, a->cap * a->isz, nbytes)
                       : pe_mem_alloc(&vm->mem, nbytes);
    if (!nd) {
        pe_err_nomem(vm);
        return -1;
    }
    a->data = nd;
    a->cap = ncap;
    return 0;
}

/* Instance size of type t: a subclass adds its __dict__ slot after the struct. */
static size_t ar_size(pe_type *t) {
    return t->basicsize > sizeof(pe_array) ? t->basicsize : sizeof(pe_array);
}

static pe_array *ar_alloc(pe_vm *vm, pe_type *t, char tc) {
    pe_array *a = (pe_array *)pe_obj_alloc(vm, t, ar_size(t));
    if (!a) return NULL;
    a->tc = tc;
    a->isz = (unsigned char)pe_array_itemsize(tc);
    return a;
}

pe_value pe_array_new(pe_vm *vm, char tc, size_t n) {
    pe_array *a = ar_alloc(vm, vm->types[PE_TYPE_ARRAY], tc);
    if (!a) return PE_NULL;
    pe_value v = pe_obj_value(&a->base);
    if (n && pe_array_reserve(vm, a, n, 0) < 0) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    return v;
}

static void ar_dealloc(pe_vm *vm, pe_obj *o) {
    pe_array *a = (pe_array *)o;
    if (a->data) pe_mem_free(&vm->mem, a->data, a->cap * a->isz);
    pe_obj_free(vm, o, ar_size(o->type));
}

/* ---- item conversion ----------------------------------------------------------------- */

static int ar_overflow(pe_vm *vm, const char *msg) {
    pe_err_set(vm, PE_EXC_OverflowError, msg);
    return -1;
}

/* The signed C types below long: CPython parses them as a C long first, then checks
 * the type's own range with its own wording. */
static int ar_small_signed(pe_vm *vm, char tc, int64_t x, pe_array_item *out) {
    static const struct {
        char tc;
        int64_t lo, hi;
        const char *name;
    } t[] = {
        {'b', INT8_MIN, INT8_MAX, "signed char"},
        {'B', 0, UINT8_MAX, "unsigned byte integer"},
        {'h', INT16_MIN, INT16_MAX, "signed short integer"},
        {'H', 0, UINT16_MAX, "unsigned short"},
        {'i', INT32_MIN, INT32_MAX, "signed integer"},
    };
    /* loop-bound: const: five typecodes */
    for (size_t k = 0; k < sizeof t / sizeof *t; k++) {
        if (t[k].tc != tc) continue;
        if (x < t[k].lo || x > t[k].hi) {
            pe_err_format(vm, PE_EXC_OverflowError, "%s is %s", t[k].name,
                          x < t[k].lo ? "less than minimum" : "greater than maximum");
            return -1;
        }
        break;
    }
    switch (tc) {
    case 'b': out->i8 = (int8_t)x; break;
    case 'B': out->u8 = (uint8_t)x; break;
    case 'h': out->i16 = (int16_t)x; break;
    case 'H': out->u16 = (uint16_t)x; break;
    default: out->i32 = (int32_t)x; break;
    }
    return 0;
}

/* The magnitude of a non-negative int of at most 64 bits. 0 or -1 (MemoryError). */
static int ar_int_u64(pe_vm *vm, pe_value v, uint64_t *out) {
    int64_t s;
    if (!pe_int_as_i64(v, &s)) {
        *out = (uint64_t)s;
        return 0;
    }
    mp_int m;
    if (pe_int_to_mp(vm, v, &m) < 0) return -1;
    *out = mp_get_mag_u64(&m);
    mp_clear(&m);
    return 0;
}

/* Converts int iv (an exact int value) for the integer typecodes. 0 or -1. */
static int ar_from_int(pe_vm *vm, char tc, pe_value iv, pe_array_item *out) {
    int64_t x;
    int big = pe_int_as_i64(iv, &x);
    int neg = pe_int_sign(iv) < 0;
    switch (tc) {
    case 'q':
        if (big) return ar_overflow(vm, "int too big to convert");
        out->i64 = x;
        return 0;
    case 'l':
        if (big) return ar_overflow(vm, "Python int too large to convert to C long");
        out->i64 = x;
        return 0;
    case 'I':
    case 'L': {
        if (neg) return ar_overflow(vm, "can't convert negative value to unsigned int");
        if (pe_int_bit_length(iv) > 64)
            return ar_overflow(vm, "Python int too large to convert to C unsigned long");
        uint64_t u;
        if (ar_int_u64(vm, iv, &u) < 0) return -1;
        if (tc == 'L') {
            out->u64 = u;
            return 0;
        }
        if (u > UINT32_MAX) return ar_overflow(vm, "unsigned int is greater than maximum");
        out->u32 = (uint32_t)u;
        return 0;
    }
    case 'Q':
        if (neg) return ar_overflow(vm, "can't convert negative int to unsigned");
        if (pe_int_bit_length(iv) > 64) return ar_overflow(vm, "int too big to convert");
        return ar_int_u64(vm, iv, &out->u64);
    default:
        if (big) return ar_overflow(vm, "Python int too large to convert to C long");
        return ar_small_signed(vm, tc, x, out);
    }
}

/* A real number as a double (PyFloat_AsDouble): float, int, __float__, __index__;
 * "must be real number, not X" otherwise. 0 or -1. */
static int ar_as_double(pe_vm *vm, pe_value v, double *out) {
    return pe_float_from_object(vm, v, out);
}

/* A one-character str as a code point; "array item must be unicode character"
 * otherwise. 0 or -1. */
static int ar_as_char(pe_vm *vm, pe_value v, uint32_t *out) {
    if (pe_str_check(vm, v)) {
        pe_str *s = pe_str_obj(pe_subclass_unwrap(v));
        size_t n = s->size;
        if (n > 0 && n <= 4 && pe_utf8_cut(s->data, n) == n) {
            size_t used = n;
            int32_t cp = pe_utf8_decode(s->data, &used);
            if (used == n && cp >= 0) {
                *out = (uint32_t)cp;
                return 0;
            }
        }
    }
    pe_err_set(vm, PE_EXC_TypeError, "array item must be unicode character");
    return -1;
}

int pe_array_convert(pe_vm *vm, char tc, pe_value v, pe_array_item *out) {
    memset(out, 0, sizeof *out);
    if (tc == 'u') return ar_as_char(vm, v, &out->u32);
    if (ar_is_float(tc)) {
        double d;
        if (ar_as_double(vm, v, &d) < 0) return -1;
        if (tc == 'f')
            out->f = (float)d;
        else
            out->d = d;
        return 0;
    }
    pe_value iv = pe_op_index(vm, v);
    if (pe_is_null(iv)) return -1;
    int rc = ar_from_int(vm, tc, iv, out);
    pe_decref(vm, iv);
    return rc;
}

/* ---- item access --------------------------------------------------------------------- */

static pe_value ar_u64_value(pe_vm *vm, uint64_t u) {
    if (u <= (uint64_t)INT64_MAX) return pe_int((int64_t)u);
    mp_int m;
    if (mp_init_u64(&m, u) != MP_OKAY) return pe_err_nomem(vm);
    return pe_int_from_mp(vm, &m);
}

/* A code point as a one-character str, chr()'s error past U+10FFFF. */
static pe_value ar_char_value(pe_vm *vm, uint32_t cp) {
    if (cp > 0x10FFFF)
        return pe_err_set(vm, PE_EXC_ValueError, "chr() arg not in range(0x110000)");
    char buf[4];
    size_t n = pe_utf8_encode((int32_t)cp, buf);
    return pe_str_value(vm, buf, n);
}

pe_value pe_array_get(pe_vm *vm, const pe_array *a, size_t i) {
    pe_array_item it;
    pe_array_move1((char *)it.bytes, a->data + i * a->isz, a->isz);
    switch (a->tc) {
    case 'b': return pe_int(it.i8);
    case 'B': return pe_int(it.u8);
    case 'h': return pe_int(it.i16);
    case 'H': return pe_int(it.u16);
    case 'i': return pe_int(it.i32);
    case 'I': return pe_int(it.u32);
    case 'l':
    case 'q': return pe_int(it.i64);
    case 'L':
    case 'Q': return ar_u64_value(vm, it.u64);
    case 'f': return pe_float((double)it.f);
    case 'd': return pe_float(it.d);
    default: return ar_char_value(vm, it.u32);
    }
}

int pe_array_codepoint(pe_vm *vm, const pe_array *a, size_t i, uint32_t *out) {
    memcpy(out, a->data + i * 4, 4);
    if (*out <= 0x10FFFF) return 0;
    pe_err_format(vm, PE_EXC_ValueError,
                  "character U+%x is not in range [U+0000; U+10ffff]", (unsigned)*out);
    return -1;
}

int pe_array_append(pe_vm *vm, pe_array *a, pe_value v) {
    pe_array_item it;
    if (pe_array_convert(vm, a->tc, v, &it) < 0) return -1;
    if (a->len == a->cap && pe_array_reserve(vm, a, a->len + 1, 1) < 0) return -1;
    pe_array_move1(a->data + a->len * a->isz, (const char *)it.bytes, a->isz);
    a->len++;
    return 0;
}

int pe_array_append_raw(pe_vm *vm, pe_array *a, const char *data, size_t n) {
    if (n == 0) return 0;
    if (ar_charge_bytes(vm, n) < 0) return -1;
    size_t items = n / a->isz;
    if (pe_array_reserve(vm, a, a->len + items, 1) < 0) return -1;
    memmove(a->data + a->len * a->isz, data, n);
    a->len += items;
    return 0;
}

int pe_array_extend_iter(pe_vm *vm, pe_array *a, pe_value src) {
    pe_array *b = pe_array_of(vm, src);
    if (b && b->tc == a->tc) {
        /* a.extend(a) reads the buffer it grows: reserve first, then copy */
        if (pe_array_reserve(vm, a, a->len + b->len, 1) < 0) return -1;
        return pe_array_append_raw(vm, a, b->data, b->len * b->isz);
    }
    pe_value it = pe_op_iter(vm, src);
    if (pe_is_null(it)) return -1;
    int rc = 0;
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) break;
        rc = PE_TICK(vm, 1) < 0 ? -1 : pe_array_append(vm, a, x);
        pe_decref(vm, x);
        if (rc < 0) break;
    }
    pe_decref(vm, it);
    return rc < 0 || pe_err_occurred(vm) ? -1 : 0;
}

pe_value pe_array_copy(pe_vm *vm, const pe_array *a) {
    pe_value r = pe_array_new(vm, a->tc, a->len);
    if (pe_is_null(r)) return r;
    if (pe_array_append_raw(vm, AR(r), a->data, a->len * a->isz) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

int pe_array_delete(pe_vm *vm, pe_array *a, size_t i, size_t n) {
    size_t tail = (a->len - i - n) * a->isz;
    if (ar_charge_bytes(vm, tail) < 0) return -1;
    if (n == 0) return 0;
    memmove(a->data + i * a->isz, a->data + (i + n) * a->isz, tail);
    a->len -= n;
    return 0;
}

pe_value pe_array_tounicode(pe_vm *vm, const pe_array *a) {
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    /* the builder charges its growth; the loop is one op per 4 characters on top */
    if (PE_TICK(vm, a->len / 4) < 0) goto fail;
    /* loop-bound: charged-before: one op per 4 items above */
    for (size_t i = 0; i < a->len; i++) {
        uint32_t cp;
        char buf[4];
        if (pe_array_codepoint(vm, a, i, &cp) < 0) goto fail;
        size_t n = pe_utf8_encode((int32_t)cp, buf);
        if (pe_strbuf_add(&b, buf, n) < 0) goto fail;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

int pe_array_fromunicode(pe_vm *vm, pe_array *a, pe_value s) {
    pe_str *str = pe_str_obj(pe_subclass_unwrap(s));
    size_t n = pe_utf8_count(str->data, str->size);
    if (ar_charge_bytes(vm, str->size * 4) < 0) return -1;
    if (pe_array_reserve(vm, a, a->len + n, 1) < 0) return -1;
    const char *p = str->data, *end = str->data + str->size;
    /* loop-bound: charged-before: one op per 64 bytes of text above */
    while (p < end) {
        size_t used = (size_t)(end - p);
        uint32_t cp = (uint32_t)pe_utf8_decode(p, &used);
        memcpy(a->data + a->len * 4, &cp, 4);
        a->len++;
        p += used ? used : 1;
    }
    return 0;
}

/* Items as C numbers, for comparisons without objects. */
__extension__ typedef __int128 ar_wide;

static int ar_int_kind(char tc) {
    return tc != 'u' && !ar_is_float(tc);
}

static ar_wide ar_wide_at(const pe_array *a, size_t i) {
    pe_array_item it;
    pe_array_move1((char *)it.bytes, a->data + i * a->isz, a->isz);
    switch (a->tc) {
    case 'b': return it.i8;
    case 'B': return it.u8;
    case 'h': return it.i16;
    case 'H': return it.u16;
    case 'i': return it.i32;
    case 'I': return it.u32;
    case 'L':
    case 'Q': return it.u64;
    default: return it.i64;
    }
}

static double ar_double_at(const pe_array *a, size_t i) {
    pe_array_item it;
    pe_array_move1((char *)it.bytes, a->data + i * a->isz, a->isz);
    return a->tc == 'f' ? (double)it.f : it.d;
}

/* The value searched for by find/count, prepared once so most items compare in C:
 * AR_KEY_INT (w), AR_KEY_FLOAT (d), AR_KEY_CHAR (w is the code point), AR_KEY_NEVER (no
 * item can equal it), AR_KEY_OBJECT (compare as objects). Only exact ints, bools,
 * floats and strs are prepared: a subclass may define __eq__. */
enum { AR_KEY_OBJECT, AR_KEY_INT, AR_KEY_FLOAT, AR_KEY_CHAR, AR_KEY_NEVER };
typedef struct ar_key {
    int kind;
    ar_wide w;
    double d;
} ar_key;

static void ar_key_prepare(pe_vm *vm, const pe_array *a, pe_value x, ar_key *k) {
    k->kind = AR_KEY_OBJECT;
    int isint =
        pe_is_bool(x) || pe_is_smallint(x) || (pe_is_obj(x) && pe_int_check_exact(vm, x));
    if (a->tc == 'u') {
        if (pe_is_obj(x) && x.u.o->type == vm->types[PE_TYPE_STR]) {
            pe_str *s = pe_str_obj(x);
            size_t used = s->size;
            int32_t cp = s->size ? pe_utf8_decode(s->data, &used) : -1;
            k->kind = cp >= 0 && used == s->size ? AR_KEY_CHAR : AR_KEY_NEVER;
            k->w = cp;
        } else if (isint || pe_is_float(x)) {
            k->kind = AR_KEY_NEVER;
        }
        return;
    }
    if (isint) {
        int64_t v;
        if (!pe_int_as_i64(x, &v)) {
            k->w = v;
        } else if (pe_int_sign(x) > 0 && pe_int_bit_length(x) <= 64) {
            uint64_t u;
            if (ar_int_u64(vm, x, &u) < 0) {
                pe_err_clear(vm); /* no memory for the copy: compare as objects */
                return;
            }
            k->w = u;
        } else {
            k->kind = AR_KEY_NEVER; /* past every typecode's range */
            return;
        }
        k->kind = AR_KEY_INT;
        /* a float array compares exactly while the int converts exactly */
        if (ar_is_float(a->tc)) {
            if (k->w > ((ar_wide)1 << 53) || k->w < -((ar_wide)1 << 53)) {
                k->kind = AR_KEY_OBJECT;
                return;
            }
            k->kind = AR_KEY_FLOAT;
            k->d = (double)k->w;
        }
        return;
    }
    if (pe_is_float(x)) {
        double d = x.u.f;
        k->d = d;
        if (ar_is_float(a->tc)) {
            k->kind = AR_KEY_FLOAT;
        } else if (d > -9223372036854775808.0 && d < 9223372036854775808.0) {
            /* an int item equals d only when d is integral */
            k->w = (int64_t)d;
            k->kind = (double)(int64_t)d == d ? AR_KEY_INT : AR_KEY_NEVER;
        } else if (d != d || d - d != 0) {
            k->kind = AR_KEY_NEVER; /* NaN, inf */
        }
    }
}

/* Does item i equal the prepared key? 1, 0, or 2 when it must be compared as an
 * object. Cannot fail. */
static int ar_key_eq(const pe_array *a, size_t i, const ar_key *k) {
    if (a->tc == 'u') {
        /* an item past U+10FFFF raises chr()'s error when made an object: do that */
        uint32_t cp;
        memcpy(&cp, a->data + i * 4, 4);
        if (cp > 0x10FFFF) return 2;
    }
    switch (k->kind) {
    case AR_KEY_NEVER: return 0;
    case AR_KEY_INT: return ar_wide_at(a, i) == k->w;
    case AR_KEY_FLOAT: return ar_double_at(a, i) == k->d; /* float arrays only */
    case AR_KEY_CHAR: {
        uint32_t cp;
        memcpy(&cp, a->data + i * 4, 4);
        return cp == (uint32_t)k->w;
    }
    default: return 2;
    }
}

/* The scan behind find, count, `in` and remove: the first index in [start, stop) whose
 * item == x (count == NULL), or the number of them (*count). -1 when absent, -2 with an
 * error pending. One op per item. */
static int64_t ar_scan(pe_vm *vm, pe_array *a, pe_value x, int64_t start, int64_t stop,
                       int64_t *count) {
    ar_key k = {AR_KEY_OBJECT, 0, 0.0};
    ar_key_prepare(vm, a, x, &k);
    for (int64_t i = start; i < stop && i < (int64_t)a->len; i++) {
        if (PE_TICK(vm, 1) < 0) return -2;
        int eq = ar_key_eq(a, (size_t)i, &k);
        if (eq == 2) {
            pe_value v = pe_array_get(vm, a, (size_t)i);
            if (pe_is_null(v)) return -2;
            eq = pe_op_eq(vm, v, x);
            pe_decref(vm, v);
            if (eq < 0) return -2;
        }
        if (eq && !count) return i;
        if (count) *count += eq;
    }
    return -1;
}

int64_t pe_array_find(pe_vm *vm, pe_array *a, pe_value x, int64_t start, int64_t stop) {
    return ar_scan(vm, a, x, start, stop, NULL);
}

int64_t pe_array_count(pe_vm *vm, pe_array *a, pe_value x) {
    int64_t n = 0;
    return ar_scan(vm, a, x, 0, INT64_MAX, &n) == -2 ? -1 : n;
}

/* ---- construction -------------------------------------------------------------------- */

static const char ar_bad_typecode[] =
    "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)";

/* The typecode argument: a str of one character (any, validated later as CPython
 * does). 0 with *tc (0 for a character outside ASCII, never a valid code) or -1. */
static int ar_typecode_arg(pe_vm *vm, pe_value v, char *tc) {
    if (pe_str_check(vm, v)) {
        pe_str *s = pe_str_obj(pe_subclass_unwrap(v));
        if (s->size > 0 && pe_utf8_cut(s->data, s->size) == s->size) {
            size_t used = s->size;
            int32_t cp = pe_utf8_decode(s->data, &used);
            if (used == s->size) {
                *tc = cp > 0 && cp < 128 ? (char)cp : 0;
                return 0;
            }
        }
    }
    pe_err_format(vm, PE_EXC_TypeError,
                  "array() argument 1 must be a unicode character, not %s",
                  pe_op_typename(vm, v));
    return -1;
}

/* Fills a new array from the initializer (CPython's array_new order of checks). */
static int ar_fill(pe_vm *vm, pe_array *a, pe_value init) {
    const char *data;
    size_t n;
    pe_array *src = pe_array_of(vm, init);
    if (src && src->tc == a->tc)
        return pe_array_append_raw(vm, a, src->data, src->len * a->isz);
    if (!pe_str_check(vm, init) && pe_bytes_buffer(vm, init, &data, &n) && !src) {
        if (n % a->isz)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "bytes length not a multiple of item size"),
                   -1;
        return pe_array_append_raw(vm, a, data, n);
    }
    if (pe_str_check(vm, init)) return pe_array_fromunicode(vm, a, init);
    /* a list's length is known: allocate it exactly, as CPython does */
    if (pe_list_check(vm, init) &&
        pe_array_reserve(vm, a, (size_t)pe_op_len(vm, init), 0) < 0)
        return -1;
    return pe_array_extend_iter(vm, a, init);
}

static pe_value ar_new_slot(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    /* keywords are refused unless a subclass has an __init__ of its own to take them */
    pe_str *init_id = vm->ids[PE_ID_init];
    if (pe_args_nkw(kwnames) &&
        pe_is(pe_type_lookup(vm, type, init_id),
              pe_type_lookup(vm, vm->types[PE_TYPE_OBJECT], init_id)))
        return pe_err_set(vm, PE_EXC_TypeError, "array.array() takes no keyword arguments");
    if (pe_args_count(vm, "array", nargs, NULL, 1, 2) < 0) return PE_NULL;
    char tc;
    if (ar_typecode_arg(vm, args[0], &tc) < 0) return PE_NULL;
    pe_value init = nargs > 1 ? args[1] : PE_NULL;
    pe_value it = PE_NULL;
    if (!pe_is_null(init) && tc != 'u') {
        pe_array *src = pe_array_of(vm, init);
        if (pe_str_check(vm, init))
            return pe_err_format(
                vm, PE_EXC_TypeError,
                "cannot use a str to initialize an array with typecode '%S'", args[0]);
        if (src && src->tc == 'u')
            return pe_err_format(
                vm, PE_EXC_TypeError,
                "cannot use a unicode array to initialize an array with typecode '%S'",
                args[0]);
    }
    if (!pe_is_null(init) && !pe_list_check(vm, init) && !pe_str_check(vm, init) &&
        !pe_bytes_check(vm, init) && !pe_bytearray_check(vm, init) &&
        !(pe_array_of(vm, init) && pe_array_of(vm, init)->tc == tc)) {
        /* CPython takes the iterator before it validates the typecode */
        it = pe_op_iter(vm, init);
        if (pe_is_null(it)) return PE_NULL;
        init = it;
    }
    if (!pe_array_itemsize(tc)) {
        pe_decref(vm, it);
        return pe_err_set(vm, PE_EXC_ValueError, ar_bad_typecode);
    }
    pe_array *a = ar_alloc(vm, type, tc);
    pe_value self = a ? pe_obj_value(&a->base) : PE_NULL;
    if (a && !pe_is_null(init) && ar_fill(vm, a, init) < 0) pe_clear(vm, &self);
    pe_decref(vm, it);
    return self;
}

/* ---- repr and comparison ------------------------------------------------------------- */

/* array('b', [1, 2]), array('u', 'ab'), array('d'); one op per item. */
static pe_value ar_repr(pe_vm *vm, pe_value self) {
    pe_array *a = AR(self);
    /* a subclass shows its own name, as CPython's _PyType_Name */
    const char *name = self.u.o->type->name;
    const char *dot = strrchr(name, '.');
    if (dot && !(self.u.o->type->tflags & PE_TPF_HEAPTYPE)) name = dot + 1;
    char head[8];
    snprintf(head, sizeof head, "('%c'", a->tc);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_addc(&b, name) < 0 || pe_strbuf_addc(&b, head) < 0) goto fail;
    if (a->len && a->tc == 'u') {
        pe_value s = pe_array_tounicode(vm, a);
        if (pe_is_null(s)) goto fail;
        int rc = pe_strbuf_addc(&b, ", ") < 0 ? -1 : pe_strbuf_add_repr(&b, s);
        pe_decref(vm, s);
        if (rc < 0) goto fail;
    } else if (a->len) {
        if (pe_strbuf_addc(&b, ", [") < 0) goto fail;
        for (size_t i = 0; i < a->len; i++) {
            if (PE_TICK(vm, 1) < 0) goto fail;
            if (i && pe_strbuf_add(&b, ", ", 2) < 0) goto fail;
            pe_value item = pe_array_get(vm, a, i);
            if (pe_is_null(item)) goto fail;
            int rc = pe_strbuf_add_repr(&b, item);
            pe_decref(vm, item);
            if (rc < 0) goto fail;
        }
        if (pe_strbuf_addc(&b, "]") < 0) goto fail;
    }
    if (pe_strbuf_addc(&b, ")") < 0) goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* Items i of a and b compared in C: -1, 0, 1, or 2 when unordered (a NaN); 3 when
 * they must be compared as objects (a 'u' array, or an int too wide for a double). */
static int ar_cmp_fast(const pe_array *a, size_t i, const pe_array *b) {
    if (ar_int_kind(a->tc) && ar_int_kind(b->tc)) {
        ar_wide x = ar_wide_at(a, i), y = ar_wide_at(b, i);
        return x < y ? -1 : x > y;
    }
    if (a->tc == 'u' && b->tc == 'u') {
        /* CPython compares two 'u' arrays by raw code unit, unvalidated */
        uint32_t x, y;
        memcpy(&x, a->data + i * 4, 4);
        memcpy(&y, b->data + i * 4, 4);
        return x < y ? -1 : x > y;
    }
    int fa = ar_is_float(a->tc), fb = ar_is_float(b->tc);
    if (fa != fb && ar_int_kind(fa ? b->tc : a->tc)) {
        /* int against float: exact as doubles while the int has at most 53 bits */
        ar_wide w = ar_wide_at(fa ? b : a, i);
        if (w > ((ar_wide)1 << 53) || w < -((ar_wide)1 << 53)) return 3;
        double x = fa ? ar_double_at(a, i) : (double)w,
               y = fa ? (double)w : ar_double_at(b, i);
        if (x != x || y != y) return 2;
        return x < y ? -1 : x > y;
    }
    if (fa && fb) {
        double x = ar_double_at(a, i), y = ar_double_at(b, i);
        if (x != x || y != y) return 2;
        return x < y ? -1 : x > y;
    }
    return 3;
}

static pe_value ar_cmp_result(int c, pe_cmpop op) {
    switch (op) {
    case PE_CMP_EQ: return pe_bool(c == 0);
    case PE_CMP_NOT_EQ: return pe_bool(c != 0);
    case PE_CMP_LT: return pe_bool(c == -1);
    case PE_CMP_LT_E: return pe_bool(c == -1 || c == 0);
    case PE_CMP_GT: return pe_bool(c == 1);
    default: return pe_bool(c == 1 || c == 0);
    }
}

/* Items i of a and b as objects: 1 when equal, 0 when not, -1 on error; on 0 with
 * op an ordering, *res is the result of the ordering. */
static int ar_cmp_objects(pe_vm *vm, const pe_array *a, const pe_array *b, size_t i,
                          pe_cmpop op, pe_value *res) {
    pe_value x = pe_array_get(vm, a, i);
    if (pe_is_null(x)) return -1;
    pe_value y = pe_array_get(vm, b, i);
    if (pe_is_null(y)) {
        pe_decref(vm, x);
        return -1;
    }
    int eq = pe_op_eq(vm, x, y);
    if (eq == 0 && op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) {
        *res = pe_op_compare(vm, op, x, y);
        if (pe_is_null(*res)) eq = -1;
    }
    pe_decref(vm, x);
    pe_decref(vm, y);
    return eq;
}

/* CPython's array_richcompare: the first index whose items differ (==) decides, else
 * the lengths do. One op per item compared. */
static pe_value ar_richcmp(pe_vm *vm, pe_value va, pe_value vb, pe_cmpop op) {
    pe_array *a = pe_array_of(vm, va), *b = pe_array_of(vm, vb);
    if (!a || !b) return pe_incref(vm->notimpl);
    if ((op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) && a->len != b->len)
        return pe_bool(op == PE_CMP_NOT_EQ);
    size_t n = a->len < b->len ? a->len : b->len;
    for (size_t i = 0; i < n; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        int c = ar_cmp_fast(a, i, b);
        if (c == 0) continue;
        if (op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) {
            if (c != 3) return pe_bool(op == PE_CMP_NOT_EQ);
        } else if (c != 3) {
            return c == 2 ? PE_FALSE : ar_cmp_result(c, op);
        }
        pe_value res = PE_NULL;
        int eq = ar_cmp_objects(vm, a, b, i, op, &res);
        if (eq < 0) return PE_NULL;
        if (eq) continue;
        if (op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) return pe_bool(op == PE_CMP_NOT_EQ);
        return res;
    }
    size_t x = a->len, y = b->len;
    return ar_cmp_result(x < y ? -1 : x > y, op);
}

/* ---- sequence slots ------------------------------------------------------------------ */

static int64_t ar_len_slot(pe_vm *vm, pe_value self) {
    (void)vm;
    return (int64_t)AR(self)->len;
}

static int ar_truth(pe_vm *vm, pe_value self) {
    (void)vm;
    return AR(self)->len != 0;
}

static int ar_is_index(pe_vm *vm, pe_value key) {
    return pe_int_check(vm, key) || pe_type_of(vm, key)->index;
}

/* a[lo:lo+n*step:step] as a new array. */
static pe_value ar_slice_get(pe_vm *vm, pe_array *a, int64_t lo, int64_t step, int64_t n) {
    pe_value r = pe_array_new(vm, a->tc, (size_t)n);
    if (pe_is_null(r)) return r;
    if (step == 1) {
        if (pe_array_append_raw(vm, AR(r), a->data + lo * a->isz, (size_t)n * a->isz) < 0)
            pe_clear(vm, &r);
        return r;
    }
    if (PE_TICK(vm, n / 16) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    pe_array *d = AR(r);
    /* loop-bound: charged-before: one op per 16 items above */
    for (int64_t k = 0; k < n; k++)
        pe_array_move1(d->data + k * a->isz, a->data + (lo + k * step) * a->isz, a->isz);
    d->len = (size_t)n;
    return r;
}

static pe_value ar_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_array *a = AR(self);
    if (ar_is_index(vm, key)) {
        int64_t i;
        if (pe_seq_index_live(vm, key, &a->len, "array", &i) < 0) return PE_NULL;
        return pe_array_get(vm, a, (size_t)i);
    }
    if (!pe_slice_check(vm, key))
        return pe_err_set(vm, PE_EXC_TypeError, "array indices must be integers");
    int64_t start, stop, step;
    if (pe_slice_unpack(vm, key, &start, &stop, &step) < 0) return PE_NULL;
    int64_t n = pe_slice_adjust((int64_t)a->len, &start, &stop, step);
    return ar_slice_get(vm, a, start, step, n);
}

/* del a[start:stop:step] for step != 1 (n items): the runs between removed items move
 * down, one memmove per run. */
static int ar_del_extended(pe_vm *vm, pe_array *a, int64_t start, int64_t step, int64_t n) {
    if (n == 0) return 0;
    if (step < 0) {
        start += step * (n - 1);
        step = -step;
    }
    size_t sz = a->isz;
    if (ar_charge_bytes(vm, (a->len - (size_t)start) * sz) < 0 || PE_TICK(vm, n / 16) < 0)
        return -1;
    size_t w = (size_t)start;
    /* loop-bound: charged-before: the bytes from start to the end and n / 16 above */
    for (int64_t k = 0; k < n; k++) {
        size_t from = (size_t)(start + k * step) + 1;
        size_t to = k + 1 < n ? (size_t)(start + (k + 1) * step) : a->len;
        memmove(a->data + w * sz, a->data + from * sz, (to - from) * sz);
        w += to - from;
    }
    a->len = w;
    return 0;
}

/* a[start:stop] = src (contiguous): replaces stop - start items by src's m items. */
static int ar_replace(pe_vm *vm, pe_array *a, int64_t start, int64_t stop, const char *src,
                      size_t m) {
    size_t old = (size_t)(stop - start), sz = a->isz;
    size_t tail = (a->len - (size_t)stop) * sz;
    if (ar_charge_bytes(vm, tail + m * sz) < 0) return -1;
    if (m > old && pe_array_reserve(vm, a, a->len + m - old, 1) < 0) return -1;
    /* an empty array has no buffer: copy only what exists */
    if (tail)
        memmove(a->data + ((size_t)start + m) * sz, a->data + (size_t)stop * sz, tail);
    if (m) memcpy(a->data + (size_t)start * sz, src, m * sz);
    a->len = a->len - old + m;
    return 0;
}

static int ar_setslice(pe_vm *vm, pe_array *a, pe_value key, pe_value value) {
    pe_array *src = NULL;
    if (!pe_is_null(value)) {
        src = pe_array_of(vm, value);
        if (!src) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "can only assign array (not \"%s\") to array slice",
                          pe_op_typename(vm, value));
            return -1;
        }
        if (src->tc != a->tc) {
            pe_err_set(vm, PE_EXC_TypeError, "bad argument type for built-in operation");
            return -1;
        }
    }
    int64_t start, stop, step;
    if (pe_slice_unpack(vm, key, &start, &stop, &step) < 0) return -1;
    int64_t n = pe_slice_adjust((int64_t)a->len, &start, &stop, step);
    size_t m = src ? src->len : 0;
    if ((step > 0 && stop < start) || (step < 0 && stop > start)) stop = start;
    if (step == 1) {
        /* a[i:j] = a copies from a snapshot of the source */
        pe_value snap = src == a ? pe_array_copy(vm, a) : PE_NULL;
        if (src == a && pe_is_null(snap)) return -1;
        int rc =
            ar_replace(vm, a, start, stop, m ? (snap.u.o ? AR(snap) : src)->data : "", m);
        pe_decref(vm, snap);
        return rc;
    }
    if (m == 0) return ar_del_extended(vm, a, start, step, n);
    if ((int64_t)m != n) {
        pe_err_format(vm, PE_EXC_ValueError,
                      "attempt to assign array of size %lld to extended slice of size %lld",
                      (long long)m, (long long)n);
        return -1;
    }
    if (PE_TICK(vm, n / 16) < 0) return -1;
    /* src == a is fine: an extended slice the size of a is all of a, in some order,
     * and a step of -1 reverses it: copy through a snapshot then */
    pe_value snap = src == a ? pe_array_copy(vm, a) : PE_NULL;
    if (src == a && pe_is_null(snap)) return -1;
    const char *from = pe_is_null(snap) ? src->data : AR(snap)->data;
    /* loop-bound: charged-before: one op per 16 items above */
    for (int64_t k = 0; k < n; k++)
        pe_array_move1(a->data + (start + k * step) * a->isz, from + k * a->isz, a->isz);
    pe_decref(vm, snap);
    return 0;
}

static int ar_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    pe_array *a = AR(self);
    if (ar_is_index(vm, key)) {
        int64_t i;
        if (pe_seq_index_live(vm, key, &a->len, "array assignment", &i) < 0) return -1;
        if (pe_is_null(value)) return pe_array_delete(vm, a, (size_t)i, 1);
        pe_array_item it;
        if (pe_array_convert(vm, a->tc, value, &it) < 0) return -1;
        /* a conversion's __index__ may have shrunk the array */
        if ((size_t)i >= a->len) {
            pe_err_set(vm, PE_EXC_IndexError, "array assignment index out of range");
            return -1;
        }
        pe_array_move1(a->data + (size_t)i * a->isz, (const char *)it.bytes, a->isz);
        return 0;
    }
    if (!pe_slice_check(vm, key)) {
        pe_err_set(vm, PE_EXC_TypeError, "array indices must be integers");
        return -1;
    }
    return ar_setslice(vm, a, key, value);
}

static int ar_contains(pe_vm *vm, pe_value self, pe_value item) {
    int64_t i = pe_array_find(vm, AR(self), item, 0, INT64_MAX);
    return i == -2 ? -1 : i >= 0;
}

/* ---- arithmetic ---------------------------------------------------------------------- */

static pe_value ar_add(pe_vm *vm, pe_value va, pe_value vb) {
    pe_array *a = pe_array_of(vm, va), *b = pe_array_of(vm, vb);
    if (!a) return pe_incref(vm->notimpl);
    if (!b)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "can only append array (not \"%s\") to array",
                             pe_op_typename(vm, vb));
    if (a->tc != b->tc)
        return pe_err_set(vm, PE_EXC_TypeError, "bad argument type for built-in operation");
    size_t total;
    if (pe_size_add(a->len, b->len, &total)) return pe_err_too_big(vm);
    pe_value r = pe_array_new(vm, a->tc, total);
    if (pe_is_null(r)) return r;
    if (pe_array_append_raw(vm, AR(r), a->data, a->len * a->isz) < 0 ||
        pe_array_append_raw(vm, AR(r), b->data, b->len * b->isz) < 0)
        pe_clear(vm, &r);
    return r;
}

static pe_value ar_iadd(pe_vm *vm, pe_value va, pe_value vb) {
    pe_array *a = pe_array_of(vm, va), *b = pe_array_of(vm, vb);
    if (!a) return pe_incref(vm->notimpl);
    if (!b)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "can only extend array with array (not \"%s\")",
                             pe_op_typename(vm, vb));
    if (a->tc != b->tc)
        return pe_err_set(vm, PE_EXC_TypeError, "can only extend with array of same kind");
    if (pe_array_extend_iter(vm, a, vb) < 0) return PE_NULL;
    return pe_incref(va);
}

/* Repeats a's items in place to n copies (n >= 1); the size is refused before any
 * allocation, and the copying charged per 256 bytes. 0 or -1. */
static int ar_repeat(pe_vm *vm, pe_array *a, int64_t n) {
    size_t total, bytes;
    if (pe_size_mul(a->len, (size_t)n, &total) || pe_size_mul(total, a->isz, &bytes) ||
        bytes > AR_MAX_BYTES) {
        pe_err_too_big(vm);
        return -1;
    }
    if (total == a->len) return 0;
    if (bytes > a->cap * a->isz && pe_mem_would_exceed(&vm->mem, bytes - a->cap * a->isz)) {
        pe_err_too_big(vm);
        return -1;
    }
    if (ar_charge_bytes(vm, bytes) < 0 || pe_array_reserve(vm, a, total, 0) < 0) return -1;
    size_t have = a->len * a->isz;
    /* loop-bound: charged-before: doubling copies, the result's bytes above */
    while (have < bytes) {
        size_t chunk = have < bytes - have ? have : bytes - have;
        memcpy(a->data + have, a->data, chunk);
        have += chunk;
    }
    a->len = total;
    return 0;
}

/* The repeat count: an int or __index__ object, else CPython's TypeError. 0 or -1. */
static int ar_count_arg(pe_vm *vm, pe_value v, int64_t *n) {
    if (!ar_is_index(vm, v)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "can't multiply sequence by non-int of type '%s'",
                      pe_op_typename(vm, v));
        return -1;
    }
    if (pe_op_index_i64(vm, v, n) < 0) {
        if (pe_err_matches(vm, PE_EXC_OverflowError)) {
            pe_err_clear(vm);
            pe_err_set(vm, PE_EXC_OverflowError,
                       "cannot fit 'int' into an index-sized integer");
        }
        return -1;
    }
    return 0;
}

static pe_value ar_mul(pe_vm *vm, pe_value va, pe_value vb) {
    if (!pe_array_of(vm, va)) {
        pe_value t = va;
        va = vb;
        vb = t;
    }
    pe_array *a = pe_array_of(vm, va);
    if (!a) return pe_incref(vm->notimpl);
    int64_t n;
    if (ar_count_arg(vm, vb, &n) < 0) return PE_NULL;
    if (n <= 0 || a->len == 0) return pe_array_new(vm, a->tc, 0);
    pe_value r = pe_array_copy(vm, a);
    if (!pe_is_null(r) && ar_repeat(vm, AR(r), n) < 0) pe_clear(vm, &r);
    return r;
}

static pe_value ar_imul(pe_vm *vm, pe_value va, pe_value vb) {
    pe_array *a = pe_array_of(vm, va);
    if (!a) return pe_incref(vm->notimpl);
    int64_t n;
    if (ar_count_arg(vm, vb, &n) < 0) return PE_NULL;
    if (n <= 0)
        a->len = 0;
    else if (a->len && ar_repeat(vm, a, n) < 0)
        return PE_NULL;
    return pe_incref(va);
}

static pe_value ar_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_array *a = AR(self);
    if (name->size == 8 && memcmp(name->data, "typecode", 8) == 0)
        return pe_str_value(vm, &a->tc, 1);
    if (name->size == 8 && memcmp(name->data, "itemsize", 8) == 0) return pe_int(a->isz);
    return pe_object_generic_getattr(vm, self, name);
}

int pe_array_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_ARRAY];
    t->tflags |= PE_TPF_BASETYPE;
    t->basicsize = sizeof(pe_array);
    t->dealloc = ar_dealloc;
    t->repr = ar_repr;
    t->richcmp = ar_richcmp;
    t->truth = ar_truth;
    t->len = ar_len_slot;
    t->getitem = ar_getitem;
    t->setitem = ar_setitem;
    t->contains = ar_contains;
    t->getattr = ar_getattr;
    t->binop[PE_OP_ADD] = ar_add;
    t->binop[PE_OP_MULT] = ar_mul;
    t->ibinop[PE_OP_ADD] = ar_iadd;
    t->ibinop[PE_OP_MULT] = ar_imul;
    t->new_ = ar_new_slot;
    static const char *const attrs[] = {"typecode", "itemsize", NULL};
    if (pe_getset_add_computed(vm, t, attrs, PE_GETSET_COMPUTED) < 0) return -1;
    if (pe_type_add_methods(vm, t, pe_array_methods) < 0) return -1;
    /* CPython's array type is a heap type with __module__ in its dict (dir() shows it) */
    pe_value mod = pe_str_from_cstr(vm, "array");
    if (pe_is_null(mod)) return -1;
    int rc = pe_dict_set_cstr(vm, t->dict, "__module__", mod);
    pe_decref(vm, mod);
    if (rc < 0) return -1;
    return pe_array_iter_init(vm);
}
