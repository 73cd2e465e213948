/*
 * agen.c - async generators: `async def` bodies with `yield`.
 *
 * An async generator is a pe_gen (eval/gen_impl.h) of type "async_generator". Its body
 * suspends for two reasons: an `await` passes a value through to whoever drives the
 * coroutine (the event loop), and a `yield` produces the generator's next item. The
 * pe_gen's `wrapped` flag says which (CPython wraps yielded items instead). The
 * awaitables that asend(), __anext__(), athrow() and aclose() return turn the two
 * apart: a passed-through value is returned from their send(), an item ends them with
 * StopIteration(item), the end of the body with StopAsyncIteration, as CPython's
 * async_generator_asend and async_generator_athrow do.
 */
#include <string.h>

#include "../builtins/exceptions.h"
#include "../builtins/type.h"
#include "exc.h"
#include "gen_impl.h"
#include "ops.h"
#include "vm.h"

enum { AW_INIT, AW_ITER, AW_CLOSED };

/* async_generator_asend (athrow == 0) and async_generator_athrow (athrow == 1). */
typedef struct agen_aw {
    pe_obj base;
    pe_value agen;  /* owned: the async generator */
    pe_value value; /* owned: asend's value, athrow's exception; PE_NULL for aclose() */
    uint8_t state, athrow, aclose;
} agen_aw;

static int is_agen(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_ASYNC_GENERATOR];
}

static pe_gen *gen_of(agen_aw *a) {
    return (pe_gen *)a->agen.u.o;
}

static pe_value raise_stop_value(pe_vm *vm, pe_value v) {
    pe_value e = pe_exc_new_kind(vm, PE_EXC_StopIteration, &v, 1);
    pe_decref(vm, v);
    if (pe_is_null(e)) return PE_NULL;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return PE_NULL;
}

/* What one step of the body (result r from pe_gen_send/pe_gen_throw) means for the
 * awaitable: a value passed through is returned; an item or the end finishes the
 * awaitable. */
static pe_value unwrap(pe_vm *vm, agen_aw *a, pe_value r) {
    pe_gen *g = gen_of(a);
    if (!pe_is_null(r)) {
        if (!g->wrapped) return r; /* an await inside the body: to the event loop */
        a->state = AW_CLOSED;
        if (a->aclose) {
            pe_decref(vm, r);
            return pe_err_set(vm, PE_EXC_RuntimeError,
                              "async generator ignored GeneratorExit");
        }
        return raise_stop_value(vm, r);
    }
    a->state = AW_CLOSED;
    if (pe_err_is_limit(vm)) return PE_NULL;
    int stop = pe_err_matches(vm, PE_EXC_StopIteration);
    if (a->aclose && (stop || pe_err_matches(vm, PE_EXC_StopAsyncIteration) ||
                      pe_err_matches(vm, PE_EXC_GeneratorExit))) {
        /* aclose() is done: its await returns None */
        pe_err_clear(vm);
        return pe_err_raise(vm, pe_obj_value(&vm->exc_types[PE_EXC_StopIteration]->base));
    }
    if (stop) {
        /* the body returned */
        pe_err_clear(vm);
        return pe_err_raise(vm,
                            pe_obj_value(&vm->exc_types[PE_EXC_StopAsyncIteration]->base));
    }
    return PE_NULL;
}

static pe_value reuse(pe_vm *vm, agen_aw *a) {
    return pe_err_set(vm, PE_EXC_RuntimeError,
                      a->athrow ? "cannot reuse already awaited aclose()/athrow()"
                                : "cannot reuse already awaited __anext__()/asend()");
}

/* send(v) on the awaitable. */
static pe_value aw_send(pe_vm *vm, agen_aw *a, pe_value v) {
    pe_gen *g = gen_of(a);
    if (a->state == AW_CLOSED) return reuse(vm, a);
    if (a->state == AW_INIT) {
        if (g->state == GEN_DONE) {
            a->state = AW_CLOSED;
            if (a->aclose)
                return pe_err_raise(
                    vm, pe_obj_value(&vm->exc_types[PE_EXC_StopIteration]->base));
            return pe_err_raise(
                vm, pe_obj_value(&vm->exc_types[PE_EXC_StopAsyncIteration]->base));
        }
        a->state = AW_ITER;
        if (a->athrow) {
            if (!pe_is_none(v))
                return pe_err_set(vm, PE_EXC_RuntimeError,
                                  "can't send non-None value to a just-started coroutine");
            pe_value exc = a->aclose
                               ? pe_obj_value(&vm->exc_types[PE_EXC_GeneratorExit]->base)
                               : a->value;
            return unwrap(vm, a, pe_gen_throw(vm, g, exc));
        }
        if (pe_is_none(v)) v = a->value;
    }
    return unwrap(vm, a, pe_gen_send(vm, g, v, 0));
}

static pe_value aw_throw(pe_vm *vm, agen_aw *a, pe_value exc) {
    if (a->state == AW_CLOSED) return reuse(vm, a);
    a->state = AW_ITER;
    return unwrap(vm, a, pe_gen_throw(vm, gen_of(a), exc));
}

static pe_value new_aw(pe_vm *vm, pe_value agen, pe_value value, int athrow, int aclose) {
    int t = athrow ? PE_TYPE_AGEN_ATHROW : PE_TYPE_AGEN_ASEND;
    agen_aw *a = (agen_aw *)pe_obj_alloc(vm, vm->types[t], sizeof(agen_aw));
    if (!a) return PE_NULL;
    a->agen = pe_incref(agen);
    a->value = pe_is_null(value) ? PE_NULL : pe_incref(value);
    a->state = AW_INIT;
    a->athrow = (uint8_t)athrow;
    a->aclose = (uint8_t)aclose;
    return pe_obj_value(&a->base);
}

/* ---- async_generator methods ------------------------------------------------------- */

static int agen_self(pe_vm *vm, const pe_value *args, size_t nargs, const char *name) {
    if (nargs >= 1 && is_agen(vm, args[0])) return 0;
    pe_err_format(vm, PE_EXC_TypeError,
                  "descriptor '%s' for 'async_generator' objects doesn't apply to a '%s' "
                  "object",
                  name, nargs ? pe_type_of(vm, args[0])->name : "NULL");
    return -1;
}

#define AGEN_ARGS(name, lo, hi)                                                            \
    if (agen_self(vm, args, nargs, name) < 0 ||                                            \
        pe_gen_check_nargs(vm, "async_generator", name, nargs - 1, lo, hi, kwnames) < 0)   \
    return PE_NULL

static pe_value g_aiter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AGEN_ARGS("__aiter__", 0, 0);
    return pe_incref(args[0]);
}

static pe_value g_anext(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AGEN_ARGS("__anext__", 0, 0);
    return new_aw(vm, args[0], PE_NONE, 0, 0);
}

static pe_value g_asend(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AGEN_ARGS("asend", 1, 1);
    return new_aw(vm, args[0], args[1], 0, 0);
}

static pe_value g_athrow(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AGEN_ARGS("athrow", 1, 3);
    pe_value exc = pe_gen_make_thrown(vm, args + 1, nargs - 1);
    if (pe_is_null(exc)) return PE_NULL;
    pe_value r = new_aw(vm, args[0], exc, 1, 0);
    pe_decref(vm, exc);
    return r;
}

static pe_value g_aclose(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AGEN_ARGS("aclose", 0, 0);
    return new_aw(vm, args[0], PE_NULL, 1, 1);
}

static const pe_method_def agen_methods[] = {
    {"__aiter__", g_aiter, 0}, {"__anext__", g_anext, 0}, {"asend", g_asend, 0},
    {"athrow", g_athrow, 0},   {"aclose", g_aclose, 0},   {NULL, NULL, 0},
};

/* ---- the awaitables' methods -------------------------------------------------------- */

static agen_aw *aw_self(pe_vm *vm, const pe_value *args, size_t nargs, const char *name,
                        const char **kind) {
    pe_type *t = nargs ? pe_type_of(vm, args[0]) : NULL;
    if (t == vm->types[PE_TYPE_AGEN_ASEND] || t == vm->types[PE_TYPE_AGEN_ATHROW]) {
        *kind = t->name;
        return (agen_aw *)args[0].u.o;
    }
    pe_err_format(vm, PE_EXC_TypeError, "descriptor '%s' requires an awaitable, not '%s'",
                  name, t ? t->name : "NULL");
    return NULL;
}

#define AW_ARGS(name, lo, hi)                                                              \
    const char *kind;                                                                      \
    agen_aw *a = aw_self(vm, args, nargs, name, &kind);                                    \
    if (!a || pe_gen_check_nargs(vm, kind, name, nargs - 1, lo, hi, kwnames) < 0)          \
    return PE_NULL

static pe_value a_send(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AW_ARGS("send", 1, 1);
    return aw_send(vm, a, args[1]);
}

static pe_value a_next(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AW_ARGS("__next__", 0, 0);
    return aw_send(vm, a, PE_NONE);
}

static pe_value a_throw(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AW_ARGS("throw", 1, 3);
    pe_value exc = pe_gen_make_thrown(vm, args + 1, nargs - 1);
    if (pe_is_null(exc)) return PE_NULL;
    pe_value r = aw_throw(vm, a, exc);
    pe_decref(vm, exc);
    return r;
}

static pe_value a_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AW_ARGS("close", 0, 0);
    a->state = AW_CLOSED;
    return PE_NONE;
}

static pe_value a_self(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    AW_ARGS("__await__", 0, 0);
    return pe_incref(args[0]);
}

static const pe_method_def aw_methods[] = {
    {"send", a_send, 0},     {"throw", a_throw, 0},   {"close", a_close, 0},
    {"__next__", a_next, 0}, {"__iter__", a_self, 0}, {"__await__", a_self, 0},
    {NULL, NULL, 0},
};

static pe_value aw_iternext(pe_vm *vm, pe_value self) {
    pe_value r = aw_send(vm, (agen_aw *)self.u.o, PE_NONE);
    /* a StopIteration(item) is the iterator's end with a value: keep it pending */
    return r;
}

static pe_value aw_iter(pe_vm *vm, pe_value self) {
    (void)vm;
    return pe_incref(self);
}

static void aw_dealloc(pe_vm *vm, pe_obj *o) {
    agen_aw *a = (agen_aw *)o;
    pe_clear(vm, &a->agen);
    pe_clear(vm, &a->value);
    pe_obj_free(vm, o, sizeof(agen_aw));
}

static void aw_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    agen_aw *a = (agen_aw *)o;
    if (pe_is_obj(a->agen)) visit(vm, a->agen.u.o, arg);
    if (pe_is_obj(a->value)) visit(vm, a->value.u.o, arg);
}

static void aw_clear(pe_vm *vm, pe_obj *o) {
    agen_aw *a = (agen_aw *)o;
    pe_clear(vm, &a->agen);
    pe_clear(vm, &a->value);
}

int pe_agen_init(pe_vm *vm) {
    if (pe_type_add_methods(vm, vm->types[PE_TYPE_ASYNC_GENERATOR], agen_methods) < 0)
        return -1;
    /* loop-bound: setup */
    for (int k = 0; k < 2; k++) {
        pe_type *t = vm->types[k ? PE_TYPE_AGEN_ATHROW : PE_TYPE_AGEN_ASEND];
        t->tflags |= PE_TPF_GC;
        t->dealloc = aw_dealloc;
        t->traverse = aw_traverse;
        t->clear = aw_clear;
        t->iter = aw_iter;
        t->iternext = aw_iternext;
        if (pe_type_add_methods(vm, t, aw_methods) < 0) return -1;
    }
    return 0;
}
