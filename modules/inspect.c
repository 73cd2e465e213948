/*
 * inspect.c - the `inspect` module (modules/py/inspect.py) and its private helper
 * `_inspect`, which reads what pyeval's function objects keep instead of CPython's
 * __code__: the parameter names and kinds and the generator/coroutine flags.
 *
 * Differences (docs/differences.md): no frames, no source and no code objects, so
 * getsource, getframeinfo, currentframe, stack and friends raise NotImplementedError
 * naming what is missing.
 */
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* _inspect.params(func): for a Python function, the tuple
 * (names, posonly, positional, kwonly, has_varargs, has_varkw, is_generator,
 * is_coroutine), where names holds the parameters in CPython's co_varnames order:
 * positional (posonly first), keyword-only, then *args and **kwargs when present.
 * Anything else gives None. New reference or PE_NULL. */
static pe_value f_params(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    static const char *const params[] = {"func", NULL};
    const pe_argspec spec = {"params", params, 1, 0, 1};
    pe_value v[1];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, v) < 0) return PE_NULL;
    if (!pe_func_check(vm, v[0])) return PE_NONE;
    const pe_scope *sc = ((pe_func *)v[0].u.o)->scope;
    int varargs = (sc->flags & PE_SCOPE_VARARGS) != 0;
    int varkw = (sc->flags & PE_SCOPE_VARKEYWORDS) != 0;
    size_t n = (size_t)sc->nargs + sc->nkwonly + (size_t)varargs + (size_t)varkw;
    if (PE_TICK(vm, n) < 0) return PE_NULL;
    pe_value names = pe_tuple_new(vm, n);
    if (pe_is_null(names)) return PE_NULL;
    /* loop-bound: charged-before: one op per parameter */
    for (size_t i = 0; i < n; i++) {
        pe_str *s = sc->slot_names[i];
        pe_tuple_set_item(names, i, pe_incref(pe_obj_value(&s->base)));
    }
    pe_value items[8] = {names,
                         pe_int(sc->nposonly),
                         pe_int(sc->nargs),
                         pe_int(sc->nkwonly),
                         pe_bool(varargs),
                         pe_bool(varkw),
                         pe_bool((sc->flags & PE_SCOPE_GENERATOR) != 0),
                         pe_bool((sc->flags & PE_SCOPE_COROUTINE) != 0)};
    pe_value r = pe_tuple_from_array(vm, items, 8);
    pe_decref(vm, names);
    return r;
}

static const pe_method_def inspect_helper_functions[] = {
    {"params", f_params, 0},
    {NULL, NULL, 0},
};

int pe_mod_inspect_helper_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_add_functions(vm, dict, inspect_helper_functions);
}

int pe_mod_inspect_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    return pe_module_exec_source(vm, dict, "inspect", pe_frozen_inspect,
                                 pe_frozen_inspect_len);
}
