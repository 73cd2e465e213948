/*
 * resume.c - the record stack of a suspended frame (resume.h).
 */
#include "resume.h"

#include "exc.h"
#include "vm.h"

static void rec_release(pe_vm *vm, pe_resume_rec *r) {
    pe_clear(vm, &r->v0);
    pe_clear(vm, &r->v1);
}

static void release_records(pe_vm *vm, pe_resume *rs) {
    /* loop-bound: per-object: the records of one suspended frame, at most its static
     * statement nesting */
    while (rs->n)
        rec_release(vm, &rs->recs[--rs->n]);
}

int pe_resume_push_grow(pe_frame *f, const pe_node *node, uint32_t a, uint32_t b,
                        pe_value v0, pe_value v1) {
    pe_vm *vm = f->vm;
    pe_resume *rs = f->rs;
    if (rs->n == rs->cap) {
        uint32_t nc = rs->cap ? rs->cap * 2 : 4;
        pe_resume_rec *p =
            nc > rs->cap
                ? pe_mem_realloc(&vm->mem, rs->recs, rs->cap * sizeof *p, nc * sizeof *p)
                : NULL;
        if (!p) {
            pe_decref(vm, v0);
            pe_decref(vm, v1);
            release_records(vm, rs);
            pe_err_nomem(vm);
            return -1;
        }
        rs->recs = p;
        rs->cap = nc;
    }
    pe_resume_rec *r = &rs->recs[rs->n++];
    r->node = node;
    r->a = a;
    r->b = b;
    r->v0 = v0;
    r->v1 = v1;
    return 0;
}

void pe_resume_release(pe_vm *vm, pe_resume *rs) {
    release_records(vm, rs);
    if (rs->recs) pe_mem_free(&vm->mem, rs->recs, rs->cap * sizeof *rs->recs);
    rs->recs = NULL;
    rs->cap = 0;
}

void pe_resume_traverse(pe_vm *vm, pe_resume *rs, pe_visit_fn visit, void *arg) {
    /* loop-bound: per-object: the records of one suspended frame */
    for (uint32_t i = 0; i < rs->n; i++) {
        if (pe_is_obj(rs->recs[i].v0)) visit(vm, rs->recs[i].v0.u.o, arg);
        if (pe_is_obj(rs->recs[i].v1)) visit(vm, rs->recs[i].v1.u.o, arg);
    }
}
