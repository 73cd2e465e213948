/*
 * registry.h - the module object type and the registry of allowlisted native modules.
 *
 * There is no import from the host: `import x` finds x in a static table of
 * name -> init function. A module is created at most once per VM, on first import, and
 * cached in vm->modules (the sandbox's sys.modules). Some modules are written partly in
 * Python: their init runs an embedded source in the module's namespace, inside the same
 * sandbox and budget as the program that imported it.
 *
 * Layout: a module's C is modules/FILE.c (listed in PE_MODULES below); its Python, if
 * any, is the plain file modules/py/NAME.py. tools/gen_frozen.py turns every .py file
 * there into bytes in build/gen/frozen.c at build time (never committed);
 * modules/frozen.h declares them (pe_frozen_ID, pe_frozen_ID_len) and the init passes
 * them to pe_module_exec_source. Tracebacks name the file "<frozen NAME>", with its
 * line numbers.
 */
#ifndef PE_REGISTRY_H
#define PE_REGISTRY_H

#include "../eval/object.h"

typedef struct pe_module {
    pe_obj base;
    pe_value dict; /* the module namespace; __name__ is always set */
} pe_module;

/* A module's init: fills `dict` (already holding __name__ and __doc__). 0 or -1. */
typedef int (*pe_module_init_fn)(pe_vm *vm, pe_value module, pe_value dict);

typedef struct pe_module_def {
    const char *name;
    pe_module_init_fn init;
} pe_module_def;

/* Fills the module type's slots and creates vm->modules. 0 or -1 (start-up). */
int pe_registry_init(pe_vm *vm) PE_MUST_CHECK;

/* The NULL-terminated table of allowlisted modules. Borrowed, static. */
const pe_module_def *pe_registry_table(void);

/* Comma-separated names of the importable modules, for error messages and docs: a
 * static string. Cannot fail. */
const char *pe_registry_names(void);

/* The module `name` (a dotted name), created on first use and cached in vm->modules.
 * New reference, or PE_NULL with ModuleNotFoundError ("No module named 'os'") or the
 * init's error pending. */
pe_value pe_registry_import(pe_vm *vm, pe_str *name) PE_MUST_CHECK;

/* A new, empty module object named `name`. New reference or PE_NULL. */
pe_value pe_module_new(pe_vm *vm, const char *name) PE_MUST_CHECK;

/* 1 if v is a module object. Cannot fail. */
int pe_module_check(pe_vm *vm, pe_value v);

/* The namespace dict of a module (borrowed). */
static inline pe_value pe_module_dict(pe_value m) {
    return ((pe_module *)m.u.o)->dict;
}

/* Adds each def of a NULL-terminated table to a module dict as a builtin function.
 * 0 or -1. */
int pe_module_add_functions(pe_vm *vm, pe_value dict,
                            const pe_method_def *defs) PE_MUST_CHECK;

/* Runs Python source (a frozen module body: src, len bytes, from modules/frozen.h) with
 * dict as its globals. The source is parsed under the name "<frozen NAME>". 0 or -1 with
 * the exception pending. */
int pe_module_exec_source(pe_vm *vm, pe_value dict, const char *name,
                          const unsigned char *src, size_t len) PE_MUST_CHECK;

/*
 * The one list of modules: X(NAME, FILE) for each, in the order `import` errors list
 * them. NAME is the import name, FILE the module's file (modules/FILE.c), whose init
 * is pe_mod_FILE_init. Adding a module is a file and a line here: the prototypes, the
 * registry table and the names that errors list are all made from this list.
 */
#define PE_MODULES(X)                                                                      \
    X(__future__, future)                                                                  \
    X(bisect, bisect)                                                                      \
    X(copy, copy)                                                                          \
    X(hashlib, hashlib)                                                                    \
    X(heapq, heapq)                                                                        \
    X(hmac, hmac)                                                                          \
    X(keyword, keyword)                                                                    \
    X(math, math)                                                                          \
    X(random, random)                                                                      \
    X(secrets, secrets)                                                                    \
    X(string, string)                                                                      \
    X(sys, sys)                                                                            \
    X(typing, typing)

/* Module inits (modules/FILE.c): fill the module's dict. 0, or -1 with the error
 * pending. */
#define PE_MODULE_INIT_PROTO(name, file)                                                   \
    int pe_mod_##file##_init(pe_vm *vm, pe_value module, pe_value dict) PE_MUST_CHECK;
PE_MODULES(PE_MODULE_INIT_PROTO)
#undef PE_MODULE_INIT_PROTO

#endif
