/*
 * stack.h - the C-stack guard, for code that recurses over untrusted structure.
 *
 * The evaluator, the lowering and scope resolution all recurse; their own depth caps
 * follow CPython's thresholds, but a C frame's size depends on the build (sanitizers
 * triple it) and an embedder may run pyeval on a thread with a small stack. So every
 * recursive walker also asks the real stack: pyeval_run records the running thread's
 * stack bounds, and below a safety margin the walker stops with a clean error instead
 * of overflowing. Declared apart from vm.h so parser/ need not see the VM's layout:
 * the declaration lives in core/ (below parser/ and eval/), the definition in eval/vm.c,
 * which knows where the bounds are kept; the rest of the guard is eval/cstack.h.
 */
#ifndef PE_STACK_H
#define PE_STACK_H

typedef struct pe_vm pe_vm;

/* Non-zero when the current C stack position is past the VM's safety margin. Returns
 * 0 when no bounds have been recorded (e.g. a parser used outside pyeval_run). Cannot
 * fail. */
int pe_stack_exhausted(const pe_vm *vm);

#endif
