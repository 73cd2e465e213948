/*
 * str.c - the str type.
 */
#include "str.h"

#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/exc.h"
#include "../eval/vm.h"

/* Counts code points in valid UTF-8: every byte that is not a continuation byte starts
 * one. */
static size_t pe_str_count_cp(const char *s, size_t n) {
    size_t cp = 0, i = 0;
    /* eight bytes at a time: a continuation byte (10xxxxxx) has bit 7 set and bit 6
     * clear, which the mask below keeps as one bit per byte */
    /* loop-bound: caller-charged: the callers charge the string's size (pe_str_scan)
     * around the count */
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        uint64_t cont = (w & ~(w << 1) & 0x8080808080808080ull) >> 7;
        /* the byte sums gather in the top byte (at most 8: no carry) */
        cp += 8 - (size_t)((cont * 0x0101010101010101ull) >> 56);
    }
    /* loop-bound: caller-charged: as above, the last seven bytes at most */
    for (; i < n; i++)
        cp += ((unsigned char)s[i] & 0xC0) != 0x80;
    return cp;
}

pe_str *pe_str_new(pe_vm *vm, const char *utf8, size_t size) {
    if (size == 0 && vm->empty_str) {
        pe_obj_incref(&vm->empty_str->base);
        return vm->empty_str;
    }
    size_t bytes;
    if (pe_size_add(sizeof(pe_str), size, &bytes) || pe_size_add(bytes, 1, &bytes)) {
        pe_err_nomem(vm);
        return NULL;
    }
    pe_str *s = (pe_str *)pe_obj_alloc(vm, vm->types[PE_TYPE_STR], bytes);
    if (!s) return NULL;
    if (size) memcpy(s->data, utf8, size);
    s->data[size] = '\0';
    s->size = size;
    s->len = pe_str_count_cp(utf8, size);
    s->ascii = s->len == size;
    s->hash = -1;
    return s;
}

pe_value pe_str_value(pe_vm *vm, const char *utf8, size_t size) {
    pe_str *s = pe_str_new(vm, utf8, size);
    return s ? pe_obj_value(&s->base) : PE_NULL;
}

pe_value pe_str_from_cstr(pe_vm *vm, const char *s) {
    return pe_str_value(vm, s, strlen(s));
}

int pe_str_check(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_STR] || (t && (t->tflags & PE_TPF_STR_SUBCLASS));
}

/* FNV-1a over the bytes, folded away from -1 (the "not computed" marker). Python's
 * str hashes are randomised per process, so no program can depend on the values. */
int64_t pe_str_hash_bytes(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    /* loop-bound: caller-charged: hashing charges per 64 bytes in pe_str_hash before
     * calling this, and the hash is cached */
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    int64_t r = (int64_t)(h >> 1);
    return r == -1 ? -2 : r;
}

int64_t pe_str_hash(pe_str *s) {
    if (s->hash == -1) s->hash = pe_str_hash_bytes(s->data, s->size);
    return s->hash;
}

int pe_str_eq(const pe_str *a, const pe_str *b) {
    if (a == b) return 1;
    if (a->interned && b->interned) return 0;
    return a->size == b->size && memcmp(a->data, b->data, a->size) == 0;
}

/* ======================================================================================
 * Everything below: the str type proper (issue 2 onward).
 * ==================================================================================== */

#include "../core/ucd.h"
#include "../eval/args.h"
#include "../eval/ops.h"
#include "dict.h"
#include "int.h"
#include "list.h"
#include "slice.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

pe_value pe_str_arg(pe_vm *vm, pe_value v) {
    pe_value u = pe_subclass_unwrap(v);
    return pe_str_check(vm, u) ? u : v;
}

/* ---- UTF-8 primitives ---------------------------------------------------------------- */

int32_t pe_utf8_decode(const char *s, size_t *len) {
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] < 0x80) {
        *len = 1;
        return u[0];
    }
    if (u[0] < 0xE0) {
        *len = 2;
        return ((u[0] & 0x1F) << 6) | (u[1] & 0x3F);
    }
    if (u[0] < 0xF0) {
        *len = 3;
        return ((u[0] & 0x0F) << 12) | ((u[1] & 0x3F) << 6) | (u[2] & 0x3F);
    }
    *len = 4;
    return ((u[0] & 0x07) << 18) | ((u[1] & 0x3F) << 12) | ((u[2] & 0x3F) << 6) |
           (u[3] & 0x3F);
}

size_t pe_utf8_count(const char *s, size_t n) {
    return pe_str_count_cp(s, n);
}

size_t pe_utf8_encode(int32_t cp, char *out) {
    unsigned char *o = (unsigned char *)out;
    if (cp < 0x80) {
        o[0] = (unsigned char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (unsigned char)(0xC0 | (cp >> 6));
        o[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (unsigned char)(0xE0 | (cp >> 12));
        o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (unsigned char)(0xF0 | (cp >> 18));
    o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
    o[3] = (unsigned char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Start of the code point that ends just before `end` (end > s). */
static const char *pe_utf8_prev(const char *s, const char *end) {
    const char *p = end - 1;
    /* loop-bound: utf8-char */
    while (p > s && ((unsigned char)*p & 0xC0) == 0x80)
        p--;
    return p;
}

int pe_unicode_isspace(int32_t cp) {
    if (cp < 128) return (cp >= 9 && cp <= 13) || (cp >= 28 && cp <= 32);
    return pe_ucd_has(cp, PE_UCD_SPACE);
}

/* The decimal field of UnicodeData.txt (generated table). */
int pe_unicode_decimal(int32_t cp) {
    if (cp < 128) return cp >= '0' && cp <= '9' ? cp - '0' : -1;
    return pe_ucd_get(cp)->decimal;
}

size_t pe_unicode_to_ascii_number(const char *s, size_t n, char *out) {
    size_t k = 0;
    /* loop-bound: caller-charged: int()/float() of a str charge its length before
     * converting */
    for (size_t i = 0; i < n;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s + i, &l);
        i += l;
        if (cp < 128)
            out[k++] = (char)cp;
        else if (pe_unicode_isspace(cp))
            out[k++] = ' ';
        else {
            int d = pe_unicode_decimal(cp);
            out[k++] = d >= 0 ? (char)('0' + d) : '?';
        }
    }
    return k;
}

const char *pe_str_skip_space(const char *s, const char *end) {
    /* loop-bound: caller-charged: int()/float()/complex() of a str charge its length
     * before parsing */
    while (s < end) {
        size_t l;
        int32_t cp = pe_utf8_decode(s, &l);
        if (!pe_unicode_isspace(cp)) break;
        s += l;
    }
    return s;
}

const char *pe_str_skip_space_back(const char *s, const char *end) {
    /* loop-bound: caller-charged: int()/float()/complex() of a str charge its length
     * before parsing */
    while (end > s) {
        const char *p = pe_utf8_prev(s, end);
        size_t l;
        if (!pe_unicode_isspace(pe_utf8_decode(p, &l))) break;
        end = p;
    }
    return end;
}

/* Python's str.isprintable for one code point: everything except categories Cc, Cf,
 * Cs, Co, Cn, Zl, Zp and Zs other than the ASCII space. */
static int pe_unicode_isprintable(int32_t cp) {
    if (cp < 128) return cp >= 32 && cp < 127;
    return pe_ucd_has(cp, PE_UCD_PRINTABLE);
}

/* ---- the lazy offsets table ---------------------------------------------------------- */

#define PE_STR_STRIDE 64u /* one recorded offset per 64 code points */

static size_t pe_str_index_bytes(const pe_str *s) {
    return (s->len / PE_STR_STRIDE + 1) * sizeof(uint32_t);
}

static int pe_str_build_index(pe_vm *vm, pe_str *s) {
    if (s->size > UINT32_MAX) return -1;
    uint32_t *ix = pe_mem_alloc(&vm->mem, pe_str_index_bytes(s));
    if (!ix) return -1;
    size_t cp = 0;
    /* loop-bound: per-object: the code point index of a str is built once and cached */
    for (size_t i = 0; i < s->size; i++) {
        if (((unsigned char)s->data[i] & 0xC0) == 0x80) continue;
        if (cp % PE_STR_STRIDE == 0) ix[cp / PE_STR_STRIDE] = (uint32_t)i;
        cp++;
    }
    if (s->len % PE_STR_STRIDE == 0) ix[s->len / PE_STR_STRIDE] = (uint32_t)s->size;
    s->index = ix;
    return 0;
}

size_t pe_str_offset(pe_vm *vm, pe_str *s, size_t i) {
    if (s->ascii) return i;
    if (i >= s->len) return s->size;
    size_t off = 0, k = 0;
    if (s->index || pe_str_build_index(vm, s) == 0) {
        off = s->index[i / PE_STR_STRIDE];
        k = i / PE_STR_STRIDE * PE_STR_STRIDE;
    }
    /* loop-bound: const: at most PE_STR_STRIDE code points from an index mark */
    while (k < i) {
        off++;
        /* loop-bound: utf8-char */
        while (((unsigned char)s->data[off] & 0xC0) == 0x80)
            off++;
        k++;
    }
    return off;
}

/* A str that `+=` extended in place (pe_str_append_inplace) has room to grow: its block
 * is pe_str_room(exact size), marked by this bit in base.flags; any other str's block
 * is exactly sizeof(pe_str) + size + 1. */
#define PE_STR_GROWN 1u

/* n rounded up to eight steps per power of two (at least 64 bytes): appends reallocate
 * only when they cross a step, so a string built one character at a time is moved
 * O(log n) times, with at most 1/8 unused. For n <= m <= pe_str_room(n),
 * pe_str_room(m) == pe_str_room(n), so a grown block's size follows from its text. */
static size_t pe_str_room(size_t n) {
    size_t step = ((size_t)1 << (63 - __builtin_clzll((unsigned long long)n))) >> 3;
    if (step < 64) step = 64;
    return (n + step - 1) & ~(step - 1);
}

static size_t pe_str_block(const pe_str *s) {
    size_t n = sizeof(pe_str) + s->size + 1;
    return (s->base.flags & PE_STR_GROWN) ? pe_str_room(n) : n;
}

static void pe_str_dealloc(pe_vm *vm, pe_obj *o) {
    pe_str *s = (pe_str *)o;
    if (s->interned == PE_STR_MORTAL) pe_intern_forget(vm, s);
    if (s->index) pe_mem_free(&vm->mem, s->index, pe_str_index_bytes(s));
    pe_obj_free(vm, o, pe_str_block(s));
}

/* Charges the operation budget for copying, comparing or searching `bytes` bytes at
 * the C library's memcpy/memcmp/memchr speed: one op per 256 bytes (docs/architecture.md
 * "Proportional charges"). 0, or -1 with the limit error pending. */
static int pe_str_work(pe_vm *vm, size_t bytes) {
    return bytes >= 256 ? PE_TICK(vm, bytes / 256) : 0;
}

pe_value pe_str_append_inplace(pe_vm *vm, pe_value s, pe_value t) {
    pe_str *o = pe_str_obj(s), *x = pe_str_obj(t);
    size_t have = pe_str_block(o), need;
    if (pe_size_add(sizeof(pe_str) + o->size + 1, x->size, &need) ||
        need > ((size_t)1 << 48))
        return pe_err_too_big(vm);
    if (pe_str_work(vm, x->size) < 0) return PE_NULL;
    if (o->index) { /* the offsets table describes the old text */
        pe_mem_free(&vm->mem, o->index, pe_str_index_bytes(o));
        o->index = NULL;
    }
    pe_str *r = o;
    if (need > have) {
        size_t room = pe_str_room(need);
        r = pe_mem_realloc(&vm->mem, o, have, room);
        if (!r) return pe_err_nomem(vm);
        r->base.flags |= PE_STR_GROWN;
    }
    memcpy(r->data + r->size, x->data, x->size);
    r->size += x->size;
    r->data[r->size] = '\0';
    r->len += x->len;
    r->ascii = r->ascii && x->ascii;
    r->hash = -1;
    return pe_obj_value(&r->base);
}

/* The same for our own byte-at-a-time loops (decoding, classifying, hashing, building):
 * one op per 64 bytes. */
static int pe_str_scan(pe_vm *vm, size_t bytes) {
    return bytes >= 64 ? PE_TICK(vm, bytes / 64) : 0;
}

int pe_memcmp_ticked(pe_vm *vm, const char *a, const char *b, size_t n) {
    enum { CHUNK = 4096 };
    for (size_t off = 0; off < n; off += CHUNK) {
        size_t k = n - off < CHUNK ? n - off : CHUNK;
        if (off && pe_str_work(vm, k) < 0) return -2;
        int c = memcmp(a + off, b + off, k);
        if (c) return c < 0 ? -1 : 1;
    }
    return 0;
}

int pe_str_eq_ticked(pe_vm *vm, const pe_str *a, const pe_str *b) {
    if (a == b) return 1;
    if ((a->interned && b->interned) || a->size != b->size) return 0;
    int c = pe_memcmp_ticked(vm, a->data, b->data, a->size);
    return c == -2 ? -1 : c == 0;
}

/* ---- builder ------------------------------------------------------------------------- */

void pe_strbuf_init(pe_strbuf *b, pe_vm *vm) {
    b->vm = vm;
    b->p = NULL;
    b->len = b->cap = 0;
}

static int pe_strbuf_reserve(pe_strbuf *b, size_t extra) {
    size_t need;
    if (pe_size_add(b->len, extra, &need) || pe_size_add(need, 1, &need)) {
        pe_err_nomem(b->vm);
        return -1;
    }
    if (need <= b->cap) return 0;
    size_t ncap = b->cap ? b->cap : 64;
    /* loop-bound: const: at most 64 doublings */
    while (ncap < need) {
        if (pe_size_mul(ncap, 2, &ncap)) {
            ncap = need;
            break;
        }
    }
    /* every byte of the new capacity is written or copied once: charge it before the
     * allocation, so a huge pad or join stops without doing the work. Doubling keeps the
     * total charge within twice the final size. */
    if (pe_str_scan(b->vm, ncap) < 0) return -1;
    char *np = pe_mem_realloc(&b->vm->mem, b->p, b->cap, ncap);
    if (!np) {
        pe_err_nomem(b->vm);
        return -1;
    }
    b->p = np;
    b->cap = ncap;
    return 0;
}

int pe_strbuf_add(pe_strbuf *b, const char *s, size_t n) {
    if (n == 0) return 0;
    if (pe_strbuf_reserve(b, n) < 0) return -1;
    memcpy(b->p + b->len, s, n);
    b->len += n;
    return 0;
}

int pe_strbuf_addc(pe_strbuf *b, const char *s) {
    return pe_strbuf_add(b, s, strlen(s));
}

int pe_strbuf_add_str(pe_strbuf *b, pe_value v) {
    pe_str *s = pe_str_obj(v);
    return pe_strbuf_add(b, s->data, s->size);
}

int pe_strbuf_add_repr(pe_strbuf *b, pe_value v) {
    /* one element of a container's repr: one op of per-object work */
    if (PE_TICK(b->vm, 1) < 0) return -1;
    pe_value r = pe_op_repr(b->vm, v);
    if (pe_is_null(r)) return -1;
    int rc = pe_strbuf_add_str(b, r);
    pe_decref(b->vm, r);
    return rc;
}

pe_value pe_strbuf_finish(pe_strbuf *b) {
    pe_value v = pe_str_value(b->vm, b->p ? b->p : "", b->len);
    pe_strbuf_free(b);
    return v;
}

void pe_strbuf_free(pe_strbuf *b) {
    if (b->p) pe_mem_free(&b->vm->mem, b->p, b->cap);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* ---- repr ---------------------------------------------------------------------------- */

pe_value pe_str_repr_limited(pe_vm *vm, pe_value v, size_t maxchars) {
    pe_str *s = pe_str_obj(v);
    if (pe_str_work(vm, s->size * 4) < 0) return PE_NULL;
    int has_sq = memchr(s->data, '\'', s->size) != NULL;
    int has_dq = memchr(s->data, '"', s->size) != NULL;
    char quote = (has_sq && !has_dq) ? '"' : '\'';
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_reserve(&b, s->size + 2) < 0) goto fail;
    if (pe_strbuf_add(&b, &quote, 1) < 0) goto fail;
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        char esc[12];
        int rc;
        if (cp == quote || cp == '\\') {
            esc[0] = '\\';
            esc[1] = (char)cp;
            rc = pe_strbuf_add(&b, esc, 2);
        } else if (cp == '\t') {
            rc = pe_strbuf_add(&b, "\\t", 2);
        } else if (cp == '\n') {
            rc = pe_strbuf_add(&b, "\\n", 2);
        } else if (cp == '\r') {
            rc = pe_strbuf_add(&b, "\\r", 2);
        } else if (cp < ' ' || cp == 0x7f) {
            snprintf(esc, sizeof esc, "\\x%02x", (unsigned)cp);
            rc = pe_strbuf_add(&b, esc, 4);
        } else if (cp < 0x7f || pe_unicode_isprintable(cp)) {
            rc = pe_strbuf_add(&b, s->data + i, l);
        } else if (cp <= 0xff) {
            snprintf(esc, sizeof esc, "\\x%02x", (unsigned)cp);
            rc = pe_strbuf_add(&b, esc, 4);
        } else if (cp <= 0xffff) {
            snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
            rc = pe_strbuf_add(&b, esc, 6);
        } else {
            snprintf(esc, sizeof esc, "\\U%08x", (unsigned)cp);
            rc = pe_strbuf_add(&b, esc, 10);
        }
        if (rc < 0) goto fail;
        i += l;
    }
    if (pe_strbuf_add(&b, &quote, 1) < 0) goto fail;
    if (maxchars > 0) {
        /* cut to maxchars code points (the repr is mostly ASCII) */
        size_t cp = 0, i = 0;
        /* loop-bound: charged-before: the charge above in pe_str_repr_limited covers
         * this trip count */
        while (i < b.len && cp < maxchars) {
            i++;
            /* loop-bound: charged-before: the charge above in pe_str_repr_limited covers
             * this trip count */
            while (i < b.len && ((unsigned char)b.p[i] & 0xC0) == 0x80)
                i++;
            cp++;
        }
        b.len = i;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

pe_value pe_str_repr(pe_vm *vm, pe_value s) {
    return pe_str_repr_limited(vm, s, 0);
}

static pe_value pe_str_str_slot(pe_vm *vm, pe_value s) {
    if (s.u.o->type == vm->types[PE_TYPE_STR]) return pe_incref(s);
    pe_str *o = pe_str_obj(s);
    if (pe_str_work(vm, o->size) < 0) return PE_NULL;
    return pe_str_value(vm, o->data, o->size); /* str(subclass instance) is exact */
}

/* ---- basic operations ---------------------------------------------------------------- */

static pe_value pe_notimpl(pe_vm *vm) {
    return pe_incref(vm->notimpl);
}

/* A one-code-point string. ASCII characters come from the VM's intern table (immortal
 * for the VM's lifetime), so indexing and iterating ASCII text allocates nothing. */
static pe_value pe_str_char(pe_vm *vm, const char *p, size_t l) {
    if (l == 1) {
        pe_str *c = pe_intern(vm, p, 1);
        if (c) return pe_incref(pe_obj_value(&c->base));
    }
    return pe_str_value(vm, p, l);
}

pe_value pe_str_char_at(pe_vm *vm, pe_str *s, size_t i) {
    size_t off = pe_str_offset(vm, s, i);
    size_t l = 1;
    if (!s->ascii) (void)pe_utf8_decode(s->data + off, &l);
    return pe_str_char(vm, s->data + off, l);
}

pe_value pe_str_concat(pe_vm *vm, pe_value a, pe_value b) {
    pe_str *x = pe_str_obj(a), *y = pe_str_obj(b);
    if (y->size == 0 && a.u.o->type == vm->types[PE_TYPE_STR]) return pe_incref(a);
    if (x->size == 0 && b.u.o->type == vm->types[PE_TYPE_STR]) return pe_incref(b);
    size_t n;
    if (pe_size_add(x->size, y->size, &n)) return pe_err_nomem(vm);
    if (pe_str_work(vm, n) < 0) return PE_NULL;
    size_t bytes;
    if (pe_size_add(sizeof(pe_str) + 1, n, &bytes)) return pe_err_nomem(vm);
    pe_str *r = (pe_str *)pe_obj_alloc(vm, vm->types[PE_TYPE_STR], bytes);
    if (!r) return PE_NULL;
    memcpy(r->data, x->data, x->size);
    memcpy(r->data + x->size, y->data, y->size);
    r->data[n] = '\0';
    r->size = n;
    r->len = x->len + y->len;
    r->ascii = x->ascii && y->ascii;
    r->hash = -1;
    return pe_obj_value(&r->base);
}

static pe_value pe_str_add(pe_vm *vm, pe_value a, pe_value b) {
    a = pe_str_arg(vm, a);
    b = pe_str_arg(vm, b);
    if (!pe_str_check(vm, a) || !pe_str_check(vm, b)) return pe_notimpl(vm);
    return pe_str_concat(vm, a, b);
}

/* s * n: the count must be an int; bigger than memory allows -> MemoryError, beyond
 * int64 -> OverflowError as CPython. */
static pe_value pe_str_repeat(pe_vm *vm, pe_value s, pe_value count) {
    int64_t n;
    if (pe_int_as_i64(count, &n))
        return pe_err_format(vm, PE_EXC_OverflowError,
                             "cannot fit '%s' into an index-sized integer",
                             pe_op_typename(vm, count));
    pe_str *o = pe_str_obj(s);
    if (n <= 0 || o->size == 0) return pe_str_value(vm, "", 0);
    if (n == 1 && s.u.o->type == vm->types[PE_TYPE_STR]) return pe_incref(s);
    size_t total;
    if (pe_size_mul(o->size, (size_t)n, &total) || total > ((size_t)1 << 48) ||
        pe_mem_would_exceed(&vm->mem, total))
        return pe_err_too_big(vm);
    if (PE_TICK(vm, total / 256) < 0) return PE_NULL;
    pe_str *r =
        (pe_str *)pe_obj_alloc(vm, vm->types[PE_TYPE_STR], sizeof(pe_str) + total + 1);
    if (!r) return PE_NULL;
    /* doubling copy */
    memcpy(r->data, o->data, o->size);
    size_t done = o->size;
    /* loop-bound: charged-before: the charge above in pe_str_repeat covers this trip
     * count */
    while (done < total) {
        size_t c = done <= total - done ? done : total - done;
        memcpy(r->data + done, r->data, c);
        done += c;
    }
    r->data[total] = '\0';
    r->size = total;
    r->len = o->len * (size_t)n;
    r->ascii = o->ascii;
    r->hash = -1;
    return pe_obj_value(&r->base);
}

static pe_value pe_str_mul(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_str_check(vm, a) && pe_int_check(vm, b)) return pe_str_repeat(vm, a, b);
    if (pe_str_check(vm, b) && pe_int_check(vm, a)) return pe_str_repeat(vm, b, a);
    return pe_notimpl(vm);
}

static pe_value pe_str_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    a = pe_str_arg(vm, a);
    b = pe_str_arg(vm, b);
    if (!pe_str_check(vm, a) || !pe_str_check(vm, b)) return pe_notimpl(vm);
    pe_str *x = pe_str_obj(a), *y = pe_str_obj(b);
    if (op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) {
        int eq = pe_str_eq_ticked(vm, x, y);
        if (eq < 0) return PE_NULL;
        return pe_bool(op == PE_CMP_EQ ? eq : !eq);
    }
    /* UTF-8 byte order is code-point order */
    int c = pe_memcmp_ticked(vm, x->data, y->data, x->size < y->size ? x->size : y->size);
    if (c == -2) return PE_NULL;
    if (c == 0) c = (x->size > y->size) - (x->size < y->size);
    switch (op) {
    case PE_CMP_LT: return pe_bool(c < 0);
    case PE_CMP_LT_E: return pe_bool(c <= 0);
    case PE_CMP_GT: return pe_bool(c > 0);
    case PE_CMP_GT_E: return pe_bool(c >= 0);
    default: return pe_notimpl(vm);
    }
}

static int pe_str_hash_slot(pe_vm *vm, pe_value self, int64_t *out) {
    pe_str *s = pe_str_obj(self);
    if (s->hash == -1 && pe_str_scan(vm, s->size) < 0) return -1; /* computed once */
    *out = pe_str_hash(s);
    return 0;
}

static int64_t pe_str_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_str_obj(self)->len;
}

static int pe_str_truth(pe_vm *vm, pe_value self) {
    return pe_str_obj(self)->size != 0;
}

/* Byte-level substring search; UTF-8 is self-synchronising, so a byte match of valid
 * UTF-8 needle is a code-point match. */
static const char *pe_str_memfind(const char *h, size_t hn, const char *n, size_t nn) {
    if (nn == 0) return h;
    if (nn > hn) return NULL;
    /* memchr for one byte: what glibc's memmem does anyway, and it keeps a search loop
     * linear under ASan, whose memmem interceptor checks the whole haystack per call */
    if (nn == 1) return memchr(h, (unsigned char)n[0], hn);
    return memmem(h, hn, n, nn);
}

/* The last match, or NULL (*failed set when the operation limit stopped the search).
 * Each candidate position compares up to nn bytes: charged as the search goes, so a
 * needle like 'a' * 10000 + 'b' cannot make one call quadratic for a constant charge. */
static const char *pe_str_memrfind(pe_vm *vm, const char *h, size_t hn, const char *n,
                                   size_t nn, int *failed) {
    *failed = 0;
    if (nn == 0) return h + hn;
    if (nn > hn) return NULL;
    size_t acc = 0;
    for (size_t i = hn - nn + 1; i-- > 0;) {
        if (h[i] != n[0]) continue;
        if ((acc += nn) >= 65536) {
            if (pe_str_work(vm, acc) < 0) {
                *failed = 1;
                return NULL;
            }
            acc = 0;
        }
        if (memcmp(h + i, n, nn) == 0) return h + i;
    }
    return NULL;
}

static int pe_str_contains(pe_vm *vm, pe_value self, pe_value item) {
    item = pe_subclass_unwrap(item); /* a str subclass instance stands for its str */
    if (!pe_str_check(vm, item)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "'in <string>' requires string as left operand, not %s",
                      pe_op_typename(vm, item));
        return -1;
    }
    pe_str *h = pe_str_obj(self), *n = pe_str_obj(item);
    if (pe_str_work(vm, h->size) < 0) return -1;
    return pe_str_memfind(h->data, h->size, n->data, n->size) != NULL;
}

/* Substring by code-point range [start, stop) (clamped, start <= stop). */
static pe_value pe_str_substr(pe_vm *vm, pe_str *s, size_t start, size_t stop) {
    size_t a = pe_str_offset(vm, s, start), b = pe_str_offset(vm, s, stop);
    if (pe_str_work(vm, b - a) < 0) return PE_NULL;
    return b - a == 1 ? pe_str_char(vm, s->data + a, 1)
                      : pe_str_value(vm, s->data + a, b - a);
}

static pe_value pe_str_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_str *s = pe_str_obj(self);
    if (pe_int_check(vm, key)) {
        int64_t i;
        if (pe_seq_index(vm, key, (int64_t)s->len, "string", &i) < 0) return PE_NULL;
        return pe_str_char_at(vm, s, (size_t)i);
    }
    if (pe_slice_check(vm, key)) {
        int64_t start, stop, step;
        int64_t n = pe_slice_indices(vm, key, (int64_t)s->len, &start, &stop, &step);
        if (n < 0) return PE_NULL;
        if (n == 0) return pe_str_value(vm, "", 0);
        if (step == 1) {
            if (n == (int64_t)s->len && self.u.o->type == vm->types[PE_TYPE_STR])
                return pe_incref(self);
            return pe_str_substr(vm, s, (size_t)start, (size_t)stop);
        }
        pe_strbuf b;
        pe_strbuf_init(&b, vm);
        if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
        for (int64_t k = 0, i = start; k < n; k++, i += step) {
            size_t off = pe_str_offset(vm, s, (size_t)i), l = 1;
            if (!s->ascii) (void)pe_utf8_decode(s->data + off, &l);
            if (pe_strbuf_add(&b, s->data + off, l) < 0) {
                pe_strbuf_free(&b);
                return PE_NULL;
            }
        }
        return pe_strbuf_finish(&b);
    }
    if (pe_type_of(vm, key)->index) {
        int64_t i;
        if (pe_seq_index(vm, key, (int64_t)s->len, "string", &i) < 0) return PE_NULL;
        return pe_str_char_at(vm, s, (size_t)i);
    }
    return pe_err_format(vm, PE_EXC_TypeError, "string indices must be integers, not '%s'",
                         pe_op_typename(vm, key));
}

/* ---- iterator ------------------------------------------------------------------------ */

typedef struct pe_str_iter {
    pe_obj base;
    pe_value str; /* owned; PE_NULL once exhausted */
    size_t pos;   /* byte offset of the next code point */
} pe_str_iter;

/* CPython names the iterator by the text: str_ascii_iterator over ASCII, str_iterator
 * otherwise; both types run the same code. */
static pe_value pe_str_iter_new(pe_vm *vm, pe_value self) {
    pe_type *t = vm->types[pe_str_obj(self)->ascii ? PE_TYPE_STR_ITER : PE_TYPE_STR_UITER];
    pe_str_iter *it = (pe_str_iter *)pe_obj_alloc(vm, t, sizeof *it);
    if (!it) return PE_NULL;
    it->str = pe_incref(self);
    it->pos = 0;
    return pe_obj_value(&it->base);
}

static pe_value pe_str_iter_next(pe_vm *vm, pe_value self) {
    pe_str_iter *it = (pe_str_iter *)self.u.o;
    if (pe_is_null(it->str)) return PE_NULL;
    pe_str *s = pe_str_obj(it->str);
    if (it->pos >= s->size) {
        pe_clear(vm, &it->str);
        return PE_NULL;
    }
    size_t l = 1;
    if (!s->ascii) (void)pe_utf8_decode(s->data + it->pos, &l);
    pe_value c = pe_str_char(vm, s->data + it->pos, l);
    if (!pe_is_null(c)) it->pos += l;
    return c;
}

static pe_value pe_iter_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

static void pe_str_iter_dealloc(pe_vm *vm, pe_obj *o) {
    pe_str_iter *it = (pe_str_iter *)o;
    pe_clear(vm, &it->str);
    pe_obj_free(vm, o, sizeof *it);
}

/* ---- constructor --------------------------------------------------------------------- */

static pe_value pe_str_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    (void)type;
    if (nargs == 1 && !kwnames) return pe_op_str(vm, args[0]); /* the common str(x) */
    static const char *const params[] = {"object", "encoding", "errors", NULL};
    static const pe_argspec spec = {"str", params, 0, 0, 3};
    pe_value a[3];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (!pe_is_null(a[1]) || !pe_is_null(a[2])) {
        if (pe_is_null(a[0])) return pe_str_value(vm, "", 0);
        return pe_str_decode_args(vm, a[0], a[1], a[2]);
    }
    if (pe_is_null(a[0])) return pe_str_value(vm, "", 0);
    return pe_op_str(vm, a[0]);
}

/* ---- method helpers ------------------------------------------------------------------ */

#define SELF(args) pe_str_obj((args)[0])

/* An optional start/end argument (int, None or __index__). PE_NULL/None -> dflt. */
static int pe_str_slice_arg(pe_vm *vm, pe_value v, int64_t dflt, int64_t *out) {
    if (pe_is_null(v) || pe_is_none(v)) {
        *out = dflt;
        return 0;
    }
    if (pe_int_check(vm, v)) {
        (void)pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, out); /* clamps */
        return 0;
    }
    if (pe_type_of(vm, v)->index) {
        pe_value i = pe_op_index(vm, v);
        if (pe_is_null(i)) return -1;
        (void)pe_int_as_i64(i, out);
        pe_decref(vm, i);
        return 0;
    }
    pe_err_set(vm, PE_EXC_TypeError,
               "slice indices must be integers or None or have an __index__ method");
    return -1;
}

/* Resolves optional (start, end) code-point arguments of find/count/startswith into a
 * byte range of s. Returns 0, or 1 when the range is empty because start > len (the
 * callers' "not found" case), or -1 on error. */
static int pe_str_range(pe_vm *vm, pe_str *s, pe_value vs, pe_value ve, size_t *bstart,
                        size_t *bend, int64_t *cstart) {
    int64_t len = (int64_t)s->len, a, b;
    if (pe_str_slice_arg(vm, vs, 0, &a) < 0 || pe_str_slice_arg(vm, ve, len, &b) < 0)
        return -1;
    if (a < 0) {
        a += len;
        if (a < 0) a = 0;
    }
    if (b > len)
        b = len;
    else if (b < 0) {
        b += len;
        if (b < 0) b = 0;
    }
    *cstart = a;
    if (a > len) return 1;
    if (b < a) b = a;
    *bstart = pe_str_offset(vm, s, (size_t)a);
    *bend = pe_str_offset(vm, s, (size_t)b);
    return 0;
}

/* A str argument (str subclasses included), or NULL with "must be str, not X". */
static pe_str *pe_str_need_str(pe_vm *vm, pe_value v) {
    pe_value u = pe_str_arg(vm, v);
    if (pe_str_check(vm, u)) return pe_str_obj(u);
    pe_err_format(vm, PE_EXC_TypeError, "must be str, not %s", pe_op_typename(vm, v));
    return NULL;
}

/* ---- find / index / count ------------------------------------------------------------ */

/* The type name in Argument Clinic's "argument N must be str, not X" messages, which
 * say "None" rather than "NoneType". */
const char *pe_str_badarg_name(pe_vm *vm, pe_value v) {
    return pe_is_none(v) ? "None" : pe_op_typename(vm, v);
}

/* Keyword arguments refused with CPython's "str.NAME() takes no keyword arguments" (the
 * count/range checks word their messages without the "str." prefix). */
static int pe_str_nokw(pe_vm *vm, const char *name, pe_obj *kw) {
    if (!kw || pe_args_nkw(kw) == 0) return 0;
    char full[48];
    snprintf(full, sizeof full, "str.%s", name);
    return pe_args_nokw(vm, full, kw);
}

/* dir: 1 find, -1 rfind. Returns the code-point index, -1 if absent, -2 on error. */
static int64_t pe_str_find_impl(pe_vm *vm, const char *name, const pe_value *args,
                                size_t nargs, pe_obj *kw, int dir) {
    if (pe_str_nokw(vm, name, kw) < 0) return -2;
    if (pe_args_count(vm, name, nargs - 1, kw, 1, 3) < 0) return -2;
    pe_str *s = SELF(args);
    size_t bs, be;
    int64_t cs;
    /* CPython converts the slice bounds before it looks at the substring */
    int r = pe_str_range(vm, s, nargs > 2 ? args[2] : PE_NULL,
                         nargs > 3 ? args[3] : PE_NULL, &bs, &be, &cs);
    if (r < 0) return -2;
    pe_str *sub = pe_str_need_str(vm, args[1]);
    if (!sub) return -2;
    if (r > 0) return -1;
    if (pe_str_work(vm, be - bs) < 0) return -2;
    int failed = 0;
    const char *p =
        dir > 0 ? pe_str_memfind(s->data + bs, be - bs, sub->data, sub->size)
                : pe_str_memrfind(vm, s->data + bs, be - bs, sub->data, sub->size, &failed);
    if (!p) return failed ? -2 : -1;
    return cs + (int64_t)(s->ascii ? (size_t)(p - (s->data + bs))
                                   : pe_str_count_cp(s->data + bs,
                                                     (size_t)(p - (s->data + bs))));
}

static pe_value pe_str_m_find(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    int64_t r = pe_str_find_impl(vm, "find", args, nargs, kw, 1);
    return r == -2 ? PE_NULL : pe_int(r);
}
static pe_value pe_str_m_rfind(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    int64_t r = pe_str_find_impl(vm, "rfind", args, nargs, kw, -1);
    return r == -2 ? PE_NULL : pe_int(r);
}
static pe_value pe_str_m_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    int64_t r = pe_str_find_impl(vm, "index", args, nargs, kw, 1);
    if (r == -1) return pe_err_set(vm, PE_EXC_ValueError, "substring not found");
    return r == -2 ? PE_NULL : pe_int(r);
}
static pe_value pe_str_m_rindex(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    int64_t r = pe_str_find_impl(vm, "rindex", args, nargs, kw, -1);
    if (r == -1) return pe_err_set(vm, PE_EXC_ValueError, "substring not found");
    return r == -2 ? PE_NULL : pe_int(r);
}

static pe_value pe_str_m_count(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_str_nokw(vm, "count", kw) < 0) return PE_NULL;
    if (pe_args_count(vm, "count", nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    size_t bs, be;
    int64_t cs;
    int r = pe_str_range(vm, s, nargs > 2 ? args[2] : PE_NULL,
                         nargs > 3 ? args[3] : PE_NULL, &bs, &be, &cs);
    if (r < 0) return PE_NULL;
    pe_str *sub = pe_str_need_str(vm, args[1]);
    if (!sub) return PE_NULL;
    if (r > 0) return pe_int(0);
    if (pe_str_work(vm, be - bs) < 0) return PE_NULL;
    if (sub->size == 0) return pe_int((int64_t)pe_str_count_cp(s->data + bs, be - bs) + 1);
    int64_t n = 0;
    const char *p = s->data + bs, *end = s->data + be;
    /* loop-bound: charged-before: the charge above in pe_str_m_count covers this trip
     * count */
    while ((p = pe_str_memfind(p, (size_t)(end - p), sub->data, sub->size)) != NULL) {
        n++;
        p += sub->size;
    }
    /* each match is a search call of its own: '\u20ac' * 100000 counted in a loop took
     * 30 s for the bytes charge alone */
    if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
    return pe_int(n);
}

/* startswith / endswith: prefix is a str or a tuple of str. */
static pe_value pe_str_affix(pe_vm *vm, const char *name, const pe_value *args,
                             size_t nargs, pe_obj *kw, int end) {
    if (pe_str_nokw(vm, name, kw) < 0) return PE_NULL;
    if (pe_args_count(vm, name, nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    size_t bs, be;
    int64_t cs;
    pe_value arg = pe_str_arg(vm, args[1]);
    if (pe_tuple_check(vm, pe_subclass_unwrap(arg))) arg = pe_subclass_unwrap(arg);
    /* slice bounds first, then the prefix's type, as CPython */
    int r = pe_str_range(vm, s, nargs > 2 ? args[2] : PE_NULL,
                         nargs > 3 ? args[3] : PE_NULL, &bs, &be, &cs);
    if (r < 0) return PE_NULL;
    int isstr = pe_str_check(vm, arg);
    if (!isstr && !pe_tuple_check(vm, arg))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "%s first arg must be str or a tuple of str, not %s", name,
                             pe_op_typename(vm, arg));
    size_t n = isstr ? 1 : pe_tuple_len(arg);
    for (size_t i = 0; i < n; i++) {
        pe_value p = isstr ? arg : pe_str_arg(vm, pe_tuple_item(arg, i));
        if (!pe_str_check(vm, p))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "tuple for %s must only contain str, not %s", name,
                                 pe_op_typename(vm, p));
        pe_str *ps = pe_str_obj(p);
        if (r > 0 || ps->size > be - bs) continue; /* empty range: no match */
        if (pe_str_work(vm, ps->size) < 0) return PE_NULL;
        const char *at = end ? s->data + be - ps->size : s->data + bs;
        if (memcmp(at, ps->data, ps->size) == 0) return PE_TRUE;
    }
    return PE_FALSE;
}

static pe_value pe_str_m_startswith(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    return pe_str_affix(vm, "startswith", args, nargs, kw, 0);
}
static pe_value pe_str_m_endswith(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    return pe_str_affix(vm, "endswith", args, nargs, kw, 1);
}

/* ---- join / split -------------------------------------------------------------------- */

static pe_value pe_str_m_join(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "str.join", nargs - 1, kw) < 0) return PE_NULL;
    pe_str *sep = SELF(args);
    pe_value seq = args[1];
    pe_value owned = PE_NULL;
    if (!pe_list_check(vm, seq) && !pe_tuple_check(vm, seq)) {
        /* materialise other iterables; "can only join an iterable" for non-iterables */
        pe_type *t = pe_type_of(vm, seq);
        if (!t->iter) return pe_err_set(vm, PE_EXC_TypeError, "can only join an iterable");
        owned = pe_list_from_iterable(vm, seq);
        if (pe_is_null(owned)) return PE_NULL;
        seq = owned;
    }
    int islist = pe_list_check(vm, seq);
    size_t n = islist ? pe_list_len(seq) : pe_tuple_len(seq);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    /* first pass: type check and exact size, so the memory check happens up front */
    size_t total = 0;
    /* loop-bound: charged-after: pe_str_m_join charges what this scan covered right
     * after it */
    for (size_t i = 0; i < n; i++) {
        pe_value it =
            pe_subclass_unwrap(islist ? pe_list_item(seq, i) : pe_tuple_item(seq, i));
        if (!pe_str_check(vm, it)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "sequence item %zu: expected str instance, %s found", i,
                          pe_op_typename(vm, it));
            goto fail;
        }
        if (pe_size_add(total, pe_str_obj(it)->size, &total) ||
            (i && pe_size_add(total, sep->size, &total))) {
            pe_err_nomem(vm);
            goto fail;
        }
    }
    if (n == 1 && !islist && pe_tuple_item(seq, 0).u.o->type == vm->types[PE_TYPE_STR]) {
        pe_value r = pe_incref(pe_tuple_item(seq, 0));
        pe_decref(vm, owned);
        return r;
    }
    if (pe_mem_would_exceed(&vm->mem, total)) {
        pe_err_nomem(vm);
        goto fail;
    }
    if (PE_TICK(vm, n + total / 256) < 0) goto fail;
    if (pe_strbuf_reserve(&b, total) < 0) goto fail;
    for (size_t i = 0; i < n; i++) {
        /* the list cannot change here: no Python code runs in this loop */
        pe_value it =
            pe_subclass_unwrap(islist ? pe_list_item(seq, i) : pe_tuple_item(seq, i));
        if (i && pe_strbuf_add(&b, sep->data, sep->size) < 0) goto fail;
        if (pe_strbuf_add_str(&b, it) < 0) goto fail;
    }
    pe_decref(vm, owned);
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    pe_decref(vm, owned);
    return PE_NULL;
}

static int pe_str_append_piece(pe_vm *vm, pe_value list, const char *p, size_t n) {
    if (PE_TICK(vm, 1) < 0) return -1; /* one list item of work per piece */
    pe_value piece = pe_str_value(vm, p, n);
    if (pe_is_null(piece)) return -1;
    return pe_list_append_steal(vm, list, piece);
}

/* Parses (sep=None, maxsplit=-1). *sep is PE_NULL for whitespace splitting. */
static int pe_str_split_args(pe_vm *vm, const char *fname, const pe_value *args,
                             size_t nargs, pe_obj *kw, pe_str **sep, int64_t *maxsplit) {
    static const char *const params[] = {"sep", "maxsplit", NULL};
    pe_argspec spec = {fname, params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return -1;
    *sep = NULL;
    *maxsplit = -1;
    /* maxsplit is converted before sep is looked at, as Argument Clinic does */
    if (!pe_is_null(a[1]) && pe_op_index_i64(vm, a[1], maxsplit) < 0) return -1;
    if (!pe_is_null(a[0]) && !pe_is_none(a[0])) {
        a[0] = pe_str_arg(vm, a[0]);
        if (!pe_str_check(vm, a[0])) {
            pe_err_format(vm, PE_EXC_TypeError, "must be str or None, not %s",
                          pe_op_typename(vm, a[0]));
            return -1;
        }
        *sep = pe_str_obj(a[0]);
        if ((*sep)->size == 0) {
            pe_err_set(vm, PE_EXC_ValueError, "empty separator");
            return -1;
        }
    }
    if (*maxsplit < 0) *maxsplit = INT64_MAX;
    return 0;
}

static pe_value pe_str_m_split(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    pe_str *sep;
    int64_t maxsplit;
    if (pe_str_split_args(vm, "split", args, nargs, kw, &sep, &maxsplit) < 0)
        return PE_NULL;
    pe_str *s = SELF(args);
    if (pe_str_work(vm, s->size) < 0) return PE_NULL;
    /* CPython preallocates min(maxsplit + 1, 12) slots (sys.getsizeof shows them) */
    pe_value list = pe_list_new(vm, maxsplit >= 12 ? 12 : (size_t)maxsplit + 1);
    if (pe_is_null(list)) return PE_NULL;
    const char *p = s->data, *end = s->data + s->size;
    if (!sep) {
        for (;;) {
            p = pe_str_skip_space(p, end);
            if (p >= end) break;
            if (maxsplit == 0) {
                if (pe_str_append_piece(vm, list, p, (size_t)(end - p)) < 0) goto fail;
                break;
            }
            const char *q = p;
            /* loop-bound: charged-before: the charge above in pe_str_m_split covers this
             * trip count */
            while (q < end) {
                size_t l;
                if (pe_unicode_isspace(pe_utf8_decode(q, &l))) break;
                q += l;
            }
            if (pe_str_append_piece(vm, list, p, (size_t)(q - p)) < 0) goto fail;
            maxsplit--;
            p = q;
        }
    } else {
        while (maxsplit > 0) {
            const char *q = pe_str_memfind(p, (size_t)(end - p), sep->data, sep->size);
            if (!q) break;
            if (pe_str_append_piece(vm, list, p, (size_t)(q - p)) < 0) goto fail;
            p = q + sep->size;
            maxsplit--;
        }
        if (pe_str_append_piece(vm, list, p, (size_t)(end - p)) < 0) goto fail;
    }
    return list;
fail:
    pe_decref(vm, list);
    return PE_NULL;
}

static int pe_list_reverse_inplace(pe_value list) {
    pe_list *l = pe_list_obj(list);
    /* loop-bound: caller-charged: the list was charged per item when built by split */
    for (size_t i = 0, j = l->len; i + 1 < j; i++, j--) {
        pe_value t = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = t;
    }
    return 0;
}

static pe_value pe_str_m_rsplit(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    pe_str *sep;
    int64_t maxsplit;
    if (pe_str_split_args(vm, "rsplit", args, nargs, kw, &sep, &maxsplit) < 0)
        return PE_NULL;
    pe_str *s = SELF(args);
    if (pe_str_scan(vm, s->size) < 0) return PE_NULL; /* byte-at-a-time backward scans */
    pe_value list = pe_list_new(vm, maxsplit >= 12 ? 12 : (size_t)maxsplit + 1);
    if (pe_is_null(list)) return PE_NULL;
    const char *start = s->data, *end = s->data + s->size;
    if (!sep) {
        for (;;) {
            end = pe_str_skip_space_back(start, end);
            if (end <= start) break;
            if (maxsplit == 0) {
                if (pe_str_append_piece(vm, list, start, (size_t)(end - start)) < 0)
                    goto fail;
                break;
            }
            const char *q = end;
            /* loop-bound: charged-before: the charge above in pe_str_m_rsplit covers
             * this trip count */
            while (q > start) {
                const char *pr = pe_utf8_prev(start, q);
                size_t l;
                if (pe_unicode_isspace(pe_utf8_decode(pr, &l))) break;
                q = pr;
            }
            if (pe_str_append_piece(vm, list, q, (size_t)(end - q)) < 0) goto fail;
            maxsplit--;
            end = q;
        }
    } else {
        while (maxsplit > 0) {
            int failed;
            const char *q = pe_str_memrfind(vm, start, (size_t)(end - start), sep->data,
                                            sep->size, &failed);
            if (failed) goto fail;
            if (!q) break;
            if (pe_str_append_piece(vm, list, q + sep->size,
                                    (size_t)(end - q - sep->size)) < 0)
                goto fail;
            end = q;
            maxsplit--;
        }
        if (pe_str_append_piece(vm, list, start, (size_t)(end - start)) < 0) goto fail;
    }
    pe_list_reverse_inplace(list);
    return list;
fail:
    pe_decref(vm, list);
    return PE_NULL;
}

/* Line boundaries of str.splitlines: \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029 */
static int pe_is_linebreak(int32_t cp) {
    if (cp < 128)
        return cp == '\n' || cp == '\r' || (cp >= 0x0b && cp <= 0x0c) ||
               (cp >= 0x1c && cp <= 0x1e);
    return pe_ucd_has(cp, PE_UCD_LINEBREAK);
}

static pe_value pe_str_m_splitlines(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    static const char *const params[] = {"keepends", NULL};
    static const pe_argspec spec = {"splitlines", params, 0, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    int64_t keep = 0; /* CPython takes an int here (bool(accept={int})), not any object */
    if (!pe_is_null(a[0]) && pe_op_index_int(vm, a[0], &keep) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (pe_str_scan(vm, s->size) < 0) return PE_NULL; /* a byte-at-a-time loop */
    pe_value list = pe_list_new(vm, 0);
    if (pe_is_null(list)) return PE_NULL;
    const char *p = s->data, *end = s->data + s->size;
    while (p < end) {
        const char *q = p;
        size_t l = 0;
        int32_t cp = 0;
        /* loop-bound: charged-before: the charge above in pe_str_m_splitlines covers
         * this trip count */
        while (q < end) {
            cp = pe_utf8_decode(q, &l);
            if (pe_is_linebreak(cp)) break;
            q += l;
        }
        const char *eol = q;
        if (q < end) {
            q += l;
            if (cp == '\r' && q < end && *q == '\n') q++;
        }
        if (pe_str_append_piece(vm, list, p, (size_t)((keep ? q : eol) - p)) < 0) goto fail;
        p = q;
    }
    return list;
fail:
    pe_decref(vm, list);
    return PE_NULL;
}

static pe_value pe_str_partition_impl(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw, int right) {
    if (pe_args_one(vm, right ? "str.rpartition" : "str.partition", nargs - 1, kw) < 0)
        return PE_NULL;
    pe_str *s = SELF(args), *sep = pe_str_need_str(vm, args[1]);
    if (!sep) return PE_NULL;
    if (sep->size == 0) return pe_err_set(vm, PE_EXC_ValueError, "empty separator");
    if (pe_str_work(vm, s->size) < 0) return PE_NULL;
    int failed = 0;
    const char *q =
        right ? pe_str_memrfind(vm, s->data, s->size, sep->data, sep->size, &failed)
              : pe_str_memfind(s->data, s->size, sep->data, sep->size);
    if (failed) return PE_NULL;
    pe_value parts[3] = {PE_NULL, PE_NULL, PE_NULL};
    pe_value r = PE_NULL;
    if (!q) {
        pe_value empty = pe_str_value(vm, "", 0);
        if (pe_is_null(empty)) return PE_NULL;
        parts[right ? 2 : 0] = pe_incref(args[0]);
        parts[1] = pe_incref(empty);
        parts[right ? 0 : 2] = empty;
    } else {
        parts[0] = pe_str_value(vm, s->data, (size_t)(q - s->data));
        parts[1] = pe_incref(args[1]);
        parts[2] =
            pe_str_value(vm, q + sep->size, s->size - (size_t)(q - s->data) - sep->size);
        if (pe_is_null(parts[0]) || pe_is_null(parts[2])) goto done;
    }
    r = pe_tuple_from_array(vm, parts, 3);
done:
    /* loop-bound: const */
    for (int i = 0; i < 3; i++)
        pe_decref(vm, parts[i]);
    return r;
}
static pe_value pe_str_m_partition(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    return pe_str_partition_impl(vm, args, nargs, kw, 0);
}
static pe_value pe_str_m_rpartition(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    return pe_str_partition_impl(vm, args, nargs, kw, 1);
}

/* ---- strip / replace ----------------------------------------------------------------- */

static int pe_str_in_chars(const pe_str *chars, int32_t cp) {
    const char *p = chars->data, *end = p + chars->size;
    /* loop-bound: caller-charged: strip(chars) charges what it scans, times the size of
     * chars */
    while (p < end) {
        size_t l;
        if (pe_utf8_decode(p, &l) == cp) return 1;
        p += l;
    }
    return 0;
}

/* how: 1 left, 2 right, 3 both */
static pe_value pe_str_strip_impl(pe_vm *vm, const char *name, const pe_value *args,
                                  size_t nargs, pe_obj *kw, int how) {
    if (pe_str_nokw(vm, name, kw) < 0) return PE_NULL;
    if (pe_args_range(vm, name, nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    pe_str *chars = NULL;
    if (nargs > 1 && !pe_is_none(args[1])) {
        pe_value c = pe_str_arg(vm, args[1]);
        if (!pe_str_check(vm, c))
            return pe_err_format(vm, PE_EXC_TypeError, "%s arg must be None or str", name);
        chars = pe_str_obj(c);
    }
    const char *p = s->data, *end = s->data + s->size;
    if (how & 1) {
        if (!chars)
            p = pe_str_skip_space(p, end);
        else
            /* loop-bound: charged-after: pe_str_strip_impl charges what this scan
             * covered right after it */
            while (p < end) {
                size_t l;
                if (!pe_str_in_chars(chars, pe_utf8_decode(p, &l))) break;
                p += l;
            }
    }
    if (how & 2) {
        if (!chars)
            end = pe_str_skip_space_back(p, end);
        else
            /* loop-bound: charged-after: pe_str_strip_impl charges what this scan
             * covered right after it */
            while (end > p) {
                const char *pr = pe_utf8_prev(p, end);
                size_t l;
                if (!pe_str_in_chars(chars, pe_utf8_decode(pr, &l))) break;
                end = pr;
            }
    }
    /* charged after the scan, whose length is known only now: the bytes skipped, times
     * the length of `chars` that each one was looked up in */
    size_t scanned = (size_t)(p - s->data) + (size_t)(s->data + s->size - end);
    if (pe_str_scan(vm, scanned * (chars ? chars->size : 1)) < 0) return PE_NULL;
    if (p == s->data && end == s->data + s->size &&
        args[0].u.o->type == vm->types[PE_TYPE_STR])
        return pe_incref(args[0]);
    if (pe_str_work(vm, (size_t)(end - p)) < 0) return PE_NULL; /* the copy */
    return pe_str_value(vm, p, (size_t)(end - p));
}
static pe_value pe_str_m_strip(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_str_strip_impl(vm, "strip", args, nargs, kw, 3);
}
static pe_value pe_str_m_lstrip(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_str_strip_impl(vm, "lstrip", args, nargs, kw, 1);
}
static pe_value pe_str_m_rstrip(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_str_strip_impl(vm, "rstrip", args, nargs, kw, 2);
}

static pe_value pe_str_m_replace(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_str_nokw(vm, "replace", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "replace", nargs - 1, kw, 2, 3) < 0) return PE_NULL;
    pe_value sv[3] = {PE_NULL, pe_str_arg(vm, args[1]), pe_str_arg(vm, args[2])};
    /* loop-bound: const */
    for (int k = 1; k <= 2; k++)
        if (!pe_str_check(vm, sv[k]))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "replace() argument %d must be str, not %s", k,
                                 pe_str_badarg_name(vm, args[k]));
    int64_t count = -1;
    if (nargs > 3 && pe_op_index_i64(vm, args[3], &count) < 0) return PE_NULL;
    if (count < 0) count = INT64_MAX;
    pe_str *s = SELF(args), *old = pe_str_obj(sv[1]), *new_ = pe_str_obj(sv[2]);
    if (pe_str_work(vm, s->size) < 0) return PE_NULL;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    const char *p = s->data, *end = s->data + s->size;
    if (old->size == 0) {
        /* insert `new` before every code point and at the end, up to count times */
        while (count > 0) {
            if (pe_strbuf_add(&b, new_->data, new_->size) < 0) goto fail;
            count--;
            if (p >= end) break;
            size_t l = 1;
            if (!s->ascii) (void)pe_utf8_decode(p, &l);
            if (pe_strbuf_add(&b, p, l) < 0) goto fail;
            p += l;
            if (PE_TICK(vm, 1) < 0) goto fail;
        }
    } else {
        const char *q;
        while (count > 0 &&
               (q = pe_str_memfind(p, (size_t)(end - p), old->data, old->size))) {
            if (pe_strbuf_add(&b, p, (size_t)(q - p)) < 0 ||
                pe_strbuf_add(&b, new_->data, new_->size) < 0)
                goto fail;
            p = q + old->size;
            count--;
            if (PE_TICK(vm, 1) < 0) goto fail;
        }
    }
    if (pe_strbuf_add(&b, p, (size_t)(end - p)) < 0) goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_str_affix_remove(pe_vm *vm, const char *name, const pe_value *args,
                                    size_t nargs, pe_obj *kw, int suffix) {
    if (pe_args_one(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    pe_value av = pe_str_arg(vm, args[1]);
    if (!pe_str_check(vm, av))
        return pe_err_format(vm, PE_EXC_TypeError, "%s() argument must be str, not %s",
                             name + 4, pe_str_badarg_name(vm, args[1]));
    pe_str *s = SELF(args), *a = pe_str_obj(av);
    if (a->size && a->size <= s->size) {
        const char *at = suffix ? s->data + s->size - a->size : s->data;
        if (pe_str_work(vm, s->size) < 0) return PE_NULL; /* compare and copy */
        if (memcmp(at, a->data, a->size) == 0)
            return pe_str_value(vm, suffix ? s->data : s->data + a->size,
                                s->size - a->size);
    }
    return pe_str_str_slot(vm, args[0]);
}
static pe_value pe_str_m_removeprefix(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    return pe_str_affix_remove(vm, "str.removeprefix", args, nargs, kw, 0);
}
static pe_value pe_str_m_removesuffix(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    return pe_str_affix_remove(vm, "str.removesuffix", args, nargs, kw, 1);
}

/* ---- case mapping -------------------------------------------------------------------- */

/*
 * Full case mappings from the generated tables, as CPython's do_upper / do_lower /
 * do_swapcase / do_title / do_capitalize / do_casefold: SpecialCasing's unconditional
 * one-to-many rules ('ß'.upper() == 'SS', 'ﬁ'.upper() == 'FI') plus the one context rule
 * CPython applies, final sigma in lower(). ASCII strings take a byte-wise fast path.
 */
typedef enum {
    PE_CASE_UPPER,
    PE_CASE_LOWER,
    PE_CASE_SWAP,
    PE_CASE_TITLE,
    PE_CASE_CAP,
    PE_CASE_FOLD
} pe_casemode;

static int pe_cp_isupper(int32_t cp) {
    if (cp < 128) return cp >= 'A' && cp <= 'Z';
    return pe_ucd_has(cp, PE_UCD_UPPER);
}
static int pe_cp_islower(int32_t cp) {
    if (cp < 128) return cp >= 'a' && cp <= 'z';
    return pe_ucd_has(cp, PE_UCD_LOWER);
}
static int pe_cp_istitle(int32_t cp) {
    return pe_ucd_has(cp, PE_UCD_TITLE);
}
static int pe_cp_iscased(int32_t cp) {
    return pe_ucd_has(cp, PE_UCD_CASED);
}

/* CPython's handle_capital_sigma: U+03A3 at byte offset i (byte length l) lowers to
 * final sigma when \p{cased}\p{case-ignorable}* precedes it and
 * \p{case-ignorable}*\p{cased} does not follow it. */
static int pe_final_sigma(const pe_str *s, size_t i, size_t l) {
    const char *p = s->data + i;
    int before = 0;
    /* loop-bound: caller-charged: case mapping charges per 64 bytes; the scan stops at
     * the previous cased character (sigma is cased), so the scans add up to one pass */
    while (p > s->data) {
        p = pe_utf8_prev(s->data, p);
        size_t k;
        int32_t c = pe_utf8_decode(p, &k);
        if (pe_ucd_has(c, PE_UCD_CASE_IGNORABLE)) continue;
        before = pe_cp_iscased(c);
        break;
    }
    if (!before) return 0;
    /* loop-bound: caller-charged: case mapping charges per 64 bytes; the scan stops at
     * the next cased character (sigma is cased), so the scans add up to one pass */
    for (size_t j = i + l; j < s->size;) {
        size_t k;
        int32_t c = pe_utf8_decode(s->data + j, &k);
        j += k;
        if (pe_ucd_has(c, PE_UCD_CASE_IGNORABLE)) continue;
        return !pe_cp_iscased(c);
    }
    return 1;
}

/* lower_ucs4: full lowering with the final-sigma rule. */
static int pe_lower_full(const pe_str *s, size_t i, size_t l, int32_t cp, int32_t out[3]) {
    if (cp == 0x03A3) {
        out[0] = pe_final_sigma(s, i, l) ? 0x03C2 : 0x03C3;
        return 1;
    }
    return pe_ucd_case(cp, PE_UCD_TO_LOWER, out);
}

static pe_value pe_str_case_ascii(pe_vm *vm, const pe_str *s, pe_casemode mode) {
    pe_value v = pe_str_value(vm, s->data, s->size);
    if (pe_is_null(v)) return PE_NULL;
    char *d = pe_str_obj(v)->data;
    int prev_cased = 0;
    /* loop-bound: caller-charged: case mapping charges per 64 bytes before the ASCII
     * fast path */
    for (size_t i = 0; i < s->size; i++) {
        char c = d[i];
        int up = c >= 'A' && c <= 'Z', low = c >= 'a' && c <= 'z';
        int to_upper = 0, to_lower = 0;
        switch (mode) {
        case PE_CASE_UPPER: to_upper = low; break;
        case PE_CASE_LOWER:
        case PE_CASE_FOLD: to_lower = up; break;
        case PE_CASE_SWAP: to_upper = low, to_lower = up; break;
        case PE_CASE_TITLE:
            if (prev_cased)
                to_lower = up;
            else
                to_upper = low;
            prev_cased = up || low;
            break;
        case PE_CASE_CAP:
            if (i == 0)
                to_upper = low;
            else
                to_lower = up;
            break;
        }
        if (to_upper) d[i] = (char)(c - 32);
        if (to_lower) d[i] = (char)(c + 32);
    }
    return v;
}

static pe_value pe_str_case(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                            pe_obj *kw, pe_casemode mode) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (pe_str_work(vm, s->size * 2) < 0) return PE_NULL;
    if (s->ascii) return pe_str_case_ascii(vm, s, mode);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_reserve(&b, s->size) < 0) goto fail;
    int prev_cased = 0;
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l), out[3];
        int n = 1;
        out[0] = cp;
        switch (mode) {
        case PE_CASE_UPPER: n = pe_ucd_case(cp, PE_UCD_TO_UPPER, out); break;
        case PE_CASE_LOWER: n = pe_lower_full(s, i, l, cp, out); break;
        case PE_CASE_FOLD: n = pe_ucd_case(cp, PE_UCD_TO_FOLD, out); break;
        case PE_CASE_SWAP:
            if (pe_cp_isupper(cp))
                n = pe_lower_full(s, i, l, cp, out);
            else if (pe_cp_islower(cp))
                n = pe_ucd_case(cp, PE_UCD_TO_UPPER, out);
            break;
        case PE_CASE_TITLE:
            if (prev_cased)
                n = pe_lower_full(s, i, l, cp, out);
            else
                n = pe_ucd_case(cp, PE_UCD_TO_TITLE, out);
            prev_cased = pe_cp_iscased(cp);
            break;
        case PE_CASE_CAP:
            if (i == 0)
                n = pe_ucd_case(cp, PE_UCD_TO_TITLE, out);
            else
                n = pe_lower_full(s, i, l, cp, out);
            break;
        }
        for (int k = 0; k < n; k++) {
            char enc[4];
            if (pe_strbuf_add(&b, enc, pe_utf8_encode(out[k], enc)) < 0) goto fail;
        }
        i += l;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

#define PE_CASE_METHOD(fn, pyname, mode)                                                   \
    static pe_value fn(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {        \
        return pe_str_case(vm, pyname, args, nargs, kw, mode);                             \
    }
PE_CASE_METHOD(pe_str_m_upper, "str.upper", PE_CASE_UPPER)
PE_CASE_METHOD(pe_str_m_lower, "str.lower", PE_CASE_LOWER)
PE_CASE_METHOD(pe_str_m_swapcase, "str.swapcase", PE_CASE_SWAP)
PE_CASE_METHOD(pe_str_m_title, "str.title", PE_CASE_TITLE)
PE_CASE_METHOD(pe_str_m_capitalize, "str.capitalize", PE_CASE_CAP)
PE_CASE_METHOD(pe_str_m_casefold, "str.casefold", PE_CASE_FOLD)

/* ---- predicates ---------------------------------------------------------------------- */

typedef enum {
    PE_IS_ALPHA,
    PE_IS_DIGIT,
    PE_IS_DECIMAL,
    PE_IS_NUMERIC,
    PE_IS_ALNUM,
    PE_IS_SPACE,
    PE_IS_PRINTABLE,
    PE_IS_ASCII
} pe_ispred;

static int pe_cp_isalpha(int32_t cp) {
    if (cp < 128) return (cp | 32) >= 'a' && (cp | 32) <= 'z';
    return pe_ucd_has(cp, PE_UCD_ALPHA);
}
static int pe_cp_isdecimal(int32_t cp) {
    return pe_ucd_has(cp, PE_UCD_DECIMAL);
}
static int pe_cp_isdigit(int32_t cp) {
    return pe_ucd_has(cp, PE_UCD_DIGIT);
}
static int pe_cp_isnumeric(int32_t cp) {
    return pe_ucd_has(cp, PE_UCD_NUMERIC);
}
/* CPython's Py_UNICODE_ISALNUM: alpha, decimal, digit or numeric. */
static int pe_cp_isalnum(int32_t cp) {
    return pe_ucd_has(cp, PE_UCD_ALPHA | PE_UCD_DECIMAL | PE_UCD_DIGIT | PE_UCD_NUMERIC);
}

static pe_value pe_str_is(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                          pe_obj *kw, pe_ispred pred) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (s->size == 0) return pe_bool(pred == PE_IS_PRINTABLE || pred == PE_IS_ASCII);
    if (pred == PE_IS_ASCII) return pe_bool(s->ascii);
    if (pe_str_scan(vm, s->size) < 0) return PE_NULL;
    /* loop-bound: charged-before: the charge above in pe_str_is covers this trip count */
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        int ok;
        switch (pred) {
        case PE_IS_ALPHA: ok = pe_cp_isalpha(cp); break;
        case PE_IS_DIGIT: ok = pe_cp_isdigit(cp); break;
        case PE_IS_DECIMAL: ok = pe_cp_isdecimal(cp); break;
        case PE_IS_NUMERIC: ok = pe_cp_isnumeric(cp); break;
        case PE_IS_ALNUM: ok = pe_cp_isalnum(cp); break;
        case PE_IS_SPACE: ok = pe_unicode_isspace(cp); break;
        default: ok = pe_unicode_isprintable(cp); break;
        }
        if (!ok) return PE_FALSE;
        i += l;
    }
    return PE_TRUE;
}

#define PE_IS_METHOD(fn, pyname, pred)                                                     \
    static pe_value fn(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {        \
        return pe_str_is(vm, pyname, args, nargs, kw, pred);                               \
    }
PE_IS_METHOD(pe_str_m_isalpha, "str.isalpha", PE_IS_ALPHA)
PE_IS_METHOD(pe_str_m_isdigit, "str.isdigit", PE_IS_DIGIT)
PE_IS_METHOD(pe_str_m_isdecimal, "str.isdecimal", PE_IS_DECIMAL)
PE_IS_METHOD(pe_str_m_isnumeric, "str.isnumeric", PE_IS_NUMERIC)
PE_IS_METHOD(pe_str_m_isalnum, "str.isalnum", PE_IS_ALNUM)
PE_IS_METHOD(pe_str_m_isspace, "str.isspace", PE_IS_SPACE)
PE_IS_METHOD(pe_str_m_isprintable, "str.isprintable", PE_IS_PRINTABLE)
PE_IS_METHOD(pe_str_m_isascii, "str.isascii", PE_IS_ASCII)

/* isupper/islower: at least one cased character, and no character of the other case
 * or titlecase (CPython's unicode_isupper_impl). */
static pe_value pe_str_case_pred(pe_vm *vm, const char *name, const pe_value *args,
                                 size_t nargs, pe_obj *kw, int upper) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (pe_str_scan(vm, s->size) < 0) return PE_NULL;
    int cased = 0;
    /* loop-bound: charged-before: the charge above in pe_str_case_pred covers this trip
     * count */
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        if ((upper ? pe_cp_islower(cp) : pe_cp_isupper(cp)) || pe_cp_istitle(cp))
            return PE_FALSE;
        if (upper ? pe_cp_isupper(cp) : pe_cp_islower(cp)) cased = 1;
        i += l;
    }
    return pe_bool(cased);
}
static pe_value pe_str_m_isupper(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    return pe_str_case_pred(vm, "str.isupper", args, nargs, kw, 1);
}
static pe_value pe_str_m_islower(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    return pe_str_case_pred(vm, "str.islower", args, nargs, kw, 0);
}

static pe_value pe_str_m_istitle(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_noargs(vm, "str.istitle", nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (pe_str_scan(vm, s->size) < 0) return PE_NULL;
    int cased = 0, prev_cased = 0;
    /* loop-bound: charged-before: the charge above in pe_str_m_istitle covers this trip
     * count */
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        if (pe_cp_isupper(cp) || pe_cp_istitle(cp)) {
            if (prev_cased) return PE_FALSE;
            prev_cased = cased = 1;
        } else if (pe_cp_islower(cp)) {
            if (!prev_cased) return PE_FALSE;
            prev_cased = cased = 1;
        } else {
            prev_cased = 0;
        }
        i += l;
    }
    return pe_bool(cased);
}

static pe_value pe_str_m_isidentifier(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    if (pe_args_noargs(vm, "str.isidentifier", nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (s->size == 0) return PE_FALSE;
    if (pe_str_scan(vm, s->size) < 0) return PE_NULL;
    /* loop-bound: charged-before: the charge above in pe_str_m_isidentifier covers this
     * trip count */
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        /* CPython's isidentifier: XID_Start or '_' first, then XID_Continue */
        int ok = i == 0 ? cp == '_' || pe_ucd_has(cp, PE_UCD_XID_START)
                        : pe_ucd_has(cp, PE_UCD_XID_CONTINUE);
        if (!ok) return PE_FALSE;
        i += l;
    }
    return PE_TRUE;
}

/* ---- padding ------------------------------------------------------------------------- */

static pe_value pe_str_pad(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                           pe_obj *kw, int align) {
    if (pe_str_nokw(vm, name, kw) < 0) return PE_NULL;
    if (pe_args_range(vm, name, nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    int64_t width;
    if (pe_op_index_i64(vm, args[1], &width) < 0) return PE_NULL;
    const char *fill = " ";
    size_t fl = 1;
    if (nargs > 2) {
        pe_value fv = pe_str_arg(vm, args[2]);
        if (!pe_str_check(vm, fv))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "The fill character must be a unicode character, not %s",
                                 pe_op_typename(vm, args[2]));
        pe_str *f = pe_str_obj(fv);
        if (f->len != 1)
            return pe_err_set(vm, PE_EXC_TypeError,
                              "The fill character must be exactly one character long");
        fill = f->data;
        fl = f->size;
    }
    pe_str *s = SELF(args);
    if (width <= (int64_t)s->len) return pe_str_str_slot(vm, args[0]);
    size_t pad = (size_t)width - s->len, left;
    if (align < 0)
        left = 0;
    else if (align > 0)
        left = pad;
    else
        left = pad / 2 + (pad & (size_t)width & 1); /* CPython's centring rule */
    if (pe_mem_would_exceed(&vm->mem, pad * fl)) return pe_err_nomem(vm);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_reserve(&b, pad * fl + s->size) < 0) goto fail; /* charged up front */
    for (size_t i = 0; i < left; i++)
        if (pe_strbuf_add(&b, fill, fl) < 0) goto fail;
    if (pe_strbuf_add(&b, s->data, s->size) < 0) goto fail;
    for (size_t i = left; i < pad; i++)
        if (pe_strbuf_add(&b, fill, fl) < 0) goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}
static pe_value pe_str_m_center(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_str_pad(vm, "center", args, nargs, kw, 0);
}
static pe_value pe_str_m_ljust(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_str_pad(vm, "ljust", args, nargs, kw, -1);
}
static pe_value pe_str_m_rjust(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return pe_str_pad(vm, "rjust", args, nargs, kw, 1);
}

static pe_value pe_str_m_zfill(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "str.zfill", nargs - 1, kw) < 0) return PE_NULL;
    int64_t width;
    if (pe_op_index_i64(vm, args[1], &width) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    if (width <= (int64_t)s->len) return pe_str_str_slot(vm, args[0]);
    size_t pad = (size_t)width - s->len;
    if (pe_mem_would_exceed(&vm->mem, pad)) return pe_err_nomem(vm);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_reserve(&b, pad + s->size) < 0) goto fail; /* charged up front */
    size_t k = 0;
    if (s->size && (s->data[0] == '+' || s->data[0] == '-')) {
        if (pe_strbuf_add(&b, s->data, 1) < 0) goto fail;
        k = 1;
    }
    for (size_t i = 0; i < pad; i++)
        if (pe_strbuf_add(&b, "0", 1) < 0) goto fail;
    if (pe_strbuf_add(&b, s->data + k, s->size - k) < 0) goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_str_m_expandtabs(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    static const char *const params[] = {"tabsize", NULL};
    static const pe_argspec spec = {"expandtabs", params, 0, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0) return PE_NULL;
    int64_t tab = 8;
    if (!pe_is_null(a[0]) && pe_op_index_int(vm, a[0], &tab) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    int64_t col = 0;
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        if (cp == '\t') {
            if (tab > 0) {
                int64_t n = tab - col % tab;
                if (pe_mem_would_exceed(&vm->mem, (uint64_t)n)) {
                    pe_err_nomem(vm);
                    goto fail;
                }
                for (int64_t k = 0; k < n; k++)
                    if (pe_strbuf_add(&b, " ", 1) < 0) goto fail;
                col += n;
            }
        } else {
            if (pe_strbuf_add(&b, s->data + i, l) < 0) goto fail;
            col = (cp == '\n' || cp == '\r') ? 0 : col + 1;
        }
        i += l;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_str_m_getnewargs(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kw) {
    if (pe_args_noargs(vm, "str.__getnewargs__", nargs - 1, kw) < 0) return PE_NULL;
    (void)nargs;
    (void)kw;
    return pe_tuple_pack1(vm, args[0]);
}

/* ---- translate / maketrans ----------------------------------------------------------- */

/* str.maketrans(x[, y[, z]]): a staticmethod building {ord: replacement}. */
static pe_value pe_str_m_maketrans(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_str_nokw(vm, "maketrans", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "maketrans", nargs, kw, 1, 3) < 0) return PE_NULL;
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d)) return PE_NULL;
    if (nargs == 1) {
        if (!pe_dict_check(vm, args[0])) {
            pe_err_set(vm, PE_EXC_TypeError,
                       "if you give only one argument to maketrans it must be a dict");
            goto fail;
        }
        if (pe_dict_charge_holes(vm, pe_dict_obj(args[0])) < 0) goto fail;
        size_t pos = 0;
        pe_value k, v;
        while (pe_dict_next(args[0], &pos, &k, &v)) {
            if (PE_TICK(vm, 1) < 0) goto fail; /* one op per mapping entry */
            pe_value key = k;
            k = pe_str_arg(vm, k);
            if (pe_str_check(vm, k)) {
                if (pe_str_obj(k)->len != 1) {
                    pe_err_set(vm, PE_EXC_ValueError,
                               "string keys in translate table must be of length 1");
                    goto fail;
                }
                size_t l;
                key = pe_int(pe_utf8_decode(pe_str_obj(k)->data, &l));
            } else if (!pe_int_check(vm, k)) {
                pe_err_set(vm, PE_EXC_TypeError,
                           "keys in translate table must be strings or integers");
                goto fail;
            }
            if (pe_dict_set(vm, d, key, v) < 0) goto fail;
        }
        return d;
    }
    pe_value av[3] = {PE_NULL, PE_NULL, PE_NULL};
    /* loop-bound: charged-before: the charge above in pe_str_m_maketrans covers this
     * trip count */
    for (size_t k = 0; k < nargs; k++)
        av[k] = pe_str_arg(vm, args[k]);
    /* argument clinic checks y and z first; x gets its own message afterwards */
    /* loop-bound: charged-before: the charge above in pe_str_m_maketrans covers this
     * trip count */
    for (size_t k = 1; k < nargs; k++)
        if (!pe_str_check(vm, av[k])) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "maketrans() argument %d must be str, not %s", (int)k + 1,
                          pe_str_badarg_name(vm, args[k]));
            goto fail;
        }
    if (!pe_str_check(vm, av[0])) {
        pe_err_set(
            vm, PE_EXC_TypeError,
            "first maketrans argument must be a string if there is a second argument");
        goto fail;
    }
    pe_str *x = pe_str_obj(av[0]), *y = pe_str_obj(av[1]);
    /* one dict insertion per character of x and of z */
    if (PE_TICK(vm, x->len + (nargs == 3 ? pe_str_obj(av[2])->len : 0)) < 0) goto fail;
    if (x->len != y->len) {
        pe_err_set(vm, PE_EXC_ValueError,
                   "the first two maketrans arguments must have equal length");
        goto fail;
    }
    /* loop-bound: charged-before: the charge above in pe_str_m_maketrans covers this
     * trip count */
    for (size_t i = 0, j = 0; i < x->size;) {
        size_t l1, l2;
        int32_t a = pe_utf8_decode(x->data + i, &l1), b = pe_utf8_decode(y->data + j, &l2);
        if (pe_dict_set(vm, d, pe_int(a), pe_int(b)) < 0) goto fail;
        i += l1;
        j += l2;
    }
    if (nargs == 3) {
        if (!pe_str_check(vm, av[2])) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "maketrans() argument 3 must be str, not %s",
                          pe_op_typename(vm, args[2]));
            goto fail;
        }
        pe_str *z = pe_str_obj(av[2]);
        /* loop-bound: charged-before: the charge above in pe_str_m_maketrans covers this
         * trip count */
        for (size_t i = 0; i < z->size;) {
            size_t l;
            if (pe_dict_set(vm, d, pe_int(pe_utf8_decode(z->data + i, &l)), PE_NONE) < 0)
                goto fail;
            i += l;
        }
    }
    return d;
fail:
    pe_decref(vm, d);
    return PE_NULL;
}

/* str.translate(table): table[ord(c)] gives a str, an int code point, or None (delete);
 * a LookupError keeps the character. */
static pe_value pe_str_m_translate(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kw) {
    if (pe_args_one(vm, "str.translate", nargs - 1, kw) < 0) return PE_NULL;
    pe_str *s = SELF(args);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    for (size_t i = 0; i < s->size;) {
        size_t l;
        int32_t cp = pe_utf8_decode(s->data + i, &l);
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value r = pe_op_getitem(vm, args[1], pe_int(cp));
        int rc = 0;
        if (pe_is_null(r)) {
            if (!pe_err_matches(vm, PE_EXC_LookupError)) goto fail;
            pe_err_clear(vm);
            rc = pe_strbuf_add(&b, s->data + i, l);
        } else if (pe_is_none(r)) {
            rc = 0;
        } else if (pe_str_check(vm, r)) {
            rc = pe_strbuf_add_str(&b, r);
        } else if (pe_int_check(vm, r)) {
            int64_t c;
            if (pe_int_as_i64(r.tag == PE_T_BOOL ? pe_int(r.u.i) : r, &c) || c < 0 ||
                c > 0x10FFFF) {
                pe_decref(vm, r);
                pe_err_set(vm, PE_EXC_ValueError,
                           "character mapping must be in range(0x110000)");
                goto fail;
            }
            char enc[4];
            rc = pe_strbuf_add(&b, enc, pe_utf8_encode((int32_t)c, enc));
        } else {
            pe_decref(vm, r);
            pe_err_set(vm, PE_EXC_TypeError,
                       "character mapping must return integer, None or str");
            goto fail;
        }
        pe_decref(vm, r);
        if (rc < 0) goto fail;
        i += l;
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

const pe_method_def pe_str_methods[] = {
    {"find", pe_str_m_find, 0},
    {"rfind", pe_str_m_rfind, 0},
    {"index", pe_str_m_index, 0},
    {"rindex", pe_str_m_rindex, 0},
    {"count", pe_str_m_count, 0},
    {"startswith", pe_str_m_startswith, 0},
    {"endswith", pe_str_m_endswith, 0},
    {"join", pe_str_m_join, 0},
    {"split", pe_str_m_split, 0},
    {"rsplit", pe_str_m_rsplit, 0},
    {"splitlines", pe_str_m_splitlines, 0},
    {"partition", pe_str_m_partition, 0},
    {"rpartition", pe_str_m_rpartition, 0},
    {"strip", pe_str_m_strip, 0},
    {"lstrip", pe_str_m_lstrip, 0},
    {"rstrip", pe_str_m_rstrip, 0},
    {"replace", pe_str_m_replace, 0},
    {"removeprefix", pe_str_m_removeprefix, 0},
    {"removesuffix", pe_str_m_removesuffix, 0},
    {"upper", pe_str_m_upper, 0},
    {"lower", pe_str_m_lower, 0},
    {"swapcase", pe_str_m_swapcase, 0},
    {"title", pe_str_m_title, 0},
    {"capitalize", pe_str_m_capitalize, 0},
    {"casefold", pe_str_m_casefold, 0},
    {"isalpha", pe_str_m_isalpha, 0},
    {"isdigit", pe_str_m_isdigit, 0},
    {"isdecimal", pe_str_m_isdecimal, 0},
    {"isnumeric", pe_str_m_isnumeric, 0},
    {"isalnum", pe_str_m_isalnum, 0},
    {"isspace", pe_str_m_isspace, 0},
    {"isprintable", pe_str_m_isprintable, 0},
    {"isascii", pe_str_m_isascii, 0},
    {"isupper", pe_str_m_isupper, 0},
    {"islower", pe_str_m_islower, 0},
    {"istitle", pe_str_m_istitle, 0},
    {"isidentifier", pe_str_m_isidentifier, 0},
    {"center", pe_str_m_center, 0},
    {"ljust", pe_str_m_ljust, 0},
    {"rjust", pe_str_m_rjust, 0},
    {"zfill", pe_str_m_zfill, 0},
    {"expandtabs", pe_str_m_expandtabs, 0},
    {"translate", pe_str_m_translate, 0},
    {"maketrans", pe_str_m_maketrans, PE_METH_STATIC},
    {"encode", pe_str_m_encode, 0},
    {"__getnewargs__", pe_str_m_getnewargs, 0},
    {"__format__", pe_fmt_m_str_format_spec, 0},
    {"format", pe_fmt_m_format, 0},
    {"format_map", pe_fmt_m_format_map, 0},
    {NULL, NULL, 0},
};

int pe_str_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_STR];
    t->tflags |= PE_TPF_BASETYPE | PE_TPF_STR_SUBCLASS;
    t->dealloc = pe_str_dealloc;
    t->repr = pe_str_repr;
    t->str = pe_str_str_slot;
    t->hash = pe_str_hash_slot;
    t->richcmp = pe_str_richcmp;
    t->truth = pe_str_truth;
    t->len = pe_str_len_slot;
    t->getitem = pe_str_getitem;
    t->contains = pe_str_contains;
    t->iter = pe_str_iter_new;
    t->binop[PE_OP_ADD] = pe_str_add;
    t->binop[PE_OP_MULT] = pe_str_mul;
    t->binop[PE_OP_MOD] = pe_fmt_str_mod;
    t->new_ = pe_str_new_slot;
    if (!t->getattr) t->getattr = pe_object_generic_getattr;
    /* loop-bound: const */
    for (int k = 0; k < 2; k++) {
        pe_type *it = vm->types[k ? PE_TYPE_STR_UITER : PE_TYPE_STR_ITER];
        it->dealloc = pe_str_iter_dealloc;
        it->iter = pe_iter_self;
        it->iternext = pe_str_iter_next;
        if (!it->getattr) it->getattr = pe_object_generic_getattr;
    }
    return pe_type_add_methods(vm, t, pe_str_methods);
}
