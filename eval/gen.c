/*
 * gen.c - generators: a `def` containing `yield` runs on a C stack of its own.
 *
 * The evaluator recurses on the C stack, so a generator suspended in the middle of a
 * statement keeps its evaluation state in C frames. Each generator therefore gets a
 * private stack (allocated through pe_mem at its first resume, freed when it finishes)
 * and `yield` switches stacks: resuming saves the resumer's registers and jumps onto
 * the generator's stack; yielding jumps back. docs/generators.md has the reasoning,
 * the stack size and the memory cost.
 *
 * Invariants:
 *   - state CREATED: no stack, nothing ran; SUSPENDED: stack allocated, the body is
 *     parked in gen_suspend(); RUNNING: the body is on the CPU (the generator holds an
 *     extra reference to itself, so nothing can free it); DONE: no stack, slots
 *     released.
 *   - while RUNNING, vm->frame chain and vm->depth include the generator's frame and
 *     vm->stack_limit is the guard of the generator's stack; every switch swaps them.
 *   - the generator's frame (g->frame) and its slots live in the object, never on the
 *     value stack, so a suspended frame survives its resumer.
 *   - a suspended generator's C frames own references the collector cannot see; they
 *     count as external references (so a cycle through them is freed only at VM
 *     teardown), and they are released by resuming the body with an uncatchable error
 *     ("kill"), which runs no Python code.
 */
#include "gen.h"

#include <stdio.h>
#include <string.h>

#include "../builtins/exceptions.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "exc.h"
#include "gc.h"
#include "ops.h"
#include "traceback.h"
#include "vm.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PE_GEN_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(PE_GEN_ASAN)
#define PE_GEN_ASAN 1
#endif
#ifdef PE_GEN_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

/*
 * Stack size. A body's ordinary calls do not need depth here: a call made with less
 * than PE_CSTACK_RESERVE bytes left moves to a C-stack segment (eval/cstack.h), so a
 * body can recurse to the recursion limit like any other code. What must fit is the
 * body's own statement and expression nesting plus the C code that runs between two
 * guard checks (the margin). Recursion through `yield from` costs one whole stack per
 * level, and CPython lets such chains reach the recursion limit (1000 by default), so
 * the stack is kept small: 128 KiB with a 40 KiB margin (1000 nested generators in
 * 128 MiB). Under ASan frames are larger: 512 KiB with a 160 KiB margin. The memory
 * is charged to the memory limit; pages the body never touches are not committed by
 * the OS allocator (docs/generators.md).
 */
#ifdef PE_GEN_ASAN
#define PE_GEN_STACK_SIZE   (512u * 1024u)
#define PE_GEN_STACK_MARGIN (160u * 1024u)
#else
#define PE_GEN_STACK_SIZE   (128u * 1024u)
#define PE_GEN_STACK_MARGIN (40u * 1024u)
#endif

/* ---- context switching -------------------------------------------------------------- */

#if defined(__x86_64__) && !defined(PE_GEN_UCONTEXT)
/*
 * pe_gen_switch(save, to): pushes the callee-saved registers, stores the stack pointer
 * in *save, loads `to` and pops the other side's registers. A fresh stack is laid out
 * so that the pops and the `ret` land in pe_gen_boot with the generator in r12.
 * (ucontext's swapcontext would do a sigprocmask system call per switch, and ASan
 * warns on every program that uses it.)
 */
/* hidden: the assembly calls pe_gen_main directly, also inside a shared library */
__attribute__((visibility("hidden"))) void pe_gen_switch(void **save, void *to);
__attribute__((visibility("hidden"))) void pe_gen_boot(void);
__asm__(".text\n"
        ".globl pe_gen_switch\n"
        ".hidden pe_gen_switch\n"
        ".type pe_gen_switch,@function\n"
        "pe_gen_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size pe_gen_switch, .-pe_gen_switch\n"
        ".globl pe_gen_boot\n"
        ".hidden pe_gen_boot\n"
        ".type pe_gen_boot,@function\n"
        "pe_gen_boot:\n"
        "  movq %r12, %rdi\n"
        "  call pe_gen_main\n"
        "  ud2\n"
        ".size pe_gen_boot, .-pe_gen_boot\n");
typedef struct pe_gen_ctx {
    void *sp;
} pe_gen_ctx;
#define PE_GEN_SWITCH(from, to) pe_gen_switch(&(from)->sp, (to)->sp)
#else
#include <ucontext.h>
typedef struct pe_gen_ctx {
    ucontext_t uc;
} pe_gen_ctx;
#define PE_GEN_SWITCH(from, to) (void)swapcontext(&(from)->uc, &(to)->uc)
#endif

enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_DONE };

/* how the suspended body is resumed */
enum { RES_SEND, RES_THROW, RES_KILL };
/* how a resume ended */
enum { OUT_YIELD, OUT_RETURN, OUT_RAISE };

typedef struct pe_gen {
    pe_obj base;
    pe_func *func;   /* owned */
    pe_value *slots; /* func->scope->nslots, pe_mem; NULL once released */
    uint32_t nslots;
    uint8_t state, mode, outcome, finalized;
    pe_obj *fin_next;      /* pe_gen_defer_finalize's list */
    pe_frame frame;        /* the body's frame: back is re-linked at every resume */
    pe_value xfer;         /* owned: value sent/thrown in, or yielded/returned out */
    pe_value exc_handled;  /* the body's sys.exc_info() while suspended (borrowed from
                              its own C frames) */
    pe_value yf;           /* owned: the iterator a `yield from` delegates to */
    char *stack;           /* PE_GEN_STACK_SIZE bytes, pe_mem; NULL unless started */
    uintptr_t stack_limit; /* vm->stack_limit while the body runs */
    uintptr_t caller_limit;
    pe_gen_ctx ctx, caller;
#ifdef PE_GEN_ASAN
    void *fake_gen, *fake_caller;
    const void *caller_bottom;
    size_t caller_size;
#endif
} pe_gen;

static int is_def_gen(pe_value v) {
    return pe_is_obj(v) && (v.u.o->flags & PE_GEN_FLAG_DEF);
}

static int is_gen_value(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_GENERATOR];
}

/* Switches from the resumer to the generator's stack and back. */
static void switch_in(pe_gen *g) {
#ifdef PE_GEN_ASAN
    __sanitizer_start_switch_fiber(&g->fake_caller, g->stack, PE_GEN_STACK_SIZE);
#endif
    PE_GEN_SWITCH(&g->caller, &g->ctx);
#ifdef PE_GEN_ASAN
    __sanitizer_finish_switch_fiber(g->fake_caller, NULL, NULL);
#endif
}

/* On the generator's stack: back to the resumer. `final` when the stack is never
 * resumed again. */
static void switch_out(pe_gen *g, int final) {
#ifdef PE_GEN_ASAN
    __sanitizer_start_switch_fiber(final ? NULL : &g->fake_gen, g->caller_bottom,
                                   g->caller_size);
#else
    (void) final;
#endif
    PE_GEN_SWITCH(&g->ctx, &g->caller);
#ifdef PE_GEN_ASAN
    __sanitizer_finish_switch_fiber(g->fake_gen, &g->caller_bottom, &g->caller_size);
#endif
}

/* ---- creation and release --------------------------------------------------------- */

pe_value pe_gen_new(pe_vm *vm, pe_func *fn, pe_value *slots) {
    const pe_scope *sc = fn->scope;
    pe_gen *g = (pe_gen *)pe_obj_alloc(vm, vm->types[PE_TYPE_GENERATOR], sizeof(pe_gen));
    if (!g) {
        /* loop-bound: source: the slots of one code scope */
        for (uint32_t i = 0; i < sc->nslots; i++)
            pe_clear(vm, &slots[i]);
        if (slots) pe_mem_free(&vm->mem, slots, sc->nslots * sizeof(pe_value));
        return PE_NULL;
    }
    g->base.flags |= PE_GEN_FLAG_DEF;
    pe_obj_incref(&fn->base);
    g->func = fn;
    g->slots = slots;
    g->nslots = sc->nslots;
    g->state = GEN_CREATED;
    g->xfer = g->exc_handled = g->yf = PE_NULL;
    pe_frame *f = &g->frame;
    f->vm = vm;
    f->ast = fn->ast;
    f->scope = sc;
    f->name = sc->name;
    f->slots = slots;
    f->nslots = sc->nslots;
    f->globals = fn->globals;
    f->locals = PE_NULL;
    f->func = fn;
    f->cur = fn->node;
    f->retval = PE_NULL;
    return pe_obj_value(&g->base);
}

/* Releases what a finished generator no longer needs (its locals, as CPython clears a
 * finished frame). The caller is not on g's stack. */
static void gen_release(pe_vm *vm, pe_gen *g) {
    if (g->stack) {
        pe_mem_free(&vm->mem, g->stack, PE_GEN_STACK_SIZE);
        g->stack = NULL;
    }
    pe_clear(vm, &g->yf);
    pe_clear(vm, &g->frame.retval);
    if (g->slots) {
        pe_value *s = g->slots;
        uint32_t n = g->nslots;
        g->slots = NULL;
        g->frame.slots = NULL;
        g->frame.nslots = 0;
        /* loop-bound: per-object: gen_release runs once per object */
        for (uint32_t i = 0; i < n; i++)
            pe_clear(vm, &s[i]);
        pe_mem_free(&vm->mem, s, n * sizeof(pe_value));
    }
}

/* ---- running the body ------------------------------------------------------------- */

/* PEP 479: a StopIteration leaving the body becomes RuntimeError (cause and context
 * are the StopIteration). */
static void convert_stop_iteration(pe_vm *vm) {
    if (!pe_err_matches(vm, PE_EXC_StopIteration)) return;
    pe_value stop = pe_err_fetch(vm);
    pe_value saved = vm->exc_handled;
    vm->exc_handled = stop;
    pe_err_set(vm, PE_EXC_RuntimeError, "generator raised StopIteration");
    vm->exc_handled = saved;
    pe_value e = pe_err_peek(vm);
    if (pe_exc_check(vm, e)) pe_exc_set_cause(vm, e, pe_incref(stop));
    pe_decref(vm, stop);
}

/* Entry point on the generator's own stack (from pe_gen_boot / makecontext). */
__attribute__((visibility("hidden"))) void pe_gen_main(pe_gen *g);
void pe_gen_main(pe_gen *g) {
#ifdef PE_GEN_ASAN
    __sanitizer_finish_switch_fiber(NULL, &g->caller_bottom, &g->caller_size);
#endif
    pe_vm *vm = g->frame.vm;
    pe_frame *f = &g->frame;
    pe_value result = PE_NULL;
    int mode = g->mode;
    pe_value in = g->xfer;
    g->xfer = PE_NULL;
    if (mode == RES_SEND) {
        pe_decref(vm, in);
        const pe_node *fn = g->func->node;
        if (fn->kind == PE_N_LAMBDA) {
            result = pe_eval_expr(f, fn->u.func.body_expr);
        } else {
            pe_exec st = pe_exec_block(f, &fn->u.func.body);
            if (st == PE_EXEC_RETURN)
                result = f->retval, f->retval = PE_NULL;
            else if (st != PE_EXEC_RAISE)
                result = PE_NONE;
        }
    } else {
        /* thrown into (or killed) before the first instruction: the exception appears
         * at the def line, as CPython does */
        if (mode == RES_THROW)
            pe_err_raise(vm, in);
        else
            pe_err_kill(vm);
        pe_decref(vm, in);
    }
    if (pe_is_null(result)) {
        /* the RuntimeError of PEP 479 is made after the frame is gone: it has no
         * entry for it, as in CPython */
        pe_tb_record_frame(vm, f, f->ast, f->name, f->cur);
        if (!pe_err_is_limit(vm)) convert_stop_iteration(vm);
        g->outcome = OUT_RAISE;
    } else {
        g->outcome = OUT_RETURN;
        g->xfer = result;
    }
    g->state = GEN_DONE;
    switch_out(g, 1);
    __builtin_unreachable();
}

#if !(defined(__x86_64__) && !defined(PE_GEN_UCONTEXT))
static void pe_gen_main_uc(unsigned hi, unsigned lo) {
    pe_gen_main((pe_gen *)(((uintptr_t)hi << 32) | (uintptr_t)lo));
}
#endif

static int same_value(pe_value a, pe_value b) {
    return a.tag == b.tag && (!pe_is_obj(a) || a.u.o == b.u.o);
}

/*
 * Resumes a CREATED or SUSPENDED generator with mode/in (borrowed) until it yields,
 * returns or raises. Returns OUT_*: OUT_YIELD / OUT_RETURN with *out a new reference,
 * OUT_RAISE with the exception pending.
 */

static int gen_run(pe_vm *vm, pe_gen *g, int mode, pe_value in, pe_value *out) {
    *out = PE_NULL;
    if (mode != RES_KILL) {
        if (PE_TICK(vm, 1) < 0) return OUT_RAISE;
        if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth) {
            pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
            return OUT_RAISE;
        }
        if (pe_vm_check_stack(vm) < 0) return OUT_RAISE;
    }
    if (g->state == GEN_CREATED) {
        g->stack = pe_mem_alloc(&vm->mem, PE_GEN_STACK_SIZE);
        if (!g->stack && vm->mem.limit_hit && mode != RES_KILL) {
            /* unreachable suspended generators may hold the memory: one pass closes
             * them (freeing their stacks), a second frees what they leave */
            vm->mem.limit_hit = 0;
            pe_obj_incref(&g->base);
            g->state = GEN_RUNNING; /* a cleanup that resumes g gets ValueError */
            (void)pe_gc_collect(vm);
            (void)pe_gc_collect(vm);
            g->state = GEN_CREATED;
            pe_obj_decref(vm, &g->base);
            if (pe_err_occurred(vm)) return OUT_RAISE;
            g->stack = pe_mem_alloc(&vm->mem, PE_GEN_STACK_SIZE);
        }
        if (!g->stack) {
            pe_err_nomem(vm);
            return OUT_RAISE;
        }
        g->stack_limit = (uintptr_t)g->stack + PE_GEN_STACK_MARGIN;
#if defined(__x86_64__) && !defined(PE_GEN_UCONTEXT)
        uintptr_t top = ((uintptr_t)g->stack + PE_GEN_STACK_SIZE) & ~(uintptr_t)15;
        /* popped as r15 r14 r13 r12 rbx rbp, then `ret` into pe_gen_boot; 9 words so
         * that the stack pointer is 16-byte aligned at pe_gen_boot's call */
        void **sp = (void **)(top - 9 * sizeof(void *));
        memset(sp, 0, 9 * sizeof(void *));
        sp[3] = g;                   /* r12 */
        sp[6] = (void *)pe_gen_boot; /* return address */
        g->ctx.sp = sp;
#else
        if (getcontext(&g->ctx.uc) < 0) {
            pe_mem_free(&vm->mem, g->stack, PE_GEN_STACK_SIZE);
            g->stack = NULL;
            pe_err_set(vm, PE_EXC_SystemError, "getcontext failed");
            return OUT_RAISE;
        }
        g->ctx.uc.uc_stack.ss_sp = g->stack;
        g->ctx.uc.uc_stack.ss_size = PE_GEN_STACK_SIZE;
        g->ctx.uc.uc_link = NULL;
        uintptr_t p = (uintptr_t)g;
        makecontext(&g->ctx.uc, (void (*)(void))pe_gen_main_uc, 2, (unsigned)(p >> 32),
                    (unsigned)p);
#endif
    }
    pe_obj_incref(&g->base);
    g->mode = (uint8_t)mode;
    g->xfer = pe_is_null(in) ? PE_NULL : pe_incref(in);
    g->frame.back = vm->frame;
    vm->frame = &g->frame;
    vm->depth++;
    uintptr_t saved_limit = vm->stack_limit;
    vm->stack_limit = g->stack_limit;
    /* sys.exc_info() inside the body: its own handler's exception if it yielded
     * inside one, else the resumer's (CPython chains the generator's exception state
     * to the caller's) */
    pe_value saved_handled = vm->exc_handled;
    pe_value installed = pe_is_null(g->exc_handled) ? saved_handled : g->exc_handled;
    vm->exc_handled = installed;
    g->state = GEN_RUNNING;
    switch_in(g);
    vm->stack_limit = saved_limit;
    g->exc_handled = same_value(vm->exc_handled, installed) && pe_is_null(g->exc_handled)
                         ? PE_NULL
                         : vm->exc_handled;
    vm->exc_handled = saved_handled;
    vm->frame = g->frame.back;
    g->frame.back = NULL;
    vm->depth--;
    int outcome = g->outcome;
    *out = g->xfer;
    g->xfer = PE_NULL;
    if (g->state == GEN_DONE) {
        g->exc_handled = PE_NULL;
        gen_release(vm, g);
    }
    pe_obj_decref(vm, &g->base);
    return outcome;
}

/*
 * On the generator's stack: hands v (stolen) to the resumer and waits to be resumed.
 * Returns what the resume brings: the sent value (new reference), or PE_NULL with the
 * thrown exception (or the kill's limit error) pending.
 */
static pe_value gen_suspend(pe_gen *g, pe_value v) {
    pe_vm *vm = g->frame.vm;
    g->xfer = v;
    g->outcome = OUT_YIELD;
    g->state = GEN_SUSPENDED;
    switch_out(g, 0);
    pe_value in = g->xfer;
    g->xfer = PE_NULL;
    switch (g->mode) {
    case RES_SEND: return in;
    case RES_THROW:
        pe_err_raise(vm, in);
        pe_decref(vm, in);
        return PE_NULL;
    default: pe_decref(vm, in); return pe_err_kill(vm);
    }
}

/* ---- send / throw / close ------------------------------------------------------------ */

static pe_value raise_stop(pe_vm *vm, pe_value value) {
    if (pe_is_null(value) || pe_is_none(value)) {
        pe_decref(vm, value);
        return pe_err_raise(vm, pe_obj_value(&vm->exc_types[PE_EXC_StopIteration]->base));
    }
    pe_value e = pe_exc_new_kind(vm, PE_EXC_StopIteration, &value, 1);
    pe_decref(vm, value);
    if (pe_is_null(e)) return PE_NULL;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_NULL;
}

static pe_value already_executing(pe_vm *vm) {
    return pe_err_set(vm, PE_EXC_ValueError, "generator already executing");
}

/* Result of a resume as a send()/__next__ result: the yielded value, or StopIteration
 * carrying the return value (iternext: PE_NULL without exception for None). */
static pe_value finish_send(pe_vm *vm, int outcome, pe_value out, int iternext) {
    if (outcome == OUT_YIELD) return out;
    if (outcome == OUT_RAISE) return PE_NULL;
    if (iternext && pe_is_none(out)) return PE_NULL;
    return raise_stop(vm, out);
}

static pe_value gen_send(pe_vm *vm, pe_gen *g, pe_value v, int iternext) {
    switch (g->state) {
    case GEN_RUNNING: return already_executing(vm);
    case GEN_DONE: return iternext ? PE_NULL : raise_stop(vm, PE_NULL);
    case GEN_CREATED:
        if (!pe_is_none(v))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "can't send non-None value to a just-started generator");
        break;
    default: break;
    }
    pe_value out;
    int outcome = gen_run(vm, g, RES_SEND, v, &out);
    return finish_send(vm, outcome, out, iternext);
}

/* throw(exc instance, borrowed) */
static pe_value gen_throw(pe_vm *vm, pe_gen *g, pe_value exc) {
    if (g->state == GEN_RUNNING) return already_executing(vm);
    if (g->state == GEN_DONE) return pe_err_raise(vm, exc);
    pe_value out;
    int outcome = gen_run(vm, g, RES_THROW, exc, &out);
    return finish_send(vm, outcome, out, 0);
}

/* close(): None (new reference) or PE_NULL. */
static pe_value gen_close(pe_vm *vm, pe_gen *g) {
    if (g->state == GEN_RUNNING) return already_executing(vm);
    if (g->state != GEN_SUSPENDED) {
        g->state = GEN_DONE;
        gen_release(vm, g);
        return PE_NONE;
    }
    pe_value out;
    int outcome = gen_run(vm, g, RES_THROW,
                          pe_obj_value(&vm->exc_types[PE_EXC_GeneratorExit]->base), &out);
    if (outcome == OUT_YIELD) {
        pe_decref(vm, out);
        return pe_err_set(vm, PE_EXC_RuntimeError, "generator ignored GeneratorExit");
    }
    if (outcome == OUT_RETURN) {
        pe_decref(vm, out);
        return PE_NONE;
    }
    if (pe_err_matches(vm, PE_EXC_GeneratorExit) ||
        pe_err_matches(vm, PE_EXC_StopIteration)) {
        pe_err_clear(vm);
        return PE_NONE;
    }
    return PE_NULL;
}

/* Unwinds a suspended generator without running Python code: the body is resumed with
 * an uncatchable error, which skips every except/finally/__exit__. Whatever was
 * pending before is kept. */
static void gen_kill(pe_vm *vm, pe_gen *g) {
    if (g->state == GEN_RUNNING) return;
    if (g->state == GEN_SUSPENDED) {
        pe_value saved = pe_err_fetch(vm);
        pe_value out;
        (void)gen_run(vm, g, RES_KILL, PE_NULL, &out);
        pe_decref(vm, out);
        pe_err_clear(vm);
        pe_err_restore(vm, saved);
    }
    g->state = GEN_DONE;
    gen_release(vm, g);
}

/* Reports an exception raised by a finalizer as CPython's unraisable hook does. */
static void write_unraisable(pe_vm *vm, pe_gen *g) {
    pe_value e = pe_err_fetch(vm);
    /* CPython's hook prints the exception without its chain; it is dropped after */
    if (pe_exc_check(vm, e)) {
        pe_exc_set_context(vm, e, PE_NULL);
        pe_exc_set_cause(vm, e, PE_NULL);
        pe_exc_set_suppress_context(e, 0);
    }
    /* Reporting runs under the limits: a limit hit by user code here (a __repr__ or
     * __str__) stays pending and ends the run, and the text is bounded by the output
     * room (traceback.h). */
    pe_value r = pe_op_repr(vm, pe_obj_value(&g->base)), tb = PE_NULL;
    if (pe_is_null(r) && pe_err_is_limit(vm)) goto out;
    pe_err_clear(vm);
    const char *why;
    size_t budget = pe_tb_output_budget(vm, &why);
    tb = pe_tb_format(vm, e, budget, why);
    if (pe_is_null(tb) && pe_err_is_limit(vm)) goto out;
    pe_err_clear(vm);
    /* an output-limit error while reporting stays pending (uncatchable) */
    if (!pe_is_null(r) && !pe_is_null(tb) &&
        pe_vm_write(vm, 2, "Exception ignored in: ", 22) == 0 &&
        pe_vm_write(vm, 2, pe_str_obj(r)->data, pe_str_obj(r)->size) == 0 &&
        pe_vm_write(vm, 2, "\n", 1) == 0 &&
        pe_vm_write(vm, 2, pe_str_obj(tb)->data, pe_str_obj(tb)->size) == 0) {
    }
    if (!pe_err_is_limit(vm)) pe_err_clear(vm);
out:
    pe_decref(vm, tb);
    pe_decref(vm, r);
    pe_decref(vm, e);
}

/* Python code may run for cleanup only inside a run, never while a limit error is
 * unwinding, never after a limit was hit in the run (even one some C code cleared:
 * pe_err_limit), nor at VM teardown, when vm->frame is NULL. */
static int may_run_python(pe_vm *vm) {
    return vm->frame != NULL && !pe_err_is_limit(vm) &&
           pe_err_limit_hit(vm) == PE_LIMIT_NONE;
}

int pe_gen_needs_finalize(pe_vm *vm, pe_obj *o) {
    if (!is_def_gen(pe_obj_value(o)) || o->type != vm->types[PE_TYPE_GENERATOR]) return 0;
    pe_gen *g = (pe_gen *)o;
    return g->state == GEN_SUSPENDED && !g->finalized && may_run_python(vm);
}

static void gen_finalize(pe_vm *vm, pe_obj *o) {
    pe_gen *g = (pe_gen *)o;
    if (g->state != GEN_SUSPENDED || g->finalized) return;
    g->finalized = 1;
    if (!may_run_python(vm)) {
        gen_kill(vm, g);
        return;
    }
    pe_value saved = pe_err_fetch(vm);
    pe_value r = gen_close(vm, g);
    if (pe_is_null(r) && pe_err_limit_hit(vm) == PE_LIMIT_NONE) write_unraisable(vm, g);
    pe_decref(vm, r);
    if (pe_err_limit_check(vm) < 0) {
        /* a limit hit during cleanup (or while reporting its error) wins over what was
         * pending, and stays pending for the caller (pe_type_call_del's rule) */
        pe_decref(vm, saved);
        return;
    }
    pe_err_restore(vm, saved);
}

void pe_gen_defer_finalize(pe_vm *vm, pe_obj *o, pe_obj **list) {
    (void)vm;
    pe_obj_incref(o);
    ((pe_gen *)o)->fin_next = *list;
    *list = o;
}

void pe_gen_run_finalizers(pe_vm *vm, pe_obj *list) {
    /* loop-bound: per-object: each suspended generator is finalized once */
    while (list) {
        pe_obj *o = list;
        list = ((pe_gen *)o)->fin_next;
        ((pe_gen *)o)->fin_next = NULL;
        gen_finalize(vm, o);
        pe_obj_decref(vm, o);
    }
}

/* ---- yield and yield from ------------------------------------------------------------ */

static pe_gen *gen_of_frame(pe_frame *f) {
    return (pe_gen *)((char *)f - offsetof(pe_gen, frame));
}

/* The generator running frame f, or NULL with SystemError pending. Scope analysis
 * allows `yield` only in generator functions and lambdas, whose frames are always a
 * pe_gen's (a generator expression cannot contain one). */
static pe_gen *frame_gen(pe_frame *f) {
    if (!(f->scope->flags & PE_SCOPE_GENERATOR) || !f->func ||
        f->scope->kind == PE_SCOPE_COMPREHENSION) {
        pe_err_set(f->vm, PE_EXC_SystemError, "yield outside a generator frame");
        return NULL;
    }
    return gen_of_frame(f);
}

pe_value pe_gen_eval_yield(pe_frame *f, const pe_node *n) {
    pe_gen *g = frame_gen(f);
    if (!g) return PE_NULL;
    pe_value v = PE_NONE;
    if (n->u.unary.value) {
        v = pe_eval_expr(f, n->u.unary.value);
        if (pe_is_null(v)) return PE_NULL;
    }
    f->cur = n;
    return gen_suspend(g, v);
}

/* Closes the sub-iterator of a `yield from` receiving GeneratorExit: 0 or -1. */
static int close_sub(pe_vm *vm, pe_value it) {
    if (is_def_gen(it)) {
        pe_value r = gen_close(vm, (pe_gen *)it.u.o);
        if (pe_is_null(r)) return -1;
        pe_decref(vm, r);
        return 0;
    }
    pe_value m = pe_op_getattr_cstr(vm, it, "close");
    if (pe_is_null(m)) {
        if (pe_err_matches(vm, PE_EXC_AttributeError)) {
            pe_err_clear(vm);
            return 0;
        }
        return -1;
    }
    pe_value r = pe_op_call(vm, m, NULL, 0, NULL);
    pe_decref(vm, m);
    if (pe_is_null(r)) return -1;
    pe_decref(vm, r);
    return 0;
}

/* One step of the sub-iterator: send v (PE_NULL = next()). New reference, or PE_NULL:
 * with no exception when it ended (its return value in *ret, new reference), else
 * with the exception pending. */
static pe_value sub_send(pe_vm *vm, pe_value it, pe_value v, pe_value *ret) {
    *ret = PE_NULL;
    pe_value r;
    if (is_def_gen(it)) {
        pe_gen *sg = (pe_gen *)it.u.o;
        if (sg->state == GEN_RUNNING) return already_executing(vm);
        if (sg->state == GEN_DONE) {
            *ret = PE_NONE;
            return PE_NULL;
        }
        if (sg->state == GEN_CREATED && !pe_is_null(v) && !pe_is_none(v))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "can't send non-None value to a just-started generator");
        pe_value out;
        int outcome = gen_run(vm, sg, RES_SEND, pe_is_null(v) ? PE_NONE : v, &out);
        if (outcome == OUT_YIELD) return out;
        if (outcome == OUT_RETURN) *ret = out;
        return PE_NULL;
    }
    if (pe_is_null(v) || pe_is_none(v)) {
        pe_type *t = pe_type_of(vm, it);
        if (!t->iternext)
            return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not an iterator",
                                 t->name);
        r = t->iternext(vm, it);
    } else {
        r = pe_op_call_method(vm, it, "send", &v, 1);
    }
    if (!pe_is_null(r)) return r;
    if (!pe_err_occurred(vm)) {
        *ret = PE_NONE;
        return PE_NULL;
    }
    if (pe_err_matches(vm, PE_EXC_StopIteration)) {
        pe_value e = pe_err_fetch(vm);
        *ret = pe_incref(pe_exc_attr(e, PE_EXCF_STOP_ITERATION, PE_EXC_X_VALUE));
        pe_decref(vm, e);
    }
    return PE_NULL;
}

/* Throws exc (the pending exception, fetched by the caller: stolen) into the
 * sub-iterator: as sub_send. *handled is 0 when the sub-iterator has no throw()
 * (the exception is then pending again, to be raised in the delegating frame). */
static pe_value sub_throw(pe_vm *vm, pe_value it, pe_value exc, pe_value *ret,
                          int *handled) {
    *ret = PE_NULL;
    *handled = 1;
    pe_value r;
    if (is_def_gen(it)) {
        r = gen_throw(vm, (pe_gen *)it.u.o, exc);
    } else {
        pe_value m = pe_op_getattr_cstr(vm, it, "throw");
        if (pe_is_null(m)) {
            if (!pe_err_matches(vm, PE_EXC_AttributeError)) {
                pe_decref(vm, exc);
                return PE_NULL;
            }
            pe_err_clear(vm);
            *handled = 0;
            pe_err_restore(vm, exc);
            return PE_NULL;
        }
        r = pe_op_call(vm, m, &exc, 1, NULL);
        pe_decref(vm, m);
    }
    pe_decref(vm, exc);
    if (!pe_is_null(r)) return r;
    if (pe_err_matches(vm, PE_EXC_StopIteration)) {
        pe_value e = pe_err_fetch(vm);
        *ret = pe_incref(pe_exc_attr(e, PE_EXCF_STOP_ITERATION, PE_EXC_X_VALUE));
        pe_decref(vm, e);
    }
    return PE_NULL;
}

pe_value pe_gen_eval_yield_from(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_gen *g = frame_gen(f);
    if (!g) return PE_NULL;
    pe_value src = pe_eval_expr(f, n->u.unary.value);
    if (pe_is_null(src)) return PE_NULL;
    f->cur = n;
    pe_value it = is_gen_value(vm, src) ? pe_incref(src) : pe_op_iter(vm, src);
    pe_decref(vm, src);
    if (pe_is_null(it)) return PE_NULL;
    pe_clear(vm, &g->yf);
    g->yf = pe_incref(it);
    pe_value send = PE_NULL, ret = PE_NULL;
    pe_value y = sub_send(vm, it, send, &ret);
    for (;;) {
        f->cur = n;
        if (pe_is_null(y)) break;
        pe_value in = gen_suspend(g, y);
        f->cur = n;
        if (!pe_is_null(in)) {
            y = sub_send(vm, it, in, &ret);
            pe_decref(vm, in);
            continue;
        }
        if (pe_err_is_limit(vm)) break;
        /* an exception was thrown in: delegate it (GeneratorExit closes instead) */
        if (pe_err_matches(vm, PE_EXC_GeneratorExit)) {
            pe_value e = pe_err_fetch(vm);
            if (close_sub(vm, it) < 0)
                pe_decref(vm, e);
            else
                pe_err_restore(vm, e);
            break;
        }
        int handled;
        y = sub_throw(vm, it, pe_err_fetch(vm), &ret, &handled);
        if (!handled) break;
    }
    pe_clear(vm, &g->yf);
    pe_decref(vm, it);
    if (pe_err_occurred(vm)) {
        pe_decref(vm, ret);
        return PE_NULL;
    }
    return pe_is_null(ret) ? PE_NONE : ret;
}

/* ---- the type ---------------------------------------------------------------------- */

static void gen_clear(pe_vm *vm, pe_obj *o) {
    if (!(o->flags & PE_GEN_FLAG_DEF)) {
        pe_genexp_clear(vm, o);
        return;
    }
    pe_gen *g = (pe_gen *)o;
    if (g->state == GEN_RUNNING) return;
    gen_kill(vm, g);
    pe_clear(vm, &g->xfer);
}

static void gen_dealloc(pe_vm *vm, pe_obj *o) {
    if (!(o->flags & PE_GEN_FLAG_DEF)) {
        pe_genexp_dealloc(vm, o);
        return;
    }
    pe_gen *g = (pe_gen *)o;
    /* resurrected while the body is resumed for cleanup (gen_run's own reference
     * must not free it again) */
    o->rc = 1;
    if (g->state == GEN_SUSPENDED && !g->finalized && may_run_python(vm)) {
        /* close() runs the body's cleanup, which may store a new reference to g */
        gen_finalize(vm, o);
        if (o->rc > 1) {
            o->rc--;
            return;
        }
    }
    gen_kill(vm, g);
    o->rc = 0;
    pe_clear(vm, &g->xfer);
    if (g->func) pe_obj_decref(vm, &g->func->base);
    pe_obj_free(vm, o, sizeof(pe_gen));
}

static void gen_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    if (!(o->flags & PE_GEN_FLAG_DEF)) {
        pe_genexp_traverse(vm, o, visit, arg);
        return;
    }
    pe_gen *g = (pe_gen *)o;
    if (g->func) visit(vm, &g->func->base, arg);
    /* loop-bound: per-object: gen_traverse runs once per object */
    for (uint32_t i = 0; g->slots && i < g->nslots; i++)
        if (pe_is_obj(g->slots[i])) visit(vm, g->slots[i].u.o, arg);
    if (pe_is_obj(g->yf)) visit(vm, g->yf.u.o, arg);
    if (pe_is_obj(g->xfer)) visit(vm, g->xfer.u.o, arg);
}

static pe_value gen_iternext(pe_vm *vm, pe_value self) {
    if (!is_def_gen(self)) return pe_genexp_next(vm, self);
    return gen_send(vm, (pe_gen *)self.u.o, PE_NONE, 1);
}

static pe_value gen_iter(pe_vm *vm, pe_value self) {
    (void)vm;
    return pe_incref(self);
}

static pe_value gen_repr(pe_vm *vm, pe_value self) {
    const char *name = "<genexpr>";
    if (is_def_gen(self)) name = pe_str_obj(((pe_gen *)self.u.o)->func->qualname)->data;
    char buf[64];
    snprintf(buf, sizeof buf, " at %p>", (void *)self.u.o);
    return pe_err_format_text(vm, "<generator object %s%s", name, buf);
}

/* The data attributes of generators (gi_frame and gi_code stay unavailable on
 * purpose: docs/security.md). */
static pe_value gen_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    const char *s = name->data;
    int def = is_def_gen(self);
    pe_gen *g = def ? (pe_gen *)self.u.o : NULL;
    if (!strcmp(s, "__name__") || !strcmp(s, "__qualname__")) {
        if (!def) return pe_str_from_cstr(vm, "<genexpr>");
        if (s[2] == 'n') return pe_incref(pe_obj_value(&g->func->name->base));
        return pe_incref(g->func->qualname);
    }
    if (!strcmp(s, "gi_running"))
        return pe_bool(def ? g->state == GEN_RUNNING : pe_genexp_running(self));
    if (!strcmp(s, "gi_suspended")) return pe_bool(def && g->state == GEN_SUSPENDED);
    if (!strcmp(s, "gi_yieldfrom"))
        return def && !pe_is_null(g->yf) ? pe_incref(g->yf) : PE_NONE;
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- methods --------------------------------------------------------------------- */

static int check_self(pe_vm *vm, const pe_value *args, size_t nargs, const char *name) {
    if (nargs >= 1 && is_gen_value(vm, args[0])) return 0;
    pe_err_format(vm, PE_EXC_TypeError,
                  "descriptor '%s' for 'generator' objects doesn't apply to a '%s' object",
                  name, nargs ? pe_type_of(vm, args[0])->name : "NULL");
    return -1;
}

static int check_nargs(pe_vm *vm, const char *name, size_t got, size_t lo, size_t hi,
                       pe_obj *kwnames) {
    if (kwnames) {
        pe_err_format(vm, PE_EXC_TypeError, "generator.%s() takes no keyword arguments",
                      name);
        return -1;
    }
    if (got >= lo && got <= hi) return 0;
    if (lo == hi && lo == 0)
        pe_err_format(vm, PE_EXC_TypeError, "generator.%s() takes no arguments (%zu given)",
                      name, got);
    else if (lo == hi)
        pe_err_format(vm, PE_EXC_TypeError,
                      "generator.%s() takes exactly one argument (%zu given)", name, got);
    else
        pe_err_format(vm, PE_EXC_TypeError, "%s expected at %s %zu argument%s, got %zu",
                      name, got < lo ? "least" : "most", got < lo ? lo : hi,
                      (got < lo ? lo : hi) == 1 ? "" : "s", got);
    return -1;
}

static pe_value m_send(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "send") < 0) return PE_NULL;
    if (check_nargs(vm, "send", nargs - 1, 1, 1, kwnames) < 0) return PE_NULL;
    if (!is_def_gen(args[0])) {
        if (pe_genexp_running(args[0])) return already_executing(vm);
        if (!pe_is_none(args[1]) && !pe_genexp_started(args[0]))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "can't send non-None value to a just-started generator");
        pe_value r = pe_genexp_next(vm, args[0]);
        if (pe_is_null(r) && !pe_err_occurred(vm)) return raise_stop(vm, PE_NULL);
        return r;
    }
    return gen_send(vm, (pe_gen *)args[0].u.o, args[1], 0);
}

static pe_value m_next(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "__next__") < 0) return PE_NULL;
    if (check_nargs(vm, "__next__", nargs - 1, 0, 0, kwnames) < 0) return PE_NULL;
    pe_value r = gen_iternext(vm, args[0]);
    if (pe_is_null(r) && !pe_err_occurred(vm)) return raise_stop(vm, PE_NULL);
    return r;
}

static pe_value m_iter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "__iter__") < 0) return PE_NULL;
    if (check_nargs(vm, "__iter__", nargs - 1, 0, 0, kwnames) < 0) return PE_NULL;
    return pe_incref(args[0]);
}

/* throw(typ[, val[, tb]]) -> the exception instance to throw (new reference) */
static pe_value make_thrown(pe_vm *vm, const pe_value *a, size_t n) {
    pe_value typ = a[0];
    pe_value val = n > 1 ? a[1] : PE_NONE;
    if (n > 2 && !pe_is_none(a[2]))
        return pe_err_set(vm, PE_EXC_TypeError,
                          "throw() third argument must be a traceback object");
    if (pe_exc_type_check(vm, typ)) {
        pe_type *t = (pe_type *)typ.u.o;
        if (pe_exc_check(vm, val) && pe_type_is_subtype(pe_type_of(vm, val), t))
            return pe_incref(val);
        if (pe_is_none(val)) return pe_op_call(vm, typ, NULL, 0, NULL);
        if (pe_is_obj(val) && val.u.o->type == vm->types[PE_TYPE_TUPLE]) {
            size_t k = pe_tuple_len(val);
            pe_value buf[16];
            if (k > 16) k = 16;
            /* loop-bound: charged-before: the charge above in make_thrown covers this
             * trip count */
            for (size_t i = 0; i < k; i++)
                buf[i] = pe_tuple_item(val, i);
            return pe_op_call(vm, typ, buf, k, NULL);
        }
        return pe_op_call(vm, typ, &val, 1, NULL);
    }
    if (pe_exc_check(vm, typ)) {
        if (!pe_is_none(val))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "instance exception may not have a separate value");
        return pe_incref(typ);
    }
    return pe_err_format(vm, PE_EXC_TypeError,
                         "exceptions must be classes or instances deriving from "
                         "BaseException, not %T",
                         typ);
}

static pe_value m_throw(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "throw") < 0) return PE_NULL;
    if (check_nargs(vm, "throw", nargs - 1, 1, 3, kwnames) < 0) return PE_NULL;
    pe_value exc = make_thrown(vm, args + 1, nargs - 1);
    if (pe_is_null(exc)) return PE_NULL;
    pe_value r;
    if (!is_def_gen(args[0])) {
        /* a generator expression: the exception ends it where it stands */
        if (pe_genexp_running(args[0]))
            r = already_executing(vm);
        else {
            pe_genexp_clear(vm, args[0].u.o);
            r = pe_err_raise(vm, exc);
        }
    } else {
        r = gen_throw(vm, (pe_gen *)args[0].u.o, exc);
    }
    pe_decref(vm, exc);
    return r;
}

static pe_value m_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "close") < 0) return PE_NULL;
    if (check_nargs(vm, "close", nargs - 1, 0, 0, kwnames) < 0) return PE_NULL;
    if (!is_def_gen(args[0])) {
        if (pe_genexp_running(args[0])) return already_executing(vm);
        pe_genexp_clear(vm, args[0].u.o);
        return PE_NONE;
    }
    return gen_close(vm, (pe_gen *)args[0].u.o);
}

static const pe_method_def gen_methods[] = {
    {"send", m_send, 0},     {"throw", m_throw, 0},   {"close", m_close, 0},
    {"__next__", m_next, 0}, {"__iter__", m_iter, 0}, {NULL, NULL, 0},
};

int pe_gen_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_GENERATOR];
    t->tflags |= PE_TPF_GC;
    t->dealloc = gen_dealloc;
    t->traverse = gen_traverse;
    t->clear = gen_clear;
    t->iter = gen_iter;
    t->iternext = gen_iternext;
    t->repr = gen_repr;
    t->getattr = gen_getattr;
    return pe_type_add_methods(vm, t, gen_methods);
}
