/*
 * glob.c - the `glob` module: sandbox Python (modules/py/glob.py) over the VM's virtual
 * file tree (docs/files.md).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_glob_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "glob", pe_frozen_glob, pe_frozen_glob_len);
}
