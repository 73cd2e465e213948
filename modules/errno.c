/*
 * errno.c - the `errno` module: the error-number constants and errorcode of CPython
 * 3.11 on Linux x86-64 (modules/py/errno.py holds the table).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_errno_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "errno", pe_frozen_errno, pe_frozen_errno_len);
}
