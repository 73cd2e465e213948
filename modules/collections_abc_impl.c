/*
 * collections_abc_impl.c - the `_collections_abc` module (modules/py/_collections_abc.py):
 * the ABCs of collections.abc, in sandbox Python over abc.ABCMeta. `collections.abc` is
 * the same module under its public name (it resolves once dotted imports exist).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_collections_abc_impl_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "_collections_abc", pe_frozen_collections_abc,
                                 pe_frozen_collections_abc_len);
}
