/*
 * sizeof.h - CPython 3.11's (64-bit) memory figures for sys.getsizeof and
 * object.__sizeof__, computed from pyeval's own objects.
 *
 * pyeval's structs are not CPython's, so the figures are a model: each builtin type's
 * CPython struct size, plus what CPython's own __sizeof__ counts for its buffers (the
 * digits of an int, the code units of a str at its narrowest kind, a list's allocated
 * slots, a dict's key table, a set's hash table), plus, in sys.getsizeof, the 16-byte
 * GC header of GC-tracked types and the 16 bytes of a managed instance dict.
 * Containers grow by CPython's own rules in pyeval, so their capacities are the same
 * in the usual cases; docs/differences.md lists where the model differs.
 */
#ifndef PE_SIZEOF_H
#define PE_SIZEOF_H

#include <stdint.h>

#include "../eval/object.h"

/* CPython's type(v).__sizeof__(v) for v's builtin layout (for instances of user
 * classes: the builtin base's figure with the class's slots, dict and weakref
 * pointers). 0, or -1 with an error pending (the budget: a str's scan for its widest
 * character and a class's __slots__ are charged). */
int pe_sizeof_basic(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;

/* The bytes sys.getsizeof adds to __sizeof__() for an instance of t: CPython's GC
 * header (16) for GC-tracked types, and 16 more when instances of t keep a managed
 * __dict__ (user classes whose dict CPython 3.11 keeps before the object). 0 or -1
 * (the budget, as above). */
int pe_sizeof_preheader(pe_vm *vm, pe_type *t, int64_t *out) PE_MUST_CHECK;

#endif
