/*
 * object.c - the `object` type and the generic attribute protocol every type uses by
 * default (PyObject_GenericGetAttr / PyObject_GenericSetAttr): descriptors on the type,
 * then the instance dict, then class attributes, binding functions into methods.
 *
 * Instances of user classes are pe_instance: the header followed by the __dict__ slot.
 * "dict right after the header" is the layout convention of every PE_TPF_HAS_DICT
 * type (exceptions follow it too, see exceptions.h).
 */
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "exceptions.h"
#include "list.h"
#include "sizeof.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

typedef struct pe_instance {
    pe_obj base;
    pe_value dict; /* PE_NULL until first attribute store */
} pe_instance;

pe_value *pe_object_dict_slot(pe_vm *vm, pe_value self) {
    if (!pe_is_obj(self)) return NULL;
    pe_type *t = self.u.o->type;
    if (!(t->tflags & PE_TPF_HAS_DICT)) return NULL;
    if (t->dictoffset) return (pe_value *)(void *)((char *)self.u.o + t->dictoffset);
    return &((pe_instance *)self.u.o)->dict;
}

/* AttributeError with name/obj set, as CPython 3.11 does (the traceback printer uses
 * them for "Did you mean"). */
static pe_value no_attribute(pe_vm *vm, pe_value self, pe_str *name) {
    pe_type *t = pe_type_of(vm, self);
    if (t == vm->types[PE_TYPE_TYPE] || (t->tflags & PE_TPF_TYPE_SUBCLASS))
        pe_err_format(vm, PE_EXC_AttributeError,
                      "type object '%.50s' has no attribute '%s'",
                      ((pe_type *)self.u.o)->name, name->data);
    else
        pe_err_format(vm, PE_EXC_AttributeError, "'%.50s' object has no attribute '%s'",
                      t->name, name->data);
    if (pe_err_matches(vm, PE_EXC_AttributeError) && pe_exc_check(vm, vm->exc)) {
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_ATTRIBUTE, PE_EXC_X_NAME,
                        pe_obj_value(&name->base));
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_ATTRIBUTE, PE_EXC_X_OBJ, self);
    }
    return PE_NULL;
}

pe_value pe_object_bind(pe_vm *vm, pe_value descr, pe_value self) {
    if (pe_func_check(vm, descr)) return pe_method_new(vm, descr, self);
    if (pe_builtin_check(vm, descr)) {
        pe_builtin *b = (pe_builtin *)descr.u.o;
        if ((b->bflags & PE_BUILTIN_DESCRIPTOR) && pe_is_null(b->self)) {
            if (b->def->flags & PE_METH_STATIC) return pe_incref(descr);
            if (b->def->flags & PE_METH_CLASS)
                return pe_builtin_bind(vm, b, pe_obj_value(&pe_type_of(vm, self)->base));
            return pe_builtin_bind(vm, b, self);
        }
    }
    pe_type *dt = pe_type_of(vm, descr);
    if (dt->descr_get) return dt->descr_get(vm, descr, self, pe_type_of(vm, self));
    return pe_incref(descr);
}

pe_value pe_object_lookup_attr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_type *t = pe_type_of(vm, self);
    if (name == vm->ids[PE_ID_class_]) return pe_incref(pe_obj_value(&t->base));
    pe_value descr = pe_type_lookup(vm, t, name);
    /* data descriptors (property, user __set__) take precedence over the instance dict */
    if (!pe_is_null(descr)) {
        pe_type *dt = pe_type_of(vm, descr);
        if (dt->descr_set && dt->descr_get) return dt->descr_get(vm, descr, self, t);
    }
    pe_value *dslot = pe_object_dict_slot(vm, self);
    if (dslot) {
        if (name == vm->ids[PE_ID_dict]) {
            if (pe_is_null(*dslot)) {
                *dslot = pe_dict_new(vm);
                if (pe_is_null(*dslot)) return PE_NULL;
            }
            return pe_incref(*dslot);
        }
        if (!pe_is_null(*dslot)) {
            pe_value v = pe_dict_get_str(vm, *dslot, name);
            if (!pe_is_null(v)) return pe_incref(v);
        }
    }
    if (!pe_is_null(descr)) return pe_object_bind(vm, descr, self);
    return PE_NULL;
}

pe_value pe_object_generic_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_value v = pe_object_lookup_attr(vm, self, name);
    if (!pe_is_null(v) || pe_err_occurred(vm)) return v;
    return no_attribute(vm, self, name);
}

/* obj.__class__ = cls between classes whose instances share one layout (CPython's
 * object_set_class and compatible_for_assignment). 0 or -1. */
int pe_object_set_class(pe_vm *vm, pe_value self, pe_value value) {
    if (pe_is_null(value)) {
        pe_err_set(vm, PE_EXC_TypeError, "can't delete __class__ attribute");
        return -1;
    }
    if (!pe_type_check(vm, value)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "__class__ must be set to a class, not '%s' object",
                      pe_op_typename(vm, value));
        return -1;
    }
    pe_type *t = pe_type_of(vm, self), *nt = (pe_type *)value.u.o;
    if (!(t->tflags & PE_TPF_HEAPTYPE) || !(nt->tflags & PE_TPF_HEAPTYPE) ||
        !pe_is_obj(self)) {
        pe_err_set(vm, PE_EXC_TypeError,
                   "__class__ assignment only supported for mutable types or ModuleType "
                   "subclasses");
        return -1;
    }
    const uint32_t layout = PE_TPF_GC | PE_TPF_HAS_DICT | PE_TPF_VALUE_WRAPPER;
    pe_str *sn = pe_intern(vm, "__slots__", 9);
    if (!sn) return pe_err_nomem(vm), -1;
    pe_value s1 = pe_type_lookup(vm, t, sn), s2 = pe_type_lookup(vm, nt, sn);
    int same_slots = pe_is_null(s1) == pe_is_null(s2);
    if (same_slots && !pe_is_null(s1)) {
        same_slots = pe_op_eq(vm, s1, s2);
        if (same_slots < 0) return -1;
    }
    /* CPython compares the builtin bases right under the topmost classes; under its
     * variable-size bases (int, tuple, bytes) every such class has a __dict__ placed
     * its own way, so there the topmost classes themselves must be the same */
    pe_type *solid = pe_type_solid_base(t), *r1 = t, *r2 = nt;
    int varsize = solid == vm->types[PE_TYPE_INT] || solid == vm->types[PE_TYPE_TUPLE] ||
                  solid == vm->types[PE_TYPE_BYTES];
    /* loop-bound: mro */
    while (r1->tbase && (r1->tbase->tflags & PE_TPF_HEAPTYPE))
        r1 = r1->tbase;
    /* loop-bound: mro */
    while (r2->tbase && (r2->tbase->tflags & PE_TPF_HEAPTYPE))
        r2 = r2->tbase;
    if (solid != pe_type_solid_base(nt) || (varsize ? r1 != r2 : r1->tbase != r2->tbase) ||
        t->basicsize != nt->basicsize || t->dealloc != nt->dealloc ||
        (t->tflags & layout) != (nt->tflags & layout) || t->dictoffset != nt->dictoffset ||
        !same_slots) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "__class__ assignment: '%s' object layout differs from '%s'",
                      nt->name, t->name);
        return -1;
    }
    /* an instance holds a reference to its heap type (pe_obj_alloc) */
    pe_obj_incref(&nt->base);
    self.u.o->type = nt;
    pe_obj_decref(vm, &t->base);
    return 0;
}

int pe_object_generic_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    pe_type *t = pe_type_of(vm, self);
    pe_value descr = pe_type_lookup(vm, t, name);
    if (!pe_is_null(descr)) {
        pe_type *dt = pe_type_of(vm, descr);
        if (dt->descr_set) return dt->descr_set(vm, descr, self, value);
    }
    pe_value *dslot = pe_object_dict_slot(vm, self);
    if (!dslot || name == vm->ids[PE_ID_class_] || name == vm->ids[PE_ID_dict]) {
        if (dslot && name == vm->ids[PE_ID_dict] && !pe_is_null(value)) {
            if (!pe_dict_check(vm, value)) {
                pe_err_format(vm, PE_EXC_TypeError,
                              "__dict__ must be set to a dictionary, not a '%s'",
                              pe_op_typename(vm, value));
                return -1;
            }
            pe_value old = *dslot;
            *dslot = pe_incref(value);
            pe_decref(vm, old);
            return 0;
        }
        if (name == vm->ids[PE_ID_class_]) return pe_object_set_class(vm, self, value);
        pe_value descr = pe_type_lookup(vm, t, name);
        if (!pe_is_null(descr))
            pe_err_format(vm, PE_EXC_AttributeError,
                          "'%s' object attribute '%s' is read-only", t->name, name->data);
        else
            no_attribute(vm, self, name);
        return -1;
    }
    if (pe_is_null(value)) {
        if (pe_is_null(*dslot)) {
            no_attribute(vm, self, name);
            return -1;
        }
        pe_value old;
        int r = pe_dict_pop(vm, *dslot, pe_obj_value(&name->base), &old);
        if (r < 0) return -1;
        if (r == 0) {
            no_attribute(vm, self, name);
            return -1;
        }
        pe_decref(vm, old);
        return 0;
    }
    if (pe_is_null(*dslot)) {
        *dslot = pe_dict_new(vm);
        if (pe_is_null(*dslot)) return -1;
    }
    return pe_dict_set_str(vm, *dslot, name, value);
}

/* ---- object's slots ----------------------------------------------------------------- */

/* A plain instance is the header followed by pe_values up to basicsize: the __dict__
 * slot (kept even when a __slots__ class has no __dict__) and any __slots__ storage. */
static void instance_clear(pe_vm *vm, pe_obj *o) {
    /* loop-bound: per-object: instance_clear runs once per object */
    for (size_t off = sizeof(pe_obj); off + sizeof(pe_value) <= o->type->basicsize;
         off += sizeof(pe_value))
        pe_clear(vm, (pe_value *)(void *)((char *)o + off));
}

static void instance_dealloc(pe_vm *vm, pe_obj *o) {
    size_t size = o->type->basicsize ? o->type->basicsize : sizeof(pe_obj);
    instance_clear(vm, o);
    pe_obj_free(vm, o, size);
}

static void instance_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    /* loop-bound: per-object: instance_traverse runs once per object */
    for (size_t off = sizeof(pe_obj); off + sizeof(pe_value) <= o->type->basicsize;
         off += sizeof(pe_value)) {
        pe_value *v = (pe_value *)(void *)((char *)o + off);
        if (pe_is_obj(*v)) visit(vm, v->u.o, arg);
    }
}

/* A class whose own __abstractmethods__ (set by abc.ABCMeta) is non-empty cannot be
 * instantiated: "Can't instantiate abstract class C with abstract methods a, b", the
 * names sorted, as CPython 3.11's object_new. 0, or -1 with the TypeError (or an error
 * from the names' iteration or sort) pending. */
static int abstract_refusal(pe_vm *vm, pe_type *type) {
    pe_str *key = pe_intern(vm, "__abstractmethods__", 19);
    if (!key) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value am = pe_dict_get_str(vm, type->dict, key);
    if (pe_is_null(am)) return 0;
    int t = pe_op_truth(vm, am);
    if (t <= 0) return t;
    pe_value names = pe_list_from_iterable(vm, am);
    if (pe_is_null(names) || pe_list_sort(vm, names, PE_NULL, 0) < 0) {
        pe_decref(vm, names);
        return -1;
    }
    pe_value sep = pe_str_from_cstr(vm, ", ");
    pe_value joined =
        pe_is_null(sep) ? PE_NULL : pe_op_call_method(vm, sep, "join", &names, 1);
    size_t n = pe_list_len(names);
    pe_decref(vm, sep);
    pe_decref(vm, names);
    if (pe_is_null(joined)) return -1;
    pe_err_format(vm, PE_EXC_TypeError,
                  "Can't instantiate abstract class %s with abstract method%s %s",
                  type->name, n > 1 ? "s" : "",
                  pe_str_check(vm, joined) ? pe_str_obj(joined)->data : "");
    pe_decref(vm, joined);
    return -1;
}

/* object.__new__: a bare instance of `type` (a heap class deriving from object, or
 * object itself). Extra arguments are an error unless __init__ is overridden. */
pe_value pe_object_new_instance(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if ((nargs || pe_args_nkw(kwnames))) {
        pe_value init = pe_type_lookup(vm, type, vm->ids[PE_ID_init]);
        pe_value obj_init =
            pe_dict_get_str(vm, vm->types[PE_TYPE_OBJECT]->dict, vm->ids[PE_ID_init]);
        if (pe_is(init, obj_init))
            return pe_err_format(vm, PE_EXC_TypeError, "%s() takes no arguments",
                                 type->name);
    }
    if ((type->tflags & PE_TPF_HEAPTYPE) && abstract_refusal(vm, type) < 0) return PE_NULL;
    size_t size = type->basicsize ? type->basicsize : sizeof(pe_obj);
    pe_obj *o = pe_obj_alloc(vm, type, size);
    if (!o) return PE_NULL;
    if (type->tflags & PE_TPF_HAS_DICT) ((pe_instance *)o)->dict = PE_NULL;
    return pe_obj_value(o);
}

static pe_value object_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                           pe_obj *kwnames) {
    if (type == vm->types[PE_TYPE_OBJECT] && (nargs || pe_args_nkw(kwnames)))
        return pe_err_set(vm, PE_EXC_TypeError, "object() takes no arguments");
    return pe_object_new_instance(vm, type, args, nargs, kwnames);
}

static int object_hash(pe_vm *vm, pe_value self, int64_t *out) {
    *out = (int64_t)((uintptr_t)self.u.o >> 4);
    return 0;
}

/* object_richcompare: == is identity, != inverts the type's own == unless that gives
 * NotImplemented; ordering is NotImplemented. */
static pe_value object_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if (op == PE_CMP_EQ) return pe_is(a, b) ? PE_TRUE : pe_incref(vm->notimpl);
    if (op == PE_CMP_NOT_EQ) {
        pe_type *t = pe_type_of(vm, a);
        /* a type without a comparison slot of its own (None) compares as object */
        pe_value r = t->richcmp    ? t->richcmp(vm, a, b, PE_CMP_EQ)
                     : pe_is(a, b) ? PE_TRUE
                                   : pe_incref(vm->notimpl);
        if (pe_is_null(r) || pe_is(r, vm->notimpl)) return r;
        int v = pe_op_truth(vm, r);
        pe_decref(vm, r);
        return v < 0 ? PE_NULL : pe_bool(!v);
    }
    return pe_incref(vm->notimpl);
}

static pe_value default_repr(pe_vm *vm, pe_value self) {
    pe_type *t = pe_type_of(vm, self);
    char buf[256];
    if (t->tflags & PE_TPF_HEAPTYPE) {
        pe_value mod = pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_module]);
        const char *m =
            !pe_is_null(mod) && pe_str_check(vm, mod) ? pe_str_obj(mod)->data : "?";
        snprintf(buf, sizeof buf, "<%s.%s object at %p>", m, t->name, (void *)self.u.o);
    } else {
        snprintf(buf, sizeof buf, "<%s object at %p>", t->name,
                 pe_is_obj(self) ? (void *)self.u.o : NULL);
    }
    return pe_str_from_cstr(vm, buf);
}

/* ---- object's methods (object.__init__, __repr__, ...) ------------------------------- */

/* The argument check of CPython's slot wrappers (check_num_args, and the unnamed
 * PyArg_UnpackTuple of wrap_setattr, whose message starts with a space): n arguments
 * after self, no keywords. 0, or -1 with TypeError. */
static int slot_args(pe_vm *vm, size_t nargs, pe_obj *kwnames, size_t n, const char *pre) {
    if (pe_args_nkw(kwnames)) {
        pe_err_set(vm, PE_EXC_TypeError, "wrapper takes no keyword arguments");
        return -1;
    }
    if (nargs - 1 == n) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "%sexpected %zu argument%s, got %zu", pre, n,
                  n == 1 ? "" : "s", nargs - 1);
    return -1;
}

static pe_value m_init(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (nargs < 1)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "descriptor '__init__' of 'object' object needs an argument");
    if (nargs > 1 || pe_args_nkw(kwnames)) {
        pe_type *t = pe_type_of(vm, args[0]);
        /* CPython's object_init: object itself has object's __init__ and __new__; a
         * builtin type with its own __new__ ignores the arguments */
        if (t == vm->types[PE_TYPE_OBJECT])
            return pe_err_set(
                vm, PE_EXC_TypeError,
                "object.__init__() takes exactly one argument (the instance to "
                "initialize)");
        if (!(t->tflags & PE_TPF_HEAPTYPE)) return PE_NONE;
        pe_value init = pe_type_lookup(vm, t, vm->ids[PE_ID_init]);
        pe_value obj_init =
            pe_dict_get_str(vm, vm->types[PE_TYPE_OBJECT]->dict, vm->ids[PE_ID_init]);
        if (!pe_is(init, obj_init))
            return pe_err_set(
                vm, PE_EXC_TypeError,
                "object.__init__() takes exactly one argument (the instance to "
                "initialize)");
        return pe_err_format(vm, PE_EXC_TypeError, "%s() takes no arguments", t->name);
    }
    return PE_NONE;
}

static pe_value m_repr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 0, "") < 0) return PE_NULL;
    return default_repr(vm, args[0]);
}

static pe_value m_str(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 0, "") < 0) return PE_NULL;
    return pe_op_repr(vm, args[0]);
}

static pe_value m_hash(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 0, "") < 0) return PE_NULL;
    int64_t h;
    if (object_hash(vm, args[0], &h) < 0) return PE_NULL;
    return pe_int(h);
}

static pe_value m_eq(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 1, "") < 0) return PE_NULL;
    return object_richcmp(vm, args[0], args[1], PE_CMP_EQ);
}

static pe_value m_ne(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 1, "") < 0) return PE_NULL;
    return object_richcmp(vm, args[0], args[1], PE_CMP_NOT_EQ);
}

static pe_value m_format(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_one(vm, "object.__format__", nargs - 1, kwnames) < 0) return PE_NULL;
    if (!pe_str_check(vm, pe_str_arg(vm, args[1])))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "__format__() argument must be str, not %s",
                             pe_str_badarg_name(vm, args[1]));
    if (pe_str_obj(pe_str_arg(vm, args[1]))->size)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "unsupported format string passed to %s.__format__",
                             pe_op_typename(vm, args[0]));
    return pe_op_str(vm, args[0]);
}

static pe_value m_getattribute(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 1, "") < 0) return PE_NULL;
    pe_value nm = pe_str_arg(vm, args[1]);
    if (!pe_str_check(vm, nm))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "attribute name must be string, not '%s'",
                             pe_op_typename(vm, args[1]));
    return pe_object_generic_getattr(vm, args[0], pe_str_obj(nm));
}

static pe_value m_setattr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 2, " ") < 0) return PE_NULL;
    pe_value nm = pe_str_arg(vm, args[1]);
    if (!pe_str_check(vm, nm))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "attribute name must be string, not '%s'",
                             pe_op_typename(vm, args[1]));
    if (pe_object_generic_setattr(vm, args[0], pe_str_obj(nm), args[2]) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value m_delattr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (slot_args(vm, nargs, kwnames, 1, "") < 0) return PE_NULL;
    pe_value nm = pe_str_arg(vm, args[1]);
    if (!pe_str_check(vm, nm))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "attribute name must be string, not '%s'",
                             pe_op_typename(vm, args[1]));
    if (pe_object_generic_setattr(vm, args[0], pe_str_obj(nm), PE_NULL) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value m_init_subclass(pe_vm *vm, const pe_value *args, size_t nargs,
                                pe_obj *kwnames) {
    if (nargs > 1 || pe_args_nkw(kwnames)) {
        if (nargs >= 1 && pe_type_check(vm, args[0]))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "%s.__init_subclass__() takes no keyword arguments",
                                 ((pe_type *)args[0].u.o)->name);
        return pe_err_set(vm, PE_EXC_TypeError,
                          "__init_subclass__() takes no keyword arguments");
    }
    return PE_NONE;
}

/* object.__new__(cls, ...): what super().__new__(cls) reaches from a user __new__. */
pe_value pe_object_new(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (nargs < 1)
        return pe_err_set(vm, PE_EXC_TypeError, "object.__new__(): not enough arguments");
    if (!pe_type_check(vm, args[0]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "object.__new__(X): X is not a type object (%s)",
                             pe_op_typename(vm, args[0]));
    pe_type *t = (pe_type *)args[0].u.o;
    /* builtin bases that register no __new__ of their own (exceptions, ...) are
     * reached through here: use their constructor slot, as their tp_new would run */
    pe_type *solid = pe_type_solid_base(t);
    if (t->tflags & PE_TPF_VALUE_WRAPPER)
        return pe_subclass_new(vm, t, args + 1, nargs - 1, kwnames);
    if (solid != vm->types[PE_TYPE_OBJECT]) {
        if (!solid->new_)
            return pe_err_format(vm, PE_EXC_TypeError, "cannot create '%s' instances",
                                 t->name);
        return solid->new_(vm, t, args + 1, nargs - 1, kwnames);
    }
    if (nargs > 1 || pe_args_nkw(kwnames)) {
        pe_value newm = pe_type_lookup(vm, t, vm->ids[PE_ID_new]);
        pe_value own =
            pe_dict_get_str(vm, vm->types[PE_TYPE_OBJECT]->dict, vm->ids[PE_ID_new]);
        if (!pe_is(newm, own))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "object.__new__() takes exactly one argument (the type to "
                              "instantiate)");
    }
    return pe_object_new_instance(vm, t, args + 1, nargs - 1, kwnames);
}

/* merge_class_dict: t's namespace keys, then each base's, recursively. 0 or -1. */
static int merge_class_dict(pe_vm *vm, pe_value names, pe_type *t) {
    if (PE_TICK(vm, 1) < 0 || pe_is_null(pe_type_dict(vm, t))) return -1;
    size_t pos = 0;
    pe_value k;
    /* loop-bound: charged-before: the charge above in merge_class_dict covers this trip
     * count */
    while (pe_dict_next(t->dict, &pos, &k, NULL))
        if (pe_dict_set(vm, names, k, PE_NONE) < 0) return -1;
    if (!pe_is_obj(t->bases)) {
        if (t->tbase) return merge_class_dict(vm, names, t->tbase);
        return 0;
    }
    for (size_t i = 0; i < pe_tuple_len(t->bases); i++)
        if (merge_class_dict(vm, names, (pe_type *)pe_tuple_item(t->bases, i).u.o) < 0)
            return -1;
    return 0;
}

/* object.__dir__(self): the instance dict's keys, then the class's and its bases',
 * unsorted (dir() sorts). */
static pe_value m_dir(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_noargs(vm, "__dir__", nargs - 1, kwnames) < 0) return PE_NULL;
    pe_value names = pe_dict_new(vm), r = PE_NULL;
    if (pe_is_null(names)) return names;
    pe_value *ds = pe_object_dict_slot(vm, args[0]);
    if (ds && pe_is_obj(*ds) && pe_dict_check(vm, *ds)) {
        size_t pos = 0;
        pe_value k;
        /* loop-bound: charged-after: m_dir charges what this scan covered right after it */
        while (pe_dict_next(*ds, &pos, &k, NULL))
            if (pe_dict_set(vm, names, k, PE_NONE) < 0) goto out;
    }
    if (merge_class_dict(vm, names, pe_type_of(vm, args[0])) < 0) goto out;
    r = pe_list_from_iterable(vm, names);
out:
    pe_decref(vm, names);
    return r;
}

/* object.__getstate__(): the instance dict when it is non-empty (else None); with
 * __slots__ values set, the pair (that, {slot: value}) as copyreg._slotnames orders
 * them (the MRO, each class's slots in order). */
static pe_value m_getstate(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_noargs(vm, "__getstate__", nargs - 1, kwnames) < 0) return PE_NULL;
    pe_value self = args[0];
    pe_type *t = pe_type_of(vm, self);
    pe_value *ds = pe_object_dict_slot(vm, self);
    pe_value state = ds && pe_is_obj(*ds) && pe_dict_len(*ds) ? *ds : PE_NONE;
    pe_value slots = PE_NULL;
    for (size_t i = 0; pe_is_obj(t->mro) && i < pe_tuple_len(t->mro); i++) {
        pe_type *c = (pe_type *)pe_tuple_item(t->mro, i).u.o;
        if (!(c->tflags & PE_TPF_HEAPTYPE)) continue;
        size_t pos = 0;
        pe_value k, v;
        while (pe_dict_next(c->dict, &pos, &k, &v)) {
            if (PE_TICK(vm, 1) < 0) goto fail; /* one op per class attribute looked at */
            pe_type *vt = pe_type_of(vm, v);
            if (vt != vm->types[PE_TYPE_MEMBER_DESCR]) continue;
            pe_value x = vt->descr_get(vm, v, self, t);
            if (pe_is_null(x)) {
                if (!pe_err_matches(vm, PE_EXC_AttributeError)) goto fail;
                pe_err_clear(vm);
                continue;
            }
            if (pe_is_null(slots)) slots = pe_dict_new(vm);
            int r = pe_is_null(slots) ? -1 : pe_dict_set(vm, slots, k, x);
            pe_decref(vm, x);
            if (r < 0) goto fail;
        }
    }
    if (pe_is_null(slots)) return pe_incref(state);
    pe_value pair = pe_tuple_new(vm, 2);
    if (pe_is_null(pair)) goto fail;
    pe_tuple_set_item(pair, 0, pe_incref(state));
    pe_tuple_set_item(pair, 1, slots);
    return pair;
fail:
    pe_decref(vm, slots);
    return PE_NULL;
}

/* Pickling support needs copyreg: refused (docs/differences.md). */
static pe_value m_reduce_ex(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    return pe_err_set(vm, PE_EXC_NotImplementedError,
                      "object.__reduce_ex__() is not available in the sandbox");
}
static pe_value m_reduce(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    return pe_err_set(vm, PE_EXC_NotImplementedError,
                      "object.__reduce__() is not available in the sandbox");
}
/* CPython 3.11's figure for the object's layout (builtins/sizeof.c): every builtin's
 * own __sizeof__ is this one method in pyeval. */
static pe_value m_sizeof(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (nargs != 1 || kwnames) {
        /* the message names the type whose own __sizeof__ CPython would run */
        static const char *const own[] = {"int", "str",       "bytearray", "list", "dict",
                                          "set", "frozenset", "generator", NULL};
        pe_type *t = pe_type_of(vm, args[0]);
        /* loop-bound: mro: the tp_base chain of one class */
        while ((t->tflags & PE_TPF_HEAPTYPE) && t->tbase)
            t = t->tbase;
        if (t == vm->types[PE_TYPE_BOOL]) t = vm->types[PE_TYPE_INT];
        const char *name = "object";
        /* loop-bound: const: the fixed table above */
        for (size_t i = 0; own[i]; i++)
            if (strcmp(own[i], t->name) == 0) name = own[i];
        char fname[32];
        snprintf(fname, sizeof fname, "%s.__sizeof__", name);
        if (pe_args_noargs(vm, fname, nargs - 1, kwnames) < 0) return PE_NULL;
    }
    int64_t size;
    if (pe_sizeof_basic(vm, args[0], &size) < 0) return PE_NULL;
    return pe_int(size);
}

static pe_value m_subclasshook(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kwnames) {
    return pe_incref(vm->notimpl);
}

static const pe_method_def object_methods[] = {
    {"__new__", pe_object_new, PE_METH_STATIC},
    {"__init__", m_init, 0},
    {"__repr__", m_repr, 0},
    {"__str__", m_str, 0},
    {"__hash__", m_hash, 0},
    {"__eq__", m_eq, 0},
    {"__ne__", m_ne, 0},
    {"__format__", m_format, 0},
    {"__getattribute__", m_getattribute, 0},
    {"__setattr__", m_setattr, 0},
    {"__delattr__", m_delattr, 0},
    {"__init_subclass__", m_init_subclass, PE_METH_CLASS},
    {"__dir__", m_dir, 0},
    {"__getstate__", m_getstate, 0},
    {"__reduce__", m_reduce, 0},
    {"__reduce_ex__", m_reduce_ex, 0},
    {"__sizeof__", m_sizeof, 0},
    {"__subclasshook__", m_subclasshook, PE_METH_CLASS},
    {NULL, NULL, 0},
};

/* Slots shared by every plain instance (object() and user classes). */
void pe_object_instance_slots(pe_type *t) {
    t->dealloc = instance_dealloc;
    t->traverse = instance_traverse;
    t->clear = instance_clear;
}

int pe_object_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_OBJECT];
    t->basicsize = sizeof(pe_obj);
    pe_object_instance_slots(t);
    t->hash = object_hash;
    t->richcmp = object_richcmp;
    t->repr = default_repr;
    t->new_ = object_new;
    pe_value doc =
        pe_str_from_cstr(vm, "The base class of the class hierarchy.\n\n"
                             "When called, it accepts no arguments and returns a new "
                             "featureless\ninstance that has no instance attributes "
                             "and cannot be given any.\n");
    if (pe_is_null(doc)) return -1;
    int r = pe_type_set_attr_cstr(vm, t, "__doc__", doc);
    pe_decref(vm, doc);
    if (r < 0) return -1;
    return pe_type_add_methods(vm, t, object_methods);
}
