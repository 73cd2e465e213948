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
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/frame.h"
#include "../eval/func.h"
#include "../eval/gc.h"
#include "../eval/ops.h"
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
    /* PEP 562: a module-level __getattr__ answers for the names the module lacks (os
     * uses it to refuse its process functions with a clear error) */
    pe_value hook = pe_dict_get_cstr(vm, d, "__getattr__");
    if (!pe_is_null(hook)) {
        pe_value arg = pe_obj_value(&name->base);
        return pe_op_call(vm, hook, &arg, 1, NULL);
    }
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

/* types.ModuleType(name, doc=None): a new, empty module (positional arguments only). */
static pe_value module_new_slot(pe_vm *vm, pe_type *type, const pe_value *args,
                                size_t nargs, pe_obj *kwnames) {
    if (pe_args_nokw(vm, "module", kwnames) < 0 ||
        pe_args_count(vm, "module", nargs, kwnames, 1, 2) < 0)
        return PE_NULL;
    if (!pe_str_check(vm, args[0]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "module() argument 'name' must be str, not %s",
                             pe_op_typename(vm, args[0]));
    pe_value m = pe_module_new(vm, "");
    if (pe_is_null(m)) return m;
    pe_value d = pe_module_dict(m);
    if (pe_dict_set_str(vm, d, vm->ids[PE_ID_name], args[0]) < 0 ||
        (nargs > 1 && pe_dict_set_str(vm, d, vm->ids[PE_ID_doc], args[1]) < 0)) {
        pe_decref(vm, m);
        return PE_NULL;
    }
    return m;
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
    pe_vm_ast_set_frozen(ast);
    int r = pe_run_module(vm, ast, dict);
    pe_vm_ast_decref(vm, ast); /* its functions hold their own references */
    return r;
}

/* ---- lookup and the host's policy --------------------------------------------------- */

_Static_assert(sizeof registry / sizeof registry[0] - 1 <= PE_IMPORT_MAX,
               "PE_IMPORT_MAX (eval/vm.h) must cover every registered module");

int pe_registry_use_table(pe_vm *vm, const pe_module_def *table) {
    size_t n = 0;
    /* loop-bound: const: a static module table */
    while (table[n].name)
        n++;
    if (n > PE_IMPORT_MAX) return -1;
    vm->registry = table;
    pe_registry_set_policy(vm, NULL, NULL);
    return 0;
}

int pe_registry_index(pe_vm *vm, const char *name, size_t n) {
    const pe_module_def *registry = vm->registry;
    /* loop-bound: const: the module registry */
    for (int i = 0; registry[i].name; i++)
        if (strlen(registry[i].name) == n && !memcmp(registry[i].name, name, n)) return i;
    return -1;
}

/* Whether registered name `reg` lies under `name[0:n]`: equal to it or a submodule of
 * it ("a" covers "a" and "a.b", not "ab"). Cannot fail. */
static int registry_covers(const char *name, size_t n, const char *reg) {
    return !strncmp(reg, name, n) && (reg[n] == '\0' || reg[n] == '.');
}

int pe_registry_is_package(pe_vm *vm, const char *name, size_t n) {
    const pe_module_def *registry = vm->registry;
    /* loop-bound: const: the module registry */
    for (int i = 0; registry[i].name; i++)
        if (!strncmp(registry[i].name, name, n) && registry[i].name[n] == '.') return 1;
    return 0;
}

int pe_registry_allowed(pe_vm *vm, const char *name, size_t n) {
    int i = pe_registry_index(vm, name, n);
    if (i < 0) return !vm->import_restricted;
    return !vm->import_denied[i];
}

/* Applies one comma-separated list to the flags: deny (is_allow 0) marks every module
 * an item covers; allow marks every module that no item covers, an item covering a
 * module, its submodules and the packages above it (`a.b` cannot load without `a`). */
static void registry_apply_list(pe_vm *vm, const char *list, int is_allow) {
    const pe_module_def *registry = vm->registry;
    unsigned char hit[PE_IMPORT_MAX] = {0};
    const char *p = list;
    /* loop-bound: setup: the host's list, parsed once at VM creation */
    while (*p) {
        /* one item, without the blanks around it */
        /* loop-bound: setup: the host's list */
        while (*p == ' ' || *p == ',')
            p++;
        const char *q = p;
        /* loop-bound: setup: the host's list */
        while (*q && *q != ',')
            q++;
        size_t n = (size_t)(q - p);
        /* loop-bound: setup: the host's list */
        while (n && p[n - 1] == ' ')
            n--;
        /* loop-bound: const: the module registry */
        for (int i = 0; n && registry[i].name; i++) {
            const char *reg = registry[i].name;
            if (registry_covers(p, n, reg) ||
                (is_allow && registry_covers(reg, strlen(reg), p) && n > strlen(reg)))
                hit[i] = 1;
        }
        p = q;
    }
    /* loop-bound: const: the module registry */
    for (int i = 0; registry[i].name; i++)
        if (hit[i] != is_allow) vm->import_denied[i] = 1;
}

void pe_registry_set_policy(pe_vm *vm, const char *allow, const char *deny) {
    memset(vm->import_denied, 0, sizeof vm->import_denied);
    vm->import_restricted = allow != NULL;
    if (allow) registry_apply_list(vm, allow, 1);
    if (deny) registry_apply_list(vm, deny, 0);
}

/* ---- import ------------------------------------------------------------------------- */

/* Standard modules refused on purpose: they reach the host (files, processes, network,
 * threads, the interpreter's internals). Their note says so. */
static const char *const refused[] = {
    "_thread",
    "asyncio",
    "builtins",
    "code",
    "concurrent",
    "ctypes",
    "dbm",
    "faulthandler",
    "fcntl",
    "ftplib",
    "gc",
    "grp",
    "http",
    "imp",
    "importlib",
    "inspect",
    "marshal",
    "mmap",
    "multiprocessing",
    "pdb",
    "pickle",
    "pkgutil",
    "platform",
    "posix",
    "pty",
    "pwd",
    "resource",
    "runpy",
    "select",
    "selectors",
    "shelve",
    "signal",
    "smtplib",
    "socket",
    "sqlite3",
    "ssl",
    "subprocess",
    "sysconfig",
    "tempfile",
    "termios",
    "threading",
    "tty",
    "urllib.error",
    "urllib.request",
    "urllib.response",
    "urllib.robotparser",
    "webbrowser",
    "zipimport",
    NULL,
};

static int registry_refused(const char *name, size_t n) {
    /* a submodule (http.client) is refused with its package; a listed submodule
     * (urllib.request) by itself, when its package (urllib) is available */
    /* loop-bound: const: the refused module names */
    for (const char *const *r = refused; *r; r++) {
        size_t len = strlen(*r);
        if (len <= n && !memcmp(*r, name, len) && (len == n || name[len] == '.')) return 1;
    }
    return 0;
}

/* Whether a registered name is listed in the note: public (no component starting with
 * an underscore) and allowed here. */
static int registry_listed(pe_vm *vm, int i) {
    const char *s = vm->registry[i].name;
    if (vm->import_denied[i] || s[0] == '_' || strstr(s, "._")) return 0;
    return 1;
}

/* The note: "pyeval: [why; ]available modules: a, b, c". New str or PE_NULL. */
static pe_value registry_note(pe_vm *vm, const char *name, size_t n) {
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    int r = pe_strbuf_addc(&b, "pyeval: ");
    if (r == 0 && registry_refused(name, n))
        r = pe_strbuf_addc(&b, "the sandbox has no access to the host (files, processes, "
                               "network, threads); ");
    else if (r == 0 && pe_registry_index(vm, name, n) >= 0)
        r = pe_strbuf_addc(&b, "the host does not allow this module; ");
    if (r == 0) r = pe_strbuf_addc(&b, "available modules:");
    const char *sep = " ";
    int any = 0;
    /* loop-bound: const: the module registry */
    for (int i = 0; r == 0 && vm->registry[i].name; i++) {
        if (!registry_listed(vm, i)) continue;
        r = pe_strbuf_addc(&b, sep);
        if (r == 0) r = pe_strbuf_addc(&b, vm->registry[i].name);
        sep = ", ";
        any = 1;
    }
    if (r == 0 && !any) r = pe_strbuf_addc(&b, " (none)");
    if (r < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

pe_value pe_registry_not_found(pe_vm *vm, const char *name, size_t n, size_t parent) {
    pe_value fullname = PE_NULL, pname = PE_NULL, note = PE_NULL, notes = PE_NULL;
    pe_value exc = PE_NULL;
    fullname = pe_str_value(vm, name, n);
    if (pe_is_null(fullname)) goto fail;
    pname = parent ? pe_str_value(vm, name, parent) : PE_NONE;
    if (pe_is_null(pname)) goto fail;
    if (parent)
        pe_err_format(vm, PE_EXC_ModuleNotFoundError,
                      "No module named %R; %R is not a package", fullname, pname);
    else
        pe_err_format(vm, PE_EXC_ModuleNotFoundError, "No module named %R", fullname);
    if (!pe_err_matches(vm, PE_EXC_ModuleNotFoundError) || !pe_exc_check(vm, vm->exc))
        goto fail; /* MemoryError or a limit instead */
    /* held: an error below replaces it as the pending exception */
    exc = pe_incref(vm->exc);
    pe_exc_set_attr(vm, exc, PE_EXCF_IMPORT, PE_EXC_X_IMPORT_NAME, fullname);
    /* the note (PEP 678), which tracebacks print under the message: what there is */
    pe_exc *e = pe_exc_obj(exc);
    note = registry_note(vm, name, n);
    notes = pe_is_null(note) ? PE_NULL : pe_list_new(vm, 0);
    /* a failure below leaves its own error (MemoryError, a limit) pending instead */
    if (pe_is_null(notes) || pe_list_append(vm, notes, note) < 0) goto fail;
    if (pe_is_null(e->dict)) e->dict = pe_dict_new(vm);
    if (pe_is_null(e->dict) || pe_dict_set_cstr(vm, e->dict, "__notes__", notes) < 0)
        goto fail;
fail:
    pe_decref(vm, exc);
    pe_decref(vm, fullname);
    pe_decref(vm, pname);
    pe_decref(vm, note);
    pe_decref(vm, notes);
    return PE_NULL;
}

/* Sets __package__ (and __path__ for a package) as CPython's loaders do: a package is
 * its own package, a submodule's is its parent, a top-level module's is ''. 0 or -1. */
static int registry_set_package(pe_vm *vm, pe_value dict, const char *name) {
    size_t n = strlen(name);
    int pkg = pe_registry_is_package(vm, name, n);
    const char *dot = strrchr(name, '.');
    size_t pn = pkg ? n : dot ? (size_t)(dot - name) : 0;
    pe_value p = pe_str_value(vm, name, pn);
    if (pe_is_null(p)) return -1;
    int r = pe_dict_set_cstr(vm, dict, "__package__", p);
    pe_decref(vm, p);
    if (r < 0 || !pkg) return r;
    pe_value path = pe_list_new(vm, 0);
    if (pe_is_null(path)) return -1;
    r = pe_dict_set_cstr(vm, dict, "__path__", path);
    pe_decref(vm, path);
    return r;
}

pe_value pe_registry_load(pe_vm *vm, int index) {
    const pe_module_def *def = &vm->registry[index];
    pe_value cached = pe_dict_get_cstr(vm, vm->modules, def->name);
    if (!pe_is_null(cached)) return pe_incref(cached);
    pe_value key = PE_NULL;
    pe_value m = pe_module_new(vm, def->name);
    if (pe_is_null(m)) return m;
    key = pe_str_from_cstr(vm, def->name);
    if (pe_is_null(key) || registry_set_package(vm, pe_module_dict(m), def->name) < 0 ||
        pe_dict_set(vm, vm->modules, key, m) < 0)
        goto fail;
    if (def->init(vm, m, pe_module_dict(m)) < 0) {
        pe_value exc = pe_err_fetch(vm);
        if (!pe_is_null(pe_dict_get_str(vm, vm->modules, pe_str_obj(key))) &&
            pe_dict_del(vm, vm->modules, key) < 0)
            pe_err_clear(vm);
        pe_err_restore(vm, exc);
        goto fail;
    }
    pe_decref(vm, key);
    return m;
fail:
    pe_decref(vm, key);
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
    vm->registry = registry;
    /* the host's strings are read here once and never kept */
    pe_registry_set_policy(vm, vm->cfg.allow_imports, vm->cfg.deny_imports);
    vm->cfg.allow_imports = vm->cfg.deny_imports = NULL;
    t->new_ = module_new_slot;
    vm->modules = pe_dict_new(vm);
    return pe_is_null(vm->modules) ? -1 : 0;
}

pe_value pe_module_set_c_name(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames, const char *const *names) {
    if (pe_args_range(vm, "_set_c_name", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    if (!pe_type_check(vm, args[0]) || !pe_str_check(vm, args[1]) ||
        !(((pe_type *)args[0].u.o)->tflags & PE_TPF_HEAPTYPE))
        return pe_err_set(vm, PE_EXC_TypeError, "_set_c_name(class, str)");
    pe_type *t = (pe_type *)args[0].u.o;
    /* loop-bound: const: the caller's static table */
    for (size_t i = 0; names[i]; i++) {
        if (strcmp(pe_str_obj(args[1])->data, names[i]) == 0) {
            t->name = names[i];
            return PE_NONE;
        }
    }
    return pe_err_set(vm, PE_EXC_ValueError, "_set_c_name: unknown name");
}
