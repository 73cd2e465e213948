/*
 * urllib_parse.c - `urllib.parse`, written in sandbox Python
 * (modules/py/urllib_parse.py).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_urllib_parse_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "urllib.parse", pe_frozen_urllib_parse,
                                 pe_frozen_urllib_parse_len);
}
