/*
 * range.c - the range type: a lazy arithmetic progression over int64 with its length
 * precomputed, so len, `in` for ints, index and indexing are O(1).
 */
#include "range.h"

#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "int.h"
#include "slice.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

/* Number of elements, or -1 when it does not fit in int64. */
static int64_t pe_range_length(int64_t start, int64_t stop, int64_t step) {
    uint64_t n;
    if (step > 0) {
        if (start >= stop) return 0;
        n = ((uint64_t)stop - (uint64_t)start - 1) / (uint64_t)step + 1;
    } else {
        if (start <= stop) return 0;
        n = ((uint64_t)start - (uint64_t)stop - 1) / ((uint64_t)0 - (uint64_t)step) + 1;
    }
    return n > (uint64_t)INT64_MAX ? -1 : (int64_t)n;
}

pe_value pe_range_new(pe_vm *vm, int64_t start, int64_t stop, int64_t step) {
    int64_t len = pe_range_length(start, stop, step);
    if (len < 0)
        return pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C ssize_t");
    pe_range *r = (pe_range *)pe_obj_alloc(vm, vm->types[PE_TYPE_RANGE], sizeof *r);
    if (!r) return PE_NULL;
    r->start = start;
    r->stop = stop;
    r->step = step;
    r->len = len;
    return pe_obj_value(&r->base);
}

static void pe_range_dealloc(pe_vm *vm, pe_obj *o) { pe_obj_free(vm, o, sizeof(pe_range)); }

/* A range argument: an int or an object with __index__, within int64. */
static int pe_range_arg(pe_vm *vm, pe_value v, int64_t *out) {
    pe_value owned = PE_NULL;
    if (!pe_int_check(vm, v)) {
        if (!pe_type_of(vm, v)->index) {
            pe_err_format(vm, PE_EXC_TypeError, "'%s' object cannot be interpreted as an integer",
                          pe_op_typename(vm, v));
            return -1;
        }
        owned = pe_op_index(vm, v);
        if (pe_is_null(owned)) return -1;
        v = owned;
    }
    int ovf = pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, out);
    pe_decref(vm, owned);
    if (ovf) {
        /* CPython allows arbitrary ints here; pyeval's ranges are int64 */
        pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C ssize_t");
        return -1;
    }
    return 0;
}

static pe_value pe_range_new_slot(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                                  pe_obj *kwnames) {
    (void)type;
    if (pe_args_nokw(vm, "range", kwnames) < 0) return PE_NULL;
    if (nargs == 0) return pe_err_set(vm, PE_EXC_TypeError, "range expected at least 1 argument, got 0");
    if (nargs > 3)
        return pe_err_format(vm, PE_EXC_TypeError, "range expected at most 3 arguments, got %zu", nargs);
    int64_t start = 0, stop, step = 1;
    if (nargs == 1) {
        if (pe_range_arg(vm, args[0], &stop) < 0) return PE_NULL;
    } else {
        if (pe_range_arg(vm, args[0], &start) < 0 || pe_range_arg(vm, args[1], &stop) < 0)
            return PE_NULL;
        if (nargs == 3) {
            if (pe_range_arg(vm, args[2], &step) < 0) return PE_NULL;
            if (step == 0) return pe_err_set(vm, PE_EXC_ValueError, "range() arg 3 must not be zero");
        }
    }
    return pe_range_new(vm, start, stop, step);
}

static pe_value pe_range_repr(pe_vm *vm, pe_value self) {
    pe_range *r = (pe_range *)self.u.o;
    char buf[96];
    int n = r->step == 1 ? snprintf(buf, sizeof buf, "range(%lld, %lld)", (long long)r->start,
                                    (long long)r->stop)
                         : snprintf(buf, sizeof buf, "range(%lld, %lld, %lld)", (long long)r->start,
                                    (long long)r->stop, (long long)r->step);
    return pe_str_value(vm, buf, (size_t)n);
}

static int64_t pe_range_len(pe_vm *vm, pe_value self) { return ((pe_range *)self.u.o)->len; }
static int pe_range_truth(pe_vm *vm, pe_value self) { return ((pe_range *)self.u.o)->len != 0; }

static int64_t pe_range_at(const pe_range *r, int64_t i) {
    return (int64_t)((uint64_t)r->start + (uint64_t)i * (uint64_t)r->step);
}

/* Position of int v in r, or -1. */
static int64_t pe_range_find_int(const pe_range *r, pe_value v) {
    int64_t x;
    if (pe_int_as_i64(v.tag == PE_T_BOOL ? pe_int(v.u.i) : v, &x)) return -1;
    if (r->len == 0) return -1;
    if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop)) return -1;
    uint64_t off = r->step > 0 ? (uint64_t)x - (uint64_t)r->start : (uint64_t)r->start - (uint64_t)x;
    uint64_t st = r->step > 0 ? (uint64_t)r->step : (uint64_t)0 - (uint64_t)r->step;
    if (off % st) return -1;
    return (int64_t)(off / st);
}

static int pe_range_contains(pe_vm *vm, pe_value self, pe_value item) {
    pe_range *r = (pe_range *)self.u.o;
    if (pe_int_check(vm, item)) return pe_range_find_int(r, item) >= 0;
    /* other values compare by == against each element, as CPython's fallback */
    for (int64_t i = 0; i < r->len; i++) {
        if (PE_TICK(vm, 1) < 0) return -1;
        int eq = pe_op_eq(vm, pe_int(pe_range_at(r, i)), item);
        if (eq != 0) return eq;
    }
    return 0;
}

static pe_value pe_range_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_range *r = (pe_range *)self.u.o;
    if (pe_slice_check(vm, key)) {
        int64_t a, b, c;
        int64_t n = pe_slice_indices(vm, key, r->len, &a, &b, &c);
        if (n < 0) return PE_NULL;
        int64_t step, start, stop;
        if (__builtin_mul_overflow(r->step, c, &step))
            return pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C ssize_t");
        start = pe_range_at(r, a);
        if (__builtin_mul_overflow(n, step, &stop) || __builtin_add_overflow(start, stop, &stop))
            return pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C ssize_t");
        return pe_range_new(vm, start, stop, step);
    }
    if (!pe_int_check(vm, key) && !pe_type_of(vm, key)->index)
        return pe_err_format(vm, PE_EXC_TypeError, "range indices must be integers or slices, not %s",
                             pe_op_typename(vm, key));
    int64_t i;
    if (pe_seq_index(vm, key, r->len, "range object", &i) < 0) return PE_NULL;
    return pe_int(pe_range_at(r, i));
}

/* Two ranges are equal when they describe the same sequence. */
static pe_value pe_range_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    pe_type *t = vm->types[PE_TYPE_RANGE];
    if ((op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) || !pe_is_obj(a) || !pe_is_obj(b) ||
        a.u.o->type != t || b.u.o->type != t)
        return pe_incref(vm->notimpl);
    pe_range *x = (pe_range *)a.u.o, *y = (pe_range *)b.u.o;
    int eq = x->len == y->len &&
             (x->len == 0 || (x->start == y->start && (x->len == 1 || x->step == y->step)));
    return pe_bool(op == PE_CMP_EQ ? eq : !eq);
}

/* hash((len, start, step)) with None for the parts that do not matter, as CPython. */
static int pe_range_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_range *r = (pe_range *)self.u.o;
    pe_value items[3] = {pe_int(r->len), r->len ? pe_int(r->start) : PE_NONE,
                         r->len > 1 ? pe_int(r->step) : PE_NONE};
    pe_value t = pe_tuple_from_array(vm, items, 3);
    if (pe_is_null(t)) return -1;
    int rc = pe_tuple_hash(vm, t, out);
    pe_decref(vm, t);
    return rc;
}

static pe_value pe_range_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_range *r = (pe_range *)self.u.o;
    if (name->size == 5 && memcmp(name->data, "start", 5) == 0) return pe_int(r->start);
    if (name->size == 4 && memcmp(name->data, "stop", 4) == 0) return pe_int(r->stop);
    if (name->size == 4 && memcmp(name->data, "step", 4) == 0) return pe_int(r->step);
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- iterator ------------------------------------------------------------------------ */

typedef struct pe_range_iter {
    pe_obj base;
    int64_t next, step, left;
} pe_range_iter;

static pe_value pe_range_iter_make(pe_vm *vm, int64_t start, int64_t step, int64_t len) {
    pe_range_iter *it = (pe_range_iter *)pe_obj_alloc(vm, vm->types[PE_TYPE_RANGE_ITER], sizeof *it);
    if (!it) return PE_NULL;
    it->next = start;
    it->step = step;
    it->left = len;
    return pe_obj_value(&it->base);
}

static pe_value pe_range_iter_new(pe_vm *vm, pe_value self) {
    pe_range *r = (pe_range *)self.u.o;
    return pe_range_iter_make(vm, r->start, r->step, r->len);
}

static pe_value pe_range_iter_next(pe_vm *vm, pe_value self) {
    pe_range_iter *it = (pe_range_iter *)self.u.o;
    if (it->left <= 0) return PE_NULL;
    int64_t v = it->next;
    it->left--;
    /* wraps only after the last element, which is never read */
    it->next = (int64_t)((uint64_t)it->next + (uint64_t)it->step);
    return pe_int(v);
}

static pe_value pe_range_iter_self(pe_vm *vm, pe_value self) { return pe_incref(self); }

static void pe_range_iter_dealloc(pe_vm *vm, pe_obj *o) { pe_obj_free(vm, o, sizeof(pe_range_iter)); }

static pe_value pe_range_iter_m_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                            pe_obj *kw) {
    return pe_int(((pe_range_iter *)args[0].u.o)->left);
}

static const pe_method_def pe_range_iter_methods[] = {
    {"__length_hint__", pe_range_iter_m_length_hint, 0},
    {NULL, NULL, 0},
};

/* ---- methods ------------------------------------------------------------------------- */

static pe_value pe_range_m_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "range.index", nargs - 1, kw) < 0) return PE_NULL;
    pe_range *r = (pe_range *)args[0].u.o;
    if (pe_int_check(vm, args[1])) {
        int64_t i = pe_range_find_int(r, args[1]);
        if (i >= 0) return pe_int(i);
    } else {
        for (int64_t i = 0; i < r->len; i++) {
            if (PE_TICK(vm, 1) < 0) return PE_NULL;
            int eq = pe_op_eq(vm, pe_int(pe_range_at(r, i)), args[1]);
            if (eq < 0) return PE_NULL;
            if (eq) return pe_int(i);
        }
    }
    return pe_err_format(vm, PE_EXC_ValueError, "%R is not in range", args[1]);
}

static pe_value pe_range_m_count(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "range.count", nargs - 1, kw) < 0) return PE_NULL;
    pe_range *r = (pe_range *)args[0].u.o;
    if (pe_int_check(vm, args[1])) return pe_int(pe_range_find_int(r, args[1]) >= 0);
    int64_t n = 0;
    for (int64_t i = 0; i < r->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        int eq = pe_op_eq(vm, pe_int(pe_range_at(r, i)), args[1]);
        if (eq < 0) return PE_NULL;
        n += eq;
    }
    return pe_int(n);
}

static pe_value pe_range_m_reversed(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "range.__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    pe_range *r = (pe_range *)args[0].u.o;
    if (r->len == 0) return pe_range_iter_make(vm, 0, 1, 0);
    return pe_range_iter_make(vm, pe_range_at(r, r->len - 1), -r->step, r->len);
}

const pe_method_def pe_range_methods[] = {
    {"index", pe_range_m_index, 0},
    {"count", pe_range_m_count, 0},
    {"__reversed__", pe_range_m_reversed, 0},
    {NULL, NULL, 0},
};

int pe_range_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_RANGE];
    t->basicsize = sizeof(pe_range);
    t->dealloc = pe_range_dealloc;
    t->repr = pe_range_repr;
    t->hash = pe_range_hash;
    t->richcmp = pe_range_richcmp;
    t->truth = pe_range_truth;
    t->len = pe_range_len;
    t->getitem = pe_range_getitem;
    t->contains = pe_range_contains;
    t->iter = pe_range_iter_new;
    t->getattr = pe_range_getattr;
    t->new_ = pe_range_new_slot;
    pe_type *it = vm->types[PE_TYPE_RANGE_ITER];
    it->basicsize = sizeof(pe_range_iter);
    it->dealloc = pe_range_iter_dealloc;
    it->iter = pe_range_iter_self;
    it->iternext = pe_range_iter_next;
    if (!it->getattr) it->getattr = pe_object_generic_getattr;
    if (pe_type_add_methods(vm, it, pe_range_iter_methods) < 0) return -1;
    return pe_type_add_methods(vm, t, pe_range_methods);
}
