/*
 * tbobject.c - traceback objects. See tbobject.h.
 */
#include "tbobject.h"

#include <string.h>

#include "../core/mem.h"
#include "../eval/exc.h"
#include "../eval/vm.h"
#include "str.h"
#include "type.h"

typedef struct pe_tbobj {
    pe_obj base;
    pe_value owner;       /* the head this one shares entries with; PE_NULL for a head */
    pe_tb_entry *entries; /* the head's copy (pe_mem), innermost first */
    uint32_t n;           /* entries owned (heads only) */
    uint32_t idx;         /* this object's entry */
} pe_tbobj;

int pe_tbobject_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_TRACEBACK];
}

pe_value pe_tbobject_new(pe_vm *vm, const pe_tb_entry *entries, uint32_t n) {
    pe_tbobj *t = (pe_tbobj *)pe_obj_alloc(vm, vm->types[PE_TYPE_TRACEBACK], sizeof *t);
    if (!t) return PE_NULL;
    t->owner = PE_NULL;
    t->entries = pe_mem_alloc(&vm->mem, (size_t)n * sizeof *entries);
    if (!t->entries) {
        pe_obj_decref(vm, &t->base);
        return pe_err_nomem(vm);
    }
    memcpy(t->entries, entries, (size_t)n * sizeof *entries);
    /* loop-bound: depth: traceback entries of one raise (the recursion limit) */
    for (uint32_t i = 0; i < n; i++)
        pe_vm_ast_incref(entries[i].ast);
    t->n = n;
    t->idx = n - 1;
    return pe_obj_value(&t->base);
}

const pe_tb_entry *pe_tbobject_entries(pe_value tb, uint32_t *n) {
    pe_tbobj *t = (pe_tbobj *)tb.u.o;
    *n = t->idx + 1;
    return t->entries;
}

static void tb_dealloc(pe_vm *vm, pe_obj *o) {
    pe_tbobj *t = (pe_tbobj *)o;
    if (pe_is_null(t->owner)) {
        if (t->entries) {
            /* loop-bound: per-object: tb_dealloc runs once per object */
            for (uint32_t i = 0; i < t->n; i++)
                pe_vm_ast_decref(vm, t->entries[i].ast);
            pe_mem_free(&vm->mem, t->entries, (size_t)t->n * sizeof *t->entries);
        }
    } else {
        pe_clear(vm, &t->owner);
    }
    pe_obj_free(vm, o, sizeof *t);
}

static pe_value tb_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_tbobj *t = (pe_tbobj *)self.u.o;
    if (!strcmp(name->data, "tb_lineno")) return pe_int(t->entries[t->idx].line);
    if (!strcmp(name->data, "tb_lasti")) return pe_int(-1);
    if (!strcmp(name->data, "tb_next")) {
        if (t->idx == 0) return PE_NONE;
        pe_tbobj *nx =
            (pe_tbobj *)pe_obj_alloc(vm, vm->types[PE_TYPE_TRACEBACK], sizeof *nx);
        if (!nx) return PE_NULL;
        pe_value head = pe_is_null(t->owner) ? self : t->owner;
        nx->owner = pe_incref(head);
        nx->entries = t->entries;
        nx->n = 0;
        nx->idx = t->idx - 1;
        return pe_obj_value(&nx->base);
    }
    return pe_object_generic_getattr(vm, self, name);
}

static int tb_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    if (!strcmp(name->data, "tb_next") || !strcmp(name->data, "tb_lineno") ||
        !strcmp(name->data, "tb_lasti")) {
        pe_err_format(vm, PE_EXC_AttributeError, "readonly attribute");
        return -1;
    }
    return pe_object_generic_setattr(vm, self, name, value);
}

int pe_tbobject_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_TRACEBACK];
    t->basicsize = sizeof(pe_tbobj);
    t->dealloc = tb_dealloc;
    t->getattr = tb_getattr;
    t->setattr = tb_setattr;
    return 0;
}
