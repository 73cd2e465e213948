/*
 * base64.c - the `base64` module: every codec of CPython 3.11's (Base64 standard and
 * URL-safe, Base32 and Base32hex, Base16, Ascii85, Base85, the legacy line-based
 * functions). Written in Python (modules/py/base64.py) over binascii's C loops.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_base64_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "base64", pe_frozen_base64,
                                 pe_frozen_base64_len);
}
