/*
 * enum.c - the `enum` module: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, ...,
 * in sandbox Python (modules/py/enum.py) over pyeval's metaclasses.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_enum_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "enum", pe_frozen_enum, pe_frozen_enum_len);
}
