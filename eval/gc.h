/*
 * gc.h - the trial-deletion cycle collector's object list.
 *
 * Every object of a PE_TPF_GC type is linked into vm->gc_objects from allocation to
 * free, except start-up's objects once sealed (below). The collector itself (pe_gc_collect)
 * runs only at safe points the evaluator chooses, so no C code ever needs to root a value.
 */
#ifndef PE_GC_H
#define PE_GC_H

#include "object.h"
#include "vm.h"

#define PE_GC_TRACKED 0x1u
#define PE_GC_TMP     0x2u /* during a pass: provisionally unreachable */
/* A start-up object (pe_gc_boot_seal): BOOT may stay clean (on the main list during
 * start-up, on no list once sealed), BOOT_DIRTY is on vm->boot_dirty. Once sealed no
 * pass counts or walks either (in_pass). */
#define PE_GC_BOOT       0x10u
#define PE_GC_BOOT_DIRTY 0x20u

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

/*
 * Start-up objects. pyeval_new makes its objects in one chunk (core/mem.c
 * pe_mem_boot_*), and they live as long as the VM. The seal, at the end of
 * pyeval_new, makes every object in the chunk immortal (pe_obj_dealloc leaves it
 * alone) and takes the tracked ones off the collector's list, so no later pass and no
 * teardown walks them one by one; pyeval_free frees the chunk whole. A start-up
 * object is clean while it holds references only to start-up objects and owns no
 * block outside the chunk; any other is on vm->boot_dirty, and pyeval_free releases
 * each of those alone (pe_gc_boot_release). The rule new code follows:
 *   - a type with PE_TPF_BOOT_FROZEN (set in eval/vm.c) never changes after its
 *     instances are made: they stay clean;
 *   - every other type's start-up instances are dirty from birth;
 *   - a dict (the one mutable type kept clean) calls pe_gc_boot_touch before a write
 *     that may store a reference (dict.c pe_dict_insert, eval_expr.c's name slot), and
 *     is dirtied when its tables leave the chunk (pe_dict_resize).
 * The seal is refused (start-up's objects are then tracked and freed one by one, as
 * any other) when start-up made an object outside the chunk (vm->boot_spill: the hook
 * refused the chunk, it was full, or an object was larger than its blocks).
 */
/* Seals start-up (pe_vm_create's last step). Cannot fail. */
void pe_gc_boot_seal(pe_vm *vm);
/* Undoes start-up's tracking when there is no seal (a refused seal, or a start-up
 * that failed): every object goes back to the main list. Cannot fail. */
void pe_gc_boot_unseal(pe_vm *vm);
/* Moves a clean start-up object to vm->boot_dirty. Cannot fail. */
void pe_gc_boot_dirty(pe_vm *vm, pe_obj *o);
/* Called before o (a dict) may come to hold a reference to an object outside the
 * chunk; nothing to do during start-up (everything is in the chunk). */
static inline void pe_gc_boot_touch(pe_vm *vm, pe_obj *o) {
    if (__builtin_expect(o->gc & PE_GC_BOOT, 0) && vm->boot_len) pe_gc_boot_dirty(vm, o);
}
/* pyeval_free of a sealed VM, after the namespaces and before the collector's list:
 * drops every reference the dirty start-up objects hold (a dict's entries and tables;
 * any other type's clear slot), so that the program's objects they held die while
 * their classes are still whole. Cannot fail. */
void pe_gc_boot_clear(pe_vm *vm);
/* pyeval_free of a sealed VM, after the collector's list was freed: each dirty
 * start-up object leaves the list and frees what it still owns (its dealloc), its
 * bytes staying in the chunk. Cannot fail. */
void pe_gc_boot_release(pe_vm *vm);

/* VM teardown only: breaks every remaining reference cycle by calling each tracked
 * object's clear slot (with the object kept alive meanwhile), so that reference
 * counting then frees everything. Cannot fail. */
void pe_gc_free_all(pe_vm *vm);

#endif
