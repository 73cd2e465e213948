/*
 * functools.c - the `functools` module of CPython 3.11. reduce is C (a loop over the
 * iterable charging one op per item, so reduce over an endless iterator stops at the
 * operation limit), and so are partial, cmp_to_key's KeyWrapper and the lru_cache
 * wrapper (modules/functools_types.c); the rest - partialmethod, lru_cache/cache (the
 * decorators around the C wrapper), wraps/update_wrapper, total_ordering,
 * cached_property, singledispatch and singledispatchmethod - is sandbox Python in
 * modules/py/functools.py.
 */
#include "functools.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* reduce(function, iterable[, initial]): a left fold. New reference or PE_NULL
 * (TypeError "reduce() of empty iterable with no initial value" when there is
 * nothing to fold). */
static pe_value functools_reduce(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kwnames) {
    if (pe_args_nokw(vm, "reduce", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "reduce", nargs, NULL, 2, 3) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) {
        if (pe_err_matches(vm, PE_EXC_TypeError)) {
            pe_err_clear(vm);
            pe_err_set(vm, PE_EXC_TypeError, "reduce() arg 2 must support iteration");
        }
        return PE_NULL;
    }
    pe_value acc = nargs == 3 ? pe_incref(args[2]) : PE_NULL;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) goto fail;
            break;
        }
        if (pe_is_null(acc)) {
            acc = x;
            continue;
        }
        pe_value pair[2] = {acc, x};
        pe_value r = pe_op_call(vm, args[0], pair, 2, NULL);
        pe_decref(vm, acc);
        pe_decref(vm, x);
        acc = r;
        if (pe_is_null(acc)) goto fail;
    }
    pe_decref(vm, it);
    if (pe_is_null(acc))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "reduce() of empty iterable with no initial value");
    return acc;
fail:
    pe_decref(vm, it);
    if (!pe_is_null(acc)) pe_decref(vm, acc);
    return PE_NULL;
}

static const pe_method_def functools_functions[] = {
    {"reduce", functools_reduce, 0},
    {NULL, NULL, 0},
};

int pe_mod_functools_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, functools_functions) < 0 ||
        pe_mod_functools_types_publish(vm, dict) < 0)
        return -1;
    return pe_module_exec_source(vm, dict, "functools", pe_frozen_functools,
                                 pe_frozen_functools_len);
}
