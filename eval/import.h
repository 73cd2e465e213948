/*
 * import.h - the import statements: `import a.b as c`, `from a import b as c, *`, and
 * the __import__ builtin, over the allowlisted modules of modules/registry.h.
 */
#ifndef PE_IMPORT_H
#define PE_IMPORT_H

#include "frame.h"

/* Executes an IMPORT or IMPORT_FROM statement in frame f. */
pe_exec pe_exec_import(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* Imports a dotted module name (`import a.b` semantics without binding): the module
 * for `name`. New reference, or PE_NULL with ModuleNotFoundError/ImportError pending. */
pe_value pe_import_module(pe_vm *vm, pe_str *name) PE_MUST_CHECK;

#endif
