/*
 * itertools_comb.c - itertools' combinatoric iterators in C: product, permutations,
 * combinations, combinations_with_replacement, with the index state machines and
 * argument checks of CPython's Modules/itertoolsmodule.c (r is converted before the
 * pool is read, as Argument Clinic does for combinations; permutations reads the pool
 * first and wants an exact int r).
 *
 * Limits: the pools are materialised as tuples (as CPython does), charged and under the
 * memory limit; the index arrays (r or n entries) are charged one op per 16 entries
 * before they are allocated; each step charges one op plus one per 16 items of the
 * result it builds, so walking product(range(10**6), repeat=10**4) is charged for every
 * result it makes.
 */
#include <string.h>

#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "itertools.h"

/* pools: product - a tuple of npools tuples (r == npools); otherwise the one pool
 * tuple of n items. indices: r entries (n for permutations), cycles: r entries
 * (permutations only); both from pe_mem, sized by cap_* for the free. first: no result
 * made yet; stopped: exhausted. */
typedef struct comb_obj {
    pe_obj base;
    pe_value pools;
    size_t r, n;
    size_t *indices, *cycles;
    size_t cap_indices, cap_cycles;
    int first, stopped;
} comb_obj;

#define CO(v) ((comb_obj *)(v).u.o)

static void comb_clear(pe_vm *vm, pe_obj *self) {
    pe_clear(vm, &((comb_obj *)self)->pools);
}

static void comb_dealloc(pe_vm *vm, pe_obj *self) {
    comb_obj *o = (comb_obj *)self;
    comb_clear(vm, self);
    if (o->indices) pe_mem_free(&vm->mem, o->indices, o->cap_indices * sizeof(size_t));
    if (o->cycles) pe_mem_free(&vm->mem, o->cycles, o->cap_cycles * sizeof(size_t));
    pe_obj_free(vm, self, sizeof(comb_obj));
}

static void comb_traverse(pe_vm *vm, pe_obj *self, pe_visit_fn visit, void *arg) {
    comb_obj *o = (comb_obj *)self;
    if (pe_is_obj(o->pools)) visit(vm, o->pools.u.o, arg);
}

static pe_value comb_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

/* A new object of `type` owning `pools` (stolen), with index arrays of ni and nc
 * entries, charged one op per 16 before they are allocated. New reference, or PE_NULL
 * (pools released). */
static pe_value comb_new(pe_vm *vm, pe_type *type, pe_value pools, size_t ni, size_t nc) {
    comb_obj *o = NULL;
    if (PE_TICK(vm, (ni + nc) / 16) < 0) goto fail;
    o = (comb_obj *)pe_obj_alloc(vm, type, sizeof(comb_obj));
    if (!o) goto fail;
    o->pools = pools;
    o->first = 1;
    if (ni) {
        o->indices = pe_mem_alloc(&vm->mem, ni * sizeof(size_t));
        if (!o->indices) goto fail_obj;
        o->cap_indices = ni;
    }
    if (nc) {
        o->cycles = pe_mem_alloc(&vm->mem, nc * sizeof(size_t));
        if (!o->cycles) goto fail_obj;
        o->cap_cycles = nc;
    }
    return pe_obj_value(&o->base);
fail_obj:
    pe_decref(vm, pe_obj_value(&o->base));
    pe_err_nomem(vm);
    return PE_NULL;
fail:
    pe_decref(vm, pools);
    return PE_NULL;
}

/* The result tuple pool[indices[0]], ..., pool[indices[r-1]] (one pool), charged one
 * op plus one per 16 items. New reference or PE_NULL. */
static pe_value comb_result(pe_vm *vm, comb_obj *o) {
    if (PE_TICK(vm, 1 + o->r / 16) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, o->r);
    if (pe_is_null(t)) return t;
    pe_tuple *pool = pe_tuple_obj(o->pools);
    /* loop-bound: charged-before: comb_result charges r / 16 above */
    for (size_t i = 0; i < o->r; i++)
        pe_tuple_set_item(t, i, pe_incref(pool->items[o->indices[i]]));
    return t;
}

/* An r given as an index (combinations' Py_ssize_t r): 0 or -1. */
static int r_index(pe_vm *vm, pe_value v, int64_t *out) {
    return pe_op_index_i64(vm, v, out);
}

static pe_value r_negative(pe_vm *vm) {
    return pe_err_set(vm, PE_EXC_ValueError, "r must be non-negative");
}

/* ---- product --------------------------------------------------------------------- */

static pe_value product_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    int64_t repeat = 1;
    size_t nkw = pe_args_nkw(kwnames);
    if (nkw > 1)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "product() takes at most 1 keyword argument (%zu given)", nkw);
    /* loop-bound: caller-charged: the keyword arguments of one call */
    for (size_t k = 0; k < nkw; k++) {
        pe_str *kn = pe_args_kwname(kwnames, k);
        if (kn->size != 6 || memcmp(kn->data, "repeat", 6))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "'%s' is an invalid keyword argument for product()",
                                 kn->data);
        if (pe_op_index_i64(vm, args[nargs + k], &repeat) < 0) return PE_NULL;
        if (repeat < 0)
            return pe_err_set(vm, PE_EXC_ValueError, "repeat argument cannot be negative");
    }
    if (repeat && nargs > (size_t)(INT64_MAX / 8) / (uint64_t)repeat)
        return pe_err_set(vm, PE_EXC_OverflowError, "repeat argument too large");
    size_t npools = nargs * (size_t)repeat;
    /* the pools tuple holds npools references: refuse what the memory limit never
     * grants before charging or allocating it */
    if (npools / 16 && PE_TICK(vm, npools / 16) < 0) return PE_NULL;
    pe_value pools = pe_tuple_new(vm, npools);
    if (pe_is_null(pools)) return pools;
    /* loop-bound: caller-charged: the arguments of one call, each materialised (and
     * charged) by pe_tuple_from_iterable */
    for (size_t i = 0; i < nargs; i++) {
        pe_value p = pe_tuple_from_iterable(vm, args[i]);
        if (pe_is_null(p)) {
            /* the rest are still NULL: fill them so the tuple can be released */
            /* loop-bound: charged-before: npools was charged above */
            for (size_t j = i; j < npools; j++)
                pe_tuple_set_item(pools, j, PE_NONE);
            pe_decref(vm, pools);
            return PE_NULL;
        }
        /* loop-bound: charged-before: npools was charged above */
        for (int64_t k = 0; k < repeat; k++)
            pe_tuple_set_item(pools, (size_t)k * nargs + i, pe_incref(p));
        pe_decref(vm, p);
    }
    pe_value r = comb_new(vm, type, pools, npools, 0);
    if (pe_is_null(r)) return r;
    CO(r)->r = npools;
    return r;
}

static pe_value product_next(pe_vm *vm, pe_value self) {
    comb_obj *o = CO(self);
    if (o->stopped) return PE_NULL;
    pe_tuple *pools = pe_tuple_obj(o->pools);
    size_t np = o->r;
    if (o->first) {
        o->first = 0;
        /* loop-bound: per-object: the first step only; product_new charged the pools */
        for (size_t i = 0; i < np; i++) {
            if (pe_tuple_len(pools->items[i]) == 0) {
                o->stopped = 1;
                return PE_NULL;
            }
            o->indices[i] = 0;
        }
    } else {
        size_t i = np;
        /* the odometer: advance the rightmost index that can move, zero those after */
        /* loop-bound: charged-by: product_result below charges np / 16 per step */
        while (i > 0) {
            i--;
            if (++o->indices[i] < pe_tuple_len(pools->items[i])) break;
            o->indices[i] = 0;
            if (i == 0) {
                o->stopped = 1;
                return PE_NULL;
            }
        }
        if (np == 0) {
            o->stopped = 1;
            return PE_NULL;
        }
    }
    if (PE_TICK(vm, 1 + np / 16) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, np);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: np / 16 charged above */
    for (size_t i = 0; i < np; i++)
        pe_tuple_set_item(t, i, pe_incref(pe_tuple_item(pools->items[i], o->indices[i])));
    return t;
}

/* ---- combinations, combinations_with_replacement -------------------------------- */

/* Shared constructor: (iterable, r) with r converted first. `repl` selects
 * combinations_with_replacement. */
static pe_value comb_make(pe_vm *vm, pe_type *type, const char *name, int repl,
                          const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"iterable", "r", NULL};
    pe_argspec spec = {name, params, 2, 0, 2};
    pe_value a[2];
    int64_t r;
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (r_index(vm, a[1], &r) < 0) return PE_NULL;
    pe_value pool = pe_tuple_from_iterable(vm, a[0]);
    if (pe_is_null(pool)) return pool;
    if (r < 0) {
        pe_decref(vm, pool);
        return r_negative(vm);
    }
    size_t n = pe_tuple_len(pool);
    /* combinations with r > n yields nothing: no index array needed */
    int empty = repl ? (n == 0 && r > 0) : ((uint64_t)r > n);
    pe_value res = comb_new(vm, type, pool, empty ? 0 : (size_t)r, 0);
    if (pe_is_null(res)) return res;
    comb_obj *o = CO(res);
    o->r = (size_t)r;
    o->n = n;
    o->stopped = empty;
    return res;
}

static pe_value combinations_new(pe_vm *vm, pe_type *type, const pe_value *args,
                                 size_t nargs, pe_obj *kwnames) {
    return comb_make(vm, type, "combinations", 0, args, nargs, kwnames);
}

static pe_value combinations_next(pe_vm *vm, pe_value self) {
    comb_obj *o = CO(self);
    if (o->stopped) return PE_NULL;
    size_t r = o->r, n = o->n;
    if (o->first) {
        o->first = 0;
        /* loop-bound: per-object: the first step only; comb_new charged the array */
        for (size_t i = 0; i < r; i++)
            o->indices[i] = i;
        return comb_result(vm, o);
    }
    /* the rightmost index not at its maximum (i + n - r) */
    size_t i = r;
    /* loop-bound: charged-by: comb_result charges r / 16 per step */
    while (i > 0 && o->indices[i - 1] == i - 1 + n - r)
        i--;
    if (i == 0) {
        o->stopped = 1;
        return PE_NULL;
    }
    i--;
    o->indices[i]++;
    /* loop-bound: charged-by: comb_result charges r / 16 per step */
    for (size_t j = i + 1; j < r; j++)
        o->indices[j] = o->indices[j - 1] + 1;
    return comb_result(vm, o);
}

static pe_value cwr_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                        pe_obj *kwnames) {
    return comb_make(vm, type, "combinations_with_replacement", 1, args, nargs, kwnames);
}

static pe_value cwr_next(pe_vm *vm, pe_value self) {
    comb_obj *o = CO(self);
    if (o->stopped) return PE_NULL;
    size_t r = o->r, n = o->n;
    if (o->first) {
        o->first = 0;
        /* loop-bound: per-object: the first step only; comb_new charged the array */
        for (size_t i = 0; i < r; i++)
            o->indices[i] = 0;
        return comb_result(vm, o);
    }
    size_t i = r;
    /* loop-bound: charged-by: comb_result charges r / 16 per step */
    while (i > 0 && o->indices[i - 1] == n - 1)
        i--;
    if (i == 0) {
        o->stopped = 1;
        return PE_NULL;
    }
    i--;
    size_t index = o->indices[i] + 1;
    /* loop-bound: charged-by: comb_result charges r / 16 per step */
    for (size_t j = i; j < r; j++)
        o->indices[j] = index;
    return comb_result(vm, o);
}

/* ---- permutations ------------------------------------------------------------------ */

static pe_value permutations_new(pe_vm *vm, pe_type *type, const pe_value *args,
                                 size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"iterable", "r", NULL};
    static const pe_argspec spec = {"permutations", params, 1, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value pool = pe_tuple_from_iterable(vm, a[0]);
    if (pe_is_null(pool)) return pool;
    size_t n = pe_tuple_len(pool);
    int64_t r = (int64_t)n;
    if (!pe_is_null(a[1]) && !pe_is_none(a[1])) {
        /* PyLong_AsSsize_t: an int (bool too), nothing with just __index__ */
        if (a[1].tag != PE_T_INT && a[1].tag != PE_T_BOOL &&
            !pe_type_is_subtype(pe_type_of(vm, a[1]), vm->types[PE_TYPE_INT])) {
            pe_decref(vm, pool);
            return pe_err_set(vm, PE_EXC_TypeError, "Expected int as r");
        }
        if (pe_op_index_i64(vm, a[1], &r) < 0) {
            pe_decref(vm, pool);
            return PE_NULL;
        }
        if (r < 0) {
            pe_decref(vm, pool);
            return r_negative(vm);
        }
    }
    int empty = (uint64_t)r > n;
    pe_value res = comb_new(vm, type, pool, empty ? 0 : n, empty ? 0 : (size_t)r);
    if (pe_is_null(res)) return res;
    comb_obj *o = CO(res);
    o->r = (size_t)r;
    o->n = n;
    o->stopped = empty;
    return res;
}

static pe_value permutations_next(pe_vm *vm, pe_value self) {
    comb_obj *o = CO(self);
    if (o->stopped) return PE_NULL;
    size_t r = o->r, n = o->n;
    if (o->first) {
        o->first = 0;
        /* loop-bound: per-object: the first step only; comb_new charged the array */
        for (size_t i = 0; i < n; i++)
            o->indices[i] = i;
        /* loop-bound: per-object: the first step only; comb_new charged the array */
        for (size_t i = 0; i < r; i++)
            o->cycles[i] = n - i;
        return comb_result(vm, o);
    }
    if (n == 0) goto stop;
    /* rotating indices[i:] is up to n moves: charged with the step */
    if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
    size_t i = r;
    /* loop-bound: charged-before: n / 16 charged above for this step */
    while (i > 0) {
        i--;
        if (--o->cycles[i] == 0) {
            /* rotate indices[i:] left by one */
            size_t first = o->indices[i];
            memmove(o->indices + i, o->indices + i + 1, (n - i - 1) * sizeof(size_t));
            o->indices[n - 1] = first;
            o->cycles[i] = n - i;
        } else {
            size_t j = o->cycles[i];
            size_t tmp = o->indices[i];
            o->indices[i] = o->indices[n - j];
            o->indices[n - j] = tmp;
            return comb_result(vm, o);
        }
    }
stop:
    o->stopped = 1;
    return PE_NULL;
}

/* ---- setup --------------------------------------------------------------------------- */

int pe_mod_itertools_comb_init(pe_vm *vm) {
    static const struct {
        pe_type_kind k;
        pe_value (*new_)(pe_vm *, pe_type *, const pe_value *, size_t, pe_obj *);
        pe_value (*next)(pe_vm *, pe_value);
    } tab[] = {
        {PE_TYPE_IT_PRODUCT, product_new, product_next},
        {PE_TYPE_IT_PERMUTATIONS, permutations_new, permutations_next},
        {PE_TYPE_IT_COMBINATIONS, combinations_new, combinations_next},
        {PE_TYPE_IT_CWR, cwr_new, cwr_next},
    };
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        pe_type *t = vm->types[tab[i].k];
        t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
        t->basicsize = sizeof(comb_obj);
        t->dealloc = comb_dealloc;
        t->traverse = comb_traverse;
        t->clear = comb_clear;
        t->iter = comb_self;
        t->iternext = tab[i].next;
        t->new_ = tab[i].new_;
    }
    return 0;
}
