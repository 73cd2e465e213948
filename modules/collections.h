/*
 * collections.h - the C types of the `collections` module: deque (with its two
 * iterators) and _tuplegetter (namedtuple's field descriptors). They are builtin types
 * created at VM start-up (PE_BUILTIN_TYPES, eval/vm.h) so that slot wrappers, subclassing
 * and the collector treat them as they treat list; only `import collections` makes them
 * reachable from a program (modules/collections.c).
 */
#ifndef PE_COLLECTIONS_H
#define PE_COLLECTIONS_H

#include "../eval/object.h"

/* A double-ended queue: a ring buffer of cap slots (cap 0 or a power of two); item i is
 * buf[(head + i) & (cap - 1)]. maxlen is -1 when unbounded. state counts mutations that
 * invalidate iterators (CPython's deque->state). Invariant: len <= cap, and when maxlen
 * >= 0, len <= maxlen. */
typedef struct pe_deque {
    pe_obj base;
    pe_value *buf;
    size_t cap, head, len;
    int64_t maxlen;
    uint64_t state;
} pe_deque;

/* Fills the slots and methods of deque, its iterators and _tuplegetter (start-up).
 * 0 or -1. */
int pe_deque_init(pe_vm *vm) PE_MUST_CHECK;
int pe_tuplegetter_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a deque (or an instance of a subclass)? Cannot fail. */
int pe_deque_check(pe_vm *vm, pe_value v);

/* Counts the items of iterable into mapping (CPython's _count_elements): for each item
 * mapping[item] = mapping.get(item, 0) + 1, with a fast path when mapping is an exact
 * dict or a subclass that keeps dict's __getitem__/__setitem__/get. One op per item.
 * 0, or -1 with the error pending. */
int pe_collections_count_elements(pe_vm *vm, pe_value mapping,
                                  pe_value iterable) PE_MUST_CHECK;

#endif
