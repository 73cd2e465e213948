/*
 * gen_impl.h - the object behind generators, coroutines and async generators, shared
 * by eval/gen.c (running and resuming bodies, the generator type) and eval/coro.c
 * (the coroutine and async generator types, await). Private to those two files.
 */
#ifndef PE_GEN_IMPL_H
#define PE_GEN_IMPL_H

#include "gen.h"
#include "resume.h"
#include "vm.h"

enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_DONE };

/* how the suspended body is resumed */
enum { RES_SEND, RES_THROW };
/* how a resume ended */
enum { OUT_YIELD, OUT_RETURN, OUT_RAISE };

typedef struct pe_gen {
    pe_obj base;
    pe_func *func;   /* owned */
    pe_value *slots; /* func->scope->nslots, pe_mem; NULL once released */
    uint32_t nslots;
    uint8_t state, mode, finalized;
    uint8_t wrapped;  /* async generator: its last suspension was a `yield` (the value
                         is the generator's), not an `await` passing a value through */
    pe_obj *fin_next; /* pe_gen_defer_finalize's list */
    pe_frame frame;   /* the body's frame: back is re-linked at every resume */
    pe_resume rs;     /* where the suspended body is (frame.rs points here) */
    pe_value in;      /* owned while resuming: the value sent or the exception thrown */
    pe_value out;     /* owned between a yield and the end of the resume: the value */
    pe_value yf;      /* borrowed from the records: what a suspended `yield from`
                         delegates to, or PE_NULL */
} pe_gen;

static inline int is_def_gen(pe_value v) {
    return pe_is_obj(v) && (v.u.o->flags & PE_GEN_FLAG_DEF);
}

static inline int is_gen_value(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_GENERATOR];
}

static inline int is_coro_value(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_COROUTINE];
}

/* "generator", "coroutine" or "async generator", for messages. Static string. */
const char *pe_gen_kind(pe_vm *vm, const pe_gen *g);

/* send(v) / throw(exc) / close() on g, with the messages of g's kind. New reference or
 * PE_NULL with the exception pending; send with iternext set returns PE_NULL without
 * an exception when g ended with None. */
pe_value pe_gen_send(pe_vm *vm, pe_gen *g, pe_value v, int iternext) PE_MUST_CHECK;
pe_value pe_gen_throw(pe_vm *vm, pe_gen *g, pe_value exc) PE_MUST_CHECK;
pe_value pe_gen_close(pe_vm *vm, pe_gen *g) PE_MUST_CHECK;

/* throw()'s arguments (typ[, val[, tb]]) to the exception instance. New reference or
 * PE_NULL. */
pe_value pe_gen_make_thrown(pe_vm *vm, const pe_value *a, size_t n) PE_MUST_CHECK;

/* Argument-count check of a generator-like method, with CPython's messages ("kind" is
 * the type name in them). 0 or -1. */
int pe_gen_check_nargs(pe_vm *vm, const char *kind, const char *name, size_t got, size_t lo,
                       size_t hi, pe_obj *kwnames) PE_MUST_CHECK;

/* The async generator types: async_generator's methods, async_generator_asend and
 * async_generator_athrow. 0 or -1. (agen.c) */
int pe_agen_init(pe_vm *vm) PE_MUST_CHECK;

/* A coroutine freed without ever running: CPython's "coroutine '...' was never
 * awaited" RuntimeWarning on stderr. Cannot fail (an output limit stays pending).
 * (coro.c) */
void pe_coro_warn_unawaited(pe_vm *vm, pe_gen *g);

#endif
