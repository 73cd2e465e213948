/*
 * gzip.c - the `gzip` module, written in sandbox Python (modules/py/gzip.py) over the
 * zlib module (modules/zlib.c), which does the compression work in C.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_gzip_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "gzip", pe_frozen_gzip, pe_frozen_gzip_len);
}
