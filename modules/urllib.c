/*
 * urllib.c - the `urllib` package: only its `parse` submodule (urllib_parse.c) is
 * available. urllib.request, .response, .error and .robotparser are refused with the
 * note that the sandbox has no network (modules/registry.c, `refused`).
 */
#include "registry.h"

int pe_mod_urllib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)vm;
    (void)module;
    (void)dict;
    return 0;
}
