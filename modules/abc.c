/*
 * abc.c - the `abc` module: ABCMeta, ABC, abstractmethod and friends, in sandbox Python
 * (modules/py/abc.py) over pyeval's metaclasses. object.__new__ (builtins/object.c)
 * refuses classes whose __abstractmethods__ is non-empty.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_abc_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "abc", pe_frozen_abc, pe_frozen_abc_len);
}
