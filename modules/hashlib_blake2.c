/*
 * hashlib_blake2.c - hashlib.blake2b and hashlib.blake2s with every parameter of
 * CPython 3.11's _blake2 (digest_size, key, salt, person, fanout, depth, leaf_size,
 * node_offset, node_depth, inner_size, last_node). OpenSSL 3.0's BLAKE2 digests take no
 * parameters, so this is our own BLAKE2 per RFC 7693 (one generic implementation over
 * 64-bit words, instantiated for both widths). The two classes are the builtin types
 * _blake2.blake2b / _blake2.blake2s: hashlib.blake2b is the type, as in CPython.
 * Hashing charges one op per 64 bytes of input.
 */
#include "hashlib_blake2.h"

#include <stdio.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"

/* The two variants: word width (64 or 32 bits), block size, rounds, rotations. */
typedef struct b2_variant {
    const char *name;
    unsigned bits, block, rounds, outmax, saltlen;
    unsigned rot[4];
    uint64_t iv[8];
} b2_variant;

static const b2_variant b2b = {"blake2b",
                               64,
                               128,
                               12,
                               64,
                               16,
                               {32, 24, 16, 63},
                               {0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull,
                                0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
                                0x510e527fade682d1ull, 0x9b05688c2b3e6c1full,
                                0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull}};
static const b2_variant b2s = {"blake2s",
                               32,
                               64,
                               10,
                               32,
                               8,
                               {16, 12, 8, 7},
                               {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                                0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u}};

static const uint8_t sigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
};

typedef struct pe_blake2 {
    pe_obj base;
    const b2_variant *v;
    uint64_t h[8];    /* chaining value (32-bit words for blake2s) */
    uint64_t t[2];    /* byte counter */
    uint8_t buf[128]; /* pending input, buflen <= block */
    unsigned buflen;
    unsigned outlen;
    int last_node;
} pe_blake2;

static uint64_t mask(const b2_variant *v) {
    return v->bits == 64 ? ~0ull : 0xffffffffull;
}
static uint64_t rotr(const b2_variant *v, uint64_t x, unsigned n) {
    return ((x >> n) | (x << (v->bits - n))) & mask(v);
}
static uint64_t load(const b2_variant *v, const uint8_t *p) {
    uint64_t x = 0;
    /* loop-bound: const: one word (8 bytes at most) */
    for (unsigned i = 0; i < v->bits / 8; i++)
        x |= (uint64_t)p[i] << (8 * i);
    return x;
}

static void g(const b2_variant *v, uint64_t *w, int a, int b, int c, int d, uint64_t x,
              uint64_t y) {
    uint64_t m = mask(v);
    w[a] = (w[a] + w[b] + x) & m;
    w[d] = rotr(v, w[d] ^ w[a], v->rot[0]);
    w[c] = (w[c] + w[d]) & m;
    w[b] = rotr(v, w[b] ^ w[c], v->rot[1]);
    w[a] = (w[a] + w[b] + y) & m;
    w[d] = rotr(v, w[d] ^ w[a], v->rot[2]);
    w[c] = (w[c] + w[d]) & m;
    w[b] = rotr(v, w[b] ^ w[c], v->rot[3]);
}

/* RFC 7693's F over the block in s->buf. */
static void compress(pe_blake2 *s, int last) {
    const b2_variant *v = s->v;
    uint64_t w[16], m[16];
    unsigned wb = v->bits / 8;
    /* loop-bound: const: 16 words */
    for (int i = 0; i < 16; i++)
        m[i] = load(v, s->buf + i * wb);
    /* loop-bound: const: 8 words */
    for (int i = 0; i < 8; i++) {
        w[i] = s->h[i];
        w[i + 8] = v->iv[i];
    }
    w[12] ^= s->t[0];
    w[13] ^= s->t[1];
    if (last) w[14] ^= mask(v);
    if (last && s->last_node) w[15] ^= mask(v);
    /* loop-bound: const: 12 or 10 rounds */
    for (unsigned r = 0; r < v->rounds; r++) {
        const uint8_t *z = sigma[r % 10];
        g(v, w, 0, 4, 8, 12, m[z[0]], m[z[1]]);
        g(v, w, 1, 5, 9, 13, m[z[2]], m[z[3]]);
        g(v, w, 2, 6, 10, 14, m[z[4]], m[z[5]]);
        g(v, w, 3, 7, 11, 15, m[z[6]], m[z[7]]);
        g(v, w, 0, 5, 10, 15, m[z[8]], m[z[9]]);
        g(v, w, 1, 6, 11, 12, m[z[10]], m[z[11]]);
        g(v, w, 2, 7, 8, 13, m[z[12]], m[z[13]]);
        g(v, w, 3, 4, 9, 14, m[z[14]], m[z[15]]);
    }
    /* loop-bound: const: 8 words */
    for (int i = 0; i < 8; i++)
        s->h[i] ^= w[i] ^ w[i + 8];
}

static void count(pe_blake2 *s, unsigned n) {
    const b2_variant *v = s->v;
    s->t[0] = (s->t[0] + n) & mask(v);
    if (s->t[0] < n) s->t[1] = (s->t[1] + 1) & mask(v);
}

/* Absorbs len bytes, charging one op per 64. The last block is held back for final. */
static int absorb(pe_vm *vm, pe_blake2 *s, const uint8_t *p, size_t len) {
    unsigned block = s->v->block;
    /* loop-bound: charged: one tick per block compressed (at least 64 bytes each) */
    while (len) {
        if (s->buflen == block) {
            if (PE_TICK(vm, block / 64) < 0) return -1;
            count(s, block);
            compress(s, 0);
            s->buflen = 0;
        }
        size_t n = block - s->buflen < len ? block - s->buflen : len;
        memcpy(s->buf + s->buflen, p, n);
        s->buflen += (unsigned)n;
        p += n;
        len -= n;
    }
    return 0;
}

/* The digest of s so far (s unchanged). out has room for outlen bytes. */
static void finish(const pe_blake2 *s, uint8_t *out) {
    pe_blake2 c = *s;
    count(&c, c.buflen);
    memset(c.buf + c.buflen, 0, c.v->block - c.buflen);
    compress(&c, 1);
    unsigned wb = c.v->bits / 8;
    /* loop-bound: const: at most 64 bytes */
    for (unsigned i = 0; i < c.outlen; i++)
        out[i] = (uint8_t)(c.h[i / wb] >> (8 * (i % wb)));
}

/* ---- construction ------------------------------------------------------------------- */

typedef struct b2_params {
    int64_t digest_size, fanout, depth, leaf_size, node_offset, node_depth, inner_size;
    const char *key, *salt, *person;
    size_t keylen, saltlen, personlen;
    int last_node;
} b2_params;

static int bytes_param(pe_vm *vm, pe_value v, const char **p, size_t *n) {
    *p = "";
    *n = 0;
    if (pe_is_null(v)) return 0;
    if (pe_bytes_buffer(vm, v, p, n)) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

static int int_param(pe_vm *vm, pe_value v, int64_t *out, int64_t dflt) {
    *out = dflt;
    if (pe_is_null(v)) return 0;
    return pe_op_index_i64(vm, v, out);
}

static int range_err(pe_vm *vm, const char *msg) {
    pe_err_set(vm, PE_EXC_ValueError, msg);
    return -1;
}

/* Reads and checks the keyword parameters with CPython's messages. 0 or -1. */
static int read_params(pe_vm *vm, const b2_variant *v, const pe_value *a, b2_params *p) {
    if (int_param(vm, a[1], &p->digest_size, v->outmax) < 0 ||
        bytes_param(vm, a[2], &p->key, &p->keylen) < 0 ||
        bytes_param(vm, a[3], &p->salt, &p->saltlen) < 0 ||
        bytes_param(vm, a[4], &p->person, &p->personlen) < 0 ||
        int_param(vm, a[5], &p->fanout, 1) < 0 || int_param(vm, a[6], &p->depth, 1) < 0 ||
        int_param(vm, a[7], &p->leaf_size, 0) < 0 ||
        int_param(vm, a[8], &p->node_offset, 0) < 0 ||
        int_param(vm, a[9], &p->node_depth, 0) < 0 ||
        int_param(vm, a[10], &p->inner_size, 0) < 0)
        return -1;
    p->last_node = 0;
    if (!pe_is_null(a[11])) {
        int t = pe_op_truth(vm, a[11]);
        if (t < 0) return -1;
        p->last_node = t;
    }
    char msg[64];
    if (p->digest_size < 1 || p->digest_size > (int64_t)v->outmax) {
        snprintf(msg, sizeof msg, "digest_size must be between 1 and %u bytes", v->outmax);
        return range_err(vm, msg);
    }
    if (p->saltlen > v->saltlen) {
        snprintf(msg, sizeof msg, "maximum salt length is %u bytes", v->saltlen);
        return range_err(vm, msg);
    }
    if (p->personlen > v->saltlen) {
        snprintf(msg, sizeof msg, "maximum person length is %u bytes", v->saltlen);
        return range_err(vm, msg);
    }
    if (p->fanout < 0 || p->fanout > 255)
        return range_err(vm, "fanout must be between 0 and 255");
    if (p->depth <= 0 || p->depth > 255)
        return range_err(vm, "depth must be between 1 and 255");
    if (p->leaf_size < 0 || p->leaf_size > 0xffffffffll) {
        pe_err_set(vm, PE_EXC_OverflowError, "leaf_size is too large");
        return -1;
    }
    if (p->node_offset < 0 || (v->bits == 32 && p->node_offset > 0xffffffffffffll)) {
        pe_err_set(vm, PE_EXC_OverflowError, "node_offset is too large");
        return -1;
    }
    if (p->node_depth < 0 || p->node_depth > 255)
        return range_err(vm, "node_depth must be between 0 and 255");
    if (p->inner_size < 0 || p->inner_size > (int64_t)v->outmax) {
        snprintf(msg, sizeof msg, "inner_size must be between 0 and is %u", v->outmax);
        return range_err(vm, msg);
    }
    if (p->keylen > v->outmax) {
        snprintf(msg, sizeof msg, "maximum key length is %u bytes", v->outmax);
        return range_err(vm, msg);
    }
    return 0;
}

/* Initialises s from the parameter block of RFC 7693 section 2.5 (and BLAKE2's tree
 * fields), then absorbs the key as a full first block. */
static int init_state(pe_vm *vm, pe_blake2 *s, const b2_variant *v, const b2_params *p) {
    uint8_t pb[64] = {0};
    pb[0] = (uint8_t)p->digest_size;
    pb[1] = (uint8_t)p->keylen;
    pb[2] = (uint8_t)p->fanout;
    pb[3] = (uint8_t)p->depth;
    /* loop-bound: const: 4 bytes */
    for (int i = 0; i < 4; i++)
        pb[4 + i] = (uint8_t)(p->leaf_size >> (8 * i));
    unsigned off_len = v->bits == 64 ? 8 : 6, at = 8 + off_len;
    /* loop-bound: const: at most 8 bytes */
    for (unsigned i = 0; i < off_len; i++)
        pb[8 + i] = (uint8_t)(p->node_offset >> (8 * i));
    pb[at] = (uint8_t)p->node_depth;
    pb[at + 1] = (uint8_t)p->inner_size;
    unsigned salt_at = v->bits == 64 ? 32 : 16;
    memcpy(pb + salt_at, p->salt, p->saltlen);
    memcpy(pb + salt_at + v->saltlen, p->person, p->personlen);
    s->v = v;
    /* loop-bound: const: 8 words */
    for (int i = 0; i < 8; i++)
        s->h[i] = v->iv[i] ^ load(v, pb + i * (v->bits / 8));
    s->t[0] = s->t[1] = 0;
    s->buflen = 0;
    s->outlen = (unsigned)p->digest_size;
    s->last_node = p->last_node;
    if (p->keylen) {
        uint8_t block[128] = {0};
        memcpy(block, p->key, p->keylen);
        return absorb(vm, s, block, v->block);
    }
    return 0;
}

static pe_value b2_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                       pe_obj *kw) {
    const b2_variant *v = type == vm->types[PE_TYPE_BLAKE2S] ? &b2s : &b2b;
    static const char *const params[] = {"data",
                                         "digest_size",
                                         "key",
                                         "salt",
                                         "person",
                                         "fanout",
                                         "depth",
                                         "leaf_size",
                                         "node_offset",
                                         "node_depth",
                                         "inner_size",
                                         "last_node",
                                         "usedforsecurity",
                                         NULL};
    const pe_argspec spec = {v->name, params, 0, 1, 1};
    pe_value a[13];
    b2_params p;
    if (pe_args_parse(vm, &spec, args, nargs, kw, a) < 0 || read_params(vm, v, a, &p) < 0)
        return PE_NULL;
    const char *data = "";
    size_t len = 0;
    if (!pe_is_null(a[0]) && !pe_bytes_buffer(vm, a[0], &data, &len)) {
        return pe_err_set(vm, PE_EXC_TypeError,
                          pe_str_check(vm, a[0])
                              ? "Strings must be encoded before hashing"
                              : "object supporting the buffer API required");
    }
    pe_blake2 *s = (pe_blake2 *)pe_obj_alloc(vm, type, sizeof(pe_blake2));
    if (!s) return PE_NULL;
    pe_value r = pe_obj_value(&s->base);
    if (init_state(vm, s, v, &p) < 0 || absorb(vm, s, (const uint8_t *)data, len) < 0) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

/* ---- methods ------------------------------------------------------------------------ */

static pe_value m_update(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    pe_blake2 *s = (pe_blake2 *)args[0].u.o;
    if (pe_args_one(vm, "update", nargs - 1, kw) < 0) return PE_NULL;
    const char *data;
    size_t len;
    if (!pe_bytes_buffer(vm, args[1], &data, &len)) {
        return pe_err_set(vm, PE_EXC_TypeError,
                          pe_str_check(vm, args[1])
                              ? "Strings must be encoded before hashing"
                              : "object supporting the buffer API required");
    }
    if (absorb(vm, s, (const uint8_t *)data, len) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value m_digest(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "digest", nargs - 1, kw) < 0) return PE_NULL;
    pe_blake2 *s = (pe_blake2 *)args[0].u.o;
    uint8_t out[64];
    finish(s, out);
    return pe_bytes_new(vm, (const char *)out, s->outlen);
}

static pe_value m_hexdigest(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "hexdigest", nargs - 1, kw) < 0) return PE_NULL;
    pe_blake2 *s = (pe_blake2 *)args[0].u.o;
    uint8_t out[64];
    char hex[128];
    static const char digits[] = "0123456789abcdef";
    finish(s, out);
    /* loop-bound: const: at most 64 bytes */
    for (unsigned i = 0; i < s->outlen; i++) {
        hex[2 * i] = digits[out[i] >> 4];
        hex[2 * i + 1] = digits[out[i] & 15];
    }
    return pe_str_value(vm, hex, 2 * (size_t)s->outlen);
}

static pe_value m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "copy", nargs - 1, kw) < 0) return PE_NULL;
    pe_blake2 *s = (pe_blake2 *)args[0].u.o;
    pe_blake2 *c = (pe_blake2 *)pe_obj_alloc(vm, s->base.type, sizeof(pe_blake2));
    if (!c) return PE_NULL;
    pe_obj hdr = c->base;
    *c = *s;
    c->base = hdr;
    return pe_obj_value(&c->base);
}

static pe_value b2_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_blake2 *s = (pe_blake2 *)self.u.o;
    if (name->size == 4 && !memcmp(name->data, "name", 4))
        return pe_str_from_cstr(vm, s->v->name);
    if (name->size == 11 && !memcmp(name->data, "digest_size", 11))
        return pe_int(s->outlen);
    if (name->size == 10 && !memcmp(name->data, "block_size", 10))
        return pe_int(s->v->block);
    return pe_object_generic_getattr(vm, self, name);
}

static void b2_dealloc(pe_vm *vm, pe_obj *o) {
    pe_obj_free(vm, o, sizeof(pe_blake2));
}

static const pe_method_def b2_methods[] = {
    {"update", m_update, 0}, {"digest", m_digest, 0}, {"hexdigest", m_hexdigest, 0},
    {"copy", m_copy, 0},     {NULL, NULL, 0},
};

int pe_hashlib_blake2_init(pe_vm *vm, pe_value dict) {
    pe_type *types[2] = {vm->types[PE_TYPE_BLAKE2B], vm->types[PE_TYPE_BLAKE2S]};
    const b2_variant *vs[2] = {&b2b, &b2s};
    /* loop-bound: const: two types */
    for (int i = 0; i < 2; i++) {
        pe_type *t = types[i];
        /* done unless a failed import stopped part way: the last constant is set last */
        if (pe_is_null(pe_dict_get_cstr(vm, t->dict, "MAX_DIGEST_SIZE"))) {
            t->basicsize = sizeof(pe_blake2);
            t->dealloc = b2_dealloc;
            t->getattr = b2_getattr;
            t->new_ = b2_new;
            static const char *const consts[4] = {"SALT_SIZE", "PERSON_SIZE",
                                                  "MAX_KEY_SIZE", "MAX_DIGEST_SIZE"};
            int64_t vals[4] = {vs[i]->saltlen, vs[i]->saltlen, vs[i]->outmax,
                               vs[i]->outmax};
            if (pe_type_add_methods(vm, t, b2_methods) < 0) return -1;
            /* loop-bound: const: four constants */
            for (int k = 0; k < 4; k++)
                if (pe_type_set_attr_cstr(vm, t, consts[k], pe_int(vals[k])) < 0) return -1;
        }
        if (pe_dict_set_cstr(vm, dict, vs[i]->name, pe_obj_value(&t->base)) < 0) return -1;
    }
    return 0;
}
