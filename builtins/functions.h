/*
 * functions.h - the builtins namespace: builtin functions (print, len, ...) and the
 * names of the builtin types and singletons.
 */
#ifndef PE_FUNCTIONS_H
#define PE_FUNCTIONS_H

#include "../eval/object.h"

/* Fills vm->builtins (already created) with every builtin function, type and
 * constant. 0 or -1. */
int pe_functions_init(pe_vm *vm) PE_MUST_CHECK;

/* ascii(v): repr with non-ASCII characters escaped. New reference or PE_NULL. */
pe_value pe_builtin_ascii(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* One numeric slot of CPython's ternary_op for pow(v, w, z) with z not None, on
 * builtin values (v, w, z already unwrapped; t the builtin type whose slot runs):
 * int's long_pow (all three ints), float_pow (refuses a modulus), complex_pow
 * ("complex modulo" once v and w convert); NotImplemented otherwise. New reference or
 * PE_NULL. */
pe_value pe_builtin_pow3_slot(pe_vm *vm, pe_type *t, pe_value v, pe_value w,
                              pe_value z) PE_MUST_CHECK;

/* A function frame's variables as a new dict (what locals() returns there): bound
 * parameters, locals, cells and free variables, without the generator lowering's
 * temporaries. New reference, or PE_NULL with the exception pending. */
struct pe_frame;
pe_value pe_frame_locals_snapshot(pe_vm *vm, struct pe_frame *f) PE_MUST_CHECK;

#endif
