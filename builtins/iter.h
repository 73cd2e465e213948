/*
 * iter.h - the lazy iterator types of the builtins: enumerate, zip, map, filter,
 * reversed.
 */
#ifndef PE_ITER_H
#define PE_ITER_H

#include "../eval/object.h"

/* Fills the five types' slots. 0 or -1. */
int pe_iter_init(pe_vm *vm) PE_MUST_CHECK;

#endif
