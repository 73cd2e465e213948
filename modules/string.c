/*
 * string.c - the `string` module: the character-class constants, capwords, and a
 * Template class. Written in Python (it is pure text processing in CPython too).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_string_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "string", pe_frozen_string,
                                 pe_frozen_string_len);
}
