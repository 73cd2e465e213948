/*
 * warnings.c - the `warnings` module, written in sandbox Python (modules/py/warnings.py);
 * its native helpers (the caller's frame, formatted tracebacks) live in traceback.c.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_warnings_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "warnings", pe_frozen_warnings,
                                 pe_frozen_warnings_len);
}
