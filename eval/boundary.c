/*
 * boundary.c - the host side of the embedding API: boundary values, globals, the last
 * expression's value, host functions, lookups and handles (include/pyeval.h).
 *
 * STUB: the declarations are the contract of issue 12; the implementations below only
 * report failure until the boundary work lands.
 */
#include "pyeval.h"

#include <stdlib.h>

void pyeval_value_free(pyeval_vm *vm, pyeval_value *v) {
    (void)vm;
    (void)v;
}

void pyeval_set_handle_ops(pyeval_vm *vm, const pyeval_handle_ops *ops) {
    (void)vm;
    (void)ops;
}

void pyeval_set_lookup(pyeval_vm *vm, pyeval_lookup_fn fn, void *ud) {
    (void)vm;
    (void)fn;
    (void)ud;
}

int pyeval_set_global(pyeval_vm *vm, const char *name, const pyeval_value *v) {
    (void)vm;
    (void)name;
    (void)v;
    return -1;
}

int pyeval_get_global(pyeval_vm *vm, const char *name, pyeval_value **out) {
    (void)vm;
    (void)name;
    *out = NULL;
    return -1;
}

int pyeval_del_global(pyeval_vm *vm, const char *name) {
    (void)vm;
    (void)name;
    return 0;
}

int pyeval_list_globals(pyeval_vm *vm, pyeval_value **out) {
    (void)vm;
    *out = NULL;
    return -1;
}

int pyeval_last_value(pyeval_vm *vm, pyeval_value **out) {
    (void)vm;
    *out = NULL;
    return 0;
}

int pyeval_final_value(pyeval_vm *vm, pyeval_value **out) {
    (void)vm;
    *out = NULL;
    return -1;
}

pyeval_status pyeval_run_ex(pyeval_vm *vm, const char *src, size_t len,
                            const char *filename, unsigned flags) {
    (void)flags;
    return pyeval_run(vm, src, len, filename);
}
