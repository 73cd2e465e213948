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

/* Makes `table` (NULL-terminated, static: borrowed for the VM's life) the VM's
 * registry instead of PE_MODULES, with no import policy: for tests that need modules
 * the build does not have (a package and its submodules). Call before any import.
 * 0, or -1 when the table has more than PE_IMPORT_MAX modules. */
int pe_registry_use_table(pe_vm *vm, const pe_module_def *table) PE_MUST_CHECK;

/* The index in the VM's registry of the module named name[0:n] (a dotted name), or -1.
 * Cannot fail. */
int pe_registry_index(pe_vm *vm, const char *name, size_t n);

/* 1 if name[0:n] is a package: some registered name starts with "name.". Cannot
 * fail. */
int pe_registry_is_package(pe_vm *vm, const char *name, size_t n);

/* 1 if the host lets programs import name[0:n] (pyeval_config's allow_imports and
 * deny_imports); a name outside the registry is allowed unless an allow list was
 * given. Internal imports (module inits, frozen module code) do not ask. Cannot fail. */
int pe_registry_allowed(pe_vm *vm, const char *name, size_t n);

/* Sets the VM's import policy from the host's comma-separated lists (NULL: no list;
 * read, not kept). Denying a package denies its submodules; allowing a module allows
 * its submodules and the packages above it. Cannot fail. */
void pe_registry_set_policy(pe_vm *vm, const char *allow, const char *deny);

/* The registered module `index` (pe_registry_index), from vm->modules (whatever value
 * the program stored there) or created, initialized and cached there. New reference,
 * or PE_NULL with the init's error pending. Does not touch the parent package. */
pe_value pe_registry_load(pe_vm *vm, int index) PE_MUST_CHECK;

/* Raises CPython's ModuleNotFoundError for name[0:n]: "No module named 'a.b'", or with
 * parent > 0 "No module named 'a.b'; 'a' is not a package" (parent: the length of 'a'),
 * with e.name set and a PEP 678 note listing the modules this VM allows (and saying why
 * a host module or a module the host refused is missing). Returns PE_NULL. */
pe_value pe_registry_not_found(pe_vm *vm, const char *name, size_t n, size_t parent);

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

/* A module's _set_c_name(cls, name) (args, nargs as its native function gets them):
 * gives a class of the module's sandbox Python the tp_name CPython's C type has
 * ("collections.defaultdict"), which messages such as "unsupported operand type(s)"
 * use. Only names from the static table `names` (NULL-terminated) are accepted, since
 * t->name must outlive the class, and only classes (a builtin type's name is shared by
 * the whole VM). None, or PE_NULL with TypeError/ValueError pending. */
pe_value pe_module_set_c_name(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames, const char *const *names) PE_MUST_CHECK;

/* Runs Python source (a frozen module body: src, len bytes, from modules/frozen.h) with
 * dict as its globals. The source is parsed under the name "<frozen NAME>". 0 or -1 with
 * the exception pending. */
int pe_module_exec_source(pe_vm *vm, pe_value dict, const char *name,
                          const unsigned char *src, size_t len) PE_MUST_CHECK;

/*
 * The one list of modules: X(NAME, FILE) for each, in the order `import` errors list
 * them. NAME is the import name, FILE the module's file (modules/FILE.c), whose init
 * is pe_mod_FILE_init. A dotted NAME (X(collections.abc, collections_abc)) is a
 * submodule, and its parent (which must be listed too) a package. Adding a module is a file
 * and a line here: the prototypes, the registry table and the names that errors list are
 * all made from this list.
 */
#define PE_MODULES(X)                                                                      \
    X(abc, abc)                                                                            \
    X(argparse, argparse)                                                                  \
    X(array, array)                                                                        \
    X(asyncio, asyncio)                                                                    \
    X(base64, base64)                                                                      \
    X(binascii, binascii)                                                                  \
    X(bisect, bisect)                                                                      \
    X(builtins, builtins)                                                                  \
    X(calendar, calendar)                                                                  \
    X(cmath, cmath)                                                                        \
    X(collections, collections)                                                            \
    X(collections.abc, collections_abc)                                                    \
    X(_collections_abc, collections_abc_impl)                                              \
    X(contextlib, contextlib)                                                              \
    X(copy, copy)                                                                          \
    X(csv, csv)                                                                            \
    X(_csv, csv_names)                                                                     \
    X(dataclasses, dataclasses)                                                            \
    X(datetime, datetime)                                                                  \
    X(decimal, decimal)                                                                    \
    X(difflib, difflib)                                                                    \
    X(doctest, doctest)                                                                    \
    X(enum, enum)                                                                          \
    X(errno, errno)                                                                        \
    X(_exceptiongroup, exceptiongroup)                                                     \
    X(fnmatch, fnmatch)                                                                    \
    X(fractions, fractions)                                                                \
    X(functools, functools)                                                                \
    X(__future__, future)                                                                  \
    X(gc, gc)                                                                              \
    X(glob, glob)                                                                          \
    X(graphlib, graphlib)                                                                  \
    X(gzip, gzip)                                                                          \
    X(hashlib, hashlib)                                                                    \
    X(heapq, heapq)                                                                        \
    X(hmac, hmac)                                                                          \
    X(html, html)                                                                          \
    X(html.entities, html_entities)                                                        \
    X(html.parser, html_parser)                                                            \
    X(inspect, inspect)                                                                    \
    X(_inspect, inspect_helper)                                                            \
    X(io, io)                                                                              \
    X(ipaddress, ipaddress)                                                                \
    X(itertools, itertools)                                                                \
    X(json, json)                                                                          \
    X(keyword, keyword)                                                                    \
    X(locale, locale)                                                                      \
    X(logging, logging)                                                                    \
    X(math, math)                                                                          \
    X(numbers, numbers)                                                                    \
    X(operator, operator)                                                                  \
    X(os, os)                                                                              \
    X(pathlib, pathlib)                                                                    \
    X(posixpath, posixpath)                                                                \
    X(pprint, pprint)                                                                      \
    X(queue, queue)                                                                        \
    X(random, random)                                                                      \
    X(re, re)                                                                              \
    X(secrets, secrets)                                                                    \
    X(shlex, shlex)                                                                        \
    X(shutil, shutil)                                                                      \
    X(stat, stat)                                                                          \
    X(statistics, statistics)                                                              \
    X(string, string)                                                                      \
    X(struct, struct)                                                                      \
    X(sys, sys)                                                                            \
    X(textwrap, textwrap)                                                                  \
    X(time, time)                                                                          \
    X(traceback, traceback)                                                                \
    X(types, types)                                                                        \
    X(typing, typing)                                                                      \
    X(unicodedata, unicodedata)                                                            \
    X(unittest, unittest)                                                                  \
    X(unittest.mock, unittest_mock)                                                        \
    X(urllib, urllib)                                                                      \
    X(urllib.parse, urllib_parse)                                                          \
    X(uuid, uuid)                                                                          \
    X(_vfs, vfs)                                                                           \
    X(warnings, warnings)                                                                  \
    X(zlib, zlib)                                                                          \
    X(zoneinfo, zoneinfo)

/* Module inits (modules/FILE.c): fill the module's dict. 0, or -1 with the error
 * pending. */
#define PE_MODULE_INIT_PROTO(name, file)                                                   \
    int pe_mod_##file##_init(pe_vm *vm, pe_value module, pe_value dict) PE_MUST_CHECK;
PE_MODULES(PE_MODULE_INIT_PROTO)
#undef PE_MODULE_INIT_PROTO

#endif
