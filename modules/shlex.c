/*
 * shlex.c - the `shlex` module of CPython 3.11, written in sandbox Python
 * (modules/py/shlex.py).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_shlex_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "shlex", pe_frozen_shlex, pe_frozen_shlex_len);
}
