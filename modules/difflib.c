/*
 * difflib.c - the `difflib` module, written in sandbox Python (modules/py/difflib.py):
 * its matching loops run as ordinary sandbox code, charged per step.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_difflib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "difflib", pe_frozen_difflib,
                                 pe_frozen_difflib_len);
}
