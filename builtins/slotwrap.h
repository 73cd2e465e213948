/*
 * slotwrap.h - dunder methods of builtin types made from their slots (slot wrappers).
 */
#ifndef PE_SLOTWRAP_H
#define PE_SLOTWRAP_H

#include "../eval/object.h"

/* Adds the wrappers to the dict of every builtin type that is not filled lazily
 * (PE_TPF_LAZY_DICT, builtins/type.h); call once every builtin type has its slots and
 * methods. 0, or -1 with MemoryError pending. */
int pe_slotwrap_init(pe_vm *vm) PE_MUST_CHECK;

/* The same for one builtin type t, whose dict is being filled (pe_type_fill, after its
 * methods). 0, or -1 with MemoryError pending. */
int pe_slotwrap_fill(pe_vm *vm, pe_type *t) PE_MUST_CHECK;

/* Is def one of the slot-wrapper entries (for its repr)? Cannot fail. */
int pe_slotwrap_is(const pe_method_def *def);

#endif
