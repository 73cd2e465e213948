/*
 * pprint.c - the `pprint` module: pprint, pformat, pp, saferepr, isreadable,
 * isrecursive and PrettyPrinter, with CPython 3.11's layouts. Written in Python
 * (modules/py/pprint.py): its work is repr() calls and string joins, which the sandbox
 * charges as the program's own.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_pprint_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "pprint", pe_frozen_pprint,
                                 pe_frozen_pprint_len);
}
