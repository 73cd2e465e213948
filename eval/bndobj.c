/*
 * bndobj.c - PYEVAL_OBJECT values: namedtuples, dataclasses and the datetime types
 * across the boundary (include/pyeval.h).
 */
#include "exc.h"
#include "host.h"
#include "vm.h"

pe_value pe_bnd_object_to_vm(pe_vm *vm, const pyeval_value *v, size_t depth) {
    (void)v;
    (void)depth;
    return pe_err_set(vm, PE_EXC_TypeError, "OBJECT values are not supported yet");
}

int pe_bnd_object_to_host(pe_vm *vm, pe_bnd_tree *t, pe_value v, pe_bnd_fill_fn fill,
                          void *ctx, pyeval_value *out) {
    (void)vm;
    (void)t;
    (void)v;
    (void)fill;
    (void)ctx;
    (void)out;
    return 0;
}
