/*
 * itertools_group.c - itertools.groupby with its _grouper, and tee with _tee and
 * _tee_dataobject, as CPython 3.11's Modules/itertoolsmodule.c behaves (the reference
 * for the state machines and messages, not the source).
 *
 * groupby keeps the current key and value; a _grouper yields while its target key
 * equals the current key, and only the newest grouper of a groupby is live (the
 * groupby remembers it by address: an older one just stops). Each _grouper step clears
 * the current key, as CPython's does, so the next groupby step reads a new item.
 *
 * tee shares the values read from the source in a chain of _tee_dataobject chunks of
 * 57 values; each _tee is a (chunk, index) cursor into it, so chunks no cursor can
 * reach are freed. A chunk refuses to read from the source while it is reading
 * ("cannot re-enter the tee iterator").
 *
 * Charges: every step of groupby, _grouper and _tee is one op (groupby's skip over the
 * rest of a group charges one per item skipped); tee(it, n) charges n / 16 for its
 * copies. The chunks are ordinary objects under the memory limit.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/list.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "itertools.h"
#include "registry.h"

/* ---- groupby ------------------------------------------------------------------------- */

typedef struct gb_obj {
    pe_obj base;
    pe_value it, keyfunc;                /* owned; keyfunc may be None */
    pe_value tgtkey, currkey, currvalue; /* owned or PE_NULL */
    const void *currgrouper;             /* the live grouper, compared by address only */
} gb_obj;

typedef struct grouper_obj {
    pe_obj base;
    pe_value parent, tgtkey; /* owned */
} grouper_obj;

#define GB(v) ((gb_obj *)(v).u.o)
#define GR(v) ((grouper_obj *)(v).u.o)

static size_t gb_size(pe_type *t) {
    return t->basicsize > sizeof(gb_obj) ? t->basicsize : sizeof(gb_obj);
}

static pe_value gb_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                       pe_obj *kwnames) {
    static const char *const params[] = {"iterable", "key", NULL};
    static const pe_argspec spec = {"groupby", params, 1, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, a[0]);
    if (pe_is_null(it)) return it;
    gb_obj *g = (gb_obj *)pe_obj_alloc(vm, type, gb_size(type));
    if (!g) {
        pe_decref(vm, it);
        return PE_NULL;
    }
    g->it = it;
    g->keyfunc = pe_incref(pe_is_null(a[1]) ? PE_NONE : a[1]);
    g->tgtkey = g->currkey = g->currvalue = PE_NULL;
    return pe_obj_value(&g->base);
}

static void gb_clear(pe_vm *vm, pe_obj *o) {
    gb_obj *g = (gb_obj *)o;
    pe_clear(vm, &g->it);
    pe_clear(vm, &g->keyfunc);
    pe_clear(vm, &g->tgtkey);
    pe_clear(vm, &g->currkey);
    pe_clear(vm, &g->currvalue);
}

static void gb_dealloc(pe_vm *vm, pe_obj *o) {
    gb_clear(vm, o);
    pe_obj_free(vm, o, gb_size(o->type));
}

static void gb_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    gb_obj *g = (gb_obj *)o;
    pe_value *vs[] = {&g->it, &g->keyfunc, &g->tgtkey, &g->currkey, &g->currvalue};
    /* loop-bound: const: five fields */
    for (size_t i = 0; i < 5; i++)
        if (pe_is_obj(*vs[i])) visit(vm, vs[i]->u.o, arg);
}

/* Reads the next item and its key into currvalue/currkey. 0, or -1 at the end (nothing
 * pending) or on error. A cleared source (gc) reads as exhausted. */
static int gb_step(pe_vm *vm, gb_obj *g) {
    if (PE_TICK(vm, 1) < 0 || pe_is_null(g->it)) return -1;
    pe_value v = pe_op_next(vm, g->it);
    if (pe_is_null(v)) return -1;
    pe_value k;
    if (pe_is_none(g->keyfunc)) {
        k = pe_incref(v);
    } else {
        k = pe_op_call(vm, g->keyfunc, &v, 1, NULL);
        if (pe_is_null(k)) {
            pe_decref(vm, v);
            return -1;
        }
    }
    pe_value oldv = g->currvalue, oldk = g->currkey;
    g->currvalue = v;
    g->currkey = k;
    pe_decref(vm, oldk);
    pe_decref(vm, oldv);
    return 0;
}

static pe_value gb_next(pe_vm *vm, pe_value self) {
    gb_obj *g = GB(self);
    g->currgrouper = NULL;
    /* skip the rest of the current group: one op per item (gb_step) */
    for (;;) {
        if (!pe_is_null(g->currkey)) {
            if (pe_is_null(g->tgtkey)) break;
            pe_value t = pe_incref(g->tgtkey), c = pe_incref(g->currkey);
            int eq = pe_op_eq(vm, t, c);
            pe_decref(vm, t);
            pe_decref(vm, c);
            if (eq < 0) return PE_NULL;
            if (!eq) break;
        }
        if (gb_step(vm, g) < 0) return PE_NULL;
    }
    pe_value key = pe_incref(g->currkey);
    pe_value old = g->tgtkey;
    g->tgtkey = pe_incref(key);
    pe_decref(vm, old);
    grouper_obj *gr =
        (grouper_obj *)pe_obj_alloc(vm, vm->types[PE_TYPE_IT_GROUPER], sizeof(grouper_obj));
    if (!gr) {
        pe_decref(vm, key);
        return PE_NULL;
    }
    gr->parent = pe_incref(self);
    gr->tgtkey = pe_incref(key);
    g->currgrouper = gr;
    pe_value grv = pe_obj_value(&gr->base);
    pe_value r = pe_tuple_pack2(vm, key, grv);
    pe_decref(vm, grv);
    pe_decref(vm, key);
    return r;
}

/* _grouper(parent, tgtkey): as groupby makes them (CPython allows the call). */
static pe_value grouper_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (pe_args_nokw(vm, "_grouper", kwnames) < 0 ||
        pe_args_range(vm, "_grouper", nargs, NULL, 2, 2) < 0)
        return PE_NULL;
    if (!pe_type_is_subtype(pe_type_of(vm, args[0]), vm->types[PE_TYPE_IT_GROUPBY]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "_grouper() argument 1 must be itertools.groupby, not %s",
                             pe_op_typename(vm, args[0]));
    grouper_obj *gr = (grouper_obj *)pe_obj_alloc(vm, type, sizeof(grouper_obj));
    if (!gr) return PE_NULL;
    gr->parent = pe_incref(args[0]);
    gr->tgtkey = pe_incref(args[1]);
    GB(args[0])->currgrouper = gr;
    return pe_obj_value(&gr->base);
}

static void grouper_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((grouper_obj *)o)->parent);
    pe_clear(vm, &((grouper_obj *)o)->tgtkey);
}

static void grouper_dealloc(pe_vm *vm, pe_obj *o) {
    grouper_clear(vm, o);
    pe_obj_free(vm, o, sizeof(grouper_obj));
}

static void grouper_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    grouper_obj *gr = (grouper_obj *)o;
    if (pe_is_obj(gr->parent)) visit(vm, gr->parent.u.o, arg);
    if (pe_is_obj(gr->tgtkey)) visit(vm, gr->tgtkey.u.o, arg);
}

static pe_value grouper_next(pe_vm *vm, pe_value self) {
    grouper_obj *gr = GR(self);
    if (pe_is_null(gr->parent)) return PE_NULL;
    gb_obj *g = GB(gr->parent);
    if (g->currgrouper != gr) return PE_NULL;
    if (pe_is_null(g->currvalue) && gb_step(vm, g) < 0) return PE_NULL;
    pe_value t = pe_incref(gr->tgtkey), c = pe_incref(g->currkey);
    int eq = pe_op_eq(vm, t, c);
    pe_decref(vm, t);
    pe_decref(vm, c);
    if (eq <= 0) return PE_NULL;
    /* the __eq__ may have stepped the groupby: take what is current now */
    pe_value r = g->currvalue;
    if (pe_is_null(r)) return PE_NULL;
    g->currvalue = PE_NULL;
    pe_clear(vm, &g->currkey);
    return r;
}

/* ---- tee ----------------------------------------------------------------------------- */

#define TEE_CELLS 57

typedef struct tee_data {
    pe_obj base;
    pe_value it;   /* the shared source (owned) */
    pe_value next; /* the following chunk (owned) or PE_NULL */
    int numread;   /* values[0..numread) are owned */
    int running;   /* reading from the source now */
    pe_value values[TEE_CELLS];
} tee_data;

typedef struct tee_obj {
    pe_obj base;
    pe_value data; /* a tee_data (owned) */
    int index;     /* 0..TEE_CELLS: the next value's cell */
} tee_obj;

#define TD(v)  ((tee_data *)(v).u.o)
#define TEE(v) ((tee_obj *)(v).u.o)

static pe_value tee_data_make(pe_vm *vm, pe_value it) {
    tee_data *d =
        (tee_data *)pe_obj_alloc(vm, vm->types[PE_TYPE_IT_TEE_DATA], sizeof(tee_data));
    if (!d) return PE_NULL;
    d->it = pe_incref(it);
    d->next = PE_NULL;
    return pe_obj_value(&d->base);
}

/* _tee_dataobject(iterable, values, next, /): a chunk holding the values of a list
 * (at most 57; next, a chunk or None, only when full), as CPython allows for
 * unpickling. The iterable is kept as given. */
static pe_value tee_data_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (pe_args_nokw(vm, "teedataobject", kwnames) < 0 ||
        pe_args_range(vm, "teedataobject", nargs, NULL, 3, 3) < 0)
        return PE_NULL;
    if (!pe_list_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "teedataobject() argument 2 must be list, not %s",
                             pe_op_typename(vm, args[1]));
    size_t n = pe_list_len(args[1]);
    pe_value next = args[2];
    int next_ok =
        pe_is_none(next) ||
        (n == TEE_CELLS && pe_type_of(vm, next) == vm->types[PE_TYPE_IT_TEE_DATA]);
    if (n > TEE_CELLS || !next_ok)
        return pe_err_set(vm, PE_EXC_ValueError, "Invalid arguments");
    pe_value r = tee_data_make(vm, args[0]);
    if (pe_is_null(r)) return r;
    tee_data *d = TD(r);
    /* loop-bound: const: at most 57 values */
    for (size_t i = 0; i < n; i++)
        d->values[i] = pe_incref(pe_list_item(args[1], i));
    d->numread = (int)n;
    if (!pe_is_none(next)) d->next = pe_incref(next);
    return r;
}

static void tee_data_clear(pe_vm *vm, pe_obj *o) {
    tee_data *d = (tee_data *)o;
    int n = d->numread;
    d->numread = 0;
    pe_clear(vm, &d->it);
    /* loop-bound: per-object: at most 57 cells */
    for (int i = 0; i < n; i++)
        pe_clear(vm, &d->values[i]);
    pe_clear(vm, &d->next);
}

static void tee_data_dealloc(pe_vm *vm, pe_obj *o) {
    tee_data_clear(vm, o);
    pe_obj_free(vm, o, sizeof(tee_data));
}

static void tee_data_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    tee_data *d = (tee_data *)o;
    if (pe_is_obj(d->it)) visit(vm, d->it.u.o, arg);
    if (pe_is_obj(d->next)) visit(vm, d->next.u.o, arg);
    /* loop-bound: per-object: at most 57 cells */
    for (int i = 0; i < d->numread; i++)
        if (pe_is_obj(d->values[i])) visit(vm, d->values[i].u.o, arg);
}

/* Value i of chunk d (i <= numread), reading it from the source when this cursor
 * leads. New reference, or PE_NULL at the end (nothing pending) or on error. */
static pe_value tee_data_get(pe_vm *vm, tee_data *d, int i) {
    if (i < d->numread) return pe_incref(d->values[i]);
    if (d->running)
        return pe_err_set(vm, PE_EXC_RuntimeError, "cannot re-enter the tee iterator");
    if (pe_is_null(d->it)) return PE_NULL;
    d->running = 1;
    pe_value v = pe_op_next(vm, d->it);
    d->running = 0;
    if (pe_is_null(v)) return v;
    /* a gc clear during the call may have emptied the chunk: keep the cells dense */
    if (d->numread != i) return v;
    d->values[d->numread++] = pe_incref(v);
    return v;
}

static pe_value tee_make(pe_vm *vm, pe_value data, int index) {
    tee_obj *t = (tee_obj *)pe_obj_alloc(vm, vm->types[PE_TYPE_IT_TEE], sizeof(tee_obj));
    if (!t) return PE_NULL;
    t->data = pe_incref(data);
    t->index = index;
    return pe_obj_value(&t->base);
}

/* A _tee over iterable (a copy when its iterator is a _tee). New reference. */
static pe_value tee_from_iterable(pe_vm *vm, pe_value iterable) {
    pe_value it = pe_op_iter(vm, iterable);
    if (pe_is_null(it)) return it;
    pe_value r;
    if (pe_type_of(vm, it) == vm->types[PE_TYPE_IT_TEE]) {
        r = tee_make(vm, TEE(it)->data, TEE(it)->index);
    } else {
        pe_value d = tee_data_make(vm, it);
        r = pe_is_null(d) ? d : tee_make(vm, d, 0);
        pe_decref(vm, d);
    }
    pe_decref(vm, it);
    return r;
}

static pe_value tee_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                        pe_obj *kwnames) {
    if (pe_args_nokw(vm, "_tee", kwnames) < 0 ||
        pe_args_range(vm, "_tee", nargs, NULL, 1, 1) < 0)
        return PE_NULL;
    return tee_from_iterable(vm, args[0]);
}

static void tee_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((tee_obj *)o)->data);
}

static void tee_dealloc(pe_vm *vm, pe_obj *o) {
    tee_clear(vm, o);
    pe_obj_free(vm, o, sizeof(tee_obj));
}

static void tee_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    tee_obj *t = (tee_obj *)o;
    if (pe_is_obj(t->data)) visit(vm, t->data.u.o, arg);
}

static pe_value tee_next(pe_vm *vm, pe_value self) {
    tee_obj *t = TEE(self);
    if (pe_is_null(t->data) || PE_TICK(vm, 1) < 0) return PE_NULL;
    if (t->index >= TEE_CELLS) {
        tee_data *d = TD(t->data);
        if (pe_is_null(d->next)) {
            d->next = tee_data_make(vm, d->it);
            if (pe_is_null(d->next)) return PE_NULL;
        }
        pe_value old = t->data;
        t->data = pe_incref(d->next);
        t->index = 0;
        pe_decref(vm, old);
    }
    pe_value v = tee_data_get(vm, TD(t->data), t->index);
    if (!pe_is_null(v)) t->index++;
    return v;
}

static pe_value tee_m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "_tee.__copy__", nargs - 1, kw) < 0) return PE_NULL;
    tee_obj *t = TEE(args[0]);
    return tee_make(vm, t->data, t->index);
}

static const pe_method_def tee_methods[] = {
    {"__copy__", tee_m_copy, 0},
    {NULL, NULL, 0},
};

/* tee(iterable, n=2, /): n independent iterators; the first is the source's own
 * iterator when it has __copy__, else a _tee. */
static pe_value f_tee(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_nokw(vm, "itertools.tee", kw) < 0 ||
        pe_args_range(vm, "tee", nargs, NULL, 1, 2) < 0)
        return PE_NULL;
    int64_t n = 2;
    if (nargs > 1 && pe_op_index_i64(vm, args[1], &n) < 0) return PE_NULL;
    if (n < 0) return pe_err_set(vm, PE_EXC_ValueError, "n must be >= 0");
    if (PE_TICK(vm, n / 16) < 0) return PE_NULL;
    if (pe_mem_would_exceed(&vm->mem, (uint64_t)n * (sizeof(pe_value) + sizeof(tee_obj))))
        return pe_err_too_big(vm);
    pe_value result = pe_tuple_new(vm, (size_t)n);
    if (pe_is_null(result) || n == 0) return result;
    /* every slot holds None until its iterator exists, so the failure path can free
     * the tuple */
    /* loop-bound: charged-before: tee charges n / 16 above */
    for (int64_t i = 0; i < n; i++)
        pe_tuple_set_item(result, (size_t)i, PE_NONE);
    pe_value copyable = PE_NULL, copyfunc = PE_NULL;
    pe_str *name = pe_intern(vm, "__copy__", 8);
    if (!name) {
        pe_err_nomem(vm);
        goto fail;
    }
    pe_value it = pe_op_iter(vm, args[0]);
    if (pe_is_null(it)) goto fail;
    copyfunc = pe_object_lookup_attr(vm, it, name);
    if (pe_is_null(copyfunc) && pe_err_occurred(vm)) {
        pe_decref(vm, it);
        goto fail;
    }
    if (!pe_is_null(copyfunc)) {
        copyable = it;
    } else {
        copyable = tee_from_iterable(vm, it);
        pe_decref(vm, it);
        if (pe_is_null(copyable)) goto fail;
        copyfunc = pe_object_lookup_attr(vm, copyable, name);
        if (pe_is_null(copyfunc)) {
            if (!pe_err_occurred(vm)) pe_err_set(vm, PE_EXC_AttributeError, "__copy__");
            goto fail;
        }
    }
    pe_tuple_set_item(result, 0, copyable);
    copyable = PE_NULL;
    /* loop-bound: charged-before: tee charges n / 16 above, and each call ticks */
    for (int64_t i = 1; i < n; i++) {
        pe_value c = pe_op_call(vm, copyfunc, NULL, 0, NULL);
        if (pe_is_null(c)) goto fail;
        pe_tuple_set_item(result, (size_t)i, c);
    }
    pe_decref(vm, copyfunc);
    return result;
fail:
    pe_decref(vm, copyable);
    pe_decref(vm, copyfunc);
    pe_decref(vm, result);
    return PE_NULL;
}

static const pe_method_def group_functions[] = {
    {"tee", f_tee, 0},
    {NULL, NULL, 0},
};

/* ---- setup --------------------------------------------------------------------------- */

static pe_value self_iter(pe_vm *vm, pe_value self) {
    return pe_incref(self);
}

int pe_mod_itertools_group_init(pe_vm *vm) {
    static const struct {
        pe_type_kind k;
        uint32_t flags, size;
        pe_value (*new_)(pe_vm *, pe_type *, const pe_value *, size_t, pe_obj *);
        pe_value (*next)(pe_vm *, pe_value);
        void (*dealloc)(pe_vm *, pe_obj *);
        void (*traverse)(pe_vm *, pe_obj *, pe_visit_fn, void *);
        void (*clear)(pe_vm *, pe_obj *);
    } tab[] = {
        {PE_TYPE_IT_GROUPBY, PE_TPF_BASETYPE, sizeof(gb_obj), gb_new, gb_next, gb_dealloc,
         gb_traverse, gb_clear},
        {PE_TYPE_IT_GROUPER, 0, sizeof(grouper_obj), grouper_new, grouper_next,
         grouper_dealloc, grouper_traverse, grouper_clear},
        {PE_TYPE_IT_TEE, 0, sizeof(tee_obj), tee_new, tee_next, tee_dealloc, tee_traverse,
         tee_clear},
        {PE_TYPE_IT_TEE_DATA, 0, sizeof(tee_data), tee_data_new, NULL, tee_data_dealloc,
         tee_data_traverse, tee_data_clear},
    };
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        pe_type *t = vm->types[tab[i].k];
        t->tflags |= PE_TPF_GC | tab[i].flags;
        t->basicsize = tab[i].size;
        t->dealloc = tab[i].dealloc;
        t->traverse = tab[i].traverse;
        t->clear = tab[i].clear;
        t->new_ = tab[i].new_;
        if (tab[i].next) {
            t->iter = self_iter;
            t->iternext = tab[i].next;
        }
    }
    return pe_type_add_methods(vm, vm->types[PE_TYPE_IT_TEE], tee_methods);
}

int pe_mod_itertools_group_publish(pe_vm *vm, pe_value dict) {
    static const pe_type_kind kinds[] = {PE_TYPE_IT_GROUPBY, PE_TYPE_IT_GROUPER,
                                         PE_TYPE_IT_TEE, PE_TYPE_IT_TEE_DATA};
    /* loop-bound: const: four types */
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        pe_type *t = vm->types[kinds[i]];
        const char *name = strrchr(t->name, '.') + 1;
        if (pe_dict_set_cstr(vm, dict, name, pe_obj_value(&t->base)) < 0) return -1;
    }
    return pe_module_add_functions(vm, dict, group_functions);
}
