/*
 * hmac.c - the `hmac` module of CPython 3.11: HMAC objects, new, digest and
 * compare_digest, written in Python over hashlib (modules/py/hmac.py). compare_digest
 * compares every byte whatever the mismatch (timing is not a concern inside the
 * sandbox, but the semantics and messages are CPython's).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_hmac_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "hmac", pe_frozen_hmac, pe_frozen_hmac_len);
}
