/*
 * descr.c - property, classmethod, staticmethod (descriptors through the descr_get /
 * descr_set slots) and super (zero-argument form through the running frame's first
 * argument and __class__ cell, as CPython's super_init_without_args).
 */
#include "descr.h"

#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "exceptions.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

/* ---- property ------------------------------------------------------------------------ */

typedef struct pe_property {
    pe_obj base;
    pe_value fget, fset, fdel, doc; /* None when absent */
    pe_value name; /* set by __set_name__-like lookup: the attribute name */
} pe_property;

static void prop_clear(pe_vm *vm, pe_obj *o) {
    pe_property *p = (pe_property *)o;
    pe_clear(vm, &p->fget);
    pe_clear(vm, &p->fset);
    pe_clear(vm, &p->fdel);
    pe_clear(vm, &p->doc);
    pe_clear(vm, &p->name);
}
static void prop_dealloc(pe_vm *vm, pe_obj *o) {
    prop_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_property));
}
static void prop_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_property *p = (pe_property *)o;
    pe_value *v[] = {&p->fget, &p->fset, &p->fdel, &p->doc, &p->name};
    /* loop-bound: per-object: prop_traverse runs once per object */
    for (size_t i = 0; i < 5; i++)
        if (pe_is_obj(*v[i])) visit(vm, v[i]->u.o, arg);
}

static pe_value prop_make(pe_vm *vm, pe_type *type, pe_value fget, pe_value fset,
                          pe_value fdel, pe_value doc) {
    pe_property *p = (pe_property *)pe_obj_alloc(vm, type, sizeof *p);
    if (!p) return PE_NULL;
    p->fget = pe_incref(pe_is_null(fget) ? PE_NONE : fget);
    p->fset = pe_incref(pe_is_null(fset) ? PE_NONE : fset);
    p->fdel = pe_incref(pe_is_null(fdel) ? PE_NONE : fdel);
    p->name = PE_NONE;
    if ((pe_is_null(doc) || pe_is_none(doc)) && !pe_is_none(p->fget)) {
        pe_value d = pe_op_getattr(vm, p->fget, vm->ids[PE_ID_doc]);
        if (pe_is_null(d)) {
            pe_err_clear(vm);
            d = PE_NONE;
        }
        p->doc = d;
    } else {
        p->doc = pe_incref(pe_is_null(doc) ? PE_NONE : doc);
    }
    if (pe_is_obj(p->fget)) {
        pe_value n = pe_op_getattr(vm, p->fget, vm->ids[PE_ID_name]);
        if (pe_is_null(n))
            pe_err_clear(vm);
        else {
            pe_decref(vm, p->name);
            p->name = n;
        }
    }
    return pe_obj_value(&p->base);
}

static pe_value prop_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) {
    static const char *const params[] = {"fget", "fset", "fdel", "doc", NULL};
    static const pe_argspec spec = {"property", params, 0, 0, 4};
    pe_value a[4];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    return prop_make(vm, type, a[0], a[1], a[2], a[3]);
}

static const char *prop_name(pe_vm *vm, pe_property *p) {
    return pe_str_check(vm, p->name) ? pe_str_obj(p->name)->data : "?";
}

static pe_value prop_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    pe_property *p = (pe_property *)descr.u.o;
    if (pe_is_null(obj)) return pe_incref(descr);
    if (pe_is_none(p->fget))
        return pe_err_format(vm, PE_EXC_AttributeError,
                             "property '%s' of '%s' object has no getter", prop_name(vm, p),
                             pe_op_typename(vm, obj));
    return pe_op_call(vm, p->fget, &obj, 1, NULL);
}

static int prop_set(pe_vm *vm, pe_value descr, pe_value obj, pe_value value) {
    pe_property *p = (pe_property *)descr.u.o;
    pe_value fn = pe_is_null(value) ? p->fdel : p->fset;
    if (pe_is_none(fn)) {
        pe_err_format(vm, PE_EXC_AttributeError, "property '%s' of '%s' object has no %s",
                      prop_name(vm, p), pe_op_typename(vm, obj),
                      pe_is_null(value) ? "deleter" : "setter");
        return -1;
    }
    pe_value args[2] = {obj, value};
    pe_value r = pe_op_call(vm, fn, args, pe_is_null(value) ? 1 : 2, NULL);
    if (pe_is_null(r)) return -1;
    pe_decref(vm, r);
    return 0;
}

static pe_value prop_copy_with(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames, int which, const char *name) {
    if (pe_args_one(vm, name, nargs - 1, kwnames) < 0) return PE_NULL;
    pe_property *p = (pe_property *)args[0].u.o;
    pe_value f[3] = {p->fget, p->fset, p->fdel};
    f[which] = args[1];
    pe_value r = prop_make(vm, pe_type_of(vm, args[0]), f[0], f[1], f[2],
                           which == 0 ? PE_NULL : p->doc);
    if (!pe_is_null(r) && which != 0) {
        pe_property *q = (pe_property *)r.u.o;
        pe_decref(vm, q->name);
        q->name = pe_incref(p->name);
    }
    return r;
}
static pe_value prop_getter(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    return prop_copy_with(vm, args, nargs, kwnames, 0, "getter");
}
static pe_value prop_setter(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    return prop_copy_with(vm, args, nargs, kwnames, 1, "setter");
}
static pe_value prop_deleter(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    return prop_copy_with(vm, args, nargs, kwnames, 2, "deleter");
}

/* getattr(v, '__isabstractmethod__', False) as a truth value: 1, 0, or -1. */
static int abstract_flag(pe_vm *vm, pe_value v) {
    pe_str *an = pe_intern(vm, "__isabstractmethod__", 20);
    if (!an) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value f = pe_op_getattr(vm, v, an);
    if (pe_is_null(f)) {
        if (!pe_err_matches(vm, PE_EXC_AttributeError)) return -1;
        pe_err_clear(vm);
        return 0;
    }
    int r = pe_op_truth(vm, f);
    pe_decref(vm, f);
    return r;
}

static pe_value prop_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_property *p = (pe_property *)self.u.o;
    const char *n = name->data;
    if (!strcmp(n, "__isabstractmethod__")) {
        /* abc: a property is abstract when one of its functions is */
        pe_value fs[3] = {p->fget, p->fset, p->fdel};
        /* loop-bound: const: three accessor functions */
        for (int i = 0; i < 3; i++) {
            int r = pe_is_none(fs[i]) ? 0 : abstract_flag(vm, fs[i]);
            if (r) return r < 0 ? PE_NULL : PE_TRUE;
        }
        return PE_FALSE;
    }
    if (!strcmp(n, "fget")) return pe_incref(p->fget);
    if (!strcmp(n, "fset")) return pe_incref(p->fset);
    if (!strcmp(n, "fdel")) return pe_incref(p->fdel);
    if (name == vm->ids[PE_ID_doc]) return pe_incref(p->doc);
    return pe_object_generic_getattr(vm, self, name);
}

/* property.__set_name__(owner, name): the name its "has no setter" errors use. */
static pe_value prop_set_name(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (pe_args_count(vm, "__set_name__", nargs - 1, kwnames, 2, 2) < 0) return PE_NULL;
    pe_property *p = (pe_property *)args[0].u.o;
    pe_value old = p->name;
    p->name = pe_incref(args[2]);
    pe_decref(vm, old);
    return PE_NONE;
}

static const pe_method_def prop_methods[] = {
    {"__set_name__", prop_set_name, 0},
    {"getter", prop_getter, 0},
    {"setter", prop_setter, 0},
    {"deleter", prop_deleter, 0},
    {NULL, NULL, 0},
};

/* ---- classmethod / staticmethod ------------------------------------------------------ */

typedef struct pe_wrapper {
    pe_obj base;
    pe_value fn;
} pe_wrapper;

static void wrap_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_wrapper *)o)->fn);
}
static void wrap_dealloc(pe_vm *vm, pe_obj *o) {
    wrap_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_wrapper));
}
static void wrap_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    if (pe_is_obj(((pe_wrapper *)o)->fn)) visit(vm, ((pe_wrapper *)o)->fn.u.o, arg);
}

static pe_value wrap_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) {
    if (pe_args_range(vm, type->name, nargs, kwnames, 1, 1) < 0) return PE_NULL;
    pe_wrapper *w = (pe_wrapper *)pe_obj_alloc(vm, type, sizeof *w);
    if (!w) return PE_NULL;
    w->fn = pe_incref(args[0]);
    return pe_obj_value(&w->base);
}

static pe_value classmethod_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    pe_wrapper *w = (pe_wrapper *)descr.u.o;
    if (!type) type = pe_type_of(vm, obj);
    return pe_method_new(vm, w->fn, pe_obj_value(&type->base));
}

static pe_value staticmethod_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    return pe_incref(((pe_wrapper *)descr.u.o)->fn);
}

/* staticmethod objects are callable (3.10+) */
static pe_value staticmethod_call(pe_vm *vm, pe_value self, const pe_value *args,
                                  size_t nargs, pe_obj *kwnames) {
    return pe_op_call(vm, ((pe_wrapper *)self.u.o)->fn, args, nargs, kwnames);
}

static pe_value wrap_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_wrapper *w = (pe_wrapper *)self.u.o;
    if (!strcmp(name->data, "__func__") || !strcmp(name->data, "__wrapped__"))
        return pe_incref(w->fn);
    if (!strcmp(name->data, "__isabstractmethod__")) {
        int r = abstract_flag(vm, w->fn);
        return r < 0 ? PE_NULL : pe_bool(r);
    }
    if (name == vm->ids[PE_ID_name] || name == vm->ids[PE_ID_qualname] ||
        name == vm->ids[PE_ID_doc])
        return pe_op_getattr(vm, w->fn, name);
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- super --------------------------------------------------------------------------- */

typedef struct pe_super {
    pe_obj base;
    pe_type *type;    /* the class named (reference held) */
    pe_value obj;     /* the instance or class bound */
    pe_type *objtype; /* type(obj), or obj itself when obj is a class (reference held) */
} pe_super;

static void super_clear(pe_vm *vm, pe_obj *o) {
    pe_super *s = (pe_super *)o;
    pe_clear(vm, &s->obj);
    if (s->type) {
        pe_obj *t = &s->type->base;
        s->type = NULL;
        pe_obj_decref(vm, t);
    }
    if (s->objtype) {
        pe_obj *t = &s->objtype->base;
        s->objtype = NULL;
        pe_obj_decref(vm, t);
    }
}
static void super_dealloc(pe_vm *vm, pe_obj *o) {
    super_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_super));
}
static void super_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_super *s = (pe_super *)o;
    if (pe_is_obj(s->obj)) visit(vm, s->obj.u.o, arg);
    if (s->type) visit(vm, &s->type->base, arg);
    if (s->objtype) visit(vm, &s->objtype->base, arg);
}

/* super() without arguments: the running function's first argument and the class from
 * its __class__ free variable. */
static int super_from_frame(pe_vm *vm, pe_value *type, pe_value *obj) {
    pe_frame *f = vm->frame;
    if (!f || !f->func || !f->scope || f->scope->nargs == 0) {
        pe_err_set(vm, PE_EXC_RuntimeError, "super(): no arguments");
        return -1;
    }
    const pe_scope *sc = f->scope;
    pe_value first = f->slots[0];
    /* a captured first argument lives in its cell */
    /* loop-bound: source: the cells of one code scope */
    for (uint32_t i = 0; sc->cell_param && i < sc->ncells; i++)
        if (sc->cell_param[i] == 0) first = ((pe_cell *)f->slots[sc->nlocals + i].u.o)->v;
    if (pe_is_null(first)) {
        pe_err_set(vm, PE_EXC_RuntimeError, "super(): arg[0] deleted");
        return -1;
    }
    pe_str *cls_name = vm->ids[PE_ID_class_];
    /* loop-bound: source: the free variables of one code scope */
    for (uint32_t j = 0; j < sc->nfree; j++) {
        uint32_t slot = sc->nlocals + sc->ncells + j;
        if (sc->slot_names[slot] != cls_name) continue;
        pe_value c = ((pe_cell *)f->slots[slot].u.o)->v;
        if (pe_is_null(c)) {
            pe_err_set(vm, PE_EXC_RuntimeError, "super(): empty __class__ cell");
            return -1;
        }
        if (!pe_type_check(vm, c)) {
            pe_err_format(vm, PE_EXC_RuntimeError, "super(): __class__ is not a type (%s)",
                          pe_op_typename(vm, c));
            return -1;
        }
        *type = c;
        *obj = first;
        return 0;
    }
    pe_err_set(vm, PE_EXC_RuntimeError, "super(): __class__ cell not found");
    return -1;
}

static pe_value super_new(pe_vm *vm, pe_type *stype, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    if (pe_args_nokw(vm, "super", kwnames) < 0) return PE_NULL;
    if (nargs > 2)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "super() takes at most 2 arguments (%zu given)", nargs);
    pe_value type, obj = PE_NULL;
    if (nargs == 0) {
        if (super_from_frame(vm, &type, &obj) < 0) return PE_NULL;
    } else {
        type = args[0];
        if (nargs == 2) obj = args[1];
        if (!pe_type_check(vm, type))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "super() argument 1 must be a type, not %s",
                                 pe_op_typename(vm, type));
        if (nargs == 1)
            return pe_err_set(vm, PE_EXC_NotImplementedError,
                              "unbound super() is not supported yet");
    }
    pe_type *t = (pe_type *)type.u.o;
    pe_type *objtype;
    if (pe_type_check(vm, obj) && pe_type_is_subtype((pe_type *)obj.u.o, t)) {
        objtype = (pe_type *)obj.u.o;
    } else if (pe_type_is_subtype(pe_type_of(vm, obj), t)) {
        objtype = pe_type_of(vm, obj);
    } else {
        return pe_err_set(vm, PE_EXC_TypeError,
                          "super(type, obj): obj must be an instance or subtype of type");
    }
    pe_super *s = (pe_super *)pe_obj_alloc(vm, stype, sizeof *s);
    if (!s) return PE_NULL;
    pe_obj_incref(&t->base);
    s->type = t;
    pe_obj_incref(&objtype->base);
    s->objtype = objtype;
    s->obj = pe_incref(obj);
    return pe_obj_value(&s->base);
}

static pe_value super_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_super *s = (pe_super *)self.u.o;
    if (name != vm->ids[PE_ID_class_] && pe_type_mro_ready(vm, s->objtype) < 0)
        return PE_NULL;
    if (name != vm->ids[PE_ID_class_] && pe_is_obj(s->objtype->mro)) {
        pe_value mro = s->objtype->mro;
        size_t n = pe_tuple_len(mro), i = 0;
        /* loop-bound: mro */
        while (i < n && pe_tuple_item(mro, i).u.o != &s->type->base)
            i++;
        /* loop-bound: mro */
        for (i++; i < n; i++) {
            pe_type *t = (pe_type *)pe_tuple_item(mro, i).u.o;
            if (pe_is_null(pe_type_dict(vm, t))) return PE_NULL;
            pe_value v = pe_dict_get_str(vm, t->dict, name);
            if (pe_is_null(v)) continue;
            int is_class = pe_type_check(vm, s->obj) && (pe_type *)s->obj.u.o == s->objtype;
            pe_type *vt = pe_type_of(vm, v);
            if (pe_func_check(vm, v))
                return is_class ? pe_incref(v) : pe_method_new(vm, v, s->obj);
            if (pe_builtin_check(vm, v)) {
                pe_builtin *b = (pe_builtin *)v.u.o;
                if ((b->bflags & PE_BUILTIN_DESCRIPTOR) && pe_is_null(b->self)) {
                    if (b->def->flags & PE_METH_STATIC) return pe_incref(v);
                    if (b->def->flags & PE_METH_CLASS)
                        return pe_builtin_bind(vm, b, pe_obj_value(&s->objtype->base));
                    if (is_class) return pe_incref(v);
                    return pe_builtin_bind(vm, b, s->obj);
                }
                return pe_incref(v);
            }
            if (vt->descr_get)
                return vt->descr_get(vm, v, is_class ? PE_NULL : s->obj, s->objtype);
            return pe_incref(v);
        }
    }
    if (name == vm->ids[PE_ID_class_])
        return pe_incref(pe_obj_value(&pe_type_of(vm, self)->base));
    pe_err_format(vm, PE_EXC_AttributeError, "'super' object has no attribute '%s'",
                  name->data);
    return PE_NULL;
}

static pe_value super_repr(pe_vm *vm, pe_value self) {
    pe_super *s = (pe_super *)self.u.o;
    char buf[300];
    snprintf(buf, sizeof buf, "<super: <class '%s'>, <%s object>>", s->type->name,
             s->objtype->name);
    return pe_str_from_cstr(vm, buf);
}

/* ---- setup --------------------------------------------------------------------------- */

int pe_descr_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_PROPERTY];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
    t->dealloc = prop_dealloc;
    t->traverse = prop_traverse;
    t->clear = prop_clear;
    t->new_ = prop_new;
    t->descr_get = prop_get;
    t->descr_set = prop_set;
    t->getattr = prop_getattr;
    if (pe_type_add_methods(vm, t, prop_methods) < 0) return -1;

    pe_type_kind wk[2] = {PE_TYPE_CLASSMETHOD, PE_TYPE_STATICMETHOD};
    /* loop-bound: setup */
    for (int i = 0; i < 2; i++) {
        t = vm->types[wk[i]];
        t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
        t->dealloc = wrap_dealloc;
        t->traverse = wrap_traverse;
        t->clear = wrap_clear;
        t->new_ = wrap_new;
        t->getattr = wrap_getattr;
    }
    vm->types[PE_TYPE_CLASSMETHOD]->descr_get = classmethod_get;
    vm->types[PE_TYPE_STATICMETHOD]->descr_get = staticmethod_get;
    vm->types[PE_TYPE_STATICMETHOD]->call = staticmethod_call;

    t = vm->types[PE_TYPE_SUPER];
    t->tflags |= PE_TPF_GC | PE_TPF_BASETYPE;
    t->dealloc = super_dealloc;
    t->traverse = super_traverse;
    t->clear = super_clear;
    t->new_ = super_new;
    t->getattr = super_getattr;
    t->repr = super_repr;
    return 0;
}
