/*
 * test_mem.c - the allocator hook's accounting, the memory limit, the failure
 * injection used by the allocation-failure sweep, the arena, and name interning.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/intern.h"
#include "core/mem.h"
#include "eval/vm.h"
#include "pyeval.h"

/* A host allocator that keeps its own count, to check that pyeval reports to the hook
 * exactly the sizes it allocated. */
typedef struct {
    long long bytes;
    long long blocks;
} counter;

static void *count_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    counter *c = ud;
    if (nsize == 0) {
        if (ptr) {
            c->bytes -= (long long)osize;
            c->blocks--;
        }
        free(ptr); // raw-alloc-ok: this is the host side of the hook
        return NULL;
    }
    void *p = realloc(ptr, nsize); // raw-alloc-ok
    if (!p) return NULL;
    if (!ptr) c->blocks++;
    c->bytes += (long long)nsize - (long long)osize;
    return p;
}

static void test_accounting(void) {
    counter c = {0, 0};
    pe_mem m;
    pe_mem_init(&m, count_alloc, &c, 0);
    void *a = pe_mem_alloc(&m, 100);
    void *b = pe_mem_alloc(&m, 28);
    CHECK(a && b);
    CHECK(m.current == 128 && c.bytes == 128);
    a = pe_mem_realloc(&m, a, 100, 1000);
    CHECK(a != NULL);
    CHECK(m.current == 1028 && c.bytes == 1028);
    a = pe_mem_realloc(&m, a, 1000, 10);
    CHECK(m.current == 38 && c.bytes == 38);
    CHECK(m.peak == 1028);
    pe_mem_free(&m, a, 10);
    pe_mem_free(&m, b, 28);
    CHECK(m.current == 0 && c.bytes == 0 && c.blocks == 0);
    /* calloc refuses a size product that overflows */
    CHECK(pe_mem_calloc(&m, SIZE_MAX / 2, 3) == NULL);
}

static void test_limit(void) {
    pe_mem m;
    pe_mem_init(&m, NULL, NULL, 1000);
    void *a = pe_mem_alloc(&m, 600);
    CHECK(a != NULL);
    CHECK(pe_mem_alloc(&m, 600) == NULL);
    CHECK(m.limit_hit == 1);
    CHECK(m.current == 600);
    /* a failed growth leaves the old block valid and the count unchanged */
    memset(a, 7, 600);
    CHECK(pe_mem_realloc(&m, a, 600, 2000) == NULL);
    CHECK(m.current == 600 && ((unsigned char *)a)[599] == 7);
    /* shrinking is always allowed */
    a = pe_mem_realloc(&m, a, 600, 10);
    CHECK(a != NULL && m.current == 10);
    CHECK(pe_mem_would_exceed(&m, 991) == 1);
    CHECK(pe_mem_would_exceed(&m, 990) == 0);
    CHECK(pe_mem_would_exceed(&m, UINT64_MAX) == 1);
    pe_mem_free(&m, a, 10);
    CHECK(m.current == 0);
}

static void test_fail_at(void) {
    pe_mem m;
    pe_mem_init(&m, NULL, NULL, 0);
    m.fail_at = 3;
    void *a = pe_mem_alloc(&m, 8), *b = pe_mem_alloc(&m, 8), *c = pe_mem_alloc(&m, 8);
    CHECK(a && b && c == NULL);
    pe_mem_free(&m, a, 8);
    pe_mem_free(&m, b, 8);
    CHECK(m.current == 0);
}

static void test_arena(void) {
    pe_mem m;
    pe_mem_init(&m, NULL, NULL, 0);
    pe_arena ar;
    pe_arena_init(&ar, &m);
    char *s = pe_arena_strndup(&ar, "hello world", 5);
    CHECK(s && strcmp(s, "hello") == 0);
    int aligned = 1;
    for (int i = 0; i < 5000; i++) {
        void *p = pe_arena_alloc(&ar, (size_t)(i % 37) + 1);
        if (!p || ((uintptr_t)p & 15)) aligned = 0;
    }
    CHECK(aligned);
    void *big = pe_arena_alloc(&ar, 100000);
    CHECK(big != NULL);
    CHECK(m.current == ar.total);
    pe_arena_free(&ar);
    CHECK(m.current == 0);
    /* an arena under a limit fails cleanly */
    pe_mem_init(&m, NULL, NULL, 512);
    pe_arena_init(&ar, &m);
    CHECK(pe_arena_alloc(&ar, 100) == NULL); /* the first block is 1 KiB */
    pe_arena_free(&ar);
    CHECK(m.current == 0);
    /* blocks grow geometrically: 1 KiB, then as large as all before, up to 64 KiB */
    pe_mem_init(&m, NULL, NULL, 0);
    pe_arena_init(&ar, &m);
    for (int i = 0; i < 2000; i++)
        if (!pe_arena_alloc(&ar, 64)) break;
    CHECK(ar.total >= 2000 * 64 && ar.total < 2000 * 64 * 2 + 65536);
    pe_arena_free(&ar);
}

static void test_intern_and_vm(void) {
    counter c = {0, 0};
    pyeval_config cfg;
    pyeval_config_default(&cfg);
    cfg.alloc = count_alloc;
    cfg.alloc_ud = &c;
    pyeval_vm *vm = pyeval_new(&cfg);
    CHECK(vm != NULL);
    if (!vm) return;
    pe_vm *v = (pe_vm *)vm;
    CHECK(c.bytes > 0 && (uint64_t)c.bytes == v->mem.current);
    /* start-up fits its chunk and is sealed (eval/gc.h): an object it made outside
     * the chunk would refuse the seal, and pyeval_free would walk every object again */
    CHECK(v->boot_len != 0 && !v->boot_spill && v->gc_count == 0);

    pe_str *a = pe_intern(v, "spam", 4);
    pe_str *b = pe_intern(v, "spamegg", 4); /* only the first 4 bytes count */
    pe_str *d = pe_intern(v, "eggs", 4);
    CHECK(a && a == b);
    CHECK(d && d != a);
    size_t n;
    CHECK(strcmp(pe_intern_text(a, &n), "spam") == 0 && n == 4);
    /* the table grows and keeps every earlier name */
    char buf[32];
    pe_str *first = NULL;
    int same = 1;
    for (int i = 0; i < 20000; i++) {
        int len = snprintf(buf, sizeof buf, "name_%d", i);
        pe_str *s = pe_intern(v, buf, (size_t)len);
        if (i == 0) first = s;
        if (!s) same = 0;
    }
    CHECK(same);
    CHECK(pe_intern(v, "name_0", 6) == first);
    CHECK(pe_intern(v, "spam", 4) == a);
    /* non-ASCII and empty names */
    pe_str *u = pe_intern(v, "\xc3\xa9t\xc3\xa9", 6);
    CHECK(u && pe_intern(v, "\xc3\xa9t\xc3\xa9", 6) == u);
    CHECK(pe_intern(v, "", 0) == pe_intern(v, "", 0));

    /* globals and code run in the VM do not leak: everything returns to the hook */
    pyeval_free(vm);
    CHECK(c.bytes == 0);
    CHECK(c.blocks == 0);
}

int main(void) {
    test_accounting();
    test_limit();
    test_fail_at();
    test_arena();
    test_intern_and_vm();
    return pe_check_summary();
}
