/*
 * resume.h - suspending and resuming a frame between statements.
 *
 * Generator and coroutine bodies run on the ordinary statement evaluator, on the C
 * stack of whoever resumes them; nothing of a suspended body lives on a C stack. The
 * generator lowering (parser/genlower.h) leaves every suspension point as a whole
 * statement (PE_NF_SUSPEND). When one suspends it returns PE_EXEC_YIELD, and each
 * statement and block it is nested in, on the way out, pushes one record saying where
 * it was and what it held (a `for` loop's iterator, a `with`'s __exit__, a `try`'s
 * handled or parked exception). The records are the frame's state while suspended.
 * Resuming walks back in: pe_resume_block pops the outermost record first, each
 * statement pops its own and re-enters the point it recorded, and the suspension
 * point itself receives the value sent (or the exception thrown) and goes on.
 *
 * Invariants:
 *   - the record stack is empty while the body runs (resuming pops every record on
 *     the way in), so records are only pushed by one unwinding, innermost first, and
 *     popped in the reverse order;
 *   - v0 and v1 of a record are owned references (or PE_NULL);
 *   - a push that cannot get memory releases every record of the unwinding and
 *     leaves MemoryError (or the memory-limit error) pending: the statements then
 *     see PE_EXEC_RAISE, and nothing half-suspended remains.
 * docs/generators.md has the design and its costs.
 */
#ifndef PE_RESUME_H
#define PE_RESUME_H

#include "frame.h"

typedef struct pe_resume_rec {
    const pe_node *node; /* the statement that pushed it (NULL for a block) */
    uint32_t a, b;       /* where it was: a statement's phase, a block's index */
    pe_value v0, v1;     /* what it held: owned */
} pe_resume_rec;

struct pe_resume {
    pe_resume_rec *recs; /* pe_mem; cap entries */
    uint32_t n, cap;
};

/* The slow path of pe_resume_push: grows the array first. */
int pe_resume_push_grow(pe_frame *f, const pe_node *node, uint32_t a, uint32_t b,
                        pe_value v0, pe_value v1) PE_MUST_CHECK;

/* Pushes a record for frame f (whose rs is set), stealing v0 and v1. 0, or -1 with
 * the exception pending and every record released (see above). Inline: a generator
 * pushes a few records at every suspension. */
static inline PE_MUST_CHECK int pe_resume_push(pe_frame *f, const pe_node *node, uint32_t a,
                                               uint32_t b, pe_value v0, pe_value v1) {
    pe_resume *rs = f->rs;
    if (__builtin_expect(rs->n == rs->cap, 0))
        return pe_resume_push_grow(f, node, a, b, v0, v1);
    pe_resume_rec *r = &rs->recs[rs->n++];
    r->node = node;
    r->a = a;
    r->b = b;
    r->v0 = v0;
    r->v1 = v1;
    return 0;
}

/* Pops the newest record; its references move to the caller. Cannot fail: a resume
 * pops only what the unwinding pushed. */
static inline pe_resume_rec pe_resume_pop(pe_frame *f) {
    pe_resume *rs = f->rs;
    return rs->recs[--rs->n];
}

/* Releases every record and the array. Cannot fail. */
void pe_resume_release(pe_vm *vm, pe_resume *rs);

/* Visits the objects the records hold (collector traversal). */
void pe_resume_traverse(pe_vm *vm, pe_resume *rs, pe_visit_fn visit, void *arg);

/* Re-enters a suspended block: pops its record and resumes the statement it names,
 * then runs the rest of the block. Returns as pe_exec_block. (eval_stmt.c) */
pe_exec pe_resume_block(pe_frame *f, const pe_node_list *body) PE_MUST_CHECK;

/* The suspension points (PE_NF_SUSPEND statements), run and resumed. (gen.c) */
pe_exec pe_gen_exec_suspend(pe_frame *f, const pe_node *n) PE_MUST_CHECK;
pe_exec pe_gen_resume_suspend(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* One step of awaiting `it` (the iterator of an awaitable, borrowed) in frame f's
 * coroutine: first, it is started (sent None); else it gets what resumed the frame
 * (the value sent, or the exception thrown, as `yield from` delegates them). Returns 1
 * when it yielded *y (new reference: the caller pushes its record and calls
 * pe_gen_set_out), 0 when it finished with *ret (new reference), -1 when it raised.
 * (gen.c) */
int pe_gen_await_step(pe_frame *f, pe_value it, int first, pe_value *y,
                      pe_value *ret) PE_MUST_CHECK;

/* Makes y (stolen) the value frame f's generator hands out as it suspends, awaiting
 * `it` (borrowed from the caller's record). Cannot fail. (gen.c) */
void pe_gen_set_out(pe_frame *f, pe_value y, pe_value it);

/* Drops what a suspension of frame f's generator left (its records, the value it was
 * to hand out): for a statement that cannot be resumed. Cannot fail. (gen.c) */
void pe_gen_abandon_suspension(pe_frame *f);

/* The iterator of an awaitable for `await`, `async for` and `async with` (what
 * CPython's GET_AWAITABLE gives): a new reference, or PE_NULL with TypeError. (coro.c) */
pe_value pe_coro_await_iter(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* Resumes a match statement suspended in one of its cases. (match.c) */
pe_exec pe_match_resume(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

#endif
