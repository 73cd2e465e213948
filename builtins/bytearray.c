/*
 * bytearray.c - the mutable bytes type. Its non-mutating methods are the shared ones of
 * bytes_methods.c; this file holds storage, mutation and the slots.
 */
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "bytes_impl.h"
#include "int.h"
#include "list.h"
#include "slice.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

/* The pe_mem block behind a capacity of cap bytes: cap + 1 (the NUL), but never less
 * than 17 bytes, so that many tiny bytearrays cost the memory limit at least what
 * malloc's smallest chunks cost the host (tests/limits/red2_rss_small_bytearray_1.py).
 * The capacity itself is CPython's (sizeof.c reads it). */
static size_t pe_ba_block(size_t cap) {
    return cap < 16 ? 17 : cap + 1;
}

/* Makes room for `need` bytes (plus the NUL) by CPython's PyByteArray_Resize rule, so
 * that sys.getsizeof (builtins/sizeof.c, which counts cap + 1 as CPython's ob_alloc)
 * shows CPython's figures: within 1/8 above the old block, over-allocate by 1/8 plus 3
 * or 6; beyond that, exactly. 0 or -1 (MemoryError). */
static int pe_ba_reserve(pe_vm *vm, pe_bytearray *b, size_t need) {
    if (need <= b->cap) return 0;
    if (need > ((size_t)1 << 40)) return pe_err_nomem(vm), -1;
    size_t alloc = b->data ? b->cap + 1 : 0;
    size_t nc =
        need <= alloc + alloc / 8 ? need + (need >> 3) + (need < 9 ? 3 : 6) - 1 : need;
    char *p = pe_mem_realloc(&vm->mem, b->data, b->data ? pe_ba_block(b->cap) : 0,
                             pe_ba_block(nc));
    if (!p) return pe_err_nomem(vm), -1;
    b->data = p, b->cap = nc;
    return 0;
}

/* After the bytearray got shorter: CPython gives back the block when less than half of
 * it is used (down to the bytes and the NUL). A failed reallocation keeps the old
 * block. Cannot fail. */
static void pe_ba_shrink(pe_vm *vm, pe_bytearray *b) {
    if (!b->data || b->len >= (b->cap + 1) / 2) return;
    char *p = pe_mem_realloc(&vm->mem, b->data, pe_ba_block(b->cap), pe_ba_block(b->len));
    if (!p) return;
    b->data = p, b->cap = b->len;
}

pe_value pe_bytearray_new(pe_vm *vm, const char *data, size_t len) {
    pe_bytearray *b = (pe_bytearray *)pe_obj_alloc(vm, vm->types[PE_TYPE_BYTEARRAY],
                                                   sizeof(pe_bytearray));
    if (!b) return PE_NULL;
    pe_value v = pe_obj_value(&b->base);
    if (len && (pe_b_copy(vm, len) < 0 || pe_ba_reserve(vm, b, len) < 0)) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    if (len) {
        memcpy(b->data, data ? data : "", data ? len : 0);
        if (!data) memset(b->data, 0, len);
        b->data[len] = 0;
    }
    b->len = len;
    return v;
}

int pe_bytearray_extend_raw(pe_vm *vm, pe_value ba, const char *data, size_t n) {
    pe_bytearray *b = pe_bytearray_obj(ba);
    if (n == 0) return 0;
    if (pe_b_copy(vm, n) < 0) return -1;
    if (b->len + n < n || pe_ba_reserve(vm, b, b->len + n) < 0) return -1;
    memmove(b->data + b->len, data, n); /* data may alias b->data (b += b) */
    b->len += n;
    b->data[b->len] = 0;
    return 0;
}

static void pe_ba_dealloc(pe_vm *vm, pe_obj *o) {
    pe_bytearray *b = (pe_bytearray *)o;
    if (b->data) pe_mem_free(&vm->mem, b->data, pe_ba_block(b->cap));
    pe_obj_free(vm, o, sizeof(pe_bytearray));
}

static pe_value pe_ba_repr(pe_vm *vm, pe_value self) {
    return pe_bytes_repr_data(vm, pe_bytearray_data(self), pe_bytearray_len(self),
                              "bytearray(b", ")");
}

static int64_t pe_ba_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_bytearray_len(self);
}

static pe_value pe_ba_getitem(pe_vm *vm, pe_value self, pe_value key) {
    return pe_b_getitem(vm, self, key, 1);
}

/* Replaces b[lo:hi] with data[0..n) (data must not alias b). 0 or -1. */
static int pe_ba_splice(pe_vm *vm, pe_bytearray *b, size_t lo, size_t hi, const char *data,
                        size_t n) {
    size_t old = hi - lo;
    if (pe_b_copy(vm, b->len - hi + n) < 0) return -1; /* the tail moves, data copied */
    if (n > old && pe_ba_reserve(vm, b, b->len + (n - old)) < 0) return -1;
    if (b->len - hi) memmove(b->data + lo + n, b->data + hi, b->len - hi);
    if (n) memcpy(b->data + lo, data, n);
    b->len = b->len - old + n;
    if (b->data) b->data[b->len] = 0;
    if (n < old) pe_ba_shrink(vm, b);
    return 0;
}

/* The bytes of an assigned value for slice assignment: any bytes source except int and
 * str. Returns a pe_mem buffer (*cap bytes) or -1. */
static int pe_ba_source(pe_vm *vm, pe_value v, char **out, size_t *len, size_t *cap) {
    if (pe_str_check(vm, v)) {
        pe_err_set(vm, PE_EXC_TypeError,
                   "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        return -1;
    }
    if (pe_int_check(vm, v)) {
        pe_err_set(vm, PE_EXC_TypeError,
                   "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        return -1;
    }
    return pe_b_from_iterable(vm, v, out, len, cap, 1);
}

static int pe_ba_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    pe_bytearray *b = pe_bytearray_obj(self);
    if (pe_slice_check(vm, key)) {
        /* as CPython: the value first, then the bounds, and the length read last (an
         * iterable or __index__ may resize the bytearray) */
        char *src = NULL;
        size_t n = 0, cap = 0;
        if (!pe_is_null(value) && pe_ba_source(vm, value, &src, &n, &cap) < 0) return -1;
        int64_t start, stop, step;
        if (pe_slice_unpack(vm, key, &start, &stop, &step) < 0) {
            if (src) pe_mem_free(&vm->mem, src, cap);
            return -1;
        }
        int64_t k = pe_slice_adjust((int64_t)b->len, &start, &stop, step);
        int rc = 0;
        if (step == 1) {
            if (stop < start) stop = start;
            rc = pe_ba_splice(vm, b, (size_t)start, (size_t)stop, src, n);
        } else if (pe_is_null(value)) {
            /* delete an extended slice: keep the bytes not on the slice */
            if (pe_b_work(vm, b->len) < 0) {
                if (src) pe_mem_free(&vm->mem, src, cap);
                return -1;
            }
            size_t o = 0;
            /* loop-bound: charged-before: the charge above in pe_ba_setitem covers this
             * trip count */
            for (size_t i = 0; i < b->len; i++) {
                int64_t off = (int64_t)i - start;
                int on = k > 0 &&
                         (step > 0 ? off >= 0 && off % step == 0 && off / step < k
                                   : off <= 0 && (-off) % (-step) == 0 && off / step < k);
                if (!on) b->data[o++] = b->data[i];
            }
            b->len = o;
            if (b->data) b->data[o] = 0;
            pe_ba_shrink(vm, b);
        } else if ((int64_t)n != k) {
            pe_err_format(
                vm, PE_EXC_ValueError,
                "attempt to assign bytes of size %zu to extended slice of size %lld", n,
                (long long)k);
            rc = -1;
        } else if ((rc = pe_b_work(vm, n)) == 0) {
            /* loop-bound: charged-before: the charge above in pe_ba_setitem covers this
             * trip count */
            for (int64_t i = 0, j = start; i < k; i++, j += step)
                b->data[j] = src[i];
        }
        if (src) pe_mem_free(&vm->mem, src, cap);
        return rc;
    }
    if (!pe_int_check(vm, key) && !pe_type_of(vm, key)->index) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "bytearray indices must be integers or slices, not %s",
                      pe_op_typename(vm, key));
        return -1;
    }
    /* the value before the index, and the length read last, as CPython (GH-91153):
     * either __index__ may resize the bytearray */
    int64_t c = 0;
    if (!pe_is_null(value) && pe_b_byte_value(vm, value, &c) < 0) return -1;
    int64_t i;
    if (pe_seq_index_live(vm, key, &b->len, "bytearray", &i) < 0) return -1;
    if (pe_is_null(value)) return pe_ba_splice(vm, b, (size_t)i, (size_t)i + 1, NULL, 0);
    b->data[i] = (char)c;
    return 0;
}

static pe_value pe_ba_iadd(pe_vm *vm, pe_value a, pe_value b) {
    const char *d;
    size_t n;
    if (!pe_bytearray_check(vm, a)) return pe_incref(vm->notimpl);
    if (!pe_bytes_buffer(vm, b, &d, &n))
        return pe_err_format(vm, PE_EXC_TypeError, "can't concat %s to bytearray",
                             pe_op_typename(vm, b));
    if (pe_bytearray_extend_raw(vm, a, d, n) < 0) return PE_NULL;
    return pe_incref(a);
}

/* CPython fills bytearray(iterable) one append at a time (lists and tuples are
 * copied at once): gives b, holding n bytes in an exact block, the block those
 * appends would have grown. 0 or -1. */
static int pe_ba_regrow(pe_vm *vm, pe_bytearray *b, size_t n) {
    size_t alloc = 0;
    /* loop-bound: amortised: each step grows the block by at least 1/8; the n bytes
     * were charged as they were read */
    while (alloc < n + 1) {
        size_t s = alloc ? alloc : 1; /* the size whose append resizes */
        alloc = s <= alloc + alloc / 8 ? s + (s >> 3) + (s < 9 ? 3 : 6) : s + 1;
    }
    if (!b->data || alloc == b->cap + 1) return 0;
    char *p =
        pe_mem_realloc(&vm->mem, b->data, pe_ba_block(b->cap), pe_ba_block(alloc - 1));
    if (!p) return pe_err_nomem(vm), -1;
    b->data = p, b->cap = alloc - 1;
    return 0;
}

static pe_value pe_ba_new_slot(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    pe_value src;
    char *data;
    size_t len, cap;
    int k = pe_b_new_args(vm, "bytearray", args, nargs, kwnames, &src, &data, &len);
    if (k < 0) return PE_NULL;
    if (k == 1) return pe_bytearray_new(vm, NULL, 0);
    if (k == 2) {
        pe_value r = pe_bytearray_new(vm, pe_bytes_data(src), pe_bytes_len(src));
        pe_decref(vm, src);
        return r;
    }
    if (k == 3) return pe_bytearray_new(vm, NULL, len);
    if (pe_b_from_iterable(vm, src, &data, &len, &cap, 1) < 0) return PE_NULL;
    pe_value r = pe_bytearray_new(vm, data, len);
    pe_mem_free(&vm->mem, data, cap);
    const char *bd;
    size_t bn;
    if (!pe_is_null(r) && !pe_list_check(vm, src) && !pe_tuple_check(vm, src) &&
        !pe_bytes_buffer(vm, src, &bd, &bn) &&
        pe_ba_regrow(vm, pe_bytearray_obj(r), len) < 0)
        pe_clear(vm, &r);
    return r;
}

/* ---- mutating methods ------------------------------------------------------------------
 */

static pe_value pe_ba_m_append(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "append", nargs - 1, kw) < 0) return PE_NULL;
    int64_t c;
    if (pe_b_byte_value(vm, args[1], &c) < 0) return PE_NULL;
    char ch = (char)c;
    if (pe_bytearray_extend_raw(vm, args[0], &ch, 1) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_ba_m_extend(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "extend", nargs - 1, kw) < 0) return PE_NULL;
    if (pe_str_check(vm, args[1]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "expected iterable of integers; got: 'str'");
    char *data;
    size_t len, cap;
    if (pe_b_from_iterable(vm, args[1], &data, &len, &cap, 1) < 0) {
        if (pe_err_matches(vm, PE_EXC_TypeError) && !pe_type_of(vm, args[1])->iter) {
            pe_err_clear(vm);
            pe_err_format(vm, PE_EXC_TypeError, "can't extend bytearray with %s",
                          pe_op_typename(vm, args[1]));
        }
        return PE_NULL;
    }
    int rc = pe_bytearray_extend_raw(vm, args[0], data, len);
    if (data) pe_mem_free(&vm->mem, data, cap);
    return rc < 0 ? PE_NULL : PE_NONE;
}

static pe_value pe_ba_m_pop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "pop", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    pe_bytearray *b = pe_bytearray_obj(args[0]);
    int64_t i = -1;
    if (nargs > 1 && pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    if (b->len == 0) return pe_err_set(vm, PE_EXC_IndexError, "pop from empty bytearray");
    if (i < 0) i += (int64_t)b->len;
    if (i < 0 || i >= (int64_t)b->len)
        return pe_err_set(vm, PE_EXC_IndexError, "pop index out of range");
    int c = (unsigned char)b->data[i];
    if (pe_ba_splice(vm, b, (size_t)i, (size_t)i + 1, NULL, 0) < 0) return PE_NULL;
    return pe_int(c);
}

static pe_value pe_ba_m_insert(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "insert", nargs - 1, kw, 2, 2) < 0) return PE_NULL;
    pe_bytearray *b = pe_bytearray_obj(args[0]);
    int64_t i, c;
    if (pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    if (pe_b_byte_value(vm, args[2], &c) < 0) return PE_NULL;
    if (i < 0 && (i += (int64_t)b->len) < 0) i = 0;
    if (i > (int64_t)b->len) i = (int64_t)b->len;
    char ch = (char)c;
    if (pe_ba_splice(vm, b, (size_t)i, (size_t)i, &ch, 1) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_ba_m_remove(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "remove", nargs - 1, kw) < 0) return PE_NULL;
    pe_bytearray *b = pe_bytearray_obj(args[0]);
    int64_t c;
    if (pe_b_byte_value(vm, args[1], &c) < 0) return PE_NULL;
    if (pe_b_copy(vm, b->len) < 0) return PE_NULL;
    char *p = b->len ? memchr(b->data, (int)c, b->len) : NULL;
    if (!p) return pe_err_set(vm, PE_EXC_ValueError, "value not found in bytearray");
    size_t i = (size_t)(p - b->data);
    if (pe_ba_splice(vm, b, i, i + 1, NULL, 0) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value pe_ba_m_reverse(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "reverse", nargs - 1, kw) < 0) return PE_NULL;
    pe_bytearray *b = pe_bytearray_obj(args[0]);
    if (pe_b_work(vm, b->len) < 0) return PE_NULL;
    /* loop-bound: charged-before: the charge above in pe_ba_m_reverse covers this trip
     * count */
    for (size_t i = 0, j = b->len; i + 1 < j; i++, j--) {
        char t = b->data[i];
        b->data[i] = b->data[j - 1];
        b->data[j - 1] = t;
    }
    return PE_NONE;
}

static pe_value pe_ba_m_clear(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "clear", nargs - 1, kw) < 0) return PE_NULL;
    pe_bytearray *b = pe_bytearray_obj(args[0]);
    b->len = 0;
    if (b->data) b->data[0] = 0;
    pe_ba_shrink(vm, b);
    return PE_NONE;
}

static pe_value pe_ba_m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "copy", nargs - 1, kw) < 0) return PE_NULL;
    return pe_bytearray_new(vm, pe_bytearray_data(args[0]), pe_bytearray_len(args[0]));
}

static const pe_method_def pe_ba_methods[] = {
    {"append", pe_ba_m_append, 0},
    {"extend", pe_ba_m_extend, 0},
    {"pop", pe_ba_m_pop, 0},
    {"insert", pe_ba_m_insert, 0},
    {"remove", pe_ba_m_remove, 0},
    {"reverse", pe_ba_m_reverse, 0},
    {"clear", pe_ba_m_clear, 0},
    {"copy", pe_ba_m_copy, 0},
    {NULL, NULL, 0},
};

int pe_bytearray_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_BYTEARRAY];
    t->dealloc = pe_ba_dealloc;
    t->repr = pe_ba_repr;
    t->richcmp = pe_b_richcmp;
    t->len = pe_ba_len_slot;
    t->getitem = pe_ba_getitem;
    t->setitem = pe_ba_setitem;
    t->contains = pe_b_contains;
    t->iter = pe_b_iter;
    t->binop[PE_OP_ADD] = pe_b_concat;
    t->binop[PE_OP_MULT] = pe_b_repeat;
    t->binop[PE_OP_MOD] = pe_fmt_bytes_mod;
    t->ibinop[PE_OP_ADD] = pe_ba_iadd;
    t->new_ = pe_ba_new_slot;
    if (!t->getattr) t->getattr = pe_object_generic_getattr;
    if (pe_type_add_methods(vm, t, pe_b_methods) < 0) return -1;
    return pe_type_add_methods(vm, t, pe_ba_methods);
}
