/*
 * iter.h - the lazy iterator types of the builtins: enumerate, zip, map, filter,
 * reversed.
 */
#ifndef PE_ITER_H
#define PE_ITER_H

#include "../eval/object.h"

/* Fills the five types' slots. 0 or -1. */
int pe_iter_init(pe_vm *vm) PE_MUST_CHECK;

/* iter(callable, sentinel): calls callable until it returns sentinel (==). New
 * reference or PE_NULL. */
pe_value pe_iter_callable(pe_vm *vm, pe_value callable, pe_value sentinel) PE_MUST_CHECK;

#endif
