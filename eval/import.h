/*
 * import.h - the import statements: `import a.b as c`, `from a import b as c, *`, and
 * the __import__ builtin, over the allowlisted modules of modules/registry.h.
 */
#ifndef PE_IMPORT_H
#define PE_IMPORT_H

#include "frame.h"

/* Executes an IMPORT or IMPORT_FROM statement in frame f. */
pe_exec pe_exec_import(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* 1 if imports made by code running in frame f (NULL: the host, or a builtin called
 * from it) are the program's own, checked against the host's import policy; 0 for
 * frozen module code. Cannot fail. */
int pe_import_checked(pe_vm *vm, const pe_frame *f);

/* Imports the dotted module name[0:n] (`import a.b` without binding), checking each
 * component against the host's policy when `checked`. Returns the leaf module (a.b) as
 * a new reference, and with top non-NULL the top-level module (a) in *top, also new;
 * or PE_NULL (and *top PE_NULL) with ModuleNotFoundError, ValueError ("Empty module
 * name"), a module init's error or a limit pending. */
pe_value pe_import_name(pe_vm *vm, const char *name, size_t n, int checked,
                        pe_value *top) PE_MUST_CHECK;

/* A builtin name that is made on first use (BaseExceptionGroup, ExceptionGroup: sandbox
 * Python in _exceptiongroup): 1 when name is one and it is now in the builtins, 0 when
 * it is not one, -1 with the exception pending. */
int pe_import_lazy_builtin(pe_vm *vm, pe_str *name) PE_MUST_CHECK;

/* The absolute module name of a `level`-dots relative import of name[0:n] made from
 * a namespace whose globals are `globals` (level 0: name itself), as CPython's
 * resolve_name. New str, or PE_NULL with KeyError/TypeError/ImportError pending. */
pe_value pe_import_resolve(pe_vm *vm, pe_value globals, const char *name, size_t n,
                           int64_t level) PE_MUST_CHECK;

/* `from modname import name` for the module m (borrowed) named modname[0:mn]: the
 * attribute, or the submodule modname.name (imported if m is a package), or the entry
 * in sys.modules. New reference; PE_NULL with *missing set when there is no such name
 * (nothing pending: the caller says what is missing), or PE_NULL with an error
 * pending. A submodule the host refuses is missing when `checked`. */
pe_value pe_import_from_name(pe_vm *vm, pe_value m, const char *modname, size_t mn,
                             pe_str *name, int checked, int *missing) PE_MUST_CHECK;

#endif
