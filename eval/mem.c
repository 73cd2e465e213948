/*
 * mem.c - the allocator hook and the arena. This is the only file that may call the C
 * library allocator (see mem.h).
 */
#include "mem.h"

#include <stdlib.h>
#include <string.h>

static void *pe_mem_default_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    (void)ud;
    (void)osize;
    if (nsize == 0) {
        free(ptr); // raw-alloc-ok: the default hook is the one sanctioned caller
        return NULL;
    }
    return realloc(ptr, nsize); // raw-alloc-ok
}

void pe_mem_init(pe_mem *m, pyeval_alloc_fn fn, void *ud, uint64_t limit) {
    memset(m, 0, sizeof *m);
    m->fn = fn ? fn : pe_mem_default_alloc;
    m->ud = ud;
    m->limit = limit;
}

int pe_mem_would_exceed(pe_mem *m, uint64_t extra) {
    if (m->limit == 0) return 0;
    if (extra > m->limit || m->current > m->limit - extra) {
        m->limit_hit = 1;
        return 1;
    }
    return 0;
}

/* One place decides whether a growth of `extra` bytes may happen. */
static int pe_mem_admit(pe_mem *m, size_t extra) {
    m->nallocs++;
    if (m->fail_at &&
        (m->fail_once ? m->nallocs == m->fail_at : m->nallocs >= m->fail_at)) {
        if (m->fail_limit) m->limit_hit = 1;
        return 0;
    }
    return !pe_mem_would_exceed(m, extra);
}

static void pe_mem_account(pe_mem *m, size_t osize, size_t nsize) {
    m->current = m->current - osize + nsize;
    if (m->current > m->peak) m->peak = m->current;
}

void *pe_mem_alloc(pe_mem *m, size_t n) {
    if (n == 0) n = 1;
    if (!pe_mem_admit(m, n)) return NULL;
    void *p = m->fn(m->ud, NULL, 0, n);
    if (p) pe_mem_account(m, 0, n);
    return p;
}

void *pe_mem_calloc(pe_mem *m, size_t a, size_t b) {
    size_t n;
    if (pe_size_mul(a, b, &n)) return NULL;
    void *p = pe_mem_alloc(m, n);
    if (p) memset(p, 0, n ? n : 1);
    return p;
}

void *pe_mem_realloc(pe_mem *m, void *p, size_t osize, size_t nsize) {
    if (!p) return pe_mem_alloc(m, nsize);
    if (nsize == 0) nsize = 1;
    if (nsize > osize && !pe_mem_admit(m, nsize - osize)) return NULL;
    void *q = m->fn(m->ud, p, osize, nsize);
    if (q) pe_mem_account(m, osize, nsize);
    return q;
}

void pe_mem_free(pe_mem *m, void *p, size_t n) {
    if (!p) return;
    if (n == 0) n = 1; /* pe_mem_alloc rounds 0 up to 1 */
    m->fn(m->ud, p, n, 0);
    pe_mem_account(m, n, 0);
}

/* ---- arena ----------------------------------------------------------------------- */

struct pe_arena_block {
    pe_arena_block *next;
    size_t size; /* usable bytes after the header */
    _Alignas(16) unsigned char data[];
};

#define PE_ARENA_MIN_BLOCK 8192u

void pe_arena_init(pe_arena *a, pe_mem *m) {
    a->mem = m;
    a->head = NULL;
    a->used = 0;
    a->total = 0;
}

void *pe_arena_alloc(pe_arena *a, size_t n) {
    size_t need;
    if (pe_size_add(n, 15, &need)) return NULL;
    need &= ~(size_t)15;
    if (need == 0) need = 16;
    if (!a->head || a->head->size - a->used < need) {
        size_t size = need > PE_ARENA_MIN_BLOCK ? need : PE_ARENA_MIN_BLOCK;
        size_t bytes;
        if (pe_size_add(size, sizeof(pe_arena_block), &bytes)) return NULL;
        pe_arena_block *b = pe_mem_alloc(a->mem, bytes);
        if (!b) return NULL;
        b->size = size;
        b->next = a->head;
        a->head = b;
        a->used = 0;
        a->total += bytes;
    }
    void *p = a->head->data + a->used;
    a->used += need;
    memset(p, 0, need);
    return p;
}

char *pe_arena_strndup(pe_arena *a, const char *s, size_t n) {
    size_t bytes;
    if (pe_size_add(n, 1, &bytes)) return NULL;
    char *p = pe_arena_alloc(a, bytes);
    if (!p) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

void pe_arena_free(pe_arena *a) {
    pe_arena_block *b = a->head;
    while (b) {
        pe_arena_block *next = b->next;
        pe_mem_free(a->mem, b, sizeof(pe_arena_block) + b->size);
        b = next;
    }
    a->head = NULL;
    a->used = 0;
    a->total = 0;
}
