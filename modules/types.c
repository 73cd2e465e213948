/*
 * types.c - the `types` module: type names, SimpleNamespace, new_class, prepare_class,
 * resolve_bases, DynamicClassAttribute and coroutine, in sandbox Python
 * (modules/py/types.py), over two private helpers for what Python code cannot see
 * without code objects: what kind of body a function has, and marking a generator
 * as awaitable (CPython's CO_ITERABLE_COROUTINE).
 */
#include "../builtins/str.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/gen.h"
#include "../eval/vm.h"
#include "../parser/scope.h"
#include "frozen.h"
#include "registry.h"

/* _body_kind(f): 'generator', 'coroutine', 'async_generator' for a Python function with
 * such a body, else None. */
static pe_value body_kind(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (nargs != 1 || kwnames)
        return pe_err_set(vm, PE_EXC_TypeError, "_body_kind() takes one argument");
    if (!pe_is_obj(args[0]) || args[0].u.o->type != vm->types[PE_TYPE_FUNCTION])
        return PE_NONE;
    uint32_t fl = ((pe_func *)args[0].u.o)->scope->flags;
    if (fl & PE_SCOPE_COROUTINE)
        return pe_str_from_cstr(vm,
                                fl & PE_SCOPE_GENERATOR ? "async_generator" : "coroutine");
    if (fl & PE_SCOPE_GENERATOR) return pe_str_from_cstr(vm, "generator");
    return PE_NONE;
}

/* _iterable_coroutine(gen): marks a generator object so that `await` takes it. */
static pe_value iterable_coroutine(pe_vm *vm, const pe_value *args, size_t nargs,
                                   pe_obj *kwnames) {
    if (nargs != 1 || kwnames)
        return pe_err_set(vm, PE_EXC_TypeError, "_iterable_coroutine() takes one argument");
    pe_value g = args[0];
    if (pe_is_obj(g) && g.u.o->type == vm->types[PE_TYPE_GENERATOR] &&
        (g.u.o->flags & PE_GEN_FLAG_DEF))
        g.u.o->flags |= PE_GEN_FLAG_ITERCORO;
    return pe_incref(g);
}

static const pe_method_def types_functions[] = {
    {"_body_kind", body_kind, 0},
    {"_iterable_coroutine", iterable_coroutine, 0},
    {NULL, NULL, 0},
};

int pe_mod_types_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, types_functions)) return -1;
    return pe_module_exec_source(vm, dict, "types", pe_frozen_types, pe_frozen_types_len);
}
