/*
 * array_methods.c - the named methods of array.array, its iterator, and the array
 * module itself (types from modules/array.c; invariants in array.h).
 *
 * Messages and argument errors are CPython 3.11's.
 */
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/iter.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "array.h"
#include "registry.h"

#define SELF(args) pe_array_of(vm, (args)[0])

/* One op per 256 bytes copied (the memcpy rate). 0 or -1. */
static int charge_bytes(pe_vm *vm, size_t n) {
    return n >= 256 ? PE_TICK(vm, n / 256) : 0;
}

/* The argument check of CPython's methods that take their defining class (extend,
 * fromfile, tofile): n positional-only parameters. 0 or -1. */
static int defcls_args(pe_vm *vm, const char *name, size_t nargs, pe_obj *kw, size_t n) {
    size_t total = nargs + pe_args_nkw(kw);
    if (nargs < n) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s() takes exactly %zu positional argument%s (%zu given)", name, n,
                      n == 1 ? "" : "s", nargs);
        return -1;
    }
    if (total > n) {
        pe_err_format(vm, PE_EXC_TypeError, "%s() takes at most %zu argument%s (%zu given)",
                      name, n, n == 1 ? "" : "s", total);
        return -1;
    }
    return 0;
}

static pe_value m_append(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.append", nargs - 1, kw) < 0) return PE_NULL;
    return pe_array_append(vm, SELF(args), args[1]) < 0 ? PE_NULL : PE_NONE;
}

/* (address, length): the address is not the host's (a sandbox does not show host
 * pointers); it is 0, as CPython's is for an array that never allocated. */
static pe_value m_buffer_info(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.buffer_info", nargs - 1, kw) < 0) return PE_NULL;
    pe_value items[2] = {pe_int(0), pe_int((int64_t)SELF(args)->len)};
    return pe_tuple_from_array(vm, items, 2);
}

static pe_value m_byteswap(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.byteswap", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    size_t sz = a->isz, n = a->len * sz;
    if (sz == 1) return PE_NONE;
    if (n >= 64 && PE_TICK(vm, n / 64) < 0) return PE_NULL;
    /* loop-bound: charged-before: one op per 64 bytes above */
    for (size_t off = 0; off < n; off += sz) {
        char *p = a->data + off;
        /* loop-bound: const: at most four swaps in one item */
        for (size_t k = 0; k < sz / 2; k++) {
            char c = p[k];
            p[k] = p[sz - 1 - k];
            p[sz - 1 - k] = c;
        }
    }
    return PE_NONE;
}

static pe_value m_count(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.count", nargs - 1, kw) < 0) return PE_NULL;
    int64_t n = pe_array_count(vm, SELF(args), args[1]);
    return n < 0 ? PE_NULL : pe_int(n);
}

static pe_value m_extend(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (defcls_args(vm, "extend", nargs - 1, kw, 1) < 0) return PE_NULL;
    pe_array *a = SELF(args), *b = pe_array_of(vm, args[1]);
    if (b && b->tc != a->tc)
        return pe_err_set(vm, PE_EXC_TypeError, "can only extend with array of same kind");
    return pe_array_extend_iter(vm, a, args[1]) < 0 ? PE_NULL : PE_NONE;
}

/* Appends the bytes of a bytes-like object (bytes, bytearray, array). 0 or -1. */
static int frombytes(pe_vm *vm, pe_array *a, pe_value src) {
    const char *data;
    size_t n;
    pe_array *b = pe_array_of(vm, src);
    if (b) {
        /* CPython takes a buffer of one-byte items only: arrays 'b', 'B' */
        if (b->isz != 1) {
            pe_err_set(vm, PE_EXC_TypeError, "a bytes-like object is required");
            return -1;
        }
        n = b->len;
    } else if (!pe_bytes_buffer(vm, src, &data, &n)) {
        pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                      pe_op_typename(vm, src));
        return -1;
    }
    if (n % a->isz) {
        pe_err_set(vm, PE_EXC_ValueError, "bytes length not a multiple of item size");
        return -1;
    }
    /* a.frombytes(a) reads the buffer it grows: reserve before taking the pointer */
    if (pe_array_reserve(vm, a, a->len + n / a->isz, 1) < 0) return -1;
    if (b) data = b->data;
    return pe_array_append_raw(vm, a, data, n);
}

static pe_value m_frombytes(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.frombytes", nargs - 1, kw) < 0) return PE_NULL;
    return frombytes(vm, SELF(args), args[1]) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_fromlist(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.fromlist", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_list_check(vm, args[1]))
        return pe_err_set(vm, PE_EXC_TypeError, "arg must be list");
    pe_array *a = SELF(args);
    size_t old = a->len;
    /* the list is re-read each step: a conversion's __index__ may change it */
    for (size_t i = 0; i < (size_t)pe_op_len(vm, args[1]); i++) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value x = pe_op_getitem(vm, args[1], pe_int((int64_t)i));
        if (pe_is_null(x)) goto fail;
        int rc = pe_array_append(vm, a, x);
        pe_decref(vm, x);
        if (rc < 0) goto fail;
    }
    return PE_NONE;
fail:
    /* fromlist is all or nothing, as in CPython */
    if (a->len > old) a->len = old;
    return PE_NULL;
}

static pe_value m_fromunicode(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.fromunicode", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_str_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "fromunicode() argument must be str, not %s",
                             pe_op_typename(vm, args[1]));
    pe_array *a = SELF(args);
    if (a->tc != 'u')
        return pe_err_set(vm, PE_EXC_ValueError,
                          "fromunicode() may only be called on unicode type arrays");
    return pe_array_fromunicode(vm, a, args[1]) < 0 ? PE_NULL : PE_NONE;
}

/* Start/stop of index(): CPython's _PyEval_SliceIndexNotNone, clamped to int64. */
static int bound_arg(pe_vm *vm, pe_value v, int64_t *out) {
    if (pe_int_check(vm, v) || pe_type_of(vm, v)->index)
        return pe_op_index_clamped(vm, v, out);
    pe_err_set(vm, PE_EXC_TypeError,
               "slice indices must be integers or have an __index__ method");
    return -1;
}

static pe_value m_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "array.index", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "index", nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    int64_t start = 0, stop = INT64_MAX, len = (int64_t)a->len;
    if (nargs > 2 && bound_arg(vm, args[2], &start) < 0) return PE_NULL;
    if (nargs > 3 && bound_arg(vm, args[3], &stop) < 0) return PE_NULL;
    if (start < 0 && (start += len) < 0) start = 0;
    if (stop < 0 && (stop += len) < 0) stop = 0;
    int64_t i = pe_array_find(vm, a, args[1], start, stop);
    if (i == -2) return PE_NULL;
    if (i >= 0) return pe_int(i);
    return pe_err_set(vm, PE_EXC_ValueError, "array.index(x): x not in array");
}

static pe_value m_insert(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "array.insert", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "insert", nargs - 1, kw, 2, 2) < 0) return PE_NULL;
    int64_t i;
    if (pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    pe_array_item it;
    if (pe_array_convert(vm, a->tc, args[2], &it) < 0) return PE_NULL;
    int64_t n = (int64_t)a->len;
    if (i < 0 && (i += n) < 0) i = 0;
    if (i > n) i = n;
    size_t tail = (size_t)(n - i) * a->isz;
    if (charge_bytes(vm, tail) < 0) return PE_NULL;
    if (pe_array_reserve(vm, a, a->len + 1, 1) < 0) return PE_NULL;
    char *p = a->data + (size_t)i * a->isz;
    memmove(p + a->isz, p, tail);
    memcpy(p, it.bytes, a->isz);
    a->len++;
    return PE_NONE;
}

static pe_value m_pop(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "array.pop", kw) < 0) return PE_NULL;
    if (pe_args_range(vm, "pop", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t i = -1;
    if (nargs > 1 && pe_op_index_i64(vm, args[1], &i) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    if (a->len == 0) return pe_err_set(vm, PE_EXC_IndexError, "pop from empty array");
    if (i < 0) i += (int64_t)a->len;
    if (i < 0 || i >= (int64_t)a->len)
        return pe_err_set(vm, PE_EXC_IndexError, "pop index out of range");
    pe_value v = pe_array_get(vm, a, (size_t)i);
    if (pe_is_null(v)) return v;
    if (pe_array_delete(vm, a, (size_t)i, 1) < 0) pe_clear(vm, &v);
    return v;
}

static pe_value m_remove(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.remove", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    int64_t i = pe_array_find(vm, a, args[1], 0, INT64_MAX);
    if (i == -2) return PE_NULL;
    if (i < 0) return pe_err_set(vm, PE_EXC_ValueError, "array.remove(x): x not in array");
    return pe_array_delete(vm, a, (size_t)i, 1) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_reverse(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.reverse", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    size_t sz = a->isz;
    if (PE_TICK(vm, a->len / 16) < 0) return PE_NULL;
    char tmp[8];
    /* loop-bound: charged-before: one op per 16 items above (list.reverse's rate) */
    for (size_t i = 0, j = a->len; i + 1 < j; i++, j--) {
        pe_array_move1(tmp, a->data + i * sz, sz);
        pe_array_move1(a->data + i * sz, a->data + (j - 1) * sz, sz);
        pe_array_move1(a->data + (j - 1) * sz, tmp, sz);
    }
    return PE_NONE;
}

static pe_value m_tobytes(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.tobytes", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    size_t n = a->len * a->isz;
    if (charge_bytes(vm, n) < 0) return PE_NULL;
    return pe_bytes_new(vm, a->data, n);
}

static pe_value m_tolist(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.tolist", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    pe_value l = pe_list_new(vm, 0);
    if (pe_is_null(l)) return l;
    for (size_t i = 0; i < a->len; i++) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value v = pe_array_get(vm, a, i);
        if (pe_is_null(v)) goto fail;
        int rc = pe_list_append(vm, l, v);
        pe_decref(vm, v);
        if (rc < 0) goto fail;
    }
    return l;
fail:
    pe_decref(vm, l);
    return PE_NULL;
}

static pe_value m_tounicode(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.tounicode", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    if (a->tc != 'u')
        return pe_err_set(vm, PE_EXC_ValueError,
                          "tounicode() may only be called on unicode type arrays");
    return pe_array_tounicode(vm, a);
}

static pe_value m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.__copy__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_array_copy(vm, SELF(args));
}

static pe_value m_deepcopy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "array.__deepcopy__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_array_copy(vm, SELF(args));
}

/* fromfile(f, n): n items from f.read(n * itemsize); any object with read() will do. */
static pe_value m_fromfile(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (defcls_args(vm, "fromfile", nargs - 1, kw, 2) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    int64_t n;
    if (pe_op_index_i64(vm, args[2], &n) < 0) return PE_NULL;
    if (n < 0) return pe_err_set(vm, PE_EXC_ValueError, "negative count");
    size_t want;
    if (pe_size_mul((size_t)n, a->isz, &want) || want > ((size_t)1 << 40))
        return pe_err_nomem(vm);
    pe_value nb = pe_int((int64_t)want);
    pe_value data = pe_op_call_method(vm, args[1], "read", &nb, 1);
    if (pe_is_null(data)) return data;
    pe_value r = PE_NULL;
    if (!pe_bytes_check(vm, data)) {
        pe_err_set(vm, PE_EXC_TypeError, "read() didn't return bytes");
        goto done;
    }
    /* CPython appends what was read (a whole number of items or ValueError), then
     * reports a short read */
    if (frombytes(vm, a, data) < 0) goto done;
    if (pe_bytes_len(data) < want)
        pe_err_set(vm, PE_EXC_EOFError, "read() didn't return enough bytes");
    else
        r = PE_NONE;
done:
    pe_decref(vm, data);
    return r;
}

/* tofile(f): f.write() of the bytes in blocks of 64 KiB, as CPython does. */
static pe_value m_tofile(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (defcls_args(vm, "tofile", nargs - 1, kw, 1) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    const size_t block = 64 * 1024;
    size_t total = a->len * a->isz;
    for (size_t off = 0; off < total; off += block) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        /* the array may shrink under a write(): re-read the size each block */
        total = a->len * a->isz;
        if (off >= total) break;
        size_t n = total - off < block ? total - off : block;
        pe_value b = charge_bytes(vm, n) < 0 ? PE_NULL : pe_bytes_new(vm, a->data + off, n);
        if (pe_is_null(b)) return b;
        pe_value r = pe_op_call_method(vm, args[1], "write", &b, 1);
        pe_decref(vm, b);
        if (pe_is_null(r)) return r;
        pe_decref(vm, r);
    }
    return PE_NONE;
}

static pe_value m_sizeof(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "array.__sizeof__", nargs - 1, kw) < 0) return PE_NULL;
    pe_array *a = SELF(args);
    /* CPython's 64-byte header plus the allocated items */
    return pe_int((int64_t)(64 + a->cap * a->isz));
}

const pe_method_def pe_array_methods[] = {
    {"append", m_append, 0},           {"buffer_info", m_buffer_info, 0},
    {"byteswap", m_byteswap, 0},       {"count", m_count, 0},
    {"extend", m_extend, 0},           {"frombytes", m_frombytes, 0},
    {"fromfile", m_fromfile, 0},       {"fromlist", m_fromlist, 0},
    {"fromunicode", m_fromunicode, 0}, {"index", m_index, 0},
    {"insert", m_insert, 0},           {"pop", m_pop, 0},
    {"remove", m_remove, 0},           {"reverse", m_reverse, 0},
    {"tobytes", m_tobytes, 0},         {"tofile", m_tofile, 0},
    {"tolist", m_tolist, 0},           {"tounicode", m_tounicode, 0},
    {"__copy__", m_copy, 0},           {"__deepcopy__", m_deepcopy, 0},
    {"__sizeof__", m_sizeof, 0},       {NULL, NULL, 0},
};

/* ---- the iterator -------------------------------------------------------------------- */

/* CPython's arrayiterator: an index into a live array, ended (array dropped) once it
 * runs past the end; no mutation check. */
typedef struct ar_iter {
    pe_obj base;
    pe_value arr; /* owned, PE_NULL once exhausted */
    size_t index;
} ar_iter;

static pe_value iter_new(pe_vm *vm, pe_value self) {
    ar_iter *it = (ar_iter *)pe_obj_alloc(vm, vm->types[PE_TYPE_ARRAY_ITER], sizeof *it);
    if (!it) return PE_NULL;
    it->arr = pe_incref(self);
    return pe_obj_value(&it->base);
}

static pe_value iter_next(pe_vm *vm, pe_value self) {
    ar_iter *it = (ar_iter *)self.u.o;
    if (pe_is_null(it->arr)) return PE_NULL;
    pe_array *a = pe_array_of(vm, it->arr);
    if (it->index >= a->len) {
        pe_clear(vm, &it->arr);
        return PE_NULL;
    }
    return pe_array_get(vm, a, it->index++);
}

static void iter_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((ar_iter *)o)->arr);
    pe_obj_free(vm, o, sizeof(ar_iter));
}

/* The iterator is tracked: a subclass instance can hold it in its __dict__. */
static void iter_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    ar_iter *it = (ar_iter *)o;
    if (pe_is_obj(it->arr)) visit(vm, it->arr.u.o, arg);
}

static void iter_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((ar_iter *)o)->arr);
}

int pe_array_iter_init(pe_vm *vm) {
    vm->types[PE_TYPE_ARRAY]->iter = iter_new;
    pe_type *it = vm->types[PE_TYPE_ARRAY_ITER];
    it->tflags |= PE_TPF_GC;
    it->basicsize = sizeof(ar_iter);
    it->dealloc = iter_dealloc;
    it->traverse = iter_traverse;
    it->clear = iter_clear;
    it->iter = pe_ref_iter_self;
    it->iternext = iter_next;
    if (!it->getattr) it->getattr = pe_object_generic_getattr;
    return 0;
}

/* ---- the module ---------------------------------------------------------------------- */

int pe_mod_array_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    pe_value t = pe_obj_value(&vm->types[PE_TYPE_ARRAY]->base);
    pe_value codes = pe_str_from_cstr(vm, "bBuhHiIlLqQfd");
    if (pe_is_null(codes)) return -1;
    int rc = pe_dict_set_cstr(vm, dict, "typecodes", codes);
    pe_decref(vm, codes);
    if (rc < 0 || pe_dict_set_cstr(vm, dict, "array", t) < 0 ||
        pe_dict_set_cstr(vm, dict, "ArrayType", t) < 0)
        return -1;
    return 0;
}
