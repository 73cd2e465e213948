/*
 * intern.c - the VM's table of interned names: open addressing over pe_str pointers,
 * linear probing, load factor at most 1/2. Interned strings are immortal for the VM's
 * lifetime: the table holds their one reference.
 */
#include "intern.h"

#include <string.h>

#include "../builtins/str.h"
#include "exc.h"
#include "vm.h"

const char *pe_intern_text(const pe_str *s, size_t *size) {
    if (size) *size = s->size;
    return s->data;
}

static int pe_intern_grow(pe_vm *vm) {
    uint32_t ncap = vm->intern_cap ? vm->intern_cap * 2 : 256;
    pe_str **tab = pe_mem_calloc(&vm->mem, ncap, sizeof *tab);
    if (!tab) return -1;
    /* loop-bound: amortised: the intern table doubles; each entry was charged when
     * interned */
    for (uint32_t i = 0; i < vm->intern_cap; i++) {
        pe_str *s = vm->intern_tab[i];
        if (!s) continue;
        uint32_t j = (uint32_t)pe_str_hash(s) & (ncap - 1);
        /* loop-bound: probe */
        while (tab[j]) j = (j + 1) & (ncap - 1);
        tab[j] = s;
    }
    pe_mem_free(&vm->mem, vm->intern_tab, (size_t)vm->intern_cap * sizeof *tab);
    vm->intern_tab = tab;
    vm->intern_cap = ncap;
    return 0;
}

pe_str *pe_intern(pe_vm *vm, const char *s, size_t n) {
    if ((vm->intern_len + 1) * 2 > vm->intern_cap && pe_intern_grow(vm) < 0) return NULL;
    /* Hash the candidate text the same way pe_str_hash does. */
    int64_t h = pe_str_hash_bytes(s, n);
    uint32_t mask = vm->intern_cap - 1;
    uint32_t j = (uint32_t)h & mask;
    /* loop-bound: probe */
    for (pe_str *e; (e = vm->intern_tab[j]) != NULL; j = (j + 1) & mask)
        if (e->hash == h && e->size == n && memcmp(e->data, s, n) == 0) return e;
    pe_str *str = pe_str_new(vm, s, n);
    if (!str) {
        /* pe_str_new raised MemoryError; callers of pe_intern expect no exception */
        pe_err_clear(vm);
        return NULL;
    }
    str->hash = h;
    str->interned = 1;
    vm->intern_tab[j] = str;
    vm->intern_len++;
    return str;
}

void pe_intern_free(pe_vm *vm) {
    /* loop-bound: per-object: pe_intern_free runs once per object */
    for (uint32_t i = 0; i < vm->intern_cap; i++) {
        pe_str *s = vm->intern_tab[i];
        if (s) pe_obj_decref(vm, &s->base);
    }
    pe_mem_free(&vm->mem, vm->intern_tab, (size_t)vm->intern_cap * sizeof *vm->intern_tab);
    vm->intern_tab = NULL;
    vm->intern_cap = vm->intern_len = 0;
}
