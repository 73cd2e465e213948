/*
 * tuple.c - the tuple type and its iterator.
 */
#include "tuple.h"
#include "iter.h"

#include <stddef.h>
#include <string.h>

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "int.h"
#include "list.h"
#include "slice.h"
#include "str.h"
#include "type.h"

int pe_tuple_check(pe_vm *vm, pe_value v) {
    if (v.tag != PE_T_OBJ) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_TUPLE] || (t->tflags & PE_TPF_TUPLE_SUBCLASS);
}

static size_t pe_tuple_bytes(size_t n) {
    return sizeof(pe_tuple) + n * sizeof(pe_value);
}

pe_value pe_tuple_new(pe_vm *vm, size_t n) {
    if (n == 0 && !pe_is_null(vm->empty_tuple)) return pe_incref(vm->empty_tuple);
    if (n > ((size_t)1 << 40) || pe_mem_would_exceed(&vm->mem, pe_tuple_bytes(n)))
        return pe_err_nomem(vm);
    pe_tuple *t = (pe_tuple *)pe_obj_alloc(vm, vm->types[PE_TYPE_TUPLE], pe_tuple_bytes(n));
    if (!t) return PE_NULL;
    t->len = n; /* items are zeroed: PE_NULL */
    return pe_obj_value(&t->base);
}

pe_value pe_tuple_from_array(pe_vm *vm, const pe_value *items, size_t n) {
    if (n > 64 && PE_TICK(vm, n / 16) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, n);
    if (pe_is_null(t)) return PE_NULL;
    pe_tuple *o = pe_tuple_obj(t);
    /* loop-bound: charged-before: the charge above in pe_tuple_from_array covers this
     * trip count */
    for (size_t i = 0; i < n; i++)
        o->items[i] = pe_incref(items[i]);
    return t;
}

pe_value pe_tuple_pack2(pe_vm *vm, pe_value a, pe_value b) {
    pe_value items[2] = {a, b};
    return pe_tuple_from_array(vm, items, 2);
}

pe_value pe_tuple_pack1(pe_vm *vm, pe_value a) {
    return pe_tuple_from_array(vm, &a, 1);
}

pe_value pe_tuple_from_iterable(pe_vm *vm, pe_value it) {
    if (pe_is_obj(it) && it.u.o->type == vm->types[PE_TYPE_TUPLE]) return pe_incref(it);
    if (pe_tuple_check(vm, it))
        return pe_tuple_from_array(vm, pe_tuple_obj(it)->items, pe_tuple_len(it));
    pe_value list = pe_list_from_iterable(vm, it);
    if (pe_is_null(list)) return PE_NULL;
    pe_value t = pe_list_as_tuple(vm, list);
    pe_decref(vm, list);
    return t;
}

int pe_tuple_contains_ptr(pe_value tuple, const void *p) {
    pe_tuple *t = pe_tuple_obj(tuple);
    /* loop-bound: caller-charged: membership by identity over a tuple the caller charged */
    for (size_t i = 0; i < t->len; i++)
        if (t->items[i].tag == PE_T_OBJ && (const void *)t->items[i].u.o == p) return 1;
    return 0;
}

static void pe_tuple_dealloc(pe_vm *vm, pe_obj *o) {
    pe_tuple *t = (pe_tuple *)o;
    pe_seq_release(vm, t->items, t->len);
    pe_obj_free(vm, o,
                o->type->basicsize > sizeof(pe_tuple) ? o->type->basicsize
                                                      : pe_tuple_bytes(t->len));
}

static void pe_tuple_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_tuple *t = (pe_tuple *)o;
    /* loop-bound: per-object: pe_tuple_traverse runs once per object */
    for (size_t i = 0; i < t->len; i++)
        if (t->items[i].tag == PE_T_OBJ) visit(vm, t->items[i].u.o, arg);
}

/* For the collector only: drops the items (the tuple is garbage anyway). */
static void pe_tuple_clear(pe_vm *vm, pe_obj *o) {
    pe_tuple *t = (pe_tuple *)o;
    /* loop-bound: per-object: pe_tuple_clear runs once per object */
    for (size_t i = 0; i < t->len; i++)
        pe_clear(vm, &t->items[i]);
}

/* ---- hash, compare, repr ------------------------------------------------------------- */

#define PE_XXPRIME_1   11400714785074694791ULL
#define PE_XXPRIME_2   14029467366897019727ULL
#define PE_XXPRIME_5   2870177450012600261ULL
#define PE_XXROTATE(x) (((x) << 31) | ((x) >> 33))

/* CPython 3.11's tuplehash (an xxHash variant over the item hashes). */
int pe_tuple_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_tuple *t = pe_tuple_obj(self);
    uint64_t acc = PE_XXPRIME_5;
    /* one op per item hashed; the short tuples used as dict keys keep a constant cost */
    if (t->len > 8 && PE_TICK(vm, t->len) < 0) return -1;
    if (pe_seq_enter_recursive(vm, "") < 0) return -1;
    /* loop-bound: charged-before: the charge above in pe_tuple_hash covers this trip
     * count */
    for (size_t i = 0; i < t->len; i++) {
        int64_t h;
        if (pe_op_hash(vm, t->items[i], &h) < 0) {
            pe_seq_leave_recursive(vm);
            return -1;
        }
        acc += (uint64_t)h * PE_XXPRIME_2;
        acc = PE_XXROTATE(acc);
        acc *= PE_XXPRIME_1;
    }
    pe_seq_leave_recursive(vm);
    acc += (uint64_t)t->len ^ (PE_XXPRIME_5 ^ 3527539UL);
    if (acc == (uint64_t)-1) acc = 1546275796;
    *out = (int64_t)acc;
    return 0;
}

/* Lexicographic comparison: the first unequal pair decides; otherwise the lengths. */
static pe_value pe_tuple_richcmp_impl(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_tuple_check(vm, a) || !pe_tuple_check(vm, b)) return pe_incref(vm->notimpl);
    pe_tuple *x = pe_tuple_obj(a), *y = pe_tuple_obj(b);
    if ((op == PE_CMP_EQ || op == PE_CMP_NOT_EQ) && x->len != y->len)
        return pe_bool(op == PE_CMP_NOT_EQ);
    size_t i;
    for (i = 0; i < x->len && i < y->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        int eq = pe_op_eq(vm, x->items[i], y->items[i]);
        if (eq < 0) return PE_NULL;
        if (!eq) break;
    }
    if (i >= x->len || i >= y->len) {
        size_t n = x->len, m = y->len;
        switch (op) {
        case PE_CMP_EQ: return pe_bool(n == m);
        case PE_CMP_NOT_EQ: return pe_bool(n != m);
        case PE_CMP_LT: return pe_bool(n < m);
        case PE_CMP_LT_E: return pe_bool(n <= m);
        case PE_CMP_GT: return pe_bool(n > m);
        case PE_CMP_GT_E: return pe_bool(n >= m);
        default: return pe_incref(vm->notimpl);
        }
    }
    if (op == PE_CMP_EQ) return PE_FALSE;
    if (op == PE_CMP_NOT_EQ) return PE_TRUE;
    return pe_op_compare(vm, op, x->items[i], y->items[i]);
}

static pe_value pe_tuple_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_tuple_check(vm, a) || !pe_tuple_check(vm, b)) return pe_incref(vm->notimpl);
    if (pe_seq_enter_recursive(vm, " in comparison") < 0) return PE_NULL;
    pe_value r = pe_tuple_richcmp_impl(vm, a, b, op);
    pe_seq_leave_recursive(vm);
    return r;
}

static pe_value pe_tuple_repr(pe_vm *vm, pe_value self) {
    pe_tuple *t = pe_tuple_obj(self);
    if (t->len == 0) return pe_str_value(vm, "()", 2);
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_str_value(vm, "(...)", 5);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_add(&b, "(", 1) < 0) goto fail;
    for (size_t i = 0; i < t->len; i++) {
        if (i && pe_strbuf_add(&b, ", ", 2) < 0) goto fail;
        if (pe_strbuf_add_repr(&b, t->items[i]) < 0) goto fail;
    }
    if (pe_strbuf_addc(&b, t->len == 1 ? ",)" : ")") < 0) goto fail;
    pe_op_repr_leave(vm, self.u.o);
    return pe_strbuf_finish(&b);
fail:
    pe_op_repr_leave(vm, self.u.o);
    pe_strbuf_free(&b);
    return PE_NULL;
}

/* ---- sequence operations ------------------------------------------------------------- */

static int64_t pe_tuple_len_slot(pe_vm *vm, pe_value self) {
    return (int64_t)pe_tuple_len(self);
}
static int pe_tuple_truth(pe_vm *vm, pe_value self) {
    return pe_tuple_len(self) != 0;
}

static pe_value pe_tuple_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_tuple *t = pe_tuple_obj(self);
    if (pe_int_check(vm, key)) {
        int64_t i;
        if (pe_seq_index(vm, key, (int64_t)t->len, "tuple", &i) < 0) return PE_NULL;
        return pe_incref(t->items[i]);
    }
    if (pe_slice_check(vm, key)) {
        int64_t start, stop, step;
        int64_t n = pe_slice_indices(vm, key, (int64_t)t->len, &start, &stop, &step);
        if (n < 0) return PE_NULL;
        if (step == 1 && n == (int64_t)t->len && self.u.o->type == vm->types[PE_TYPE_TUPLE])
            return pe_incref(self);
        if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
        pe_value r = pe_tuple_new(vm, (size_t)n);
        if (pe_is_null(r)) return PE_NULL;
        pe_tuple *o = pe_tuple_obj(r);
        /* loop-bound: charged-before: the charge above in pe_tuple_getitem covers this
         * trip count */
        for (int64_t k = 0, i = start; k < n; k++, i += step)
            o->items[k] = pe_incref(t->items[i]);
        return r;
    }
    if (pe_type_of(vm, key)->index) {
        int64_t i;
        if (pe_seq_index(vm, key, (int64_t)t->len, "tuple", &i) < 0) return PE_NULL;
        return pe_incref(t->items[i]);
    }
    return pe_err_format(vm, PE_EXC_TypeError,
                         "tuple indices must be integers or slices, not %s",
                         pe_op_typename(vm, key));
}

static int pe_tuple_contains(pe_vm *vm, pe_value self, pe_value item) {
    pe_tuple *t = pe_tuple_obj(self);
    for (size_t i = 0; i < t->len; i++) {
        if (PE_TICK(vm, 1) < 0) return -1;
        int eq = pe_op_eq(vm, t->items[i], item);
        if (eq != 0) return eq;
    }
    return 0;
}

static pe_value pe_tuple_add(pe_vm *vm, pe_value a, pe_value b) {
    if (!pe_tuple_check(vm, a) || !pe_tuple_check(vm, b)) return pe_incref(vm->notimpl);
    pe_tuple *x = pe_tuple_obj(a), *y = pe_tuple_obj(b);
    if (y->len == 0 && a.u.o->type == vm->types[PE_TYPE_TUPLE]) return pe_incref(a);
    if (x->len == 0 && b.u.o->type == vm->types[PE_TYPE_TUPLE]) return pe_incref(b);
    if (PE_TICK(vm, (x->len + y->len) / 16) < 0) return PE_NULL;
    pe_value r = pe_tuple_new(vm, x->len + y->len);
    if (pe_is_null(r)) return PE_NULL;
    pe_tuple *o = pe_tuple_obj(r);
    /* loop-bound: charged-before: the charge above in pe_tuple_add covers this trip
     * count */
    for (size_t i = 0; i < x->len; i++)
        o->items[i] = pe_incref(x->items[i]);
    /* loop-bound: charged-before: the charge above in pe_tuple_add covers this trip
     * count */
    for (size_t i = 0; i < y->len; i++)
        o->items[x->len + i] = pe_incref(y->items[i]);
    return r;
}

static pe_value pe_tuple_repeat(pe_vm *vm, pe_value t, pe_value count) {
    int64_t n;
    if (pe_int_as_i64(count.tag == PE_T_BOOL ? pe_int(count.u.i) : count, &n))
        return pe_err_set(vm, PE_EXC_OverflowError,
                          "cannot fit 'int' into an index-sized integer");
    pe_tuple *o = pe_tuple_obj(t);
    if (n <= 0 || o->len == 0) return pe_tuple_new(vm, 0);
    if (n == 1 && t.u.o->type == vm->types[PE_TYPE_TUPLE]) return pe_incref(t);
    size_t total;
    if (pe_size_mul(o->len, (size_t)n, &total) || total > ((size_t)1 << 40) ||
        pe_mem_would_exceed(&vm->mem, (uint64_t)total * sizeof(pe_value)))
        return pe_err_too_big(vm);
    if (PE_TICK(vm, total / 16) < 0) return PE_NULL;
    pe_value r = pe_tuple_new(vm, total);
    if (pe_is_null(r)) return PE_NULL;
    pe_tuple *x = pe_tuple_obj(r);
    /* loop-bound: charged-before: the charge above in pe_tuple_repeat covers this trip
     * count */
    for (size_t k = 0; k < total; k++)
        x->items[k] = pe_incref(o->items[k % o->len]);
    return r;
}

static pe_value pe_tuple_mul(pe_vm *vm, pe_value a, pe_value b) {
    if (pe_tuple_check(vm, a) && pe_int_check(vm, b)) return pe_tuple_repeat(vm, a, b);
    if (pe_tuple_check(vm, b) && pe_int_check(vm, a)) return pe_tuple_repeat(vm, b, a);
    return pe_incref(vm->notimpl);
}

static pe_value pe_tuple_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                  size_t nargs, pe_obj *kwnames) {
    (void)type;
    if (pe_args_nokw(vm, "tuple", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "tuple", nargs, kwnames, 0, 1) < 0) return PE_NULL;
    if (nargs == 0) return pe_tuple_new(vm, 0);
    return pe_tuple_from_iterable(vm, args[0]);
}

/* ---- iterator ------------------------------------------------------------------------ */

typedef struct pe_tuple_iter {
    pe_obj base;
    pe_value seq; /* owned; PE_NULL when exhausted */
    size_t i;
} pe_tuple_iter;
_Static_assert(offsetof(pe_tuple_iter, seq) == offsetof(pe_ref_iter, ref),
               "pe_tuple_iter must start like pe_ref_iter (builtins/iter.h)");

static pe_value pe_tuple_iter_new(pe_vm *vm, pe_value self) {
    pe_tuple_iter *it =
        (pe_tuple_iter *)pe_obj_alloc(vm, vm->types[PE_TYPE_TUPLE_ITER], sizeof *it);
    if (!it) return PE_NULL;
    it->seq = pe_incref(self);
    return pe_obj_value(&it->base);
}

static pe_value pe_tuple_iter_next(pe_vm *vm, pe_value self) {
    pe_tuple_iter *it = (pe_tuple_iter *)self.u.o;
    if (pe_is_null(it->seq)) return PE_NULL;
    pe_tuple *t = pe_tuple_obj(it->seq);
    if (it->i >= t->len) {
        pe_clear(vm, &it->seq);
        return PE_NULL;
    }
    return pe_incref(t->items[it->i++]);
}

/* ---- methods ------------------------------------------------------------------------- */

static pe_value pe_tuple_m_index(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_range(vm, "index", nargs - 1, kw, 1, 3) < 0) return PE_NULL;
    pe_tuple *t = pe_tuple_obj(args[0]);
    int64_t len = (int64_t)t->len, start = 0, stop = len;
    if (nargs > 2 && pe_op_index_clamped(vm, args[2], &start) < 0) return PE_NULL;
    if (nargs > 3 && pe_op_index_clamped(vm, args[3], &stop) < 0) return PE_NULL;
    if (start < 0 && (start += len) < 0) start = 0;
    if (stop < 0 && (stop += len) < 0) stop = 0;
    for (int64_t i = start; i < stop && i < len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        int eq = pe_op_eq(vm, t->items[i], args[1]);
        if (eq < 0) return PE_NULL;
        if (eq) return pe_int(i);
    }
    return pe_err_set(vm, PE_EXC_ValueError, "tuple.index(x): x not in tuple");
}

static pe_value pe_tuple_m_count(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "tuple.count", nargs - 1, kw) < 0) return PE_NULL;
    pe_tuple *t = pe_tuple_obj(args[0]);
    int64_t n = 0;
    for (size_t i = 0; i < t->len; i++) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        int eq = pe_op_eq(vm, t->items[i], args[1]);
        if (eq < 0) return PE_NULL;
        n += eq;
    }
    return pe_int(n);
}

static pe_value pe_tuple_m_getnewargs(pe_vm *vm, const pe_value *args, size_t nargs,
                                      pe_obj *kw) {
    if (pe_args_noargs(vm, "tuple.__getnewargs__", nargs - 1, kw) < 0) return PE_NULL;
    pe_value copy =
        pe_tuple_from_array(vm, pe_tuple_obj(args[0])->items, pe_tuple_len(args[0]));
    if (pe_is_null(copy)) return PE_NULL;
    pe_value r = pe_tuple_pack1(vm, copy);
    pe_decref(vm, copy);
    return r;
}

const pe_method_def pe_tuple_methods[] = {
    {"index", pe_tuple_m_index, 0},
    {"count", pe_tuple_m_count, 0},
    {"__getnewargs__", pe_tuple_m_getnewargs, 0},
    {NULL, NULL, 0},
};

int pe_tuple_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_TUPLE];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE | PE_TPF_TUPLE_SUBCLASS;
    t->dealloc = pe_tuple_dealloc;
    t->traverse = pe_tuple_traverse;
    t->clear = pe_tuple_clear;
    t->repr = pe_tuple_repr;
    t->hash = pe_tuple_hash;
    t->richcmp = pe_tuple_richcmp;
    t->truth = pe_tuple_truth;
    t->len = pe_tuple_len_slot;
    t->getitem = pe_tuple_getitem;
    t->contains = pe_tuple_contains;
    t->iter = pe_tuple_iter_new;
    t->binop[PE_OP_ADD] = pe_tuple_add;
    t->binop[PE_OP_MULT] = pe_tuple_mul;
    t->new_ = pe_tuple_new_slot;
    if (!t->getattr) t->getattr = pe_object_generic_getattr;
    pe_type *it = vm->types[PE_TYPE_TUPLE_ITER];
    it->tflags |= PE_TPF_GC;
    it->basicsize = sizeof(pe_tuple_iter);
    it->dealloc = pe_ref_iter_dealloc;
    it->traverse = pe_ref_iter_traverse;
    it->clear = pe_ref_iter_clear;
    it->iter = pe_ref_iter_self;
    it->iternext = pe_tuple_iter_next;
    if (!it->getattr) it->getattr = pe_object_generic_getattr;
    return pe_type_add_methods(vm, t, pe_tuple_methods);
}
