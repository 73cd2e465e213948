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

#endif
