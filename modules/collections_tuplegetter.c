/*
 * collections_tuplegetter.c - _collections._tuplegetter, the descriptor namedtuple
 * classes use for their fields: Point.x reads item 0 of the tuple in C, with no
 * Python call (CPython's Modules/_collectionsmodule.c has the same type).
 */
#include <string.h>

#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "collections.h"

typedef struct tg {
    pe_obj base;
    int64_t index; /* >= 0 */
    pe_value doc;  /* owned */
} tg;

static pe_value tg_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                       pe_obj *kwnames) {
    if (pe_args_nokw(vm, "_tuplegetter", kwnames) < 0 ||
        pe_args_range(vm, "_tuplegetter", nargs, kwnames, 2, 2) < 0)
        return PE_NULL;
    int64_t i;
    if (pe_op_index_i64(vm, args[0], &i) < 0) return PE_NULL;
    if (i < 0) return pe_err_set(vm, PE_EXC_ValueError, "index must be non-negative");
    tg *g = (tg *)pe_obj_alloc(vm, type, sizeof *g);
    if (!g) return PE_NULL;
    g->index = i;
    g->doc = pe_incref(args[1]);
    return pe_obj_value(&g->base);
}

static void tg_dealloc(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((tg *)o)->doc);
    pe_obj_free(vm, o, sizeof(tg));
}

static void tg_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    if (pe_is_obj(((tg *)o)->doc)) visit(vm, ((tg *)o)->doc.u.o, arg);
}

static void tg_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((tg *)o)->doc);
}

static pe_value tg_get(pe_vm *vm, pe_value descr, pe_value obj, pe_type *type) {
    (void)type;
    if (pe_is_null(obj) || pe_is_none(obj)) return pe_incref(descr);
    tg *g = (tg *)descr.u.o;
    pe_value t = pe_subclass_unwrap(obj);
    if (!pe_tuple_check(vm, t))
        return pe_err_format(
            vm, PE_EXC_TypeError,
            "descriptor for index '%lld' for tuple subclasses doesn't apply "
            "to '%s' object",
            (long long)g->index, pe_op_typename(vm, obj));
    if ((size_t)g->index >= pe_tuple_len(t))
        return pe_err_set(vm, PE_EXC_IndexError, "tuple index out of range");
    return pe_incref(pe_tuple_item(t, (size_t)g->index));
}

static int tg_set(pe_vm *vm, pe_value descr, pe_value obj, pe_value value) {
    (void)descr;
    (void)obj;
    pe_err_set(vm, PE_EXC_AttributeError,
               pe_is_null(value) ? "can't delete attribute" : "can't set attribute");
    return -1;
}

static pe_value tg_repr(pe_vm *vm, pe_value self) {
    tg *g = (tg *)self.u.o;
    return pe_err_format_text(vm, "_tuplegetter(%lld, %R)", (long long)g->index, g->doc);
}

static pe_value tg_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (name == vm->ids[PE_ID_doc]) return pe_incref(((tg *)self.u.o)->doc);
    return pe_object_generic_getattr(vm, self, name);
}

/* Only __doc__ is writable (namedtuple sets the field docs after creating the class). */
static int tg_setattr(pe_vm *vm, pe_value self, pe_str *name, pe_value value) {
    if (name == vm->ids[PE_ID_doc]) {
        tg *g = (tg *)self.u.o;
        pe_value old = g->doc;
        g->doc = pe_is_null(value) ? PE_NONE : pe_incref(value);
        pe_decref(vm, old);
        return 0;
    }
    return pe_object_generic_setattr(vm, self, name, value);
}

int pe_tuplegetter_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_TUPLEGETTER];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(tg);
    t->dealloc = tg_dealloc;
    t->traverse = tg_traverse;
    t->clear = tg_clear;
    t->descr_get = tg_get;
    t->descr_set = tg_set;
    t->getattr = tg_getattr;
    t->repr = tg_repr;
    t->setattr = tg_setattr;
    t->new_ = tg_new;
    return 0;
}
