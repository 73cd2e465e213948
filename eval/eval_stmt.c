/*
 * eval_stmt.c - the statement evaluator: one function per statement kind. Each returns
 * a pe_exec status; PE_EXEC_RAISE means an exception is pending, PE_EXEC_RETURN means
 * f->retval holds the value.
 *
 * Limit errors (vm->limit != PE_LIMIT_NONE) are never caught by `except` and do not
 * run `finally` or `__exit__`: they unwind straight to pyeval_run. Nor is any exception
 * once a limit was hit in the run (pe_err_unwinding_limit): the limit replaces it.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/list.h"
#include "../builtins/metaclass.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "exc.h"
#include "frame.h"
#include "func.h"
#include "gc.h"
#include "import.h"
#include "ops.h"
#include "resume.h"
#include "traceback.h"
#include "vm.h"

#define RAISE_IF(cond)                                                                     \
    do {                                                                                   \
        if (cond) return PE_EXEC_RAISE;                                                    \
    } while (0)

static pe_exec not_supported(pe_frame *f, const pe_node *n, const char *what) {
    f->cur = n;
    pe_err_format(f->vm, PE_EXC_NotImplementedError, "%s is not supported yet", what);
    return PE_EXEC_RAISE;
}

/* Truth of statement n's test: 0/1, or -1 with an exception pending. */
static int eval_truth(pe_frame *f, const pe_node *test, const pe_node *n) {
    return pe_eval_cond(f, test, n);
}

static pe_exec exec_expr(pe_frame *f, const pe_node *n) {
    if (__builtin_expect(n->flags & PE_NF_SUSPEND, 0)) return pe_gen_exec_suspend(f, n);
    pe_value v = pe_eval_expr(f, n->u.unary.value);
    RAISE_IF(pe_is_null(v));
    if (__builtin_expect(f->vm->last_node == (const void *)n, 0)) {
        /* pyeval_run_ex(PYEVAL_RUN_LAST_VALUE): the program's last statement */
        pe_value old = f->vm->last_value;
        f->vm->last_value = v;
        pe_decref(f->vm, old);
        return PE_EXEC_OK;
    }
    pe_decref(f->vm, v);
    return PE_EXEC_OK;
}

static pe_exec exec_assign(pe_frame *f, const pe_node *n) {
    if (__builtin_expect(n->flags & PE_NF_SUSPEND, 0)) return pe_gen_exec_suspend(f, n);
    pe_value v = pe_eval_expr(f, n->u.assign.value);
    RAISE_IF(pe_is_null(v));
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.assign.targets.n; i++) {
        if (pe_eval_assign(f, n->u.assign.targets.v[i], v) < 0) {
            pe_decref(f->vm, v);
            return PE_EXEC_RAISE;
        }
    }
    pe_decref(f->vm, v);
    return PE_EXEC_OK;
}

/* Augmented assignment: the target's container and key are evaluated once. */
static pe_exec exec_augassign(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node *t = n->u.aug.target;
    pe_value obj = PE_NULL, key = PE_NULL, old = PE_NULL, rhs = PE_NULL, res = PE_NULL;
    pe_exec st = PE_EXEC_RAISE;
    switch (t->kind) {
    case PE_N_NAME: old = pe_eval_expr(f, t); break;
    case PE_N_ATTRIBUTE:
        obj = pe_eval_expr(f, t->u.attr.value);
        if (pe_is_null(obj)) goto out;
        f->cur = t;
        old = pe_op_getattr(vm, obj, t->u.attr.attr);
        break;
    case PE_N_SUBSCRIPT:
        obj = pe_eval_expr(f, t->u.sub.value);
        if (pe_is_null(obj)) goto out;
        key = pe_eval_expr(f, t->u.sub.slice);
        if (pe_is_null(key)) goto out;
        f->cur = t;
        old = pe_op_getitem(vm, obj, key);
        break;
    default:
        f->cur = t;
        pe_err_set(vm, PE_EXC_SystemError, "bad augmented assignment target");
        goto out;
    }
    if (pe_is_null(old)) goto out;
    rhs = pe_eval_expr(f, n->u.aug.value);
    if (pe_is_null(rhs)) goto out;
    f->cur = n;
    if (old.tag == PE_T_INT && rhs.tag == PE_T_INT && n->u.aug.op == PE_OP_ADD) {
        int64_t r;
        if (!__builtin_add_overflow(old.u.i, rhs.u.i, &r)) res = pe_int(r);
    }
    /* `s += t` on a str that only the variable and `old` hold: extend it in place, as
     * CPython does, instead of copying s for every append (a loop building a string
     * would be quadratic in time and in the budget). The variable's slot is updated to
     * the moved block directly, so nothing else ever sees the old address. */
    if (t->kind == PE_N_NAME && n->u.aug.op == PE_OP_ADD && pe_is_obj(old) &&
        old.u.o->rc == 2 && old.u.o->type == vm->types[PE_TYPE_STR] &&
        !pe_str_obj(old)->interned && pe_is_obj(rhs) &&
        rhs.u.o->type == vm->types[PE_TYPE_STR]) {
        pe_value *slot = pe_eval_name_slot(f, t);
        if (slot && pe_is(*slot, old)) {
            pe_value r = pe_str_append_inplace(vm, old, rhs);
            if (pe_is_null(r)) goto out; /* s untouched; `out` drops our reference */
            *slot = r;        /* the variable's reference, at the moved address */
            old = PE_NULL;    /* the stale address must not be released at `out` */
            pe_decref(vm, r); /* our reference: the variable's is the only one left */
            st = PE_EXEC_OK;
            goto out;
        }
    }
    if (pe_is_null(res)) res = pe_op_inplace(vm, n->u.aug.op, old, rhs);
    if (pe_is_null(res)) goto out;
    switch (t->kind) {
    case PE_N_NAME:
        if (pe_eval_assign(f, t, res) < 0) goto out;
        break;
    case PE_N_ATTRIBUTE:
        f->cur = t;
        if (pe_op_setattr(vm, obj, t->u.attr.attr, res) < 0) goto out;
        break;
    default:
        f->cur = t;
        if (pe_op_setitem(vm, obj, key, res) < 0) goto out;
        break;
    }
    st = PE_EXEC_OK;
out:
    pe_decref(vm, obj);
    pe_decref(vm, key);
    pe_decref(vm, old);
    pe_decref(vm, rhs);
    pe_decref(vm, res);
    return st;
}

int pe_setup_annotations(pe_vm *vm, const pe_scope *sc, pe_value ns) {
    if (!sc || !(sc->flags & PE_SCOPE_ANNOTATIONS) || !pe_dict_check(vm, ns)) return 0;
    if (!pe_is_null(pe_dict_get_cstr(vm, ns, "__annotations__"))) return 0;
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d)) return -1;
    int r = pe_dict_set_cstr(vm, ns, "__annotations__", d);
    pe_decref(vm, d);
    return r;
}

/* x: T = v. Module and class bodies evaluate the annotation and record simple names in
 * __annotations__, as CPython does; function bodies ignore annotations. */
static pe_exec exec_annassign(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    if (n->u.ann.value) {
        pe_value v = pe_eval_expr(f, n->u.ann.value);
        RAISE_IF(pe_is_null(v));
        int r = pe_eval_assign(f, n->u.ann.target, v);
        pe_decref(vm, v);
        RAISE_IF(r < 0);
    }
    if (pe_is_null(f->locals)) return PE_EXEC_OK;
    pe_value ann = pe_eval_expr(f, n->u.ann.annotation);
    RAISE_IF(pe_is_null(ann));
    if (n->u.ann.simple && n->u.ann.target->kind == PE_N_NAME) {
        /* the namespace may be any mapping (a metaclass __prepare__ result) */
        pe_str *an = pe_intern(vm, "__annotations__", 15);
        if (!an) {
            pe_err_nomem(vm);
            pe_decref(vm, ann);
            return PE_EXEC_RAISE;
        }
        pe_value d = pe_ns_get(vm, f->locals, an);
        if (pe_is_null(d)) {
            d = pe_err_occurred(vm) ? PE_NULL : pe_dict_new(vm);
            if (pe_is_null(d) || pe_ns_set(vm, f->locals, an, d) < 0) {
                pe_decref(vm, d);
                pe_decref(vm, ann);
                return PE_EXEC_RAISE;
            }
        }
        int r = pe_dict_check(vm, d)
                    ? pe_dict_set_str(vm, d, n->u.ann.target->u.name.id, ann)
                    : pe_op_setitem(vm, d, pe_obj_value(&n->u.ann.target->u.name.id->base),
                                    ann);
        pe_decref(vm, d);
        pe_decref(vm, ann);
        RAISE_IF(r < 0);
        return PE_EXEC_OK;
    }
    pe_decref(vm, ann);
    return PE_EXEC_OK;
}

static pe_exec exec_delete(pe_frame *f, const pe_node *n) {
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.del.targets.n; i++)
        RAISE_IF(pe_eval_delete(f, n->u.del.targets.v[i]) < 0);
    return PE_EXEC_OK;
}

static pe_exec exec_return(pe_frame *f, const pe_node *n) {
    pe_value v = PE_NONE;
    if (n->u.unary.value) {
        v = pe_eval_expr(f, n->u.unary.value);
        RAISE_IF(pe_is_null(v));
    }
    pe_decref(f->vm, f->retval);
    f->retval = v;
    return PE_EXEC_RETURN;
}

/* A suspended statement's record, pushed as PE_EXEC_YIELD leaves it (resume.h):
 * YIELD, or RAISE when the record could not be pushed. */
static pe_exec suspended(pe_frame *f, const pe_node *n, uint32_t a, uint32_t b, pe_value v0,
                         pe_value v1) {
    return pe_resume_push(f, n, a, b, v0, v1) < 0 ? PE_EXEC_RAISE : PE_EXEC_YIELD;
}

/* The end of if statement n's branch `which` (0 body, 1 orelse). */
static pe_exec if_done(pe_frame *f, const pe_node *n, uint32_t which, pe_exec st) {
    if (__builtin_expect(st == PE_EXEC_YIELD, 0))
        return suspended(f, n, which, 0, PE_NULL, PE_NULL);
    return st;
}

static pe_exec exec_if(pe_frame *f, const pe_node *n) {
    /* loop-bound: source: bounded by one node of the program text */
    for (;;) {
        int t = eval_truth(f, n->u.cond.test, n);
        RAISE_IF(t < 0);
        if (t) return if_done(f, n, 0, pe_exec_block(f, &n->u.cond.body));
        /* an elif chain is a lone nested IF in orelse: loop instead of recursing */
        if (n->u.cond.orelse.n == 1 && n->u.cond.orelse.v[0]->kind == PE_N_IF) {
            n = n->u.cond.orelse.v[0];
            f->cur = n;
            continue;
        }
        return if_done(f, n, 1, pe_exec_block(f, &n->u.cond.orelse));
    }
}

/* The record names the IF of the elif chain whose branch was running. */
static pe_exec resume_if(pe_frame *f, const pe_node *n) {
    (void)n;
    pe_resume_rec r = pe_resume_pop(f);
    const pe_node *x = r.node;
    f->cur = x;
    return if_done(f, x, r.a,
                   pe_resume_block(f, r.a ? &x->u.cond.orelse : &x->u.cond.body));
}

/* Where a while loop is: about to test (W_TEST), or back from the test's prelude,
 * the body or the else block with status st. */
enum { W_TEST, W_PRE, W_BODY, W_ELSE };

static pe_exec while_from(pe_frame *f, const pe_node *n, int at, pe_exec st) {
    pe_vm *vm = f->vm;
    for (;;) {
        if (at == W_TEST) {
            if (PE_TICK(vm, 1) < 0) return PE_EXEC_RAISE;
            pe_gc_maybe_collect(vm);
            /* a suspension in the test (a generator): its statements run first */
            if (__builtin_expect(n->u.cond.pre.n != 0, 0)) {
                st = pe_exec_block(f, &n->u.cond.pre);
                at = W_PRE;
            }
        }
        if (at == W_PRE) {
            if (st == PE_EXEC_YIELD) return suspended(f, n, W_PRE, 0, PE_NULL, PE_NULL);
            if (st != PE_EXEC_OK) return st;
            f->cur = n;
        }
        if (at == W_ELSE) break;
        if (at != W_BODY) {
            int t = eval_truth(f, n->u.cond.test, n);
            RAISE_IF(t < 0);
            if (!t) {
                st = pe_exec_block(f, &n->u.cond.orelse);
                break;
            }
            st = pe_exec_block(f, &n->u.cond.body);
        }
        if (st == PE_EXEC_BREAK) return PE_EXEC_OK;
        if (st == PE_EXEC_YIELD) return suspended(f, n, W_BODY, 0, PE_NULL, PE_NULL);
        if (st == PE_EXEC_RETURN || st == PE_EXEC_RAISE) return st;
        at = W_TEST;
    }
    if (st == PE_EXEC_YIELD) return suspended(f, n, W_ELSE, 0, PE_NULL, PE_NULL);
    return st;
}

static pe_exec exec_while(pe_frame *f, const pe_node *n) {
    return while_from(f, n, W_TEST, PE_EXEC_OK);
}

static pe_exec resume_while(pe_frame *f, const pe_node *n) {
    pe_resume_rec r = pe_resume_pop(f);
    const pe_node_list *b = r.a == W_PRE    ? &n->u.cond.pre
                            : r.a == W_BODY ? &n->u.cond.body
                                            : &n->u.cond.orelse;
    return while_from(f, n, (int)r.a, pe_resume_block(f, b));
}

/* Where a for loop is: about to take the next item (F_NEXT), or back from the body
 * or the else block with status st. it is the loop's iterator (owned; PE_NULL in
 * F_ELSE). */
enum { F_NEXT, F_BODY, F_ELSE, F_AWAIT };

/* An awaitable's iterator for an `async for`/`async with` step, with the statement's
 * own TypeError when v cannot be awaited. New reference or PE_NULL. */
static pe_value await_iter_for(pe_vm *vm, pe_value v, const char *what) {
    pe_type *t = pe_type_of(vm, v);
    if (t != vm->types[PE_TYPE_COROUTINE] && t != vm->types[PE_TYPE_GENERATOR] &&
        pe_is_null(pe_type_lookup(vm, t, pe_intern(vm, "__await__", 9))))
        return pe_err_format(vm, PE_EXC_TypeError, what, t->name);
    return pe_coro_await_iter(vm, v);
}

/* The next item of async for loop n over `it`: starts a step (aw PE_NULL) or goes on
 * with the awaitable being resumed (aw stolen). Returns 1 with *x, 0 at the end, -1 on
 * error; 2 when suspended and -2 when an error came after `it` was handed to the
 * record (in both, `it` is no longer the caller's). */
static int afor_next(pe_frame *f, const pe_node *n, pe_value it, pe_value aw, pe_value *x) {
    pe_vm *vm = f->vm;
    int first = pe_is_null(aw);
    if (first) {
        pe_type *t = pe_type_of(vm, it);
        if (pe_is_null(pe_type_lookup(vm, t, pe_intern(vm, "__anext__", 9)))) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "'async for' requires an iterator with __anext__ method, got %s",
                          t->name);
            return -1;
        }
        pe_value a = pe_op_call_method(vm, it, "__anext__", NULL, 0);
        if (pe_is_null(a)) return -1;
        aw = await_iter_for(vm, a,
                            "'async for' received an invalid object from __anext__: %s");
        pe_decref(vm, a);
        if (pe_is_null(aw)) return -1;
    }
    pe_value y, ret;
    int r = pe_gen_await_step(f, aw, first, &y, &ret);
    f->cur = n;
    if (r > 0) {
        if (pe_resume_push(f, n, F_AWAIT, 0, it, aw) < 0) {
            pe_decref(vm, y);
            return -2;
        }
        pe_gen_set_out(f, y, aw);
        return 2;
    }
    pe_decref(vm, aw);
    if (r == 0) {
        *x = ret;
        return 1;
    }
    if (!pe_err_matches(vm, PE_EXC_StopAsyncIteration)) return -1;
    pe_err_clear(vm);
    return 0;
}

/* Where a for loop is: about to take the next item (F_NEXT), back from the body or the
 * else block with status st, or (async for) awaiting the next item: aw is the
 * awaitable's iterator (stolen). it is the loop's iterator (owned; PE_NULL in F_ELSE). */
static pe_exec for_from(pe_frame *f, const pe_node *n, pe_value it, int at, pe_exec st,
                        pe_value aw) {
    pe_vm *vm = f->vm;
    if (at == F_ELSE) {
        if (st == PE_EXEC_YIELD) return suspended(f, n, F_ELSE, 0, PE_NULL, PE_NULL);
        return st;
    }
    if (at == F_BODY) {
        if (st == PE_EXEC_YIELD) return suspended(f, n, F_BODY, 0, it, PE_NULL);
        if (st == PE_EXEC_BREAK) {
            pe_decref(vm, it);
            return PE_EXEC_OK;
        }
        if (st == PE_EXEC_RETURN || st == PE_EXEC_RAISE) {
            pe_decref(vm, it);
            return st;
        }
        f->cur = n;
        st = PE_EXEC_OK;
    }
    for (;;) {
        pe_value x = PE_NULL;
        int got;
        if (at == F_AWAIT) {
            at = F_NEXT;
            got = afor_next(f, n, it, aw, &x);
        } else {
            if (PE_TICK(vm, 1) < 0) {
                st = PE_EXEC_RAISE;
                break;
            }
            pe_gc_maybe_collect(vm);
            if (__builtin_expect(n->u.for_.is_async, 0)) {
                got = afor_next(f, n, it, PE_NULL, &x);
            } else {
                x = pe_op_next(vm, it);
                got = !pe_is_null(x) ? 1 : pe_err_occurred(vm) ? -1 : 0;
            }
        }
        if (got == 2) return PE_EXEC_YIELD;
        if (got == -2) return PE_EXEC_RAISE;
        if (got < 0) {
            f->cur = n;
            st = PE_EXEC_RAISE;
            break;
        }
        if (got == 0) {
            pe_clear(vm, &it);
            st = pe_exec_block(f, &n->u.for_.orelse);
            if (st == PE_EXEC_YIELD) return suspended(f, n, F_ELSE, 0, PE_NULL, PE_NULL);
            break;
        }
        int r = pe_eval_assign(f, n->u.for_.target, x);
        pe_decref(vm, x);
        if (r < 0) {
            st = PE_EXEC_RAISE;
            break;
        }
        st = pe_exec_block(f, &n->u.for_.body);
        if (st == PE_EXEC_BREAK) {
            st = PE_EXEC_OK;
            break;
        }
        if (st == PE_EXEC_RETURN || st == PE_EXEC_RAISE) break;
        if (st == PE_EXEC_YIELD) return suspended(f, n, F_BODY, 0, it, PE_NULL);
        st = PE_EXEC_OK;
    }
    pe_decref(vm, it);
    return st;
}

/* The iterator of an async for's iterable (CPython's GET_AITER). */
static pe_value aiter_of(pe_vm *vm, pe_value src) {
    pe_type *t = pe_type_of(vm, src);
    if (pe_is_null(pe_type_lookup(vm, t, pe_intern(vm, "__aiter__", 9))))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "'async for' requires an object with __aiter__ method, got %s",
                             t->name);
    pe_value it = pe_op_call_method(vm, src, "__aiter__", NULL, 0);
    if (pe_is_null(it)) return PE_NULL;
    pe_type *it_t = pe_type_of(vm, it);
    if (pe_is_null(pe_type_lookup(vm, it_t, pe_intern(vm, "__anext__", 9)))) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "'async for' received an object from __aiter__ that does not "
                      "implement __anext__: %s",
                      it_t->name);
        pe_decref(vm, it);
        return PE_NULL;
    }
    return it;
}

static pe_exec exec_for(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value src = pe_eval_expr(f, n->u.for_.iter);
    RAISE_IF(pe_is_null(src));
    f->cur = n; /* CPython locates GET_ITER/FOR_ITER at the for statement */
    pe_value it = n->u.for_.is_async ? aiter_of(vm, src) : pe_op_iter(vm, src);
    pe_decref(vm, src);
    RAISE_IF(pe_is_null(it));
    return for_from(f, n, it, F_NEXT, PE_EXEC_OK, PE_NULL);
}

static pe_exec resume_for(pe_frame *f, const pe_node *n) {
    pe_resume_rec r = pe_resume_pop(f);
    if (r.a == F_AWAIT) return for_from(f, n, r.v0, F_AWAIT, PE_EXEC_OK, r.v1);
    const pe_node_list *b = r.a == F_BODY ? &n->u.for_.body : &n->u.for_.orelse;
    return for_from(f, n, r.v0, (int)r.a, pe_resume_block(f, b), PE_NULL);
}

/* ---- definitions -------------------------------------------------------------------- */

/* Applies decorators (evaluated beforehand, outermost first) innermost first.
 * Steals obj; consumes the decorator values. */
static pe_value apply_decorators(pe_frame *f, const pe_node_list *decos, pe_value *dv,
                                 pe_value obj) {
    pe_vm *vm = f->vm;
    for (uint32_t i = decos->n; i-- > 0;) {
        if (pe_is_null(obj)) break;
        f->cur = decos->v[i];
        pe_value r = pe_op_call(vm, dv[i], &obj, 1, NULL);
        pe_decref(vm, obj);
        obj = r;
    }
    return obj;
}

/* Stores a class or function value under a def-bound name in frame f, following the
 * frame's scope (slot, cell, or namespace dict). Steals v. */
static int bind_def_name(pe_frame *f, pe_str *id, pe_value v) {
    pe_vm *vm = f->vm;
    const pe_scope *sc = f->scope;
    if (sc && sc->kind != PE_SCOPE_MODULE && sc->kind != PE_SCOPE_CLASS) {
        /* backwards: a captured parameter's live binding is its cell, after the
         * parameter slot */
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = sc->nslots; i-- > 0;) {
            if (sc->slot_names[i] != id) continue;
            pe_value *slot =
                i < sc->nlocals ? &f->slots[i] : &((pe_cell *)f->slots[i].u.o)->v;
            pe_value old = *slot;
            *slot = v;
            pe_decref(vm, old);
            return 0;
        }
        int r = pe_dict_set_str(vm, f->globals, id, v);
        pe_decref(vm, v);
        return r;
    }
    int r = pe_ns_set(vm, pe_is_null(f->locals) ? f->globals : f->locals, id, v);
    pe_decref(vm, v);
    return r;
}

/* The evaluated decorators of one def or class: the first 16 on the C stack, more (a
 * rare program) in one pe_mem block sized from the source. */
typedef struct {
    pe_value *v;
    uint32_t got;
    pe_value small[16];
} deco_vals;

/* Evaluates decos into d in source order; on failure the exception is pending and
 * d->got counts the values to release. Returns 0 or -1. */
static int deco_eval(pe_frame *f, const pe_node_list *decos, deco_vals *d) {
    d->v = d->small;
    d->got = 0;
    if (decos->n > 16) {
        d->v = pe_mem_alloc(&f->vm->mem, (size_t)decos->n * sizeof *d->v);
        if (!d->v) {
            d->v = d->small;
            pe_err_nomem(f->vm);
            return -1;
        }
    }
    /* loop-bound: source: bounded by one node of the program text */
    for (; d->got < decos->n; d->got++) {
        d->v[d->got] = pe_eval_expr(f, decos->v[d->got]);
        if (pe_is_null(d->v[d->got])) return -1;
    }
    return 0;
}

/* Releases the values deco_eval stored and its block. */
static void deco_release(pe_vm *vm, const pe_node_list *decos, deco_vals *d) {
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < d->got; i++)
        pe_decref(vm, d->v[i]);
    if (d->v != d->small) pe_mem_free(&vm->mem, d->v, (size_t)decos->n * sizeof *d->v);
}

static pe_exec exec_funcdef(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node_list *decos = &n->u.func.decorators;
    deco_vals dv;
    pe_exec st = PE_EXEC_RAISE;
    if (deco_eval(f, decos, &dv) < 0) goto out;
    pe_value fn = pe_eval_make_function(f, n);
    fn = apply_decorators(f, decos, dv.v, fn);
    if (pe_is_null(fn)) goto out;
    if (bind_def_name(f, n->u.func.name, fn) < 0) goto out;
    st = PE_EXEC_OK;
out:
    deco_release(vm, decos, &dv);
    return st;
}

/* The start of a class body, as CPython compiles it: __module__ = __name__ (a load
 * through the namespace, then the globals: a __prepare__ mapping sees it),
 * __qualname__, and SETUP_ANNOTATIONS. 0 or -1. */
static int ns_prologue(pe_frame *f, const pe_scope *sc, pe_value ns) {
    pe_vm *vm = f->vm;
    pe_value modname = pe_ns_get(vm, ns, vm->ids[PE_ID_name]);
    if (pe_is_null(modname)) {
        if (pe_err_occurred(vm)) return -1;
        modname = pe_dict_get_str(vm, f->globals, vm->ids[PE_ID_name]);
        pe_incref(modname);
    }
    int r = pe_is_null(modname) ? 0 : pe_ns_set(vm, ns, vm->ids[PE_ID_module], modname);
    pe_decref(vm, modname);
    if (r < 0 ||
        pe_ns_set(vm, ns, vm->ids[PE_ID_qualname], pe_obj_value(&sc->qualname->base)) < 0)
        return -1;
    if (pe_type_of(vm, ns) == vm->types[PE_TYPE_DICT] ||
        !(sc->flags & PE_SCOPE_ANNOTATIONS))
        return pe_setup_annotations(vm, sc, ns);
    pe_str *an = pe_intern(vm, "__annotations__", 15);
    if (!an) {
        pe_err_nomem(vm);
        return -1;
    }
    pe_value d = pe_ns_get(vm, ns, an);
    if (pe_is_null(d) && !pe_err_occurred(vm)) {
        d = pe_dict_new(vm);
        if (!pe_is_null(d) && pe_ns_set(vm, ns, an, d) < 0) pe_clear(vm, &d);
    }
    r = pe_is_null(d) ? -1 : 0;
    pe_decref(vm, d);
    return r;
}

static pe_exec exec_classdef(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node_list *decos = &n->u.cls.decorators;
    const pe_scope *sc = n->u.cls.scope;
    deco_vals dv;
    pe_exec st = PE_EXEC_RAISE;
    pe_value bases = PE_NULL, ns = PE_NULL, cls = PE_NULL, name = PE_NULL, kwargs = PE_NULL;
    pe_value meta_v = PE_NULL;
    int plain = 1;
    pe_value *slots = NULL;
    if (deco_eval(f, decos, &dv) < 0) goto out;
    bases = pe_tuple_new(vm, n->u.cls.bases.n);
    if (pe_is_null(bases)) goto out;
    /* loop-bound: charged-after: exec_classdef charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < n->u.cls.bases.n; i++)
        pe_tuple_set_item(bases, i, PE_NONE);
    /* loop-bound: charged-after: exec_classdef charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < n->u.cls.bases.n; i++) {
        if (n->u.cls.bases.v[i]->kind == PE_N_STARRED) {
            not_supported(f, n->u.cls.bases.v[i], "starred class bases");
            goto out;
        }
        pe_value b = pe_eval_expr(f, n->u.cls.bases.v[i]);
        if (pe_is_null(b)) goto out;
        pe_tuple_set_item(bases, i, b);
    }
    /* class keywords: metaclass= picks the metaclass; the others go to the metaclass
     * (and from type.__new__ to __init_subclass__) */
    kwargs = pe_dict_new(vm);
    if (pe_is_null(kwargs)) goto out;
    /* loop-bound: charged-after: exec_classdef charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < n->u.cls.keywords.n; i++) {
        const pe_node *k = n->u.cls.keywords.v[i];
        pe_value v = pe_eval_expr(f, k->u.keyword.value);
        if (pe_is_null(v)) goto out;
        int r;
        if (!k->u.keyword.arg) {
            r = pe_dict_update(vm, kwargs, v);
        } else {
            r = pe_dict_set_str(vm, kwargs, k->u.keyword.arg, v);
        }
        pe_decref(vm, v);
        if (r < 0) goto out;
    }
    {
        /* __build_class__: an explicit metaclass= (popped from the keywords), else
         * type(bases[0]) or type; a class metaclass is then the most derived of it and
         * the bases' metaclasses (conflicts fail before the body runs) */
        pe_str *mk = pe_intern(vm, "metaclass", 9);
        if (!mk) {
            pe_err_nomem(vm);
            goto out;
        }
        int r = pe_dict_pop(vm, kwargs, pe_obj_value(&mk->base), &meta_v);
        if (r < 0) goto out;
        if (r == 0)
            meta_v =
                pe_incref(n->u.cls.bases.n
                              ? pe_obj_value(&pe_type_of(vm, pe_tuple_item(bases, 0))->base)
                              : pe_obj_value(&vm->types[PE_TYPE_TYPE]->base));
        if (pe_type_check(vm, meta_v)) {
            f->cur = n;
            pe_type *w = pe_metaclass_calculate(vm, (pe_type *)meta_v.u.o, bases);
            if (!w) goto out;
            pe_value old = meta_v;
            meta_v = pe_incref(pe_obj_value(&w->base));
            pe_decref(vm, old);
        }
    }
    plain = pe_is(meta_v, pe_obj_value(&vm->types[PE_TYPE_TYPE]->base));
    if (plain) {
        ns = pe_dict_new(vm);
    } else {
        f->cur = n;
        ns = pe_metaclass_prepare(vm, meta_v, pe_obj_value(&n->u.cls.scope->name->base),
                                  bases, kwargs);
    }
    if (pe_is_null(ns)) goto out;
    if (ns_prologue(f, sc, ns) < 0) goto out;
    /* a leading string constant is the class docstring, as CPython's compiler stores */
    if (n->u.cls.body.n) {
        const pe_node *first = n->u.cls.body.v[0];
        if (first->kind == PE_N_EXPR_STMT && first->u.unary.value->kind == PE_N_CONSTANT &&
            first->u.unary.value->u.c.kind == PE_CONST_STR) {
            const pe_const *c = &first->u.unary.value->u.c;
            pe_value d = pe_str_value(vm, c->s, c->len);
            if (pe_is_null(d)) goto out;
            int r = pe_ns_set(vm, ns, vm->ids[PE_ID_doc], d);
            pe_decref(vm, d);
            if (r < 0) goto out;
        }
    }

    /* run the body in its own frame with the namespace as locals */
    slots = pe_frame_push_slots(vm, sc->nslots);
    if (!slots) goto out;
    /* loop-bound: charged-after: exec_classdef charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < sc->ncells; i++) {
        pe_cell *c = pe_cell_new(vm, PE_NULL);
        if (!c) goto out;
        slots[sc->nlocals + i] = pe_obj_value(&c->base);
    }
    /* loop-bound: charged-after: exec_classdef charges what this loop covered right
     * after it */
    for (uint32_t j = 0; j < sc->nfree; j++)
        slots[sc->nlocals + sc->ncells + j] = pe_incref(f->slots[sc->free_from[j]]);
    {
        pe_frame cf = {0};
        cf.back = f;
        cf.vm = vm;
        cf.ast = f->ast;
        cf.scope = sc;
        cf.name = sc->name;
        cf.slots = slots;
        cf.nslots = sc->nslots;
        cf.globals = f->globals;
        cf.locals = ns;
        cf.cur = n;
        cf.retval = PE_NULL;
        if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth) {
            pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
            goto out;
        }
        vm->frame = &cf;
        vm->depth++;
        pe_exec bst = pe_exec_block(&cf, &n->u.cls.body);
        if (bst == PE_EXEC_RAISE) pe_tb_record_frame(vm, &cf, cf.ast, cf.name, cf.cur);
        pe_clear(vm, &cf.retval);
        vm->depth--;
        vm->frame = f;
        if (bst == PE_EXEC_RAISE) goto out;
    }
    f->cur = n;
    /* __name__ is the name as written; u.cls.name is the (possibly mangled) binding */
    name = pe_obj_value(&n->u.cls.scope->name->base);
    pe_incref(name);
    if (pe_is_null(name)) goto out;
    if (!plain) {
        /* meta(name, bases, ns, **kwargs); type.__new__ fills the __class__ cell from
         * __classcell__ (class X(1) calls int(name, bases, ns) and fails there) */
        if (sc->flags & PE_SCOPE_CLASS_CELL) {
            pe_str *cc = pe_intern(vm, "__classcell__", 13);
            if (!cc) {
                pe_err_nomem(vm);
                goto out;
            }
            if (pe_ns_set(vm, ns, cc, slots[sc->class_cell]) < 0) goto out;
        }
        pe_value margs[3] = {name, bases, ns};
        cls = pe_call_kwdict(vm, meta_v, margs, 3, kwargs);
        if (pe_is_null(cls)) goto out;
        goto decorate;
    }
    cls = pe_type_new_class(vm, name, bases, ns);
    if (pe_is_null(cls)) goto out;
    if (sc->flags & PE_SCOPE_CLASS_CELL) {
        pe_cell *c = (pe_cell *)slots[sc->class_cell].u.o;
        pe_value old = c->v;
        c->v = pe_incref(cls);
        pe_decref(vm, old);
    }
    if (pe_type_init_subclass(vm, cls, kwargs) < 0) {
        pe_decref(vm, cls);
        goto out;
    }
decorate:
    cls = apply_decorators(f, decos, dv.v, cls);
    if (pe_is_null(cls)) goto out;
    if (bind_def_name(f, n->u.cls.name, cls) < 0) goto out;
    st = PE_EXEC_OK;
out:
    if (slots) pe_frame_pop_slots(vm, slots, sc->nslots);
    deco_release(vm, decos, &dv);
    pe_decref(vm, bases);
    pe_decref(vm, ns);
    pe_decref(vm, name);
    pe_decref(vm, kwargs);
    pe_decref(vm, meta_v);
    return st;
}

/* ---- exceptions --------------------------------------------------------------------- */

static int is_exc_type(pe_vm *vm, pe_value v) {
    return pe_type_check(vm, v) &&
           pe_type_is_subtype((pe_type *)v.u.o, vm->exc_types[PE_EXC_BaseException]);
}

static int is_exc_instance(pe_vm *vm, pe_value v) {
    return pe_op_isinstance(vm, v, vm->exc_types[PE_EXC_BaseException]);
}

/* An exception class is instantiated with no arguments; an instance is used as is.
 * Returns a new reference or PE_NULL ("exceptions must derive from BaseException"). */
static pe_value make_exception(pe_vm *vm, pe_value v) {
    if (is_exc_type(vm, v)) {
        pe_value e = pe_op_call(vm, v, NULL, 0, NULL);
        if (pe_is_null(e)) return e;
        if (!is_exc_instance(vm, e)) {
            pe_err_format(
                vm, PE_EXC_TypeError,
                "calling %R should have returned an instance of BaseException, not %s", v,
                pe_op_typename(vm, e));
            pe_decref(vm, e);
            return PE_NULL;
        }
        return e;
    }
    if (is_exc_instance(vm, v)) return pe_incref(v);
    return pe_err_set(vm, PE_EXC_TypeError, "exceptions must derive from BaseException");
}

static pe_exec exec_raise(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    if (!n->u.raise.exc) {
        if (pe_is_null(vm->exc_handled)) {
            pe_err_set(vm, PE_EXC_RuntimeError, "No active exception to reraise");
            return PE_EXEC_RAISE;
        }
        pe_err_restore(vm, pe_incref(vm->exc_handled));
        pe_tb_mark_frame(vm, f);
        return PE_EXEC_RAISE;
    }
    pe_value v = pe_eval_expr(f, n->u.raise.exc);
    RAISE_IF(pe_is_null(v));
    f->cur = n;
    pe_value e = make_exception(vm, v);
    pe_decref(vm, v);
    RAISE_IF(pe_is_null(e));
    if (n->u.raise.cause) {
        pe_value c = pe_eval_expr(f, n->u.raise.cause);
        if (pe_is_null(c)) {
            pe_decref(vm, e);
            return PE_EXEC_RAISE;
        }
        f->cur = n;
        pe_value cause = PE_NONE;
        if (!pe_is_none(c)) {
            if (is_exc_type(vm, c) || is_exc_instance(vm, c)) {
                cause = make_exception(vm, c);
            } else {
                pe_err_set(vm, PE_EXC_TypeError,
                           "exception causes must derive from BaseException");
                cause = PE_NULL;
            }
        }
        pe_decref(vm, c);
        if (pe_is_null(cause)) {
            pe_decref(vm, e);
            return PE_EXEC_RAISE;
        }
        pe_exc_set_cause(vm, e, cause);
    }
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_EXEC_RAISE;
}

/* Where a try statement is while suspended (its record's a): in the body, in handler
 * b (v0 its exception), in the else block, or in the finally block (v0 the parked
 * exception, v1 the parked return value, b the parked status). */
enum { T_BODY, T_HANDLER, T_ELSE, T_FINALLY };

/* `except E as e` unbinds e after the handler, as CPython does, keeping whatever the
 * handler left pending (status st). */
static void unbind_handler_name(pe_frame *f, const pe_node *h, pe_exec st) {
    pe_vm *vm = f->vm;
    if (!h->u.handler.name) return;
    int limit = vm->limit != PE_LIMIT_NONE;
    pe_value pending = st == PE_EXEC_RAISE ? pe_err_fetch(vm) : PE_NULL;
    if (pe_eval_delete(f, h->u.handler.name) < 0) pe_err_clear(vm);
    if (!pe_is_null(pending) || limit) pe_err_restore(vm, pending);
}

/* After handler i of try statement n ran with status st for exception exc (owned):
 * `except E as e` unbinds e, as CPython does. */
static pe_exec handler_done(pe_frame *f, const pe_node *n, uint32_t i, pe_value exc,
                            pe_exec st) {
    pe_vm *vm = f->vm;
    const pe_node *h = n->u.try_.handlers.v[i];
    if (st == PE_EXEC_YIELD) return suspended(f, n, T_HANDLER, i, exc, PE_NULL);
    unbind_handler_name(f, h, st);
    pe_decref(vm, exc);
    return st;
}

/* Runs (or, resuming, re-enters) handler i's body with exc as the handled
 * exception. */
static pe_exec handler_body(pe_frame *f, const pe_node *n, uint32_t i, pe_value exc,
                            int resume) {
    pe_vm *vm = f->vm;
    const pe_node *h = n->u.try_.handlers.v[i];
    pe_value saved = vm->exc_handled;
    vm->exc_handled = exc;
    pe_exec st = resume ? pe_resume_block(f, &h->u.handler.body)
                        : pe_exec_block(f, &h->u.handler.body);
    vm->exc_handled = saved;
    return handler_done(f, n, i, exc, st);
}

/* Runs the handlers of a try statement for the pending exception. Returns the
 * handler's status, or PE_EXEC_RAISE with the exception (or a new one) pending when
 * no handler matched or a handler raised. */
static pe_exec run_handlers(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value exc = pe_err_fetch(vm);
    pe_value saved = vm->exc_handled;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.try_.handlers.n; i++) {
        const pe_node *h = n->u.try_.handlers.v[i];
        if (h->u.handler.type) {
            /* the exception counts as being handled while except clauses are matched:
             * an error there gets it as __context__ */
            vm->exc_handled = exc;
            pe_value spec = pe_eval_expr(f, h->u.handler.type);
            vm->exc_handled = saved;
            if (pe_is_null(spec)) {
                pe_decref(vm, exc);
                return PE_EXEC_RAISE;
            }
            f->cur = h;
            vm->exc_handled = exc;
            int m = pe_exc_matches(vm, exc, spec);
            vm->exc_handled = saved;
            pe_decref(vm, spec);
            if (m < 0) {
                pe_decref(vm, exc);
                return PE_EXEC_RAISE;
            }
            if (!m) continue;
        }
        if (h->u.handler.name && pe_eval_assign(f, h->u.handler.name, exc) < 0) {
            pe_decref(vm, exc);
            return PE_EXEC_RAISE;
        }
        return handler_body(f, n, i, exc, 0);
    }
    pe_err_restore(vm, exc);
    pe_tb_mark_frame(vm, f);
    return PE_EXEC_RAISE;
}

/* ---- except* (PEP 654; the group logic is sandbox Python: modules/py/_exceptiongroup.py)
 */

/* Handler i of a try/except* statement runs for `match` (borrowed). Its status: a
 * raise is left pending for the caller to collect. */
static pe_exec star_handler(pe_frame *f, const pe_node *n, uint32_t i, pe_value match) {
    pe_vm *vm = f->vm;
    const pe_node *h = n->u.try_.handlers.v[i];
    if (h->u.handler.name && pe_eval_assign(f, h->u.handler.name, match) < 0)
        return PE_EXEC_RAISE;
    pe_value saved = vm->exc_handled;
    vm->exc_handled = match;
    pe_exec st = pe_exec_block(f, &h->u.handler.body);
    vm->exc_handled = saved;
    if (st == PE_EXEC_YIELD) {
        /* a suspension inside an except* block: not resumable yet */
        pe_gen_abandon_suspension(f);
        f->cur = h;
        pe_err_set(vm, PE_EXC_NotImplementedError,
                   "yield and await inside an except* block are not supported yet");
        st = PE_EXEC_RAISE;
    }
    unbind_handler_name(f, h, st);
    return st;
}

/* The except* clauses of try statement n for the pending exception: each takes the
 * part of what is left that it matches; what they raise and what none matched leave
 * the statement together. */
static pe_exec run_star_handlers(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value exc = pe_err_fetch(vm);
    pe_value mod = pe_import_name(vm, "_exceptiongroup", 15, 0, NULL);
    pe_value split = PE_NULL, result = PE_NULL, rest = pe_incref(exc);
    pe_value outcomes = pe_is_null(mod) ? PE_NULL : pe_list_new(vm, 0);
    pe_exec st = PE_EXEC_RAISE;
    if (pe_is_null(outcomes)) goto out;
    split = pe_op_getattr_cstr(vm, mod, "_star_split");
    if (pe_is_null(split)) goto out;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.try_.handlers.n && !pe_is_none(rest); i++) {
        const pe_node *h = n->u.try_.handlers.v[i];
        pe_value saved = vm->exc_handled;
        vm->exc_handled = exc;
        pe_value spec = pe_eval_expr(f, h->u.handler.type);
        f->cur = h;
        pe_value args[2] = {rest, spec};
        pe_value pair = pe_is_null(spec) ? PE_NULL : pe_op_call(vm, split, args, 2, NULL);
        vm->exc_handled = saved;
        pe_decref(vm, spec);
        if (pe_is_null(pair)) goto out;
        pe_value match = pe_incref(pe_tuple_item(pair, 0));
        pe_decref(vm, rest);
        rest = pe_incref(pe_tuple_item(pair, 1));
        pe_decref(vm, pair);
        if (pe_is_none(match)) continue;
        pe_exec hs = star_handler(f, n, i, match);
        pe_decref(vm, match);
        if (hs == PE_EXEC_RAISE) {
            if (pe_err_unwinding_limit(vm)) goto out;
            pe_value raised = pe_err_fetch(vm);
            if (pe_list_append_steal(vm, outcomes, raised) < 0) goto out;
        }
    }
    if (pe_list_append(vm, outcomes, rest) < 0) goto out;
    pe_value fn = pe_op_getattr_cstr(vm, mod, "_star_result");
    pe_value rargs[2] = {exc, outcomes};
    result = pe_is_null(fn) ? PE_NULL : pe_op_call(vm, fn, rargs, 2, NULL);
    pe_decref(vm, fn);
    if (pe_is_null(result)) goto out;
    if (pe_is_none(result)) {
        st = PE_EXEC_OK;
    } else {
        pe_err_restore(vm, pe_incref(result));
        pe_tb_mark_frame(vm, f);
    }
out:
    pe_decref(vm, result);
    pe_decref(vm, outcomes);
    pe_decref(vm, split);
    pe_decref(vm, rest);
    pe_decref(vm, mod);
    pe_decref(vm, exc);
    return st;
}

/* The finally block has ended with status fst; st, exc and ret (owned) are the
 * outcome it parked. */
static pe_exec finally_done(pe_frame *f, const pe_node *n, pe_exec st, pe_value exc,
                            pe_value ret, pe_exec fst) {
    pe_vm *vm = f->vm;
    if (fst == PE_EXEC_YIELD) return suspended(f, n, T_FINALLY, st, exc, ret);
    if (fst != PE_EXEC_OK) {
        pe_decref(vm, exc);
        pe_decref(vm, ret);
        return fst;
    }
    if (!pe_is_null(exc)) {
        pe_err_restore(vm, exc);
        pe_tb_mark_frame(vm, f);
    }
    if (!pe_is_null(ret)) {
        pe_decref(vm, f->retval);
        f->retval = ret;
    }
    return st;
}

/* Runs (or re-enters) the finally block with the parked outcome's exception as the
 * handled one. */
static pe_exec finally_body(pe_frame *f, const pe_node *n, pe_exec st, pe_value exc,
                            pe_value ret, int resume) {
    pe_vm *vm = f->vm;
    pe_value saved = vm->exc_handled;
    if (!pe_is_null(exc)) vm->exc_handled = exc;
    pe_exec fst = resume ? pe_resume_block(f, &n->u.try_.finalbody)
                         : pe_exec_block(f, &n->u.try_.finalbody);
    vm->exc_handled = saved;
    return finally_done(f, n, st, exc, ret, fst);
}

/* finally: park the pending exception / return value, run the block, and resume the
 * parked outcome unless the block itself left by return/break/raise */
static pe_exec try_finally(pe_frame *f, const pe_node *n, pe_exec st) {
    pe_vm *vm = f->vm;
    if (!n->u.try_.finalbody.n) return st;
    if (st == PE_EXEC_RAISE && pe_err_unwinding_limit(vm)) return st;
    pe_value exc = st == PE_EXEC_RAISE ? pe_err_fetch(vm) : PE_NULL;
    pe_value ret = st == PE_EXEC_RETURN ? f->retval : PE_NULL;
    if (st == PE_EXEC_RETURN) f->retval = PE_NULL;
    return finally_body(f, n, st, exc, ret, 0);
}

/* The else block ended with status st. */
static pe_exec try_else_done(pe_frame *f, const pe_node *n, pe_exec st) {
    if (st == PE_EXEC_YIELD) return suspended(f, n, T_ELSE, 0, PE_NULL, PE_NULL);
    return try_finally(f, n, st);
}

/* The body ended with status st. */
static pe_exec try_body_done(pe_frame *f, const pe_node *n, pe_exec st) {
    pe_vm *vm = f->vm;
    if (st == PE_EXEC_YIELD) return suspended(f, n, T_BODY, 0, PE_NULL, PE_NULL);
    if (st == PE_EXEC_RAISE && pe_err_unwinding_limit(vm)) return st;
    if (st == PE_EXEC_RAISE && n->u.try_.handlers.n) {
        st = n->u.try_.is_star ? run_star_handlers(f, n) : run_handlers(f, n);
        if (st == PE_EXEC_YIELD) return st; /* the handler's record is pushed */
    } else if (st == PE_EXEC_OK) {
        return try_else_done(f, n, pe_exec_block(f, &n->u.try_.orelse));
    }
    return try_finally(f, n, st);
}

static pe_exec exec_try(pe_frame *f, const pe_node *n) {
    return try_body_done(f, n, pe_exec_block(f, &n->u.try_.body));
}

static pe_exec resume_try(pe_frame *f, const pe_node *n) {
    pe_resume_rec r = pe_resume_pop(f);
    pe_exec st;
    switch (r.a) {
    case T_BODY: return try_body_done(f, n, pe_resume_block(f, &n->u.try_.body));
    case T_ELSE: return try_else_done(f, n, pe_resume_block(f, &n->u.try_.orelse));
    case T_HANDLER:
        st = handler_body(f, n, r.b, r.v0, 1);
        if (st == PE_EXEC_YIELD) return st;
        return try_finally(f, n, st);
    default: return finally_body(f, n, (pe_exec)r.b, r.v0, r.v1, 1);
    }
}

static pe_exec exec_assert(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    int t = eval_truth(f, n->u.assert_.test, n);
    RAISE_IF(t < 0);
    if (t) return PE_EXEC_OK;
    /* CPython 3.11 reports a failed assert at the last comparison of its test (the
     * final jump carries that location) and at the whole statement otherwise. */
    const pe_node *where = pe_cond_last_compare(n->u.assert_.test);
    if (!where) where = n;
    f->cur = where;
    pe_value cls = pe_obj_value(&vm->exc_types[PE_EXC_AssertionError]->base);
    pe_value e;
    if (n->u.assert_.msg) {
        pe_value msg = pe_eval_expr(f, n->u.assert_.msg);
        RAISE_IF(pe_is_null(msg));
        f->cur = where;
        e = pe_op_call(vm, cls, &msg, 1, NULL);
        pe_decref(vm, msg);
    } else {
        e = pe_op_call(vm, cls, NULL, 0, NULL);
    }
    RAISE_IF(pe_is_null(e));
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_EXEC_RAISE;
}

/* ---- with --------------------------------------------------------------------------- */

/* Where a with statement's item a is while suspended: in the statements hoisted out
 * of its context expression (WI_PRE), or in what runs inside it (WI_BODY: v0 is its
 * bound __exit__). */
enum { WI_PRE, WI_BODY, WA_ENTER, WA_EXIT };

static pe_exec with_inner(pe_frame *f, const pe_node *n, uint32_t i, int resume);
static pe_exec with_exit(pe_frame *f, const pe_node *n, uint32_t i, pe_value exit_bound,
                         pe_exec st);
static pe_exec resume_with_items(pe_frame *f, const pe_node *n);
static pe_exec with_items(pe_frame *f, const pe_node *n, uint32_t i);

static pe_exec awith_enter(pe_frame *f, const pe_node *n, uint32_t i);
static pe_exec awith_exit(pe_frame *f, const pe_node *n, uint32_t i, pe_value exit_bound,
                          pe_exec st);

/* Enters item i (its context expression's statements, if any, have run). */
static pe_exec with_enter(pe_frame *f, const pe_node *n, uint32_t i) {
    pe_vm *vm = f->vm;
    if (n->u.with.is_async) return awith_enter(f, n, i);
    const pe_node *item = n->u.with.items.v[i];
    pe_value mgr = pe_eval_expr(f, item->u.item.context_expr);
    RAISE_IF(pe_is_null(mgr));
    f->cur = n; /* CPython reports the protocol errors at the with statement */
    pe_type *t = pe_type_of(vm, mgr);
    pe_value enter = pe_type_lookup(vm, t, vm->ids[PE_ID_enter]);
    pe_value exitm = pe_type_lookup(vm, t, vm->ids[PE_ID_exit]);
    if (pe_is_null(enter) || pe_is_null(exitm)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "'%s' object does not support the context manager protocol%s",
                      t->name, pe_is_null(enter) ? "" : " (missed __exit__ method)");
        pe_decref(vm, mgr);
        return PE_EXEC_RAISE;
    }
    pe_value exit_bound = pe_op_getattr(vm, mgr, vm->ids[PE_ID_exit]);
    if (pe_is_null(exit_bound)) {
        pe_decref(vm, mgr);
        return PE_EXEC_RAISE;
    }
    pe_value val = pe_op_call_method(vm, mgr, "__enter__", NULL, 0);
    pe_decref(vm, mgr);
    if (pe_is_null(val)) {
        pe_decref(vm, exit_bound);
        return PE_EXEC_RAISE;
    }
    int r = 0;
    if (item->u.item.optional_vars) r = pe_eval_assign(f, item->u.item.optional_vars, val);
    pe_decref(vm, val);
    pe_exec st = r < 0 ? PE_EXEC_RAISE : with_inner(f, n, i, 0);
    return with_exit(f, n, i, exit_bound, st);
}

/* What runs inside item i: the next item, or the body. */
static pe_exec with_inner(pe_frame *f, const pe_node *n, uint32_t i, int resume) {
    if (i + 1 == n->u.with.items.n)
        return resume ? pe_resume_block(f, &n->u.with.body)
                      : pe_exec_block(f, &n->u.with.body);
    if (resume) return resume_with_items(f, n);
    return with_items(f, n, i + 1);
}

/* Item i's prelude ended with status st. */
static pe_exec with_pre_done(pe_frame *f, const pe_node *n, uint32_t i, pe_exec st) {
    if (st == PE_EXEC_YIELD) return suspended(f, n, i, WI_PRE, PE_NULL, PE_NULL);
    if (st != PE_EXEC_OK) return st;
    return with_enter(f, n, i);
}

static pe_exec with_items(pe_frame *f, const pe_node *n, uint32_t i) {
    if (i == n->u.with.items.n) return pe_exec_block(f, &n->u.with.body);
    const pe_node *item = n->u.with.items.v[i];
    if (__builtin_expect(item->u.item.pre.n != 0, 0))
        return with_pre_done(f, n, i, pe_exec_block(f, &item->u.item.pre));
    return with_enter(f, n, i);
}

/* What ran inside item i ended with status st: calls exit_bound (owned). */
static pe_exec with_exit(pe_frame *f, const pe_node *n, uint32_t i, pe_value exit_bound,
                         pe_exec st) {
    pe_vm *vm = f->vm;
    if (st == PE_EXEC_YIELD) return suspended(f, n, i, WI_BODY, exit_bound, PE_NULL);
    if (n->u.with.is_async) return awith_exit(f, n, i, exit_bound, st);
    if (st == PE_EXEC_RAISE && pe_err_unwinding_limit(vm)) {
        pe_decref(vm, exit_bound);
        return st;
    }
    if (st == PE_EXEC_RAISE) {
        /* an error in the `as` target has not been recorded by a statement yet */
        pe_tb_record_frame(vm, f, f->ast, f->name, f->cur);
        pe_value exc = pe_err_fetch(vm);
        pe_value args[3] = {pe_obj_value(&pe_type_of(vm, exc)->base), exc, PE_NONE};
        pe_value saved = vm->exc_handled;
        vm->exc_handled = exc;
        f->cur = n; /* CPython reports __exit__ at the whole with statement */
        pe_value res = pe_op_call(vm, exit_bound, args, 3, NULL);
        vm->exc_handled = saved;
        pe_decref(vm, exit_bound);
        if (pe_is_null(res)) {
            pe_decref(vm, exc);
            return PE_EXEC_RAISE;
        }
        int sup = pe_op_truth(vm, res);
        pe_decref(vm, res);
        if (sup < 0) {
            pe_decref(vm, exc);
            return PE_EXEC_RAISE;
        }
        if (sup) {
            pe_decref(vm, exc);
            return PE_EXEC_OK;
        }
        pe_err_restore(vm, exc);
        pe_tb_mark_frame(vm, f);
        return PE_EXEC_RAISE;
    }
    pe_value args[3] = {PE_NONE, PE_NONE, PE_NONE};
    pe_value ret = st == PE_EXEC_RETURN ? f->retval : PE_NULL;
    if (st == PE_EXEC_RETURN) f->retval = PE_NULL;
    f->cur = n;
    pe_value res = pe_op_call(vm, exit_bound, args, 3, NULL);
    pe_decref(vm, exit_bound);
    if (pe_is_null(res)) {
        pe_decref(vm, ret);
        return PE_EXEC_RAISE;
    }
    pe_decref(vm, res);
    if (!pe_is_null(ret)) f->retval = ret;
    return st;
}

/* ---- async with ---------------------------------------------------------------- */

/* Item i's __aenter__ awaitable `aw` (stolen) is being awaited; exit_bound (stolen) is
 * its bound __aexit__. */
static pe_exec awith_enter_step(pe_frame *f, const pe_node *n, uint32_t i,
                                pe_value exit_bound, pe_value aw, int first) {
    pe_vm *vm = f->vm;
    pe_value y, val;
    int r = pe_gen_await_step(f, aw, first, &y, &val);
    f->cur = n;
    if (r > 0) {
        if (pe_resume_push(f, n, i, WA_ENTER, exit_bound, aw) < 0) {
            pe_decref(vm, y);
            return PE_EXEC_RAISE;
        }
        pe_gen_set_out(f, y, aw);
        return PE_EXEC_YIELD;
    }
    pe_decref(vm, aw);
    if (r < 0) {
        pe_decref(vm, exit_bound);
        return PE_EXEC_RAISE;
    }
    const pe_node *item = n->u.with.items.v[i];
    int ar = 0;
    if (item->u.item.optional_vars) ar = pe_eval_assign(f, item->u.item.optional_vars, val);
    pe_decref(vm, val);
    pe_exec st = ar < 0 ? PE_EXEC_RAISE : with_inner(f, n, i, 0);
    return with_exit(f, n, i, exit_bound, st);
}

static pe_exec awith_enter(pe_frame *f, const pe_node *n, uint32_t i) {
    pe_vm *vm = f->vm;
    const pe_node *item = n->u.with.items.v[i];
    pe_value mgr = pe_eval_expr(f, item->u.item.context_expr);
    RAISE_IF(pe_is_null(mgr));
    f->cur = n;
    pe_type *t = pe_type_of(vm, mgr);
    pe_value enter = pe_type_lookup(vm, t, pe_intern(vm, "__aenter__", 10));
    pe_value exitm = pe_type_lookup(vm, t, pe_intern(vm, "__aexit__", 9));
    if (pe_is_null(enter) || pe_is_null(exitm)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "'%s' object does not support the asynchronous context manager "
                      "protocol%s",
                      t->name, pe_is_null(enter) ? "" : " (missed __aexit__ method)");
        pe_decref(vm, mgr);
        return PE_EXEC_RAISE;
    }
    pe_value exit_bound = pe_op_getattr_cstr(vm, mgr, "__aexit__");
    pe_value a = pe_is_null(exit_bound) ? PE_NULL
                                        : pe_op_call_method(vm, mgr, "__aenter__", NULL, 0);
    pe_decref(vm, mgr);
    pe_value aw = PE_NULL;
    if (!pe_is_null(a)) {
        aw = await_iter_for(vm, a,
                            "'async with' received an object from __aenter__ that does not "
                            "implement __await__: %s");
        pe_decref(vm, a);
    }
    if (pe_is_null(aw)) {
        pe_decref(vm, exit_bound);
        return PE_EXEC_RAISE;
    }
    return awith_enter_step(f, n, i, exit_bound, aw, 1);
}

/* Item i's __aexit__ awaitable `aw` (stolen) is being awaited; st and parked (stolen:
 * the exception for PE_EXEC_RAISE, the return value for PE_EXEC_RETURN) are what ran
 * inside it. */
static pe_exec awith_exit_step(pe_frame *f, const pe_node *n, uint32_t i, pe_exec st,
                               pe_value parked, pe_value aw, int first) {
    pe_vm *vm = f->vm;
    pe_value saved = vm->exc_handled;
    if (st == PE_EXEC_RAISE) vm->exc_handled = parked;
    pe_value y, res;
    int r = pe_gen_await_step(f, aw, first, &y, &res);
    vm->exc_handled = saved;
    f->cur = n;
    if (r > 0) {
        if (pe_resume_push(f, n, i, WA_EXIT | ((uint32_t)st << 4), parked, aw) < 0) {
            pe_decref(vm, y);
            return PE_EXEC_RAISE;
        }
        pe_gen_set_out(f, y, aw);
        return PE_EXEC_YIELD;
    }
    pe_decref(vm, aw);
    if (r < 0) {
        pe_decref(vm, parked);
        return PE_EXEC_RAISE;
    }
    if (st == PE_EXEC_RAISE) {
        int sup = pe_op_truth(vm, res);
        pe_decref(vm, res);
        if (sup != 0) {
            pe_decref(vm, parked);
            return sup < 0 ? PE_EXEC_RAISE : PE_EXEC_OK;
        }
        pe_err_restore(vm, parked);
        pe_tb_mark_frame(vm, f);
        return PE_EXEC_RAISE;
    }
    pe_decref(vm, res);
    if (st == PE_EXEC_RETURN) {
        pe_decref(vm, f->retval);
        f->retval = parked;
    } else {
        pe_decref(vm, parked);
    }
    return st;
}

static pe_exec awith_exit(pe_frame *f, const pe_node *n, uint32_t i, pe_value exit_bound,
                          pe_exec st) {
    pe_vm *vm = f->vm;
    if (st == PE_EXEC_RAISE && pe_err_unwinding_limit(vm)) {
        pe_decref(vm, exit_bound);
        return st;
    }
    pe_value parked = PE_NULL;
    pe_value args[3] = {PE_NONE, PE_NONE, PE_NONE};
    pe_value saved = vm->exc_handled;
    if (st == PE_EXEC_RAISE) {
        pe_tb_record_frame(vm, f, f->ast, f->name, f->cur);
        parked = pe_err_fetch(vm);
        args[0] = pe_obj_value(&pe_type_of(vm, parked)->base);
        args[1] = parked;
        vm->exc_handled = parked;
    } else if (st == PE_EXEC_RETURN) {
        parked = f->retval;
        f->retval = PE_NULL;
    }
    f->cur = n;
    pe_value a = pe_op_call(vm, exit_bound, args, 3, NULL);
    vm->exc_handled = saved;
    pe_decref(vm, exit_bound);
    pe_value aw = PE_NULL;
    if (!pe_is_null(a)) {
        aw = await_iter_for(vm, a,
                            "'async with' received an object from __aexit__ that does not "
                            "implement __await__: %s");
        pe_decref(vm, a);
    }
    if (pe_is_null(aw)) {
        pe_decref(vm, parked);
        return PE_EXEC_RAISE;
    }
    return awith_exit_step(f, n, i, st, parked, aw, 1);
}

static pe_exec resume_with_items(pe_frame *f, const pe_node *n) {
    pe_resume_rec r = pe_resume_pop(f);
    switch (r.b & 0xf) {
    case WI_PRE:
        return with_pre_done(f, n, r.a,
                             pe_resume_block(f, &n->u.with.items.v[r.a]->u.item.pre));
    case WA_ENTER: return awith_enter_step(f, n, r.a, r.v0, r.v1, 0);
    case WA_EXIT: return awith_exit_step(f, n, r.a, (pe_exec)(r.b >> 4), r.v0, r.v1, 0);
    default: return with_exit(f, n, r.a, r.v0, with_inner(f, n, r.a, 1));
    }
}

static pe_exec exec_with(pe_frame *f, const pe_node *n) {
    return with_items(f, n, 0);
}

/* ---- dispatch ----------------------------------------------------------------------- */

pe_exec pe_exec_stmt(pe_frame *f, const pe_node *n) {
    f->cur = n;
    switch ((pe_node_kind)n->kind) {
    case PE_N_EXPR_STMT: return exec_expr(f, n);
    case PE_N_ASSIGN: return exec_assign(f, n);
    case PE_N_AUG_ASSIGN: return exec_augassign(f, n);
    case PE_N_ANN_ASSIGN: return exec_annassign(f, n);
    case PE_N_DELETE: return exec_delete(f, n);
    case PE_N_RETURN: return exec_return(f, n);
    case PE_N_IF: return exec_if(f, n);
    case PE_N_WHILE: return exec_while(f, n);
    case PE_N_FOR: return exec_for(f, n);
    case PE_N_BREAK: return PE_EXEC_BREAK;
    case PE_N_CONTINUE: return PE_EXEC_CONTINUE;
    case PE_N_PASS:
    case PE_N_GLOBAL:
    case PE_N_NONLOCAL: return PE_EXEC_OK;
    case PE_N_FUNCTION_DEF: return exec_funcdef(f, n);
    case PE_N_CLASS_DEF: return exec_classdef(f, n);
    case PE_N_RAISE: return exec_raise(f, n);
    case PE_N_TRY: return exec_try(f, n);
    case PE_N_ASSERT: return exec_assert(f, n);
    case PE_N_WITH: return exec_with(f, n);
    case PE_N_MATCH: return pe_match_exec(f, n);
    case PE_N_IMPORT:
    case PE_N_IMPORT_FROM: return pe_exec_import(f, n);
    default: break;
    }
    pe_err_format(f->vm, PE_EXC_SystemError, "cannot execute %s node",
                  pe_ast_kind_name((pe_node_kind)n->kind));
    return PE_EXEC_RAISE;
}

/* Statement i of a block ended with status st (not OK). */
static pe_exec block_left(pe_frame *f, uint32_t i, pe_exec st) {
    if (st == PE_EXEC_RAISE) pe_tb_record_frame(f->vm, f, f->ast, f->name, f->cur);
    if (st == PE_EXEC_YIELD) return suspended(f, NULL, i, 0, PE_NULL, PE_NULL);
    return st;
}

static pe_exec block_from(pe_frame *f, const pe_node_list *body, uint32_t i) {
    /* loop-bound: source: the statements of one block (statements are not charged one by
     * one; the loops and calls that repeat a block are) */
    for (; i < body->n; i++) {
        pe_exec st = pe_exec_stmt(f, body->v[i]);
        /* A limit hit where the caller could not fail (a __del__ run by a decref in
         * this statement) leaves the run's limit recorded with nothing pending: no
         * further statement runs, even one without a tick (pe_err_limit, eval/exc.h). */
        if (__builtin_expect(f->vm->limit_hit_kind != PE_LIMIT_NONE, 0) &&
            st != PE_EXEC_RAISE && pe_err_limit_check(f->vm) < 0)
            st = PE_EXEC_RAISE;
        if (st != PE_EXEC_OK) return block_left(f, i, st);
    }
    return PE_EXEC_OK;
}

pe_exec pe_exec_block(pe_frame *f, const pe_node_list *body) {
    return block_from(f, body, 0);
}

/* Re-enters suspended statement n (resume.h). */
static pe_exec resume_stmt(pe_frame *f, const pe_node *n) {
    f->cur = n;
    switch ((pe_node_kind)n->kind) {
    case PE_N_EXPR_STMT:
    case PE_N_ASSIGN: return pe_gen_resume_suspend(f, n);
    case PE_N_IF: return resume_if(f, n);
    case PE_N_WHILE: return resume_while(f, n);
    case PE_N_FOR: return resume_for(f, n);
    case PE_N_TRY: return resume_try(f, n);
    case PE_N_WITH: return resume_with_items(f, n);
    case PE_N_MATCH: return pe_match_resume(f, n);
    default: break;
    }
    pe_err_format(f->vm, PE_EXC_SystemError, "cannot resume %s node",
                  pe_ast_kind_name((pe_node_kind)n->kind));
    return PE_EXEC_RAISE;
}

pe_exec pe_resume_block(pe_frame *f, const pe_node_list *body) {
    pe_resume_rec r = pe_resume_pop(f);
    uint32_t i = r.a;
    pe_exec st = resume_stmt(f, body->v[i]);
    if (__builtin_expect(f->vm->limit_hit_kind != PE_LIMIT_NONE, 0) &&
        st != PE_EXEC_RAISE && pe_err_limit_check(f->vm) < 0)
        st = PE_EXEC_RAISE;
    if (st != PE_EXEC_OK) return block_left(f, i, st);
    return block_from(f, body, i + 1);
}
