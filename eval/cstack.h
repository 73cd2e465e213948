/*
 * cstack.h - C-stack segments: Python recursion is not bounded by the C stack.
 *
 * The evaluator walks the tree recursively, so every Python call level costs C stack
 * (about 1.5 KiB at -O2, three times that under ASan). CPython 3.11 does not use the C
 * stack for Python-to-Python calls, so a program that raises sys.setrecursionlimit can
 * recurse tens of thousands of levels deep; and a generator body runs on a small
 * stack of its own (eval/gen.c). When a Python call finds less than PE_CSTACK_RESERVE
 * bytes left above vm->stack_limit, the call runs on a fresh segment instead: a block
 * from pe_mem (charged to the memory limit) that becomes the C stack for the duration
 * of that call. Segments are strictly nested (a call returns before its caller does,
 * and a generator can only yield from its own body frame, which is never on a segment
 * made after the body started), so they are freed in LIFO order; the VM keeps the last
 * freed one for reuse, so a recursion that oscillates across a segment boundary does
 * not allocate on every call. docs/architecture.md ("C stack") has the numbers.
 */
#ifndef PE_CSTACK_H
#define PE_CSTACK_H

#include <stddef.h>
#include <stdint.h>

#include "vm.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PE_CSTACK_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(PE_CSTACK_ASAN)
#define PE_CSTACK_ASAN 1
#endif

#ifdef PE_CSTACK_ASAN
#define PE_CSTACK_SIZE    (1024u * 1024u) /* a segment, bytes */
#define PE_CSTACK_MARGIN  (160u * 1024u)  /* below the segment's stack_limit */
#define PE_CSTACK_RESERVE (96u * 1024u)   /* switch when less is left above the limit */
#else
#define PE_CSTACK_SIZE    (256u * 1024u)
#define PE_CSTACK_MARGIN  (40u * 1024u)
#define PE_CSTACK_RESERVE (32u * 1024u)
#endif

/* Segments for the parser: compile/eval/exec parse and lower on the running stack,
 * which in a generator body or on a segment is small; with less than
 * PE_CSTACK_PARSE_NEED left they parse on a segment of PE_CSTACK_PARSE_SIZE. */
#ifdef PE_CSTACK_ASAN
#define PE_CSTACK_PARSE_SIZE (16384u * 1024u)
#define PE_CSTACK_PARSE_NEED (2048u * 1024u)
#else
#define PE_CSTACK_PARSE_SIZE (4096u * 1024u)
#define PE_CSTACK_PARSE_NEED (512u * 1024u)
#endif

/* Non-zero when the current C stack position is within `need` bytes of
 * vm->stack_limit (or past it). Cannot fail. */
static inline int pe_cstack_below(pe_vm *vm, uintptr_t need) {
    char probe;
    return (uintptr_t)&probe < vm->stack_limit + need;
}

/* Non-zero when a Python call should move to a segment. Cannot fail. */
static inline int pe_cstack_low(pe_vm *vm) {
    return pe_cstack_below(vm, PE_CSTACK_RESERVE);
}

/* Runs fn(arg) on a fresh segment of `size` bytes (0: PE_CSTACK_SIZE, the size that
 * is cached for reuse), with vm->stack_limit set to the segment's guard for the
 * duration, and returns 0 after it returned. -1 with MemoryError (or the memory-limit
 * error) pending when no segment can be allocated; fn did not run. */
int pe_cstack_run(pe_vm *vm, size_t size, void (*fn)(void *), void *arg) PE_MUST_CHECK;

/* Frees the cached segment (VM teardown). Cannot fail. */
void pe_cstack_release(pe_vm *vm);

#endif
