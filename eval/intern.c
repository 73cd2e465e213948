/*
 * intern.c - the VM's table of interned names: open addressing over pe_str pointers,
 * linear probing, load factor at most 1/2, deletion by backward shift (no tombstones,
 * so probes stay short however many names come and go).
 *
 * The table holds one reference to each immortal name and none to a mortal one; a
 * mortal name's dealloc calls pe_intern_forget (builtins/str.c). See intern.h.
 */
#include "../core/intern.h"

#include <string.h>

#include "../builtins/str.h"
#include "exc.h"
#include "vm.h"

enum { INTERN_MIN_CAP = 256 };

const char *pe_intern_text(const pe_str *s, size_t *size) {
    if (size) *size = s->size;
    return s->data;
}

/* Rehashes into a table of ncap slots (a power of two above twice the names). 0, or
 * -1 when the allocation failed (the old table is untouched). */
static int intern_resize(pe_vm *vm, uint32_t ncap) {
    pe_str **tab = pe_mem_calloc(&vm->mem, ncap, sizeof *tab);
    if (!tab) return -1;
    /* loop-bound: amortised: the intern table doubles; each entry was charged when
     * interned */
    for (uint32_t i = 0; i < vm->intern_cap; i++) {
        pe_str *s = vm->intern_tab[i];
        if (!s) continue;
        uint32_t j = (uint32_t)s->hash & (ncap - 1);
        /* loop-bound: probe */
        while (tab[j])
            j = (j + 1) & (ncap - 1);
        tab[j] = s;
    }
    pe_mem_free(&vm->mem, vm->intern_tab, (size_t)vm->intern_cap * sizeof *tab);
    vm->intern_tab = tab;
    vm->intern_cap = ncap;
    return 0;
}

/* After many mortal names died the table is mostly empty: the memory goes back once
 * fewer than 1/8 of the slots are used (growth happens past 1/2, so a size is kept
 * for a factor of 4 of change: amortised O(1)). Checked when a name is added. */
static inline int intern_sparse(const pe_vm *vm) {
    return vm->intern_cap > INTERN_MIN_CAP && (uint64_t)vm->intern_len * 8 < vm->intern_cap;
}

/* Only tried when the smaller table fits the limit; a failure (injected) leaves the
 * table as it was and restores the limit mark the allocator set, since nothing is
 * reported for it. */
static __attribute__((noinline)) void intern_shrink(pe_vm *vm) {
    /* the size a table of these names would have grown to: at most 1/2 full after
     * one more insertion, so the shrunk table is between 1/4 and 1/2 full */
    uint32_t ncap = INTERN_MIN_CAP;
    /* loop-bound: digits: doublings up to the table size */
    while (((uint64_t)vm->intern_len + 1) * 2 > ncap)
        ncap *= 2;
    uint64_t need = (uint64_t)ncap * sizeof(pe_str *);
    if (vm->mem.limit && vm->mem.current + need > vm->mem.limit) return;
    int hit = vm->mem.limit_hit;
    if (intern_resize(vm, ncap) < 0) vm->mem.limit_hit = hit;
}

void pe_intern_trim(pe_vm *vm) {
    if (intern_sparse(vm)) intern_shrink(vm);
}

/* Empties slot i and moves later members of its probe run back so that every name
 * stays reachable from its home slot (Knuth 6.4, algorithm R). */
static void intern_remove_at(pe_vm *vm, uint32_t i) {
    uint32_t mask = vm->intern_cap - 1;
    vm->intern_tab[i] = NULL;
    vm->intern_len--;
    /* loop-bound: probe */
    for (uint32_t j = (i + 1) & mask;; j = (j + 1) & mask) {
        pe_str *e = vm->intern_tab[j];
        if (!e) return;
        uint32_t home = (uint32_t)e->hash & mask;
        /* e may move to i unless its home lies cyclically in (i, j] */
        int stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
        if (stays) continue;
        vm->intern_tab[i] = e;
        vm->intern_tab[j] = NULL;
        i = j;
    }
}

/* A mortal name whose dealloc pe_obj_dealloc put off (queued with a zero count) is
 * dying: it leaves the table at slot j now, and its dealloc, seeing it no longer
 * interned, only frees it. */
static __attribute__((noinline)) void intern_unlink_dying(pe_vm *vm, pe_str *e,
                                                          uint32_t j) {
    e->interned = PE_STR_NOT_INTERNED;
    intern_remove_at(vm, j);
}

/* Makes room for one more name (shrinking a sparse table first). 0, or -1 when the
 * allocation failed (nothing pending). */
static int intern_room(pe_vm *vm) {
    /* start-up reserved its table (pe_intern_reserve) and fills it */
    if (!vm->boot_lazy && intern_sparse(vm)) intern_shrink(vm);
    if ((vm->intern_len + 1) * 2 > vm->intern_cap &&
        intern_resize(vm, vm->intern_cap ? vm->intern_cap * 2 : INTERN_MIN_CAP) < 0)
        return -1;
    return 0;
}

/* Puts s (hash set, text not in the table, room made) into the table. */
static void intern_insert(pe_vm *vm, pe_str *s) {
    uint32_t mask = vm->intern_cap - 1, j = (uint32_t)s->hash & mask;
    /* loop-bound: probe */
    while (vm->intern_tab[j])
        j = (j + 1) & mask;
    vm->intern_tab[j] = s;
    vm->intern_len++;
}

/* Adds a new str for the text (hash h) to the table: rc 1, the caller's, `interned`
 * still to be set by the caller. NULL on allocation failure, nothing pending. Out of
 * line: the lookups that hit stay short. */
static __attribute__((noinline)) pe_str *intern_add(pe_vm *vm, const char *s, size_t n,
                                                    int64_t h) {
    if (intern_room(vm) < 0) return NULL;
    pe_str *str = pe_str_new(vm, s, n);
    if (!str) {
        /* pe_str_new raised MemoryError; callers of pe_intern expect no exception */
        pe_err_clear(vm);
        return NULL;
    }
    str->hash = h;
    intern_insert(vm, str);
    return str;
}

/* The interned str for the text (hash h), borrowed, or NULL when there is none. */
static inline __attribute__((always_inline)) pe_str *intern_lookup(pe_vm *vm, const char *s,
                                                                   size_t n, int64_t h) {
    uint32_t mask = vm->intern_cap - 1; /* unused while the table is empty */
    /* loop-bound: probe */
    for (uint32_t j = (uint32_t)h & mask; vm->intern_cap && vm->intern_tab[j];
         j = (j + 1) & mask) {
        pe_str *e = vm->intern_tab[j];
        if (e->hash != h || e->size != n || memcmp(e->data, s, n) != 0) continue;
        if (__builtin_expect(e->base.rc > 0, 1)) return e;
        intern_unlink_dying(vm, e, j);
        break; /* the text is in the table at most once */
    }
    return NULL;
}

/* The interned str for the text, or a new one from intern_add (*created set). Inline:
 * a hit costs the hash and the probe only. */
static inline __attribute__((always_inline)) pe_str *intern_get(pe_vm *vm, const char *s,
                                                                size_t n, int *created) {
    /* Hash the candidate text the same way pe_str_hash does. */
    int64_t h = pe_str_hash_bytes(s, n);
    pe_str *e = intern_lookup(vm, s, n, h);
    *created = e == NULL;
    return e ? e : intern_add(vm, s, n, h);
}

/* Records r, about to become immortal after the seal, in vm->intern_late. 0, or -1
 * when memory ran out: a name just created (its reference ours) is then freed. */
static __attribute__((noinline)) int intern_note_late(pe_vm *vm, pe_str *r, int created) {
    if (vm->intern_late_len == vm->intern_late_cap) {
        uint32_t ncap = vm->intern_late_cap ? vm->intern_late_cap * 2 : 16;
        pe_str **nv = pe_mem_realloc(&vm->mem, vm->intern_late,
                                     (size_t)vm->intern_late_cap * sizeof *nv,
                                     (size_t)ncap * sizeof *nv);
        if (!nv) {
            if (created) {
                r->interned = PE_STR_MORTAL; /* its dealloc leaves the table */
                pe_obj_decref(vm, &r->base);
            }
            return -1;
        }
        vm->intern_late = nv;
        vm->intern_late_cap = ncap;
    }
    vm->intern_late[vm->intern_late_len++] = r;
    return 0;
}

/* pe_intern's ending: the table takes its reference to the name r (created, or
 * found) and makes it immortal; after the seal it is also noted for teardown. */
static pe_str *intern_immortal(pe_vm *vm, pe_str *r, int created) {
    if (!r || r->interned == PE_STR_IMMORTAL) return r;
    if (vm->boot_len && intern_note_late(vm, r, created) < 0) return NULL;
    /* the table takes the new str's reference, or one to the mortal name found */
    if (!created) pe_obj_incref(&r->base);
    r->interned = PE_STR_IMMORTAL;
    return r;
}

pe_str *pe_intern(pe_vm *vm, const char *s, size_t n) {
    int created;
    pe_str *r = intern_get(vm, s, n, &created);
    return intern_immortal(vm, r, created);
}

void pe_name_hash_of(const char *text, pe_name_hash *out) {
    size_t n = strlen(text);
    out->size = (uint32_t)n;
    out->hash = pe_str_hash_bytes(text, n);
}

pe_str *pe_intern_hashed(pe_vm *vm, const char *text, const pe_name_hash *h) {
    pe_str *e = intern_lookup(vm, text, h->size, h->hash);
    if (e) return intern_immortal(vm, e, 0);
    return intern_immortal(vm, intern_add(vm, text, h->size, h->hash), 1);
}

pe_str *pe_intern_new(pe_vm *vm, const char *s, size_t n) {
    int created;
    pe_str *r = intern_get(vm, s, n, &created);
    if (!r) return NULL;
    if (created)
        r->interned = PE_STR_MORTAL;
    else
        pe_obj_incref(&r->base);
    return r;
}

pe_str *pe_intern_str(pe_vm *vm, pe_str *s) {
    if (s->interned) {
        pe_obj_incref(&s->base);
        return s;
    }
    /* a str subclass's value is not an object of its own: copy the text */
    if (s->base.type != vm->types[PE_TYPE_STR]) return pe_intern_new(vm, s->data, s->size);
    pe_str *e = intern_lookup(vm, s->data, s->size, pe_str_hash(s));
    if (!e) {
        /* s itself becomes the name (CPython's PyUnicode_InternInPlace): no copy */
        if (intern_room(vm) < 0) return NULL;
        intern_insert(vm, s);
        s->interned = PE_STR_MORTAL;
        e = s;
    }
    pe_obj_incref(&e->base);
    return e;
}

int pe_intern_reserve(pe_vm *vm, uint32_t n) {
    uint32_t ncap = INTERN_MIN_CAP;
    /* loop-bound: digits: doublings up to the table size */
    while ((uint64_t)n * 2 > ncap)
        ncap *= 2;
    return ncap > vm->intern_cap ? intern_resize(vm, ncap) : 0;
}

void pe_intern_forget(pe_vm *vm, pe_str *s) {
    if (!vm->intern_cap) return; /* teardown: the table is gone */
    uint32_t mask = vm->intern_cap - 1;
    /* loop-bound: probe */
    for (uint32_t j = (uint32_t)s->hash & mask; vm->intern_tab[j]; j = (j + 1) & mask) {
        if (vm->intern_tab[j] == s) {
            intern_remove_at(vm, j);
            break;
        }
    }
    s->interned = PE_STR_NOT_INTERNED;
}

/* A sealed VM's teardown: the table's start-up names are in the chunk; the later
 * immortal ones are the table's only other references (every mortal name died with
 * its holders, and one freed later finds no table). */
static void intern_free_late(pe_vm *vm) {
    /* loop-bound: per-object: the immortal names made after start-up */
    for (uint32_t i = 0; i < vm->intern_late_len; i++) {
        pe_str *s = vm->intern_late[i];
        s->interned = PE_STR_NOT_INTERNED;
        pe_obj_decref(vm, &s->base);
    }
    pe_mem_free(&vm->mem, vm->intern_late, (size_t)vm->intern_late_cap * sizeof(pe_str *));
    vm->intern_late = NULL;
    vm->intern_late_len = vm->intern_late_cap = 0;
}

void pe_intern_free(pe_vm *vm) {
    pe_str **tab = vm->intern_tab;
    uint32_t cap = vm->intern_cap;
    /* detach first: a mortal name freed from here on finds no table */
    vm->intern_tab = NULL;
    vm->intern_cap = vm->intern_len = 0;
    if (vm->boot_len) {
        intern_free_late(vm);
        pe_mem_free(&vm->mem, tab, (size_t)cap * sizeof *tab);
        return;
    }
    /* loop-bound: setup: VM teardown */
    for (uint32_t i = 0; i < cap; i++) {
        pe_str *s = tab[i];
        if (!s) continue;
        int owned = s->interned == PE_STR_IMMORTAL; /* a mortal name is only unlinked */
        s->interned = PE_STR_NOT_INTERNED;
        if (owned) pe_obj_decref(vm, &s->base);
    }
    pe_mem_free(&vm->mem, tab, (size_t)cap * sizeof *tab);
}
