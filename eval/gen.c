/*
 * gen.c - generators: `def` functions and lambdas containing `yield`.
 *
 * A generator's body runs on the ordinary statement evaluator, on the C stack of
 * whoever resumes it. The generator lowering (parser/genlower.h) leaves every
 * `yield` and `yield from` as a statement of its own; when one suspends, the
 * statements around it record where they were (eval/resume.h) and return
 * PE_EXEC_YIELD, and the next resume walks back in through those records. A
 * suspended generator is therefore its object, its frame's slots and a few records:
 * nothing on any C stack. docs/generators.md has the design and its costs.
 *
 * Invariants:
 *   - state CREATED: nothing ran; SUSPENDED: the records say where the body is;
 *     RUNNING: the body is on the C stack (the generator holds an extra reference to
 *     itself, so nothing can free it); DONE: records and slots released.
 *   - while RUNNING, vm->frame and vm->depth include the generator's frame;
 *   - the generator's frame (g->frame) and its slots live in the object, never on the
 *     value stack, so a suspended frame survives its resumer;
 *   - everything a suspended body holds is in its slots and records, which the
 *     collector sees; releasing them runs no Python code of the body ("kill").
 */
#include "gen.h"

#include <stdio.h>
#include <string.h>

#include "../builtins/exceptions.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "cstack.h"
#include "exc.h"
#include "gc.h"
#include "ops.h"
#include "resume.h"
#include "traceback.h"
#include "vm.h"

#include "gen_impl.h"

const char *pe_gen_kind(pe_vm *vm, const pe_gen *g) {
    pe_type *t = g->base.type;
    if (t == vm->types[PE_TYPE_COROUTINE]) return "coroutine";
    if (t == vm->types[PE_TYPE_ASYNC_GENERATOR]) return "async generator";
    return "generator";
}

/* ---- creation and release --------------------------------------------------------- */

pe_value pe_gen_new(pe_vm *vm, pe_func *fn, pe_value *slots) {
    const pe_scope *sc = fn->scope;
    int t = !(sc->flags & PE_SCOPE_COROUTINE)  ? PE_TYPE_GENERATOR
            : (sc->flags & PE_SCOPE_GENERATOR) ? PE_TYPE_ASYNC_GENERATOR
                                               : PE_TYPE_COROUTINE;
    pe_gen *g = (pe_gen *)pe_obj_alloc(vm, vm->types[t], sizeof(pe_gen));
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
    g->in = g->out = g->yf = PE_NULL;
    pe_frame *f = &g->frame;
    f->rs = &g->rs;
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
    g->yf = PE_NULL;
    pe_resume_release(vm, &g->rs);
    pe_clear(vm, &g->in);
    pe_clear(vm, &g->out);
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
static void convert_stop_iteration(pe_vm *vm, pe_gen *g) {
    int agen = g->base.type == vm->types[PE_TYPE_ASYNC_GENERATOR];
    const char *what = "StopIteration";
    if (agen && pe_err_matches(vm, PE_EXC_StopAsyncIteration))
        what = "StopAsyncIteration";
    else if (!pe_err_matches(vm, PE_EXC_StopIteration))
        return;
    pe_value stop = pe_err_fetch(vm);
    pe_value saved = vm->exc_handled;
    vm->exc_handled = stop;
    pe_err_format(vm, PE_EXC_RuntimeError, "%s raised %s", pe_gen_kind(vm, g), what);
    vm->exc_handled = saved;
    pe_value e = pe_err_peek(vm);
    if (pe_exc_check(vm, e)) pe_exc_set_cause(vm, e, pe_incref(stop));
    pe_decref(vm, stop);
}

/* Runs (or re-enters) the body with mode/in (borrowed) until it yields, returns or
 * raises; see gen_run. On the current C stack, which has room. */
static int gen_run_here(pe_vm *vm, pe_gen *g, int mode, pe_value in, pe_value *out) {
    pe_frame *f = &g->frame;
    const pe_node *fn = g->func->node;
    pe_obj_incref(&g->base);
    g->mode = (uint8_t)mode;
    g->in = pe_is_null(in) ? PE_NULL : pe_incref(in);
    f->back = vm->frame;
    vm->frame = f;
    vm->depth++;
    /* sys.exc_info() inside the body is the resumer's, unless the body is suspended
     * inside its own handler: that handler's record puts its exception back
     * (CPython chains the generator's exception state to the caller's) */
    pe_value saved_handled = vm->exc_handled;
    int created = g->state == GEN_CREATED;
    g->state = GEN_RUNNING;
    pe_exec st;
    if (!created) {
        st = pe_resume_block(f, &fn->u.func.body);
    } else if (mode == RES_THROW) {
        /* thrown into before the first instruction: the exception appears at the def
         * line, as CPython does */
        pe_err_raise(vm, g->in);
        st = PE_EXEC_RAISE;
    } else {
        st = pe_exec_block(f, &fn->u.func.body);
    }
    pe_clear(vm, &g->in);
    pe_value result = PE_NULL;
    int outcome = OUT_YIELD;
    if (st == PE_EXEC_YIELD) {
        result = g->out;
        g->out = PE_NULL;
    } else if (st == PE_EXEC_RETURN) {
        result = f->retval;
        f->retval = PE_NULL;
        outcome = OUT_RETURN;
    } else if (st != PE_EXEC_RAISE) {
        result = PE_NONE;
        outcome = OUT_RETURN;
    } else {
        /* the RuntimeError of PEP 479 is made after the frame is gone: it has no
         * entry for it, as in CPython */
        pe_tb_record_frame(vm, f, f->ast, f->name, f->cur);
        outcome = OUT_RAISE;
    }
    vm->exc_handled = saved_handled;
    vm->frame = f->back;
    f->back = NULL;
    vm->depth--;
    if (outcome == OUT_RAISE && !pe_err_is_limit(vm)) convert_stop_iteration(vm, g);
    *out = result;
    if (outcome == OUT_YIELD) {
        g->state = GEN_SUSPENDED;
    } else {
        g->state = GEN_DONE;
        gen_release(vm, g);
    }
    pe_obj_decref(vm, &g->base);
    return outcome;
}

typedef struct seg_run {
    pe_vm *vm;
    pe_gen *g;
    int mode, outcome;
    pe_value in, out;
} seg_run;

static void seg_run_body(void *p) {
    seg_run *r = p;
    r->outcome = gen_run_here(r->vm, r->g, r->mode, r->in, &r->out);
}

/*
 * Resumes a CREATED or SUSPENDED generator with mode/in (borrowed) until it yields,
 * returns or raises. Returns OUT_*: OUT_YIELD / OUT_RETURN with *out a new reference,
 * OUT_RAISE with the exception pending. A resume counts as a call: it ticks, counts
 * one recursion level, and moves to a C-stack segment when the stack runs low (a
 * chain of `yield from` recurses through every level).
 */
static int gen_run(pe_vm *vm, pe_gen *g, int mode, pe_value in, pe_value *out) {
    *out = PE_NULL;
    if (PE_TICK(vm, 1) < 0) return OUT_RAISE;
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth) {
        pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
        return OUT_RAISE;
    }
    if (pe_vm_check_stack(vm) < 0) return OUT_RAISE;
    if (!pe_cstack_low(vm)) return gen_run_here(vm, g, mode, in, out);
    seg_run r = {vm, g, mode, OUT_RAISE, in, PE_NULL};
    if (pe_cstack_run(vm, 0, seg_run_body, &r) < 0) return OUT_RAISE;
    *out = r.out;
    return r.outcome;
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

static pe_value already_executing(pe_vm *vm, pe_gen *g) {
    if (g->base.type == vm->types[PE_TYPE_ASYNC_GENERATOR])
        return pe_err_set(vm, PE_EXC_RuntimeError,
                          "anext(): asynchronous generator is already running");
    return pe_err_format(vm, PE_EXC_ValueError, "%s already executing", pe_gen_kind(vm, g));
}

static pe_value reuse_error(pe_vm *vm) {
    return pe_err_set(vm, PE_EXC_RuntimeError, "cannot reuse already awaited coroutine");
}

/* Result of a resume as a send()/__next__ result: the yielded value, or StopIteration
 * carrying the return value (iternext: PE_NULL without exception for None). */
static pe_value finish_send(pe_vm *vm, int outcome, pe_value out, int iternext) {
    if (outcome == OUT_YIELD) return out;
    if (outcome == OUT_RAISE) return PE_NULL;
    if (iternext && pe_is_none(out)) return PE_NULL;
    return raise_stop(vm, out);
}

pe_value pe_gen_send(pe_vm *vm, pe_gen *g, pe_value v, int iternext) {
    switch (g->state) {
    case GEN_RUNNING: return already_executing(vm, g);
    case GEN_DONE:
        if (is_coro_value(vm, pe_obj_value(&g->base))) return reuse_error(vm);
        return iternext ? PE_NULL : raise_stop(vm, PE_NULL);
    case GEN_CREATED:
        if (!pe_is_none(v))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "can't send non-None value to a just-started %s",
                                 pe_gen_kind(vm, g));
        break;
    default: break;
    }
    pe_value out;
    int outcome = gen_run(vm, g, RES_SEND, v, &out);
    return finish_send(vm, outcome, out, iternext);
}

/* throw(exc instance, borrowed) */
pe_value pe_gen_throw(pe_vm *vm, pe_gen *g, pe_value exc) {
    if (g->state == GEN_RUNNING) return already_executing(vm, g);
    if (g->state == GEN_DONE) {
        if (is_coro_value(vm, pe_obj_value(&g->base))) return reuse_error(vm);
        return pe_err_raise(vm, exc);
    }
    pe_value out;
    int outcome = gen_run(vm, g, RES_THROW, exc, &out);
    return finish_send(vm, outcome, out, 0);
}

/* close(): None (new reference) or PE_NULL. */
pe_value pe_gen_close(pe_vm *vm, pe_gen *g) {
    if (g->state == GEN_RUNNING) return already_executing(vm, g);
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
        return pe_err_format(vm, PE_EXC_RuntimeError, "%s ignored GeneratorExit",
                             pe_gen_kind(vm, g));
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

/* Ends a generator without running Python code: a suspended body's records and slots
 * are released, skipping every except/finally/__exit__. */
static void gen_kill(pe_vm *vm, pe_gen *g) {
    if (g->state == GEN_RUNNING) return;
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
    if (!is_def_gen(pe_obj_value(o))) return 0;
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
    pe_value r = pe_gen_close(vm, g);
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
    if (!f->rs || !(f->scope->flags & (PE_SCOPE_GENERATOR | PE_SCOPE_COROUTINE)) ||
        !f->func || f->scope->kind == PE_SCOPE_COMPREHENSION) {
        pe_err_set(f->vm, PE_EXC_SystemError, "yield outside a generator frame");
        return NULL;
    }
    return gen_of_frame(f);
}

/* Closes the sub-iterator of a `yield from` receiving GeneratorExit: 0 or -1. */
static int close_sub(pe_vm *vm, pe_value it) {
    if (is_def_gen(it)) {
        pe_value r = pe_gen_close(vm, (pe_gen *)it.u.o);
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
        if (sg->state == GEN_RUNNING) return already_executing(vm, sg);
        if (sg->state == GEN_DONE) {
            if (is_coro_value(vm, it)) return reuse_error(vm);
            *ret = PE_NONE;
            return PE_NULL;
        }
        if (sg->state == GEN_CREATED && !pe_is_null(v) && !pe_is_none(v))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "can't send non-None value to a just-started %s",
                                 pe_gen_kind(vm, sg));
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
        r = pe_gen_throw(vm, (pe_gen *)it.u.o, exc);
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

/* The YIELD / YIELD_FROM node of suspension statement n. */
static const pe_node *point_of(const pe_node *n) {
    return n->kind == PE_N_EXPR_STMT ? n->u.unary.value : n->u.assign.value;
}

/* Suspension statement n's point produced v (stolen): the assignment's targets get
 * it, an expression statement drops it. */
static pe_exec point_done(pe_frame *f, const pe_node *n, pe_value v) {
    pe_vm *vm = f->vm;
    if (n->kind == PE_N_ASSIGN) {
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < n->u.assign.targets.n; i++) {
            if (pe_eval_assign(f, n->u.assign.targets.v[i], v) < 0) {
                pe_decref(vm, v);
                return PE_EXEC_RAISE;
            }
        }
    }
    pe_decref(vm, v);
    return PE_EXEC_OK;
}

int pe_gen_await_step(pe_frame *f, pe_value it, int first, pe_value *y, pe_value *ret) {
    pe_vm *vm = f->vm;
    pe_gen *g = gen_of_frame(f);
    *ret = PE_NULL;
    *y = PE_NULL;
    if (first) {
        *y = sub_send(vm, it, PE_NULL, ret);
    } else {
        pe_value in = g->in;
        g->in = PE_NULL;
        if (g->mode == RES_SEND) {
            *y = sub_send(vm, it, in, ret);
            pe_decref(vm, in);
        } else {
            pe_err_raise(vm, in);
            pe_decref(vm, in);
            if (pe_err_is_limit(vm)) {
                /* nothing more runs */
            } else if (pe_err_matches(vm, PE_EXC_GeneratorExit)) {
                /* close(): the sub-iterator is closed first, then GeneratorExit goes on */
                pe_value e = pe_err_fetch(vm);
                if (close_sub(vm, it) < 0)
                    pe_decref(vm, e);
                else
                    pe_err_restore(vm, e);
            } else {
                int handled;
                *y = sub_throw(vm, it, pe_err_fetch(vm), ret, &handled);
                if (!handled) *y = PE_NULL; /* raised here: `it` has no throw() */
            }
        }
    }
    if (!pe_is_null(*y)) return 1;
    if (pe_err_occurred(vm)) {
        pe_clear(vm, ret);
        return -1;
    }
    if (pe_is_null(*ret)) *ret = PE_NONE;
    return 0;
}

void pe_gen_abandon_suspension(pe_frame *f) {
    pe_gen *g = gen_of_frame(f);
    pe_vm *vm = f->vm;
    g->yf = PE_NULL;
    pe_clear(vm, &g->out);
    pe_resume_release(vm, &g->rs);
}

void pe_gen_set_out(pe_frame *f, pe_value y, pe_value it) {
    pe_gen *g = gen_of_frame(f);
    g->out = y;
    g->yf = it;
    g->wrapped = 0;
}

/* A `yield from` or `await` at statement n delegating to `it` (stolen): one step. */
static pe_exec delegate(pe_frame *f, const pe_node *n, pe_value it, int first) {
    pe_vm *vm = f->vm;
    pe_value y, ret;
    int r = pe_gen_await_step(f, it, first, &y, &ret);
    f->cur = point_of(n);
    if (r > 0) {
        if (pe_resume_push(f, n, 0, 0, it, PE_NULL) < 0) {
            pe_decref(vm, y);
            return PE_EXEC_RAISE;
        }
        pe_gen_set_out(f, y, it);
        return PE_EXEC_YIELD;
    }
    pe_decref(vm, it);
    if (r < 0) return PE_EXEC_RAISE;
    return point_done(f, n, ret);
}

pe_exec pe_gen_exec_suspend(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_gen *g = frame_gen(f);
    if (!g) return PE_EXEC_RAISE;
    const pe_node *y = point_of(n);
    pe_value v = PE_NONE;
    if (y->u.unary.value) {
        v = pe_eval_expr(f, y->u.unary.value);
        if (pe_is_null(v)) return PE_EXEC_RAISE;
    }
    f->cur = y;
    if (y->kind == PE_N_YIELD) {
        if (pe_resume_push(f, n, 0, 0, PE_NULL, PE_NULL) < 0) {
            pe_decref(vm, v);
            return PE_EXEC_RAISE;
        }
        g->out = v;
        g->yf = PE_NULL;
        g->wrapped = 1;
        return PE_EXEC_YIELD;
    }
    pe_value it = y->kind == PE_N_AWAIT ? pe_coro_await_iter(vm, v)
                  : is_gen_value(vm, v) ? pe_incref(v)
                                        : pe_op_iter(vm, v);
    pe_decref(vm, v);
    if (pe_is_null(it)) return PE_EXEC_RAISE;
    return delegate(f, n, it, 1);
}

pe_exec pe_gen_resume_suspend(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_gen *g = gen_of_frame(f);
    pe_resume_rec r = pe_resume_pop(f);
    g->yf = PE_NULL;
    const pe_node *y = point_of(n);
    f->cur = y;
    if (y->kind != PE_N_YIELD) return delegate(f, n, r.v0, 0);
    pe_value in = g->in;
    g->in = PE_NULL;
    if (g->mode == RES_SEND) return point_done(f, n, in);
    pe_err_raise(vm, in);
    pe_decref(vm, in);
    return PE_EXEC_RAISE;
}

/* A yield, yield from or await the lowering left inside an expression: a position
 * the evaluator cannot suspend in (parser/genlower.h). */
pe_value pe_gen_eval_point(pe_frame *f, const pe_node *n) {
    f->cur = n;
    return pe_err_format(f->vm, PE_EXC_NotImplementedError,
                         "'%s' is not supported in this position yet (an assignment or "
                         "for target, except clause, match guard, assert message, "
                         "decorator, default or base class)",
                         n->kind == PE_N_AWAIT ? "await" : "yield");
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
    if (g->state == GEN_CREATED && o->type == vm->types[PE_TYPE_COROUTINE] &&
        may_run_python(vm))
        pe_coro_warn_unawaited(vm, g);
    gen_kill(vm, g);
    o->rc = 0;
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
    pe_resume_traverse(vm, &g->rs, visit, arg);
    if (pe_is_obj(g->in)) visit(vm, g->in.u.o, arg);
    if (pe_is_obj(g->out)) visit(vm, g->out.u.o, arg);
}

static pe_value gen_iternext(pe_vm *vm, pe_value self) {
    if (!is_def_gen(self)) return pe_genexp_next(vm, self);
    return pe_gen_send(vm, (pe_gen *)self.u.o, PE_NONE, 1);
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
    /* the type's own name: generator, coroutine, async_generator */
    return pe_err_format_text(vm, "<%s object %s%s", pe_type_of(vm, self)->name, name, buf);
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
    /* gi_* of generators, cr_* of coroutines, ag_* of async generators */
    pe_type *t = pe_type_of(vm, self);
    const char *pre = t == vm->types[PE_TYPE_COROUTINE]         ? "cr_"
                      : t == vm->types[PE_TYPE_ASYNC_GENERATOR] ? "ag_"
                                                                : "gi_";
    if (strncmp(s, pre, 3) != 0) return pe_object_generic_getattr(vm, self, name);
    const char *a = s + 3;
    if (!strcmp(a, "running"))
        return pe_bool(def ? g->state == GEN_RUNNING : pe_genexp_running(self));
    if (!strcmp(a, "suspended")) return pe_bool(def && g->state == GEN_SUSPENDED);
    if (!strcmp(a, pre[0] == 'g' ? "yieldfrom" : "await"))
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

int pe_gen_check_nargs(pe_vm *vm, const char *kind, const char *name, size_t got, size_t lo,
                       size_t hi, pe_obj *kwnames) {
    if (kwnames) {
        pe_err_format(vm, PE_EXC_TypeError, "%s.%s() takes no keyword arguments", kind,
                      name);
        return -1;
    }
    if (got >= lo && got <= hi) return 0;
    if (lo == hi && lo == 0)
        pe_err_format(vm, PE_EXC_TypeError, "%s.%s() takes no arguments (%zu given)", kind,
                      name, got);
    else if (lo == hi)
        pe_err_format(vm, PE_EXC_TypeError,
                      "%s.%s() takes exactly one argument (%zu given)", kind, name, got);
    else
        pe_err_format(vm, PE_EXC_TypeError, "%s expected at %s %zu argument%s, got %zu",
                      name, got < lo ? "least" : "most", got < lo ? lo : hi,
                      (got < lo ? lo : hi) == 1 ? "" : "s", got);
    return -1;
}

static pe_value m_send(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "send") < 0) return PE_NULL;
    if (pe_gen_check_nargs(vm, "generator", "send", nargs - 1, 1, 1, kwnames) < 0)
        return PE_NULL;
    if (!is_def_gen(args[0])) {
        if (pe_genexp_running(args[0]))
            return pe_err_set(vm, PE_EXC_ValueError, "generator already executing");
        if (!pe_is_none(args[1]) && !pe_genexp_started(args[0]))
            return pe_err_set(vm, PE_EXC_TypeError,
                              "can't send non-None value to a just-started generator");
        pe_value r = pe_genexp_next(vm, args[0]);
        if (pe_is_null(r) && !pe_err_occurred(vm)) return raise_stop(vm, PE_NULL);
        return r;
    }
    return pe_gen_send(vm, (pe_gen *)args[0].u.o, args[1], 0);
}

static pe_value m_next(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "__next__") < 0) return PE_NULL;
    if (pe_gen_check_nargs(vm, "generator", "__next__", nargs - 1, 0, 0, kwnames) < 0)
        return PE_NULL;
    pe_value r = gen_iternext(vm, args[0]);
    if (pe_is_null(r) && !pe_err_occurred(vm)) return raise_stop(vm, PE_NULL);
    return r;
}

static pe_value m_iter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "__iter__") < 0) return PE_NULL;
    if (pe_gen_check_nargs(vm, "generator", "__iter__", nargs - 1, 0, 0, kwnames) < 0)
        return PE_NULL;
    return pe_incref(args[0]);
}

/* throw(typ[, val[, tb]]) -> the exception instance to throw (new reference) */
pe_value pe_gen_make_thrown(pe_vm *vm, const pe_value *a, size_t n) {
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
    if (pe_gen_check_nargs(vm, "generator", "throw", nargs - 1, 1, 3, kwnames) < 0)
        return PE_NULL;
    pe_value exc = pe_gen_make_thrown(vm, args + 1, nargs - 1);
    if (pe_is_null(exc)) return PE_NULL;
    pe_value r;
    if (!is_def_gen(args[0])) {
        /* a generator expression: the exception ends it where it stands */
        if (pe_genexp_running(args[0]))
            r = pe_err_set(vm, PE_EXC_ValueError, "generator already executing");
        else {
            pe_genexp_clear(vm, args[0].u.o);
            r = pe_err_raise(vm, exc);
        }
    } else {
        r = pe_gen_throw(vm, (pe_gen *)args[0].u.o, exc);
    }
    pe_decref(vm, exc);
    return r;
}

static pe_value m_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (check_self(vm, args, nargs, "close") < 0) return PE_NULL;
    if (pe_gen_check_nargs(vm, "generator", "close", nargs - 1, 0, 0, kwnames) < 0)
        return PE_NULL;
    if (!is_def_gen(args[0])) {
        if (pe_genexp_running(args[0]))
            return pe_err_set(vm, PE_EXC_ValueError, "generator already executing");
        pe_genexp_clear(vm, args[0].u.o);
        return PE_NONE;
    }
    return pe_gen_close(vm, (pe_gen *)args[0].u.o);
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
    if (pe_type_add_methods(vm, t, gen_methods) < 0) return -1;
    return pe_coro_init(vm);
}
