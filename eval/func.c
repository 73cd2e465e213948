/*
 * func.c - function objects, cells, builtin functions and bound methods: their
 * creation, type slots (call, repr, attributes) and collector hooks. Argument binding
 * for Python functions is in call.c.
 */
#include "func.h"

#include <stdio.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/slotwrap.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "args.h"
#include "exc.h"
#include "frame.h"
#include "host.h"
#include "ops.h"
#include "vm.h"

int pe_func_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_FUNCTION];
}
int pe_builtin_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_BUILTIN_FUNCTION];
}
int pe_method_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_METHOD];
}

static int identity_hash(pe_vm *vm, pe_value self, int64_t *out) {
    *out = (int64_t)((uintptr_t)self.u.o >> 4);
    return 0;
}

/* ---- cells ------------------------------------------------------------------------ */

pe_cell *pe_cell_new(pe_vm *vm, pe_value v) {
    pe_cell *c = (pe_cell *)pe_obj_alloc(vm, vm->types[PE_TYPE_CELL], sizeof *c);
    if (!c) return NULL;
    c->v = pe_incref(v);
    return c;
}

static void cell_dealloc(pe_vm *vm, pe_obj *o) {
    pe_cell *c = (pe_cell *)o;
    pe_clear(vm, &c->v);
    pe_obj_free(vm, o, sizeof *c);
}
static void cell_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_cell *c = (pe_cell *)o;
    if (pe_is_obj(c->v)) visit(vm, c->v.u.o, arg);
}
static void cell_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_cell *)o)->v);
}

/* ---- Python functions ------------------------------------------------------------- */

pe_value pe_func_make(pe_frame *f, const pe_node *node, const pe_value *defaults,
                      uint32_t ndefaults, const pe_value *kwdefaults) {
    pe_vm *vm = f->vm;
    const pe_scope *sc = node->kind == PE_N_LAMBDA || node->kind == PE_N_FUNCTION_DEF
                             ? node->u.func.scope
                             : NULL;
    pe_func *fn = (pe_func *)pe_obj_alloc(vm, vm->types[PE_TYPE_FUNCTION], sizeof *fn);
    if (!fn) return PE_NULL;
    fn->node = node;
    fn->scope = sc;
    fn->ast = f->ast;
    pe_vm_ast_incref(fn->ast);
    fn->name = sc->name;
    pe_obj_incref(&fn->name->base);
    fn->globals = pe_incref(f->globals);
    fn->doc = PE_NONE;
    fn->module = PE_NULL;
    fn->dict = PE_NULL;
    fn->annotations = PE_NULL;
    fn->qualname = pe_incref(pe_obj_value(&sc->qualname->base));
    pe_value modname = pe_dict_get_str(vm, f->globals, vm->ids[PE_ID_name]);
    fn->module = pe_is_null(modname) ? PE_NONE : pe_incref(modname);
    if (ndefaults) {
        fn->defaults = pe_mem_alloc(&vm->mem, ndefaults * sizeof(pe_value));
        if (!fn->defaults) goto nomem;
        fn->ndefaults = ndefaults;
        /* loop-bound: source: the defaults of one def */
        for (uint32_t i = 0; i < ndefaults; i++)
            fn->defaults[i] = pe_incref(defaults[i]);
    }
    if (kwdefaults && sc->nkwonly) {
        fn->kwdefaults = pe_mem_alloc(&vm->mem, sc->nkwonly * sizeof(pe_value));
        if (!fn->kwdefaults) goto nomem;
        /* loop-bound: source: the keyword-only parameters of one def */
        for (uint32_t i = 0; i < sc->nkwonly; i++)
            fn->kwdefaults[i] = pe_incref(kwdefaults[i]);
    }
    if (sc->nfree) {
        fn->cells = pe_mem_calloc(&vm->mem, sc->nfree, sizeof(pe_cell *));
        if (!fn->cells) goto nomem;
        /* loop-bound: source: the free variables of one code scope */
        for (uint32_t j = 0; j < sc->nfree; j++) {
            pe_value c = f->slots[sc->free_from[j]];
            pe_obj_incref(c.u.o);
            fn->cells[j] = (pe_cell *)c.u.o;
        }
    }
    /* docstring: a function body starting with a string constant */
    if (node->kind == PE_N_FUNCTION_DEF && node->u.func.body.n) {
        const pe_node *first = node->u.func.body.v[0];
        if (first->kind == PE_N_EXPR_STMT && first->u.unary.value->kind == PE_N_CONSTANT &&
            first->u.unary.value->u.c.kind == PE_CONST_STR) {
            const pe_const *c = &first->u.unary.value->u.c;
            pe_value d = pe_str_value(vm, c->s, c->len);
            if (pe_is_null(d)) goto fail;
            fn->doc = d;
        }
    }
    return pe_obj_value(&fn->base);
nomem:
    pe_err_nomem(vm);
fail:
    pe_obj_decref(vm, &fn->base);
    return PE_NULL;
}

static void func_clear(pe_vm *vm, pe_obj *o) {
    pe_func *fn = (pe_func *)o;
    const pe_scope *sc = fn->scope;
    /* loop-bound: per-object: func_clear runs once per object */
    for (uint32_t i = 0; fn->defaults && i < fn->ndefaults; i++)
        pe_clear(vm, &fn->defaults[i]);
    /* loop-bound: per-object: func_clear runs once per object */
    for (uint32_t i = 0; fn->kwdefaults && i < sc->nkwonly; i++)
        pe_clear(vm, &fn->kwdefaults[i]);
    /* loop-bound: per-object: func_clear runs once per object */
    for (uint32_t j = 0; fn->cells && j < sc->nfree; j++) {
        if (fn->cells[j]) {
            pe_obj *c = &fn->cells[j]->base;
            fn->cells[j] = NULL;
            pe_obj_decref(vm, c);
        }
    }
    pe_clear(vm, &fn->globals);
    pe_clear(vm, &fn->dict);
    pe_clear(vm, &fn->annotations);
    pe_clear(vm, &fn->doc);
    pe_clear(vm, &fn->module);
    pe_clear(vm, &fn->qualname);
}

static void func_dealloc(pe_vm *vm, pe_obj *o) {
    pe_func *fn = (pe_func *)o;
    func_clear(vm, o);
    if (fn->defaults) pe_mem_free(&vm->mem, fn->defaults, fn->ndefaults * sizeof(pe_value));
    if (fn->kwdefaults)
        pe_mem_free(&vm->mem, fn->kwdefaults, fn->scope->nkwonly * sizeof(pe_value));
    if (fn->cells) pe_mem_free(&vm->mem, fn->cells, fn->scope->nfree * sizeof(pe_cell *));
    if (fn->name) pe_obj_decref(vm, &fn->name->base);
    const pe_ast *ast = fn->ast; /* last: fn->scope and fn->node live in it */
    pe_obj_free(vm, o, sizeof *fn);
    pe_vm_ast_decref(vm, ast);
}

static void visit_value(pe_vm *vm, pe_value v, pe_visit_fn visit, void *arg) {
    if (pe_is_obj(v)) visit(vm, v.u.o, arg);
}

static void func_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_func *fn = (pe_func *)o;
    /* loop-bound: per-object: func_traverse runs once per object */
    for (uint32_t i = 0; fn->defaults && i < fn->ndefaults; i++)
        visit_value(vm, fn->defaults[i], visit, arg);
    /* loop-bound: per-object: func_traverse runs once per object */
    for (uint32_t i = 0; fn->kwdefaults && i < fn->scope->nkwonly; i++)
        visit_value(vm, fn->kwdefaults[i], visit, arg);
    /* loop-bound: per-object: func_traverse runs once per object */
    for (uint32_t j = 0; fn->cells && j < fn->scope->nfree; j++)
        if (fn->cells[j]) visit(vm, &fn->cells[j]->base, arg);
    visit_value(vm, fn->globals, visit, arg);
    visit_value(vm, fn->dict, visit, arg);
    visit_value(vm, fn->annotations, visit, arg);
    visit_value(vm, fn->doc, visit, arg);
    visit_value(vm, fn->module, visit, arg);
    visit_value(vm, fn->qualname, visit, arg);
}

static pe_value func_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                          pe_obj *kwnames) {
    return pe_func_call(vm, (pe_func *)self.u.o, args, nargs, kwnames);
}

static pe_value func_repr(pe_vm *vm, pe_value self) {
    pe_func *fn = (pe_func *)self.u.o;
    char buf[128];
    snprintf(buf, sizeof buf, " at %p>", (void *)fn);
    pe_str *q = pe_str_obj(fn->qualname);
    size_t n = 10 + q->size + strlen(buf);
    char *tmp = pe_mem_alloc(&vm->mem, n + 1);
    if (!tmp) return pe_err_nomem(vm);
    snprintf(tmp, n + 1, "<function %s%s", q->data, buf);
    pe_value r = pe_str_from_cstr(vm, tmp);
    pe_mem_free(&vm->mem, tmp, n + 1);
    return r;
}

static pe_value func_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_func *fn = (pe_func *)self.u.o;
    if (name == vm->ids[PE_ID_name]) return pe_incref(pe_obj_value(&fn->name->base));
    if (name == vm->ids[PE_ID_qualname]) return pe_incref(fn->qualname);
    if (name == vm->ids[PE_ID_doc]) return pe_incref(fn->doc);
    if (name == vm->ids[PE_ID_module]) return pe_incref(fn->module);
    if (!strcmp(name->data, "__defaults__")) {
        if (!fn->ndefaults) return PE_NONE;
        pe_value t = pe_tuple_new(vm, fn->ndefaults);
        if (pe_is_null(t)) return t;
        /* loop-bound: source: the defaults of one def */
        for (uint32_t i = 0; i < fn->ndefaults; i++)
            pe_tuple_set_item(t, i, pe_incref(fn->defaults[i]));
        return t;
    }
    if (!strcmp(name->data, "__kwdefaults__")) {
        const pe_scope *sc = fn->scope;
        if (!fn->kwdefaults) return PE_NONE;
        pe_value d = pe_dict_new(vm);
        if (pe_is_null(d)) return d;
        /* loop-bound: source: the keyword-only parameters of one def */
        for (uint32_t i = 0; i < sc->nkwonly; i++) {
            if (pe_is_null(fn->kwdefaults[i])) continue;
            /* keyword-only parameters follow the positional ones in the slot order */
            if (pe_dict_set_str(vm, d, sc->slot_names[sc->nargs + i], fn->kwdefaults[i]) <
                0) {
                pe_decref(vm, d);
                return PE_NULL;
            }
        }
        if (pe_dict_len(d) == 0) {
            pe_decref(vm, d);
            return PE_NONE;
        }
        return d;
    }
    if (!strcmp(name->data, "__annotations__")) {
        /* CPython makes an empty dict on first read and keeps it */
        if (pe_is_null(fn->annotations)) {
            fn->annotations = pe_dict_new(vm);
            if (pe_is_null(fn->annotations)) return PE_NULL;
        }
        return pe_incref(fn->annotations);
    }
    if (name == vm->ids[PE_ID_dict]) {
        if (pe_is_null(fn->dict)) {
            fn->dict = pe_dict_new(vm);
            if (pe_is_null(fn->dict)) return PE_NULL;
        }
        return pe_incref(fn->dict);
    }
    if (!pe_is_null(fn->dict)) {
        pe_value v = pe_dict_get_str(vm, fn->dict, name);
        if (!pe_is_null(v)) return pe_incref(v);
    }
    return pe_object_generic_getattr(vm, self, name);
}

static int func_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    pe_func *fn = (pe_func *)self.u.o;
    if (name == vm->ids[PE_ID_name] || name == vm->ids[PE_ID_qualname]) {
        if (pe_is_null(value) || !pe_str_check(vm, value)) {
            pe_err_format(vm, PE_EXC_TypeError, "%s must be set to a string object",
                          name->data);
            return -1;
        }
        if (name == vm->ids[PE_ID_qualname]) {
            pe_value old = fn->qualname;
            fn->qualname = pe_incref(value);
            pe_decref(vm, old);
        } else {
            /* a name from data: mortal, and the function's reference keeps it */
            pe_str *s = pe_intern_new(vm, pe_str_obj(value)->data, pe_str_obj(value)->size);
            if (!s) {
                pe_err_nomem(vm);
                return -1;
            }
            pe_str *old = fn->name;
            fn->name = s;
            pe_obj_decref(vm, &old->base);
        }
        return 0;
    }
    if (!strcmp(name->data, "__annotations__")) {
        /* None and del both reset it; it reads back as a fresh empty dict */
        if (!pe_is_null(value) && !pe_is_none(value) && !pe_dict_check(vm, value)) {
            pe_err_set(vm, PE_EXC_TypeError,
                       "__annotations__ must be set to a dict object");
            return -1;
        }
        pe_value old = fn->annotations;
        fn->annotations =
            pe_is_null(value) || pe_is_none(value) ? PE_NULL : pe_incref(value);
        pe_decref(vm, old);
        return 0;
    }
    if (!strcmp(name->data, "__defaults__")) {
        /* None, del or a tuple; the binder uses the last nargs of them (as CPython does
         * with a longer tuple), so only those are kept */
        if (!pe_is_null(value) && !pe_is_none(value) && !pe_tuple_check(vm, value)) {
            pe_err_set(vm, PE_EXC_TypeError, "__defaults__ must be set to a tuple object");
            return -1;
        }
        size_t n = pe_is_null(value) || pe_is_none(value) ? 0 : pe_tuple_len(value);
        size_t skip = n > fn->scope->nargs ? n - fn->scope->nargs : 0;
        pe_value *nd = NULL;
        if (n - skip) {
            nd = pe_mem_alloc(&vm->mem, (n - skip) * sizeof(pe_value));
            if (!nd) {
                pe_err_nomem(vm);
                return -1;
            }
            /* loop-bound: caller-charged: a __defaults__ tuple, charged per item when
             * built */
            for (size_t i = skip; i < n; i++)
                nd[i - skip] = pe_incref(pe_tuple_item(value, i));
        }
        pe_value *old = fn->defaults;
        uint32_t oldn = fn->ndefaults;
        fn->defaults = nd;
        fn->ndefaults = (uint32_t)(n - skip);
        /* loop-bound: caller-charged: the old __defaults__, charged when built */
        for (uint32_t i = 0; old && i < oldn; i++)
            pe_decref(vm, old[i]);
        if (old) pe_mem_free(&vm->mem, old, oldn * sizeof(pe_value));
        return 0;
    }
    if (name == vm->ids[PE_ID_doc] || name == vm->ids[PE_ID_module]) {
        pe_value *slot = name == vm->ids[PE_ID_doc] ? &fn->doc : &fn->module;
        pe_value old = *slot;
        *slot = pe_is_null(value) ? PE_NONE : pe_incref(value);
        pe_decref(vm, old);
        return 0;
    }
    if (pe_is_null(fn->dict)) {
        if (pe_is_null(value)) {
            pe_err_format(vm, PE_EXC_AttributeError,
                          "'function' object has no attribute '%s'", name->data);
            return -1;
        }
        fn->dict = pe_dict_new(vm);
        if (pe_is_null(fn->dict)) return -1;
    }
    if (pe_is_null(value)) {
        pe_value key = pe_obj_value(&name->base);
        int r = pe_dict_pop(vm, fn->dict, key, &value);
        if (r < 0) return -1;
        if (r == 0) {
            pe_err_format(vm, PE_EXC_AttributeError,
                          "'function' object has no attribute '%s'", name->data);
            return -1;
        }
        pe_decref(vm, value);
        return 0;
    }
    return pe_dict_set_str(vm, fn->dict, name, value);
}

/* ---- builtin functions ------------------------------------------------------------ */

pe_value pe_builtin_new(pe_vm *vm, const pe_method_def *def, pe_type *owner,
                        uint32_t bflags) {
    pe_builtin *b =
        (pe_builtin *)pe_obj_alloc(vm, vm->types[PE_TYPE_BUILTIN_FUNCTION], sizeof *b);
    if (!b) return PE_NULL;
    b->def = def;
    b->self = PE_NULL;
    b->owner = owner;
    b->bflags = bflags;
    return pe_obj_value(&b->base);
}

pe_value pe_builtin_bind(pe_vm *vm, pe_builtin *b, pe_value self) {
    pe_value r = pe_builtin_new(vm, b->def, b->owner, 0);
    if (pe_is_null(r)) return r;
    ((pe_builtin *)r.u.o)->self = pe_incref(self);
    return r;
}

static void builtin_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_builtin *)o)->self);
    pe_obj_free(vm, o, sizeof(pe_builtin));
}
static void builtin_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    visit_value(vm, ((pe_builtin *)o)->self, visit, arg);
}
static void builtin_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_builtin *)o)->self);
}

/* Calls fn with `first` prepended to the arguments (bound methods). Small argument
 * lists use a C-stack buffer so the common method call allocates nothing. */
static pe_value call_prepend(pe_vm *vm, pe_value callable, pe_native_fn native,
                             pe_value first, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    size_t total = nargs + (kwnames ? pe_tuple_len(pe_obj_value(kwnames)) : 0);
    pe_value buf[9];
    pe_value *v = buf;
    size_t bytes = (total + 1) * sizeof(pe_value);
    if (total + 1 > 9) {
        v = pe_mem_alloc(&vm->mem, bytes);
        if (!v) return pe_err_nomem(vm);
    }
    v[0] = first;
    if (total) memcpy(v + 1, args, total * sizeof(pe_value));
    pe_value r;
    if (native)
        r = native(vm, v, nargs + 1, kwnames);
    else
        r = pe_op_call(vm, callable, v, nargs + 1, kwnames);
    if (v != buf) pe_mem_free(&vm->mem, v, bytes);
    return r;
}

/* A method of a builtin type called on an instance of a user subclass that wraps a
 * value of that type (builtins/subclass.h) runs on the wrapped value; object's own
 * methods (__setattr__, __repr__, ...) act on the instance itself. */
static int wants_unwrapped(pe_vm *vm, pe_builtin *b, pe_value self) {
    if (!pe_subclass_is_wrapper(self) || !b->owner ||
        b->owner == vm->types[PE_TYPE_OBJECT] || (b->owner->tflags & PE_TPF_HEAPTYPE))
        return 0;
    return pe_type_is_subtype(pe_type_of(vm, pe_subclass_unwrap(self)), b->owner);
}

static pe_value builtin_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    pe_builtin *b = (pe_builtin *)self.u.o;
    if (b->bflags & PE_BUILTIN_HOST) return pe_host_call(vm, b->def, args, nargs, kwnames);
    if (pe_is_null(b->self)) {
        if ((b->bflags & PE_BUILTIN_DESCRIPTOR) && !(b->def->flags & PE_METH_STATIC) &&
            b->owner) {
            /* unbound method descriptor: str.upper("a") */
            if (nargs == 0 || !pe_op_isinstance(vm, args[0], b->owner)) {
                if (nargs == 0)
                    return pe_err_format(vm, PE_EXC_TypeError,
                                         "unbound method %s.%s() needs an argument",
                                         b->owner->name, b->def->name);
                if (!(b->def->flags & PE_METH_CLASS))
                    return pe_err_format(
                        vm, PE_EXC_TypeError,
                        pe_slotwrap_is(b->def) /* CPython's wrapper_descriptor wording */
                            ? "descriptor '%s' requires a '%s' object but received a '%s'"
                            : "descriptor '%s' for '%s' objects doesn't apply to a "
                              "'%s' object",
                        b->def->name, b->owner->name, pe_op_typename(vm, args[0]));
            }
            if (b->def->flags & PE_METH_CLASS)
                return call_prepend(vm, self, b->def->fn, pe_obj_value(&b->owner->base),
                                    args, nargs, kwnames);
            if (wants_unwrapped(vm, b, args[0]))
                return call_prepend(vm, self, b->def->fn, pe_subclass_unwrap(args[0]),
                                    args + 1, nargs - 1, kwnames);
        }
        return b->def->fn(vm, args, nargs, kwnames);
    }
    if (wants_unwrapped(vm, b, b->self))
        return call_prepend(vm, self, b->def->fn, pe_subclass_unwrap(b->self), args, nargs,
                            kwnames);
    return call_prepend(vm, self, b->def->fn, b->self, args, nargs, kwnames);
}

static pe_value builtin_repr(pe_vm *vm, pe_value self) {
    pe_builtin *b = (pe_builtin *)self.u.o;
    char buf[256];
    if (pe_is_null(b->self)) {
        if ((b->bflags & PE_BUILTIN_DESCRIPTOR) && b->owner)
            snprintf(buf, sizeof buf,
                     pe_slotwrap_is(b->def) ? "<slot wrapper '%s' of '%s' objects>"
                                            : "<method '%s' of '%s' objects>",
                     b->def->name, b->owner->name);
        else
            snprintf(buf, sizeof buf, "<built-in function %s>", b->def->name);
    } else if (pe_type_check(vm, b->self)) {
        snprintf(buf, sizeof buf, "<built-in method %s of type object at %p>", b->def->name,
                 (void *)b->self.u.o);
    } else if (pe_slotwrap_is(b->def)) {
        snprintf(buf, sizeof buf, "<method-wrapper '%s' of %s object at %p>", b->def->name,
                 pe_op_typename(vm, b->self),
                 pe_is_obj(b->self) ? (void *)b->self.u.o : NULL);
    } else {
        snprintf(buf, sizeof buf, "<built-in method %s of %s object at %p>", b->def->name,
                 pe_op_typename(vm, b->self),
                 pe_is_obj(b->self) ? (void *)b->self.u.o : NULL);
    }
    return pe_str_from_cstr(vm, buf);
}

static pe_value builtin_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_builtin *b = (pe_builtin *)self.u.o;
    if (name == vm->ids[PE_ID_name]) return pe_str_from_cstr(vm, b->def->name);
    if (name == vm->ids[PE_ID_qualname]) {
        if (!b->owner) return pe_str_from_cstr(vm, b->def->name);
        char buf[256];
        snprintf(buf, sizeof buf, "%s.%s", b->owner->name, b->def->name);
        return pe_str_from_cstr(vm, buf);
    }
    if (name == vm->ids[PE_ID_doc]) return PE_NONE;
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- bound methods ---------------------------------------------------------------- */

pe_value pe_method_new(pe_vm *vm, pe_value func, pe_value self) {
    pe_method *m = (pe_method *)pe_obj_alloc(vm, vm->types[PE_TYPE_METHOD], sizeof *m);
    if (!m) return PE_NULL;
    m->func = pe_incref(func);
    m->self = pe_incref(self);
    return pe_obj_value(&m->base);
}

static void method_clear(pe_vm *vm, pe_obj *o) {
    pe_method *m = (pe_method *)o;
    pe_clear(vm, &m->func);
    pe_clear(vm, &m->self);
}
static void method_dealloc(pe_vm *vm, pe_obj *o) {
    method_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_method));
}
static void method_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_method *m = (pe_method *)o;
    visit_value(vm, m->func, visit, arg);
    visit_value(vm, m->self, visit, arg);
}

static pe_value method_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    pe_method *m = (pe_method *)self.u.o;
    if (pe_func_check(vm, m->func)) {
        /* the common case: prepend self and bind directly, skipping the tick that
         * pe_op_call would charge twice for one Python-level call */
        size_t total = nargs + (kwnames ? pe_tuple_len(pe_obj_value(kwnames)) : 0);
        pe_value buf[9];
        pe_value *v = buf;
        size_t bytes = (total + 1) * sizeof(pe_value);
        if (total + 1 > 9) {
            v = pe_mem_alloc(&vm->mem, bytes);
            if (!v) return pe_err_nomem(vm);
        }
        v[0] = m->self;
        if (total) memcpy(v + 1, args, total * sizeof(pe_value));
        pe_value r = pe_func_call(vm, (pe_func *)m->func.u.o, v, nargs + 1, kwnames);
        if (v != buf) pe_mem_free(&vm->mem, v, bytes);
        return r;
    }
    return call_prepend(vm, m->func, NULL, m->self, args, nargs, kwnames);
}

static pe_value method_repr(pe_vm *vm, pe_value self) {
    pe_method *m = (pe_method *)self.u.o;
    pe_value name = PE_NULL, srepr = PE_NULL, r = PE_NULL;
    name = pe_op_getattr(vm, m->func, vm->ids[PE_ID_qualname]);
    if (pe_is_null(name)) goto fail;
    srepr = pe_op_repr(vm, m->self);
    if (pe_is_null(srepr)) goto fail;
    if (!pe_str_check(vm, name)) {
        pe_decref(vm, name);
        name = pe_str_from_cstr(vm, "?");
        if (pe_is_null(name)) goto fail;
    }
    pe_str *a = pe_str_obj(name), *b = pe_str_obj(srepr);
    size_t n = a->size + b->size + 32;
    char *tmp = pe_mem_alloc(&vm->mem, n);
    if (!tmp) {
        pe_err_nomem(vm);
        goto fail;
    }
    int len = snprintf(tmp, n, "<bound method %s of %s>", a->data, b->data);
    r = pe_str_value(vm, tmp, (size_t)len);
    pe_mem_free(&vm->mem, tmp, n);
fail:
    pe_decref(vm, name);
    pe_decref(vm, srepr);
    return r;
}

static pe_value method_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_method *m = (pe_method *)self.u.o;
    if (name->size == 8 && memcmp(name->data, "__self__", 8) == 0)
        return pe_incref(m->self);
    if (name->size == 8 && memcmp(name->data, "__func__", 8) == 0)
        return pe_incref(m->func);
    return pe_op_getattr(vm, m->func, name);
}

static pe_value method_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if ((op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) || !pe_method_check(vm, b))
        return pe_incref(vm->notimpl);
    pe_method *x = (pe_method *)a.u.o, *y = (pe_method *)b.u.o;
    int eq = pe_is(x->self, y->self) && pe_is(x->func, y->func);
    return pe_bool(op == PE_CMP_EQ ? eq : !eq);
}

/* ---- type setup ------------------------------------------------------------------- */

/* types.MethodType(function, instance): binds a callable to an object. */
static pe_value method_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "method", kwnames) < 0) return PE_NULL;
    if (nargs != 2)
        return pe_err_format(vm, PE_EXC_TypeError, "method expected 2 arguments, got %zu",
                             nargs);
    if (!pe_type_of(vm, args[0])->call)
        return pe_err_set(vm, PE_EXC_TypeError, "first argument must be callable");
    if (pe_is_none(args[1]))
        return pe_err_set(vm, PE_EXC_TypeError, "instance must not be None");
    return pe_method_new(vm, args[0], args[1]);
}

int pe_func_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_FUNCTION];
    t->tflags |= PE_TPF_GC;
    t->dealloc = func_dealloc;
    t->traverse = func_traverse;
    t->clear = func_clear;
    t->call = func_call;
    t->repr = func_repr;
    t->hash = identity_hash;
    t->getattr = func_getattr;
    t->setattr = func_setattr;

    t = vm->types[PE_TYPE_BUILTIN_FUNCTION];
    t->tflags |= PE_TPF_GC;
    t->dealloc = builtin_dealloc;
    t->traverse = builtin_traverse;
    t->clear = builtin_clear;
    t->call = builtin_call;
    t->repr = builtin_repr;
    t->hash = identity_hash;
    t->getattr = builtin_getattr;

    t = vm->types[PE_TYPE_METHOD];
    t->new_ = method_new_slot;
    t->tflags |= PE_TPF_GC;
    t->dealloc = method_dealloc;
    t->traverse = method_traverse;
    t->clear = method_clear;
    t->call = method_call;
    t->repr = method_repr;
    t->hash = identity_hash;
    t->getattr = method_getattr;
    t->richcmp = method_richcmp;

    t = vm->types[PE_TYPE_CELL];
    t->tflags |= PE_TPF_GC;
    t->dealloc = cell_dealloc;
    t->traverse = cell_traverse;
    t->clear = cell_clear;
    t->hash = identity_hash;
    return 0;
}
