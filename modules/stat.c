/*
 * stat.c - the `stat` module of CPython 3.11 (Linux values): all of it is
 * modules/py/stat.py.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_stat_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "stat", pe_frozen_stat, pe_frozen_stat_len);
}
