/*
 * genexp.c - lazy generator expressions without coroutines.
 *
 * A generator expression's body is only expressions (a `yield` inside one is a syntax
 * error), so its suspended state is fully described by its frame slots plus one live
 * iterator per active `for` clause. next() resumes that nested loop as a small state
 * machine: advance the innermost active iterator, bind its target, test its `if`s,
 * then either open the next clause's iterator or evaluate the element and return it.
 * Real generators (def with yield) are a different mechanism (gen.c); both share the
 * type "generator", whose slots (gen.c) dispatch here for generator expressions.
 *
 * Invariants: slots[0..nslots) are owned (cells and free variables hold pe_cells, as
 * in any frame); its[0..depth) are the live iterators of clauses 0..depth-1; depth 0
 * with `done` set means exhausted; `running` guards re-entry ("generator already
 * executing").
 */
#include <stdio.h>
#include <string.h>

#include "../builtins/exceptions.h"
#include "../builtins/str.h"
#include "exc.h"
#include "frame.h"
#include "gen.h"
#include "ops.h"
#include "traceback.h"
#include "vm.h"

typedef struct pe_genexp {
    pe_obj base;
    const pe_node *node; /* GENERATOR_EXP */
    const pe_ast *ast;
    pe_value globals; /* dict */
    pe_value *slots;  /* scope->nslots, pe_mem */
    uint32_t nslots;
    uint32_t depth; /* live iterators */
    uint8_t done, running, started;
    pe_value its[]; /* one per `for` clause */
} pe_genexp;

static size_t genexp_size(uint32_t nclauses) {
    return sizeof(pe_genexp) + nclauses * sizeof(pe_value);
}

pe_value pe_genexp_new(pe_frame *f, const pe_node *n, pe_value it) {
    pe_vm *vm = f->vm;
    const pe_scope *sc = n->u.comp.scope;
    uint32_t ngen = n->u.comp.generators.n;
    pe_genexp *g =
        (pe_genexp *)pe_obj_alloc(vm, vm->types[PE_TYPE_GENERATOR], genexp_size(ngen));
    if (!g) {
        pe_decref(vm, it);
        return PE_NULL;
    }
    g->node = n;
    g->ast = f->ast;
    pe_vm_ast_incref(g->ast);
    g->globals = pe_incref(f->globals);
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < ngen; i++)
        g->its[i] = PE_NULL;
    g->its[0] = it;
    g->depth = 1;
    pe_value r = pe_obj_value(&g->base);
    if (sc->nslots) {
        g->slots = pe_mem_calloc(&vm->mem, sc->nslots, sizeof(pe_value));
        if (!g->slots) {
            pe_err_nomem(vm);
            goto fail;
        }
        g->nslots = sc->nslots;
        /* loop-bound: source: the cells of one code scope */
        for (uint32_t i = 0; i < sc->ncells; i++) {
            pe_cell *c = pe_cell_new(vm, PE_NULL);
            if (!c) goto fail;
            g->slots[sc->nlocals + i] = pe_obj_value(&c->base);
        }
        /* loop-bound: source: the free variables of one code scope */
        for (uint32_t j = 0; j < sc->nfree; j++)
            g->slots[sc->nlocals + sc->ncells + j] = pe_incref(f->slots[sc->free_from[j]]);
    }
    return r;
fail:
    pe_decref(vm, r);
    return PE_NULL;
}

void pe_genexp_clear(pe_vm *vm, pe_obj *o) {
    pe_genexp *g = (pe_genexp *)o;
    /* loop-bound: per-object: pe_genexp_clear runs once per object */
    for (uint32_t i = 0; i < g->node->u.comp.generators.n; i++)
        pe_clear(vm, &g->its[i]);
    /* loop-bound: per-object: pe_genexp_clear runs once per object */
    for (uint32_t i = 0; i < g->nslots; i++)
        pe_clear(vm, &g->slots[i]);
    pe_clear(vm, &g->globals);
    g->depth = 0;
    g->done = 1;
}

void pe_genexp_dealloc(pe_vm *vm, pe_obj *o) {
    pe_genexp *g = (pe_genexp *)o;
    pe_genexp_clear(vm, o);
    if (g->slots) pe_mem_free(&vm->mem, g->slots, g->nslots * sizeof(pe_value));
    const pe_ast *ast = g->ast; /* last: g->node lives in it */
    pe_obj_free(vm, o, genexp_size(g->node->u.comp.generators.n));
    pe_vm_ast_decref(vm, ast);
}

void pe_genexp_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_genexp *g = (pe_genexp *)o;
    /* loop-bound: per-object: pe_genexp_traverse runs once per object */
    for (uint32_t i = 0; i < g->node->u.comp.generators.n; i++)
        if (pe_is_obj(g->its[i])) visit(vm, g->its[i].u.o, arg);
    /* loop-bound: per-object: pe_genexp_traverse runs once per object */
    for (uint32_t i = 0; i < g->nslots; i++)
        if (pe_is_obj(g->slots[i])) visit(vm, g->slots[i].u.o, arg);
    if (pe_is_obj(g->globals)) visit(vm, g->globals.u.o, arg);
}

/* Resumes the nested loop until it yields an element (new reference) or ends (PE_NULL,
 * no exception) or fails (PE_NULL, exception pending). Runs in frame gf. */
static pe_value genexp_step(pe_frame *gf, pe_genexp *g) {
    pe_vm *vm = gf->vm;
    const pe_node *n = g->node;
    uint32_t ngen = n->u.comp.generators.n;
    /* The consumer ticks once per element it pulls; this loop ticks only when it goes
     * round without producing one (filtered items, exhausted or newly opened inner
     * iterators), so a budget still bounds every path. */
    int spun = 0;
    while (g->depth > 0) {
        if (spun && PE_TICK(vm, 1) < 0) return PE_NULL;
        spun = 1;
        uint32_t L = g->depth - 1;
        const pe_node *gen = n->u.comp.generators.v[L];
        gf->cur = n;
        pe_value x = pe_op_next(vm, g->its[L]);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) return PE_NULL;
            pe_clear(vm, &g->its[L]);
            g->depth--;
            continue;
        }
        int r = pe_eval_assign(gf, gen->u.gen.target, x);
        pe_decref(vm, x);
        if (r < 0) return PE_NULL;
        int keep = 1;
        /* loop-bound: charged-before: the charge above in genexp_step covers this trip
         * count */
        for (uint32_t i = 0; i < gen->u.gen.ifs.n && keep; i++) {
            pe_value c = pe_eval_expr(gf, gen->u.gen.ifs.v[i]);
            if (pe_is_null(c)) return PE_NULL;
            keep = pe_op_truth(vm, c);
            pe_decref(vm, c);
            if (keep < 0) return PE_NULL;
        }
        if (!keep) continue;
        if (L + 1 < ngen) {
            const pe_node *inner = n->u.comp.generators.v[L + 1];
            pe_value src = pe_eval_expr(gf, inner->u.gen.iter);
            if (pe_is_null(src)) return PE_NULL;
            gf->cur = n;
            pe_value it = pe_op_iter(vm, src);
            pe_decref(vm, src);
            if (pe_is_null(it)) return PE_NULL;
            g->its[L + 1] = it;
            g->depth++;
            continue;
        }
        return pe_eval_expr(gf, n->u.comp.elt);
    }
    return PE_NULL;
}

pe_value pe_genexp_next(pe_vm *vm, pe_value self) {
    pe_genexp *g = (pe_genexp *)self.u.o;
    if (g->done) return PE_NULL;
    if (g->running) return pe_err_set(vm, PE_EXC_ValueError, "generator already executing");
    const pe_scope *sc = g->node->u.comp.scope;
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth)
        return pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
    pe_frame gf = {0};
    gf.back = vm->frame;
    gf.vm = vm;
    gf.ast = g->ast;
    gf.scope = sc;
    gf.name = sc->name;
    gf.slots = g->slots;
    gf.nslots = g->nslots;
    gf.globals = g->globals;
    gf.locals = PE_NULL;
    gf.cur = g->node;
    gf.retval = PE_NULL;
    g->running = 1;
    g->started = 1;
    vm->frame = &gf;
    vm->depth++;
    pe_value r = genexp_step(&gf, g);
    if (pe_is_null(r) && pe_err_occurred(vm)) {
        pe_tb_record_frame(vm, &gf, gf.ast, gf.name, gf.cur);
        /* PEP 479: a StopIteration escaping the body becomes RuntimeError (made after
         * the frame is gone, so without an entry for it) */
        if (pe_err_matches(vm, PE_EXC_StopIteration)) {
            pe_value stop = pe_err_fetch(vm);
            pe_value saved = vm->exc_handled;
            vm->exc_handled = stop;
            pe_err_set(vm, PE_EXC_RuntimeError, "generator raised StopIteration");
            vm->exc_handled = saved;
            pe_value e = pe_err_peek(vm);
            if (pe_exc_check(vm, e)) pe_exc_set_cause(vm, e, pe_incref(stop));
            pe_decref(vm, stop);
        }
    }
    vm->depth--;
    vm->frame = gf.back;
    g->running = 0;
    if (pe_is_null(r)) {
        /* finished or failed: a generator that raised is exhausted afterwards */
        pe_genexp_clear(vm, &g->base);
    }
    return r;
}

int pe_genexp_running(pe_value self) {
    return ((pe_genexp *)self.u.o)->running;
}

int pe_genexp_started(pe_value self) {
    pe_genexp *g = (pe_genexp *)self.u.o;
    return g->started || g->done;
}

int pe_genexp_init(pe_vm *vm) {
    return pe_gen_init(vm);
}
