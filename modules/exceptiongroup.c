/*
 * exceptiongroup.c - the private `_exceptiongroup` module: BaseExceptionGroup and
 * ExceptionGroup, and the steps of `except*`, in sandbox Python
 * (modules/py/_exceptiongroup.py). The builtins load it the first time a program
 * names either class (pe_import_lazy_builtin), and `except*` imports it.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_exceptiongroup_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "_exceptiongroup", pe_frozen_exceptiongroup,
                                 pe_frozen_exceptiongroup_len);
}
