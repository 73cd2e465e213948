/*
 * slice.h - slice objects and the index arithmetic every sequence uses.
 */
#ifndef PE_SLICE_H
#define PE_SLICE_H

#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_slice {
    pe_obj base;
    pe_value start, stop, step; /* owned; None when omitted */
} pe_slice;

/* Fills the slice type. 0 or -1. */
int pe_slice_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a slice? Cannot fail. */
int pe_slice_check(pe_vm *vm, pe_value v);

/* New slice(start, stop, step); each borrowed (pass PE_NONE for omitted). New
 * reference or PE_NULL. */
pe_value pe_slice_new(pe_vm *vm, pe_value start, pe_value stop,
                      pe_value step) PE_MUST_CHECK;

/* PySlice_Unpack + PySlice_AdjustIndices for a sequence of length len: sets *start,
 * *stop, *step and returns the slice length (>= 0), or -1 with TypeError ("slice
 * indices must be integers or None or have an __index__ method") or ValueError
 * ("slice step cannot be zero") pending. Big ints are clamped as CPython does. */
int64_t pe_slice_indices(pe_vm *vm, pe_value slice, int64_t len, int64_t *start,
                         int64_t *stop, int64_t *step) PE_MUST_CHECK;

/* The two halves of pe_slice_indices, for containers that Python code can resize
 * (list, bytearray): pe_slice_unpack converts the bounds (PySlice_Unpack: __index__ may
 * run Python code; big ints clamped), 0 or -1 with the error pending; pe_slice_adjust
 * clamps them to the length read afterwards (PySlice_AdjustIndices) and returns the
 * slice length. pe_slice_adjust cannot fail and runs no Python code. */
int pe_slice_unpack(pe_vm *vm, pe_value slice, int64_t *start, int64_t *stop,
                    int64_t *step) PE_MUST_CHECK;
int64_t pe_slice_adjust(int64_t len, int64_t *start, int64_t *stop, int64_t step);

/* Normalises a sequence index: v must be an int or have __index__ (callers check the
 * type and raise their own TypeError first); negative indices count from the end.
 * Returns 0 with *out in [0, len), or -1 with IndexError("<what> index out of range")
 * (or "cannot fit 'int' into an index-sized integer") pending. `what` is "list",
 * "tuple", "string", "range object", or "list assignment". */
int pe_seq_index(pe_vm *vm, pe_value v, int64_t len, const char *what,
                 int64_t *out) PE_MUST_CHECK;
/* The same for a container that __index__ can resize: *lenp is read after the index is
 * converted. */
int pe_seq_index_live(pe_vm *vm, pe_value v, const size_t *lenp, const char *what,
                      int64_t *out) PE_MUST_CHECK;

/* Drops the references items[0..n) (the array itself is untouched) without recursing
 * into nested containers: an exact list, tuple or dict whose last reference goes is
 * taken apart here with an explicit work list instead of through its dealloc, so
 * freeing [[[...]]] nested 10**6 deep cannot overflow the C stack (CPython's trashcan
 * plays this role). Cannot fail (without memory for the work list it falls back to
 * plain recursive decrefs). */
void pe_seq_release(pe_vm *vm, const pe_value *items, size_t n);

/* Recursion guard for container operations that recurse into their items without a
 * Python call in between (==/< of nested lists, tuple hashing, isinstance's tuple
 * walk): charges one operation for the node (docs/architecture.md, "Proportional
 * charges": a walk over a shared structure visits exponentially many nodes), counts
 * toward the Python recursion limit like CPython's Py_EnterRecursiveCall
 * (RecursionError "maximum recursion depth exceeded<where>") and checks the C stack
 * (the uncatchable limit). 0, or -1 with the error pending (the operation limit among
 * them); after 0, call pe_seq_leave_recursive. */
int pe_seq_enter_recursive(pe_vm *vm, const char *where) PE_MUST_CHECK;
void pe_seq_leave_recursive(pe_vm *vm);

#endif
