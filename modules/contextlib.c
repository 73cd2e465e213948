/*
 * contextlib.c - the `contextlib` module: contextmanager, suppress, nullcontext,
 * closing, ExitStack, redirect_stdout/redirect_stderr, ContextDecorator and
 * AbstractContextManager, as CPython 3.11 has them. Written in Python
 * (modules/py/contextlib.py): class-shaped helpers whose cost is a few calls per `with`.
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_contextlib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "contextlib", pe_frozen_contextlib,
                                 pe_frozen_contextlib_len);
}
