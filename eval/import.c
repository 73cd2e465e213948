/*
 * import.c - the import statements over the allowlisted module registry.
 *
 * There are no packages: every allowlisted module is a top-level plain module, so a
 * dotted name such as `math.foo` fails the way CPython reports a submodule of a
 * non-package, and a relative import has no parent package to be relative to.
 */
#include "import.h"

#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/list.h"
#include "../builtins/metaclass.h"
#include "../builtins/str.h"
#include "../core/intern.h"
#include "../modules/registry.h"
#include "exc.h"
#include "func.h"
#include "ops.h"
#include "vm.h"

pe_value pe_import_module(pe_vm *vm, pe_str *name) {
    const char *dot = memchr(name->data, '.', name->size);
    if (!dot) return pe_registry_import(vm, name);
    /* names from data (__import__'s argument) are mortal: core/intern.h */
    pe_str *first = pe_intern_new(vm, name->data, (size_t)(dot - name->data));
    if (!first) return pe_err_nomem(vm);
    pe_value m = pe_registry_import(vm, first);
    if (pe_is_null(m)) {
        pe_obj_decref(vm, &first->base);
        return m;
    }
    pe_decref(vm, m);
    /* the second component names a submodule of a module that is not a package */
    const char *dot2 = memchr(dot + 1, '.', name->size - (size_t)(dot + 1 - name->data));
    size_t n = dot2 ? (size_t)(dot2 - name->data) : name->size;
    pe_str *sub = pe_intern_new(vm, name->data, n);
    if (!sub)
        pe_err_nomem(vm);
    else
        pe_err_format(vm, PE_EXC_ModuleNotFoundError,
                      "No module named '%s'; '%s' is not a package", sub->data,
                      first->data);
    if (sub) pe_obj_decref(vm, &sub->base);
    pe_obj_decref(vm, &first->base);
    return PE_NULL;
}

/* Stores v (borrowed) under `name` as frame f's scope binds it. */
static int bind(pe_frame *f, pe_str *name, pe_value v) {
    pe_vm *vm = f->vm;
    uint32_t slot = 0;
    int ns = f->scope ? pe_scope_binding(f->scope, name, &slot) : PE_NS_NAME;
    switch ((pe_name_scope)ns) {
    case PE_NS_FAST: {
        pe_value old = f->slots[slot];
        f->slots[slot] = pe_incref(v);
        pe_decref(vm, old);
        return 0;
    }
    case PE_NS_DEREF:
    case PE_NS_CLASSDEREF: {
        pe_cell *c = (pe_cell *)f->slots[slot].u.o;
        pe_value old = c->v;
        c->v = pe_incref(v);
        pe_decref(vm, old);
        return 0;
    }
    case PE_NS_GLOBAL_EXPLICIT:
    case PE_NS_GLOBAL_IMPLICIT: return pe_dict_set_str(vm, f->globals, name, v);
    default: break;
    }
    return pe_ns_set(vm, pe_is_null(f->locals) ? f->globals : f->locals, name, v);
}

static pe_exec exec_import_names(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.import.names.n; i++) {
        const pe_node *al = n->u.import.names.v[i];
        f->cur = n;
        pe_str *full = al->u.alias.name;
        pe_value m = pe_import_module(vm, full);
        if (pe_is_null(m)) return PE_EXEC_RAISE;
        pe_str *target = al->u.alias.asname;
        if (!target) target = full;
        /* `import a.b` binds a; dotted names fail above, so this is the module */
        const char *dot = memchr(target->data, '.', target->size);
        pe_str *first =
            dot ? pe_intern_new(vm, full->data, (size_t)(dot - full->data)) : NULL;
        if (dot && !first) {
            pe_decref(vm, m);
            pe_err_nomem(vm);
            return PE_EXEC_RAISE;
        }
        int r = bind(f, first ? first : target, m);
        if (first) pe_obj_decref(vm, &first->base);
        pe_decref(vm, m);
        if (r < 0) return PE_EXEC_RAISE;
    }
    return PE_EXEC_OK;
}

/* from m import *: __all__ when the module defines it, else every name not starting
 * with an underscore. */
static pe_exec import_star(pe_frame *f, pe_value m) {
    pe_vm *vm = f->vm;
    pe_value d = pe_module_dict(m);
    pe_value all = pe_dict_get_cstr(vm, d, "__all__");
    if (!pe_is_null(all)) {
        pe_value it = pe_op_iter(vm, all);
        if (pe_is_null(it)) return PE_EXEC_RAISE;
        for (;;) {
            /* one op per name: __all__ may be any iterable, of any length */
            pe_value k = PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_next(vm, it);
            if (pe_is_null(k)) break;
            if (!pe_str_check(vm, k)) {
                pe_err_format(vm, PE_EXC_TypeError,
                              "Item in %s.__all__ must be str, not %s", "module",
                              pe_op_typename(vm, k));
                pe_decref(vm, k);
                break;
            }
            pe_str *name = pe_intern_new(vm, pe_str_obj(k)->data, pe_str_obj(k)->size);
            pe_decref(vm, k);
            if (!name) {
                pe_err_nomem(vm);
                break;
            }
            pe_value v = pe_op_getattr(vm, m, name);
            int r = pe_is_null(v) ? -1 : bind(f, name, v);
            pe_decref(vm, v);
            pe_obj_decref(vm, &name->base);
            if (r < 0) break;
        }
        pe_decref(vm, it);
        return pe_err_occurred(vm) ? PE_EXEC_RAISE : PE_EXEC_OK;
    }
    /* snapshot the keys: binding may write into this very dict (a module importing
     * itself is impossible here, but the frame's namespace could be any dict) */
    pe_value keys = pe_list_from_iterable(vm, d);
    if (pe_is_null(keys)) return PE_EXEC_RAISE;
    pe_exec st = PE_EXEC_OK;
    /* loop-bound: charged-before: the charge above in import_star covers this trip count */
    for (size_t i = 0; i < pe_list_len(keys); i++) {
        pe_value k = pe_list_item(keys, i);
        if (!pe_str_check(vm, k) || pe_str_obj(k)->data[0] == '_') continue;
        pe_value v = pe_dict_get_str(vm, d, pe_str_obj(k));
        if (pe_is_null(v)) continue;
        pe_str *name = pe_intern_new(vm, pe_str_obj(k)->data, pe_str_obj(k)->size);
        if (!name) {
            pe_err_nomem(vm);
            st = PE_EXEC_RAISE;
            break;
        }
        int r = bind(f, name, v);
        pe_obj_decref(vm, &name->base);
        if (r < 0) {
            st = PE_EXEC_RAISE;
            break;
        }
    }
    pe_decref(vm, keys);
    return st;
}

static pe_exec exec_import_from(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    if (n->u.import.level > 0) {
        pe_err_set(vm, PE_EXC_ImportError,
                   "attempted relative import with no known parent package");
        return PE_EXEC_RAISE;
    }
    pe_value m = pe_import_module(vm, n->u.import.module);
    if (pe_is_null(m)) return PE_EXEC_RAISE;
    pe_exec st = PE_EXEC_OK;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.import.names.n && st == PE_EXEC_OK; i++) {
        const pe_node *al = n->u.import.names.v[i];
        pe_str *name = al->u.alias.name;
        if (name->size == 1 && name->data[0] == '*') {
            st = import_star(f, m);
            break;
        }
        pe_value v = pe_is_obj(m) && pe_module_check(vm, m)
                         ? pe_dict_get_str(vm, pe_module_dict(m), name)
                         : PE_NULL;
        if (pe_is_null(v)) {
            pe_err_format(vm, PE_EXC_ImportError,
                          "cannot import name '%s' from '%s' (unknown location)",
                          name->data, n->u.import.module->data);
            if (pe_exc_check(vm, vm->exc))
                pe_exc_set_attr(vm, vm->exc, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_NAME,
                                pe_obj_value(&n->u.import.module->base));
            st = PE_EXEC_RAISE;
            break;
        }
        pe_incref(v);
        if (bind(f, al->u.alias.asname ? al->u.alias.asname : name, v) < 0)
            st = PE_EXEC_RAISE;
        pe_decref(vm, v);
    }
    pe_decref(vm, m);
    return st;
}

pe_exec pe_exec_import(pe_frame *f, const pe_node *n) {
    if (n->kind == PE_N_IMPORT) return exec_import_names(f, n);
    return exec_import_from(f, n);
}
