/*
 * tuple.h - the tuple type: an immutable array of values stored inline.
 *
 * Invariant: once a tuple has been handed to Python code its items are all non-NULL
 * and never change. Between pe_tuple_new and the last pe_tuple_set_item of its creator
 * an item may be PE_NULL (dealloc and traverse skip those).
 */
#ifndef PE_TUPLE_H
#define PE_TUPLE_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_tuple {
    pe_obj base;
    size_t len;
    pe_value items[]; /* owned references */
} pe_tuple;

/* Fills the tuple and tuple_iterator types. 0 or -1. */
int pe_tuple_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a tuple or tuple subclass instance? Cannot fail. */
int pe_tuple_check(pe_vm *vm, pe_value v);

static inline pe_tuple *pe_tuple_obj(pe_value v) {
    return (pe_tuple *)v.u.o;
}
static inline size_t pe_tuple_len(pe_value v) {
    return ((pe_tuple *)v.u.o)->len;
}
/* Borrowed item i (i < len). Cannot fail. */
static inline pe_value pe_tuple_item(pe_value v, size_t i) {
    return ((pe_tuple *)v.u.o)->items[i];
}

/* New tuple of n items, all PE_NULL, for the creator to fill with pe_tuple_set_item.
 * New reference or PE_NULL (MemoryError). */
pe_value pe_tuple_new(pe_vm *vm, size_t n) PE_MUST_CHECK;

/* Stores item i of a tuple being built. Steals `item`. Cannot fail. */
static inline void pe_tuple_set_item(pe_value t, size_t i, pe_value item) {
    ((pe_tuple *)t.u.o)->items[i] = item;
}

/* New tuple holding copies (increfed) of items[0..n). New reference or PE_NULL. */
pe_value pe_tuple_from_array(pe_vm *vm, const pe_value *items, size_t n) PE_MUST_CHECK;

/* New tuple (a, b) / (a,) with both increfed. New reference or PE_NULL. */
pe_value pe_tuple_pack2(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_tuple_pack1(pe_vm *vm, pe_value a) PE_MUST_CHECK;

/* tuple(iterable): the iterable itself (increfed) when it is an exact tuple. New
 * reference or PE_NULL. */
pe_value pe_tuple_from_iterable(pe_vm *vm, pe_value iterable) PE_MUST_CHECK;

/* Is any item an object whose pointer equals p? (Used for MRO membership.) Cannot
 * fail. */
int pe_tuple_contains_ptr(pe_value tuple, const void *p);

/* CPython 3.11's tuple hash (xxHash-based) over the items' hashes. 0 or -1
 * ("unhashable type: 'list'"). */
int pe_tuple_hash(pe_vm *vm, pe_value self, int64_t *out) PE_MUST_CHECK;

extern const pe_method_def pe_tuple_methods[];

#endif
