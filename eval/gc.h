/*
 * gc.h - the trial-deletion cycle collector's object list.
 *
 * Every object of a PE_TPF_GC type is linked into vm->gc_objects from allocation to
 * free. The collector itself (pe_gc_collect) runs only at safe points the evaluator
 * chooses, so no C code ever needs to root a value.
 */
#ifndef PE_GC_H
#define PE_GC_H

#include "object.h"

#define PE_GC_TRACKED 0x1u

/* Link o into the VM's list. Cannot fail. */
void pe_gc_track(pe_vm *vm, pe_obj *o);
/* Unlink o. Cannot fail. */
void pe_gc_untrack(pe_vm *vm, pe_obj *o);
/* Free unreachable cycles. Returns the number of objects freed. Cannot fail. */
size_t pe_gc_collect(pe_vm *vm);

/* VM teardown only: breaks every remaining reference cycle by calling each tracked
 * object's clear slot (with the object kept alive meanwhile), so that reference
 * counting then frees everything. Cannot fail. */
void pe_gc_free_all(pe_vm *vm);

#endif
