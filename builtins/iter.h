/*
 * iter.h - the lazy iterator types of the builtins: enumerate, zip, map, filter,
 * reversed.
 */
#ifndef PE_ITER_H
#define PE_ITER_H

#include "../eval/object.h"

/* Fills the five types' slots. 0 or -1. */
int pe_iter_init(pe_vm *vm) PE_MUST_CHECK;

/*
 * Iterators over one container (list, tuple, dict, set iterators) share this prefix:
 * the object header, then an owned reference to what they iterate (PE_NULL once
 * exhausted). Their types use the pe_ref_iter_* slots below and set basicsize to the
 * full struct size, which the shared dealloc frees.
 */
typedef struct pe_ref_iter {
    pe_obj base;
    pe_value ref;
} pe_ref_iter;

/* iter slot: an iterator is its own iterator. New reference; cannot fail. */
pe_value pe_ref_iter_self(pe_vm *vm, pe_value self);
/* dealloc, traverse and clear slots for pe_ref_iter-prefixed iterators. */
void pe_ref_iter_dealloc(pe_vm *vm, pe_obj *o);
void pe_ref_iter_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg);
void pe_ref_iter_clear(pe_vm *vm, pe_obj *o);

/* iter(callable, sentinel): calls callable until it returns sentinel (==). New
 * reference or PE_NULL. */
pe_value pe_iter_callable(pe_vm *vm, pe_value callable, pe_value sentinel) PE_MUST_CHECK;

#endif
