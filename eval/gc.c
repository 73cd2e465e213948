/*
 * gc.c - object list for the cycle collector. The trial-deletion pass itself
 * (pe_gc_collect) is written with the full object model; until then it frees nothing,
 * which is safe (cycles are merely kept until pyeval_free).
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
