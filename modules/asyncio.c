/*
 * asyncio.c - the `asyncio` module of CPython 3.11: all of it is modules/py/asyncio.py,
 * one deterministic event loop with a virtual clock (sleeps never wait for real time).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_asyncio_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "asyncio", pe_frozen_asyncio,
                                 pe_frozen_asyncio_len);
}
