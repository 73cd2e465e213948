/*
 * mem.h - the VM's single allocation path.
 *
 * Invariant: every byte pyeval allocates on behalf of a VM goes through pe_mem_*, which
 * calls the host's pyeval_alloc_fn with the exact old and new sizes and keeps
 * vm->mem.current / vm->mem.peak exact. Direct malloc/calloc/realloc/free outside
 * core/mem.c is forbidden (CI greps for it; a deliberate exception is marked
 * "raw-alloc-ok").
 *
 * Failure: pe_mem_alloc/pe_mem_realloc return NULL when the memory limit would be
 * exceeded or the hook fails. They do NOT set a Python exception: the caller decides
 * (pe_err_nomem() for an ordinary MemoryError). This keeps the allocator usable from
 * the parser, which knows nothing about exceptions.
 */
#ifndef PE_MEM_H
#define PE_MEM_H

#include <stddef.h>
#include <stdint.h>

#include "pyeval.h"

typedef struct pe_vm pe_vm;

typedef struct pe_mem {
    pyeval_alloc_fn fn;
    void *ud;
    uint64_t limit;   /* 0 = none */
    uint64_t current; /* bytes currently allocated through the hook */
    uint64_t peak;
    /* Set when a request was refused because of the limit (not a hook failure): lets
     * the evaluator turn the resulting MemoryError into the uncatchable limit error. */
    int limit_hit;
    /* Allocation-failure sweep (tests only, tests/sweep/): nallocs counts every
     * pe_mem_alloc/realloc growth since pe_mem_init. When fail_at > 0, allocation number
     * fail_at and every later one fail; with fail_once only that one fails; with
     * fail_limit the failure is a refusal by the memory limit (limit_hit). */
    uint64_t fail_at;
    uint64_t nallocs;
    int fail_once;
    int fail_limit;
    /* The start-up arena (pe_mem_boot_*): while boot_top is set, pe_mem_alloc bumps
     * small blocks out of one chunk taken from the hook; a freed block stays in the
     * chunk until pe_mem_boot_release. One chunk, so that a block is an arena block
     * iff it lies in [boot_base, boot_end). */
    char *boot_base, *boot_top, *boot_end;
    /* pe_mem_boot_teardown was called: freed chunk blocks are no longer poisoned */
    int boot_teardown;
} pe_mem;

/* Initialise with the host hook (NULL -> C library) and limit. Cannot fail. */
void pe_mem_init(pe_mem *m, pyeval_alloc_fn fn, void *ud, uint64_t limit);

/* Would allocating `extra` more bytes exceed the limit? For refusing results of
 * predictable size before computing them. Sets m->limit_hit when it returns 1. */
int pe_mem_would_exceed(pe_mem *m, uint64_t extra);

/* Returns a new block of n bytes (n > 0), or NULL (limit or hook failure). */
void *pe_mem_alloc(pe_mem *m, size_t n) __attribute__((warn_unused_result));

/* Same, zero-filled. NULL on failure or when a*b overflows. */
void *pe_mem_calloc(pe_mem *m, size_t a, size_t b) __attribute__((warn_unused_result));

/* Resizes p (of size osize) to nsize > 0. On NULL the old block is untouched. */
void *pe_mem_realloc(pe_mem *m, void *p, size_t osize, size_t nsize)
    __attribute__((warn_unused_result));

/* Frees p of size n. NULL p is accepted. Cannot fail. */
void pe_mem_free(pe_mem *m, void *p, size_t n);

/* The start-up arena. Between pe_mem_boot_begin and pe_mem_boot_end, pe_mem_alloc's
 * small blocks come from one chunk (the sweep's count sees each block as before;
 * `current` counts the chunk once, as the hook holds it, and not its blocks; if the
 * hook refuses the chunk, or it is full, blocks take the ordinary path). pe_mem_free
 * and pe_mem_realloc accept arena blocks at any time: the bytes stay in the chunk
 * until pe_mem_boot_release, called after the VM's last pe_mem_free. None can fail. */
/* The chunk's size: start-up's small blocks take about 210 KiB. No other block of
 * pyeval_new has this size (the value stack is 256 KiB): the sweep's driver finds the
 * chunk by it. */
#define PE_MEM_BOOT_CHUNK (240u * 1024u)
void pe_mem_boot_begin(pe_mem *m);
void pe_mem_boot_end(pe_mem *m);
void pe_mem_boot_release(pe_mem *m);
/* Whether p is a block of the chunk (at any time until pe_mem_boot_release). */
static inline int pe_mem_in_boot(const pe_mem *m, const void *p) {
    return m->boot_base && (const char *)p >= m->boot_base && (const char *)p < m->boot_end;
}
/* Teardown of a sealed VM (eval/gc.h) frees start-up objects that others still point
 * at and touch (their counts, never read again): from this call on, a freed chunk
 * block is not poisoned under ASan. Cannot fail. */
void pe_mem_boot_teardown(pe_mem *m);

/*
 * tree-sitter's allocations. Its allocator is process-wide (ts_set_allocator) and its
 * code assumes allocation never fails, so these blocks cannot be refused. They are
 * charged instead: between pe_mem_ts_begin(m) and pe_mem_ts_end on a thread, every
 * tree-sitter allocation made on that thread goes through m's hook and counts in
 * m->current (each block carries a 16-byte header naming its pe_mem and size, so a free
 * goes back to the right one). The parser's progress callback then stops the parse
 * once m->current passes the limit, so the overshoot is one callback's worth. Outside
 * a begin/end pair tree-sitter uses the C library allocator. If the host's hook itself
 * fails, tree-sitter's own policy applies: the process aborts, as with its default
 * allocator.
 */
/* Installs the routing (once per process; thread-safe). Cannot fail. */
void pe_mem_ts_install(void);
/* Routes this thread's tree-sitter allocations to m; returns the previous routing
 * (NULL: the C library) for pe_mem_ts_end. Cannot fail. */
pe_mem *pe_mem_ts_begin(pe_mem *m);
void pe_mem_ts_end(pe_mem *prev);

/* Overflow-checked size arithmetic: return 0 and set *out, or 1 on overflow. */
static inline int pe_size_mul(size_t a, size_t b, size_t *out) {
    return __builtin_mul_overflow(a, b, out);
}
static inline int pe_size_add(size_t a, size_t b, size_t *out) {
    return __builtin_add_overflow(a, b, out);
}

/*
 * A bump arena on top of pe_mem, for the AST and other data with one lifetime.
 * Blocks are chained and freed together.
 */
typedef struct pe_arena_block pe_arena_block;
typedef struct pe_arena {
    pe_mem *mem;
    pe_arena_block *head;
    size_t used;  /* bytes used in head */
    size_t total; /* bytes allocated from mem, for accounting checks */
} pe_arena;

void pe_arena_init(pe_arena *a, pe_mem *m);
/* Returns n zeroed bytes aligned to 16, or NULL on failure (limit or hook). */
void *pe_arena_alloc(pe_arena *a, size_t n) __attribute__((warn_unused_result));
/* Copies n bytes of s plus a NUL terminator; NULL on failure. */
char *pe_arena_strndup(pe_arena *a, const char *s, size_t n)
    __attribute__((warn_unused_result));
/* Frees every block. The arena may be reused afterwards. Cannot fail. */
void pe_arena_free(pe_arena *a);

#endif
