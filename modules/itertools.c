/*
 * itertools.c - the `itertools` module of CPython 3.11. Its iterator types are sandbox
 * classes in modules/py/itertools.py (see docs/modules.md for why, and what moving them
 * to C would change): every step is a Python call, so iteration is charged to the
 * operation budget, and every buffer (cycle, tee, the combinatoric pools) is an ordinary
 * list or tuple under the memory limit.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_itertools_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "itertools", pe_frozen_itertools,
                                 pe_frozen_itertools_len);
}
