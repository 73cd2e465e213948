/*
 * graphlib.c - the `graphlib` module of CPython 3.11, written in sandbox Python
 * (modules/py/graphlib.py).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_graphlib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "graphlib", pe_frozen_graphlib,
                                 pe_frozen_graphlib_len);
}
