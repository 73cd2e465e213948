/*
 * shutil.c - the `shutil` module: sandbox Python (modules/py/shutil.py) over the VM's
 * virtual file tree (docs/files.md).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_shutil_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "shutil", pe_frozen_shutil,
                                 pe_frozen_shutil_len);
}
