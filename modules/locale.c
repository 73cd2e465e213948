/*
 * locale.c - the `locale` module for the C locale only, written in sandbox Python
 * (modules/py/locale.py): the sandbox has no host locales.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_locale_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "locale", pe_frozen_locale,
                                 pe_frozen_locale_len);
}
