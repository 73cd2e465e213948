/*
 * os.c - the `os` module: sandbox Python (modules/py/os.py) over the VM's virtual
 * file tree (the _vfs module, core/vfs.c; docs/files.md).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_os_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "os", pe_frozen_os, pe_frozen_os_len);
}
