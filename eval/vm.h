/*
 * vm.h - the VM: limits, the allocator, builtin types, interned names, the pending
 * exception, globals that persist across runs, and the frame stack.
 *
 * There is no global mutable state anywhere in pyeval: everything mutable hangs off a
 * pe_vm, so different VMs may run on different threads at once.
 */
#ifndef PE_VM_H
#define PE_VM_H

#include <stdint.h>

#include "exc.h"
#include "mem.h"
#include "object.h"
#include "pyeval.h"

/* Builtin types created at VM start-up: X(ENUM, "name"). vm->types[PE_TYPE_ENUM]. */
#define PE_BUILTIN_TYPES(X)                                                              \
    X(OBJECT, "object")                                                                  \
    X(TYPE, "type")                                                                      \
    X(NONE, "NoneType")                                                                  \
    X(NOTIMPL, "NotImplementedType")                                                     \
    X(ELLIPSIS, "ellipsis")                                                              \
    X(BOOL, "bool")                                                                      \
    X(INT, "int")                                                                        \
    X(FLOAT, "float")                                                                    \
    X(STR, "str")                                                                        \
    X(LIST, "list")                                                                      \
    X(TUPLE, "tuple")                                                                    \
    X(DICT, "dict")                                                                      \
    X(RANGE, "range")                                                                    \
    X(SLICE, "slice")                                                                    \
    X(FUNCTION, "function")                                                              \
    X(BUILTIN_FUNCTION, "builtin_function_or_method")                                    \
    X(METHOD, "method")                                                                  \
    X(CELL, "cell")                                                                      \
    X(LIST_ITER, "list_iterator")                                                        \
    X(TUPLE_ITER, "tuple_iterator")                                                      \
    X(STR_ITER, "str_ascii_iterator")                                                    \
    X(RANGE_ITER, "range_iterator")                                                      \
    X(DICT_KEYITER, "dict_keyiterator")                                                  \
    X(DICT_KEYS, "dict_keys")                                                            \
    X(DICT_VALUES, "dict_values")                                                        \
    X(DICT_ITEMS, "dict_items")                                                          \
    X(MODULE, "module")

typedef enum pe_type_kind {
#define PE_X(e, s) PE_TYPE_##e,
    PE_BUILTIN_TYPES(PE_X)
#undef PE_X
        PE_TYPE__COUNT
} pe_type_kind;

struct pe_vm {
    pe_mem mem;
    pyeval_config cfg;

    /* builtin types and exception types, owned by the VM */
    pe_type *types[PE_TYPE__COUNT];
    pe_type *exc_types[PE_EXC__COUNT];

    /* singletons that are objects (None/bool/int/float are immediates) */
    pe_value notimpl;  /* NotImplemented */
    pe_value ellipsis; /* Ellipsis */

    /* the pending exception (an exception instance) or PE_NULL */
    pe_value exc;
    pe_limit_kind limit; /* set while a limit error is pending */

    /* interned names: an open-addressing set of pe_str* (eval/intern.c) */
    pe_str **intern_tab;
    uint32_t intern_cap, intern_len;

    /* operation budget: ops counts down in PE_TICK; ops_used is for stats */
    int64_t ops_left;
    uint64_t ops_used;

    /* collector: every tracked container (eval/gc.c) */
    pe_obj *gc_objects;

    /* The evaluator-core owner extends this struct below (frames, globals, builtins,
     * output accounting, clock polling, ...). */
};

/*
 * PE_TICK charges n operations; it evaluates to 0 normally and to -1 with the
 * operation-limit error pending. Placed at loop back-edges, calls and comprehension
 * steps, and in builtins in proportion to their work. The slow path (eval/vm.c) also
 * polls the wall clock and the interrupt flag, so the clock is read every N ticks and
 * never per node.
 */
int pe_tick_slow(pe_vm *vm) PE_MUST_CHECK;
#define PE_TICK(vm, n) (((vm)->ops_left -= (int64_t)(n)) < 0 ? pe_tick_slow(vm) : 0)

#endif
