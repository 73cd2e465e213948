/*
 * posixpath.c - the `posixpath` module: sandbox Python (modules/py/posixpath.py) over the
 * VM's virtual file tree (the _vfs module, core/vfs.c; docs/files.md).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_posixpath_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "posixpath", pe_frozen_posixpath,
                                 pe_frozen_posixpath_len);
}
