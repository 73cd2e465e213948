/*
 * range.h - the range type (a lazy arithmetic progression) and its iterators.
 *
 * start, stop, step and the precomputed length are ints of any size, as in CPython.
 * When all four fit in int64 (`small`), len, `in`, indexing and iteration take int64
 * fast paths; otherwise they use bigint arithmetic. len, `in` for ints, index and
 * indexing are O(1) either way.
 */
#ifndef PE_RANGE_H
#define PE_RANGE_H

#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_range {
    pe_obj base;
    pe_value start, stop, step, len; /* ints, owned; step != 0; len >= 0 */
    int small;                       /* all four are immediate int64 values */
} pe_range;

/* Fills range and range_iterator. 0 or -1. */
int pe_range_init(pe_vm *vm) PE_MUST_CHECK;

/* New range object over int64 bounds; step must be non-zero. New reference or
 * PE_NULL. */
pe_value pe_range_new(pe_vm *vm, int64_t start, int64_t stop, int64_t step) PE_MUST_CHECK;

/* New range from int values of any size (borrowed); step must be a non-zero int. New
 * reference or PE_NULL. */
pe_value pe_range_new_ints(pe_vm *vm, pe_value start, pe_value stop,
                           pe_value step) PE_MUST_CHECK;

extern const pe_method_def pe_range_methods[];

#endif
