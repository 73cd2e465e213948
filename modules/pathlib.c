/*
 * pathlib.c - the `pathlib` module: sandbox Python (modules/py/pathlib.py) over the VM's
 * virtual file tree (docs/files.md).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_pathlib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "pathlib", pe_frozen_pathlib,
                                 pe_frozen_pathlib_len);
}
