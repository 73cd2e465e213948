/*
 * slotwrap.h - dunder methods of builtin types made from their slots (slot wrappers).
 */
#ifndef PE_SLOTWRAP_H
#define PE_SLOTWRAP_H

#include "../eval/object.h"

/* Adds the wrappers to every builtin type's dict; call once every builtin type has its
 * slots and methods. 0, or -1 with MemoryError pending. */
int pe_slotwrap_init(pe_vm *vm) PE_MUST_CHECK;

/* Is def one of the slot-wrapper entries (for its repr)? Cannot fail. */
int pe_slotwrap_is(const pe_method_def *def);

#endif
