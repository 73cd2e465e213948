/*
 * gen.h - generators: `def` functions containing `yield` (eval/gen.c) and the lazy
 * generator expressions of eval/genexp.c, which share the builtin type "generator".
 *
 * A generator's body runs on the statement evaluator and suspends between statements
 * (eval/resume.h). The design, its memory cost and the cleanup rules are in
 * docs/generators.md.
 */
#ifndef PE_GEN_H
#define PE_GEN_H

#include "frame.h"

/* pe_obj.flags bit of the "generator" type: set on generators made by pe_gen_new,
 * clear on generator expressions (genexp.c). */
#define PE_GEN_FLAG_DEF 0x1u
/* set on a generator that `await` accepts as it is (made by a function decorated with
 * types.coroutine: CPython's CO_ITERABLE_COROUTINE) */
#define PE_GEN_FLAG_ITERCORO 0x2u

/* Makes the generator object for a call of generator function fn whose arguments were
 * bound into slots[0..fn->scope->nslots) (pe_mem, owned references; stolen, also on
 * failure). New reference or PE_NULL. Nothing runs until the first resume. */
pe_value pe_gen_new(pe_vm *vm, pe_func *fn, pe_value *slots) PE_MUST_CHECK;

/* A YIELD, YIELD_FROM or AWAIT node met by the expression evaluator: the generator
 * lowering left it where a frame cannot suspend. Always PE_NULL with
 * NotImplementedError pending. */
pe_value pe_gen_eval_point(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* Fills the generator type's slots and methods (both kinds), and the coroutine
 * types'. 0 or -1. */
int pe_gen_init(pe_vm *vm) PE_MUST_CHECK;
/* The coroutine and coroutine_wrapper types (coro.c), after the generator type's. */
int pe_coro_init(pe_vm *vm) PE_MUST_CHECK;

/* Collector hooks (eval/gc.c), so that garbage generators suspended inside try/with
 * run their cleanup before their cycle is broken (PEP 442's order).
 * pe_gen_needs_finalize: is o a suspended generator whose close() has not run yet and
 * may run now (inside a run, no limit error unwinding)? pe_gen_defer_finalize takes a
 * reference to such an o and links it into *list (through the generator itself, so
 * it needs no memory). pe_gen_run_finalizers then closes each generator of the list
 * (Python code runs; an exception it raises is reported as unraisable on stderr, a
 * limit error stays pending) and drops the references. None can fail. */
int pe_gen_needs_finalize(pe_vm *vm, pe_obj *o);
void pe_gen_defer_finalize(pe_vm *vm, pe_obj *o, pe_obj **list);
void pe_gen_run_finalizers(pe_vm *vm, pe_obj *list);

/* ---- generator expressions (genexp.c), dispatched to by gen.c's type slots ---- */
void pe_genexp_dealloc(pe_vm *vm, pe_obj *o);
void pe_genexp_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg);
void pe_genexp_clear(pe_vm *vm, pe_obj *o);
/* iternext: new reference, PE_NULL when exhausted (no exception) or on error. */
pe_value pe_genexp_next(pe_vm *vm, pe_value self) PE_MUST_CHECK;
/* Is the generator expression running (its own next() on the stack)? */
int pe_genexp_running(pe_value self);
/* Has next() run on it at least once, or has it ended (send() of a non-None value
 * then raises no TypeError)? */
int pe_genexp_started(pe_value self);

#endif
