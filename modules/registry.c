/*
 * registry.c - the module type and the table of allowlisted modules.
 *
 * Invariant: vm->modules maps a module name (str) to its module object; an entry is
 * added before the module's init runs (as CPython puts a module in sys.modules before
 * executing it) and removed again if the init fails, so a failed import can be retried
 * and never leaves a half-made module behind.
 */
#include "registry.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/gc.h"
#include "../eval/vm.h"
#include "../parser/ast.h"

/* eval/api.c: parses source into a new module holding one reference for the caller
 * (SyntaxError/limit/MemoryError and NULL on failure). */
struct pe_ast *pe_api_parse(pe_vm *vm, const char *src, size_t len, const char *filename);

#define PE_MODULE_ROW(name, file) {#name, pe_mod_##file##_init},
static const pe_module_def registry[] = {PE_MODULES(PE_MODULE_ROW){NULL, NULL}};
#undef PE_MODULE_ROW

const pe_module_def *pe_registry_table(void) {
    return registry;
}

/* ", a, b, c" from the list; the leading separator is skipped */
#define PE_MODULE_NAME(name, file) ", " #name
static const char registry_names[] = "" PE_MODULES(PE_MODULE_NAME);
#undef PE_MODULE_NAME

const char *pe_registry_names(void) {
    return registry_names + 2;
}

/* ---- the module type ----------------------------------------------------------------- */

int pe_module_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_MODULE];
}

static void module_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_module *)o)->dict);
}

static void module_dealloc(pe_vm *vm, pe_obj *o) {
    module_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_module));
}

static void module_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_value d = ((pe_module *)o)->dict;
    if (pe_is_obj(d)) visit(vm, d.u.o, arg);
}

static const char *module_name(pe_vm *vm, pe_value self) {
    pe_value n = pe_dict_get_str(vm, pe_module_dict(self), vm->ids[PE_ID_name]);
    return pe_str_check(vm, n) ? pe_str_obj(n)->data : "?";
}

static pe_value module_repr(pe_vm *vm, pe_value self) {
    return pe_err_format_text(vm, "<module '%s' (built-in)>", module_name(vm, self));
}

static pe_value module_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_value d = pe_module_dict(self);
    pe_value v = pe_dict_get_str(vm, d, name);
    if (!pe_is_null(v)) return pe_incref(v);
    if (name == vm->ids[PE_ID_dict]) return pe_incref(d);
    if (name == vm->ids[PE_ID_class_])
        return pe_incref(pe_obj_value(&vm->types[PE_TYPE_MODULE]->base));
    /* methods of the module type itself (__repr__, __eq__, ...) */
    v = pe_type_lookup(vm, vm->types[PE_TYPE_MODULE], name);
    if (!pe_is_null(v)) return pe_object_generic_getattr(vm, self, name);
    pe_err_format(vm, PE_EXC_AttributeError, "module '%s' has no attribute '%s'",
                  module_name(vm, self), name->data);
    if (pe_err_matches(vm, PE_EXC_AttributeError) && pe_exc_check(vm, vm->exc)) {
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_ATTRIBUTE, PE_EXC_X_NAME,
                        pe_obj_value(&name->base));
        pe_exc_set_attr(vm, vm->exc, PE_EXCF_ATTRIBUTE, PE_EXC_X_OBJ, self);
    }
    return PE_NULL;
}

static int module_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    pe_value d = pe_module_dict(self);
    if (!pe_is_null(value)) return pe_dict_set_str(vm, d, name, value);
    pe_value key = pe_obj_value(&name->base);
    if (pe_is_null(pe_dict_get_str(vm, d, name))) {
        pe_err_format(vm, PE_EXC_AttributeError, "'module' object has no attribute '%s'",
                      name->data);
        return -1;
    }
    return pe_dict_del(vm, d, key);
}

static int module_hash(pe_vm *vm, pe_value self, int64_t *out) {
    (void)vm;
    *out = (int64_t)((uintptr_t)self.u.o >> 4);
    return 0;
}

pe_value pe_module_new(pe_vm *vm, const char *name) {
    pe_module *m = (pe_module *)pe_obj_alloc(vm, vm->types[PE_TYPE_MODULE], sizeof *m);
    if (!m) return PE_NULL;
    pe_value mv = pe_obj_value(&m->base);
    m->dict = pe_dict_new(vm);
    if (pe_is_null(m->dict)) goto fail;
    pe_value n = pe_str_from_cstr(vm, name);
    if (pe_is_null(n)) goto fail;
    int r = pe_dict_set_str(vm, m->dict, vm->ids[PE_ID_name], n);
    pe_decref(vm, n);
    if (r < 0 || pe_dict_set_str(vm, m->dict, vm->ids[PE_ID_doc], PE_NONE) < 0) goto fail;
    return mv;
fail:
    pe_decref(vm, mv);
    return PE_NULL;
}

int pe_module_add_functions(pe_vm *vm, pe_value dict, const pe_method_def *defs) {
    /* loop-bound: setup: a module's function table */
    for (const pe_method_def *d = defs; d->name; d++) {
        pe_value f = pe_builtin_new(vm, d, NULL, 0);
        if (pe_is_null(f)) return -1;
        int r = pe_dict_set_cstr(vm, dict, d->name, f);
        pe_decref(vm, f);
        if (r < 0) return -1;
    }
    return 0;
}

int pe_module_exec_source(pe_vm *vm, pe_value dict, const char *name,
                          const unsigned char *src, size_t len) {
    char fname[64];
    snprintf(fname, sizeof fname, "<frozen %s>", name);
    struct pe_ast *ast = pe_api_parse(vm, (const char *)src, len, fname);
    if (!ast) return -1;
    int r = pe_run_module(vm, ast, dict);
    pe_vm_ast_decref(vm, ast); /* its functions hold their own references */
    return r;
}

/* ---- import ----------------------------------------------------------------------------
 */

/* Standard modules refused on purpose: they reach the host (files, processes, network,
 * threads, the interpreter's internals). Importing one says so and lists what there is;
 * any other unknown name gets CPython's plain message. */
/* (kept as written, so that a change to the list is a change to its lines) */
/* clang-format off */
static const char *const refused[] = {
    "_thread",    "asyncio",      "builtins",
    "code",       "concurrent",   "ctypes",
    "dbm",        "faulthandler", "fcntl",
    "ftplib",     "gc",           "glob",
    "grp",        "http",         "imp",
    "importlib",  "inspect",
    "marshal",    "mmap",         "multiprocessing",
    "os",         "pathlib",      "pdb",
    "pickle",     "pkgutil",      "platform",
    "posix",      "pty",          "pwd",
    "resource",   "runpy",        "select",
    "selectors",  "shelve",       "shutil",
    "signal",     "smtplib",      "socket",
    "sqlite3",    "ssl",          "subprocess",
    "sysconfig",  "tempfile",     "termios",
    "threading",  "tty",          "urllib",
    "webbrowser", "zipimport",    NULL,
};
/* clang-format on */

static int pe_registry_refused(const pe_str *name) {
    /* a submodule (os.path, urllib.request) is refused with its package */
    size_t n = name->size;
    const char *dot = memchr(name->data, '.', n);
    if (dot) n = (size_t)(dot - name->data);
    /* loop-bound: const: the refused module names */
    for (const char *const *r = refused; *r; r++)
        if (strlen(*r) == n && !memcmp(*r, name->data, n)) return 1;
    return 0;
}

pe_value pe_registry_import(pe_vm *vm, pe_str *name) {
    pe_value cached = pe_dict_get_str(vm, vm->modules, name);
    if (!pe_is_null(cached)) return pe_incref(cached);
    const pe_module_def *def = NULL;
    /* loop-bound: const: the module registry */
    for (const pe_module_def *d = registry; d->name; d++)
        if (strlen(d->name) == name->size && !memcmp(d->name, name->data, name->size))
            def = d;
    if (!def) {
        if (pe_registry_refused(name))
            pe_err_format(
                vm, PE_EXC_ModuleNotFoundError,
                "No module named '%s': the pyeval sandbox has no access to the host "
                "(files, processes, network, threads); available modules: %s",
                name->data, pe_registry_names());
        else
            pe_err_format(vm, PE_EXC_ModuleNotFoundError, "No module named '%s'",
                          name->data);
        if (pe_exc_check(vm, vm->exc))
            pe_exc_set_attr(vm, vm->exc, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_NAME,
                            pe_obj_value(&name->base));
        return PE_NULL;
    }
    pe_value m = pe_module_new(vm, def->name);
    if (pe_is_null(m)) return m;
    if (pe_dict_set_str(vm, vm->modules, name, m) < 0) goto fail;
    if (def->init(vm, m, pe_module_dict(m)) < 0) {
        pe_value exc = pe_err_fetch(vm);
        pe_value key = pe_obj_value(&name->base);
        if (!pe_is_null(pe_dict_get_str(vm, vm->modules, name)) &&
            pe_dict_del(vm, vm->modules, key) < 0)
            pe_err_clear(vm);
        pe_err_restore(vm, exc);
        goto fail;
    }
    return m;
fail:
    pe_decref(vm, m);
    return PE_NULL;
}

int pe_registry_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_MODULE];
    t->tflags |= PE_TPF_GC | PE_TPF_HAS_DICT;
    t->dictoffset = offsetof(pe_module, dict);
    t->basicsize = sizeof(pe_module);
    t->dealloc = module_dealloc;
    t->traverse = module_traverse;
    t->clear = module_clear;
    t->repr = module_repr;
    t->getattr = module_getattr;
    t->setattr = module_setattr;
    t->hash = module_hash;
    vm->modules = pe_dict_new(vm);
    return pe_is_null(vm->modules) ? -1 : 0;
}
