/*
 * mem.c - the allocator hook and the arena. This is the only file that may call the C
 * library allocator (see mem.h).
 */
#include "mem.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <tree_sitter/api.h>

/* Under ASan a freed arena block is poisoned, as a freed heap block would be, so a
 * use after free of a start-up object is still reported. */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define PE_BOOT_POISON(p, n)   ASAN_POISON_MEMORY_REGION((p), (n))
#define PE_BOOT_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define PE_BOOT_POISON(p, n)   ((void)(p), (void)(n))
#define PE_BOOT_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

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

/* The start-up arena. Its chunk holds what pyeval_new makes (about 1,300 small
 * blocks, most of them living as long as the VM): one hook call instead of one per
 * block, and pyeval_free returns it in one call instead of one per block. */
#define PE_BOOT_MAX_BLOCK 1024u /* larger blocks (stacks, tables) take the hook */
#define PE_BOOT_ALIGN     16u   /* the C library's malloc alignment */

/* One released chunk of the default hook is kept for the next VM. A fresh chunk costs
 * more than its start-up fills: the C library returns a freed one to the kernel (it is
 * above the trim threshold), and the next VM takes a page fault per 4 KiB of it again.
 * Host hooks always get their chunk back. */
static _Atomic(char *) pe_mem_boot_spare;

void pe_mem_boot_begin(pe_mem *m) {
    char *c = NULL;
    if (m->fn == pe_mem_default_alloc) c = atomic_exchange(&pe_mem_boot_spare, NULL);
    if (!c) c = m->fn(m->ud, NULL, 0, PE_MEM_BOOT_CHUNK);
    if (!c) return; /* the ordinary path: start-up still works, only slower */
    PE_BOOT_POISON(c, PE_MEM_BOOT_CHUNK);
    pe_mem_account(m, 0, PE_MEM_BOOT_CHUNK); /* counted as the one block it is */
    m->boot_base = m->boot_top = c;
    m->boot_end = c + PE_MEM_BOOT_CHUNK;
}

void pe_mem_boot_end(pe_mem *m) {
    m->boot_top = NULL; /* later blocks take the hook; the chunk stays */
}

void pe_mem_boot_release(pe_mem *m) {
    if (!m->boot_base) return;
    char *c = m->boot_base;
    if (m->fn == pe_mem_default_alloc) {
        /* the chunk stays poisoned while it waits: nothing may touch it */
        PE_BOOT_POISON(c, PE_MEM_BOOT_CHUNK);
        char *none = NULL;
        if (!atomic_compare_exchange_strong(&pe_mem_boot_spare, &none, c)) {
            PE_BOOT_UNPOISON(c, PE_MEM_BOOT_CHUNK);
            m->fn(m->ud, c, PE_MEM_BOOT_CHUNK, 0);
        }
    } else {
        PE_BOOT_UNPOISON(c, PE_MEM_BOOT_CHUNK);
        m->fn(m->ud, c, PE_MEM_BOOT_CHUNK, 0);
    }
    pe_mem_account(m, PE_MEM_BOOT_CHUNK, 0);
    m->boot_base = m->boot_top = m->boot_end = NULL;
}

void pe_mem_boot_teardown(pe_mem *m) {
    m->boot_teardown = 1;
}

/* A block of n bytes from the chunk, or NULL when it does not fit. */
static void *pe_mem_boot_take(pe_mem *m, size_t n) {
    if (!m->boot_top || n > PE_BOOT_MAX_BLOCK) return NULL;
    size_t r = (n + PE_BOOT_ALIGN - 1) & ~(size_t)(PE_BOOT_ALIGN - 1);
    if ((size_t)(m->boot_end - m->boot_top) < r) return NULL;
    void *p = m->boot_top;
    m->boot_top += r;
    PE_BOOT_UNPOISON(p, n);
    return p;
}

void *pe_mem_alloc(pe_mem *m, size_t n) {
    if (n == 0) n = 1;
    if (!pe_mem_admit(m, n)) return NULL;
    void *p = pe_mem_boot_take(m, n);
    if (p) return p; /* its bytes are counted with the chunk */
    p = m->fn(m->ud, NULL, 0, n);
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
    if (pe_mem_in_boot(m, p)) {
        /* shrinking stays in place; growing moves to the hook (never back into the
         * chunk: its free space is only for start-up's new blocks) */
        if (nsize <= osize) return p;
        void *q = m->fn(m->ud, NULL, 0, nsize);
        if (!q) return NULL;
        memcpy(q, p, osize);
        PE_BOOT_POISON(p, osize);
        pe_mem_account(m, 0, nsize); /* the old bytes stay counted with the chunk */
        return q;
    }
    void *q = m->fn(m->ud, p, osize, nsize);
    if (q) pe_mem_account(m, osize, nsize);
    return q;
}

void pe_mem_free(pe_mem *m, void *p, size_t n) {
    if (!p) return;
    if (n == 0) n = 1; /* pe_mem_alloc rounds 0 up to 1 */
    if (pe_mem_in_boot(m, p)) {
        /* the bytes wait (counted) for pe_mem_boot_release */
        if (!m->boot_teardown) PE_BOOT_POISON(p, n);
        return;
    }
    m->fn(m->ud, p, n, 0);
    pe_mem_account(m, n, 0);
}

/* ---- tree-sitter's allocations ------------------------------------------------------- */

/* The pe_mem charged for this thread's tree-sitter allocations, or NULL. */
static _Thread_local pe_mem *pe_mem_ts_current;

typedef struct pe_ts_hdr {
    pe_mem *m;   /* who was charged, or NULL: the C library allocator */
    size_t size; /* bytes after the header */
} pe_ts_hdr;
#define PE_TS_HDR 16u /* keeps malloc's 16-byte alignment */
_Static_assert(sizeof(pe_ts_hdr) <= PE_TS_HDR, "header fits");

static _Noreturn void pe_ts_oom(size_t n) {
    fprintf(stderr, "pyeval: the parser failed to allocate %zu bytes\n", n);
    abort();
}

static void *pe_ts_realloc(void *p, size_t n) {
    pe_ts_hdr *h = p ? (pe_ts_hdr *)((char *)p - PE_TS_HDR) : NULL;
    pe_mem *m = h ? h->m : pe_mem_ts_current;
    size_t osize = h ? h->size + PE_TS_HDR : 0, nsize;
    if (pe_size_add(n, PE_TS_HDR, &nsize)) pe_ts_oom(n);
    pe_ts_hdr *q;
    if (m) {
        q = m->fn(m->ud, h, osize, nsize);
        if (q) pe_mem_account(m, osize, nsize);
    } else {
        q = realloc(h, nsize); // raw-alloc-ok: tree-sitter outside any VM's parse
    }
    if (!q) pe_ts_oom(n);
    q->m = m;
    q->size = n;
    return (char *)q + PE_TS_HDR;
}

static void *pe_ts_malloc(size_t n) {
    return pe_ts_realloc(NULL, n);
}

static void *pe_ts_calloc(size_t a, size_t b) {
    size_t n;
    if (pe_size_mul(a, b, &n)) pe_ts_oom(SIZE_MAX);
    void *p = pe_ts_realloc(NULL, n);
    memset(p, 0, n);
    return p;
}

static void pe_ts_free(void *p) {
    if (!p) return;
    pe_ts_hdr *h = (pe_ts_hdr *)((char *)p - PE_TS_HDR);
    size_t size = h->size + PE_TS_HDR;
    if (h->m) {
        pe_mem *m = h->m;
        m->fn(m->ud, h, size, 0);
        pe_mem_account(m, size, 0);
    } else {
        free(h); // raw-alloc-ok: tree-sitter outside any VM's parse
    }
}

static pthread_once_t pe_ts_once = PTHREAD_ONCE_INIT;

static void pe_ts_install_once(void) {
    ts_set_allocator(pe_ts_malloc, pe_ts_calloc, pe_ts_realloc, pe_ts_free);
}

void pe_mem_ts_install(void) {
    pthread_once(&pe_ts_once, pe_ts_install_once);
}

pe_mem *pe_mem_ts_begin(pe_mem *m) {
    pe_mem *prev = pe_mem_ts_current;
    pe_mem_ts_current = m;
    return prev;
}

void pe_mem_ts_end(pe_mem *prev) {
    pe_mem_ts_current = prev;
}

/* ---- arena ----------------------------------------------------------------------- */

struct pe_arena_block {
    pe_arena_block *next;
    size_t size; /* usable bytes after the header */
    _Alignas(16) unsigned char data[];
};

/* Blocks grow geometrically (each as large as all the earlier ones together, from 1 KiB
 * to 64 KiB), so the tree of a one-line `exec` costs about a kilobyte while a large
 * program still needs few blocks. */
#define PE_ARENA_MIN_BLOCK 1024u
#define PE_ARENA_MAX_BLOCK 65536u

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
        size_t grow = a->total < PE_ARENA_MIN_BLOCK   ? PE_ARENA_MIN_BLOCK
                      : a->total > PE_ARENA_MAX_BLOCK ? PE_ARENA_MAX_BLOCK
                                                      : a->total;
        size_t size = need > grow ? need : grow;
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
    /* loop-bound: per-object: pe_arena_free runs once per object */
    while (b) {
        pe_arena_block *next = b->next;
        pe_mem_free(a->mem, b, sizeof(pe_arena_block) + b->size);
        b = next;
    }
    a->head = NULL;
    a->used = 0;
    a->total = 0;
}
