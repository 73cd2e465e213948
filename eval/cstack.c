/*
 * cstack.c - running a call on a fresh C-stack segment (see cstack.h for why).
 *
 * On x86-64 the switch is a six-instruction routine: it saves the stack pointer in
 * rbp (callee-saved, so the callee preserves it), moves the stack pointer to the top
 * of the segment, calls the function and restores. Its CFI describes the frame
 * through rbp, so debuggers and sanitizer stack traces unwind across the segment.
 * Elsewhere it uses ucontext; -DPE_GEN_UCONTEXT forces that fallback, as for
 * generators (eval/gen.c). Under ASan every switch is announced with
 * __sanitizer_start_switch_fiber/__sanitizer_finish_switch_fiber, so the sanitizer
 * knows which memory is the current stack.
 */
#include "cstack.h"

#include <string.h>

#include "../core/mem.h"
#include "exc.h"

#ifdef PE_CSTACK_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

#if defined(__x86_64__) && !defined(PE_GEN_UCONTEXT)
#define PE_CSTACK_ASM 1
/* pe_cstack_call(top, fn, arg): calls fn(arg) with the stack pointer at top (16-byte
 * aligned) and returns on the original stack. */
__attribute__((visibility("hidden"))) void pe_cstack_call(void *top, void (*fn)(void *),
                                                          void *arg);
__asm__(".text\n"
        ".globl pe_cstack_call\n"
        ".hidden pe_cstack_call\n"
        ".type pe_cstack_call,@function\n"
        "pe_cstack_call:\n"
        "  .cfi_startproc\n"
        "  pushq %rbp\n"
        "  .cfi_def_cfa_offset 16\n"
        "  .cfi_offset %rbp, -16\n"
        "  movq %rsp, %rbp\n"
        "  .cfi_def_cfa_register %rbp\n"
        "  movq %rdi, %rsp\n"
        "  movq %rdx, %rdi\n"
        "  callq *%rsi\n"
        "  movq %rbp, %rsp\n"
        "  popq %rbp\n"
        "  .cfi_def_cfa %rsp, 8\n"
        "  ret\n"
        "  .cfi_endproc\n"
        ".size pe_cstack_call, .-pe_cstack_call\n");
#else
#include <ucontext.h>
#endif

typedef struct seg_ctx {
    void (*fn)(void *);
    void *arg;
#ifdef PE_CSTACK_ASAN
    void *fake;                /* the caller's fake stack while the segment runs */
    const void *caller_bottom; /* the caller's stack, to switch back to */
    size_t caller_size;
#endif
#ifndef PE_CSTACK_ASM
    ucontext_t caller, seg;
#endif
} seg_ctx;

/* First and last code on the segment. */
static void seg_entry(void *p) {
    seg_ctx *c = p;
#ifdef PE_CSTACK_ASAN
    __sanitizer_finish_switch_fiber(NULL, &c->caller_bottom, &c->caller_size);
#endif
    c->fn(c->arg);
#ifdef PE_CSTACK_ASAN
    /* NULL: the segment's fiber ends here, its fake frames can go */
    __sanitizer_start_switch_fiber(NULL, c->caller_bottom, c->caller_size);
#endif
}

#ifndef PE_CSTACK_ASM
static void seg_entry_uc(unsigned hi, unsigned lo) {
    seg_entry((void *)(((uintptr_t)hi << 32) | (uintptr_t)lo));
}
#endif

#ifndef PE_CSTACK_ASM
/* Apart from pe_cstack_run so that getcontext's "returns twice" cannot clobber the
 * caller's locals. 1 after fn ran, 0 when the switch failed. */
__attribute__((noinline)) static int uc_run(seg_ctx *c, char *seg, size_t size) {
    if (getcontext(&c->seg) < 0) return 0;
    c->seg.uc_stack.ss_sp = seg;
    c->seg.uc_stack.ss_size = size;
    c->seg.uc_link = &c->caller;
    uintptr_t p = (uintptr_t)c;
    makecontext(&c->seg, (void (*)(void))seg_entry_uc, 2, (unsigned)(p >> 32), (unsigned)p);
    return swapcontext(&c->caller, &c->seg) == 0;
}
#endif

int pe_cstack_run(pe_vm *vm, size_t size, void (*fn)(void *), void *arg) {
    char *seg = NULL;
    if (!size || size == PE_CSTACK_SIZE) {
        size = PE_CSTACK_SIZE;
        seg = vm->cstack_cache;
        vm->cstack_cache = NULL;
    }
    if (!seg) seg = pe_mem_alloc(&vm->mem, size);
    if (!seg) {
        pe_err_nomem(vm);
        return -1;
    }
    seg_ctx c;
    memset(&c, 0, sizeof c);
    c.fn = fn;
    c.arg = arg;
    uintptr_t saved_limit = vm->stack_limit;
    vm->stack_limit = (uintptr_t)seg + PE_CSTACK_MARGIN;
#ifdef PE_CSTACK_ASAN
    __sanitizer_start_switch_fiber(&c.fake, seg, size);
#endif
#ifdef PE_CSTACK_ASM
    pe_cstack_call((void *)(((uintptr_t)seg + size) & ~(uintptr_t)15), seg_entry, &c);
#else
    int ok = uc_run(&c, seg, size);
#endif
#ifdef PE_CSTACK_ASAN
    __sanitizer_finish_switch_fiber(c.fake, NULL, NULL);
#endif
    vm->stack_limit = saved_limit;
    if (vm->cstack_cache || size != PE_CSTACK_SIZE)
        pe_mem_free(&vm->mem, seg, size);
    else
        vm->cstack_cache = seg;
#ifndef PE_CSTACK_ASM
    if (!ok) {
        pe_err_set(vm, PE_EXC_SystemError, "cannot switch to a new C stack segment");
        return -1;
    }
#endif
    return 0;
}

void pe_cstack_release(pe_vm *vm) {
    if (vm->cstack_cache) pe_mem_free(&vm->mem, vm->cstack_cache, PE_CSTACK_SIZE);
    vm->cstack_cache = NULL;
}
