/*
 * subclass.h - instances of user subclasses of the builtin value types (int, float,
 * str, tuple, and any other builtin base other than object, list, dict and the
 * exceptions, which have layouts of their own).
 *
 * pyeval's small ints and floats are immediate values, so such an instance cannot hold
 * its value in the base's own layout. Instead it is a plain instance (header, __dict__
 * slot) followed by one pe_value: the exact builtin value it stands for. The class
 * carries PE_TPF_VALUE_WRAPPER and none of the fast PE_TPF_INT/STR/... subclass bits,
 * so no C code ever mistakes the instance for the builtin's struct; instead:
 *   - its slots unwrap the value and run the builtin's slot (x + 1, len(s), hash, ...);
 *   - builtin methods called on it receive the unwrapped value (eval/func.c);
 *   - attribute lookup finds the class's own attributes first, then the builtin's
 *     computed attributes on the value (x.real).
 * So an int subclass instance behaves as its base in every builtin operation, and
 * results of builtin operations are exact builtins, as in CPython.
 */
#ifndef PE_SUBCLASS_H
#define PE_SUBCLASS_H

#include "../eval/object.h"

#define PE_TPF_VALUE_WRAPPER 0x00040000u

/* Byte offset of the wrapped value in an instance. */
#define PE_SUBCLASS_VALUE_OFFSET (sizeof(pe_obj) + sizeof(pe_value))

/* Is v an instance of a value-wrapping subclass? Cannot fail. */
static inline int pe_subclass_is_wrapper(pe_value v) {
    return v.tag == PE_T_OBJ && v.u.o->type && (v.u.o->type->tflags & PE_TPF_VALUE_WRAPPER);
}

/* The builtin value v stands for: the wrapped value (borrowed) for a wrapper instance,
 * v itself otherwise. Cannot fail. */
static inline pe_value pe_subclass_unwrap(pe_value v) {
    if (!pe_subclass_is_wrapper(v)) return v;
    return *(pe_value *)(void *)((char *)v.u.o + PE_SUBCLASS_VALUE_OFFSET);
}

/* Lays out a new class t whose solid base is `solid` as a wrapper class (flags,
 * basicsize, dealloc/traverse/clear, constructor). Cannot fail. */
void pe_subclass_setup(pe_vm *vm, pe_type *t, pe_type *solid);

/* After the dunder slots of a wrapper class t were computed: every slot still
 * inherited from the builtin base is replaced by one that unwraps first. Cannot fail. */
void pe_subclass_fix_slots(pe_vm *vm, pe_type *t);

/* Creates an instance of the wrapper class t from constructor arguments: the builtin
 * base's constructor makes the value, which is then wrapped (int.__new__(cls, ...)).
 * New reference or PE_NULL. */
pe_value pe_subclass_new(pe_vm *vm, pe_type *t, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) PE_MUST_CHECK;

#endif
