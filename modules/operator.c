/*
 * operator.c - the `operator` module of CPython 3.11. The functions over one operator
 * (add, iadd, lt, neg, getitem, ...) are C: each is one call of the evaluator's own
 * operation (pe_op_binary, pe_op_inplace, pe_op_compare, ...), so they behave and fail
 * exactly as the operator in source does, and their argument errors use CPython's
 * _operator wording ("add expected 2 arguments, got 1", "_operator.neg() takes exactly
 * one argument (0 given)"). The rest - itemgetter, attrgetter, methodcaller (classes
 * with reprs, C types in modules/operator_types.c), concat, countOf, indexOf, length_hint,
 * call and the dunder aliases - is sandbox Python in modules/py/operator.py over these (it
 * runs under the budget, so countOf over an endless iterator stops at the operation limit).
 */
#include "../builtins/dict.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

/* Two positional arguments, no keywords, in _operator's wording. 0 or -1. */
static int two_args(pe_vm *vm, const char *name, const char *qual, size_t nargs,
                    pe_obj *kwnames) {
    if (pe_args_nokw(vm, qual, kwnames) < 0) return -1;
    return pe_args_range(vm, name, nargs, NULL, 2, 2);
}

/* One positional argument, no keywords. 0 or -1. */
static int one_arg(pe_vm *vm, const char *qual, size_t nargs, pe_obj *kwnames) {
    return pe_args_one(vm, qual, nargs, kwnames);
}

/* add, sub, ... : a OP b. New reference or PE_NULL. */
#define OPER_BINARY(fname, iname, op)                                                      \
    static pe_value oper_##fname(pe_vm *vm, const pe_value *args, size_t nargs,            \
                                 pe_obj *kwnames) {                                        \
        if (two_args(vm, #fname, "_operator." #fname, nargs, kwnames) < 0) return PE_NULL; \
        return pe_op_binary(vm, op, args[0], args[1]);                                     \
    }                                                                                      \
    static pe_value oper_##iname(pe_vm *vm, const pe_value *args, size_t nargs,            \
                                 pe_obj *kwnames) {                                        \
        if (two_args(vm, #iname, "_operator." #iname, nargs, kwnames) < 0) return PE_NULL; \
        return pe_op_inplace(vm, op, args[0], args[1]);                                    \
    }

OPER_BINARY(add, iadd, PE_OP_ADD)
OPER_BINARY(sub, isub, PE_OP_SUB)
OPER_BINARY(mul, imul, PE_OP_MULT)
OPER_BINARY(matmul, imatmul, PE_OP_MATMULT)
OPER_BINARY(truediv, itruediv, PE_OP_DIV)
OPER_BINARY(floordiv, ifloordiv, PE_OP_FLOORDIV)
OPER_BINARY(mod, imod, PE_OP_MOD)
OPER_BINARY(pow, ipow, PE_OP_POW)
OPER_BINARY(lshift, ilshift, PE_OP_LSHIFT)
OPER_BINARY(rshift, irshift, PE_OP_RSHIFT)
OPER_BINARY(and_, iand, PE_OP_BITAND)
OPER_BINARY(or_, ior, PE_OP_BITOR)
OPER_BINARY(xor, ixor, PE_OP_BITXOR)

/* lt, le, ...: the rich comparison, whatever it returns. */
#define OPER_COMPARE(fname, op)                                                            \
    static pe_value oper_##fname(pe_vm *vm, const pe_value *args, size_t nargs,            \
                                 pe_obj *kwnames) {                                        \
        if (two_args(vm, #fname, "_operator." #fname, nargs, kwnames) < 0) return PE_NULL; \
        return pe_op_compare(vm, op, args[0], args[1]);                                    \
    }

OPER_COMPARE(lt, PE_CMP_LT)
OPER_COMPARE(le, PE_CMP_LT_E)
OPER_COMPARE(eq, PE_CMP_EQ)
OPER_COMPARE(ne, PE_CMP_NOT_EQ)
OPER_COMPARE(gt, PE_CMP_GT)
OPER_COMPARE(ge, PE_CMP_GT_E)

/* neg, pos, invert/inv: the unary operator. */
#define OPER_UNARY(fname, op)                                                              \
    static pe_value oper_##fname(pe_vm *vm, const pe_value *args, size_t nargs,            \
                                 pe_obj *kwnames) {                                        \
        if (one_arg(vm, "_operator." #fname, nargs, kwnames) < 0) return PE_NULL;          \
        return pe_op_unary(vm, op, args[0]);                                               \
    }

OPER_UNARY(neg, PE_UOP_USUB)
OPER_UNARY(pos, PE_UOP_UADD)
OPER_UNARY(invert, PE_UOP_INVERT)
OPER_UNARY(inv, PE_UOP_INVERT)

static pe_value oper_not_(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (one_arg(vm, "_operator.not_", nargs, kwnames) < 0) return PE_NULL;
    int t = pe_op_truth(vm, args[0]);
    return t < 0 ? PE_NULL : pe_bool(!t);
}

static pe_value oper_truth(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (one_arg(vm, "_operator.truth", nargs, kwnames) < 0) return PE_NULL;
    int t = pe_op_truth(vm, args[0]);
    return t < 0 ? PE_NULL : pe_bool(t);
}

static pe_value oper_index(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (one_arg(vm, "_operator.index", nargs, kwnames) < 0) return PE_NULL;
    return pe_op_index(vm, args[0]);
}

/* is_/is_not: identity, as the evaluator's `is` (pe_is). */
static pe_value oper_is_(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (two_args(vm, "is_", "_operator.is_", nargs, kwnames) < 0) return PE_NULL;
    return pe_bool(pe_is(args[0], args[1]));
}

static pe_value oper_is_not(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (two_args(vm, "is_not", "_operator.is_not", nargs, kwnames) < 0) return PE_NULL;
    return pe_bool(!pe_is(args[0], args[1]));
}

static pe_value oper_contains(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    if (two_args(vm, "contains", "_operator.contains", nargs, kwnames) < 0) return PE_NULL;
    int r = pe_op_contains(vm, args[0], args[1]);
    return r < 0 ? PE_NULL : pe_bool(r);
}

static pe_value oper_getitem(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (two_args(vm, "getitem", "_operator.getitem", nargs, kwnames) < 0) return PE_NULL;
    return pe_op_getitem(vm, args[0], args[1]);
}

static pe_value oper_setitem(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (pe_args_nokw(vm, "_operator.setitem", kwnames) < 0) return PE_NULL;
    if (pe_args_range(vm, "setitem", nargs, NULL, 3, 3) < 0) return PE_NULL;
    return pe_op_setitem(vm, args[0], args[1], args[2]) < 0 ? PE_NULL : PE_NONE;
}

static pe_value oper_delitem(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (two_args(vm, "delitem", "_operator.delitem", nargs, kwnames) < 0) return PE_NULL;
    return pe_op_delitem(vm, args[0], args[1]) < 0 ? PE_NULL : PE_NONE;
}

#define OPER_DEF(n)                                                                        \
    { #n, oper_##n, 0 }
#define OPER_DEF2(n, i) OPER_DEF(n), OPER_DEF(i)

static const pe_method_def oper_functions[] = {
    OPER_DEF2(add, iadd),
    OPER_DEF2(sub, isub),
    OPER_DEF2(mul, imul),
    OPER_DEF2(matmul, imatmul),
    OPER_DEF2(truediv, itruediv),
    OPER_DEF2(floordiv, ifloordiv),
    OPER_DEF2(mod, imod),
    OPER_DEF2(pow, ipow),
    OPER_DEF2(lshift, ilshift),
    OPER_DEF2(rshift, irshift),
    OPER_DEF2(and_, iand),
    OPER_DEF2(or_, ior),
    OPER_DEF2(xor, ixor),
    OPER_DEF(lt),
    OPER_DEF(le),
    OPER_DEF(eq),
    OPER_DEF(ne),
    OPER_DEF(gt),
    OPER_DEF(ge),
    OPER_DEF(neg),
    OPER_DEF(pos),
    OPER_DEF(invert),
    OPER_DEF(inv),
    OPER_DEF(not_),
    OPER_DEF(truth),
    OPER_DEF(index),
    OPER_DEF(is_),
    OPER_DEF(is_not),
    OPER_DEF(contains),
    OPER_DEF(getitem),
    OPER_DEF(setitem),
    OPER_DEF(delitem),
    {NULL, NULL, 0},
};

int pe_mod_operator_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, oper_functions) < 0) return -1;
    if (pe_dict_set_cstr(vm, dict, "itemgetter",
                         pe_obj_value(&vm->types[PE_TYPE_OP_ITEMGETTER]->base)) < 0 ||
        pe_dict_set_cstr(vm, dict, "attrgetter",
                         pe_obj_value(&vm->types[PE_TYPE_OP_ATTRGETTER]->base)) < 0 ||
        pe_dict_set_cstr(vm, dict, "methodcaller",
                         pe_obj_value(&vm->types[PE_TYPE_OP_METHODCALLER]->base)) < 0)
        return -1;
    return pe_module_exec_source(vm, dict, "operator", pe_frozen_operator,
                                 pe_frozen_operator_len);
}
