/*
 * metaclass.c - type.__new__ / __init__ / __prepare__ and the class-statement steps a
 * metaclass takes part in (see metaclass.h). A metaclass is a heap subclass of type;
 * its instances are ordinary pe_type structs made by pe_type_new_class_meta, so every
 * class-handling path keeps working on them.
 */
#include "metaclass.h"

#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

/* The class keywords of a type.__new__ call as a new dict (they go to
 * __init_subclass__). New reference or PE_NULL. */
static pe_value kw_dict(pe_vm *vm, const pe_value *kwvals, pe_obj *kwnames) {
    pe_value d = pe_dict_new(vm);
    size_t nkw = pe_args_nkw(kwnames);
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    for (size_t i = 0; !pe_is_null(d) && i < nkw; i++)
        if (pe_dict_set_str(vm, d, pe_args_kwname(kwnames, i), kwvals[i]) < 0)
            pe_clear(vm, &d);
    return d;
}

/* Fills the __class__ cell the class body left in the namespace as __classcell__
 * (popped from ns, a private copy), as CPython's type_new_set_classcell. 0 or -1. */
static int set_classcell(pe_vm *vm, pe_value ns, pe_value cls) {
    pe_str *key = pe_intern(vm, "__classcell__", 13);
    if (!key) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value cell;
    int r = pe_dict_pop(vm, ns, pe_obj_value(&key->base), &cell);
    if (r <= 0) return r;
    if (!pe_is_obj(cell) || pe_type_of(vm, cell) != vm->types[PE_TYPE_CELL]) {
        pe_err_format(vm, PE_EXC_TypeError, "__classcell__ must be a nonlocal cell, not %R",
                      pe_obj_value(&pe_type_of(vm, cell)->base));
        pe_decref(vm, cell);
        return -1;
    }
    pe_cell *c = (pe_cell *)cell.u.o;
    pe_value old = c->v;
    c->v = pe_incref(cls);
    pe_decref(vm, old);
    pe_decref(vm, cell);
    return 0;
}

/* type.__new__(meta, name, bases, dict, **kw) without the metatype checks; also type's
 * new_ slot, which metaclasses without a __new__ of their own inherit. */
static pe_value type_new_slot(pe_vm *vm, pe_type *meta, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (nargs != 3)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type.__new__() takes exactly 3 arguments (%zu given)", nargs);
    if (!pe_str_check(vm, args[0]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type.__new__() argument 1 must be str, not %s",
                             pe_op_typename(vm, args[0]));
    if (!pe_is_obj(args[1]) || pe_type_of(vm, args[1]) != vm->types[PE_TYPE_TUPLE])
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type.__new__() argument 2 must be tuple, not %s",
                             pe_op_typename(vm, args[1]));
    if (!pe_dict_check(vm, args[2]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type.__new__() argument 3 must be dict, not %s",
                             pe_op_typename(vm, args[2]));
    /* a more derived metaclass among the bases' that has a __new__ of its own makes the
     * class, as CPython's type_new does (type('X', (EnumSubclass,), {})) */
    pe_type *winner = pe_metaclass_calculate(vm, meta, args[1]);
    if (!winner) return PE_NULL;
    if (winner != meta) {
        pe_value wn = pe_type_lookup(vm, winner, vm->ids[PE_ID_new]);
        if (!pe_is_null(wn) && !pe_builtin_check(vm, wn)) {
            pe_value a[4] = {pe_obj_value(&winner->base), args[0], args[1], args[2]};
            size_t nkw = pe_args_nkw(kwnames);
            if (nkw == 0) return pe_op_call(vm, wn, a, 4, NULL);
            pe_value kw = kw_dict(vm, args + nargs, kwnames);
            if (pe_is_null(kw)) return kw;
            pe_value r = pe_call_kwdict(vm, wn, a, 4, kw);
            pe_decref(vm, kw);
            return r;
        }
    }
    pe_value cls = PE_NULL, kwargs = PE_NULL, ns = pe_dict_copy(vm, args[2]);
    if (pe_is_null(ns)) return ns;
    if (pe_is_null(pe_dict_get_str(vm, ns, vm->ids[PE_ID_module]))) {
        /* __module__ is the caller's __name__, as CPython's type_new_set_module */
        pe_value mod = vm->frame
                           ? pe_dict_get_str(vm, vm->frame->globals, vm->ids[PE_ID_name])
                           : PE_NULL;
        if (!pe_is_null(mod) && pe_dict_set_str(vm, ns, vm->ids[PE_ID_module], mod) < 0)
            goto fail;
    }
    kwargs = kw_dict(vm, args + nargs, kwnames);
    if (pe_is_null(kwargs)) goto fail;
    cls = pe_type_new_class_meta(vm, meta, args[0], args[1], ns);
    if (pe_is_null(cls)) goto fail;
    if (set_classcell(vm, ns, cls) < 0) goto fail;
    if (pe_type_init_subclass(vm, cls, kwargs) < 0) goto fail;
    pe_decref(vm, ns);
    pe_decref(vm, kwargs);
    return cls;
fail:
    pe_decref(vm, cls);
    pe_decref(vm, ns);
    pe_decref(vm, kwargs);
    return PE_NULL;
}

/* type.__new__(X, name, bases, dict, **kw): a static method, as super().__new__(mcls,
 * ...) reaches it from a metaclass's __new__. */
static pe_value m_type_new(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (nargs == 0)
        return pe_err_set(vm, PE_EXC_TypeError, "type.__new__(): not enough arguments");
    if (!pe_type_check(vm, args[0]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type.__new__(X): X is not a type object (%s)",
                             pe_op_typename(vm, args[0]));
    pe_type *meta = (pe_type *)args[0].u.o;
    if (!pe_type_is_subtype(meta, vm->types[PE_TYPE_TYPE]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "type.__new__(%s): %s is not a subtype of type", meta->name,
                             meta->name);
    return type_new_slot(vm, meta, args + 1, nargs - 1, kwnames);
}

/* type.__init__(cls, *args, **kw): checks the argument count only. */
static pe_value m_type_init(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    size_t n = nargs - 1;
    if (n == 1 && pe_args_nkw(kwnames))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "type.__init__() takes no keyword arguments");
    if (n != 1 && n != 3)
        return pe_err_set(vm, PE_EXC_TypeError, "type.__init__() takes 1 or 3 arguments");
    return PE_NONE;
}

/* type.__prepare__(name, bases, **kw): a classmethod returning a new empty dict, whatever
 * the arguments. */
static pe_value m_type_prepare(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    (void)args;
    (void)nargs;
    (void)kwnames;
    return pe_dict_new(vm);
}

/* type.__setattr__(cls, name, value) / type.__delattr__(cls, name): type's own setattr,
 * what super().__setattr__ reaches from a metaclass's __setattr__. */
static pe_value set_or_del(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                           int del) {
    const char *fname = del ? "__delattr__" : "__setattr__";
    /* wrap_delattr checks its count; wrap_setattr unpacks with an unnamed
     * PyArg_UnpackTuple, whose message starts with a space */
    if (del || pe_args_nkw(kwnames)) {
        if (pe_args_wrapper(vm, fname, nargs - 1, kwnames, del ? 1 : 2) < 0) return PE_NULL;
    } else if (nargs != 3) {
        return pe_err_format(vm, PE_EXC_TypeError, " expected 2 arguments, got %zu",
                             nargs - 1);
    }
    if (!pe_type_check(vm, args[0]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "descriptor '%s' requires a 'type' object but received a '%s'",
                             fname, pe_op_typename(vm, args[0]));
    if (!pe_str_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "attribute name must be string, not '%s'",
                             pe_op_typename(vm, args[1]));
    pe_str *name = pe_intern_str(vm, pe_str_obj(args[1]));
    if (!name) return pe_err_nomem(vm);
    int r = vm->types[PE_TYPE_TYPE]->setattr(vm, args[0], name, del ? PE_NULL : args[2]);
    pe_obj_decref(vm, &name->base);
    return r < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_type_setattr(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    return set_or_del(vm, args, nargs, kwnames, 0);
}

static pe_value m_type_delattr(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    return set_or_del(vm, args, nargs, kwnames, 1);
}

/* type.__instancecheck__(cls, obj) / type.__subclasscheck__(cls, sub): the plain checks
 * by MRO, what super().__instancecheck__ reaches from a metaclass's override. */
static pe_value m_type_instancecheck(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kwnames) {
    if (pe_args_one(vm, "type.__instancecheck__", nargs - 1, kwnames) < 0) return PE_NULL;
    return pe_bool(pe_op_isinstance(vm, args[1], (pe_type *)args[0].u.o));
}

static pe_value m_type_subclasscheck(pe_vm *vm, const pe_value *args, size_t nargs,
                                     pe_obj *kwnames) {
    if (pe_args_one(vm, "type.__subclasscheck__", nargs - 1, kwnames) < 0) return PE_NULL;
    if (!pe_type_check(vm, args[1]))
        return pe_err_set(vm, PE_EXC_TypeError, "issubclass() arg 1 must be a class");
    return pe_bool(pe_type_is_subtype((pe_type *)args[1].u.o, (pe_type *)args[0].u.o));
}

static const pe_method_def meta_methods[] = {
    {"__instancecheck__", m_type_instancecheck, 0},
    {"__subclasscheck__", m_type_subclasscheck, 0},
    {"__setattr__", m_type_setattr, PE_METH_SLOT},
    {"__delattr__", m_type_delattr, PE_METH_SLOT},
    {"__new__", m_type_new, PE_METH_STATIC},
    {"__init__", m_type_init, PE_METH_SLOT},
    {"__prepare__", m_type_prepare, PE_METH_CLASS},
    {NULL, NULL, 0},
};

int pe_metaclass_init(pe_vm *vm) {
    vm->types[PE_TYPE_TYPE]->new_ = type_new_slot;
    return pe_type_add_methods(vm, vm->types[PE_TYPE_TYPE], meta_methods);
}

pe_type *pe_metaclass_calculate(pe_vm *vm, pe_type *meta, pe_value bases) {
    size_t n = pe_tuple_len(bases);
    /* loop-bound: source: the bases of one class statement */
    for (size_t i = 0; i < n; i++) {
        pe_type *bt = pe_type_of(vm, pe_tuple_item(bases, i));
        if (pe_type_is_subtype(meta, bt)) continue;
        if (pe_type_is_subtype(bt, meta)) {
            meta = bt;
            continue;
        }
        pe_err_set(vm, PE_EXC_TypeError,
                   "metaclass conflict: the metaclass of a derived class must be a "
                   "(non-strict) subclass of the metaclasses of all its bases");
        return NULL;
    }
    return meta;
}

pe_value pe_call_kwdict(pe_vm *vm, pe_value callable, const pe_value *args, size_t nargs,
                        pe_value kwargs) {
    size_t nkw = pe_is_null(kwargs) ? 0 : pe_dict_len(kwargs);
    if (nkw == 0) return pe_op_call(vm, callable, args, nargs, NULL);
    pe_value names = pe_tuple_new(vm, nkw), r = PE_NULL;
    if (pe_is_null(names)) return names;
    size_t total = nargs + nkw;
    pe_value *v = pe_mem_alloc(&vm->mem, total * sizeof *v);
    if (!v) {
        pe_decref(vm, names);
        return pe_err_nomem(vm);
    }
    if (nargs) memcpy(v, args, nargs * sizeof *v);
    size_t pos = 0, i = 0;
    pe_value k, val;
    /* loop-bound: caller-charged: the keyword arguments of one call, each charged when
     * evaluated or unpacked */
    while (i < nkw && pe_dict_next(kwargs, &pos, &k, &val)) {
        pe_tuple_set_item(names, i, pe_incref(k));
        v[nargs + i++] = val;
    }
    /* loop-bound: const: fills at most the slots the dict did not (never, in practice) */
    for (; i < nkw; i++) {
        pe_tuple_set_item(names, i, pe_incref(pe_obj_value(&vm->ids[PE_ID_name]->base)));
        v[nargs + i] = PE_NONE;
    }
    r = pe_op_call(vm, callable, v, nargs, names.u.o);
    pe_mem_free(&vm->mem, v, total * sizeof *v);
    pe_decref(vm, names);
    return r;
}

pe_value pe_metaclass_prepare(pe_vm *vm, pe_value meta, pe_value name, pe_value bases,
                              pe_value kwargs) {
    pe_str *pn = pe_intern(vm, "__prepare__", 11);
    if (!pn) return pe_err_nomem(vm);
    pe_value prep = pe_op_getattr(vm, meta, pn);
    if (pe_is_null(prep)) {
        if (!pe_err_matches(vm, PE_EXC_AttributeError)) return prep;
        pe_err_clear(vm);
        return pe_dict_new(vm);
    }
    pe_value a[2] = {name, bases};
    pe_value ns = pe_call_kwdict(vm, prep, a, 2, kwargs);
    pe_decref(vm, prep);
    if (pe_is_null(ns)) return ns;
    if (!pe_dict_check(vm, ns) && !pe_type_of(vm, ns)->getitem) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s.__prepare__() must return a mapping, not %s",
                      pe_type_check(vm, meta) ? ((pe_type *)meta.u.o)->name : "<metaclass>",
                      pe_op_typename(vm, ns));
        pe_decref(vm, ns);
        return PE_NULL;
    }
    return ns;
}

static int plain_ns(pe_vm *vm, pe_value ns) {
    return pe_type_of(vm, ns) == vm->types[PE_TYPE_DICT];
}

pe_value pe_ns_get(pe_vm *vm, pe_value ns, pe_str *name) {
    if (plain_ns(vm, ns)) {
        pe_value v = pe_dict_get_str(vm, ns, name);
        return pe_is_null(v) ? v : pe_incref(v);
    }
    pe_value v = pe_op_getitem(vm, ns, pe_obj_value(&name->base));
    if (pe_is_null(v) && pe_err_matches(vm, PE_EXC_KeyError)) pe_err_clear(vm);
    return v;
}

int pe_ns_set(pe_vm *vm, pe_value ns, pe_str *name, pe_value v) {
    if (plain_ns(vm, ns)) return pe_dict_set_str(vm, ns, name, v);
    return pe_op_setitem(vm, ns, pe_obj_value(&name->base), v);
}

int pe_ns_del(pe_vm *vm, pe_value ns, pe_str *name) {
    if (plain_ns(vm, ns)) {
        pe_value old;
        int r = pe_dict_pop(vm, ns, pe_obj_value(&name->base), &old);
        if (r > 0) pe_decref(vm, old);
        return r;
    }
    if (pe_op_delitem(vm, ns, pe_obj_value(&name->base)) == 0) return 1;
    if (!pe_err_matches(vm, PE_EXC_KeyError)) return -1;
    pe_err_clear(vm);
    return 0;
}
