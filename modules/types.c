/*
 * types.c - the `types` module: type names, SimpleNamespace, new_class, prepare_class,
 * resolve_bases and DynamicClassAttribute, in sandbox Python (modules/py/types.py).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_types_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "types", pe_frozen_types, pe_frozen_types_len);
}
