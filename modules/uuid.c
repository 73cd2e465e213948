/*
 * uuid.c - the `uuid` module (modules/py/uuid.py): UUID, uuid3/4/5 and the namespaces
 * of CPython 3.11; uuid1 and getnode are refused (no MAC address in the sandbox).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_uuid_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "uuid", pe_frozen_uuid, pe_frozen_uuid_len);
}
