/*
 * compile.h - compile(), exec() and eval(): source strings run inside the same
 * sandbox, under the same budget and limits, with sandbox dicts as namespaces.
 */
#ifndef PE_COMPILE_H
#define PE_COMPILE_H

#include "../eval/object.h"

/* Fills the code type's slots. 0 or -1. */
int pe_compile_init(pe_vm *vm) PE_MUST_CHECK;

/* The builtins themselves (pe_native_fn), registered by builtins/functions.c. */
pe_value pe_builtin_compile(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames);
pe_value pe_builtin_exec(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames);
pe_value pe_builtin_eval(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames);

#endif
