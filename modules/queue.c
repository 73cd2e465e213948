/*
 * queue.c - the `queue` module of CPython 3.11: all of it is modules/py/queue.py,
 * which waits through time.sleep so the wall-time limit ends a wait that nothing
 * can satisfy (the sandbox has no threads).
 */
#include "frozen.h"
#include "registry.h"

int pe_mod_queue_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "queue", pe_frozen_queue, pe_frozen_queue_len);
}
