/*
 * member.c - member_descriptor (__slots__ entries), the old-protocol sequence iterator,
 * and types.GenericAlias. See member.h.
 *
 * Slot storage: a class with __slots__ gets one pe_value per slot name appended to its
 * instance layout (after the __dict__ slot, which every heap instance keeps physically
 * even when the class has no __dict__); the descriptor knows the byte offset.
 */
#include "member.h"

#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

/* ---- member_descriptor ------------------------------------------------------------------
 */

typedef struct pe_member {
    pe_obj base;
    pe_type *owner; /* a reference is held */
    pe_str *name;   /* interned; a reference is held (it may be mortal) */
    uint32_t offset;
} pe_member;

pe_value pe_member_new(pe_vm *vm, pe_type *owner, pe_str *name, uint32_t offset) {
    pe_member *m =
        (pe_member *)pe_obj_alloc(vm, vm->types[PE_TYPE_MEMBER_DESCR], sizeof *m);
    if (!m) return PE_NULL;
    pe_obj_incref(&owner->base);
    m->owner = owner;
    pe_obj_incref(&name->base);
    m->name = name;
    m->offset = offset;
    return pe_obj_value(&m->base);
}

static void member_clear(pe_vm *vm, pe_obj *o) {
    pe_member *m = (pe_member *)o;
    pe_type *t = m->owner;
    m->owner = NULL;
    if (t) pe_obj_decref(vm, &t->base);
}
static void member_dealloc(pe_vm *vm, pe_obj *o) {
    member_clear(vm, o);
    pe_obj_decref(vm, &((pe_member *)o)->name->base);
    pe_obj_free(vm, o, sizeof(pe_member));
}
static void member_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_member *m = (pe_member *)o;
    if (m->owner) visit(vm, &m->owner->base, arg);
}

/* The instance's slot, or NULL with TypeError pending when obj is not an instance of
 * the owner class (CPython's descr_check). */
static pe_value *member_slot(pe_vm *vm, pe_member *m, pe_value obj) {
    if (!m->owner || !pe_is_obj(obj) || !pe_type_is_subtype(obj.u.o->type, m->owner)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                      m->name->data, m->owner ? m->owner->name : "?",
                      pe_op_typename(vm, obj));
        return NULL;
    }
    return (pe_value *)(void *)((char *)obj.u.o + m->offset);
}

static pe_value member_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    (void)type;
    if (pe_is_null(obj) || pe_is_none(obj)) return pe_incref(descr);
    pe_member *m = (pe_member *)descr.u.o;
    pe_value *slot = member_slot(vm, m, obj);
    if (!slot) return PE_NULL;
    if (pe_is_null(*slot))
        return pe_err_format(vm, PE_EXC_AttributeError,
                             "'%.50s' object has no attribute '%s'",
                             pe_op_typename(vm, obj), m->name->data);
    return pe_incref(*slot);
}

static int member_set(pe_vm *vm, pe_value descr, pe_value obj, pe_value value) {
    pe_member *m = (pe_member *)descr.u.o;
    pe_value *slot = member_slot(vm, m, obj);
    if (!slot) return -1;
    if (pe_is_null(value) && pe_is_null(*slot)) {
        /* CPython's member_set: deleting an unset slot names only the attribute */
        pe_err_format(vm, PE_EXC_AttributeError, "%s", m->name->data);
        return -1;
    }
    /* deleting drops the dict; the next access starts an empty one */
    pe_value old = *slot;
    *slot = pe_is_null(value) ? PE_NULL : pe_incref(value);
    pe_decref(vm, old);
    return 0;
}

static pe_value member_repr(pe_vm *vm, pe_value self) {
    pe_member *m = (pe_member *)self.u.o;
    return pe_err_format_text(vm, "<member '%s' of '%s' objects>", m->name->data,
                              m->owner ? m->owner->name : "?");
}

static pe_value member_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_member *m = (pe_member *)self.u.o;
    if (name == vm->ids[PE_ID_name]) return pe_incref(pe_obj_value(&m->name->base));
    if (name == vm->ids[PE_ID_qualname])
        return pe_err_format_text(vm, "%s.%s", m->owner ? m->owner->name : "?",
                                  m->name->data);
    if (!strcmp(name->data, "__objclass__") && m->owner)
        return pe_incref(pe_obj_value(&m->owner->base));
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- getset_descriptor ------------------------------------------------------------------
 * The same struct as a member descriptor; `offset` holds the pe_getset_kind. */

pe_value pe_getset_new(pe_vm *vm, pe_type *owner, pe_str *name, pe_getset_kind kind) {
    pe_member *m =
        (pe_member *)pe_obj_alloc(vm, vm->types[PE_TYPE_GETSET_DESCR], sizeof *m);
    if (!m) return PE_NULL;
    pe_obj_incref(&owner->base);
    m->owner = owner;
    pe_obj_incref(&name->base);
    m->name = name;
    m->offset = (uint32_t)kind;
    return pe_obj_value(&m->base);
}

/* CPython's descr_check for getset descriptors. 0, or -1 with TypeError pending. */
static int getset_check(pe_vm *vm, pe_member *m, pe_value obj) {
    if (m->owner && pe_type_is_subtype(pe_type_of(vm, obj), m->owner)) return 0;
    pe_err_format(vm, PE_EXC_TypeError,
                  "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                  m->name->data, m->owner ? m->owner->name : "?", pe_op_typename(vm, obj));
    return -1;
}

static pe_value getset_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    (void)type;
    if (pe_is_null(obj)) return pe_incref(descr);
    pe_member *m = (pe_member *)descr.u.o;
    if (getset_check(vm, m, obj) < 0) return PE_NULL;
    switch ((pe_getset_kind)m->offset) {
    case PE_GETSET_CLASS: return pe_incref(pe_obj_value(&pe_type_of(vm, obj)->base));
    case PE_GETSET_WEAKREF: return PE_NONE;
    case PE_GETSET_COMPUTED:
    case PE_GETSET_MEMBER:
    case PE_GETSET_SLOTS:
        /* the owner's slot computes it (never through this descriptor again) */
        return m->owner->getattr(vm, pe_subclass_unwrap(obj), m->name);
    case PE_GETSET_DICT: break;
    }
    pe_value *slot = pe_object_dict_slot(vm, obj);
    if (!slot)
        return pe_err_format(vm, PE_EXC_AttributeError,
                             "'%s' object has no attribute '__dict__'",
                             pe_op_typename(vm, obj));
    if (pe_is_null(*slot)) {
        *slot = pe_dict_new(vm);
        if (pe_is_null(*slot)) return PE_NULL;
    }
    return pe_incref(*slot);
}

static int getset_set(pe_vm *vm, pe_value descr, pe_value obj, pe_value value) {
    pe_member *m = (pe_member *)descr.u.o;
    if (getset_check(vm, m, obj) < 0) return -1;
    pe_value *slot = NULL;
    switch ((pe_getset_kind)m->offset) {
    case PE_GETSET_CLASS: return pe_object_set_class(vm, obj, value);
    case PE_GETSET_WEAKREF:
    case PE_GETSET_COMPUTED:
        pe_err_format(vm, PE_EXC_AttributeError,
                      "attribute '%s' of '%s' objects is not writable", m->name->data,
                      m->owner ? m->owner->name : "?");
        return -1;
    case PE_GETSET_MEMBER:
        pe_err_set(vm, PE_EXC_AttributeError, "readonly attribute");
        return -1;
    case PE_GETSET_SLOTS: return m->owner->setattr(vm, obj, m->name, value);
    case PE_GETSET_DICT: slot = pe_object_dict_slot(vm, obj); break;
    }
    if (!slot) {
        pe_err_format(vm, PE_EXC_AttributeError, "'%s' object has no attribute '__dict__'",
                      pe_op_typename(vm, obj));
        return -1;
    }
    if (!pe_is_null(value) && !pe_dict_check(vm, value)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "__dict__ must be set to a dictionary, not a '%s'",
                      pe_op_typename(vm, value));
        return -1;
    }
    /* deleting drops the dict; the next access starts an empty one */
    pe_value old = *slot;
    *slot = pe_is_null(value) ? PE_NULL : pe_incref(value);
    pe_decref(vm, old);
    return 0;
}

static pe_value getset_repr(pe_vm *vm, pe_value self) {
    pe_member *m = (pe_member *)self.u.o;
    return pe_err_format_text(vm, "<%s '%s' of '%s' objects>",
                              m->offset == PE_GETSET_MEMBER ? "member" : "attribute",
                              m->name->data, m->owner ? m->owner->name : "?");
}

/* The descriptors of one list, now. 0 or -1. */
static int getsets_now(pe_vm *vm, pe_type *type, const char *const *names,
                       pe_getset_kind kind) {
    /* loop-bound: setup: builtin attribute tables */
    for (; *names; names++) {
        pe_str *n = pe_intern(vm, *names, strlen(*names));
        if (!n) {
            pe_err_nomem(vm);
            return -1;
        }
        pe_value g = pe_getset_new(vm, type, n, kind);
        if (pe_is_null(g)) return -1;
        int r = pe_dict_set_str(vm, type->dict, n, g);
        pe_decref(vm, g);
        if (r < 0) return -1;
    }
    return 0;
}

int pe_getset_fill(pe_vm *vm, pe_type *type) {
    /* loop-bound: const: at most PE_TYPE_LAZY_MAX lists */
    for (uint8_t i = 0; i < type->nlazy_getsets; i++)
        if (getsets_now(vm, type, type->lazy_getsets[i],
                        (pe_getset_kind)type->lazy_getset_kinds[i]) < 0)
            return -1;
    return 0;
}

int pe_getset_add_computed(pe_vm *vm, pe_type *type, const char *const *names,
                           pe_getset_kind kind) {
    if ((type->tflags & PE_TPF_LAZY_DICT) && vm->boot_lazy &&
        type->nlazy_getsets < PE_TYPE_LAZY_MAX) {
        type->lazy_getset_kinds[type->nlazy_getsets] = (uint8_t)kind;
        type->lazy_getsets[type->nlazy_getsets++] = names;
        return 0;
    }
    /* as pe_type_set_attr_cstr: a lazy type is filled first, and has a dict after */
    if ((!vm->boot_lazy && pe_type_fill(vm, type) < 0) || pe_type_dict_make(vm, type) < 0)
        return -1;
    return getsets_now(vm, type, names, kind);
}

/* ---- the sequence iterator -------------------------------------------------------------
 */

typedef struct pe_seqiter {
    pe_obj base;
    pe_value seq; /* PE_NULL once exhausted */
    int64_t index;
} pe_seqiter;

pe_value pe_seqiter_new(pe_vm *vm, pe_value seq) {
    pe_seqiter *it =
        (pe_seqiter *)pe_obj_alloc(vm, vm->types[PE_TYPE_SEQ_ITER], sizeof *it);
    if (!it) return PE_NULL;
    it->seq = pe_incref(seq);
    it->index = 0;
    return pe_obj_value(&it->base);
}

static void seqiter_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_seqiter *)o)->seq);
}
static void seqiter_dealloc(pe_vm *vm, pe_obj *o) {
    seqiter_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_seqiter));
}
static void seqiter_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_seqiter *it = (pe_seqiter *)o;
    if (pe_is_obj(it->seq)) visit(vm, it->seq.u.o, arg);
}

static pe_value seqiter_iter(pe_vm *vm, pe_value self) {
    (void)vm;
    return pe_incref(self);
}

static pe_value seqiter_next(pe_vm *vm, pe_value self) {
    pe_seqiter *it = (pe_seqiter *)self.u.o;
    if (pe_is_null(it->seq)) return PE_NULL;
    pe_value r = pe_op_getitem(vm, it->seq, pe_int(it->index));
    if (pe_is_null(r)) {
        if (pe_err_matches(vm, PE_EXC_IndexError) ||
            pe_err_matches(vm, PE_EXC_StopIteration)) {
            pe_err_clear(vm);
            pe_clear(vm, &it->seq);
        }
        return PE_NULL;
    }
    it->index++;
    return r;
}

/* ---- types.GenericAlias ----------------------------------------------------------------
 */

typedef struct pe_galias {
    pe_obj base;
    pe_value origin;
    pe_value args; /* tuple */
} pe_galias;

pe_value pe_generic_alias_new(pe_vm *vm, pe_value origin, pe_value args) {
    pe_value tup = pe_tuple_check(vm, args) ? pe_incref(args) : pe_tuple_pack1(vm, args);
    if (pe_is_null(tup)) return tup;
    pe_galias *g =
        (pe_galias *)pe_obj_alloc(vm, vm->types[PE_TYPE_GENERIC_ALIAS], sizeof *g);
    if (!g) {
        pe_decref(vm, tup);
        return PE_NULL;
    }
    g->origin = pe_incref(origin);
    g->args = tup;
    return pe_obj_value(&g->base);
}

static void galias_clear(pe_vm *vm, pe_obj *o) {
    pe_galias *g = (pe_galias *)o;
    pe_clear(vm, &g->origin);
    pe_clear(vm, &g->args);
}
static void galias_dealloc(pe_vm *vm, pe_obj *o) {
    galias_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_galias));
}
static void galias_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_galias *g = (pe_galias *)o;
    if (pe_is_obj(g->origin)) visit(vm, g->origin.u.o, arg);
    if (pe_is_obj(g->args)) visit(vm, g->args.u.o, arg);
}

/* CPython's ga_repr_item. */
int pe_generic_alias_repr_item(pe_vm *vm, pe_strbuf *b, pe_value v) {
    if (pe_is(v, vm->ellipsis)) return pe_strbuf_addc(b, "...");
    if (pe_type_check(vm, v)) {
        pe_type *t = (pe_type *)v.u.o;
        pe_value q = pe_op_getattr(vm, v, vm->ids[PE_ID_qualname]);
        if (pe_is_null(q)) return -1;
        int r = 0;
        /* builtin types outside builtins (collections.deque) carry their module in
         * their name, as CPython's tp_name does */
        if (!(t->tflags & PE_TPF_HEAPTYPE) && strchr(t->name, '.')) {
            pe_decref(vm, q);
            return pe_strbuf_addc(b, t->name);
        }
        if (t->tflags & PE_TPF_HEAPTYPE) {
            pe_value m = pe_op_getattr(vm, v, vm->ids[PE_ID_module]);
            if (pe_is_null(m))
                r = -1;
            else if (pe_str_check(vm, m) && strcmp(pe_str_obj(m)->data, "builtins"))
                r = pe_strbuf_add_str(b, m) < 0 || pe_strbuf_addc(b, ".") < 0 ? -1 : 0;
            pe_decref(vm, m);
        }
        if (r == 0 && pe_str_check(vm, q)) r = pe_strbuf_add_str(b, q);
        pe_decref(vm, q);
        return r;
    }
    return pe_strbuf_add_repr(b, v);
}

static pe_value galias_repr(pe_vm *vm, pe_value self) {
    pe_galias *g = (pe_galias *)self.u.o;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_generic_alias_repr_item(vm, &b, g->origin) < 0 || pe_strbuf_addc(&b, "[") < 0)
        goto fail;
    size_t n = pe_tuple_len(g->args);
    if (n == 0 && pe_strbuf_addc(&b, "()") < 0) goto fail;
    for (size_t i = 0; i < n; i++) {
        if (i && pe_strbuf_addc(&b, ", ") < 0) goto fail;
        if (pe_generic_alias_repr_item(vm, &b, pe_tuple_item(g->args, i)) < 0) goto fail;
    }
    if (pe_strbuf_addc(&b, "]") < 0) goto fail;
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value galias_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_galias *g = (pe_galias *)self.u.o;
    if (!strcmp(name->data, "__origin__")) return pe_incref(g->origin);
    if (!strcmp(name->data, "__args__")) return pe_incref(g->args);
    if (!strcmp(name->data, "__parameters__")) return pe_tuple_new(vm, 0);
    if (name == vm->ids[PE_ID_class_] || !strncmp(name->data, "__", 2))
        return pe_object_generic_getattr(vm, self, name);
    return pe_op_getattr(vm, g->origin, name);
}

/* Calling list[int](...) creates a list. */
static pe_value galias_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    return pe_op_call(vm, ((pe_galias *)self.u.o)->origin, args, nargs, kwnames);
}

static pe_value galias_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if ((op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) || !pe_is_obj(b) ||
        b.u.o->type != vm->types[PE_TYPE_GENERIC_ALIAS])
        return pe_incref(vm->notimpl);
    pe_galias *x = (pe_galias *)a.u.o, *y = (pe_galias *)b.u.o;
    int eq = pe_op_eq(vm, x->origin, y->origin);
    if (eq > 0) eq = pe_op_eq(vm, x->args, y->args);
    if (eq < 0) return PE_NULL;
    return pe_bool(op == PE_CMP_EQ ? eq : !eq);
}

static int galias_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_galias *g = (pe_galias *)self.u.o;
    int64_t h1, h2;
    if (pe_op_hash(vm, g->origin, &h1) < 0 || pe_op_hash(vm, g->args, &h2) < 0) return -1;
    *out = h1 ^ h2;
    if (*out == -1) *out = -2;
    return 0;
}

/* types.GenericAlias(origin, args), what classmethod(GenericAlias) in a class body makes
 * of cls[item] (collections.abc does this). */
static pe_value galias_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "GenericAlias", kwnames) < 0 ||
        pe_args_range(vm, "GenericAlias", nargs, kwnames, 2, 2) < 0)
        return PE_NULL;
    return pe_generic_alias_new(vm, args[0], args[1]);
}

/* cls.__class_getitem__(item) of the builtin generic containers: types.GenericAlias. */
static pe_value m_class_getitem(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    /* named after the builtin that defines it, as CPython's METH_O check names it */
    char name[96];
    const char *owner = nargs && pe_type_check(vm, args[0])
                            ? pe_type_solid_base((pe_type *)args[0].u.o)->name
                            : "type";
    snprintf(name, sizeof name, "%s.__class_getitem__", owner);
    if (pe_args_one(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    return pe_generic_alias_new(vm, args[0], args[1]);
}

static const pe_method_def class_getitem_methods[] = {
    {"__class_getitem__", m_class_getitem, PE_METH_CLASS},
    {NULL, NULL, 0},
};

/* ---- start-up
 * ----------------------------------------------------------------------------- */

int pe_member_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_MEMBER_DESCR];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_member);
    t->dealloc = member_dealloc;
    t->traverse = member_traverse;
    t->clear = member_clear;
    t->repr = member_repr;
    t->getattr = member_getattr;
    t->descr_get = member_get;
    t->descr_set = member_set;

    t = vm->types[PE_TYPE_GETSET_DESCR];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_member);
    t->dealloc = member_dealloc;
    t->traverse = member_traverse;
    t->clear = member_clear;
    t->repr = getset_repr;
    t->getattr = member_getattr;
    t->descr_get = getset_get;
    t->descr_set = getset_set;
    /* object.__class__ (made here, once the descriptor type has its slots) */
    pe_type *obj = vm->types[PE_TYPE_OBJECT];
    pe_value cls = pe_getset_new(vm, obj, vm->ids[PE_ID_class_], PE_GETSET_CLASS);
    if (pe_is_null(cls)) return -1;
    int r = pe_type_set_attr_cstr(vm, obj, "__class__", cls);
    pe_decref(vm, cls);
    if (r < 0) return -1;
    static const pe_type_kind generic[] = {PE_TYPE_LIST,      PE_TYPE_DICT,
                                           PE_TYPE_TUPLE,     PE_TYPE_SET,
                                           PE_TYPE_FROZENSET, PE_TYPE_ENUMERATE};
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof generic / sizeof *generic; i++)
        if (pe_type_add_methods(vm, vm->types[generic[i]], class_getitem_methods) < 0)
            return -1;
    /* the computed attributes of builtin types that CPython keeps as descriptors */
    static const char *const int_attrs[] = {"denominator", "imag", "numerator", "real",
                                            NULL};
    static const char *const float_attrs[] = {"imag", "real", NULL};
    static const char *const range_attrs[] = {"start", "step", "stop", NULL};
    /* function and BaseException attributes their own getattr/setattr slots handle
     * (never __code__, __globals__, ...: those do not exist, design.md) */
    static const char *const func_attrs[] = {
        "__annotations__", "__defaults__", "__dict__",     "__kwdefaults__",
        "__module__",      "__name__",     "__qualname__", NULL};
    static const char *const exc_attrs[] = {
        "__cause__", "__context__", "__suppress_context__", "__traceback__", "args", NULL};
    if (pe_getset_add_computed(vm, vm->types[PE_TYPE_INT], int_attrs, PE_GETSET_COMPUTED) <
            0 ||
        pe_getset_add_computed(vm, vm->types[PE_TYPE_FLOAT], float_attrs,
                               PE_GETSET_COMPUTED) < 0 ||
        pe_getset_add_computed(vm, vm->types[PE_TYPE_RANGE], range_attrs,
                               PE_GETSET_MEMBER) < 0 ||
        pe_getset_add_computed(vm, vm->types[PE_TYPE_SLICE], range_attrs,
                               PE_GETSET_MEMBER) < 0 ||
        pe_getset_add_computed(vm, vm->types[PE_TYPE_FUNCTION], func_attrs,
                               PE_GETSET_SLOTS) < 0 ||
        pe_getset_add_computed(vm, vm->exc_types[PE_EXC_BaseException], exc_attrs,
                               PE_GETSET_SLOTS) < 0)
        return -1;

    t = vm->types[PE_TYPE_SEQ_ITER];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_seqiter);
    t->dealloc = seqiter_dealloc;
    t->traverse = seqiter_traverse;
    t->clear = seqiter_clear;
    t->iter = seqiter_iter;
    t->iternext = seqiter_next;

    t = vm->types[PE_TYPE_GENERIC_ALIAS];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_galias);
    t->dealloc = galias_dealloc;
    t->traverse = galias_traverse;
    t->clear = galias_clear;
    t->repr = galias_repr;
    t->getattr = galias_getattr;
    t->call = galias_call;
    t->richcmp = galias_richcmp;
    t->hash = galias_hash;
    t->new_ = galias_new_slot;
    return 0;
}
