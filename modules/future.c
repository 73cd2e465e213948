/*
 * future.c - the `__future__` module: the _Feature records of CPython 3.11's
 * Lib/__future__.py. The statement `from __future__ import x` is also a compile-time
 * directive, handled by the parser; at run time it imports this module like any other.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_future_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "__future__", pe_frozen_future,
                                 pe_frozen_future_len);
}
