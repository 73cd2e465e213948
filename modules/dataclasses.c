/*
 * dataclasses.c - the `dataclasses` module: CPython 3.11's dataclass decorator, field(),
 * fields(), asdict(), astuple(), replace(), make_dataclass(), InitVar, KW_ONLY and
 * FrozenInstanceError. Written in Python (modules/py/dataclasses.py): it is class-shaped
 * code that runs once per class definition, so it costs the program a class body's
 * worth of operations, never a per-call cost beyond the generated methods themselves.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_dataclasses_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "dataclasses", pe_frozen_dataclasses,
                                 pe_frozen_dataclasses_len);
}
