/*
 * bytes.c - the bytes type, its iterator, and the methods bytes shares with bytearray.
 *
 * Every non-mutating method is written once over (data, len) of self (bytes or
 * bytearray, pe_bytes_buffer) and builds its results with pe_b_make, which gives a
 * bytearray when self is one: CPython's bytearray methods return bytearrays.
 */
#include "bytes.h"

#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "../modules/array.h"
#include "bytes_impl.h"
#include "int.h"
#include "list.h"
#include "slice.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

/* An instance of a user subclass is a wrapper holding a bytes (subclass.h), not a
 * pe_bytes; pe_bytes_buffer unwraps it. */
int pe_bytes_check(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_OBJ && !pe_subclass_is_wrapper(v) &&
           pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_BYTES]);
}

int pe_bytearray_check(pe_vm *vm, pe_value v) {
    return v.tag == PE_T_OBJ &&
           pe_type_is_subtype(v.u.o->type, vm->types[PE_TYPE_BYTEARRAY]);
}

int pe_bytes_buffer(pe_vm *vm, pe_value v, const char **data, size_t *len) {
    v = pe_subclass_unwrap(v);
    if (v.tag != PE_T_OBJ) return 0;
    if (pe_bytes_check(vm, v)) {
        *data = pe_bytes_data(v);
        *len = pe_bytes_len(v);
        return 1;
    }
    if (pe_bytearray_check(vm, v)) {
        *data = pe_bytearray_data(v);
        *len = pe_bytearray_len(v);
        return 1;
    }
    /* array.array exports its items' bytes too (modules/array.h) */
    return pe_array_buffer(vm, v, data, len);
}

pe_value pe_bytes_alloc(pe_vm *vm, size_t len) {
    if (len == 0 && !pe_is_null(vm->empty_bytes)) return pe_incref(vm->empty_bytes);
    if (len > ((size_t)1 << 40) ||
        pe_mem_would_exceed(&vm->mem, sizeof(pe_bytes) + len + 1))
        return pe_err_nomem(vm);
    if (len > 4096 && PE_TICK(vm, len / 64) < 0) return PE_NULL;
    pe_bytes *b =
        (pe_bytes *)pe_obj_alloc(vm, vm->types[PE_TYPE_BYTES], sizeof(pe_bytes) + len + 1);
    if (!b) return PE_NULL;
    b->len = len;
    b->hash = -1;
    return pe_obj_value(&b->base);
}

pe_value pe_bytes_new(pe_vm *vm, const char *data, size_t len) {
    pe_value v = pe_bytes_alloc(vm, len);
    if (pe_is_null(v)) return PE_NULL;
    if (len) memcpy(pe_bytes_obj(v)->data, data, len);
    return v;
}

pe_value pe_b_make(pe_vm *vm, pe_value like, const char *data, size_t len) {
    if (pe_bytearray_check(vm, like)) return pe_bytearray_new(vm, data, len);
    return pe_bytes_new(vm, data, len);
}

static void pe_bytes_dealloc(pe_vm *vm, pe_obj *o) {
    pe_obj_free(vm, o, sizeof(pe_bytes) + ((pe_bytes *)o)->len + 1);
}

/* ---- repr, hash, compare ---------------------------------------------------------------
 */

pe_value pe_bytes_repr_data(pe_vm *vm, const char *data, size_t len, const char *prefix,
                            const char *suffix) {
    /* CPython: single quotes unless the data has ' and no " */
    char quote = '\'';
    if (memchr(data, '\'', len) && !memchr(data, '"', len)) quote = '"';
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (len > 4096 && PE_TICK(vm, len / 64) < 0) goto fail;
    if (pe_strbuf_addc(&b, prefix) < 0 || pe_strbuf_add(&b, &quote, 1) < 0) goto fail;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)data[i];
        char tmp[4];
        const char *s = tmp;
        size_t n = 1;
        if (c == (unsigned char)quote || c == '\\' || (c == '\'' && prefix[1])) {
            tmp[0] = '\\', tmp[1] = (char)c, n = 2;
        } else if (c == '\t') {
            s = "\\t", n = 2;
        } else if (c == '\n') {
            s = "\\n", n = 2;
        } else if (c == '\r') {
            s = "\\r", n = 2;
        } else if (c < 0x20 || c >= 0x7f) {
            static const char hex[] = "0123456789abcdef";
            tmp[0] = '\\', tmp[1] = 'x', tmp[2] = hex[c >> 4], tmp[3] = hex[c & 15], n = 4;
        } else {
            tmp[0] = (char)c;
        }
        if (pe_strbuf_add(&b, s, n) < 0) goto fail;
    }
    if (pe_strbuf_add(&b, &quote, 1) < 0 || pe_strbuf_addc(&b, suffix) < 0) goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pe_bytes_repr(pe_vm *vm, pe_value self) {
    return pe_bytes_repr_data(vm, pe_bytes_data(self), pe_bytes_len(self), "b", "");
}

/* Any stable value: the str hash of the same bytes (so b'a' and 'a' hash alike, as in
 * CPython for ASCII). */
static int pe_bytes_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_bytes *b = pe_bytes_obj(self);
    if (b->hash == -1 && pe_b_work(vm, b->len) < 0) return -1; /* computed once */
    if (b->hash == -1) b->hash = pe_str_hash_bytes(b->data, b->len);
    *out = b->hash;
    return 0;
}

pe_value pe_b_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    const char *x, *y;
    size_t n, m;
    if (!pe_bytes_buffer(vm, a, &x, &n) || !pe_bytes_buffer(vm, b, &y, &m))
        return pe_incref(vm->notimpl);
    /* bytes compares with bytes and bytearray only; bytearray with any buffer (an
     * array.array too), as in CPython */
    if ((pe_array_of(vm, a) || pe_array_of(vm, b)) && !pe_bytearray_check(vm, a) &&
        !pe_bytearray_check(vm, b))
        return pe_incref(vm->notimpl);
    if ((op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) && n != m)
        return pe_bool(op == PE_CMP_NOT_EQ);
    int c = x == y ? 0 : pe_memcmp_ticked(vm, x, y, n < m ? n : m);
    if (c == -2) return PE_NULL;
    if (c == 0) c = n < m ? -1 : n > m ? 1 : 0;
    switch (op) {
    case PE_CMP_EQ: return pe_bool(c == 0);
    case PE_CMP_NOT_EQ: return pe_bool(c != 0);
    case PE_CMP_LT: return pe_bool(c < 0);
    case PE_CMP_LT_E: return pe_bool(c <= 0);
    case PE_CMP_GT: return pe_bool(c > 0);
    case PE_CMP_GT_E: return pe_bool(c >= 0);
    default: return pe_incref(vm->notimpl);
    }
}

/* ---- sequence protocol ------------------------------------------------------------------
 */

static int64_t pe_bytes_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_bytes_len(self);
}

pe_value pe_b_getitem(pe_vm *vm, pe_value self, pe_value key, int is_ba) {
    const char *d = "";
    size_t n = 0;
    if (pe_slice_check(vm, key)) {
        int64_t start, stop, step;
        /* the buffer is read after __index__ ran: it may have resized a bytearray */
        if (pe_slice_unpack(vm, key, &start, &stop, &step) < 0) return PE_NULL;
        pe_bytes_buffer(vm, self, &d, &n);
        int64_t k = pe_slice_adjust((int64_t)n, &start, &stop, step);
        if (step == 1) return pe_b_make(vm, self, d + start, (size_t)k);
        pe_value r = pe_b_make(vm, self, NULL, 0);
        if (pe_is_null(r)) return PE_NULL;
        pe_decref(vm, r);
        char *tmp = pe_mem_alloc(&vm->mem, (size_t)k + 1);
        if (!tmp) return pe_err_nomem(vm);
        /* loop-bound: charged-by: pe_b_make, which charges the copy of the k bytes
         * gathered */
        for (int64_t i = 0, j = start; i < k; i++, j += step)
            tmp[i] = d[j];
        r = pe_b_make(vm, self, tmp, (size_t)k);
        pe_mem_free(&vm->mem, tmp, (size_t)k + 1);
        return r;
    }
    if (pe_int_check(vm, key) || pe_type_of(vm, key)->index) {
        int64_t i;
        if (pe_op_index_i64(vm, key, &i) < 0) {
            if (pe_err_matches(vm, PE_EXC_OverflowError)) {
                pe_err_clear(vm);
                pe_err_set(vm, PE_EXC_IndexError,
                           "cannot fit 'int' into an index-sized integer");
            }
            return PE_NULL;
        }
        pe_bytes_buffer(vm, self, &d, &n); /* after __index__, which may resize it */
        if (i < 0) i += (int64_t)n;
        if (i < 0 || i >= (int64_t)n)
            return pe_err_set(vm, PE_EXC_IndexError,
                              is_ba ? "bytearray index out of range"
                                    : "index out of range");
        return pe_int((unsigned char)d[i]);
    }
    return pe_err_format(vm, PE_EXC_TypeError,
                         "%s indices must be integers or slices, not %s",
                         is_ba ? "bytearray" : "byte", pe_op_typename(vm, key));
}

static pe_value pe_bytes_getitem(pe_vm *vm, pe_value self, pe_value key) {
    return pe_b_getitem(vm, self, key, 0);
}

/* `in`: an int in range(256) or a bytes-like object. */
int pe_b_contains(pe_vm *vm, pe_value self, pe_value item) {
    const char *d, *s;
    size_t n, m;
    pe_bytes_buffer(vm, self, &d, &n);
    if (pe_b_copy(vm, n) < 0) return -1;
    if (pe_bytes_buffer(vm, item, &s, &m)) return pe_b_find_raw(d, n, s, m, 0, n) >= 0;
    if (pe_int_check(vm, item) || pe_type_of(vm, item)->index) {
        int64_t c;
        if (pe_b_byte_value(vm, item, &c) < 0) return -1;
        pe_bytes_buffer(vm, self, &d, &n); /* __index__ may have resized a bytearray */
        return memchr(d, (int)c, n) != NULL;
    }
    pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                  pe_op_typename(vm, item));
    return -1;
}

/* An int 0..255 for `in`, find(int), append...: ValueError "byte must be in range(0,
 * 256)" otherwise. */
int pe_b_byte_value(pe_vm *vm, pe_value v, int64_t *out) {
    if (pe_op_index_i64(vm, v, out) < 0) {
        if (pe_err_matches(vm, PE_EXC_OverflowError)) {
            pe_err_clear(vm);
            pe_err_set(vm, PE_EXC_ValueError, "byte must be in range(0, 256)");
        }
        return -1;
    }
    if (*out < 0 || *out > 255) {
        pe_err_set(vm, PE_EXC_ValueError, "byte must be in range(0, 256)");
        return -1;
    }
    return 0;
}

int64_t pe_b_find_raw(const char *d, size_t n, const char *s, size_t m, size_t start,
                      size_t end) {
    if (end > n) end = n;
    if (start > end || end - start < m) return -1;
    if (m == 0) return (int64_t)start;
    /* glibc's memmem is linear (two-way); a memchr + memcmp scan is O(n*m) for a needle
     * like b'a' * 10000 + b'b', which no per-call charge covers */
    const char *q = memmem(d + start, end - start, s, m);
    return q ? q - d : -1;
}

pe_value pe_b_concat(pe_vm *vm, pe_value a, pe_value b) {
    const char *x, *y;
    size_t n, m;
    if (!pe_bytes_buffer(vm, a, &x, &n)) return pe_incref(vm->notimpl);
    if (!pe_bytes_buffer(vm, b, &y, &m))
        return pe_err_format(vm, PE_EXC_TypeError, "can't concat %s to %s",
                             pe_op_typename(vm, b), pe_op_typename(vm, a));
    size_t total = n + m;
    if (total < n) return pe_err_nomem(vm);
    pe_value r;
    if (pe_bytearray_check(vm, a)) {
        r = pe_bytearray_new(vm, x, n);
        if (pe_is_null(r)) return PE_NULL;
        if (pe_bytearray_extend_raw(vm, r, y, m) < 0) {
            pe_decref(vm, r);
            return PE_NULL;
        }
        return r;
    }
    r = pe_bytes_alloc(vm, total);
    if (pe_is_null(r)) return PE_NULL;
    memcpy(pe_bytes_obj(r)->data, x, n);
    if (m) memcpy(pe_bytes_obj(r)->data + n, y, m);
    return r;
}

pe_value pe_b_repeat(pe_vm *vm, pe_value a, pe_value b) {
    pe_value seq = a, cnt = b;
    const char *d;
    size_t n;
    if (!pe_bytes_buffer(vm, seq, &d, &n)) seq = b, cnt = a;
    if (!pe_bytes_buffer(vm, seq, &d, &n) || !(pe_int_check(vm, cnt)))
        return pe_incref(vm->notimpl);
    int64_t k;
    if (pe_int_as_i64(cnt.tag == PE_T_BOOL ? pe_int(cnt.u.i) : cnt, &k))
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "cannot fit 'int' into an index-sized integer");
    if (k <= 0 || n == 0) return pe_b_make(vm, seq, NULL, 0);
    size_t total;
    if (pe_size_mul(n, (size_t)k, &total) || total > ((size_t)1 << 40) ||
        pe_mem_would_exceed(&vm->mem, total + 64))
        return pe_err_too_big(vm);
    if (PE_TICK(vm, total / 64) < 0) return PE_NULL;
    char *tmp = pe_mem_alloc(&vm->mem, total + 1);
    if (!tmp) return pe_err_nomem(vm);
    /* loop-bound: charged-before: the charge above in pe_b_repeat covers this trip count */
    for (size_t i = 0; i < (size_t)k; i++)
        memcpy(tmp + i * n, d, n);
    pe_value r = pe_b_make(vm, seq, tmp, total);
    pe_mem_free(&vm->mem, tmp, total + 1);
    return r;
}

/* ---- construction
 * ------------------------------------------------------------------------ */

/* The bytes of any source bytes()/bytearray() accept after the int and str cases: a
 * bytes-like object or an iterable of ints in range(256). Returns a pe_mem buffer in
 * *out (size *cap) holding *len bytes, or -1 with the error pending. */
int pe_b_from_iterable(pe_vm *vm, pe_value src, char **out, size_t *len, size_t *cap,
                       int is_ba) {
    const char *range_msg =
        is_ba ? "byte must be in range(0, 256)" : "bytes must be in range(0, 256)";
    const char *d;
    size_t n;
    *out = NULL, *len = 0, *cap = 0;
    if (pe_bytes_buffer(vm, src, &d, &n)) {
        if (pe_b_copy(vm, n) < 0) return -1;
        *out = pe_mem_alloc(&vm->mem, n + 1);
        if (!*out) return pe_err_nomem(vm), -1;
        if (n) memcpy(*out, d, n);
        *len = n, *cap = n + 1;
        return 0;
    }
    pe_value it = pe_op_iter(vm, src);
    if (pe_is_null(it)) {
        if (pe_err_matches(vm, PE_EXC_TypeError) && !pe_type_of(vm, src)->iter) {
            pe_err_clear(vm);
            pe_err_format(vm, PE_EXC_TypeError, "cannot convert '%s' object to %s",
                          pe_op_typename(vm, src), is_ba ? "bytearray" : "bytes");
        }
        return -1;
    }
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) goto fail;
            break;
        }
        int64_t c;
        int bad = pe_op_index_i64(vm, x, &c);
        pe_decref(vm, x);
        if (bad < 0) {
            if (pe_err_matches(vm, PE_EXC_OverflowError)) {
                pe_err_clear(vm);
                pe_err_set(vm, PE_EXC_ValueError, range_msg);
            }
            goto fail;
        }
        if (c < 0 || c > 255) {
            pe_err_set(vm, PE_EXC_ValueError, range_msg);
            goto fail;
        }
        if (*len + 1 >= *cap) {
            size_t nc = *cap ? *cap * 2 : 16;
            char *p = pe_mem_realloc(&vm->mem, *out, *cap, nc);
            if (!p) {
                pe_err_nomem(vm);
                goto fail;
            }
            *out = p, *cap = nc;
        }
        (*out)[(*len)++] = (char)c;
        if (PE_TICK(vm, 1) < 0) goto fail;
    }
    pe_decref(vm, it);
    return 0;
fail:
    pe_decref(vm, it);
    if (*out) pe_mem_free(&vm->mem, *out, *cap);
    *out = NULL;
    return -1;
}

/* Shared argument handling of bytes(source, encoding, errors) and bytearray(...):
 * returns 1 with the result built (*r new reference) for the simple cases, 0 when
 * source must go through pe_b_from_iterable, or -1 on error. */
int pe_b_new_args(pe_vm *vm, const char *tname, const pe_value *args, size_t nargs,
                  pe_obj *kwnames, pe_value *src, char **data, size_t *len) {
    static const char *const params[] = {"source", "encoding", "errors", NULL};
    pe_argspec spec = {tname, params, 0, 0, 3};
    pe_value a[3];
    *data = NULL, *len = 0;
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return -1;
    *src = a[0];
    if (pe_is_null(a[0])) {
        if (!pe_is_null(a[1]) || !pe_is_null(a[2])) {
            pe_err_set(vm, PE_EXC_TypeError,
                       pe_is_null(a[1]) ? "errors without a string argument"
                                        : "encoding without a string argument");
            return -1;
        }
        return 1;
    }
    const char *enc = "utf-8", *errs = "strict";
    /* loop-bound: const */
    for (int k = 1; k < 3; k++) {
        if (pe_is_null(a[k])) continue;
        if (pe_str_check(vm, pe_str_arg(vm, a[k]))) a[k] = pe_str_arg(vm, a[k]);
        if (!pe_str_check(vm, a[k])) {
            pe_err_format(vm, PE_EXC_TypeError, "%s() argument '%s' must be str, not %s",
                          tname, params[k], pe_op_typename(vm, a[k]));
            return -1;
        }
        if (k == 1)
            enc = pe_str_obj(a[1])->data;
        else
            errs = pe_str_obj(a[2])->data;
    }
    if (pe_str_check(vm, pe_str_arg(vm, a[0]))) {
        a[0] = pe_str_arg(vm, a[0]);
        if (pe_is_null(a[1])) {
            pe_err_set(vm, PE_EXC_TypeError,
                       pe_is_null(a[2]) ? "string argument without an encoding"
                                        : "string argument without an encoding");
            return -1;
        }
        pe_value b = pe_str_encode(vm, a[0], enc, errs);
        if (pe_is_null(b)) return -1;
        *src = b; /* the caller owns it: flagged by returning 2 */
        return 2;
    }
    if (!pe_is_null(a[1]) || !pe_is_null(a[2])) {
        pe_err_set(vm, PE_EXC_TypeError,
                   !pe_is_null(a[1]) ? "encoding without a string argument"
                                     : "errors without a string argument");
        return -1;
    }
    if (pe_int_check(vm, a[0]) ||
        (pe_type_of(vm, a[0])->index && !pe_type_of(vm, a[0])->iter)) {
        int64_t n;
        if (pe_op_index_i64(vm, a[0], &n) < 0) {
            if (pe_err_matches(vm, PE_EXC_OverflowError)) {
                pe_err_clear(vm);
                pe_err_set(vm, PE_EXC_OverflowError,
                           "cannot fit 'int' into an index-sized integer");
            }
            return -1;
        }
        if (n < 0) {
            pe_err_set(vm, PE_EXC_ValueError, "negative count");
            return -1;
        }
        if ((uint64_t)n > ((uint64_t)1 << 40) ||
            pe_mem_would_exceed(&vm->mem, (uint64_t)n + 64)) {
            pe_err_nomem(vm);
            return -1;
        }
        *len = (size_t)n;
        return 3;
    }
    return 0;
}

static pe_value pe_bytes_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                  size_t nargs, pe_obj *kwnames) {
    pe_value src;
    char *data;
    size_t len, cap;
    int k = pe_b_new_args(vm, "bytes", args, nargs, kwnames, &src, &data, &len);
    if (k < 0) return PE_NULL;
    if (k == 1) return pe_bytes_new(vm, NULL, 0);
    if (k == 2) return src;
    if (k == 3) return pe_bytes_alloc(vm, len);
    if (pe_bytes_check(vm, src) && src.u.o->type == vm->types[PE_TYPE_BYTES])
        return pe_incref(src);
    if (pe_b_from_iterable(vm, src, &data, &len, &cap, 0) < 0) {
        if (pe_err_matches(vm, PE_EXC_TypeError) && pe_type_of(vm, src)->iter == NULL) {
        }
        return PE_NULL;
    }
    pe_value r = pe_bytes_new(vm, data, len);
    pe_mem_free(&vm->mem, data, cap);
    return r;
}

/* ---- iterator (bytes and bytearray)
 * ------------------------------------------------------ */

typedef struct pe_bytes_iter {
    pe_obj base;
    pe_value seq; /* owned; PE_NULL when exhausted */
    size_t i;
} pe_bytes_iter;

static pe_value pe_bytes_iter_new(pe_vm *vm, pe_value self) {
    pe_type_kind k =
        pe_bytearray_check(vm, self) ? PE_TYPE_BYTEARRAY_ITER : PE_TYPE_BYTES_ITER;
    pe_bytes_iter *it = (pe_bytes_iter *)pe_obj_alloc(vm, vm->types[k], sizeof *it);
    if (!it) return PE_NULL;
    it->seq = pe_incref(self);
    return pe_obj_value(&it->base);
}

pe_value pe_b_iter(pe_vm *vm, pe_value self) {
    return pe_bytes_iter_new(vm, self);
}

static pe_value pe_bytes_iter_next(pe_vm *vm, pe_value self) {
    pe_bytes_iter *it = (pe_bytes_iter *)self.u.o;
    if (pe_is_null(it->seq)) return PE_NULL;
    const char *d = "";
    size_t n = 0;
    pe_bytes_buffer(vm, it->seq, &d, &n);
    if (it->i >= n) {
        pe_clear(vm, &it->seq);
        return PE_NULL;
    }
    return pe_int((unsigned char)d[it->i++]);
}

static pe_value pe_bytes_iter_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

static void pe_bytes_iter_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_bytes_iter *)o)->seq);
    pe_obj_free(vm, o, sizeof(pe_bytes_iter));
}

/* ---- init
 * -------------------------------------------------------------------------------- */

int pe_bytes_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_BYTES];
    t->tflags |= PE_TPF_BASETYPE;
    t->dealloc = pe_bytes_dealloc;
    t->repr = pe_bytes_repr;
    t->hash = pe_bytes_hash;
    t->richcmp = pe_b_richcmp;
    t->len = pe_bytes_len_slot;
    t->getitem = pe_bytes_getitem;
    t->contains = pe_b_contains;
    t->iter = pe_bytes_iter_new;
    t->binop[PE_OP_ADD] = pe_b_concat;
    t->binop[PE_OP_MULT] = pe_b_repeat;
    t->binop[PE_OP_MOD] = pe_fmt_bytes_mod;
    t->new_ = pe_bytes_new_slot;
    if (!t->getattr) t->getattr = pe_object_generic_getattr;
    /* loop-bound: setup */
    for (int k = 0; k < 2; k++) {
        pe_type *it = vm->types[k ? PE_TYPE_BYTEARRAY_ITER : PE_TYPE_BYTES_ITER];
        it->dealloc = pe_bytes_iter_dealloc;
        it->iter = pe_bytes_iter_self;
        it->iternext = pe_bytes_iter_next;
        if (!it->getattr) it->getattr = pe_object_generic_getattr;
    }
    if (pe_type_add_methods(vm, t, pe_b_bytes_only_methods) < 0) return -1;
    return pe_type_add_methods(vm, t, pe_b_methods);
}
