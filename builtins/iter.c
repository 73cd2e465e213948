/*
 * iter.c - enumerate, zip, map, filter and reversed: lazy iterators over other
 * iterators, with CPython's argument handling and messages.
 *
 * One struct serves all five: `its` holds the underlying iterators (zip/map: several),
 * `fn` the function (map/filter), `count` the enumerate index (PE_T_INT or a bigint
 * past int64) or the reversed position.
 */
#include "iter.h"

#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "int.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

typedef struct pe_iterobj {
    pe_obj base;
    pe_value fn;    /* map/filter function, reversed: the sequence */
    pe_value count; /* enumerate: next index */
    int64_t pos;    /* reversed: next index (counts down) */
    int strict;     /* zip(strict=True) */
    size_t n;       /* number of iterators */
    pe_value its[]; /* the iterators */
} pe_iterobj;

static pe_value iter_new(pe_vm *vm, pe_type_kind k, size_t n) {
    pe_iterobj *o = (pe_iterobj *)pe_obj_alloc(vm, vm->types[k],
                                               sizeof(pe_iterobj) + n * sizeof(pe_value));
    if (!o) return PE_NULL;
    o->n = n;
    o->fn = o->count = PE_NULL;
    /* loop-bound: caller-charged: zip/map charge their argument count */
    for (size_t i = 0; i < n; i++)
        o->its[i] = PE_NULL;
    return pe_obj_value(&o->base);
}

static void iter_clear(pe_vm *vm, pe_obj *self) {
    pe_iterobj *o = (pe_iterobj *)self;
    pe_clear(vm, &o->fn);
    pe_clear(vm, &o->count);
    /* loop-bound: per-object: iter_clear runs once per object */
    for (size_t i = 0; i < o->n; i++)
        pe_clear(vm, &o->its[i]);
}

static void iter_dealloc(pe_vm *vm, pe_obj *self) {
    iter_clear(vm, self);
    pe_obj_free(vm, self, sizeof(pe_iterobj) + ((pe_iterobj *)self)->n * sizeof(pe_value));
}

static void iter_traverse(pe_vm *vm, pe_obj *self, pe_visit_fn visit, void *arg) {
    pe_iterobj *o = (pe_iterobj *)self;
    if (pe_is_obj(o->fn)) visit(vm, o->fn.u.o, arg);
    if (pe_is_obj(o->count)) visit(vm, o->count.u.o, arg);
    /* loop-bound: per-object: iter_traverse runs once per object */
    for (size_t i = 0; i < o->n; i++)
        if (pe_is_obj(o->its[i])) visit(vm, o->its[i].u.o, arg);
}

static pe_value iter_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

/* ---- enumerate ----------------------------------------------------------------------- */

static pe_value enumerate_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    static const char *const params[] = {"iterable", "start", NULL};
    static const pe_argspec spec = {"enumerate", params, 1, 0, 2};
    pe_value a[2] = {PE_NULL, PE_NULL};
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) {
        /* enumerate's own wording has no "(pos 1)" */
        if (pe_is_null(a[0]) && nargs == 0 && pe_err_matches(vm, PE_EXC_TypeError)) {
            pe_err_clear(vm);
            pe_err_set(vm, PE_EXC_TypeError,
                       "enumerate() missing required argument 'iterable'");
        }
        return PE_NULL;
    }
    pe_value start = pe_int(0);
    if (!pe_is_null(a[1])) {
        if (!pe_int_check(vm, a[1]))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "'%s' object cannot be interpreted as an integer",
                                 pe_op_typename(vm, a[1]));
        start = a[1].tag == PE_T_BOOL ? pe_int(a[1].u.i) : a[1];
    }
    pe_value it = pe_op_iter(vm, a[0]);
    if (pe_is_null(it)) return it;
    pe_value r = iter_new(vm, PE_TYPE_ENUMERATE, 1);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        return r;
    }
    pe_iterobj *o = (pe_iterobj *)r.u.o;
    o->its[0] = it;
    o->count = pe_incref(start);
    return r;
}

static pe_value enumerate_next(pe_vm *vm, pe_value self) {
    pe_iterobj *o = (pe_iterobj *)self.u.o;
    pe_value x = pe_op_next(vm, o->its[0]);
    if (pe_is_null(x)) return x;
    pe_value idx = o->count;
    pe_value next = pe_op_binary(vm, PE_OP_ADD, idx, pe_int(1));
    if (pe_is_null(next)) {
        pe_decref(vm, x);
        return next;
    }
    o->count = next;
    pe_value t = pe_tuple_pack2(vm, idx, x);
    pe_decref(vm, idx);
    pe_decref(vm, x);
    return t;
}

/* ---- zip ----------------------------------------------------------------------------- */

static pe_value zip_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                        pe_obj *kwnames) {
    int strict = 0;
    size_t nkw = pe_args_nkw(kwnames);
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    for (size_t k = 0; k < nkw; k++) {
        pe_str *kn = pe_args_kwname(kwnames, k);
        if (kn->size != 6 || memcmp(kn->data, "strict", 6))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "zip() got an unexpected keyword argument '%s'", kn->data);
        strict = pe_op_truth(vm, args[nargs + k]);
        if (strict < 0) return PE_NULL;
    }
    /* one iterator per argument, and each step advances all of them: zip(*huge_list)
     * charges per argument here and in zip_next (the usual few are free) */
    if (nargs > 8 && PE_TICK(vm, nargs) < 0) return PE_NULL;
    pe_value r = iter_new(vm, PE_TYPE_ZIP, nargs);
    if (pe_is_null(r)) return r;
    pe_iterobj *o = (pe_iterobj *)r.u.o;
    o->strict = strict;
    /* loop-bound: charged-before: the charge above in zip_new covers this trip count */
    for (size_t i = 0; i < nargs; i++) {
        o->its[i] = pe_op_iter(vm, args[i]);
        if (pe_is_null(o->its[i])) {
            pe_decref(vm, r);
            return PE_NULL;
        }
    }
    return r;
}

static pe_value zip_next(pe_vm *vm, pe_value self) {
    pe_iterobj *o = (pe_iterobj *)self.u.o;
    if (o->n == 0) return PE_NULL;
    if (o->n > 8 && PE_TICK(vm, o->n) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, o->n);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: the charge above in zip_next covers this trip count */
    for (size_t i = 0; i < o->n; i++)
        pe_tuple_set_item(t, i, PE_NONE);
    /* loop-bound: charged-before: the charge above in zip_next covers this trip count */
    for (size_t i = 0; i < o->n; i++) {
        pe_value x = pe_op_next(vm, o->its[i]);
        if (pe_is_null(x)) {
            pe_decref(vm, t);
            if (pe_err_occurred(vm) || !o->strict) return PE_NULL;
            if (i > 0)
                return pe_err_format(vm, PE_EXC_ValueError,
                                     "zip() argument %zu is shorter than argument%s%zu",
                                     i + 1, i == 1 ? " " : "s 1-", i);
            /* the first ran out: every other must be exhausted too */
            /* loop-bound: charged-before: the charge above in zip_next covers this trip
             * count */
            for (size_t j = 1; j < o->n; j++) {
                pe_value y = pe_op_next(vm, o->its[j]);
                if (!pe_is_null(y)) {
                    pe_decref(vm, y);
                    return pe_err_format(vm, PE_EXC_ValueError,
                                         "zip() argument %zu is longer than argument%s%zu",
                                         j + 1, j == 1 ? " " : "s 1-", j);
                }
                if (pe_err_occurred(vm)) return PE_NULL;
            }
            return PE_NULL;
        }
        pe_tuple_set_item(t, i, x);
    }
    return t;
}

/* ---- map, filter --------------------------------------------------------------------- */

static pe_value map_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                        pe_obj *kwnames) {
    if (pe_args_nokw(vm, "map", kwnames) < 0) return PE_NULL;
    if (nargs < 2)
        return pe_err_set(vm, PE_EXC_TypeError, "map() must have at least two arguments.");
    if (nargs > 9 && PE_TICK(vm, nargs - 1) < 0) return PE_NULL; /* as zip */
    pe_value r = iter_new(vm, PE_TYPE_MAP, nargs - 1);
    if (pe_is_null(r)) return r;
    pe_iterobj *o = (pe_iterobj *)r.u.o;
    o->fn = pe_incref(args[0]);
    /* loop-bound: charged-before: the charge above in map_new covers this trip count */
    for (size_t i = 1; i < nargs; i++) {
        o->its[i - 1] = pe_op_iter(vm, args[i]);
        if (pe_is_null(o->its[i - 1])) {
            pe_decref(vm, r);
            return PE_NULL;
        }
    }
    return r;
}

static pe_value map_next(pe_vm *vm, pe_value self) {
    pe_iterobj *o = (pe_iterobj *)self.u.o;
    pe_value buf[8], *v = buf;
    if (o->n > 8 && PE_TICK(vm, o->n) < 0) return PE_NULL;
    if (o->n > 8) {
        v = pe_mem_alloc(&vm->mem, o->n * sizeof *v);
        if (!v) return pe_err_nomem(vm);
    }
    size_t got = 0;
    pe_value r = PE_NULL;
    /* loop-bound: charged-before: the charge above in map_next covers this trip count */
    for (; got < o->n; got++) {
        v[got] = pe_op_next(vm, o->its[got]);
        if (pe_is_null(v[got])) goto out;
    }
    r = pe_op_call(vm, o->fn, v, o->n, NULL);
out:
    /* loop-bound: charged-before: the charge above in map_next covers this trip count */
    for (size_t i = 0; i < got; i++)
        pe_decref(vm, v[i]);
    if (v != buf) pe_mem_free(&vm->mem, v, o->n * sizeof *v);
    return r;
}

static pe_value filter_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                           pe_obj *kwnames) {
    if (pe_args_range(vm, "filter", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) return it;
    pe_value r = iter_new(vm, PE_TYPE_FILTER, 1);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        return r;
    }
    pe_iterobj *o = (pe_iterobj *)r.u.o;
    o->its[0] = it;
    o->fn = pe_incref(args[0]);
    return r;
}

static pe_value filter_next(pe_vm *vm, pe_value self) {
    pe_iterobj *o = (pe_iterobj *)self.u.o;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = pe_op_next(vm, o->its[0]);
        if (pe_is_null(x)) return x;
        int t;
        if (pe_is_none(o->fn)) {
            t = pe_op_truth(vm, x);
        } else {
            pe_value r = pe_op_call(vm, o->fn, &x, 1, NULL);
            if (pe_is_null(r)) {
                pe_decref(vm, x);
                return r;
            }
            t = pe_op_truth(vm, r);
            pe_decref(vm, r);
        }
        if (t < 0) {
            pe_decref(vm, x);
            return PE_NULL;
        }
        if (t) return x;
        pe_decref(vm, x);
    }
}

/* ---- reversed ------------------------------------------------------------------------ */

static pe_value reversed_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (pe_args_range(vm, "reversed", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    pe_value seq = args[0];
    pe_type *t = pe_type_of(vm, seq);
    pe_str *rname = pe_intern(vm, "__reversed__", 12);
    if (!rname) return pe_err_nomem(vm);
    pe_value rm = pe_type_lookup(vm, t, rname);
    if (pe_is_none(rm)) /* __reversed__ = None opts out, as __iter__ = None does */
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not reversible",
                             t->name);
    if (!pe_is_null(rm)) return pe_op_call_special(vm, seq, "__reversed__", NULL, 0);
    if (!t->len || !t->getitem || t == vm->types[PE_TYPE_DICT])
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not reversible",
                             t->name);
    int64_t n = pe_op_len(vm, seq);
    if (n < 0) return PE_NULL;
    pe_value r = iter_new(vm, PE_TYPE_REVERSED, 0);
    if (pe_is_null(r)) return r;
    pe_iterobj *o = (pe_iterobj *)r.u.o;
    o->fn = pe_incref(seq);
    o->pos = n - 1;
    return r;
}

static pe_value reversed_next(pe_vm *vm, pe_value self) {
    pe_iterobj *o = (pe_iterobj *)self.u.o;
    if (o->pos < 0 || pe_is_null(o->fn)) return PE_NULL;
    pe_value x = pe_op_getitem(vm, o->fn, pe_int(o->pos));
    if (pe_is_null(x)) {
        if (pe_err_matches(vm, PE_EXC_IndexError) ||
            pe_err_matches(vm, PE_EXC_StopIteration)) {
            pe_err_clear(vm);
            o->pos = -1;
            pe_clear(vm, &o->fn);
        }
        return PE_NULL;
    }
    o->pos--;
    return x;
}

/* ---- iter(callable, sentinel) -------------------------------------------------------- */

pe_value pe_iter_callable(pe_vm *vm, pe_value callable, pe_value sentinel) {
    if (!pe_type_of(vm, callable)->call)
        return pe_err_set(vm, PE_EXC_TypeError, "iter(v, w): v must be callable");
    pe_value r = iter_new(vm, PE_TYPE_CALLABLE_ITER, 1);
    if (pe_is_null(r)) return r;
    pe_iterobj *o = (pe_iterobj *)r.u.o;
    o->fn = pe_incref(callable);
    o->its[0] = pe_incref(sentinel);
    return r;
}

static pe_value callable_iter_next(pe_vm *vm, pe_value self) {
    pe_iterobj *o = (pe_iterobj *)self.u.o;
    if (pe_is_null(o->fn)) return PE_NULL;
    pe_value x = pe_op_call(vm, o->fn, NULL, 0, NULL);
    if (pe_is_null(x)) {
        if (pe_err_matches(vm, PE_EXC_StopIteration)) {
            pe_err_clear(vm);
            pe_clear(vm, &o->fn);
        }
        return x;
    }
    int eq = pe_op_eq(vm, x, o->its[0]);
    if (eq != 0) {
        pe_decref(vm, x);
        if (eq > 0) pe_clear(vm, &o->fn);
        return PE_NULL;
    }
    return x;
}

/* ---- setup --------------------------------------------------------------------------- */

int pe_iter_init(pe_vm *vm) {
    static const struct {
        pe_type_kind k;
        pe_value (*new_)(pe_vm *, pe_type *, const pe_value *, size_t, pe_obj *);
        pe_value (*next)(pe_vm *, pe_value);
    } tab[] = {
        {PE_TYPE_ENUMERATE, enumerate_new, enumerate_next},
        {PE_TYPE_ZIP, zip_new, zip_next},
        {PE_TYPE_MAP, map_new, map_next},
        {PE_TYPE_FILTER, filter_new, filter_next},
        {PE_TYPE_REVERSED, reversed_new, reversed_next},
        {PE_TYPE_CALLABLE_ITER, NULL, callable_iter_next},
    };
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        pe_type *t = vm->types[tab[i].k];
        t->tflags |= PE_TPF_GC;
        t->dealloc = iter_dealloc;
        t->traverse = iter_traverse;
        t->clear = iter_clear;
        t->iter = iter_self;
        t->iternext = tab[i].next;
        t->new_ = tab[i].new_;
    }
    return 0;
}

/* ---- shared slots of single-reference iterators ------------------------------------ */

pe_value pe_ref_iter_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

void pe_ref_iter_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_ref_iter *)o)->ref);
    pe_obj_free(vm, o, o->type->basicsize);
}

void pe_ref_iter_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_ref_iter *it = (pe_ref_iter *)o;
    if (pe_is_obj(it->ref)) visit(vm, it->ref.u.o, arg);
}

void pe_ref_iter_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_ref_iter *)o)->ref);
}
