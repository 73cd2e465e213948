/*
 * object.c - allocation, deallocation and the type of a value.
 */
#include "object.h"

#include <string.h>

#include "../builtins/type.h"
#include "exc.h"
#include "gc.h"
#include "vm.h"

_Thread_local uint32_t pe_nan_stamp;

/* The count a sealed start-up object gets back when it drops to 0 (pe_obj_dealloc). */
#define PE_RC_BOOT (1u << 30)

pe_type *(pe_type_of)(pe_vm *vm, pe_value v) {
    switch ((pe_tag)v.tag) {
    case PE_T_NONE: return vm->types[PE_TYPE_NONE];
    case PE_T_BOOL: return vm->types[PE_TYPE_BOOL];
    case PE_T_INT: return vm->types[PE_TYPE_INT];
    case PE_T_FLOAT: return vm->types[PE_TYPE_FLOAT];
    case PE_T_OBJ: return v.u.o->type;
    case PE_T_NULL: break;
    }
    return NULL;
}

pe_obj *pe_obj_alloc(pe_vm *vm, pe_type *type, size_t size) {
    pe_obj *o = pe_mem_alloc(&vm->mem, size);
    if (!o) {
        pe_err_nomem(vm);
        return NULL;
    }
    memset(o, 0, size);
    o->rc = 1;
    o->type = type;
    if (type && (type->tflags & PE_TPF_HEAPTYPE)) pe_obj_incref(&type->base);
    if (type && (type->tflags & PE_TPF_GC)) pe_gc_track(vm, o);
    /* start-up's objects must all be in its chunk to be sealed (gc.h) */
    if (__builtin_expect(vm->boot_lazy, 0) && !pe_mem_in_boot(&vm->mem, o))
        vm->boot_spill = 1;
    return o;
}

void pe_obj_free(pe_vm *vm, pe_obj *o, size_t size) {
    if (o->gc) pe_gc_untrack(vm, o);
    pe_mem_free(&vm->mem, o, size);
}

static void pe_obj_dealloc_now(pe_vm *vm, pe_obj *o) {
    pe_type *t = o->type;
    /* a user class's __del__ runs first, and may resurrect the object */
    if ((t->tflags & PE_TPF_HAS_DEL) && pe_type_call_del(vm, o)) return;
    /* The type's dealloc releases the object's references and frees its memory with
     * pe_obj_free; a heap type's reference is dropped afterwards, because the dealloc
     * may still need the type (e.g. its basicsize). */
    t->dealloc(vm, o);
    if (t->tflags & PE_TPF_HEAPTYPE) pe_obj_decref(vm, &t->base);
}

/* Deallocs nest as deep as the chain of last references: a million closures each
 * holding the previous one, or objects linked through attributes, would overflow the C
 * stack. Past PE_DEALLOC_NEST nested deallocs the object is queued instead, and the
 * outermost dealloc frees the queue, so the depth stays bounded (CPython's trashcan).
 * Lists, tuples and dicts also take themselves apart iteratively (pe_seq_release). */
#define PE_DEALLOC_NEST 200

/* Queues o (rc 0) for the outermost dealloc. The queue's memory is outside the memory
 * limit: it only ever holds objects on their way out. 0 when it cannot grow, and the
 * caller frees o at once. */
static int pe_obj_dealloc_defer(pe_vm *vm, pe_obj *o) {
    if (vm->dealloc_later_len == vm->dealloc_later_cap) {
        size_t ncap = vm->dealloc_later_cap ? vm->dealloc_later_cap * 2 : 64;
        uint64_t limit = vm->mem.limit;
        vm->mem.limit = 0;
        pe_obj **q = pe_mem_realloc(&vm->mem, vm->dealloc_later,
                                    vm->dealloc_later_cap * sizeof *q, ncap * sizeof *q);
        vm->mem.limit = limit;
        if (!q) return 0;
        vm->dealloc_later = q;
        vm->dealloc_later_cap = ncap;
    }
    vm->dealloc_later[vm->dealloc_later_len++] = o;
    return 1;
}

void pe_obj_dealloc(pe_vm *vm, pe_obj *o) {
    if ((uintptr_t)o - vm->boot_lo < vm->boot_len) {
        /* a sealed start-up object is immortal (gc.h): `del builtins.len` or a
         * replaced type-dict entry leaves it in place, with a count far from 0. A
         * dirty one drops what it holds, as its dealloc would have (a clean one holds
         * only start-up objects; in pyeval_free, pe_gc_boot_clear does it). */
        o->rc = PE_RC_BOOT;
        if ((o->gc & PE_GC_BOOT_DIRTY) && o->type->clear && !vm->boot_closing)
            o->type->clear(vm, o);
        return;
    }
    if (vm->dealloc_depth >= PE_DEALLOC_NEST && pe_obj_dealloc_defer(vm, o)) return;
    vm->dealloc_depth++;
    pe_obj_dealloc_now(vm, o);
    if (vm->dealloc_depth == 1) {
        /* the outermost dealloc: free what was queued (which may queue more) */
        /* loop-bound: per-object: pe_obj_dealloc runs once per object */
        while (vm->dealloc_later_len)
            pe_obj_dealloc_now(vm, vm->dealloc_later[--vm->dealloc_later_len]);
    }
    vm->dealloc_depth--;
}

void pe_obj_dealloc_fini(pe_vm *vm) {
    pe_mem_free(&vm->mem, vm->dealloc_later,
                vm->dealloc_later_cap * sizeof *vm->dealloc_later);
    vm->dealloc_later = NULL;
    vm->dealloc_later_len = vm->dealloc_later_cap = 0;
}

int pe_type_is_subtype(const pe_type *a, const pe_type *b) {
    if (a == b) return 1;
    if (a->mro.tag == PE_T_OBJ) {
        /* mro is a tuple; its layout belongs to builtins/tuple.h */
        extern int pe_tuple_contains_ptr(pe_value tuple, const void *p);
        return pe_tuple_contains_ptr(a->mro, b);
    }
    /* loop-bound: mro */
    for (const pe_type *t = a->tbase; t; t = t->tbase)
        if (t == b) return 1;
    return 0;
}
