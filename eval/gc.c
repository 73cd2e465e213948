/*
 * gc.c - the collector's object list, and breaking cycles at VM teardown.
 *
 * The trial-deletion pass for running programs (pe_gc_collect) is not written yet: it
 * frees nothing, which is safe (a cycle made by a program is kept until pyeval_free,
 * which breaks every cycle with pe_gc_free_all). Its design, for the next step, is
 * QuickJS's: for every tracked object subtract the references held by other tracked
 * objects (traverse); objects left with a count > 0 are reachable from outside and so
 * is everything they reach; clear() the rest.
 */
#include "gc.h"

#include "vm.h"

void pe_gc_track(pe_vm *vm, pe_obj *o) {
    o->gc = PE_GC_TRACKED;
    o->gc_prev = NULL;
    o->gc_next = vm->gc_objects;
    if (vm->gc_objects) vm->gc_objects->gc_prev = o;
    vm->gc_objects = o;
}

void pe_gc_untrack(pe_vm *vm, pe_obj *o) {
    if (o->gc_prev) o->gc_prev->gc_next = o->gc_next;
    else vm->gc_objects = o->gc_next;
    if (o->gc_next) o->gc_next->gc_prev = o->gc_prev;
    o->gc_prev = o->gc_next = NULL;
    o->gc = 0;
}

size_t pe_gc_collect(pe_vm *vm) {
    (void)vm;
    return 0;
}

/*
 * Teardown: take a reference to every tracked object (so none is freed while others
 * are being cleared), clear each, then drop the references. The pointer array is
 * allocated with the memory limit lifted. Clearing may free untracked objects but
 * tracked ones survive until the final decref pass; further rounds catch objects that
 * were created by clear slots (none today).
 */
void pe_gc_free_all(pe_vm *vm) {
    for (int round = 0; round < 4 && vm->gc_objects; round++) {
        size_t n = 0;
        for (pe_obj *o = vm->gc_objects; o; o = o->gc_next) n++;
        uint64_t limit = vm->mem.limit;
        vm->mem.limit = 0;
        pe_obj **all = pe_mem_alloc(&vm->mem, n * sizeof *all);
        vm->mem.limit = limit;
        if (!all) break; /* leaks rather than risk freeing while walking */
        size_t i = 0;
        for (pe_obj *o = vm->gc_objects; o; o = o->gc_next) {
            all[i++] = o;
            pe_obj_incref(o);
        }
        for (i = 0; i < n; i++)
            if (all[i]->type && all[i]->type->clear) all[i]->type->clear(vm, all[i]);
        for (i = 0; i < n; i++) pe_obj_decref(vm, all[i]);
        pe_mem_free(&vm->mem, all, n * sizeof *all);
    }
}
