/*
 * logging.c - the `logging` module, written in sandbox Python (modules/py/logging.py); its
 * native helpers (the caller's frame, formatted tracebacks) live in traceback.c.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_logging_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "logging", pe_frozen_logging,
                                 pe_frozen_logging_len);
}
