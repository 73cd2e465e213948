/*
 * fnmatch.c - the `fnmatch` module: sandbox Python (modules/py/fnmatch.py) over the VM's
 * virtual file tree (docs/files.md).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_fnmatch_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "fnmatch", pe_frozen_fnmatch,
                                 pe_frozen_fnmatch_len);
}
