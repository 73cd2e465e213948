/*
 * ipaddress.c - the `ipaddress` module, written in sandbox Python
 * (modules/py/ipaddress.py): addresses, networks and interfaces as ints.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_ipaddress_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "ipaddress", pe_frozen_ipaddress,
                                 pe_frozen_ipaddress_len);
}
