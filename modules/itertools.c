/*
 * itertools.c - the `itertools` module of CPython 3.11.
 *
 * The lazy single-stream iterators are C types here (count, repeat, cycle, accumulate,
 * chain, compress, dropwhile, takewhile, filterfalse, starmap, islice, pairwise,
 * zip_longest), following the state machines of CPython's Modules/itertoolsmodule.c:
 * the same argument errors in the same order, the same point at which an exhausted
 * source is dropped. The combinatoric iterators are in itertools_comb.c, groupby and
 * tee in itertools_group.c.
 *
 * Charges: every __next__ charges one op (a loop inside one call, as dropwhile's or
 * filterfalse's skipping, charges one per item it looks at), so list(count()) or
 * sum(cycle(x)) end at the operation limit. cycle's saved items are a list under the
 * memory limit; zip_longest charges per argument beyond 8 as zip does.
 *
 * One struct serves all: the roles of a..d and i..l are listed per type below.
 */
#include "itertools.h"

#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"

typedef struct it_obj {
    pe_obj base;
    pe_value a, b, c, d;
    int64_t i, j, k, l;
} it_obj;

#define IT(v) ((it_obj *)(v).u.o)

static pe_value it_new(pe_vm *vm, pe_type *type) {
    it_obj *o = (it_obj *)pe_obj_alloc(vm, type, sizeof(it_obj));
    if (!o) return PE_NULL;
    o->a = o->b = o->c = o->d = PE_NULL;
    return pe_obj_value(&o->base);
}

static void it_clear(pe_vm *vm, pe_obj *self) {
    it_obj *o = (it_obj *)self;
    pe_clear(vm, &o->a);
    pe_clear(vm, &o->b);
    pe_clear(vm, &o->c);
    pe_clear(vm, &o->d);
}

static void it_dealloc(pe_vm *vm, pe_obj *self) {
    it_clear(vm, self);
    pe_obj_free(vm, self, sizeof(it_obj));
}

static void it_traverse(pe_vm *vm, pe_obj *self, pe_visit_fn visit, void *arg) {
    it_obj *o = (it_obj *)self;
    if (pe_is_obj(o->a)) visit(vm, o->a.u.o, arg);
    if (pe_is_obj(o->b)) visit(vm, o->b.u.o, arg);
    if (pe_is_obj(o->c)) visit(vm, o->c.u.o, arg);
    if (pe_is_obj(o->d)) visit(vm, o->d.u.o, arg);
}

static pe_value it_self(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

/* Exact type checks of keyword-less types: CPython's _PyArg_NoKeywords applies only
 * when the type is exactly the builtin (a subclass may take keywords in __init__). */
static int it_nokw(pe_vm *vm, pe_type *type, pe_type_kind k, const char *name,
                   pe_obj *kwnames) {
    if (type != vm->types[k]) return 0;
    return pe_args_nokw(vm, name, kwnames);
}

/* pe_op_next, with StopIteration as "exhausted" (PE_NULL, nothing pending). */
static pe_value it_next(pe_vm *vm, pe_value it) {
    return pe_op_next(vm, it);
}

/* ---- count: a = next value, b = step ----------------------------------------------- */

/* PyNumber_Check: int, float, complex or anything with __index__/__int__/__float__. */
static int is_number(pe_vm *vm, pe_value v) {
    if (v.tag == PE_T_INT || v.tag == PE_T_BOOL || v.tag == PE_T_FLOAT) return 1;
    pe_type *t = pe_type_of(vm, v);
    if (pe_type_is_subtype(t, vm->types[PE_TYPE_COMPLEX])) return 1;
    return !pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_index])) ||
           !pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_int_])) ||
           !pe_is_null(pe_type_lookup(vm, t, vm->ids[PE_ID_float_]));
}

static pe_value count_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    static const char *const params[] = {"start", "step", NULL};
    static const pe_argspec spec = {"count", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value start = pe_is_null(a[0]) ? pe_int(0) : a[0];
    pe_value step = pe_is_null(a[1]) ? pe_int(1) : a[1];
    if (!is_number(vm, start) || !is_number(vm, step))
        return pe_err_set(vm, PE_EXC_TypeError, "a number is required");
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) return r;
    IT(r)->a = pe_incref(start);
    IT(r)->b = pe_incref(step);
    return r;
}

static pe_value count_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    /* held across the add: a user __add__ may call next() on this count again */
    pe_value cur = pe_incref(o->a), step = pe_incref(o->b);
    pe_value n = pe_op_binary(vm, PE_OP_ADD, cur, step);
    pe_decref(vm, step);
    if (pe_is_null(n)) {
        pe_decref(vm, cur);
        return n;
    }
    pe_value old = o->a;
    o->a = n;
    pe_decref(vm, old);
    return cur;
}

static pe_value count_repr(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    const char *name = pe_type_of(vm, self)->name;
    const char *dot = strrchr(name, '.');
    if (dot) name = dot + 1;
    /* the step is shown unless it is an int equal to 1 */
    if (o->b.tag == PE_T_INT && o->b.u.i == 1)
        return pe_err_format_text(vm, "%s(%R)", name, o->a);
    return pe_err_format_text(vm, "%s(%R, %R)", name, o->a, o->b);
}

/* ---- repeat: a = object, i = times left (-1: for ever) ------------------------------ */

static pe_value repeat_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                           pe_obj *kwnames) {
    static const char *const params[] = {"object", "times", NULL};
    static const pe_argspec spec = {"repeat", params, 1, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    int64_t cnt = -1;
    if (!pe_is_null(a[1])) {
        if (pe_op_index_i64(vm, a[1], &cnt) < 0) return PE_NULL;
        if (cnt < 0) cnt = 0;
    }
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) return r;
    IT(r)->a = pe_incref(a[0]);
    IT(r)->i = cnt;
    return r;
}

static pe_value repeat_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (o->i == 0) return PE_NULL;
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    if (o->i > 0) o->i--;
    return pe_incref(o->a);
}

static pe_value repeat_repr(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    const char *name = pe_type_of(vm, self)->name;
    const char *dot = strrchr(name, '.');
    if (dot) name = dot + 1;
    if (o->i < 0) return pe_err_format_text(vm, "%s(%R)", name, o->a);
    return pe_err_format_text(vm, "%s(%R, %lld)", name, o->a, (long long)o->i);
}

static pe_value repeat_length_hint(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kwnames) {
    if (pe_args_noargs(vm, "__length_hint__", nargs - 1, kwnames) < 0) return PE_NULL;
    it_obj *o = IT(args[0]);
    if (o->i < 0) return pe_err_set(vm, PE_EXC_TypeError, "len() of unsized object");
    return pe_int(o->i);
}

/* ---- cycle: a = source (NULL once exhausted), b = saved list, i = replay index ----- */

static pe_value cycle_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    if (it_nokw(vm, type, PE_TYPE_IT_CYCLE, "cycle", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "cycle", nargs, NULL, 1, 1) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[0]);
    if (pe_is_null(it)) return it;
    pe_value saved = pe_list_new(vm, 0);
    pe_value r = pe_is_null(saved) ? PE_NULL : it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        if (!pe_is_null(saved)) pe_decref(vm, saved);
        return r;
    }
    IT(r)->a = it;
    IT(r)->b = saved;
    return r;
}

static pe_value cycle_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    if (!pe_is_null(o->a)) {
        pe_value x = it_next(vm, o->a);
        if (!pe_is_null(x)) {
            if (pe_list_append(vm, o->b, x) < 0) {
                pe_decref(vm, x);
                return PE_NULL;
            }
            return x;
        }
        if (pe_err_occurred(vm)) return PE_NULL;
        pe_clear(vm, &o->a);
    }
    size_t n = pe_list_len(o->b);
    if (n == 0) return PE_NULL;
    if ((size_t)o->i >= n) o->i = 0;
    pe_value x = pe_incref(pe_list_item(o->b, (size_t)o->i));
    if ((size_t)++o->i >= n) o->i = 0;
    return x;
}

/* ---- accumulate: a = source, b = func (NULL: +), c = total, d = initial ------------- */

static pe_value accumulate_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    static const char *const params[] = {"iterable", "func", "initial", NULL};
    static const pe_argspec spec = {"accumulate", params, 1, 0, 2};
    pe_value a[3];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, a[0]);
    if (pe_is_null(it)) return it;
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        return r;
    }
    IT(r)->a = it;
    if (!pe_is_null(a[1]) && !pe_is_none(a[1])) IT(r)->b = pe_incref(a[1]);
    if (!pe_is_null(a[2]) && !pe_is_none(a[2])) IT(r)->d = pe_incref(a[2]);
    return r;
}

static pe_value accumulate_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    if (!pe_is_null(o->d)) {
        o->c = o->d; /* the initial value is the first total */
        o->d = PE_NULL;
        return pe_incref(o->c);
    }
    pe_value x = it_next(vm, o->a);
    if (pe_is_null(x)) return x;
    if (pe_is_null(o->c)) {
        o->c = pe_incref(x);
        return x;
    }
    pe_value t;
    /* the total is held across the call: the function may advance this iterator */
    pe_value total = pe_incref(o->c), fn = pe_incref(o->b);
    if (pe_is_null(fn)) {
        t = pe_op_binary(vm, PE_OP_ADD, total, x);
    } else {
        pe_value pair[2] = {total, x};
        t = pe_op_call(vm, fn, pair, 2, NULL);
    }
    pe_decref(vm, total);
    pe_decref(vm, fn);
    pe_decref(vm, x);
    if (pe_is_null(t)) return t;
    pe_decref(vm, o->c);
    o->c = pe_incref(t);
    return t;
}

/* ---- chain: a = source of iterables (NULL once done), b = active iterator ---------- */

static pe_value chain_make(pe_vm *vm, pe_type *type, pe_value iterable) {
    pe_value src = pe_op_iter(vm, iterable);
    if (pe_is_null(src)) return src;
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, src);
        return r;
    }
    IT(r)->a = src;
    return r;
}

static pe_value chain_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    if (it_nokw(vm, type, PE_TYPE_IT_CHAIN, "chain", kwnames) < 0) return PE_NULL;
    /* the arguments, as a tuple to iterate over */
    pe_value t = pe_tuple_new(vm, nargs);
    if (pe_is_null(t)) return t;
    if (nargs > 16 && PE_TICK(vm, nargs / 16) < 0) {
        pe_decref(vm, t);
        return PE_NULL;
    }
    /* loop-bound: charged-before: the arguments of one call, charged above */
    for (size_t i = 0; i < nargs; i++)
        pe_tuple_set_item(t, i, pe_incref(args[i]));
    pe_value r = chain_make(vm, type, t);
    pe_decref(vm, t);
    return r;
}

static pe_value chain_from_iterable(pe_vm *vm, const pe_value *args, size_t nargs,
                                    pe_obj *kwnames) {
    /* a classmethod: args[0] is the class */
    if (pe_args_one(vm, "chain.from_iterable", nargs - 1, kwnames) < 0) return PE_NULL;
    pe_type *cls = (pe_type *)args[0].u.o, *base = vm->types[PE_TYPE_IT_CHAIN];
    pe_value r = chain_make(vm, base, args[1]);
    if (pe_is_null(r) || cls == base) return r;
    /* a user subclass is a value wrapper (builtins/subclass.h): wrap the chain as
     * pe_subclass_new does, without calling the subclass's __init__ (as CPython) */
    pe_obj *o =
        (cls->tflags & PE_TPF_VALUE_WRAPPER) ? pe_obj_alloc(vm, cls, cls->basicsize) : NULL;
    if (!o) {
        pe_decref(vm, r);
        return pe_err_occurred(vm)
                   ? PE_NULL
                   : pe_err_format(vm, PE_EXC_TypeError, "cannot create '%s' instances",
                                   cls->name);
    }
    *(pe_value *)(void *)((char *)o + PE_SUBCLASS_VALUE_OFFSET) = r;
    return pe_obj_value(o);
}

static pe_value chain_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    while (!pe_is_null(o->a)) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        if (pe_is_null(o->b)) {
            pe_value iterable = it_next(vm, o->a);
            if (pe_is_null(iterable)) {
                pe_clear(vm, &o->a);
                return PE_NULL;
            }
            o->b = pe_op_iter(vm, iterable);
            pe_decref(vm, iterable);
            if (pe_is_null(o->b)) {
                pe_clear(vm, &o->a);
                return PE_NULL;
            }
        }
        pe_value x = it_next(vm, o->b);
        if (!pe_is_null(x) || pe_err_occurred(vm)) return x;
        pe_clear(vm, &o->b);
    }
    return PE_NULL;
}

/* ---- compress: a = data, b = selectors --------------------------------------------- */

static pe_value compress_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    static const char *const params[] = {"data", "selectors", NULL};
    static const pe_argspec spec = {"compress", params, 2, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value data = pe_op_iter(vm, a[0]);
    if (pe_is_null(data)) return data;
    pe_value sel = pe_op_iter(vm, a[1]);
    pe_value r = pe_is_null(sel) ? PE_NULL : it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, data);
        if (!pe_is_null(sel)) pe_decref(vm, sel);
        return r;
    }
    IT(r)->a = data;
    IT(r)->b = sel;
    return r;
}

static pe_value compress_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    for (;;) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = it_next(vm, o->a);
        if (pe_is_null(x)) return x;
        pe_value s = it_next(vm, o->b);
        if (pe_is_null(s)) {
            pe_decref(vm, x);
            return s;
        }
        int t = pe_op_truth(vm, s);
        pe_decref(vm, s);
        if (t > 0) return x;
        pe_decref(vm, x);
        if (t < 0) return PE_NULL;
    }
}

/* ---- dropwhile, takewhile, filterfalse, starmap: a = function, b = source,
 *      i = dropwhile: done dropping / takewhile: stopped --------------------------------
 */

static pe_value pred_new(pe_vm *vm, pe_type *type, pe_type_kind k, const char *name,
                         const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (it_nokw(vm, type, k, name, kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, name, nargs, NULL, 2, 2) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) return it;
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        return r;
    }
    IT(r)->a = pe_incref(args[0]);
    IT(r)->b = it;
    return r;
}

/* The predicate's verdict on x: 1, 0, or -1 with the error pending. `none_is_bool`:
 * a None function means bool (filterfalse). */
static int pred_test(pe_vm *vm, pe_value fn, pe_value x, int none_is_bool) {
    if (none_is_bool && pe_is_none(fn)) return pe_op_truth(vm, x);
    pe_value r = pe_op_call(vm, fn, &x, 1, NULL);
    if (pe_is_null(r)) return -1;
    int t = pe_op_truth(vm, r);
    pe_decref(vm, r);
    return t;
}

static pe_value dropwhile_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    return pred_new(vm, type, PE_TYPE_IT_DROPWHILE, "dropwhile", args, nargs, kwnames);
}

static pe_value dropwhile_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    for (;;) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = it_next(vm, o->b);
        if (pe_is_null(x) || o->i) return x;
        int t = pred_test(vm, o->a, x, 0);
        if (t == 0) {
            o->i = 1;
            return x;
        }
        pe_decref(vm, x);
        if (t < 0) return PE_NULL;
    }
}

static pe_value takewhile_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    return pred_new(vm, type, PE_TYPE_IT_TAKEWHILE, "takewhile", args, nargs, kwnames);
}

static pe_value takewhile_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (o->i) return PE_NULL;
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    pe_value x = it_next(vm, o->b);
    if (pe_is_null(x)) return x;
    int t = pred_test(vm, o->a, x, 0);
    if (t > 0) return x;
    pe_decref(vm, x);
    if (t == 0) o->i = 1;
    return PE_NULL;
}

static pe_value filterfalse_new(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    return pred_new(vm, type, PE_TYPE_IT_FILTERFALSE, "filterfalse", args, nargs, kwnames);
}

static pe_value filterfalse_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    for (;;) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = it_next(vm, o->b);
        if (pe_is_null(x)) return x;
        int t = pred_test(vm, o->a, x, 1);
        if (t == 0) return x;
        pe_decref(vm, x);
        if (t < 0) return PE_NULL;
    }
}

static pe_value starmap_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    return pred_new(vm, type, PE_TYPE_IT_STARMAP, "starmap", args, nargs, kwnames);
}

static pe_value starmap_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    pe_value x = it_next(vm, o->b);
    if (pe_is_null(x)) return x;
    pe_value t = x;
    if (pe_type_of(vm, x) != vm->types[PE_TYPE_TUPLE]) {
        /* PySequence_Tuple: any iterable, materialised (charged by the list build) */
        t = pe_tuple_from_iterable(vm, x);
        pe_decref(vm, x);
        if (pe_is_null(t)) return t;
    }
    size_t n = pe_tuple_len(t);
    pe_value r = pe_op_call(vm, o->a, pe_tuple_obj(t)->items, n, NULL);
    pe_decref(vm, t);
    return r;
}

/* ---- islice: a = source (NULL once done), i = next index to yield, j = stop (-1:
 *      none), k = step, l = items consumed --------------------------------------------- */

/* PyNumber_AsSsize_t(v, OverflowError) with every error turned into -1, as islice's
 * argument checks do. 0, or -1 if a limit error is pending. */
static int islice_index(pe_vm *vm, pe_value v, int64_t *out) {
    if (pe_op_index_i64(vm, v, out) == 0) return 0;
    *out = -1;
    return pe_err_clear_catchable(vm);
}

static pe_value islice_stop_error(pe_vm *vm) {
    return pe_err_set(vm, PE_EXC_ValueError,
                      "Stop argument for islice() must be None or an integer: 0 <= x <= "
                      "sys.maxsize.");
}

static pe_value islice_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                           pe_obj *kwnames) {
    if (it_nokw(vm, type, PE_TYPE_IT_ISLICE, "islice", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "islice", nargs, NULL, 2, 4) < 0) return PE_NULL;
    int64_t start = 0, stop = -1, step = 1;
    if (nargs == 2) {
        if (!pe_is_none(args[1])) {
            if (islice_index(vm, args[1], &stop) < 0) return PE_NULL;
            if (stop == -1) return islice_stop_error(vm);
        }
    } else {
        if (!pe_is_none(args[1]) && islice_index(vm, args[1], &start) < 0) return PE_NULL;
        if (!pe_is_none(args[2])) {
            if (islice_index(vm, args[2], &stop) < 0) return PE_NULL;
            if (stop == -1) return islice_stop_error(vm);
        }
    }
    if (start < 0 || stop < -1)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Indices for islice() must be None or an integer: 0 <= x <= "
                          "sys.maxsize.");
    if (nargs == 4 && !pe_is_none(args[3]) && islice_index(vm, args[3], &step) < 0)
        return PE_NULL;
    if (step < 1)
        return pe_err_set(vm, PE_EXC_ValueError,
                          "Step for islice() must be a positive integer or None.");
    pe_value it = pe_op_iter(vm, args[0]);
    if (pe_is_null(it)) return it;
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        return r;
    }
    IT(r)->a = it;
    IT(r)->i = start;
    IT(r)->j = stop;
    IT(r)->k = step;
    return r;
}

static pe_value islice_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (pe_is_null(o->a)) return PE_NULL;
    /* skip to the next index to yield, one op per item skipped */
    while (o->l < o->i) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        pe_value x = it_next(vm, o->a);
        if (pe_is_null(x)) goto empty;
        pe_decref(vm, x);
        o->l++;
    }
    if (o->j != -1 && o->l >= o->j) goto empty;
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    pe_value x = it_next(vm, o->a);
    if (pe_is_null(x)) goto empty;
    o->l++;
    int64_t old = o->i;
    if (o->i > INT64_MAX - o->k)
        o->i = o->j; /* CPython's overflow guard */
    else
        o->i += o->k;
    if (o->i < old || (o->j != -1 && o->i > o->j)) o->i = o->j;
    return x;
empty:
    pe_clear(vm, &o->a);
    return PE_NULL;
}

/* ---- pairwise: a = source (NULL once done), b = previous item ---------------------- */

static pe_value pairwise_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (it_nokw(vm, type, PE_TYPE_IT_PAIRWISE, "pairwise", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "pairwise", nargs, NULL, 1, 1) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[0]);
    if (pe_is_null(it)) return it;
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, it);
        return r;
    }
    IT(r)->a = it;
    return r;
}

static pe_value pairwise_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    if (pe_is_null(o->a)) return PE_NULL;
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    if (pe_is_null(o->b)) {
        o->b = it_next(vm, o->a);
        if (pe_is_null(o->b)) {
            pe_clear(vm, &o->a);
            return PE_NULL;
        }
    }
    pe_value x = it_next(vm, o->a);
    if (pe_is_null(x)) {
        pe_clear(vm, &o->a);
        pe_clear(vm, &o->b);
        return PE_NULL;
    }
    pe_value r = pe_tuple_pack2(vm, o->b, x);
    pe_decref(vm, o->b);
    o->b = x;
    return r;
}

/* ---- zip_longest: a = list of iterators (None once exhausted), b = fillvalue,
 *      i = iterators still active ------------------------------------------------------ */

static pe_value zip_longest_new(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    size_t nkw = pe_args_nkw(kwnames);
    pe_value fill = PE_NONE;
    if (nkw) {
        pe_str *kn = pe_args_kwname(kwnames, 0);
        if (nkw != 1 || kn->size != 9 || memcmp(kn->data, "fillvalue", 9))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "zip_longest() got an unexpected keyword argument");
        fill = args[nargs];
    }
    if (nargs > 8 && PE_TICK(vm, nargs) < 0) return PE_NULL;
    pe_value its = pe_list_new(vm, nargs);
    if (pe_is_null(its)) return its;
    /* loop-bound: charged-before: zip_longest_new charges its argument count above */
    for (size_t i = 0; i < nargs; i++) {
        pe_value it = pe_op_iter(vm, args[i]);
        if (pe_is_null(it) || pe_list_append_steal(vm, its, it) < 0) {
            pe_decref(vm, its);
            return PE_NULL;
        }
    }
    pe_value r = it_new(vm, type);
    if (pe_is_null(r)) {
        pe_decref(vm, its);
        return r;
    }
    IT(r)->a = its;
    IT(r)->b = pe_incref(fill);
    IT(r)->i = (int64_t)nargs;
    return r;
}

static pe_value zip_longest_next(pe_vm *vm, pe_value self) {
    it_obj *o = IT(self);
    size_t n = pe_list_len(o->a);
    if (n == 0 || o->i == 0) return PE_NULL;
    if (PE_TICK(vm, n > 8 ? n : 1) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, n);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: zip_longest_next charges its width above */
    for (size_t i = 0; i < n; i++)
        pe_tuple_set_item(t, i, PE_NONE);
    /* loop-bound: charged-before: zip_longest_next charges its width above */
    for (size_t i = 0; i < n; i++) {
        pe_value it = pe_list_item(o->a, i);
        pe_value x = PE_NULL;
        if (!pe_is_none(it)) x = it_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) goto fail;
            if (!pe_is_none(it)) {
                if (--o->i == 0) goto fail;
                /* the list holds the only reference we use: replace it by None */
                pe_list_obj(o->a)->items[i] = PE_NONE;
                pe_decref(vm, it);
            }
            x = pe_incref(o->b);
        }
        pe_tuple_set_item(t, i, x);
    }
    return t;
fail:
    pe_decref(vm, t);
    return PE_NULL;
}

/* ---- setup --------------------------------------------------------------------------- */

static const pe_method_def repeat_methods[] = {
    {"__length_hint__", repeat_length_hint, 0},
    {NULL, NULL, 0},
};

static const pe_method_def chain_methods[] = {
    {"from_iterable", chain_from_iterable, PE_METH_CLASS},
    {NULL, NULL, 0},
};

int pe_mod_itertools_types_init(pe_vm *vm) {
    static const struct {
        pe_type_kind k;
        pe_value (*new_)(pe_vm *, pe_type *, const pe_value *, size_t, pe_obj *);
        pe_value (*next)(pe_vm *, pe_value);
        pe_value (*repr)(pe_vm *, pe_value);
        const pe_method_def *methods;
    } tab[] = {
        {PE_TYPE_IT_COUNT, count_new, count_next, count_repr, NULL},
        {PE_TYPE_IT_REPEAT, repeat_new, repeat_next, repeat_repr, repeat_methods},
        {PE_TYPE_IT_CYCLE, cycle_new, cycle_next, NULL, NULL},
        {PE_TYPE_IT_ACCUMULATE, accumulate_new, accumulate_next, NULL, NULL},
        {PE_TYPE_IT_CHAIN, chain_new, chain_next, NULL, chain_methods},
        {PE_TYPE_IT_COMPRESS, compress_new, compress_next, NULL, NULL},
        {PE_TYPE_IT_DROPWHILE, dropwhile_new, dropwhile_next, NULL, NULL},
        {PE_TYPE_IT_TAKEWHILE, takewhile_new, takewhile_next, NULL, NULL},
        {PE_TYPE_IT_FILTERFALSE, filterfalse_new, filterfalse_next, NULL, NULL},
        {PE_TYPE_IT_STARMAP, starmap_new, starmap_next, NULL, NULL},
        {PE_TYPE_IT_ISLICE, islice_new, islice_next, NULL, NULL},
        {PE_TYPE_IT_PAIRWISE, pairwise_new, pairwise_next, NULL, NULL},
        {PE_TYPE_IT_ZIP_LONGEST, zip_longest_new, zip_longest_next, NULL, NULL},
    };
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        pe_type *t = vm->types[tab[i].k];
        t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
        t->basicsize = sizeof(it_obj);
        t->dealloc = it_dealloc;
        t->traverse = it_traverse;
        t->clear = it_clear;
        t->iter = it_self;
        t->iternext = tab[i].next;
        t->new_ = tab[i].new_;
        if (tab[i].repr) t->repr = tab[i].repr;
        if (tab[i].methods && pe_type_add_methods(vm, t, tab[i].methods) < 0) return -1;
    }
    if (pe_mod_itertools_group_init(vm) < 0) return -1;
    return pe_mod_itertools_comb_init(vm);
}

/* The module: the C types of this file, itertools_comb.c and itertools_group.c. */
int pe_mod_itertools_init(pe_vm *vm, pe_value module, pe_value dict) {
    static const pe_type_kind kinds[] = {
        PE_TYPE_IT_COUNT,        PE_TYPE_IT_REPEAT,    PE_TYPE_IT_CYCLE,
        PE_TYPE_IT_ACCUMULATE,   PE_TYPE_IT_CHAIN,     PE_TYPE_IT_COMPRESS,
        PE_TYPE_IT_DROPWHILE,    PE_TYPE_IT_TAKEWHILE, PE_TYPE_IT_FILTERFALSE,
        PE_TYPE_IT_STARMAP,      PE_TYPE_IT_ISLICE,    PE_TYPE_IT_PAIRWISE,
        PE_TYPE_IT_ZIP_LONGEST,  PE_TYPE_IT_PRODUCT,   PE_TYPE_IT_PERMUTATIONS,
        PE_TYPE_IT_COMBINATIONS, PE_TYPE_IT_CWR,
    };
    (void)module;
    /* loop-bound: const */
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        pe_type *t = vm->types[kinds[i]];
        const char *name = strrchr(t->name, '.') + 1;
        if (pe_dict_set_cstr(vm, dict, name, pe_obj_value(&t->base)) < 0) return -1;
    }
    return pe_mod_itertools_group_publish(vm, dict);
}
