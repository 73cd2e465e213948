/*
 * secrets.c - the `secrets` module of CPython 3.11 (token_bytes, token_hex,
 * token_urlsafe, randbelow, randbits, choice, compare_digest, SystemRandom), written in
 * Python (modules/py/secrets.py) over random.SystemRandom: host entropy always, the
 * host's --seed does not apply.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_secrets_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "secrets", pe_frozen_secrets,
                                 pe_frozen_secrets_len);
}
