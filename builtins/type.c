/*
 * type.c - the `type` type: type objects as values (repr, attributes, calling a class),
 * method tables, MRO lookup, and user classes: the C3 MRO, instance layout, and slots
 * that dispatch to the dunder methods a class defines.
 *
 * Slot policy for a user class: when the class is created (and again when a dunder is
 * assigned on it), each slot gets the dunder-dispatching function if some user class
 * in the MRO defines that dunder before any builtin type does; otherwise it inherits
 * the slot of the solid base (the nearest builtin ancestor). So an instance of a class
 * without __len__ behaves exactly like its builtin base, errors included.
 */
#include "type.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/gc.h"
#include "../eval/ops.h"
#include "../eval/traceback.h"
#include "../eval/vm.h"
#include "dict.h"
#include "exceptions.h"
#include "int.h"
#include "list.h"
#include "mappingproxy.h"
#include "member.h"
#include "metaclass.h"
#include "slotwrap.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"

int pe_type_check(pe_vm *vm, pe_value v) {
    if (!pe_is_obj(v)) return 0;
    pe_type *t = v.u.o->type;
    return t == vm->types[PE_TYPE_TYPE] || (t->tflags & PE_TPF_TYPE_SUBCLASS);
}

pe_type *pe_type_solid_base(pe_type *t) {
    /* loop-bound: mro */
    while (t && (t->tflags & PE_TPF_HEAPTYPE))
        t = t->tbase;
    return t;
}

/* ---- method tables and lookup -------------------------------------------------------- */

int pe_type_dict_make(pe_vm *vm, pe_type *t) {
    if (pe_is_obj(t->dict)) return 0;
    t->dict = pe_dict_new(vm);
    return pe_is_null(t->dict) ? -1 : 0;
}

/* Makes the descriptors of one method table in type's dict. 0 or -1. */
static int add_methods_now(pe_vm *vm, pe_type *type, const pe_method_def *defs) {
    if (pe_type_dict_make(vm, type) < 0) return -1;
    /* loop-bound: setup: builtin method tables */
    for (const pe_method_def *d = defs; d->name; d++) {
        pe_value f = pe_builtin_new(vm, d, type, PE_BUILTIN_DESCRIPTOR);
        if (pe_is_null(f)) return -1;
        int r = pe_dict_set_cstr(vm, type->dict, d->name, f);
        pe_decref(vm, f);
        if (r < 0) return -1;
    }
    return 0;
}

int pe_type_add_methods(pe_vm *vm, pe_type *type, const pe_method_def *defs) {
    if (vm->boot_slots_only) return 0;
    if ((type->tflags & PE_TPF_LAZY_DICT) && vm->boot_lazy &&
        type->nlazy < PE_TYPE_LAZY_MAX) {
        type->lazy_defs[type->nlazy++] = defs;
        return 0;
    }
    /* after start-up, a lazy type is filled first, so later entries win as before */
    if (pe_type_fill(vm, type) < 0) return -1;
    return add_methods_now(vm, type, defs);
}

int pe_type_fill(pe_vm *vm, pe_type *t) {
    if (!(t->tflags & PE_TPF_LAZY_DICT) || vm->boot_slots_only) return 0;
    /* no table writes the same name as another or as an init's own entries (checked
     * when this was written), so filling later gives the same dict as filling at
     * start-up, in another order */
    if (pe_type_dict_make(vm, t) < 0 || pe_getset_fill(vm, t) < 0) return -1;
    /* loop-bound: const: at most PE_TYPE_LAZY_MAX tables */
    for (uint8_t i = 0; i < t->nlazy; i++)
        if (add_methods_now(vm, t, t->lazy_defs[i]) < 0) return -1;
    /* exception types never carried slot wrappers (their dicts hold their tables only) */
    if (!(t->tflags & PE_TPF_EXC_SUBCLASS) && pe_slotwrap_fill(vm, t) < 0) return -1;
    t->nlazy = t->nlazy_getsets = 0;
    t->tflags &= ~(uint32_t)PE_TPF_LAZY_DICT;
    vm->type_epoch++; /* lookups cached before the fill saw fewer names */
    return 0;
}

pe_value pe_type_dict_slow(pe_vm *vm, pe_type *t) {
    if (pe_type_fill(vm, t) == 0) return t->dict;
    if (vm->limit == PE_LIMIT_NONE) {
        pe_err_clear(vm);
        pe_err_limit(vm, PE_LIMIT_MEMORY);
    }
    return PE_NULL;
}

int pe_type_set_attr_cstr(pe_vm *vm, pe_type *type, const char *name, pe_value value) {
    /* during start-up the deferred tables may wait: no name is written twice */
    if (!vm->boot_lazy && pe_type_fill(vm, type) < 0) return -1;
    if (pe_type_dict_make(vm, type) < 0) return -1;
    return pe_dict_set_cstr(vm, type->dict, name, value);
}

/* The uncached walk of pe_type_lookup. */
static pe_value lookup_walk(pe_vm *vm, pe_type *type, pe_str *name) {
    pe_mro_walk w;
    /* loop-bound: mro */
    for (pe_type *t = pe_mro_first(&w, type); t; t = pe_mro_next(&w)) {
        if ((t->tflags & PE_TPF_LAZY_DICT) && pe_is_null(pe_type_dict_slow(vm, t)))
            return PE_NULL; /* the memory-limit error is pending */
        if (!pe_is_obj(t->dict)) continue;
        t->dict.u.o->flags |= PE_DICT_FLAG_TYPE;
        pe_value v = pe_dict_get_str(vm, t->dict, name);
        if (!pe_is_null(v)) return v;
    }
    return PE_NULL;
}

pe_value pe_type_lookup(pe_vm *vm, pe_type *type, pe_str *name) {
    if (pe_is_obj(type->mro) || (type->tflags & PE_TPF_LAZY_MRO)) {
        /* the type attribute cache (vm.h): most lookups are repeats */
        uintptr_t h = ((uintptr_t)type >> 4) ^ ((uintptr_t)name >> 3);
        size_t at = (h ^ (h >> 10)) & (sizeof vm->mcache / sizeof vm->mcache[0] - 1);
        struct pe_mcache_entry *e = &vm->mcache[at];
        uint64_t *live = &vm->mcache_live[at / 64], bit = 1ull << (at % 64);
        if ((*live & bit) && e->epoch == vm->type_epoch && e->type == type &&
            e->name == name)
            return e->value;
        pe_value found = lookup_walk(vm, type, name);
        if (pe_is_null(found) && vm->limit != PE_LIMIT_NONE) return found;
        /* the entry keeps its name alive, since a freed (mortal) name's address could
         * come back as another name and hit here (core/intern.h); long names are not
         * cached, so the cache keeps at most 1024 short names (~150 KB) alive */
        if (name->size > PE_MCACHE_MAX_NAME) return found;
        if (!(*live & bit)) {
            e->name = NULL; /* its first use: the bytes were never written */
            *live |= bit;
        }
        e->epoch = vm->type_epoch;
        e->type = type;
        e->value = found;
        if (e->name != name) {
            pe_str *old = e->name;
            pe_obj_incref(&name->base);
            e->name = name;
            if (old) pe_obj_decref(vm, &old->base);
        }
        return found;
    }
    /* a class whose MRO is being made: its bases so far */
    /* loop-bound: mro */
    for (pe_type *t = type; t; t = t->tbase) {
        if ((t->tflags & PE_TPF_LAZY_DICT) && pe_is_null(pe_type_dict_slow(vm, t)))
            return PE_NULL;
        if (!pe_is_obj(t->dict)) continue;
        pe_value v = pe_dict_get_str(vm, t->dict, name);
        if (!pe_is_null(v)) return v;
    }
    return PE_NULL;
}

void pe_type_cache_clear(pe_vm *vm) {
    /* the entries written (mcache_live; each holds a name): a short run filled few */
    /* loop-bound: const: the cache has a fixed size */
    for (size_t w = 0; w < sizeof vm->mcache_live / sizeof vm->mcache_live[0]; w++) {
        uint64_t bits = vm->mcache_live[w];
        vm->mcache_live[w] = 0;
        /* loop-bound: const: at most 64 bits per word */
        for (; bits; bits &= bits - 1) {
            struct pe_mcache_entry *e = &vm->mcache[w * 64 + (size_t)__builtin_ctzll(bits)];
            pe_str *name = e->name;
            e->epoch = 0;
            e->type = NULL;
            e->name = NULL;
            e->value = PE_NULL;
            if (name) pe_obj_decref(vm, &name->base);
        }
    }
}

/* The dunder `name` if a user class in type's MRO defines it before any builtin type
 * does; PE_NULL otherwise (then the solid base's C slot applies). Borrowed. */
static pe_value heap_lookup(pe_vm *vm, pe_type *type, pe_str *name) {
    if (!pe_is_obj(type->mro)) return PE_NULL;
    size_t n = pe_tuple_len(type->mro);
    /* loop-bound: mro */
    for (size_t i = 0; i < n; i++) {
        pe_type *t = (pe_type *)pe_tuple_item(type->mro, i).u.o;
        if ((t->tflags & PE_TPF_LAZY_DICT) && pe_is_null(pe_type_dict_slow(vm, t)))
            return PE_NULL;
        if (!pe_is_obj(t->dict)) continue;
        pe_value v = pe_dict_get_str(vm, t->dict, name);
        if (!pe_is_null(v)) return (t->tflags & PE_TPF_HEAPTYPE) ? v : PE_NULL;
    }
    return PE_NULL;
}

int pe_type_mro_make(pe_vm *vm, pe_type *type) {
    if (!(type->tflags & PE_TPF_LAZY_MRO)) return 0;
    size_t n = 0;
    /* loop-bound: mro */
    for (pe_type *t = type; t; t = t->tbase)
        n++;
    pe_value mro = pe_tuple_new(vm, n);
    if (pe_is_null(mro)) return -1;
    pe_value bases = type->tbase ? pe_tuple_pack1(vm, pe_obj_value(&type->tbase->base))
                                 : pe_tuple_new(vm, 0);
    if (pe_is_null(bases)) {
        pe_decref(vm, mro);
        return -1;
    }
    size_t i = 0;
    /* loop-bound: mro */
    for (pe_type *t = type; t; t = t->tbase) {
        pe_obj_incref(&t->base);
        pe_tuple_set_item(mro, i++, pe_obj_value(&t->base));
    }
    /* the walks saw the same classes along the chain: no cached lookup changes */
    type->mro = mro;
    type->bases = bases;
    type->tflags &= ~(uint32_t)PE_TPF_LAZY_MRO;
    return 0;
}

/* ---- calling dunders ----------------------------------------------------------------- */

/* Calls the class attribute m (found by heap_lookup) as a method of self. */
static pe_value call_dunder(pe_vm *vm, pe_value m, pe_value self, const pe_value *args,
                            size_t nargs) {
    pe_value buf[4];
    if (nargs > 3) return pe_err_set(vm, PE_EXC_SystemError, "too many dunder arguments");
    buf[0] = self;
    /* loop-bound: caller-charged: the arguments of one call, each charged when evaluated
     * or unpacked */
    for (size_t i = 0; i < nargs; i++)
        buf[i + 1] = args[i];
    if (pe_func_check(vm, m)) {
        if (PE_TICK(vm, 1) < 0) return PE_NULL;
        return pe_func_call(vm, (pe_func *)m.u.o, buf, nargs + 1, NULL);
    }
    if (pe_builtin_check(vm, m) && (((pe_builtin *)m.u.o)->def->flags & PE_METH_STATIC))
        return pe_op_call(vm, m, args, nargs, NULL);
    return pe_op_call(vm, m, buf, nargs + 1, NULL);
}

/* Looks the dunder up on self's class and calls it; PE_NULL with no exception pending
 * when the class does not define it. */
static pe_value try_dunder(pe_vm *vm, pe_value self, pe_id id, const pe_value *args,
                           size_t nargs) {
    pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[id]);
    if (pe_is_null(m)) return PE_NULL;
    return call_dunder(vm, m, self, args, nargs);
}

#define SOLID(vm, v) pe_type_solid_base(pe_type_of(vm, v))

static pe_value slot_repr(pe_vm *vm, pe_value self) {
    pe_value r = try_dunder(vm, self, PE_ID_repr, NULL, 0);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    pe_type *s = SOLID(vm, self);
    return s->repr ? s->repr(vm, self) : pe_err_set(vm, PE_EXC_SystemError, "no repr");
}

static pe_value slot_str(pe_vm *vm, pe_value self) {
    pe_value r = try_dunder(vm, self, PE_ID_str, NULL, 0);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    pe_type *s = SOLID(vm, self);
    if (s->str && s != vm->types[PE_TYPE_OBJECT]) return s->str(vm, self);
    return pe_op_repr(vm, self);
}

static int slot_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_hash]);
    if (pe_is_null(m)) {
        pe_type *s = SOLID(vm, self);
        if (s->hash) return s->hash(vm, self, out);
        *out = (int64_t)((uintptr_t)self.u.o >> 4);
        return 0;
    }
    if (pe_is_none(m)) {
        pe_err_format(vm, PE_EXC_TypeError, "unhashable type: '%s'",
                      pe_op_typename(vm, self));
        return -1;
    }
    pe_value r = call_dunder(vm, m, self, NULL, 0);
    if (pe_is_null(r)) return -1;
    if (!pe_int_check(vm, r)) {
        pe_decref(vm, r);
        pe_err_set(vm, PE_EXC_TypeError, "__hash__ method should return an integer");
        return -1;
    }
    /* CPython's slot_tp_hash: a result that fits in a machine word is the hash as it
     * is (-1 becomes -2); only a larger int is hashed as an int */
    pe_value u = pe_subclass_unwrap(r);
    int64_t h;
    if (u.tag == PE_T_BOOL || pe_int_as_i64(u, &h) == 0) {
        if (u.tag == PE_T_BOOL) h = u.u.i;
        *out = h == -1 ? -2 : h;
        pe_decref(vm, r);
        return 0;
    }
    int rc = pe_op_hash(vm, r, out);
    pe_decref(vm, r);
    return rc;
}

static const pe_id cmp_ids[] = {
    [PE_CMP_EQ] = PE_ID_eq,   [PE_CMP_NOT_EQ] = PE_ID_ne, [PE_CMP_LT] = PE_ID_lt,
    [PE_CMP_LT_E] = PE_ID_le, [PE_CMP_GT] = PE_ID_gt,     [PE_CMP_GT_E] = PE_ID_ge,
};

static pe_value slot_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (op > PE_CMP_GT_E) return pe_incref(vm->notimpl);
    pe_value r = try_dunder(vm, a, cmp_ids[op], &b, 1);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    /* the builtin base compares the values, as CPython's slots read a subclass's */
    pe_type *s = SOLID(vm, a);
    return s->richcmp ? s->richcmp(vm, pe_subclass_unwrap(a), pe_subclass_unwrap(b), op)
                      : pe_incref(vm->notimpl);
}

static int64_t len_result(pe_vm *vm, pe_value r) {
    int64_t n;
    if (pe_is_null(r)) return -1;
    if (!pe_int_check(vm, r)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "'%s' object cannot be interpreted as an integer",
                      pe_op_typename(vm, r));
        pe_decref(vm, r);
        return -1;
    }
    if (pe_int_as_i64(r, &n) != 0) {
        pe_err_format(vm, PE_EXC_OverflowError,
                      "cannot fit 'int' into an index-sized integer");
        pe_decref(vm, r);
        return -1;
    }
    pe_decref(vm, r);
    if (n < 0) {
        pe_err_set(vm, PE_EXC_ValueError, "__len__() should return >= 0");
        return -1;
    }
    return n;
}

static int64_t slot_len(pe_vm *vm, pe_value self) {
    pe_value r = try_dunder(vm, self, PE_ID_len, NULL, 0);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return len_result(vm, r);
    pe_type *s = SOLID(vm, self);
    if (s->len) return s->len(vm, self);
    pe_err_format(vm, PE_EXC_TypeError, "object of type '%.200s' has no len()",
                  pe_op_typename(vm, self));
    return -1;
}

static int slot_truth(pe_vm *vm, pe_value self) {
    pe_value r = try_dunder(vm, self, PE_ID_bool_, NULL, 0);
    if (pe_is_null(r) && pe_err_occurred(vm)) return -1;
    if (!pe_is_null(r)) {
        if (r.tag != PE_T_BOOL) {
            pe_err_format(vm, PE_EXC_TypeError, "__bool__ should return bool, returned %s",
                          pe_op_typename(vm, r));
            pe_decref(vm, r);
            return -1;
        }
        return (int)r.u.i;
    }
    r = try_dunder(vm, self, PE_ID_len, NULL, 0);
    if (pe_is_null(r) && pe_err_occurred(vm)) return -1;
    if (!pe_is_null(r)) {
        int64_t n = len_result(vm, r);
        return n < 0 ? -1 : n > 0;
    }
    pe_type *s = SOLID(vm, self);
    if (s->truth) return s->truth(vm, self);
    if (s->len) {
        int64_t n = s->len(vm, self);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

static pe_value slot_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_type *s = SOLID(vm, self);
    pe_value v;
    if (pe_type_of(vm, self)->tflags & PE_TPF_HAS_GETATTRIBUTE) {
        /* a user __getattribute__ replaces the whole lookup; __getattr__ still catches
         * its AttributeError (CPython's slot_tp_getattr_hook) */
        pe_value ga = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_getattribute]);
        pe_value nm = pe_obj_value(&name->base);
        v = call_dunder(vm, ga, self, &nm, 1);
        if (!pe_is_null(v) || !pe_err_matches(vm, PE_EXC_AttributeError)) return v;
    } else if (pe_type_of(vm, self)->tflags & PE_TPF_VALUE_WRAPPER) {
        /* the class's own attributes and the instance dict first, then the builtin's
         * computed attributes of the wrapped value (x.real) */
        v = pe_object_lookup_attr(vm, self, name);
        if (!pe_is_null(v) ||
            (pe_err_occurred(vm) && !pe_err_matches(vm, PE_EXC_AttributeError)))
            return v;
        pe_err_clear(vm);
        v = s->getattr ? s->getattr(vm, pe_subclass_unwrap(self), name)
                       : pe_object_generic_getattr(vm, self, name);
        if (!pe_is_null(v) || !pe_err_matches(vm, PE_EXC_AttributeError)) return v;
        pe_err_clear(vm);
        v = pe_object_generic_getattr(vm, self, name); /* the message names the class */
        if (!pe_is_null(v)) return v;
    } else if (s->getattr && s != vm->types[PE_TYPE_OBJECT]) {
        v = s->getattr(vm, self, name);
        if (!pe_is_null(v) || !pe_err_matches(vm, PE_EXC_AttributeError)) return v;
        /* a user class attribute may still provide it */
        pe_value ex = pe_err_fetch(vm);
        v = pe_object_lookup_attr(vm, self, name);
        if (!pe_is_null(v) || pe_err_occurred(vm)) {
            pe_decref(vm, ex);
            return v;
        }
        pe_err_restore(vm, ex);
    } else {
        v = pe_object_lookup_attr(vm, self, name);
        if (!pe_is_null(v)) return v;
        if (pe_err_occurred(vm)) {
            /* an AttributeError from a property still falls back to __getattr__ */
            if (!pe_err_matches(vm, PE_EXC_AttributeError)) return v;
        } else {
            v = pe_object_generic_getattr(vm, self, name); /* raises the AttributeError */
            if (!pe_is_null(v)) return v;
        }
    }
    pe_value ga = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_getattr]);
    if (pe_is_null(ga)) return PE_NULL;
    pe_err_clear(vm);
    pe_value nm = pe_obj_value(&name->base);
    return call_dunder(vm, ga, self, &nm, 1);
}

static int slot_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    pe_value nm = pe_obj_value(&name->base);
    pe_value r;
    if (pe_is_null(value)) {
        pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_delattr]);
        if (pe_is_null(m)) goto base;
        r = call_dunder(vm, m, self, &nm, 1);
    } else {
        pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_setattr]);
        if (pe_is_null(m)) goto base;
        pe_value a[2] = {nm, value};
        r = call_dunder(vm, m, self, a, 2);
    }
    if (pe_is_null(r)) return -1;
    pe_decref(vm, r);
    return 0;
base:;
    pe_type *s = SOLID(vm, self);
    if (s->setattr) return s->setattr(vm, self, name, value);
    return pe_object_generic_setattr(vm, self, name, value);
}

static pe_value slot_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_call]);
    if (pe_is_null(m))
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not callable",
                             pe_op_typename(vm, self));
    pe_value bound = pe_func_check(vm, m) ? pe_method_new(vm, m, self) : pe_incref(m);
    if (pe_is_null(bound)) return bound;
    pe_value r = pe_op_call(vm, bound, args, nargs, kwnames);
    pe_decref(vm, bound);
    return r;
}

static pe_value slot_iter(pe_vm *vm, pe_value self) {
    pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_iter]);
    if (pe_is_none(m)) /* __iter__ = None declares the class not iterable */
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not iterable",
                             pe_op_typename(vm, self));
    pe_value r = try_dunder(vm, self, PE_ID_iter, NULL, 0);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    pe_type *s = SOLID(vm, self);
    if (s->iter) return s->iter(vm, self);
    return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not iterable",
                         pe_op_typename(vm, self));
}

static pe_value slot_iternext(pe_vm *vm, pe_value self) {
    pe_value r = try_dunder(vm, self, PE_ID_next, NULL, 0);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    pe_type *s = SOLID(vm, self);
    if (s->iternext) return s->iternext(vm, self);
    return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not an iterator",
                         pe_op_typename(vm, self));
}

static pe_value slot_getitem(pe_vm *vm, pe_value self, pe_value key) {
    pe_value r = try_dunder(vm, self, PE_ID_getitem, &key, 1);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    pe_type *s = SOLID(vm, self);
    if (s->getitem) return s->getitem(vm, self, key);
    return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not subscriptable",
                         pe_op_typename(vm, self));
}

static int slot_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    pe_value r;
    if (pe_is_null(value)) {
        r = try_dunder(vm, self, PE_ID_delitem, &key, 1);
    } else {
        pe_value a[2] = {key, value};
        r = try_dunder(vm, self, PE_ID_setitem, a, 2);
    }
    if (!pe_is_null(r)) {
        pe_decref(vm, r);
        return 0;
    }
    if (pe_err_occurred(vm)) return -1;
    pe_type *s = SOLID(vm, self);
    if (s->setitem) return s->setitem(vm, self, key, value);
    /* "doesn't" only on CPython's PySequence_DelItem path, taken for an index key */
    int idx = key.tag == PE_T_INT || key.tag == PE_T_BOOL || pe_type_of(vm, key)->index;
    pe_err_format(vm, PE_EXC_TypeError,
                  !pe_is_null(value) ? "'%s' object does not support item assignment"
                  : idx              ? "'%s' object doesn't support item deletion"
                                     : "'%s' object does not support item deletion",
                  pe_op_typename(vm, self));
    return -1;
}

static int slot_contains(pe_vm *vm, pe_value self, pe_value item) {
    pe_value m = heap_lookup(vm, pe_type_of(vm, self), vm->ids[PE_ID_contains]);
    if (pe_is_none(m)) { /* __contains__ = None opts out of the iteration fallback */
        pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not a container",
                      pe_op_typename(vm, self));
        return -1;
    }
    pe_value r = try_dunder(vm, self, PE_ID_contains, &item, 1);
    if (pe_is_null(r) && pe_err_occurred(vm)) return -1;
    if (!pe_is_null(r)) {
        int t = pe_op_truth(vm, r);
        pe_decref(vm, r);
        return t;
    }
    pe_type *s = SOLID(vm, self);
    if (s->contains) return s->contains(vm, self, item);
    /* iteration fallback, as pe_op_contains without the slot */
    pe_value it = pe_op_iter(vm, self);
    if (pe_is_null(it)) return -1;
    int found = 0;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) { /* one op per item, as pe_op_contains */
            found = -1;
            break;
        }
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) found = -1;
            break;
        }
        int eq = pe_op_eq(vm, x, item);
        pe_decref(vm, x);
        if (eq != 0) {
            found = eq;
            break;
        }
    }
    pe_decref(vm, it);
    return found;
}

#define UNARY_SLOT(fname, id, field, sym)                                                  \
    static pe_value fname(pe_vm *vm, pe_value self) {                                      \
        pe_value r = try_dunder(vm, self, id, NULL, 0);                                    \
        if (!pe_is_null(r) || pe_err_occurred(vm)) return r;                               \
        pe_type *s = SOLID(vm, self);                                                      \
        if (s->field) return s->field(vm, self);                                           \
        return pe_err_format(vm, PE_EXC_TypeError, "bad operand type for " sym ": '%s'",   \
                             pe_op_typename(vm, self));                                    \
    }
UNARY_SLOT(slot_neg, PE_ID_neg, neg, "unary -")
UNARY_SLOT(slot_pos, PE_ID_pos, pos, "unary +")
UNARY_SLOT(slot_invert, PE_ID_invert, invert, "unary ~")
UNARY_SLOT(slot_abs, PE_ID_abs, abs, "abs()")

static pe_value slot_index(pe_vm *vm, pe_value self) {
    pe_value r = try_dunder(vm, self, PE_ID_index, NULL, 0);
    if (!pe_is_null(r) || pe_err_occurred(vm)) {
        if (!pe_is_null(r) && !pe_int_check(vm, r)) {
            pe_err_format(vm, PE_EXC_TypeError, "__index__ returned non-int (type %s)",
                          pe_op_typename(vm, r));
            pe_decref(vm, r);
            return PE_NULL;
        }
        return r;
    }
    pe_type *s = SOLID(vm, self);
    if (s->index) return s->index(vm, self);
    return pe_err_format(vm, PE_EXC_TypeError,
                         "'%s' object cannot be interpreted as an integer",
                         pe_op_typename(vm, self));
}

/* Binary operators: CPython's SLOT1BINFULL. One dispatcher per operator so that
 * "type(b) has the same slot" can be tested by function pointer. */
static pe_value heap_binop(pe_vm *vm, pe_binop op, pe_value a, pe_value b,
                           pe_value (*self_slot)(pe_vm *, pe_value, pe_value)) {
    pe_type *ta = pe_type_of(vm, a), *tb = pe_type_of(vm, b);
    pe_str *name = vm->op_ids[op][0], *rname = vm->op_ids[op][1];
    pe_value rm = PE_NULL;
    int do_other = 0;
    if (ta != tb && tb->binop[op] == self_slot) {
        rm = heap_lookup(vm, tb, rname);
        do_other = !pe_is_null(rm);
    }
    if (ta->binop[op] == self_slot) {
        pe_value m = heap_lookup(vm, ta, name);
        if (do_other && pe_type_is_subtype(tb, ta)) {
            pe_value r = call_dunder(vm, rm, b, &a, 1);
            if (pe_is_null(r) || !pe_is(r, vm->notimpl)) return r;
            pe_decref(vm, r);
            do_other = 0;
        }
        if (!pe_is_null(m)) {
            pe_value r = call_dunder(vm, m, a, &b, 1);
            if (pe_is_null(r) || !pe_is(r, vm->notimpl) || ta == tb) return r;
            pe_decref(vm, r);
        } else {
            pe_type *s = pe_type_solid_base(ta);
            if (s->binop[op]) {
                pe_value r = s->binop[op](vm, a, b);
                if (pe_is_null(r) || !pe_is(r, vm->notimpl)) return r;
                pe_decref(vm, r);
            }
        }
    }
    if (do_other) return call_dunder(vm, rm, b, &a, 1);
    if (tb->binop[op] == self_slot && ta->binop[op] != self_slot) {
        pe_type *s = pe_type_solid_base(tb);
        if (s->binop[op]) return s->binop[op](vm, a, b);
    }
    return pe_incref(vm->notimpl);
}

static pe_value heap_ibinop(pe_vm *vm, pe_binop op, pe_value a, pe_value b) {
    pe_value m = heap_lookup(vm, pe_type_of(vm, a), vm->op_ids[op][2]);
    if (pe_is_null(m)) {
        pe_type *s = SOLID(vm, a);
        if (s->ibinop[op]) return s->ibinop[op](vm, a, b);
        return pe_incref(vm->notimpl);
    }
    return call_dunder(vm, m, a, &b, 1);
}

#define BINOP_SLOTS(E, a, s)                                                               \
    static pe_value slot_binop_##E(pe_vm *vm, pe_value x, pe_value y) {                    \
        return heap_binop(vm, PE_OP_##E, x, y, slot_binop_##E);                            \
    }                                                                                      \
    static pe_value slot_ibinop_##E(pe_vm *vm, pe_value x, pe_value y) {                   \
        return heap_ibinop(vm, PE_OP_##E, x, y);                                           \
    }
PE_BINOPS(BINOP_SLOTS)
#undef BINOP_SLOTS

static pe_value (*const binop_slots[PE_OP__COUNT])(pe_vm *, pe_value, pe_value) = {
#define PE_X(E, a, s) [PE_OP_##E] = slot_binop_##E,
    PE_BINOPS(PE_X)
#undef PE_X
};
static pe_value (*const ibinop_slots[PE_OP__COUNT])(pe_vm *, pe_value, pe_value) = {
#define PE_X(E, a, s) [PE_OP_##E] = slot_ibinop_##E,
    PE_BINOPS(PE_X)
#undef PE_X
};

static pe_value slot_descr_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    pe_value args[2] = {pe_is_null(obj) ? PE_NONE : obj, pe_obj_value(&type->base)};
    pe_value r = try_dunder(vm, descr, PE_ID_get, args, 2);
    if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
    return pe_incref(descr);
}

static int slot_descr_set(pe_vm *vm, pe_value descr, pe_value obj, pe_value value) {
    pe_value r;
    if (pe_is_null(value)) {
        r = try_dunder(vm, descr, PE_ID_delete, &obj, 1);
        if (pe_is_null(r) && !pe_err_occurred(vm))
            pe_err_set(vm, PE_EXC_AttributeError, "__delete__");
    } else {
        pe_value args[2] = {obj, value};
        r = try_dunder(vm, descr, PE_ID_set, args, 2);
        if (pe_is_null(r) && !pe_err_occurred(vm))
            pe_err_set(vm, PE_EXC_AttributeError, "__set__");
    }
    if (pe_is_null(r)) return -1;
    pe_decref(vm, r);
    return 0;
}

/* Does t look attributes up with the generic protocol (no custom getattr slot)? */
static int generic_getattr_type(pe_vm *vm, pe_type *t) {
    if (!t->getattr || t->getattr == pe_object_generic_getattr) return 1;
    if (t->getattr != slot_getattr || (t->tflags & PE_TPF_HAS_GETATTRIBUTE)) return 0;
    pe_type *s = pe_type_solid_base(t);
    return !s->getattr || s->getattr == pe_object_generic_getattr ||
           s == vm->types[PE_TYPE_OBJECT];
}

pe_value pe_object_lookup_method(pe_vm *vm, pe_value obj, pe_str *name, int *unbound) {
    pe_type *t = pe_type_of(vm, obj);
    *unbound = 0;
    if (generic_getattr_type(vm, t) && name != vm->ids[PE_ID_class_]) {
        pe_value descr = pe_type_lookup(vm, t, name);
        int plain = 0;
        if (pe_func_check(vm, descr)) {
            plain = 1;
        } else if (pe_builtin_check(vm, descr)) {
            pe_builtin *b = (pe_builtin *)descr.u.o;
            plain = (b->bflags & PE_BUILTIN_DESCRIPTOR) && pe_is_null(b->self) &&
                    !(b->def->flags & (PE_METH_STATIC | PE_METH_CLASS));
        }
        if (plain) {
            pe_value *dslot = pe_object_dict_slot(vm, obj);
            if (!dslot || pe_is_null(*dslot) ||
                pe_is_null(pe_dict_get_str(vm, *dslot, name))) {
                *unbound = 1;
                return pe_incref(descr);
            }
        }
    }
    return pe_op_getattr(vm, obj, name);
}

/* (Re)computes the dunder-dispatching slots of a user class (see the file comment). */
static void fixup_slots(pe_vm *vm, pe_type *t) {
    pe_type *s = pe_type_solid_base(t);
#define PICK(field, id, slotfn)                                                            \
    t->field = !pe_is_null(heap_lookup(vm, t, vm->ids[id])) ? slotfn : s->field
    PICK(repr, PE_ID_repr, slot_repr);
    PICK(str, PE_ID_str, slot_str);
    PICK(hash, PE_ID_hash, slot_hash);
    PICK(call, PE_ID_call, slot_call);
    PICK(iter, PE_ID_iter, slot_iter);
    PICK(iternext, PE_ID_next, slot_iternext);
    PICK(getitem, PE_ID_getitem, slot_getitem);
    PICK(neg, PE_ID_neg, slot_neg);
    PICK(pos, PE_ID_pos, slot_pos);
    PICK(invert, PE_ID_invert, slot_invert);
    PICK(abs, PE_ID_abs, slot_abs);
    PICK(index, PE_ID_index, slot_index);
    PICK(contains, PE_ID_contains, slot_contains);
#undef PICK
    int has = 0;
    /* loop-bound: const: the six comparison operators */
    for (int op = PE_CMP_EQ; op <= PE_CMP_GT_E; op++)
        if (!pe_is_null(heap_lookup(vm, t, vm->ids[cmp_ids[op]]))) has = 1;
    t->richcmp = has ? slot_richcmp : s->richcmp;
    t->len = !pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_len])) ? slot_len : s->len;
    t->truth = (!pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_bool_])) ||
                !pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_len])))
                   ? slot_truth
                   : s->truth;
    t->setitem = (!pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_setitem])) ||
                  !pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_delitem])))
                     ? slot_setitem
                     : s->setitem;
    t->getattr = slot_getattr;
    pe_str *del = pe_intern(vm, "__del__", 7);
    if (del && !pe_is_null(heap_lookup(vm, t, del)))
        t->tflags |= PE_TPF_HAS_DEL;
    else
        t->tflags &= ~(uint32_t)PE_TPF_HAS_DEL;
    if (!pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_getattribute])))
        t->tflags |= PE_TPF_HAS_GETATTRIBUTE;
    else
        t->tflags &= ~(uint32_t)PE_TPF_HAS_GETATTRIBUTE;
    t->setattr = (!pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_setattr])) ||
                  !pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_delattr])))
                     ? slot_setattr
                     : s->setattr;
    t->descr_get =
        !pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_get])) ? slot_descr_get : s->descr_get;
    t->descr_set = (!pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_set])) ||
                    !pe_is_null(heap_lookup(vm, t, vm->ids[PE_ID_delete])))
                       ? slot_descr_set
                       : s->descr_set;
    /* loop-bound: const */
    for (int op = 0; op < PE_OP__COUNT; op++) {
        int fwd = !pe_is_null(heap_lookup(vm, t, vm->op_ids[op][0])) ||
                  !pe_is_null(heap_lookup(vm, t, vm->op_ids[op][1]));
        t->binop[op] = fwd ? binop_slots[op] : s->binop[op];
        t->ibinop[op] = !pe_is_null(heap_lookup(vm, t, vm->op_ids[op][2]))
                            ? ibinop_slots[op]
                            : s->ibinop[op];
    }
    if (t->tflags & PE_TPF_VALUE_WRAPPER) pe_subclass_fix_slots(vm, t);
}

/* ---- __del__ ------------------------------------------------------------------------- */

/* Python code may run for cleanup only inside a run, never while a limit error is
 * unwinding, and never after a limit was hit in the run, even one whose error some C
 * code cleared (the rule generator finalizers follow, eval/gen.c). */
static int del_may_run(pe_vm *vm) {
    return vm->frame != NULL && !pe_err_is_limit(vm) &&
           pe_err_limit_hit(vm) == PE_LIMIT_NONE;
}

int pe_type_del_pending(const pe_obj *o) {
    return (o->type->tflags & PE_TPF_HAS_DEL) && !(o->flags & PE_OBJ_FLAG_DEL_DONE);
}

int pe_type_needs_del(pe_vm *vm, pe_obj *o) {
    return pe_type_del_pending(o) && del_may_run(vm);
}

/* CPython's PyErr_WriteUnraisable for a failed __del__: "Exception ignored in: " and
 * the repr of the method, then the traceback of the exception (without its chain). */
static void del_unraisable(pe_vm *vm, pe_value m) {
    pe_value e = pe_err_fetch(vm);
    if (pe_exc_check(vm, e)) {
        pe_exc_set_context(vm, e, PE_NULL);
        pe_exc_set_cause(vm, e, PE_NULL);
        pe_exc_set_suppress_context(e, 0);
    }
    /* Reporting runs under the limits: a limit hit by user code here (a __repr__ or
     * __str__) stays pending and ends the run, and the text is bounded by the output
     * room (traceback.h). */
    pe_value r = pe_op_repr(vm, m), tb = PE_NULL;
    if (pe_is_null(r) && pe_err_is_limit(vm)) goto out;
    pe_err_clear(vm);
    const char *why;
    size_t budget = pe_tb_output_budget(vm, &why);
    tb = pe_tb_format(vm, e, budget, why);
    if (pe_is_null(tb) && pe_err_is_limit(vm)) goto out;
    pe_err_clear(vm);
    if (!pe_is_null(r) && !pe_is_null(tb) &&
        pe_vm_write(vm, 2, "Exception ignored in: ", 22) == 0 &&
        pe_vm_write(vm, 2, pe_str_obj(r)->data, pe_str_obj(r)->size) == 0 &&
        pe_vm_write(vm, 2, "\n", 1) == 0 &&
        pe_vm_write(vm, 2, pe_str_obj(tb)->data, pe_str_obj(tb)->size) == 0) {
    }
    /* an output-limit error while reporting stays pending (uncatchable) */
    if (!pe_err_is_limit(vm)) pe_err_clear(vm);
out:
    pe_decref(vm, tb);
    pe_decref(vm, r);
    pe_decref(vm, e);
}

int pe_type_call_del(pe_vm *vm, pe_obj *o) {
    if (!pe_type_needs_del(vm, o)) return 0;
    o->flags |= PE_OBJ_FLAG_DEL_DONE;
    pe_str *del = pe_intern(vm, "__del__", 7);
    pe_value m = del ? heap_lookup(vm, o->type, del) : PE_NULL;
    if (pe_is_null(m)) {
        pe_err_clear(vm); /* no memory for the name: skip the finalizer */
        return 0;
    }
    /* resurrect o while __del__ runs; the method may store a new reference to it */
    uint32_t rc0 = o->rc;
    o->rc = rc0 + 1;
    pe_obj_incref(&o->type->base);
    pe_value saved = pe_err_fetch(vm);
    pe_value mref = pe_incref(m);
    pe_value r = call_dunder(vm, mref, pe_obj_value(o), NULL, 0);
    if (pe_is_null(r) && pe_err_limit_hit(vm) == PE_LIMIT_NONE) del_unraisable(vm, mref);
    if (pe_err_limit_check(vm) < 0) {
        /* A limit hit by the __del__ or while reporting its error wins over what was
         * pending, and stays pending for the caller. The caller may be a decref that
         * cannot fail: the limit then stops the run at its next tick (it is recorded,
         * pe_err_limit). */
        pe_clear(vm, &saved);
    }
    pe_decref(vm, r);
    pe_decref(vm, mref);
    if (!pe_is_null(saved)) pe_err_restore(vm, saved);
    pe_obj_decref(vm, &o->type->base);
    o->rc--;
    return o->rc > rc0;
}

/* ---- the type type's slots ----------------------------------------------------------- */

static pe_value type_repr(pe_vm *vm, pe_value self) {
    pe_type *t = (pe_type *)self.u.o;
    char buf[512];
    if (t->tflags & PE_TPF_HEAPTYPE) {
        pe_value mod = pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_module]);
        pe_value qn = t->qualname;
        const char *q =
            !pe_is_null(qn) && pe_str_check(vm, qn) ? pe_str_obj(qn)->data : t->name;
        if (!pe_is_null(mod) && pe_str_check(vm, mod) &&
            strcmp(pe_str_obj(mod)->data, "builtins"))
            snprintf(buf, sizeof buf, "<class '%s.%s'>", pe_str_obj(mod)->data, q);
        else
            snprintf(buf, sizeof buf, "<class '%s'>", q);
    } else {
        snprintf(buf, sizeof buf, "<class '%s'>", t->name);
    }
    return pe_str_from_cstr(vm, buf);
}

static int type_hash(pe_vm *vm, pe_value self, int64_t *out) {
    *out = (int64_t)((uintptr_t)self.u.o >> 4);
    return 0;
}

static pe_value type_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_type *t = (pe_type *)self.u.o;
    if (name == vm->ids[PE_ID_name]) {
        /* a heap type's tp_name may differ from __name__ (collections.defaultdict) */
        if (t->name_str) return pe_incref(pe_obj_value(&t->name_str->base));
        /* a builtin's tp_name may carry its module ("types.GenericAlias") */
        const char *dot = (t->tflags & PE_TPF_HEAPTYPE) ? NULL : strrchr(t->name, '.');
        return pe_str_from_cstr(vm, dot ? dot + 1 : t->name);
    }
    if (name == vm->ids[PE_ID_qualname]) {
        if (!pe_is_null(t->qualname)) return pe_incref(t->qualname);
        const char *dot = (t->tflags & PE_TPF_HEAPTYPE) ? NULL : strrchr(t->name, '.');
        return pe_str_from_cstr(vm, dot ? dot + 1 : t->name);
    }
    if (name == vm->ids[PE_ID_module]) {
        pe_value m =
            (t->tflags & PE_TPF_HEAPTYPE) ? pe_dict_get_str(vm, t->dict, name) : PE_NULL;
        const char *dot = (t->tflags & PE_TPF_HEAPTYPE) ? NULL : strrchr(t->name, '.');
        if (pe_is_null(m) && dot) return pe_str_value(vm, t->name, (size_t)(dot - t->name));
        return pe_is_null(m) ? pe_str_from_cstr(vm, "builtins") : pe_incref(m);
    }
    if (name == vm->ids[PE_ID_mro] || name == vm->ids[PE_ID_bases]) {
        if (pe_type_mro_ready(vm, t) < 0) return PE_NULL;
        return pe_incref(name == vm->ids[PE_ID_mro] ? t->mro : t->bases);
    }
    if (name == vm->ids[PE_ID_base])
        return t->tbase ? pe_incref(pe_obj_value(&t->tbase->base)) : PE_NONE;
    if (name == vm->ids[PE_ID_dict]) {
        pe_value d = pe_type_dict(vm, t);
        return pe_is_null(d) ? PE_NULL : pe_mappingproxy_new(vm, d);
    }
    if (name == vm->ids[PE_ID_class_])
        return pe_incref(pe_obj_value(&pe_type_of(vm, self)->base));
    if (name == vm->ids[PE_ID_doc]) {
        if (pe_is_null(pe_type_dict(vm, t))) return PE_NULL;
        pe_value d = pe_dict_get_str(vm, t->dict, name);
        return pe_is_null(d) ? PE_NONE : pe_incref(d);
    }
    if ((t->tflags & PE_TPF_HEAPTYPE) && !strcmp(name->data, "__annotations__")) {
        /* type_get_annotations: the class's own entry, never a base's; a class without
         * one gets an empty dict stored in its namespace */
        pe_value d = pe_dict_get_str(vm, t->dict, name);
        if (!pe_is_null(d)) {
            pe_type *dt = pe_type_of(vm, d);
            if (dt->descr_get && !pe_func_check(vm, d))
                return dt->descr_get(vm, d, PE_NULL, t);
            return pe_incref(d);
        }
        d = pe_dict_new(vm);
        if (pe_is_null(d) || pe_dict_set_str(vm, t->dict, name, d) < 0) {
            pe_decref(vm, d);
            return PE_NULL;
        }
        return d;
    }
    /* type_getattro's order: a data descriptor of the metaclass (a property on a user
     * metaclass), then the class's MRO, then other metaclass attributes, bound to the
     * class as methods of the metaclass's instance */
    pe_type *mt = pe_type_of(vm, self);
    pe_value ma = pe_type_lookup(vm, mt, name);
    if (!pe_is_null(ma) && (mt->tflags & PE_TPF_HEAPTYPE)) {
        pe_type *mat = pe_type_of(vm, ma);
        if (mat->descr_get && mat->descr_set) return mat->descr_get(vm, ma, self, mt);
    }
    pe_value v = pe_type_lookup(vm, t, name);
    if (!pe_is_null(v)) {
        pe_type *vt = pe_type_of(vm, v);
        if (vt->descr_get && !pe_func_check(vm, v)) return vt->descr_get(vm, v, PE_NULL, t);
        if (pe_builtin_check(vm, v)) {
            pe_builtin *b = (pe_builtin *)v.u.o;
            if ((b->bflags & PE_BUILTIN_DESCRIPTOR) && (b->def->flags & PE_METH_CLASS) &&
                pe_is_null(b->self))
                return pe_builtin_bind(vm, b, self);
        }
        return pe_incref(v);
    }
    /* attributes of the metatype (type's own methods such as mro, a metaclass's
     * methods and properties) */
    if (!pe_is_null(ma)) {
        if (pe_builtin_check(vm, ma) &&
            (((pe_builtin *)ma.u.o)->bflags & PE_BUILTIN_DESCRIPTOR) &&
            !(((pe_builtin *)ma.u.o)->def->flags & (PE_METH_STATIC | PE_METH_CLASS)))
            return pe_builtin_bind(vm, (pe_builtin *)ma.u.o, self);
        return pe_object_bind(vm, ma, self);
    }
    pe_err_format(vm, PE_EXC_AttributeError, "type object '%.50s' has no attribute '%s'",
                  t->name, name->data);
    if (pe_err_matches(vm, PE_EXC_AttributeError) && pe_exc_check(vm, vm->exc)) {
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_ATTRIBUTE, PE_EXC_X_NAME,
                        pe_obj_value(&name->base));
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_ATTRIBUTE, PE_EXC_X_OBJ, self);
    }
    return PE_NULL;
}

static int is_dunder(pe_str *name) {
    return name->size > 4 && name->data[0] == '_' && name->data[1] == '_' &&
           name->data[name->size - 1] == '_' && name->data[name->size - 2] == '_';
}

static int type_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    pe_type *t = (pe_type *)self.u.o;
    if (!(t->tflags & PE_TPF_HEAPTYPE)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "cannot set '%s' attribute of immutable type '%s'", name->data,
                      t->name);
        return -1;
    }
    pe_type *mt = pe_type_of(vm, self);
    if (mt->tflags & PE_TPF_HEAPTYPE) {
        /* a data descriptor of a user metaclass (a property with a setter) wins */
        pe_value ma = pe_type_lookup(vm, mt, name);
        if (!pe_is_null(ma) && pe_type_of(vm, ma)->descr_set) {
            pe_incref(ma);
            int r = pe_type_of(vm, ma)->descr_set(vm, ma, self, value);
            pe_decref(vm, ma);
            return r;
        }
    }
    if (name == vm->ids[PE_ID_dict]) {
        pe_err_set(vm, PE_EXC_AttributeError,
                   "attribute '__dict__' of 'type' objects is not writable");
        return -1;
    }
    if (name == vm->ids[PE_ID_qualname]) {
        if (pe_is_null(value)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "cannot delete '__qualname__' attribute of immutable type '%s'",
                          t->name);
            return -1;
        }
        if (!pe_str_check(vm, value)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "can only assign string to %s.__qualname__, not '%s'", t->name,
                          pe_op_typename(vm, value));
            return -1;
        }
        pe_value old = t->qualname;
        t->qualname = pe_incref(value);
        pe_decref(vm, old);
        return 0;
    }
    if (name == vm->ids[PE_ID_name] && !pe_is_null(value)) {
        if (!pe_str_check(vm, value)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "can only assign string to %s.__name__, not '%s'", t->name,
                          pe_op_typename(vm, value));
            return -1;
        }
        /* a name from data: mortal, kept by the type's reference (core/intern.h) */
        pe_str *s = pe_intern_new(vm, pe_str_obj(value)->data, pe_str_obj(value)->size);
        if (!s) {
            pe_err_nomem(vm);
            return -1;
        }
        pe_str *old = t->name_str;
        t->name = s->data;
        t->name_str = s;
        if (old) pe_obj_decref(vm, &old->base);
        return 0;
    }
    int r;
    if (pe_is_null(value)) {
        pe_value old;
        r = pe_dict_pop(vm, t->dict, pe_obj_value(&name->base), &old);
        if (r == 0) {
            pe_err_format(vm, PE_EXC_AttributeError,
                          "type object '%.50s' has no attribute '%s'", t->name, name->data);
            return -1;
        }
        if (r > 0) pe_decref(vm, old);
        r = r < 0 ? -1 : 0;
    } else {
        r = pe_dict_set_str(vm, t->dict, name, value);
    }
    if (r == 0 && is_dunder(name)) {
        /* CPython's update_slot: the class and every subclass recompute their slots.
         * Subclasses are found on the collector's list (classes are tracked), since
         * pyeval keeps no __subclasses__ registry; the walk is charged to the budget. */
        fixup_slots(vm, t);
        if (PE_TICK(vm, vm->gc_count / 16 + 1) < 0) return -1;
        /* loop-bound: charged-before: the charge above in type_setattr covers this trip
         * count */
        for (pe_obj *o = vm->gc_objects; o; o = o->gc_next) {
            if (o == &t->base || !pe_type_check(vm, pe_obj_value(o))) continue;
            pe_type *sub = (pe_type *)o;
            if (!(sub->tflags & PE_TPF_HEAPTYPE) || !pe_is_obj(sub->mro)) continue;
            /* loop-bound: charged-before: the charge above in type_setattr covers this
             * trip count */
            for (size_t i = 1; i < pe_tuple_len(sub->mro); i++)
                if (pe_tuple_item(sub->mro, i).u.o == &t->base) {
                    fixup_slots(vm, sub);
                    break;
                }
        }
    }
    return r;
}

/* int(x) / float(x) of an instance of a value-wrapping subclass (subclass.h) whose
 * class does not define the conversion dunders: the conversion the builtin would
 * apply to the wrapped value (float's __int__, int's __float__, ...). */
static int plain_conversion(pe_vm *vm, pe_type *t, pe_value x) {
    pe_type *xt = pe_type_of(vm, x);
    if (t == vm->types[PE_TYPE_INT])
        return pe_is_null(heap_lookup(vm, xt, vm->ids[PE_ID_int_])) &&
               pe_is_null(heap_lookup(vm, xt, vm->ids[PE_ID_index]));
    if (t == vm->types[PE_TYPE_FLOAT])
        return pe_is_null(heap_lookup(vm, xt, vm->ids[PE_ID_float_])) &&
               pe_is_null(heap_lookup(vm, xt, vm->ids[PE_ID_index]));
    if (t == vm->types[PE_TYPE_COMPLEX])
        return pe_is_null(heap_lookup(vm, xt, vm->ids[PE_ID_float_])) &&
               pe_is_null(heap_lookup(vm, xt, pe_intern(vm, "__complex__", 11)));
    if (t != vm->types[PE_TYPE_TUPLE] && t != vm->types[PE_TYPE_LIST] &&
        t != vm->types[PE_TYPE_SET] && t != vm->types[PE_TYPE_FROZENSET])
        return 0;
    /* tuple(x) / list(x) iterate x: the wrapped value may stand in only when it is
     * iterable itself and the class adds no __iter__ of its own (class I(int, Mixin)
     * with Mixin.__iter__ iterates through the mixin; a plain int subclass must fail
     * naming the subclass, not 'int') */
    return pe_type_of(vm, pe_subclass_unwrap(x))->iter != NULL &&
           pe_is_null(heap_lookup(vm, xt, vm->ids[PE_ID_iter]));
}

/* int(x) / float(x) for an instance of a user class defining __int__ / __float__
 * (nb_int / nb_float, which the builtin constructors do not look up themselves):
 * the dunder's result, checked as CPython does. PE_NULL with no exception pending
 * when this does not apply. */
static pe_value user_conversion(pe_vm *vm, pe_type *t, pe_value x) {
    int to_int = t == vm->types[PE_TYPE_INT], to_float = t == vm->types[PE_TYPE_FLOAT];
    if ((!to_int && !to_float) || !pe_is_obj(x)) return PE_NULL;
    pe_type *xt = pe_type_of(vm, x);
    if (!(xt->tflags & PE_TPF_HEAPTYPE)) return PE_NULL;
    pe_value m = heap_lookup(vm, xt, vm->ids[to_int ? PE_ID_int_ : PE_ID_float_]);
    if (pe_is_null(m)) return PE_NULL;
    pe_value r = call_dunder(vm, m, x, NULL, 0);
    if (pe_is_null(r)) return r;
    pe_value u = pe_subclass_unwrap(r);
    if (to_int ? pe_int_check(vm, u) : u.tag == PE_T_FLOAT) {
        u = pe_incref(u);
        pe_decref(vm, r);
        if (to_int && u.tag == PE_T_BOOL) return pe_int(u.u.i);
        return u;
    }
    pe_err_format(vm, PE_EXC_TypeError,
                  to_int ? "__int__ returned non-int (type %s)"
                         : "%s.__float__ returned non-float (type %s)",
                  to_int ? pe_op_typename(vm, r) : xt->name, pe_op_typename(vm, r));
    pe_decref(vm, r);
    return PE_NULL;
}

int pe_type_init_subclass(pe_vm *vm, pe_value cls, pe_value kwargs) {
    pe_type *t = (pe_type *)cls.u.o;
    pe_str *name = pe_intern(vm, "__init_subclass__", 17);
    if (!name) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value hook = PE_NULL;
    /* loop-bound: mro */
    for (size_t i = 1; pe_is_obj(t->mro) && i < pe_tuple_len(t->mro); i++) {
        pe_type *b = (pe_type *)pe_tuple_item(t->mro, i).u.o;
        if (pe_is_null(pe_type_dict(vm, b))) return -1;
        hook = pe_dict_get_str(vm, b->dict, name);
        if (!pe_is_null(hook)) break;
    }
    size_t nkw = pe_dict_len(kwargs);
    if (pe_is_null(hook) || pe_builtin_check(vm, hook)) {
        if (nkw == 0) return 0;
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s.__init_subclass__() takes no keyword arguments", t->name);
        return -1;
    }
    /* a plain function is an implicit classmethod; a classmethod object binds itself */
    pe_type *ht = pe_type_of(vm, hook);
    pe_value fn = ht->descr_get && !pe_func_check(vm, hook)
                      ? ht->descr_get(vm, hook, PE_NULL, t)
                      : pe_method_new(vm, hook, cls);
    if (pe_is_null(fn)) return -1;
    pe_value names = pe_tuple_new(vm, nkw), args[64];
    if (pe_is_null(names) || nkw > 64) {
        pe_decref(vm, fn);
        pe_decref(vm, names);
        if (nkw > 64) pe_err_set(vm, PE_EXC_TypeError, "too many class keywords");
        return -1;
    }
    size_t pos = 0, i = 0;
    pe_value k, v;
    /* loop-bound: caller-charged: the keyword arguments of one class statement, each
     * charged when evaluated or unpacked */
    while (pe_dict_next(kwargs, &pos, &k, &v)) {
        pe_tuple_set_item(names, i, pe_incref(k));
        args[i++] = v;
    }
    pe_value r = pe_op_call(vm, fn, args, 0, nkw ? names.u.o : NULL);
    pe_decref(vm, names);
    pe_decref(vm, fn);
    if (pe_is_null(r)) return -1;
    pe_decref(vm, r);
    return 0;
}

/* type(x) / type(name, bases, dict) / calling a class. */
static pe_value type_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    pe_type *t = (pe_type *)self.u.o;
    if (t == vm->types[PE_TYPE_TYPE]) {
        if (nargs == 1) {
            if (pe_args_nkw(kwnames))
                return pe_err_set(vm, PE_EXC_TypeError,
                                  "type() takes no keyword arguments");
            return pe_incref(pe_obj_value(&pe_type_of(vm, args[0])->base));
        }
        if (nargs != 3)
            return pe_err_set(vm, PE_EXC_TypeError, "type() takes 1 or 3 arguments");
        /* type.__new__ (metaclass.c); type.__init__ adds nothing */
        return t->new_(vm, t, args, nargs, kwnames);
    }
    pe_value obj;
    pe_value newm = heap_lookup(vm, t, vm->ids[PE_ID_new]);
    if (!pe_is_null(newm)) {
        /* a user __new__ is an implicit staticmethod taking the class first */
        size_t total = nargs + pe_args_nkw(kwnames);
        pe_value buf[9], *v = buf;
        if (total + 1 > 9) {
            v = pe_mem_alloc(&vm->mem, (total + 1) * sizeof *v);
            if (!v) return pe_err_nomem(vm);
        }
        v[0] = self;
        if (total) memcpy(v + 1, args, total * sizeof *v);
        obj = pe_op_call(vm, newm, v, nargs + 1, kwnames);
        if (v != buf) pe_mem_free(&vm->mem, v, (total + 1) * sizeof *v);
    } else if (t->new_) {
        if (nargs == 1 && !kwnames) {
            pe_value r = user_conversion(vm, t, args[0]);
            if (!pe_is_null(r) || pe_err_occurred(vm)) return r;
        }
        if (nargs == 1 && pe_subclass_is_wrapper(args[0]) &&
            plain_conversion(vm, t, args[0])) {
            pe_value u = pe_subclass_unwrap(args[0]);
            return t->new_(vm, t, &u, 1, kwnames);
        }
        obj = t->new_(vm, t, args, nargs, kwnames);
    } else {
        return pe_err_format(vm, PE_EXC_TypeError, "cannot create '%s' instances", t->name);
    }
    if (pe_is_null(obj) || !(t->tflags & PE_TPF_HEAPTYPE)) return obj;
    if (!pe_type_is_subtype(pe_type_of(vm, obj), t)) return obj;
    pe_value init = heap_lookup(vm, pe_type_of(vm, obj), vm->ids[PE_ID_init]);
    if (pe_is_null(init) && pe_err_occurred(vm)) { /* filling a builtin's dict failed */
        pe_decref(vm, obj);
        return PE_NULL;
    }
    if (pe_is_null(init)) {
        /* no user __init__: a builtin base's own __init__ (list, dict, set) fills the
         * instance its __new__ left empty; object's and the exceptions' add nothing */
        pe_type *solid = pe_type_solid_base(pe_type_of(vm, obj));
        if (solid != vm->types[PE_TYPE_LIST] && solid != vm->types[PE_TYPE_DICT] &&
            solid != vm->types[PE_TYPE_SET] && solid != vm->types[PE_TYPE_DEQUE] &&
            solid != vm->types[PE_TYPE_STRINGIO] && solid != vm->types[PE_TYPE_BYTESIO])
            return obj;
        if (pe_is_null(pe_type_dict(vm, solid))) {
            pe_decref(vm, obj);
            return PE_NULL;
        }
        init = pe_dict_get_str(vm, solid->dict, vm->ids[PE_ID_init]);
        if (pe_is_null(init)) return obj;
    }
    pe_value r;
    if (pe_func_check(vm, init)) {
        size_t total = nargs + pe_args_nkw(kwnames);
        pe_value buf[9], *v = buf;
        if (total + 1 > 9) {
            v = pe_mem_alloc(&vm->mem, (total + 1) * sizeof *v);
            if (!v) {
                pe_decref(vm, obj);
                return pe_err_nomem(vm);
            }
        }
        v[0] = obj;
        if (total) memcpy(v + 1, args, total * sizeof *v);
        r = pe_func_call(vm, (pe_func *)init.u.o, v, nargs + 1, kwnames);
        if (v != buf) pe_mem_free(&vm->mem, v, (total + 1) * sizeof *v);
    } else {
        pe_value bound = pe_method_new(vm, init, obj);
        if (pe_is_null(bound)) {
            pe_decref(vm, obj);
            return bound;
        }
        r = pe_op_call(vm, bound, args, nargs, kwnames);
        pe_decref(vm, bound);
    }
    if (pe_is_null(r)) {
        pe_decref(vm, obj);
        return r;
    }
    if (!pe_is_none(r)) {
        pe_err_format(vm, PE_EXC_TypeError, "__init__() should return None, not '%s'",
                      pe_op_typename(vm, r));
        pe_decref(vm, r);
        pe_decref(vm, obj);
        return PE_NULL;
    }
    return obj;
}

/* As CPython's type_clear: empty the dict and drop the MRO (which contains the type
 * itself), but keep bases, so tbase stays valid while instances still use it. */
static void type_clear(pe_vm *vm, pe_obj *o) {
    pe_type *t = (pe_type *)o;
    if (pe_is_obj(t->dict)) pe_dict_clear(vm, t->dict);
    pe_clear(vm, &t->mro);
}

static void type_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_type *t = (pe_type *)o;
    if (pe_is_obj(t->dict)) visit(vm, t->dict.u.o, arg);
    if (pe_is_obj(t->mro)) visit(vm, t->mro.u.o, arg);
    if (pe_is_obj(t->bases)) visit(vm, t->bases.u.o, arg);
}

static void type_dealloc(pe_vm *vm, pe_obj *o) {
    pe_type *t = (pe_type *)o;
    vm->type_epoch++; /* the address may be reused by a new type */
    pe_clear(vm, &t->qualname);
    pe_clear(vm, &t->dict);
    pe_clear(vm, &t->mro);
    pe_clear(vm, &t->bases);
    if (t->name_str) pe_obj_decref(vm, &t->name_str->base);
    pe_obj_free(vm, o, sizeof(pe_type));
}

/* type_richcompare: identity against another type, else NotImplemented */
static pe_value type_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (!pe_type_check(vm, b)) return pe_incref(vm->notimpl);
    if (op == PE_CMP_EQ) return pe_bool(pe_is(a, b));
    if (op == PE_CMP_NOT_EQ) return pe_bool(!pe_is(a, b));
    return pe_incref(vm->notimpl);
}

static pe_value m_mro(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_noargs(vm, "type.mro", nargs - 1, kwnames) < 0) return PE_NULL;
    if (!pe_type_check(vm, args[0]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "descriptor 'mro' requires a 'type' object");
    if (pe_type_mro_ready(vm, (pe_type *)args[0].u.o) < 0) return PE_NULL;
    pe_value mro = ((pe_type *)args[0].u.o)->mro;
    pe_value l = pe_list_new(vm, pe_tuple_len(mro));
    if (pe_is_null(l)) return l;
    /* loop-bound: mro */
    for (size_t i = 0; i < pe_tuple_len(mro); i++)
        if (pe_list_append(vm, l, pe_tuple_item(mro, i)) < 0) {
            pe_decref(vm, l);
            return PE_NULL;
        }
    return l;
}

static const pe_method_def type_methods[] = {
    {"mro", m_mro, 0},
    {NULL, NULL, 0},
};

/* ---- instances of user subclasses of list/dict --------------------------------------- */

/* The builtin's own slots handle its part of the object; these add the __dict__ slot at
 * type->dictoffset (pe_object_dict_slot). */
/* The heap part of such an instance is the pe_value array [dictoffset, basicsize): the
 * __dict__ slot (present even when the class has no __dict__) and __slots__ storage. */
static void subtype_clear_values(pe_vm *vm, pe_obj *o) {
    /* loop-bound: per-object: clearing an instance releases its slots once */
    for (uint32_t off = o->type->dictoffset; off + sizeof(pe_value) <= o->type->basicsize;
         off += (uint32_t)sizeof(pe_value))
        pe_clear(vm, (pe_value *)(void *)((char *)o + off));
}

static void subtype_dealloc(pe_vm *vm, pe_obj *o) {
    subtype_clear_values(vm, o);
    pe_type_solid_base(o->type)->dealloc(vm, o);
}

static void subtype_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    /* loop-bound: per-object: subtype_traverse runs once per object */
    for (uint32_t off = o->type->dictoffset; off + sizeof(pe_value) <= o->type->basicsize;
         off += (uint32_t)sizeof(pe_value)) {
        pe_value *v = (pe_value *)(void *)((char *)o + off);
        if (pe_is_obj(*v)) visit(vm, v->u.o, arg);
    }
    pe_type *s = pe_type_solid_base(o->type);
    if (s->traverse) s->traverse(vm, o, visit, arg);
}

static void subtype_clear(pe_vm *vm, pe_obj *o) {
    subtype_clear_values(vm, o);
    pe_type *s = pe_type_solid_base(o->type);
    if (s->clear) s->clear(vm, o);
}

/* ---- class creation ------------------------------------------------------------------ */

/* The class whose instance layout t's instances have: the nearest class on the tbase
 * chain that added __slots__ storage, else the solid builtin base. */
/* Builtin bases whose subclasses wrap a value (subclass.h): all but object, list,
 * dict, deque, array.array and the exceptions, whose structs carry a __dict__ slot of their
 * own. */
static int is_wrapper_base(pe_vm *vm, pe_type *solid) {
    return solid != vm->types[PE_TYPE_OBJECT] && solid != vm->types[PE_TYPE_LIST] &&
           solid != vm->types[PE_TYPE_DICT] && solid != vm->types[PE_TYPE_DEQUE] &&
           solid != vm->types[PE_TYPE_ARRAY] && solid != vm->types[PE_TYPE_STRINGIO] &&
           solid != vm->types[PE_TYPE_BYTESIO] && solid != vm->types[PE_TYPE_FT_PARTIAL] &&
           !(solid->tflags & PE_TPF_EXC_SUBCLASS);
}

static pe_type *layout_holder(pe_type *t) {
    /* loop-bound: mro */
    for (pe_type *u = t; u && (u->tflags & PE_TPF_HEAPTYPE); u = u->tbase)
        if (u->tflags & PE_TPF_HAS_SLOTS) return u;
    pe_type *s = pe_type_solid_base(t);
    /* CPython's solid_base: a builtin type that adds no storage to its base shares the
     * base's layout, so class E(ArithmeticError, TypeError) is allowed (the exception
     * classes of one family have one size and one dealloc). */
    /* loop-bound: mro */
    while (s && s->tbase && !(s->tbase->tflags & PE_TPF_HEAPTYPE) && s->dealloc &&
           s->dealloc == s->tbase->dealloc && s->basicsize == s->tbase->basicsize)
        s = s->tbase;
    return s;
}

/* C3 linearisation. seqs: nseq lists (as C arrays) to merge, consumed destructively via
 * per-sequence start indices. Returns a new tuple or PE_NULL (TypeError on conflict). */
static pe_value c3_merge(pe_vm *vm, pe_type *self, pe_value bases) {
    size_t nb = pe_tuple_len(bases);
    size_t nseq = nb + 1;
    size_t total = 1;
    /* sequences: each base's MRO, then the bases list itself */
    pe_value seqs[64];
    size_t pos[64];
    if (nseq > 64) return pe_err_set(vm, PE_EXC_TypeError, "too many base classes");
    /* loop-bound: source: the bases of one class statement */
    for (size_t i = 0; i < nb; i++) {
        if (pe_type_mro_ready(vm, (pe_type *)pe_tuple_item(bases, i).u.o) < 0)
            return PE_NULL;
        seqs[i] = ((pe_type *)pe_tuple_item(bases, i).u.o)->mro;
        pos[i] = 0;
        total += pe_tuple_len(seqs[i]);
    }
    seqs[nb] = bases;
    pos[nb] = 0;
    if (PE_TICK(vm, total) < 0) return PE_NULL;
    pe_value out = pe_list_new(vm, total);
    if (pe_is_null(out)) return out;
    if (pe_list_append(vm, out, pe_obj_value(&self->base)) < 0) goto fail;
    if (nb == 1) {
        /* single inheritance: the class, then its base's MRO (CPython's fast path; the
         * merge below is quadratic in the depth of the hierarchy) */
        /* loop-bound: charged-before: the charge above in c3_merge covers this trip
         * count */
        for (size_t k = 0; k < pe_tuple_len(seqs[0]); k++)
            if (pe_list_append(vm, out, pe_tuple_item(seqs[0], k)) < 0) goto fail;
        goto done;
    }
    for (;;) {
        int remaining = 0;
        pe_obj *cand = NULL;
        if (PE_TICK(vm, total / 8 + 1) < 0) goto fail;
        /* loop-bound: charged-before: the charge above in c3_merge covers this trip
         * count */
        for (size_t i = 0; i < nseq && !cand; i++) {
            if (pos[i] >= pe_tuple_len(seqs[i])) continue;
            remaining = 1;
            pe_obj *head = pe_tuple_item(seqs[i], pos[i]).u.o;
            int in_tail = 0;
            /* loop-bound: charged-before: the charge above in c3_merge covers this trip
             * count */
            for (size_t j = 0; j < nseq && !in_tail; j++)
                /* loop-bound: charged-before: the charge above in c3_merge covers this
                 * trip count */
                for (size_t k = pos[j] + 1; k < pe_tuple_len(seqs[j]); k++)
                    if (pe_tuple_item(seqs[j], k).u.o == head) {
                        in_tail = 1;
                        break;
                    }
            if (!in_tail) cand = head;
        }
        if (!remaining) break;
        if (!cand) {
            /* CPython: "Cannot create a consistent method resolution order (MRO) for
             * bases A, B" listing the remaining heads */
            char buf[512] = "";
            size_t len = 0;
            /* loop-bound: charged-before: the charge above in c3_merge covers this trip
             * count */
            for (size_t i = 0; i < nb; i++) {
                if (pos[i] >= pe_tuple_len(seqs[i])) continue;
                pe_type *h = (pe_type *)pe_tuple_item(seqs[i], pos[i]).u.o;
                int dup = 0;
                /* loop-bound: charged-before: the charge above in c3_merge covers this
                 * trip count */
                for (size_t j = 0; j < i; j++)
                    if (pos[j] < pe_tuple_len(seqs[j]) &&
                        pe_tuple_item(seqs[j], pos[j]).u.o == &h->base)
                        dup = 1;
                if (dup) continue;
                int w =
                    snprintf(buf + len, sizeof buf - len, "%s%s", len ? ", " : "", h->name);
                if (w > 0 && (size_t)w < sizeof buf - len) len += (size_t)w;
            }
            pe_err_format(
                vm, PE_EXC_TypeError,
                "Cannot create a consistent method resolution\norder (MRO) for bases %s",
                buf);
            goto fail;
        }
        if (pe_list_append(vm, out, pe_obj_value(cand)) < 0) goto fail;
        /* loop-bound: charged-before: the charge above in c3_merge covers this trip
         * count */
        for (size_t i = 0; i < nseq; i++)
            if (pos[i] < pe_tuple_len(seqs[i]) &&
                pe_tuple_item(seqs[i], pos[i]).u.o == cand)
                pos[i]++;
    }
done:;
    pe_value t = pe_list_as_tuple(vm, out);
    pe_decref(vm, out);
    return t;
fail:
    pe_decref(vm, out);
    return PE_NULL;
}

/* Appends one slot name (a str, borrowed) to the class being made: mangles private
 * names, refuses clashes with class variables, and stores a member descriptor at the
 * next pe_value of the layout. *has_dict is set for "__dict__". 0 or -1. */
static int add_one_slot(pe_vm *vm, pe_type *t, pe_value nm, int *has_dict, int *has_weak) {
    if (!pe_str_check(vm, nm)) {
        pe_err_format(vm, PE_EXC_TypeError, "__slots__ items must be strings, not '%s'",
                      pe_op_typename(vm, nm));
        return -1;
    }
    pe_str *s = pe_str_obj(nm);
    if (!strcmp(s->data, "__dict__")) {
        if (*has_dict) {
            pe_err_set(vm, PE_EXC_TypeError,
                       "__dict__ slot disallowed: we already got one");
            return -1;
        }
        *has_dict = 1;
        return 0;
    }
    if (!strcmp(s->data, "__weakref__")) {
        if (*has_weak) {
            pe_err_set(vm, PE_EXC_TypeError,
                       "__weakref__ slot disallowed: either we already got one, or "
                       "__itemsize__ != 0");
            return -1;
        }
        *has_weak = 1;
        return 0;
    }
    pe_type *solid = pe_type_solid_base(t);
    if ((t->tflags & PE_TPF_VALUE_WRAPPER) &&
        (solid == vm->types[PE_TYPE_INT] || solid == vm->types[PE_TYPE_TUPLE] ||
         solid == vm->types[PE_TYPE_BYTES])) {
        /* CPython: these have variable-size instances (tp_itemsize) */
        pe_err_format(vm, PE_EXC_TypeError,
                      "nonempty __slots__ not supported for subtype of '%s'", solid->name);
        return -1;
    }
    char buf[256];
    const char *text = s->data;
    if (s->size > 2 && !strncmp(text, "__", 2) && strcmp(text + s->size - 2, "__")) {
        const char *cn = t->name;
        /* loop-bound: source: underscores of one slot name */
        while (*cn == '_')
            cn++;
        if (*cn) {
            snprintf(buf, sizeof buf, "_%s%s", cn, text);
            text = buf;
        }
    }
    /* a name from data: mortal, kept by the descriptor and the dict key */
    pe_str *iname = pe_intern_new(vm, text, strlen(text));
    if (!iname) {
        pe_err_nomem(vm);
        return -1;
    }
    int r = -1;
    if (!pe_is_null(pe_dict_get_str(vm, t->dict, iname))) {
        pe_err_format(vm, PE_EXC_ValueError,
                      "'%s' in __slots__ conflicts with class variable", iname->data);
        goto done;
    }
    pe_value m = pe_member_new(vm, t, iname, t->basicsize);
    if (pe_is_null(m)) goto done;
    r = pe_dict_set_str(vm, t->dict, iname, m);
    pe_decref(vm, m);
done:
    pe_obj_decref(vm, &iname->base);
    if (r < 0) return -1;
    t->basicsize += (uint32_t)sizeof(pe_value);
    return 0;
}

/* __slots__ in the class namespace: member descriptors with storage appended to the
 * instance layout, and no __dict__ unless a base has one or "__dict__" is listed.
 * Exception subclasses keep their dict and ignore the storage part. 0 or -1. */
static int add_slots(pe_vm *vm, pe_type *t, pe_value bases, int *weak_slot) {
    pe_value sl = pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_slots]);
    *weak_slot = 1; /* no __slots__: instances are weakly referenceable */
    if (pe_is_null(sl)) return 0;
    *weak_slot = 0;
    if (t->tflags & PE_TPF_EXC_SUBCLASS) return 0;
    int has_dict = 0;
    /* loop-bound: source: the bases of one class statement */
    for (size_t i = 0; i < pe_tuple_len(bases); i++) {
        pe_type *b = (pe_type *)pe_tuple_item(bases, i).u.o;
        if (b->tflags & PE_TPF_HAS_DICT) has_dict = 1;
    }
    uint32_t before = t->basicsize;
    if (pe_str_check(vm, sl)) {
        if (add_one_slot(vm, t, sl, &has_dict, weak_slot) < 0) return -1;
    } else {
        pe_value it = pe_op_iter(vm, sl);
        if (pe_is_null(it)) return -1;
        for (;;) {
            /* one op per slot name: __slots__ may be any iterable */
            pe_value nm = PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_next(vm, it);
            if (pe_is_null(nm)) {
                if (pe_err_occurred(vm)) {
                    pe_decref(vm, it);
                    return -1;
                }
                break;
            }
            int r = add_one_slot(vm, t, nm, &has_dict, weak_slot);
            pe_decref(vm, nm);
            if (r < 0) {
                pe_decref(vm, it);
                return -1;
            }
        }
        pe_decref(vm, it);
    }
    if (t->basicsize != before) t->tflags |= PE_TPF_HAS_SLOTS;
    if (!has_dict) t->tflags &= ~(uint32_t)PE_TPF_HAS_DICT;
    return 0;
}

/* The __dict__ and __weakref__ getset descriptors a class gets when it is the first in
 * its line to have them (CPython's add_dict / add_weak in type_new_slots): __dict__ when
 * its instances have a dict and the best base's do not; __weakref__ when slots allow it
 * and neither the base nor its layout (variable-size int/tuple/bytes; set and
 * frozenset, which have their own) provides one. 0 or -1. */
static int add_getsets(pe_vm *vm, pe_type *t, pe_type *best, pe_type *solid,
                       int weak_slot) {
    static const char *const names[2] = {"__dict__", "__weakref__"};
    int want[2];
    want[0] = (t->tflags & PE_TPF_HAS_DICT) && !(best->tflags & PE_TPF_HAS_DICT);
    pe_str *wn = pe_intern(vm, names[1], strlen(names[1]));
    if (!wn) {
        pe_err_nomem(vm);
        return -1;
    }
    want[1] = weak_slot && pe_is_null(pe_type_lookup(vm, best, wn)) &&
              solid != vm->types[PE_TYPE_INT] && solid != vm->types[PE_TYPE_TUPLE] &&
              solid != vm->types[PE_TYPE_BYTES] && solid != vm->types[PE_TYPE_SET] &&
              solid != vm->types[PE_TYPE_FROZENSET] && solid != vm->types[PE_TYPE_TYPE];
    /* loop-bound: const */
    for (int k = 0; k < 2; k++) {
        if (!want[k]) continue;
        pe_str *n = k ? wn : vm->ids[PE_ID_dict];
        pe_value g = pe_getset_new(vm, t, n, k ? PE_GETSET_WEAKREF : PE_GETSET_DICT);
        if (pe_is_null(g)) return -1;
        int r = pe_dict_set_str(vm, t->dict, n, g);
        pe_decref(vm, g);
        if (r < 0) return -1;
    }
    return 0;
}

/* Calls __set_name__(owner, name) on each class attribute whose type defines it, in
 * namespace order, as CPython's type_new_set_names (over a snapshot of the dict). */
static int set_names(pe_vm *vm, pe_type *t) {
    pe_value snap = pe_dict_copy(vm, t->dict);
    if (pe_is_null(snap)) return -1;
    size_t pos = 0;
    pe_value k, v;
    int r = 0;
    /* loop-bound: caller-charged: the class namespace, whose entries were charged when
     * the class body set them */
    while (pe_dict_next(snap, &pos, &k, &v)) {
        pe_type *vt = pe_type_of(vm, v);
        pe_value sn = pe_type_lookup(vm, vt, vm->ids[PE_ID_set_name]);
        if (pe_is_null(sn)) continue;
        pe_value a[2] = {pe_obj_value(&t->base), k};
        pe_value res = call_dunder(vm, sn, v, a, 2);
        if (pe_is_null(res)) {
            r = -1;
            break;
        }
        pe_decref(vm, res);
    }
    pe_decref(vm, snap);
    return r;
}

/* __init_subclass__ and __class_getitem__ defined as plain functions become
 * classmethods, as in CPython's type_new_set_classmethods, so C.__init_subclass__()
 * and C.__dict__['__class_getitem__'] look as there. 0 or -1. */
static int implicit_classmethods(pe_vm *vm, pe_type *t) {
    static const char *const names[] = {"__init_subclass__", "__class_getitem__"};
    /* loop-bound: const: the two names */
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        pe_str *name = pe_intern(vm, names[i], strlen(names[i]));
        if (!name) {
            pe_err_nomem(vm);
            return -1;
        }
        pe_value fn = pe_dict_get_str(vm, t->dict, name);
        if (pe_is_null(fn) || !pe_func_check(vm, fn)) continue;
        pe_value cm = pe_op_call(vm, pe_obj_value(&vm->types[PE_TYPE_CLASSMETHOD]->base),
                                 &fn, 1, NULL);
        if (pe_is_null(cm)) return -1;
        int r = pe_dict_set_str(vm, t->dict, name, cm);
        pe_decref(vm, cm);
        if (r < 0) return -1;
    }
    return 0;
}

pe_value pe_type_new_class(pe_vm *vm, pe_value name, pe_value bases, pe_value ns) {
    return pe_type_new_class_meta(vm, vm->types[PE_TYPE_TYPE], name, bases, ns);
}

pe_value pe_type_new_class_meta(pe_vm *vm, pe_type *meta, pe_value name, pe_value bases,
                                pe_value ns) {
    pe_value own_bases = PE_NULL;
    size_t nb = pe_tuple_len(bases);
    if (nb == 0) {
        own_bases = pe_tuple_pack1(vm, pe_obj_value(&vm->types[PE_TYPE_OBJECT]->base));
        if (pe_is_null(own_bases)) return own_bases;
        bases = own_bases;
        nb = 1;
    } else {
        own_bases = pe_incref(bases);
    }
    pe_type *best = NULL;
    /* loop-bound: source: the bases of one class statement */
    for (size_t i = 0; i < nb; i++) {
        pe_value b = pe_tuple_item(bases, i);
        if (!pe_type_check(vm, b)) {
            pe_decref(vm, own_bases);
            /* every class is an instance of type, so a base whose type is not a
             * subclass of type conflicts (CPython's _PyType_CalculateMetaclass) */
            return pe_err_set(
                vm, PE_EXC_TypeError,
                "metaclass conflict: the metaclass of a derived class must be a "
                "(non-strict) subclass of the metaclasses of all its bases");
        }
        pe_type *bt = (pe_type *)b.u.o;
        /* loop-bound: source: the bases of one class statement */
        for (size_t j = 0; j < i; j++)
            if (pe_tuple_item(bases, j).u.o == b.u.o) {
                pe_decref(vm, own_bases);
                return pe_err_format(vm, PE_EXC_TypeError, "duplicate base class %s",
                                     bt->name);
            }
        if (!(bt->tflags & PE_TPF_BASETYPE)) {
            pe_decref(vm, own_bases);
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "type '%s' is not an acceptable base type", bt->name);
        }
        /* the metatype is the most derived of meta and the bases' metatypes
         * (CPython's _PyType_CalculateMetaclass) */
        pe_type *bm = pe_type_of(vm, b);
        if (pe_type_is_subtype(bm, meta)) {
            meta = bm;
        } else if (!pe_type_is_subtype(meta, bm)) {
            pe_decref(vm, own_bases);
            return pe_err_set(
                vm, PE_EXC_TypeError,
                "metaclass conflict: the metaclass of a derived class must be a "
                "(non-strict) subclass of the metaclasses of all its bases");
        }
        /* the best base has the most derived layout; a class adding __slots__ storage
         * holds a layout of its own (CPython's solid_base / best_base) */
        if (!best) {
            best = bt;
            continue;
        }
        pe_type *lb = layout_holder(bt), *lbest = layout_holder(best);
        if (pe_type_is_subtype(lbest, lb)) {
            /* keep the earlier base */
        } else if (pe_type_is_subtype(lb, lbest)) {
            best = bt;
        } else {
            pe_decref(vm, own_bases);
            return pe_err_set(vm, PE_EXC_TypeError,
                              "multiple bases have instance lay-out conflict");
        }
    }
    pe_str *iname = pe_intern_new(vm, pe_str_obj(name)->data, pe_str_obj(name)->size);
    if (!iname) {
        pe_decref(vm, own_bases);
        return pe_err_nomem(vm);
    }
    pe_type *t = (pe_type *)pe_obj_alloc(vm, meta, sizeof(pe_type));
    if (!t) {
        pe_obj_decref(vm, &iname->base);
        pe_decref(vm, own_bases);
        return PE_NULL;
    }
    pe_value tv = pe_obj_value(&t->base);
    t->name = iname->data;
    t->name_str = iname; /* the type keeps the name: it may be mortal */
    t->tbase = best;
    t->bases = own_bases;
    t->mro = PE_NULL;
    pe_type *solid = pe_type_solid_base(best);
    t->tflags = PE_TPF_HEAPTYPE | PE_TPF_BASETYPE | PE_TPF_GC | PE_TPF_HAS_DICT;
    /* loop-bound: source: the bases of one class statement */
    for (size_t i = 0; i < nb; i++)
        t->tflags |= ((pe_type *)pe_tuple_item(bases, i).u.o)->tflags &
                     (PE_TPF_INT_SUBCLASS | PE_TPF_FLOAT_SUBCLASS | PE_TPF_STR_SUBCLASS |
                      PE_TPF_LIST_SUBCLASS | PE_TPF_TUPLE_SUBCLASS | PE_TPF_DICT_SUBCLASS |
                      PE_TPF_EXC_SUBCLASS | PE_TPF_TYPE_SUBCLASS);
    t->dealloc = solid->dealloc;
    t->traverse = solid->traverse;
    t->clear = solid->clear;
    t->new_ = solid->new_;
    if (solid == vm->types[PE_TYPE_OBJECT]) {
        t->basicsize = (uint32_t)(sizeof(pe_obj) + sizeof(pe_value));
        pe_object_instance_slots(t);
    } else if (solid == vm->types[PE_TYPE_TYPE]) {
        /* a metaclass: its instances are classes, pe_type structs whose attributes live
         * in their own t->dict; they have no instance-dict slot (pe_object_dict_slot
         * must never see HAS_DICT on a pe_type) */
        t->basicsize = (uint32_t)sizeof(pe_type);
        t->tflags &= ~(uint32_t)PE_TPF_HAS_DICT;
    } else if (is_wrapper_base(vm, solid)) {
        pe_subclass_setup(vm, t, solid); /* int, str, tuple, ...: subclass.h */
    } else if (solid->tflags & PE_TPF_EXC_SUBCLASS) {
        t->basicsize = solid->basicsize; /* the exception struct has its own dict slot */
    } else {
        /* list/dict/deque: the builtin's struct, then the __dict__ slot */
        uint32_t off = (solid->basicsize + 7u) & ~7u;
        t->dictoffset = off;
        t->basicsize = off + (uint32_t)sizeof(pe_value);
        t->dealloc = subtype_dealloc;
        t->traverse = subtype_traverse;
        t->clear = subtype_clear;
    }
    t->dict = pe_dict_copy(vm, ns);
    if (pe_is_null(t->dict)) goto fail;
    /* __qualname__ leaves the namespace for the type's own field (type_new_set_names) */
    {
        pe_value q;
        int r = pe_dict_pop(vm, t->dict, pe_obj_value(&vm->ids[PE_ID_qualname]->base), &q);
        if (r < 0) goto fail;
        if (r > 0 && !pe_str_check(vm, q)) {
            pe_err_format(vm, PE_EXC_TypeError, "type __qualname__ must be a str, not %s",
                          pe_op_typename(vm, q));
            pe_decref(vm, q);
            goto fail;
        }
        t->qualname = r > 0 ? q : pe_incref(name);
    }
    if ((best->tflags & PE_TPF_HEAPTYPE) && best->basicsize > t->basicsize) {
        /* the best base may have grown the layout with __slots__ storage */
        t->basicsize = best->basicsize;
        t->dictoffset = best->dictoffset;
    }
    int weak_slot = 0;
    if (add_slots(vm, t, bases, &weak_slot) < 0) goto fail;
    if (solid == vm->types[PE_TYPE_TYPE]) {
        /* classes are fixed-size pe_type structs: no room for slot storage */
        if (t->basicsize != sizeof(pe_type)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "nonempty __slots__ not supported for subtype of '%s'",
                          best->name);
            goto fail;
        }
        t->tflags &= ~(uint32_t)PE_TPF_HAS_DICT;
    }
    if (add_getsets(vm, t, best, solid, weak_slot) < 0) goto fail;
    if (implicit_classmethods(vm, t) < 0) goto fail;
    if (pe_is_null(pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_doc])) &&
        pe_dict_set_str(vm, t->dict, vm->ids[PE_ID_doc], PE_NONE) < 0)
        goto fail;
    /* __eq__ without __hash__ makes instances unhashable, as in CPython */
    if (!pe_is_null(pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_eq])) &&
        pe_is_null(pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_hash])) &&
        pe_dict_set_str(vm, t->dict, vm->ids[PE_ID_hash], PE_NONE) < 0)
        goto fail;
    t->mro = c3_merge(vm, t, bases);
    vm->type_epoch++; /* lookups on t now walk the MRO */
    if (pe_is_null(t->mro)) goto fail;
    /* fixup_slots looks about 40 dunder names up along the whole MRO */
    if (PE_TICK(vm, pe_tuple_len(t->mro) * 5) < 0) goto fail;
    fixup_slots(vm, t);
    if (set_names(vm, t) < 0) goto fail;
    return tv;
fail:
    pe_decref(vm, tv);
    return PE_NULL;
}

/* ---- start-up ------------------------------------------------------------------------ */

/* The dunder names of each binary operator: plain, reflected, in-place. Spelt out
 * rather than formatted at start-up (snprintf was 33,000 instructions per VM). */
#define PE_OPNAMES(s)                                                                      \
    { "__" s "__", "__r" s "__", "__i" s "__" }
static const char *const type_op_names[PE_OP__COUNT][3] = {
    [PE_OP_ADD] = PE_OPNAMES("add"),           [PE_OP_SUB] = PE_OPNAMES("sub"),
    [PE_OP_MULT] = PE_OPNAMES("mul"),          [PE_OP_MATMULT] = PE_OPNAMES("matmul"),
    [PE_OP_DIV] = PE_OPNAMES("truediv"),       [PE_OP_MOD] = PE_OPNAMES("mod"),
    [PE_OP_POW] = PE_OPNAMES("pow"),           [PE_OP_LSHIFT] = PE_OPNAMES("lshift"),
    [PE_OP_RSHIFT] = PE_OPNAMES("rshift"),     [PE_OP_BITOR] = PE_OPNAMES("or"),
    [PE_OP_BITXOR] = PE_OPNAMES("xor"),        [PE_OP_BITAND] = PE_OPNAMES("and"),
    [PE_OP_FLOORDIV] = PE_OPNAMES("floordiv"),
};
#undef PE_OPNAMES

/* Their sizes and hashes, once per process (core/intern.h, pe_name_hash). */
static pe_name_hash type_op_hashes[PE_OP__COUNT][3];
static pthread_once_t type_op_hashes_once = PTHREAD_ONCE_INIT;
static void type_op_hashes_init(void) {
    /* loop-bound: const */
    for (int op = 0; op < PE_OP__COUNT; op++)
        /* loop-bound: const */
        for (int k = 0; k < 3; k++)
            pe_name_hash_of(type_op_names[op][k], &type_op_hashes[op][k]);
}

int pe_type_init(pe_vm *vm) {
    pthread_once(&type_op_hashes_once, type_op_hashes_init);
    /* loop-bound: setup */
    for (int op = 0; op < PE_OP__COUNT; op++) {
        /* loop-bound: setup */
        for (int k = 0; k < 3; k++) {
            vm->op_ids[op][k] =
                pe_intern_hashed(vm, type_op_names[op][k], &type_op_hashes[op][k]);
            if (!vm->op_ids[op][k]) {
                pe_err_nomem(vm);
                return -1;
            }
        }
    }
    pe_type *t = vm->types[PE_TYPE_TYPE];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_type);
    t->repr = type_repr;
    t->hash = type_hash;
    t->richcmp = type_richcmp;
    t->getattr = type_getattr;
    t->setattr = type_setattr;
    t->call = type_call;
    t->dealloc = type_dealloc;
    t->traverse = type_traverse;
    t->clear = type_clear;
    if (pe_type_add_methods(vm, t, type_methods) < 0) return -1;
    return pe_metaclass_init(vm);
}
