/*
 * range.h - the range type (lazy arithmetic progression) and its iterator.
 *
 * Bounds are int64 (range arguments outside int64 raise OverflowError, a documented
 * difference from CPython, which allows arbitrary ints). len is precomputed, so len,
 * `in` (for ints), index and indexing are O(1).
 */
#ifndef PE_RANGE_H
#define PE_RANGE_H

#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_range {
    pe_obj base;
    int64_t start, stop, step;
    int64_t len;
} pe_range;

/* Fills range and range_iterator. 0 or -1. */
int pe_range_init(pe_vm *vm) PE_MUST_CHECK;

/* New range object; step must be non-zero. New reference or PE_NULL. */
pe_value pe_range_new(pe_vm *vm, int64_t start, int64_t stop, int64_t step) PE_MUST_CHECK;

extern const pe_method_def pe_range_methods[];

#endif
