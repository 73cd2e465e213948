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
#define PE_GC_TMP     0x2u /* during a pass: provisionally unreachable */

/* Link o into the VM's list. Cannot fail. */
void pe_gc_track(pe_vm *vm, pe_obj *o);
/* Unlink o. Cannot fail. */
void pe_gc_untrack(pe_vm *vm, pe_obj *o);
/*
 * Frees unreachable cycles (trial deletion, as QuickJS). Safe wherever every tracked
 * object's traverse reports exactly the references it owns: references held by C code
 * (locals, frame slots) count as external, so anything they reach survives. Returns
 * the number of objects freed. Cannot fail (needs no memory).
 */
size_t pe_gc_collect(pe_vm *vm);

/* The same over the young generation only (objects tracked since the last collection,
 * eval/gc.c): frees the cycles made wholly of them, in time proportional to their
 * number. Returns the number of objects freed. Cannot fail. */
size_t pe_gc_collect_young(pe_vm *vm);

/* Runs pe_gc_collect when the number of tracked objects has grown past the adaptive
 * threshold. Called at safe points (loop back-edges, between runs). Cannot fail. */
void pe_gc_maybe_collect(pe_vm *vm);

/* At interpreter exit (pyeval_finalize): runs the __del__ of every live instance whose
 * class defines one, oldest first, as CPython's last collection finalizes the garbage
 * left when __main__ is torn down. Stops at a limit error (left pending). Python code
 * must be allowed to run (a frame is set). Cannot fail otherwise. */
void pe_gc_run_exit_finalizers(pe_vm *vm);

/* VM teardown only: breaks every remaining reference cycle by calling each tracked
 * object's clear slot (with the object kept alive meanwhile), so that reference
 * counting then frees everything. Cannot fail. */
void pe_gc_free_all(pe_vm *vm);

#endif
