/*
 * none.c - NoneType (None is an immediate value), NotImplementedType and ellipsis
 * (singleton objects owned by the VM).
 */
#include "none.h"

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/vm.h"
#include "str.h"

static pe_value none_repr(pe_vm *vm, pe_value self) {
    return pe_str_from_cstr(vm, "None");
}
static int none_truth(pe_vm *vm, pe_value self) {
    return 0;
}
static int none_hash(pe_vm *vm, pe_value self, int64_t *out) {
    *out = 0xFCA86420; /* CPython 3.11 hashes None by address; any constant will do */
    return 0;
}
static pe_value none_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) {
    if (nargs || kwnames)
        return pe_err_set(vm, PE_EXC_TypeError, "NoneType takes no arguments");
    return PE_NONE;
}

static pe_value notimpl_repr(pe_vm *vm, pe_value self) {
    return pe_str_from_cstr(vm, "NotImplemented");
}
static pe_value ellipsis_repr(pe_vm *vm, pe_value self) {
    return pe_str_from_cstr(vm, "Ellipsis");
}

static int identity_hash(pe_vm *vm, pe_value self, int64_t *out) {
    *out = (int64_t)((uintptr_t)self.u.o >> 4);
    return 0;
}

static void singleton_dealloc(pe_vm *vm, pe_obj *o) {
    pe_obj_free(vm, o, sizeof(pe_obj));
}

static pe_value notimpl_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (nargs || kwnames)
        return pe_err_set(vm, PE_EXC_TypeError, "NotImplementedType takes no arguments");
    return pe_incref(vm->notimpl);
}
static pe_value ellipsis_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    if (nargs || kwnames)
        return pe_err_set(vm, PE_EXC_TypeError, "ellipsis takes no arguments");
    return pe_incref(vm->ellipsis);
}

int pe_none_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_NONE];
    t->repr = none_repr;
    t->truth = none_truth;
    t->hash = none_hash;
    t->new_ = none_new;

    t = vm->types[PE_TYPE_NOTIMPL];
    t->repr = notimpl_repr;
    t->hash = identity_hash;
    t->dealloc = singleton_dealloc;
    t->new_ = notimpl_new;

    t = vm->types[PE_TYPE_ELLIPSIS];
    t->repr = ellipsis_repr;
    t->hash = identity_hash;
    t->dealloc = singleton_dealloc;
    t->new_ = ellipsis_new;

    pe_obj *o = pe_obj_alloc(vm, vm->types[PE_TYPE_NOTIMPL], sizeof(pe_obj));
    if (!o) return -1;
    vm->notimpl = pe_obj_value(o);
    o = pe_obj_alloc(vm, vm->types[PE_TYPE_ELLIPSIS], sizeof(pe_obj));
    if (!o) return -1;
    vm->ellipsis = pe_obj_value(o);
    return 0;
}
