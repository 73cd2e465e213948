/*
 * gc.c - the cycle collector: the list of tracked containers, trial deletion (the
 * QuickJS scheme), and breaking every cycle at VM teardown.
 *
 * Trial deletion, in three passes over the tracked objects:
 *   1. decref: for every tracked object, subtract from each tracked child's count the
 *      reference the parent holds. An object whose count reaches 0 is referenced only
 *      by other tracked objects (so far): it moves to a temporary list.
 *   2. scan: every object left in the main list is referenced from outside (a frame
 *      slot, a C local, the VM); walking from them, re-add the subtracted counts and
 *      move reached objects back. Then restore the counts the temporary objects gave
 *      their children, so every count is exact again.
 *   3. free: what remains on the temporary list is garbage held only by cycles. Each
 *      is kept alive (incref) while all are cleared, then released, so freeing order
 *      cannot matter.
 * The passes need no memory. Reference counts are exact before and after.
 *
 * Two generations. Every object a collection leaves alive is marked old (PE_GC_OLD);
 * objects tracked since are young, and since tracking pushes at the head of the list,
 * the young objects are always a prefix of it (invariant: no young object follows an
 * old one; a pass that puts old objects back at the head clears their mark). A young
 * pass (pe_gc_collect_young) runs the same three passes over that prefix only: a
 * reference from an old object is counted as external, so what it reaches survives,
 * and only cycles made wholly of young objects are freed. It costs what the run
 * allocated, not what the VM holds: the end of every pyeval_run collects the young
 * generation, where a full pass over the builtins' thousands of objects cost more
 * than the rest of a small run. Full passes still run at the adaptive threshold and
 * when the run was big enough to pay for one (eval/api.c).
 */
#include "gc.h"

#include "../builtins/dict.h"
#include "../builtins/type.h"
#include "gen.h"
#include "vm.h"

#define PE_GC_OLD 0x8u /* survived a collection (see the top of this file) */

/* List primitives on an explicit head, used for both lists during a pass. */
static void list_unlink(pe_obj **head, pe_obj *o) {
    if (o->gc_prev)
        o->gc_prev->gc_next = o->gc_next;
    else
        *head = o->gc_next;
    if (o->gc_next) o->gc_next->gc_prev = o->gc_prev;
    o->gc_prev = o->gc_next = NULL;
}

static void list_push(pe_obj **head, pe_obj *o) {
    o->gc_prev = NULL;
    o->gc_next = *head;
    if (*head) (*head)->gc_prev = o;
    *head = o;
}

/* During start-up (vm->boot_lazy) an object is tracked as a start-up object
 * (gc.h): one that may stay clean (PE_GC_BOOT) on the main list, any other
 * (PE_GC_BOOT_DIRTY) on vm->boot_dirty, so that the seal needs no walk. */
static void boot_track(pe_vm *vm, pe_obj *o) {
    if ((o->type->tflags & PE_TPF_BOOT_FROZEN) || o->type == vm->types[PE_TYPE_DICT]) {
        o->gc = PE_GC_TRACKED | PE_GC_OLD | PE_GC_BOOT;
        list_push(&vm->gc_objects, o);
        vm->gc_count++;
    } else {
        o->gc = PE_GC_TRACKED | PE_GC_OLD | PE_GC_BOOT_DIRTY;
        list_push(&vm->boot_dirty, o);
    }
}

void pe_gc_track(pe_vm *vm, pe_obj *o) {
    /* what start-up makes lives as long as the VM: old from the start, so the first
     * young pass does not walk it (nothing young exists before start-up ends) */
    if (vm->boot_lazy) {
        boot_track(vm, o);
        return;
    }
    o->gc = PE_GC_TRACKED;
    list_push(&vm->gc_objects, o);
    vm->gc_count++;
}

/* During a pass: the provisionally unreachable objects, and objects found reachable
 * again whose children still need the scan. */
typedef struct gc_pass {
    pe_obj *tmp;
    pe_obj *pending;
    int young; /* a young pass: old objects are neither walked nor counted */
} gc_pass;

#define PE_GC_MARK 0x4u /* decref pass: this object's children were decremented */

/* Whether the pass counts child: tracked, and young unless the pass is full. */
static int in_pass(const gc_pass *p, const pe_obj *child) {
    /* a sealed start-up object is never garbage: its references count as external */
    if ((child->gc & (PE_GC_TRACKED | PE_GC_BOOT | PE_GC_BOOT_DIRTY)) != PE_GC_TRACKED)
        return 0;
    return !(p->young && (child->gc & PE_GC_OLD));
}

void pe_gc_untrack(pe_vm *vm, pe_obj *o) {
    if (__builtin_expect(o->gc & PE_GC_BOOT_DIRTY, 0)) {
        list_unlink(&vm->boot_dirty, o);
        o->gc = 0;
        return;
    }
    /* a clean start-up object, once sealed, is on no list (only during start-up on
     * the main list) */
    if (__builtin_expect((o->gc & PE_GC_BOOT) && vm->boot_len, 0)) {
        o->gc = 0;
        return;
    }
    /* objects are only freed outside a pass, when every tracked one is on the main list */
    list_unlink(&vm->gc_objects, o);
    o->gc = 0;
    vm->gc_count--;
}

/* ---- start-up objects (gc.h) ------------------------------------------------------ */

void pe_gc_boot_unseal(pe_vm *vm) {
    vm->boot_lo = 0;
    vm->boot_len = 0;
    /* loop-bound: setup: start-up's objects (a refused seal only) */
    for (pe_obj *o = vm->gc_objects; o; o = o->gc_next)
        o->gc &= (uint16_t)~PE_GC_BOOT;
    /* loop-bound: setup: start-up's objects (a refused seal only) */
    while (vm->boot_dirty) {
        pe_obj *o = vm->boot_dirty;
        list_unlink(&vm->boot_dirty, o);
        list_push(&vm->gc_objects, o);
        o->gc = PE_GC_TRACKED | PE_GC_OLD;
        vm->gc_count++;
    }
}

void pe_gc_boot_seal(pe_vm *vm) {
    if (!vm->mem.boot_base || vm->boot_spill) {
        pe_gc_boot_unseal(vm);
        return;
    }
    vm->boot_lo = (uintptr_t)vm->mem.boot_base;
    vm->boot_len = (size_t)(vm->mem.boot_end - vm->mem.boot_base);
    /* the clean objects leave the main list (their links are stale from here on) */
    vm->gc_objects = NULL;
    vm->gc_count = 0;
}

void pe_gc_boot_dirty(pe_vm *vm, pe_obj *o) {
    if (!vm->boot_len) {
        /* during start-up: leaves the main list */
        list_unlink(&vm->gc_objects, o);
        vm->gc_count--;
    }
    list_push(&vm->boot_dirty, o);
    o->gc = PE_GC_TRACKED | PE_GC_OLD | PE_GC_BOOT_DIRTY;
}

void pe_gc_boot_clear(pe_vm *vm) {
    /* loop-bound: per-object: the start-up objects the program changed */
    for (pe_obj *o = vm->boot_dirty; o; o = o->gc_next) {
        if (o->type == vm->types[PE_TYPE_DICT])
            pe_dict_release(vm, o);
        else if (o->type->clear)
            o->type->clear(vm, o);
    }
}

void pe_gc_boot_release(pe_vm *vm) {
    /* Each is unlinked and frees what it still owns (its references were dropped by
     * pe_gc_boot_clear); its bytes stay in the chunk. Other objects may still point at
     * a released one and drop their (never again read) counts: core/mem.c no longer
     * poisons freed chunk blocks at this point. */
    /* loop-bound: per-object: the start-up objects the program changed */
    while (vm->boot_dirty) {
        pe_obj *o = vm->boot_dirty;
        if (o->type == vm->types[PE_TYPE_DICT]) {
            pe_gc_untrack(vm, o);
            pe_dict_release(vm, o); /* empty, unless a dealloc since wrote to it */
            continue;
        }
        o->type->dealloc(vm, o);
        if (vm->boot_dirty == o) pe_gc_untrack(vm, o); /* a dealloc that kept it */
    }
}

static void move_to_tmp(pe_vm *vm, gc_pass *p, pe_obj *o) {
    list_unlink(&vm->gc_objects, o);
    list_push(&p->tmp, o);
    o->gc |= PE_GC_TMP;
}

/* Only objects already processed move to tmp from here; an unprocessed one moves when
 * its own turn comes (after its children were decremented), as QuickJS's
 * gc_decref_child. So the main-list walk's saved `next` (unprocessed) never moves. */
static void visit_decref(pe_vm *vm, pe_obj *child, void *arg) {
    if (!in_pass(arg, child)) return;
    child->rc--;
    if (child->rc == 0 && (child->gc & PE_GC_MARK) && !(child->gc & PE_GC_TMP))
        move_to_tmp(vm, arg, child);
}

static void visit_scan(pe_vm *vm, pe_obj *child, void *arg) {
    gc_pass *p = arg;
    if (!in_pass(p, child)) return;
    child->rc++;
    if (child->gc & PE_GC_TMP) {
        /* reachable after all: its own children must be scanned too */
        list_unlink(&p->tmp, child);
        child->gc &= (uint16_t)~PE_GC_TMP;
        list_push(&p->pending, child);
    }
}

static void visit_restore(pe_vm *vm, pe_obj *child, void *arg) {
    (void)vm;
    if (in_pass(arg, child)) child->rc++;
}

/* Every object of a heap type holds a reference to its type (pe_obj_alloc), which
 * the types' own traverse slots do not report: it is visited here for all of them. */
static void traverse(pe_vm *vm, pe_obj *o, pe_visit_fn fn, void *arg) {
    if (o->type && o->type->traverse) o->type->traverse(vm, o, fn, arg);
    if (o->type && (o->type->tflags & PE_TPF_HEAPTYPE)) fn(vm, &o->type->base, arg);
}

/* Whether a walk of the main list goes on to o: to the end in a full pass, to the
 * first old object in a young one. */
static int walks(const gc_pass *p, const pe_obj *o) {
    return o && !(p->young && (o->gc & PE_GC_OLD));
}

/* Marks every object of the list old, or (young pass) those of the young prefix. */
static void mark_old(pe_vm *vm, int young) {
    /* loop-bound: amortised: the objects the pass just walked */
    for (pe_obj *o = vm->gc_objects; o && !(young && (o->gc & PE_GC_OLD)); o = o->gc_next)
        o->gc |= PE_GC_OLD;
}

static size_t collect(pe_vm *vm, int young) {
    gc_pass p = {NULL, NULL, young};
    /* 1. decref */
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = vm->gc_objects, *next; walks(&p, o); o = next) {
        next = o->gc_next;
        traverse(vm, o, visit_decref, &p);
        o->gc |= PE_GC_MARK;
        if (o->rc == 0) move_to_tmp(vm, &p, o);
    }
    /* 2. scan from the externally referenced objects; objects re-found go through the
     * pending list and are spliced back onto the main list once scanned */
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = vm->gc_objects; walks(&p, o); o = o->gc_next) {
        o->gc &= (uint16_t)~PE_GC_MARK;
        traverse(vm, o, visit_scan, &p);
    }
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    while (p.pending) {
        pe_obj *o = p.pending;
        list_unlink(&p.pending, o);
        list_push(&vm->gc_objects, o);
        /* back at the head: young until the pass ends (mark_old) */
        o->gc &= (uint16_t) ~(PE_GC_MARK | PE_GC_OLD);
        traverse(vm, o, visit_scan, &p);
    }
    /* restore the counts the garbage gave its children */
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = p.tmp; o; o = o->gc_next)
        traverse(vm, o, visit_restore, &p);
    if (!p.tmp) {
        mark_old(vm, young);
        return 0;
    }

    /* 2b. garbage generators suspended inside try/with first run their cleanup (close(),
     * PEP 442's order), on a normal heap: the pass is abandoned (everything goes back
     * to the main list) and their cycles are found again by a later pass. This runs
     * Python code, which may raise only unraisable errors or leave a limit error
     * pending (eval/gen.h). */
    pe_obj *fin = NULL;
    size_t ndel = 0, npending = 0;
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = p.tmp; o; o = o->gc_next) {
        if (pe_gen_needs_finalize(vm, o)) pe_gen_defer_finalize(vm, o, &fin);
        if (pe_type_del_pending(o)) npending++;
        if (pe_type_needs_del(vm, o)) ndel++;
    }
    /* instances whose class defines __del__ get it called the same way, before anything
     * of the garbage is cleared (PEP 442). Between runs it cannot run: such garbage is
     * kept for pyeval_finalize (or freed without it at teardown). */
    pe_obj **dels = ndel ? pe_mem_alloc(&vm->mem, ndel * sizeof *dels) : NULL;
    if (dels) {
        size_t k = 0;
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        for (pe_obj *o = p.tmp; o && k < ndel; o = o->gc_next)
            if (pe_type_needs_del(vm, o)) {
                pe_obj_incref(o);
                dels[k++] = o;
            }
    }
    if (fin || dels || npending) {
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        while (p.tmp) {
            pe_obj *o = p.tmp;
            list_unlink(&p.tmp, o);
            /* back at the head: young again, so the young prefix stays a prefix */
            o->gc &= (uint16_t) ~(PE_GC_TMP | PE_GC_MARK | PE_GC_OLD);
            list_push(&vm->gc_objects, o);
        }
        pe_gen_run_finalizers(vm, fin);
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        for (size_t k = 0; dels && k < ndel; k++) {
            (void)pe_type_call_del(vm, dels[k]);
            pe_obj_decref(vm, dels[k]);
        }
        if (dels) pe_mem_free(&vm->mem, dels, ndel * sizeof *dels);
        return 0;
    }

    /* 3. free the garbage: keep all alive while clearing, then release one by one,
     * moving each back to the main list first so pe_obj_free can untrack it */
    size_t n = 0;
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = p.tmp; o; o = o->gc_next) {
        pe_obj_incref(o);
        n++;
    }
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = p.tmp; o; o = o->gc_next)
        if (o->type && o->type->clear) o->type->clear(vm, o);
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    while (p.tmp) {
        pe_obj *o = p.tmp;
        list_unlink(&p.tmp, o);
        o->gc &= (uint16_t) ~(PE_GC_TMP | PE_GC_MARK | PE_GC_OLD);
        list_push(&vm->gc_objects, o);
        pe_obj_decref(vm, o);
    }
    mark_old(vm, young);
    return n;
}

size_t pe_gc_collect(pe_vm *vm) {
    return collect(vm, 0);
}

size_t pe_gc_collect_young(pe_vm *vm) {
    return collect(vm, 1);
}

/* Whether the run has used half the memory left under the limit since the last pass
 * (at least 1/16 of the limit, so that passes near the limit stay few): garbage
 * cycles that hold big blocks (a suspended generator keeps its stack) would otherwise
 * reach the limit long before their object count reaches the threshold. Only once a
 * quarter as many tracked objects as were left have been made since, so that a pass
 * is paid for by those allocations, as with the count threshold. */
static int gc_memory_pressed(const pe_vm *vm) {
    uint64_t limit = vm->mem.limit, after = vm->gc_mem_after, cur = vm->mem.current;
    if (!limit || cur <= after || after >= limit) return 0;
    if (vm->gc_count < vm->gc_count_after + vm->gc_count_after / 4 + 64) return 0;
    uint64_t step = (limit - after) / 2;
    if (step < limit / 16) step = limit / 16;
    return cur - after > step;
}

void pe_gc_maybe_collect(pe_vm *vm) {
    /* not while an object is being deallocated (code a finalizer runs, a generator's
     * finally block): it is still tracked with a count of 0, so a pass would free it
     * under its dealloc (tests/limits/red2_memlim_except_name_delete.py, once the
     * memory trigger ran a pass there) */
    if (vm->dealloc_depth) return;
#ifndef PE_GC_STRESS /* build with -DPE_GC_STRESS to collect at every safe point */
    if (vm->gc_count <= vm->gc_threshold && !gc_memory_pressed(vm)) return;
#endif
    vm->gc_collected += pe_gc_collect(vm);
    vm->gc_mem_after = vm->mem.current;
    vm->gc_count_after = vm->gc_count;
    size_t t = vm->gc_count * 2;
    vm->gc_threshold = t < 10000 ? 10000 : t;
}

/*
 * Teardown: take a reference to every tracked object (so none is freed while others
 * are being cleared), clear each, then drop the references. The pointer array is
 * allocated with the memory limit lifted. Clearing may free untracked objects but
 * tracked ones survive until the final decref pass.
 */
void pe_gc_free_all(pe_vm *vm) {
    /* loop-bound: const */
    for (int round = 0; round < 4 && vm->gc_objects; round++) {
        size_t n = 0;
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        for (pe_obj *o = vm->gc_objects; o; o = o->gc_next)
            n++;
        uint64_t limit = vm->mem.limit;
        vm->mem.limit = 0;
        pe_obj **all = pe_mem_alloc(&vm->mem, n * sizeof *all);
        vm->mem.limit = limit;
        if (!all) break; /* leaks rather than risk freeing while walking */
        size_t i = 0;
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        for (pe_obj *o = vm->gc_objects; o; o = o->gc_next) {
            all[i++] = o;
            pe_obj_incref(o);
        }
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        for (i = 0; i < n; i++)
            if (all[i]->type && all[i]->type->clear) all[i]->type->clear(vm, all[i]);
        /* loop-bound: amortised: a collection is triggered by allocation past a
         * threshold that doubles with the live objects, so its passes are paid for by
         * the allocations (each charged) */
        for (i = 0; i < n; i++)
            pe_obj_decref(vm, all[i]);
        pe_mem_free(&vm->mem, all, n * sizeof *all);
    }
}

void pe_gc_run_exit_finalizers(pe_vm *vm) {
    size_t n = 0;
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = vm->gc_objects; o; o = o->gc_next)
        if (pe_type_needs_del(vm, o)) n++;
    if (!n) return;
    pe_obj **dels = pe_mem_alloc(&vm->mem, n * sizeof *dels);
    if (!dels) return;
    /* The end-of-run collection left the objects it found reachable at the head of the
     * list, in the order it reached them (the globals' values in dict order, then what
     * they hold): from the head this approximates CPython's order, the allocation order
     * of its last collection's garbage. */
    size_t k = 0;
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (pe_obj *o = vm->gc_objects; o && k < n; o = o->gc_next)
        if (pe_type_needs_del(vm, o)) {
            pe_obj_incref(o);
            dels[k++] = o;
        }
    /* loop-bound: amortised: a collection is triggered by allocation past a threshold
     * that doubles with the live objects, so its passes are paid for by the allocations
     * (each charged) */
    for (size_t i = 0; i < k; i++) {
        if (pe_err_limit_hit(vm) == PE_LIMIT_NONE) (void)pe_type_call_del(vm, dels[i]);
        pe_obj_decref(vm, dels[i]);
    }
    pe_mem_free(&vm->mem, dels, n * sizeof *dels);
}
