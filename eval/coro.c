/*
 * coro.c - coroutines (`async def`), `await`, and coroutine_wrapper.
 *
 * A coroutine is a pe_gen (eval/gen_impl.h) of type "coroutine": the same body runner,
 * records and cleanup as a generator, with CPython's coroutine surface: send, throw,
 * close, __await__ (a coroutine_wrapper), cr_running/cr_await/cr_suspended, no
 * iteration, "cannot reuse already awaited coroutine", and the "coroutine ... was
 * never awaited" RuntimeWarning when one is freed without having run.
 *
 * `await x` is a `yield from` over pe_coro_await_iter(x): the coroutine itself, or
 * what x's type's __await__ returns (an iterator that is not a coroutine).
 */
#include <stdio.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../parser/parse.h"
#include "exc.h"
#include "gen_impl.h"
#include "ops.h"
#include "vm.h"

/* ---- await ----------------------------------------------------------------------------
 */

pe_value pe_coro_await_iter(pe_vm *vm, pe_value v) {
    if (is_coro_value(vm, v)) return pe_incref(v);
    if (is_gen_value(vm, v) && (v.u.o->flags & PE_GEN_FLAG_ITERCORO)) return pe_incref(v);
    pe_type *t = pe_type_of(vm, v);
    pe_value m = pe_type_lookup(vm, t, pe_intern(vm, "__await__", 9));
    if (pe_is_null(m))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "object %s can't be used in 'await' expression", t->name);
    pe_value it = pe_op_call_method(vm, v, "__await__", NULL, 0);
    if (pe_is_null(it)) return PE_NULL;
    if (is_coro_value(vm, it) ||
        (is_gen_value(vm, it) && (it.u.o->flags & PE_GEN_FLAG_ITERCORO))) {
        pe_decref(vm, it);
        return pe_err_set(vm, PE_EXC_TypeError, "__await__() returned a coroutine");
    }
    if (!pe_type_of(vm, it)->iternext) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "__await__() returned non-iterator of type '%s'",
                      pe_type_of(vm, it)->name);
        pe_decref(vm, it);
        return PE_NULL;
    }
    return it;
}

/* ---- the never-awaited warning --------------------------------------------------------
 */

/* Has this warning text been printed at this location? Records it if not. 1, 0, or -1
 * (out of memory: the warning is then printed). */
static int already_warned(pe_vm *vm, const char *key) {
    if (pe_is_null(vm->warned)) {
        vm->warned = pe_dict_new(vm);
        if (pe_is_null(vm->warned)) return -1;
    }
    if (!pe_is_null(pe_dict_get_cstr(vm, vm->warned, key))) return 1;
    pe_value k = pe_str_from_cstr(vm, key);
    int r = pe_is_null(k) ? -1 : pe_dict_set(vm, vm->warned, k, PE_TRUE);
    pe_decref(vm, k);
    return r < 0 ? -1 : 0;
}

void pe_coro_warn_unawaited(pe_vm *vm, pe_gen *g) {
    pe_frame *f = vm->frame;
    if (!f || !f->ast || !f->cur) return;
    pe_value saved = pe_err_fetch(vm);
    char head[512];
    const char *file = f->ast->filename ? f->ast->filename : "<string>";
    snprintf(head, sizeof head, "%s:%u: RuntimeWarning: coroutine '%s' was never awaited\n",
             file, (unsigned)f->cur->line, pe_str_obj(g->func->qualname)->data);
    int seen = already_warned(vm, head);
    pe_err_clear(vm);
    if (seen != 1 && pe_vm_write(vm, 2, head, strlen(head)) == 0) {
        /* the source line, stripped, as warnings.formatwarning shows it */
        const char *src;
        size_t len;
        if (pe_ast_source_line(f->ast, f->cur->line, &src, &len) == 0) {
            /* loop-bound: source: one line of the program text */
            while (len && (*src == ' ' || *src == '\t'))
                src++, len--;
            /* loop-bound: source: one line of the program text */
            while (len &&
                   (src[len - 1] == ' ' || src[len - 1] == '\n' || src[len - 1] == '\r'))
                len--;
            if (len &&
                (pe_vm_write(vm, 2, "  ", 2) < 0 || pe_vm_write(vm, 2, src, len) < 0 ||
                 pe_vm_write(vm, 2, "\n", 1) < 0))
                goto out;
        }
        static const char tm[] =
            "RuntimeWarning: Enable tracemalloc to get the object allocation traceback\n";
        if (pe_vm_write(vm, 2, tm, sizeof tm - 1) < 0) goto out;
    }
out:
    /* an output-limit error while warning stays pending (uncatchable) */
    if (pe_err_is_limit(vm)) {
        pe_decref(vm, saved);
        return;
    }
    pe_err_clear(vm);
    pe_err_restore(vm, saved);
}

/* ---- coroutine methods ------------------------------------------------------------- */

static int coro_self(pe_vm *vm, const pe_value *args, size_t nargs, const char *name) {
    if (nargs >= 1 && is_coro_value(vm, args[0])) return 0;
    pe_err_format(vm, PE_EXC_TypeError,
                  "descriptor '%s' for 'coroutine' objects doesn't apply to a '%s' object",
                  name, nargs ? pe_type_of(vm, args[0])->name : "NULL");
    return -1;
}

static pe_value c_send(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (coro_self(vm, args, nargs, "send") < 0 ||
        pe_gen_check_nargs(vm, "coroutine", "send", nargs - 1, 1, 1, kwnames) < 0)
        return PE_NULL;
    return pe_gen_send(vm, (pe_gen *)args[0].u.o, args[1], 0);
}

static pe_value c_throw(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (coro_self(vm, args, nargs, "throw") < 0 ||
        pe_gen_check_nargs(vm, "coroutine", "throw", nargs - 1, 1, 3, kwnames) < 0)
        return PE_NULL;
    pe_value exc = pe_gen_make_thrown(vm, args + 1, nargs - 1);
    if (pe_is_null(exc)) return PE_NULL;
    pe_value r = pe_gen_throw(vm, (pe_gen *)args[0].u.o, exc);
    pe_decref(vm, exc);
    return r;
}

static pe_value c_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (coro_self(vm, args, nargs, "close") < 0 ||
        pe_gen_check_nargs(vm, "coroutine", "close", nargs - 1, 0, 0, kwnames) < 0)
        return PE_NULL;
    return pe_gen_close(vm, (pe_gen *)args[0].u.o);
}

/* coroutine_wrapper: what coro.__await__() returns; iterating it drives the coroutine. */
typedef struct coro_wrapper {
    pe_obj base;
    pe_value coro; /* owned */
} coro_wrapper;

static pe_value c_await(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (coro_self(vm, args, nargs, "__await__") < 0 ||
        pe_gen_check_nargs(vm, "coroutine", "__await__", nargs - 1, 0, 0, kwnames) < 0)
        return PE_NULL;
    coro_wrapper *w = (coro_wrapper *)pe_obj_alloc(vm, vm->types[PE_TYPE_CORO_WRAPPER],
                                                   sizeof(coro_wrapper));
    if (!w) return PE_NULL;
    w->coro = pe_incref(args[0]);
    return pe_obj_value(&w->base);
}

static const pe_method_def coro_methods[] = {
    {"send", c_send, 0},       {"throw", c_throw, 0}, {"close", c_close, 0},
    {"__await__", c_await, 0}, {NULL, NULL, 0},
};

/* ---- coroutine_wrapper ------------------------------------------------------------ */

static pe_gen *wrapped(pe_value self) {
    return (pe_gen *)((coro_wrapper *)self.u.o)->coro.u.o;
}

static int wrapper_self(pe_vm *vm, const pe_value *args, size_t nargs, const char *name) {
    if (nargs >= 1 && pe_type_of(vm, args[0]) == vm->types[PE_TYPE_CORO_WRAPPER]) return 0;
    pe_err_format(vm, PE_EXC_TypeError,
                  "descriptor '%s' for 'coroutine_wrapper' objects doesn't apply to a '%s' "
                  "object",
                  name, nargs ? pe_type_of(vm, args[0])->name : "NULL");
    return -1;
}

static pe_value w_iternext(pe_vm *vm, pe_value self) {
    return pe_gen_send(vm, wrapped(self), PE_NONE, 1);
}

static pe_value w_iter(pe_vm *vm, pe_value self) {
    (void)vm;
    return pe_incref(self);
}

static pe_value w_next(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (wrapper_self(vm, args, nargs, "__next__") < 0 ||
        pe_gen_check_nargs(vm, "coroutine_wrapper", "__next__", nargs - 1, 0, 0, kwnames) <
            0)
        return PE_NULL;
    return pe_gen_send(vm, wrapped(args[0]), PE_NONE, 0);
}

static pe_value w_send(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (wrapper_self(vm, args, nargs, "send") < 0 ||
        pe_gen_check_nargs(vm, "coroutine_wrapper", "send", nargs - 1, 1, 1, kwnames) < 0)
        return PE_NULL;
    return pe_gen_send(vm, wrapped(args[0]), args[1], 0);
}

static pe_value w_throw(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (wrapper_self(vm, args, nargs, "throw") < 0 ||
        pe_gen_check_nargs(vm, "coroutine_wrapper", "throw", nargs - 1, 1, 3, kwnames) < 0)
        return PE_NULL;
    pe_value exc = pe_gen_make_thrown(vm, args + 1, nargs - 1);
    if (pe_is_null(exc)) return PE_NULL;
    pe_value r = pe_gen_throw(vm, wrapped(args[0]), exc);
    pe_decref(vm, exc);
    return r;
}

static pe_value w_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (wrapper_self(vm, args, nargs, "close") < 0 ||
        pe_gen_check_nargs(vm, "coroutine_wrapper", "close", nargs - 1, 0, 0, kwnames) < 0)
        return PE_NULL;
    return pe_gen_close(vm, wrapped(args[0]));
}

static pe_value w_iter_m(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (wrapper_self(vm, args, nargs, "__iter__") < 0 ||
        pe_gen_check_nargs(vm, "coroutine_wrapper", "__iter__", nargs - 1, 0, 0, kwnames) <
            0)
        return PE_NULL;
    return pe_incref(args[0]);
}

static void w_dealloc(pe_vm *vm, pe_obj *o) {
    coro_wrapper *w = (coro_wrapper *)o;
    pe_clear(vm, &w->coro);
    pe_obj_free(vm, o, sizeof(coro_wrapper));
}

static void w_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    coro_wrapper *w = (coro_wrapper *)o;
    if (pe_is_obj(w->coro)) visit(vm, w->coro.u.o, arg);
}

static void w_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((coro_wrapper *)o)->coro);
}

static const pe_method_def wrapper_methods[] = {
    {"send", w_send, 0},     {"throw", w_throw, 0},     {"close", w_close, 0},
    {"__next__", w_next, 0}, {"__iter__", w_iter_m, 0}, {NULL, NULL, 0},
};

/* ---- set-up ----------------------------------------------------------------------- */

int pe_coro_init(pe_vm *vm) {
    pe_type *g = vm->types[PE_TYPE_GENERATOR];
    /* coroutines and async generators are generator objects underneath */
    /* loop-bound: setup */
    for (int k = 0; k < 2; k++) {
        pe_type *t = vm->types[k ? PE_TYPE_ASYNC_GENERATOR : PE_TYPE_COROUTINE];
        t->tflags |= PE_TPF_GC;
        t->dealloc = g->dealloc;
        t->traverse = g->traverse;
        t->clear = g->clear;
        t->repr = g->repr;
        t->getattr = g->getattr;
    }
    if (pe_type_add_methods(vm, vm->types[PE_TYPE_COROUTINE], coro_methods) < 0) return -1;
    if (pe_agen_init(vm) < 0) return -1;
    pe_type *w = vm->types[PE_TYPE_CORO_WRAPPER];
    w->tflags |= PE_TPF_GC;
    w->dealloc = w_dealloc;
    w->traverse = w_traverse;
    w->clear = w_clear;
    w->iter = w_iter;
    w->iternext = w_iternext;
    return pe_type_add_methods(vm, w, wrapper_methods);
}
