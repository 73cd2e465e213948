/*
 * import.c - the import statements and __import__ over the module registry.
 *
 * A dotted name is imported one component at a time, as CPython's _find_and_load does:
 * `import a.b.c` loads a, then a.b (a must be a package: some registered name starts
 * with "a."), then a.b.c, caching each in vm->modules and setting each new submodule as
 * an attribute of its parent. The program's own imports are checked against the
 * host's policy (pe_registry_allowed); imports made by frozen module code are the
 * module's own business and are not, so a module may use a module the program may not.
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

int pe_import_checked(pe_vm *vm, const pe_frame *f) {
    return !(f && pe_vm_ast_is_frozen(f->ast));
}

/* One step of the walk: the module prefix = name[0:n], whose parent (a borrowed
 * value, PE_NULL for a top-level name) is name[0:pn]. New reference or PE_NULL. */
static pe_value import_step(pe_vm *vm, const char *name, size_t n, pe_value parent,
                            size_t pn, int checked) {
    if (checked && !pe_registry_allowed(vm, name, n))
        return pe_registry_not_found(vm, name, n, 0);
    pe_value key = pe_str_value(vm, name, n);
    if (pe_is_null(key)) return key;
    /* whatever the program stored in sys.modules wins, as in CPython */
    pe_value m = pe_dict_get_str(vm, vm->modules, pe_str_obj(key));
    if (!pe_is_null(m) && !pe_is_none(m)) {
        pe_decref(vm, key);
        return pe_incref(m);
    }
    if (!pe_is_null(m)) {
        /* CPython's way to block an import */
        pe_err_format(vm, PE_EXC_ModuleNotFoundError,
                      "import of %S halted; None in sys.modules", key);
        if (pe_err_matches(vm, PE_EXC_ModuleNotFoundError) && pe_exc_check(vm, vm->exc))
            pe_exc_set_attr(vm, vm->exc, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_NAME, key);
        pe_decref(vm, key);
        return PE_NULL;
    }
    int idx = pe_registry_index(vm, name, n);
    if (idx < 0 || (pn && !pe_registry_is_package(vm, name, pn))) {
        pe_decref(vm, key);
        int nonpkg = pn && !pe_registry_is_package(vm, name, pn);
        return pe_registry_not_found(vm, name, n, nonpkg ? pn : 0);
    }
    m = pe_registry_load(vm, idx);
    /* a new submodule becomes an attribute of its package (CPython sets it after
     * loading, so `import a.b` makes `a.b` work) */
    if (!pe_is_null(m) && !pe_is_null(parent) && pe_module_check(vm, parent)) {
        pe_str *child = pe_intern_new(vm, name + pn + 1, n - pn - 1);
        int r = child ? pe_dict_set_str(vm, pe_module_dict(parent), child, m) : -1;
        if (!child) pe_err_nomem(vm);
        if (child) pe_obj_decref(vm, &child->base);
        if (r < 0) pe_clear(vm, &m);
    }
    pe_decref(vm, key);
    return m;
}

pe_value pe_import_name(pe_vm *vm, const char *name, size_t n, int checked, pe_value *top) {
    pe_value parent = PE_NULL, first = PE_NULL;
    size_t end = 0, pn = 0;
    if (top) *top = PE_NULL;
    if (n == 0) return pe_err_set(vm, PE_EXC_ValueError, "Empty module name");
    /* one op per component: __import__'s name is data of any length */
    while (end < n) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        const char *dot = memchr(name + end + (end ? 1 : 0), '.', n - end - (end ? 1 : 0));
        size_t next = dot ? (size_t)(dot - name) : n;
        if (next == 0) {
            pe_err_set(vm, PE_EXC_ValueError, "Empty module name");
            goto fail;
        }
        pe_value m = import_step(vm, name, next, parent, pn, checked);
        if (pe_is_null(m)) goto fail;
        if (pe_is_null(first)) first = pe_incref(m);
        pe_decref(vm, parent);
        parent = m;
        pn = next;
        end = next;
    }
    if (top)
        *top = first;
    else
        pe_decref(vm, first);
    return parent;
fail:
    pe_decref(vm, parent);
    pe_decref(vm, first);
    return PE_NULL;
}

/* Looks up key (a C string) in the globals dict: borrowed or PE_NULL. */
static pe_value global_get(pe_vm *vm, pe_value globals, const char *key) {
    return pe_dict_get_cstr(vm, globals, key);
}

/* CPython's resolve_name (Python/import.c): the package a relative import of `level`
 * dots is relative to, from the caller's globals (__package__, __spec__.parent, or
 * __name__ and __path__). Returns a new str of the package part (already cut `level`-1
 * levels up), or PE_NULL with the error pending. */
static pe_value import_base_package(pe_vm *vm, pe_value globals, int64_t level) {
    if (pe_is_null(globals) || pe_is_none(globals))
        return pe_err_set(vm, PE_EXC_KeyError, "'__name__' not in globals");
    if (!pe_dict_check(vm, globals))
        return pe_err_set(vm, PE_EXC_TypeError, "globals must be a dict");
    pe_value package = global_get(vm, globals, "__package__");
    pe_value spec = global_get(vm, globals, "__spec__");
    pe_value pkg = PE_NULL;
    if (!pe_is_null(package) && !pe_is_none(package)) {
        if (!pe_str_check(vm, package))
            return pe_err_set(vm, PE_EXC_TypeError, "package must be a string");
        pkg = pe_incref(package);
    } else if (!pe_is_null(spec) && !pe_is_none(spec)) {
        pkg = pe_op_getattr_cstr(vm, spec, "parent");
        if (pe_is_null(pkg)) return pkg;
        if (!pe_str_check(vm, pkg)) {
            pe_decref(vm, pkg);
            return pe_err_set(vm, PE_EXC_TypeError, "__spec__.parent must be a string");
        }
    } else {
        /* CPython warns (ImportWarning, ignored by default) and falls back on these */
        pe_value nm = global_get(vm, globals, "__name__");
        if (pe_is_null(nm))
            return pe_err_set(vm, PE_EXC_KeyError, "'__name__' not in globals");
        if (!pe_str_check(vm, nm))
            return pe_err_set(vm, PE_EXC_TypeError, "__name__ must be a string");
        const pe_str *s = pe_str_obj(nm);
        size_t cut = s->size;
        if (PE_TICK(vm, 1 + s->size / 256) < 0) return PE_NULL;
        if (pe_is_null(global_get(vm, globals, "__path__"))) {
            /* loop-bound: charged-before: one op per 256 bytes of the name above */
            while (cut > 0 && s->data[cut - 1] != '.')
                cut--;
            cut = cut ? cut - 1 : 0;
        }
        pkg = pe_str_value(vm, s->data, cut);
        if (pe_is_null(pkg)) return pkg;
    }
    const pe_str *ps = pe_str_obj(pkg);
    size_t last = ps->size;
    if (PE_TICK(vm, 1 + ps->size / 256) < 0) goto fail;
    if (last == 0) {
        pe_err_set(vm, PE_EXC_ImportError,
                   "attempted relative import with no known parent package");
        goto fail;
    }
    /* loop-bound: charged-before: every trip consumes a byte of the str charged above
     * or ends the loop, whatever `level` is */
    for (int64_t up = 1; up < level; up++) {
        /* loop-bound: charged-before: within the str charged above */
        while (last > 0 && ps->data[last - 1] != '.')
            last--;
        if (last == 0) {
            pe_err_set(vm, PE_EXC_ImportError,
                       "attempted relative import beyond top-level package");
            goto fail;
        }
        last--;
    }
    pe_value base = pe_str_value(vm, ps->data, last);
    pe_decref(vm, pkg);
    return base;
fail:
    pe_decref(vm, pkg);
    return PE_NULL;
}

pe_value pe_import_resolve(pe_vm *vm, pe_value globals, const char *name, size_t n,
                           int64_t level) {
    if (level == 0) return pe_str_value(vm, name, n);
    pe_value base = import_base_package(vm, globals, level);
    if (pe_is_null(base) || n == 0) return base;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    int r = pe_strbuf_add_str(&b, base);
    if (r == 0) r = pe_strbuf_add(&b, ".", 1);
    if (r == 0) r = pe_strbuf_add(&b, name, n);
    pe_decref(vm, base);
    if (r < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

pe_value pe_import_from_name(pe_vm *vm, pe_value m, const char *modname, size_t mn,
                             pe_str *name, int checked, int *missing) {
    *missing = 0;
    /* the dotted name of a submodule it may be */
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_add(&b, modname, mn) < 0 || pe_strbuf_add(&b, ".", 1) < 0 ||
        pe_strbuf_add(&b, name->data, name->size) < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    const char *sub = b.p;
    size_t sn = b.len;
    pe_value v = PE_NULL;
    int idx = pe_registry_index(vm, sub, sn);
    /* a refused submodule is missing even when its package holds it */
    if (idx >= 0 && checked && !pe_registry_allowed(vm, sub, sn)) goto missing;
    v = pe_op_getattr(vm, m, name);
    if (!pe_is_null(v) || !pe_err_matches(vm, PE_EXC_AttributeError)) goto done;
    pe_err_clear(vm);
    /* a submodule not imported yet (the fromlist step of CPython's __import__), or
     * one in sys.modules (CPython's IMPORT_FROM fallback) */
    if (idx >= 0 && pe_registry_is_package(vm, modname, mn)) {
        v = pe_import_name(vm, sub, sn, checked, NULL);
        goto done;
    }
    pe_value key = pe_str_value(vm, sub, sn);
    if (pe_is_null(key)) goto done;
    v = pe_dict_get_str(vm, vm->modules, pe_str_obj(key));
    pe_decref(vm, key);
    if (!pe_is_null(v)) {
        pe_incref(v);
        goto done;
    }
missing:
    *missing = 1;
done:
    pe_strbuf_free(&b);
    return v;
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
    int checked = pe_import_checked(vm, f);
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.import.names.n; i++) {
        const pe_node *al = n->u.import.names.v[i];
        f->cur = n;
        pe_str *full = al->u.alias.name;
        pe_value top = PE_NULL;
        pe_value m = pe_import_name(vm, full->data, full->size, checked, &top);
        if (pe_is_null(m)) return PE_EXEC_RAISE;
        /* `import a.b` binds a, the top-level package; `import a.b as c` the leaf */
        pe_str *target = al->u.alias.asname;
        pe_value v = target ? m : top;
        pe_str *first = NULL;
        if (!target) {
            const char *dot = memchr(full->data, '.', full->size);
            first = dot ? pe_intern_new(vm, full->data, (size_t)(dot - full->data)) : NULL;
            if (dot && !first) {
                pe_decref(vm, m);
                pe_decref(vm, top);
                pe_err_nomem(vm);
                return PE_EXEC_RAISE;
            }
            target = first ? first : full;
        }
        int r = bind(f, target, v);
        if (first) pe_obj_decref(vm, &first->base);
        pe_decref(vm, m);
        pe_decref(vm, top);
        if (r < 0) return PE_EXEC_RAISE;
    }
    return PE_EXEC_OK;
}

/* The name a module's errors use: its __name__ when it is a str, else "?" (borrowed
 * text, valid while m lives). Cannot fail. */
static const char *module_label(pe_vm *vm, pe_value m) {
    pe_value nm = pe_is_obj(m) && pe_module_check(vm, m)
                      ? pe_dict_get_str(vm, pe_module_dict(m), vm->ids[PE_ID_name])
                      : PE_NULL;
    return !pe_is_null(nm) && pe_str_check(vm, nm) ? pe_str_obj(nm)->data : "?";
}

/* from m import *: __all__ when the module defines it, else every name not starting
 * with an underscore. */
static pe_exec import_star(pe_frame *f, pe_value m) {
    pe_vm *vm = f->vm;
    if (!pe_module_check(vm, m)) {
        pe_err_set(vm, PE_EXC_ImportError,
                   "from-import-* object has no __dict__ and no __all__");
        return PE_EXEC_RAISE;
    }
    pe_value d = pe_module_dict(m);
    pe_value all = pe_dict_get_cstr(vm, d, "__all__");
    if (!pe_is_null(all)) {
        /* by index until IndexError, as CPython's import_all_from: __all__ must be a
         * sequence (an iterator is refused), and may change as names are bound */
        pe_type *at = pe_type_of(vm, all);
        if (!at->getitem || pe_dict_check(vm, all)) {
            pe_err_format(vm, PE_EXC_TypeError, "'%s' object does not support indexing",
                          at->name);
            return PE_EXEC_RAISE;
        }
        pe_incref(all);
        for (int64_t i = 0;; i++) {
            /* one op per name: __all__ may be of any length */
            pe_value k = PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_getitem(vm, all, pe_int(i));
            if (pe_is_null(k)) {
                if (pe_err_matches(vm, PE_EXC_IndexError)) pe_err_clear(vm);
                break;
            }
            if (!pe_str_check(vm, k)) {
                pe_err_format(vm, PE_EXC_TypeError,
                              "Item in %s.__all__ must be str, not %s", module_label(vm, m),
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
        pe_decref(vm, all);
        return pe_err_occurred(vm) ? PE_EXEC_RAISE : PE_EXEC_OK;
    }
    /* snapshot the keys: binding may write into this very dict (the frame's namespace
     * could be the module's own) */
    pe_value keys = pe_list_from_iterable(vm, d);
    if (pe_is_null(keys)) return PE_EXEC_RAISE;
    pe_exec st = PE_EXEC_OK;
    /* loop-bound: charged-before: pe_list_from_iterable charged one op per key */
    for (size_t i = 0; i < pe_list_len(keys); i++) {
        pe_value k = pe_list_item(keys, i);
        if (!pe_str_check(vm, k)) {
            pe_err_format(vm, PE_EXC_TypeError, "Key in %s.__dict__ must be str, not %s",
                          module_label(vm, m), pe_op_typename(vm, k));
            st = PE_EXEC_RAISE;
            break;
        }
        if (pe_str_obj(k)->data[0] == '_') continue;
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

/* CPython's import_from error: "cannot import name 'x' from 'm' (unknown location)",
 * naming the module by its __name__ (or '<unknown module name>', with e.name None).
 * Registered modules have no file, so the location is always unknown. Leaves the
 * ImportError (or an error of __name__'s lookup other than AttributeError) pending. */
static void import_from_error(pe_vm *vm, pe_str *name, pe_value m) {
    pe_value nm = pe_op_getattr(vm, m, vm->ids[PE_ID_name]);
    if (pe_is_null(nm)) {
        if (!pe_err_matches(vm, PE_EXC_AttributeError)) return;
        pe_err_clear(vm);
    } else if (!pe_str_check(vm, nm)) {
        pe_clear(vm, &nm);
    }
    pe_value what = pe_obj_value(&name->base);
    if (pe_is_null(nm))
        pe_err_format(
            vm, PE_EXC_ImportError,
            "cannot import name %R from '<unknown module name>' (unknown location)", what);
    else
        pe_err_format(vm, PE_EXC_ImportError,
                      "cannot import name %R from %R (unknown location)", what, nm);
    if (!pe_is_null(nm) && pe_err_matches(vm, PE_EXC_ImportError) &&
        pe_exc_check(vm, vm->exc))
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_NAME, nm);
    pe_decref(vm, nm);
}

static pe_exec exec_import_from(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    int checked = pe_import_checked(vm, f);
    pe_str *mod = n->u.import.module; /* NULL for `from . import x` */
    pe_value absname = pe_import_resolve(vm, f->globals, mod ? mod->data : "",
                                         mod ? mod->size : 0, n->u.import.level);
    if (pe_is_null(absname)) return PE_EXEC_RAISE;
    const pe_str *an = pe_str_obj(absname);
    pe_value m = pe_import_name(vm, an->data, an->size, checked, NULL);
    if (pe_is_null(m)) {
        pe_decref(vm, absname);
        return PE_EXEC_RAISE;
    }
    pe_exec st = PE_EXEC_OK;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.import.names.n && st == PE_EXEC_OK; i++) {
        const pe_node *al = n->u.import.names.v[i];
        pe_str *name = al->u.alias.name;
        if (name->size == 1 && name->data[0] == '*') {
            st = import_star(f, m);
            break;
        }
        int missing = 0;
        pe_value v =
            pe_import_from_name(vm, m, an->data, an->size, name, checked, &missing);
        if (missing) import_from_error(vm, name, m);
        if (pe_is_null(v)) {
            st = PE_EXEC_RAISE;
            break;
        }
        if (bind(f, al->u.alias.asname ? al->u.alias.asname : name, v) < 0)
            st = PE_EXEC_RAISE;
        pe_decref(vm, v);
    }
    pe_decref(vm, m);
    pe_decref(vm, absname);
    return st;
}

pe_exec pe_exec_import(pe_frame *f, const pe_node *n) {
    if (n->kind == PE_N_IMPORT) return exec_import_names(f, n);
    return exec_import_from(f, n);
}

int pe_import_lazy_builtin(pe_vm *vm, pe_str *name) {
    /* names whose classes are sandbox Python, made when a program first uses them */
    if (strcmp(name->data, "ExceptionGroup") != 0 &&
        strcmp(name->data, "BaseExceptionGroup") != 0)
        return 0;
    pe_value m = pe_import_name(vm, "_exceptiongroup", 15, 0, NULL);
    if (pe_is_null(m)) return -1;
    static const char *const names[] = {"BaseExceptionGroup", "ExceptionGroup"};
    int rc = 1;
    /* loop-bound: const: two names */
    for (int i = 0; i < 2 && rc > 0; i++) {
        pe_value v = pe_op_getattr_cstr(vm, m, names[i]);
        if (pe_is_null(v) || pe_dict_set_cstr(vm, vm->builtins, names[i], v) < 0) rc = -1;
        pe_decref(vm, v);
    }
    pe_decref(vm, m);
    return rc;
}
