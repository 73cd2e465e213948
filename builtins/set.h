/*
 * set.h - the set and frozenset types: CPython's open-addressing hash table
 * (Objects/setobject.c), reproduced closely enough that iteration order matches
 * CPython's for keys whose hashes match (ints, floats, bools, None, tuples of those).
 *
 * Layout and invariants:
 *   - table has mask + 1 slots (a power of two, at least 8); a slot is empty (key
 *     PE_NULL, hash 0), a dummy left by a deletion (key PE_NULL, hash -1), or active;
 *   - used active slots, fill = active + dummy slots; fill * 5 < mask * 3 after every
 *     insertion (the table is resized to the next power of two above used*4, or used*2
 *     past 50000 keys);
 *   - probing is CPython's: up to LINEAR_PROBES = 9 neighbouring slots, then
 *     i = (i * 5 + 1 + perturb) & mask with perturb >>= 5;
 *   - hash caches a frozenset's hash (-1 until computed; unused for set).
 * Keys are compared by identity, then pe_op_eq, which may run Python code: lookups hold
 * a reference to the key they compare and restart when the table changed meanwhile.
 */
#ifndef PE_SET_H
#define PE_SET_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_set_entry {
    int64_t hash;
    pe_value key; /* owned; PE_NULL for empty and dummy slots */
} pe_set_entry;

typedef struct pe_set {
    pe_obj base;
    size_t fill, used, mask, finger;
    int64_t hash;
    pe_set_entry *table;
} pe_set;

/* Fills set, frozenset and set_iterator. 0 or -1. */
int pe_set_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a set / a frozenset / either? Cannot fail. */
int pe_set_check(pe_vm *vm, pe_value v);
int pe_frozenset_check(pe_vm *vm, pe_value v);
int pe_anyset_check(pe_vm *vm, pe_value v);

static inline size_t pe_set_len(pe_value v) {
    return ((pe_set *)v.u.o)->used;
}

/* New empty set (frozen: a frozenset). New reference or PE_NULL. */
pe_value pe_set_new(pe_vm *vm, int frozen) PE_MUST_CHECK;

/* New set / frozenset from an iterable (PE_NULL: empty). New reference or PE_NULL. */
pe_value pe_set_from_iterable(pe_vm *vm, pe_value iterable, int frozen) PE_MUST_CHECK;

/* s.add(key). 0 or -1 (unhashable, MemoryError, __eq__ raised). */
int pe_set_add(pe_vm *vm, pe_value s, pe_value key) PE_MUST_CHECK;

/* s.update(iterable) with CPython's merge order for set and dict arguments. 0 or -1. */
int pe_set_update(pe_vm *vm, pe_value s, pe_value iterable) PE_MUST_CHECK;

/* key in s: 1, 0, or -1. A set key is looked up as a frozenset, as in CPython. */
int pe_set_contains(pe_vm *vm, pe_value s, pe_value key) PE_MUST_CHECK;

/* Iteration in table order: start with *pos = 0; 1 with borrowed *key (and *hash when
 * not NULL), or 0 at the end. The set must not change during the loop. Cannot fail. */
int pe_set_next(pe_value s, size_t *pos, pe_value *key, int64_t *hash);
/* Charges a walk over all of s's slots for the free and dummy ones, one op per 16
 * beyond the first 64 (pe_dict_charge_holes says why: a set emptied by discard keeps
 * its table). 0, or -1 with the operation-limit error pending. */
int pe_set_charge_holes(pe_vm *vm, const pe_set *s) PE_MUST_CHECK;

/* The value of a set display whose items (a list, borrowed) were already evaluated:
 * added in order, or, when fold is set (3+ constant items), first collected into a
 * frozenset and merged into the new set, as CPython's compiler folds constant displays
 * (the order then matches CPython's for int and str items; for floats, tuples, bytes
 * it depends on CPython's address-based type hashes and may differ).
 * New reference or PE_NULL. */
pe_value pe_set_display(pe_vm *vm, pe_value list, int fold) PE_MUST_CHECK;

#endif
