/*
 * handle.c - host_handle: a sandbox object standing for a host object
 * (PYEVAL_HANDLE). It can be held, printed (its repr is the host's text), compared and
 * hashed by identity and passed back to host functions; it has no other attributes,
 * and copy/deepcopy give the same object while pickling refuses it. The host's
 * retain/release callbacks (pyeval_set_handle_ops) bracket its life.
 */
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "exc.h"
#include "host.h"
#include "vm.h"

typedef struct pe_handle {
    pe_obj base;
    void *ptr;
    pe_value repr; /* str */
} pe_handle;

int pe_handle_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_HOST_HANDLE];
}

void *pe_handle_ptr(pe_value v) {
    return ((pe_handle *)v.u.o)->ptr;
}

const pe_str *pe_handle_repr(pe_value v) {
    return pe_str_obj(((pe_handle *)v.u.o)->repr);
}

pe_value pe_handle_new(pe_vm *vm, void *ptr, const char *repr, size_t len) {
    pe_value r = pe_bytes_decode(vm, repr ? repr : "", repr ? len : 0, "utf-8", "strict");
    if (pe_is_null(r)) return PE_NULL;
    pe_handle *h = (pe_handle *)pe_obj_alloc(vm, vm->types[PE_TYPE_HOST_HANDLE], sizeof *h);
    if (!h) {
        pe_decref(vm, r);
        return PE_NULL;
    }
    h->ptr = ptr;
    h->repr = r;
    if (vm->handle_ops.retain) vm->handle_ops.retain(vm->handle_ops.ud, ptr);
    return pe_obj_value(&h->base);
}

static void handle_dealloc(pe_vm *vm, pe_obj *o) {
    pe_handle *h = (pe_handle *)o;
    if (vm->handle_ops.release) vm->handle_ops.release(vm->handle_ops.ud, h->ptr);
    pe_clear(vm, &h->repr);
    pe_obj_free(vm, o, sizeof *h);
}

static pe_value handle_repr(pe_vm *vm, pe_value self) {
    (void)vm;
    return pe_incref(((pe_handle *)self.u.o)->repr);
}

/* copy.copy / copy.deepcopy: the handle itself (identity is all it has) */
static pe_value handle_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    (void)vm;
    (void)nargs;
    (void)kw;
    return pe_incref(args[0]);
}

static pe_value handle_reduce(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    (void)args;
    (void)nargs;
    (void)kw;
    return pe_err_set(vm, PE_EXC_TypeError, "cannot pickle 'host_handle' object");
}

static const pe_method_def handle_methods[] = {
    {"__copy__", handle_copy, 0},
    {"__deepcopy__", handle_copy, 0},
    {"__reduce__", handle_reduce, 0},
    {"__reduce_ex__", handle_reduce, 0},
    {NULL, NULL, 0},
};

int pe_handle_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_HOST_HANDLE];
    t->basicsize = sizeof(pe_handle);
    t->dealloc = handle_dealloc;
    t->repr = handle_repr;
    return pe_type_add_methods(vm, t, handle_methods);
}
