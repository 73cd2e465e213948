/*
 * functools_types.c - the C types of functools, as CPython 3.11's _functools behaves
 * (Modules/_functoolsmodule.c is the reference for the rules and messages, not the
 * source): partial, KeyWrapper (cmp_to_key's result) and _lru_cache_wrapper.
 *
 * partial holds (func, args tuple, keywords dict) and an instance __dict__; a partial
 * of a partial whose __dict__ was never made is flattened, as CPython's. Subclasses lay
 * out like list subclasses (builtins/type.c).
 *
 * _lru_cache_wrapper keeps CPython's structure: a dict from key to link, and the links
 * in a circular list in use order (root.next is the least recently used). The list and
 * the dict each own a reference to a link; a link is not tracked by the collector, so
 * the wrapper's traverse visits each link's key and result. Everything that can run
 * Python code (hashing, __eq__, the user function) is followed by a fresh lookup, so a
 * re-entrant call or cache_clear() from inside leaves a consistent cache. Keys follow
 * CPython's rules: a lone exact int or str argument is its own key, else a tuple of the
 * arguments, a keyword mark and the keyword pairs, and with typed=True the types.
 * Each call through the wrapper counts one recursion level, as CPython's tp_call does.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/member.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "functools.h"
#include "registry.h"

/* ---- partial ------------------------------------------------------------------------- */

typedef struct partial_obj {
    pe_obj base;
    pe_value fn, args, kw; /* owned: callable, tuple, dict */
    pe_value dict;         /* the instance __dict__ of exact partials, or PE_NULL */
} partial_obj;

#define PA(v) ((partial_obj *)(v).u.o)

static size_t pa_size(pe_type *t) {
    return t->basicsize > sizeof(partial_obj) ? t->basicsize : sizeof(partial_obj);
}

static pe_value pa_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                        pe_obj *kwnames);

/* partial(func, /, *args, **keywords). */
static pe_value pa_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                       pe_obj *kwnames) {
    if (nargs < 1)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "type 'partial' takes at least one argument");
    pe_value fn = args[0], pargs = PE_NULL, pkw = PE_NULL;
    if (pe_type_of(vm, fn)->call == pa_call) {
        pe_value *slot = pe_object_dict_slot(vm, fn);
        if (!slot || pe_is_null(*slot)) {
            pargs = PA(fn)->args;
            pkw = PA(fn)->kw;
            fn = PA(fn)->fn;
        }
    }
    if (!pe_type_of(vm, fn)->call)
        return pe_err_set(vm, PE_EXC_TypeError, "the first argument must be callable");
    size_t np = pe_is_null(pargs) ? 0 : pe_tuple_len(pargs), nkw = pe_args_nkw(kwnames);
    if (PE_TICK(vm, (np + nargs + nkw) / 16) < 0) return PE_NULL;
    pe_value t = pe_tuple_new(vm, np + nargs - 1);
    if (pe_is_null(t)) return t;
    /* loop-bound: charged-before: one op per 16 arguments above */
    for (size_t i = 0; i < np; i++)
        pe_tuple_set_item(t, i, pe_incref(pe_tuple_item(pargs, i)));
    /* loop-bound: charged-before: one op per 16 arguments above */
    for (size_t i = 1; i < nargs; i++)
        pe_tuple_set_item(t, np + i - 1, pe_incref(args[i]));
    pe_value kw = pe_is_null(pkw) ? pe_dict_new(vm) : pe_dict_copy(vm, pkw);
    if (pe_is_null(kw)) goto fail;
    /* loop-bound: charged-before: one op per 16 arguments above */
    for (size_t i = 0; i < nkw; i++)
        if (pe_dict_set_str(vm, kw, pe_args_kwname(kwnames, i), args[nargs + i]) < 0)
            goto fail;
    partial_obj *p = (partial_obj *)pe_obj_alloc(vm, type, pa_size(type));
    if (!p) goto fail;
    p->fn = pe_incref(fn);
    p->args = t;
    p->kw = kw;
    p->dict = PE_NULL;
    return pe_obj_value(&p->base);
fail:
    pe_decref(vm, t);
    pe_decref(vm, kw);
    return PE_NULL;
}

static void pa_clear(pe_vm *vm, pe_obj *o) {
    partial_obj *p = (partial_obj *)o;
    pe_clear(vm, &p->fn);
    pe_clear(vm, &p->args);
    pe_clear(vm, &p->kw);
    pe_clear(vm, &p->dict);
}

static void pa_dealloc(pe_vm *vm, pe_obj *o) {
    pa_clear(vm, o);
    pe_obj_free(vm, o, pa_size(o->type));
}

static void pa_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    partial_obj *p = (partial_obj *)o;
    pe_value *vs[] = {&p->fn, &p->args, &p->kw, &p->dict};
    /* loop-bound: const: four fields */
    for (size_t i = 0; i < 4; i++)
        if (pe_is_obj(*vs[i])) visit(vm, vs[i]->u.o, arg);
}

/* self(*args, **kw): func(*self.args, *args, **{**self.keywords, **kw}). */
static pe_value pa_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                        pe_obj *kwnames) {
    partial_obj *p = PA(self);
    size_t np = pe_tuple_len(p->args), nkw = pe_args_nkw(kwnames);
    size_t nstored = pe_dict_len(p->kw);
    pe_value merged = PE_NULL, names = PE_NULL, result = PE_NULL;
    pe_value buf[16], *v = buf;
    size_t total = np + nargs + nkw + nstored;
    if (PE_TICK(vm, total / 16) < 0) return PE_NULL;
    if (total > 16) {
        v = pe_mem_alloc(&vm->mem, total * sizeof *v);
        if (!v) return pe_err_nomem(vm);
    }
    /* loop-bound: charged-before: one op per 16 arguments above */
    for (size_t i = 0; i < np; i++)
        v[i] = pe_tuple_item(p->args, i);
    /* loop-bound: charged-before: one op per 16 arguments above */
    for (size_t i = 0; i < nargs; i++)
        v[np + i] = args[i];
    pe_obj *kn = kwnames;
    size_t nk = nkw;
    if (nstored) {
        /* the stored keywords updated by the call's, as one dict, then as names */
        merged = pe_dict_copy(vm, p->kw);
        if (pe_is_null(merged)) goto out;
        /* loop-bound: charged-before: one op per 16 arguments above */
        for (size_t i = 0; i < nkw; i++)
            if (pe_dict_set_str(vm, merged, pe_args_kwname(kwnames, i), args[nargs + i]) <
                0)
                goto out;
        nk = pe_dict_len(merged);
        names = pe_tuple_new(vm, nk);
        if (pe_is_null(names)) goto out;
        size_t pos = 0, k = 0;
        pe_value key, val;
        /* loop-bound: charged-before: one op per 16 arguments above */
        while (k < nk && pe_dict_next(merged, &pos, &key, &val)) {
            if (!pe_str_check(vm, key)) {
                /* pe_tuple_set_item left PE_NULL slots that dealloc skips */
                pe_err_set(vm, PE_EXC_TypeError, "keywords must be strings");
                goto out;
            }
            pe_tuple_set_item(names, k, pe_incref(key));
            v[np + nargs + k] = val;
            k++;
        }
        kn = names.u.o;
    } else {
        /* loop-bound: charged-before: one op per 16 arguments above */
        for (size_t i = 0; i < nkw; i++)
            v[np + nargs + i] = args[nargs + i];
    }
    result = pe_op_call(vm, p->fn, v, np + nargs, nk ? kn : NULL);
out:
    pe_decref(vm, names);
    pe_decref(vm, merged);
    if (v != buf) pe_mem_free(&vm->mem, v, total * sizeof *v);
    return result;
}

/* repr: "functools.partial(func, arg, ..., key=value)" with the type's tp_name. */
static pe_value pa_repr(pe_vm *vm, pe_value self) {
    partial_obj *p = PA(self);
    int rec = pe_op_repr_enter(vm, self.u.o);
    if (rec < 0) return PE_NULL;
    if (rec > 0) return pe_str_value(vm, "...", 3);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    /* a snapshot of the keywords: a repr or str() below may change the dict */
    pe_value args = pe_incref(p->args), kw = pe_dict_copy(vm, p->kw);
    if (pe_is_null(kw) || pe_strbuf_addc(&b, self.u.o->type->name) < 0 ||
        pe_strbuf_addc(&b, "(") < 0 || pe_strbuf_add_repr(&b, p->fn) < 0)
        goto fail;
    for (size_t i = 0; i < pe_tuple_len(args); i++) {
        if (PE_TICK(vm, 1) < 0 || pe_strbuf_addc(&b, ", ") < 0 ||
            pe_strbuf_add_repr(&b, pe_tuple_item(args, i)) < 0)
            goto fail;
    }
    size_t pos = 0;
    pe_value key, val;
    while (pe_dict_next(kw, &pos, &key, &val)) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_incref(key);
        pe_incref(val);
        pe_value ks = pe_op_str(vm, key);
        int rc = pe_is_null(ks) || pe_strbuf_addc(&b, ", ") < 0 ||
                         pe_strbuf_add_str(&b, ks) < 0 || pe_strbuf_addc(&b, "=") < 0 ||
                         pe_strbuf_add_repr(&b, val) < 0
                     ? -1
                     : 0;
        pe_decref(vm, ks);
        pe_decref(vm, key);
        pe_decref(vm, val);
        if (rc < 0) goto fail;
    }
    if (pe_strbuf_addc(&b, ")") < 0) goto fail;
    pe_decref(vm, args);
    pe_decref(vm, kw);
    pe_op_repr_leave(vm, self.u.o);
    return pe_strbuf_finish(&b);
fail:
    pe_decref(vm, args);
    pe_decref(vm, kw);
    pe_op_repr_leave(vm, self.u.o);
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value pa_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    partial_obj *p = PA(self);
    if (!strcmp(name->data, "func")) return pe_incref(p->fn);
    if (!strcmp(name->data, "args")) return pe_incref(p->args);
    if (!strcmp(name->data, "keywords")) return pe_incref(p->kw);
    return pe_object_generic_getattr(vm, self, name);
}

static pe_value pa_class_getitem(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_one(vm, "partial.__class_getitem__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_generic_alias_new(vm, args[0], args[1]);
}

static const pe_method_def pa_methods[] = {
    {"__class_getitem__", pa_class_getitem, PE_METH_CLASS},
    {NULL, NULL, 0},
};

/* ---- KeyWrapper and cmp_to_key ------------------------------------------------------- */

typedef struct key_obj {
    pe_obj base;
    pe_value cmp, obj; /* owned; obj is PE_NULL in the wrapper cmp_to_key returns */
} key_obj;

#define KO(v) ((key_obj *)(v).u.o)

static pe_value key_make(pe_vm *vm, pe_value cmp, pe_value obj) {
    key_obj *k = (key_obj *)pe_obj_alloc(vm, vm->types[PE_TYPE_FT_KEYWRAPPER], sizeof *k);
    if (!k) return PE_NULL;
    k->cmp = pe_incref(cmp);
    k->obj = pe_is_null(obj) ? PE_NULL : pe_incref(obj);
    return pe_obj_value(&k->base);
}

static void key_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((key_obj *)o)->cmp);
    pe_clear(vm, &((key_obj *)o)->obj);
}

static void key_dealloc(pe_vm *vm, pe_obj *o) {
    key_clear(vm, o);
    pe_obj_free(vm, o, sizeof(key_obj));
}

static void key_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    key_obj *k = (key_obj *)o;
    if (pe_is_obj(k->cmp)) visit(vm, k->cmp.u.o, arg);
    if (pe_is_obj(k->obj)) visit(vm, k->obj.u.o, arg);
}

/* K(obj): a key holding obj for the same comparison function. */
static pe_value key_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) {
    static const char *const params[] = {"obj", NULL};
    static const pe_argspec spec = {"K", params, 1, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    return key_make(vm, KO(self)->cmp, a[0]);
}

/* a OP b is cmp(a.obj, b.obj) OP 0. */
static pe_value key_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (pe_type_of(vm, b) != pe_type_of(vm, a))
        return pe_err_set(vm, PE_EXC_TypeError, "other argument must be K instance");
    key_obj *x = KO(a), *y = KO(b);
    if (pe_is_null(x->obj) || pe_is_null(y->obj))
        return pe_err_set(vm, PE_EXC_AttributeError, "object");
    pe_value pair[2] = {x->obj, y->obj};
    pe_value cmp = pe_incref(x->cmp);
    pe_value r = pe_op_call(vm, cmp, pair, 2, NULL);
    pe_decref(vm, cmp);
    if (pe_is_null(r)) return r;
    pe_value answer = pe_op_compare(vm, op, r, pe_int(0));
    pe_decref(vm, r);
    return answer;
}

static pe_value key_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (!strcmp(name->data, "obj"))
        return pe_is_null(KO(self)->obj) ? PE_NONE : pe_incref(KO(self)->obj);
    return pe_object_generic_getattr(vm, self, name);
}

static int key_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    if (!strcmp(name->data, "obj")) {
        pe_value old = KO(self)->obj;
        KO(self)->obj = pe_is_null(value) ? PE_NULL : pe_incref(value);
        pe_decref(vm, old);
        return 0;
    }
    return pe_object_generic_setattr(vm, self, name, value);
}

static pe_value f_cmp_to_key(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"mycmp", NULL};
    static const pe_argspec spec = {"cmp_to_key", params, 1, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args, nargs, kw, a) < 0) return PE_NULL;
    return key_make(vm, a[0], PE_NULL);
}

/* ---- _lru_cache_wrapper -------------------------------------------------------------- */

typedef struct lru_link {
    pe_obj base;
    struct lru_link *prev, *next;
    pe_value key, result; /* owned */
} lru_link;

typedef struct lru_obj {
    pe_obj base;
    lru_link root;        /* the list's sentinel (never a Python object) */
    pe_value func, cache; /* owned: the user function, the key -> link (or result) dict */
    pe_value info_type, kwd_mark, dict;
    int64_t maxsize; /* -1: unbounded, 0: no cache */
    int64_t hits, misses;
    int typed;
} lru_obj;

#define LRU(v) ((lru_obj *)(v).u.o)

static void link_dealloc(pe_vm *vm, pe_obj *o) {
    lru_link *l = (lru_link *)o;
    pe_clear(vm, &l->key);
    pe_clear(vm, &l->result);
    pe_obj_free(vm, o, sizeof(lru_link));
}

static void link_extract(lru_link *l) {
    l->prev->next = l->next;
    l->next->prev = l->prev;
}

static void link_append(lru_obj *w, lru_link *l) {
    lru_link *last = w->root.prev;
    last->next = w->root.prev = l;
    l->prev = last;
    l->next = &w->root;
}

/* Detaches the whole list from the root (the caller then releases it with
 * lru_release_list). Returns its first link or NULL. */
static lru_link *lru_unlink_list(lru_obj *w) {
    lru_link *first = w->root.next;
    if (first == &w->root) return NULL;
    w->root.prev->next = NULL;
    w->root.next = w->root.prev = &w->root;
    return first;
}

static void lru_release_list(pe_vm *vm, lru_link *l) {
    /* loop-bound: per-object: each link is released once */
    while (l) {
        lru_link *next = l->next;
        pe_obj_decref(vm, &l->base);
        l = next;
    }
}

/* The cache key of a call (CPython's lru_cache_make_key). New reference or PE_NULL. */
static pe_value lru_make_key(pe_vm *vm, lru_obj *w, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    size_t nkw = pe_args_nkw(kwnames);
    if (!w->typed && nkw == 0) {
        if (nargs == 1) {
            pe_type *t = pe_type_of(vm, args[0]);
            if (t == vm->types[PE_TYPE_INT] || t == vm->types[PE_TYPE_STR])
                return pe_incref(args[0]);
        }
        return pe_tuple_from_array(vm, args, nargs);
    }
    size_t size = nargs + (nkw ? 2 * nkw + 1 : 0) + (w->typed ? nargs + nkw : 0), k = 0;
    if (PE_TICK(vm, size / 16) < 0) return PE_NULL;
    pe_value key = pe_tuple_new(vm, size);
    if (pe_is_null(key)) return key;
    /* loop-bound: charged-before: one op per 16 key items above */
    for (size_t i = 0; i < nargs; i++)
        pe_tuple_set_item(key, k++, pe_incref(args[i]));
    if (nkw) pe_tuple_set_item(key, k++, pe_incref(w->kwd_mark));
    /* loop-bound: charged-before: one op per 16 key items above */
    for (size_t i = 0; i < nkw; i++) {
        pe_tuple_set_item(key, k++,
                          pe_incref(pe_obj_value(&pe_args_kwname(kwnames, i)->base)));
        pe_tuple_set_item(key, k++, pe_incref(args[nargs + i]));
    }
    if (w->typed) {
        /* loop-bound: charged-before: one op per 16 key items above */
        for (size_t i = 0; i < nargs + nkw; i++)
            pe_tuple_set_item(key, k++,
                              pe_incref(pe_obj_value(&pe_type_of(vm, args[i])->base)));
    }
    return key;
}

static pe_value lru_infinite(pe_vm *vm, lru_obj *w, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    pe_value key = lru_make_key(vm, w, args, nargs, kwnames), hit;
    if (pe_is_null(key)) return key;
    int found = pe_dict_lookup(vm, w->cache, key, &hit);
    if (found != 0) {
        pe_decref(vm, key);
        if (found < 0) return PE_NULL;
        w->hits++;
        return pe_incref(hit);
    }
    w->misses++;
    pe_value r = pe_op_call(vm, w->func, args, nargs, kwnames);
    if (!pe_is_null(r) && pe_dict_set(vm, w->cache, key, r) < 0) pe_clear(vm, &r);
    pe_decref(vm, key);
    return r;
}

/* Evicts the least recently used link (full cache). 0 or -1. */
static int lru_evict(pe_vm *vm, lru_obj *w) {
    lru_link *old = w->root.next;
    link_extract(old);
    pe_value popped;
    int r = pe_dict_pop(vm, w->cache, old->key, &popped);
    pe_obj_decref(vm, &old->base); /* the list's reference */
    if (r > 0) pe_decref(vm, popped);
    return r < 0 ? -1 : 0;
}

static pe_value lru_bounded(pe_vm *vm, lru_obj *w, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    pe_value key = lru_make_key(vm, w, args, nargs, kwnames), hit;
    if (pe_is_null(key)) return key;
    int found = pe_dict_lookup(vm, w->cache, key, &hit);
    if (found != 0) {
        pe_decref(vm, key);
        if (found < 0) return PE_NULL;
        lru_link *l = (lru_link *)hit.u.o;
        link_extract(l);
        link_append(w, l);
        w->hits++;
        return pe_incref(l->result);
    }
    w->misses++;
    pe_value result = pe_op_call(vm, w->func, args, nargs, kwnames);
    if (pe_is_null(result)) goto fail;
    /* a recursive call may have cached this key meanwhile: keep that one */
    found = pe_dict_lookup(vm, w->cache, key, &hit);
    if (found != 0) {
        pe_decref(vm, key);
        if (found > 0) return result;
        pe_decref(vm, result);
        return PE_NULL;
    }
    if ((int64_t)pe_dict_len(w->cache) >= w->maxsize && w->root.next != &w->root &&
        lru_evict(vm, w) < 0)
        goto fail;
    lru_link *l =
        (lru_link *)pe_obj_alloc(vm, vm->types[PE_TYPE_FT_LRU_LINK], sizeof(lru_link));
    if (!l) goto fail;
    l->key = key;
    l->result = pe_incref(result);
    pe_value lv = pe_obj_value(&l->base);
    if (pe_dict_set(vm, w->cache, key, lv) < 0) {
        pe_decref(vm, lv);
        pe_decref(vm, result);
        return PE_NULL;
    }
    link_append(w, l); /* the list keeps the allocation's reference */
    return result;
fail:
    pe_decref(vm, key);
    pe_decref(vm, result);
    return PE_NULL;
}

static pe_value lru_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) {
    lru_obj *w = LRU(self);
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth)
        return pe_err_set(vm, PE_EXC_RecursionError,
                          "maximum recursion depth exceeded while calling a Python object");
    vm->depth++;
    pe_value r;
    pe_incref(self); /* a cache_clear or del inside must not free w */
    if (w->maxsize == 0) {
        w->misses++;
        r = pe_op_call(vm, w->func, args, nargs, kwnames);
    } else if (w->maxsize < 0) {
        r = lru_infinite(vm, w, args, nargs, kwnames);
    } else {
        r = lru_bounded(vm, w, args, nargs, kwnames);
    }
    pe_decref(vm, self);
    vm->depth--;
    return r;
}

/* _lru_cache_wrapper(user_function, maxsize, typed, cache_info_type). */
static pe_value lru_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                        pe_obj *kwnames) {
    static const char *const params[] = {"user_function", "maxsize", "typed",
                                         "cache_info_type", NULL};
    static const pe_argspec spec = {"lru_cache", params, 4, 0, 4};
    pe_value a[4];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    if (!pe_type_of(vm, a[0])->call)
        return pe_err_set(vm, PE_EXC_TypeError, "the first argument must be callable");
    int64_t maxsize = -1;
    if (!pe_is_none(a[1])) {
        if (!pe_type_of(vm, a[1])->index && a[1].tag != PE_T_INT && a[1].tag != PE_T_BOOL)
            return pe_err_set(vm, PE_EXC_TypeError, "maxsize should be integer or None");
        if (pe_op_index_i64(vm, a[1], &maxsize) < 0) return PE_NULL;
        if (maxsize < 0) maxsize = 0;
    }
    int typed = pe_op_truth(vm, a[2]);
    if (typed < 0) return PE_NULL;
    pe_value cache = pe_dict_new(vm);
    if (pe_is_null(cache)) return cache;
    pe_value mark = pe_object_new_instance(vm, vm->types[PE_TYPE_OBJECT], NULL, 0, NULL);
    if (pe_is_null(mark)) {
        pe_decref(vm, cache);
        return mark;
    }
    lru_obj *w = (lru_obj *)pe_obj_alloc(vm, type, sizeof(lru_obj));
    if (!w) {
        pe_decref(vm, cache);
        pe_decref(vm, mark);
        return PE_NULL;
    }
    w->root.prev = w->root.next = &w->root;
    w->func = pe_incref(a[0]);
    w->cache = cache;
    w->info_type = pe_incref(a[3]);
    w->kwd_mark = mark;
    w->dict = PE_NULL;
    w->maxsize = maxsize;
    w->typed = typed;
    return pe_obj_value(&w->base);
}

static void lru_gc_clear(pe_vm *vm, pe_obj *o) {
    lru_obj *w = (lru_obj *)o;
    lru_link *list = lru_unlink_list(w);
    pe_clear(vm, &w->cache);
    lru_release_list(vm, list);
    pe_clear(vm, &w->func);
    pe_clear(vm, &w->info_type);
    pe_clear(vm, &w->kwd_mark);
    pe_clear(vm, &w->dict);
}

static void lru_dealloc(pe_vm *vm, pe_obj *o) {
    lru_gc_clear(vm, o);
    pe_obj_free(vm, o, sizeof(lru_obj));
}

static void lru_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    lru_obj *w = (lru_obj *)o;
    /* loop-bound: per-object: traverse visits each link once */
    for (lru_link *l = w->root.next; l != &w->root; l = l->next) {
        if (pe_is_obj(l->key)) visit(vm, l->key.u.o, arg);
        if (pe_is_obj(l->result)) visit(vm, l->result.u.o, arg);
    }
    pe_value *vs[] = {&w->func, &w->cache, &w->info_type, &w->kwd_mark, &w->dict};
    /* loop-bound: const: five fields */
    for (size_t i = 0; i < 5; i++)
        if (pe_is_obj(*vs[i])) visit(vm, vs[i]->u.o, arg);
}

/* Binds as a method on instance access, as functions do. */
static pe_value lru_descr_get(pe_vm *vm, pe_value self, pe_value obj, pe_type *type) {
    if (pe_is_null(obj) || pe_is_none(obj)) return pe_incref(self);
    return pe_method_new(vm, self, obj);
}

static pe_value lru_m_cache_info(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kw) {
    if (pe_args_noargs(vm, "_lru_cache_wrapper.cache_info", nargs - 1, kw) < 0)
        return PE_NULL;
    lru_obj *w = LRU(args[0]);
    pe_value v[4] = {pe_int(w->hits), pe_int(w->misses),
                     w->maxsize < 0 ? PE_NONE : pe_int(w->maxsize),
                     pe_int((int64_t)pe_dict_len(w->cache))};
    return pe_op_call(vm, w->info_type, v, 4, NULL);
}

static pe_value lru_m_cache_clear(pe_vm *vm, const pe_value *args, size_t nargs,
                                  pe_obj *kw) {
    if (pe_args_noargs(vm, "_lru_cache_wrapper.cache_clear", nargs - 1, kw) < 0)
        return PE_NULL;
    lru_obj *w = LRU(args[0]);
    if (PE_TICK(vm, pe_dict_len(w->cache) / 16) < 0) return PE_NULL;
    lru_link *list = lru_unlink_list(w);
    w->hits = w->misses = 0;
    pe_dict_clear(vm, w->cache);
    lru_release_list(vm, list);
    return PE_NONE;
}

static pe_value lru_m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "_lru_cache_wrapper.__copy__", nargs - 1, kw) < 0)
        return PE_NULL;
    return pe_incref(args[0]);
}

static pe_value lru_m_deepcopy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "_lru_cache_wrapper.__deepcopy__", nargs - 1, kw) < 0)
        return PE_NULL;
    return pe_incref(args[0]);
}

static const pe_method_def lru_methods[] = {
    {"cache_info", lru_m_cache_info, 0},
    {"cache_clear", lru_m_cache_clear, 0},
    {"__copy__", lru_m_copy, 0},
    {"__deepcopy__", lru_m_deepcopy, 0},
    {NULL, NULL, 0},
};

/* ---- setup --------------------------------------------------------------------------- */

static const pe_method_def types_functions[] = {
    {"cmp_to_key", f_cmp_to_key, 0},
    {NULL, NULL, 0},
};

int pe_mod_functools_types_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_FT_PARTIAL];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE | PE_TPF_HAS_DICT;
    t->basicsize = sizeof(partial_obj);
    t->dictoffset = (uint32_t)offsetof(partial_obj, dict);
    t->new_ = pa_new;
    t->call = pa_call;
    t->repr = pa_repr;
    t->getattr = pa_getattr;
    t->setattr = pe_object_generic_setattr;
    t->dealloc = pa_dealloc;
    t->traverse = pa_traverse;
    t->clear = pa_clear;
    static const char *const pa_attrs[] = {"func", "args", "keywords", NULL};
    if (pe_getset_add_computed(vm, t, pa_attrs, PE_GETSET_MEMBER) < 0 ||
        pe_type_add_methods(vm, t, pa_methods) < 0)
        return -1;

    t = vm->types[PE_TYPE_FT_KEYWRAPPER];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(key_obj);
    t->call = key_call;
    t->richcmp = key_richcmp;
    t->getattr = key_getattr;
    t->setattr = key_setattr;
    t->dealloc = key_dealloc;
    t->traverse = key_traverse;
    t->clear = key_clear;
    static const char *const key_attrs[] = {"obj", NULL};
    if (pe_getset_add_computed(vm, t, key_attrs, PE_GETSET_SLOTS) < 0) return -1;

    t = vm->types[PE_TYPE_FT_LRU_LINK];
    t->basicsize = sizeof(lru_link);
    t->dealloc = link_dealloc;

    t = vm->types[PE_TYPE_FT_LRU_WRAPPER];
    t->tflags |= PE_TPF_GC | PE_TPF_HAS_DICT;
    t->basicsize = sizeof(lru_obj);
    t->dictoffset = (uint32_t)offsetof(lru_obj, dict);
    t->new_ = lru_new;
    t->call = lru_call;
    t->descr_get = lru_descr_get;
    t->getattr = pe_object_generic_getattr;
    t->setattr = pe_object_generic_setattr;
    t->dealloc = lru_dealloc;
    t->traverse = lru_traverse;
    t->clear = lru_gc_clear;
    return pe_type_add_methods(vm, t, lru_methods);
}

int pe_mod_functools_types_publish(pe_vm *vm, pe_value dict) {
    if (pe_dict_set_cstr(vm, dict, "partial",
                         pe_obj_value(&vm->types[PE_TYPE_FT_PARTIAL]->base)) < 0 ||
        pe_dict_set_cstr(vm, dict, "KeyWrapper",
                         pe_obj_value(&vm->types[PE_TYPE_FT_KEYWRAPPER]->base)) < 0 ||
        pe_dict_set_cstr(vm, dict, "_lru_cache_wrapper",
                         pe_obj_value(&vm->types[PE_TYPE_FT_LRU_WRAPPER]->base)) < 0)
        return -1;
    return pe_module_add_functions(vm, dict, types_functions);
}
