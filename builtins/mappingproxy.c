/*
 * mappingproxy.c - read-only live views of a mapping (CPython's Objects/descrobject.c
 * mappingproxy). Every read goes to the wrapped mapping; there is no setitem slot, so
 * `proxy[k] = v` and `del proxy[k]` raise the generic "'mappingproxy' object does not
 * support item assignment/deletion".
 */
#include "mappingproxy.h"

#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "list.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

typedef struct pe_mappingproxy {
    pe_obj base;
    pe_value mapping;
} pe_mappingproxy;

static int is_proxy(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_MAPPINGPROXY];
}

static pe_value mapping_of(pe_value v) {
    return ((pe_mappingproxy *)v.u.o)->mapping;
}

pe_value pe_mappingproxy_new(pe_vm *vm, pe_value mapping) {
    pe_mappingproxy *p =
        (pe_mappingproxy *)pe_obj_alloc(vm, vm->types[PE_TYPE_MAPPINGPROXY], sizeof *p);
    if (!p) return PE_NULL;
    p->mapping = pe_incref(mapping);
    return pe_obj_value(&p->base);
}

static void mp_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_mappingproxy *)o)->mapping);
}
static void mp_dealloc(pe_vm *vm, pe_obj *o) {
    mp_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_mappingproxy));
}
static void mp_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_value m = ((pe_mappingproxy *)o)->mapping;
    if (pe_is_obj(m)) visit(vm, m.u.o, arg);
}

/* mappingproxy(mapping): CPython accepts anything with __getitem__ except list and
 * tuple (mappingproxy_check_mapping). */
static pe_value mp_new(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                       pe_obj *kwnames) {
    static const char *const params[] = {"mapping", NULL};
    static const pe_argspec spec = {"mappingproxy", params, 1, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args, nargs, kwnames, a) < 0) return PE_NULL;
    pe_type *t = pe_type_of(vm, a[0]);
    if (!t->getitem || pe_type_is_subtype(t, vm->types[PE_TYPE_LIST]) ||
        pe_type_is_subtype(t, vm->types[PE_TYPE_TUPLE]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "mappingproxy() argument must be a mapping, not %s", t->name);
    return pe_mappingproxy_new(vm, a[0]);
}

static pe_value mp_repr(pe_vm *vm, pe_value self) {
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    if (pe_strbuf_addc(&b, "mappingproxy(") < 0 ||
        pe_strbuf_add_repr(&b, mapping_of(self)) < 0 || pe_strbuf_add(&b, ")", 1) < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}

static pe_value mp_str(pe_vm *vm, pe_value self) {
    return pe_op_str(vm, mapping_of(self));
}

static int64_t mp_len(pe_vm *vm, pe_value self) {
    return pe_op_len(vm, mapping_of(self));
}

static pe_value mp_getitem(pe_vm *vm, pe_value self, pe_value key) {
    return pe_op_getitem(vm, mapping_of(self), key);
}

static int mp_contains(pe_vm *vm, pe_value self, pe_value item) {
    return pe_op_contains(vm, mapping_of(self), item);
}

static pe_value mp_iter(pe_vm *vm, pe_value self) {
    return pe_op_iter(vm, mapping_of(self));
}

static pe_value mp_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    return pe_op_compare(vm, op, mapping_of(a), b);
}

static pe_value mp_or(pe_vm *vm, pe_value a, pe_value b) {
    return pe_op_binary(vm, PE_OP_BITOR, is_proxy(vm, a) ? mapping_of(a) : a,
                        is_proxy(vm, b) ? mapping_of(b) : b);
}

static pe_value mp_ior(pe_vm *vm, pe_value a, pe_value b) {
    (void)a;
    (void)b;
    return pe_err_set(vm, PE_EXC_TypeError,
                      "'|=' is not supported by mappingproxy; use '|' instead");
}

/* Each method forwards to the mapping's method of the same name, as CPython does. */
static pe_value forward(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                        pe_obj *kw) {
    if (pe_args_noargs(vm, name, nargs - 1, kw) < 0) return PE_NULL;
    return pe_op_call_method(vm, mapping_of(args[0]), name, NULL, 0);
}
static pe_value m_keys(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return forward(vm, "keys", args, nargs, kw);
}
static pe_value m_values(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return forward(vm, "values", args, nargs, kw);
}
static pe_value m_items(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return forward(vm, "items", args, nargs, kw);
}
static pe_value m_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return forward(vm, "copy", args, nargs, kw);
}
static pe_value m_reversed(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "__reversed__", nargs - 1, kw) < 0) return PE_NULL;
    pe_value rev = pe_obj_value(&vm->types[PE_TYPE_REVERSED]->base);
    pe_value m = mapping_of(args[0]);
    return pe_op_call(vm, rev, &m, 1, NULL);
}
static pe_value m_get(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "get", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    pe_value a[2] = {args[1], nargs > 2 ? args[2] : PE_NONE};
    return pe_op_call_method(vm, mapping_of(args[0]), "get", a, 2);
}

static const pe_method_def mp_methods[] = {
    {"get", m_get, 0},     {"keys", m_keys, 0}, {"values", m_values, 0},
    {"items", m_items, 0}, {"copy", m_copy, 0}, {"__reversed__", m_reversed, 0},
    {NULL, NULL, 0},
};

int pe_mappingproxy_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_MAPPINGPROXY];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_mappingproxy);
    t->dealloc = mp_dealloc;
    t->traverse = mp_traverse;
    t->clear = mp_clear;
    t->repr = mp_repr;
    t->str = mp_str;
    t->len = mp_len;
    t->getitem = mp_getitem;
    t->contains = mp_contains;
    t->iter = mp_iter;
    t->richcmp = mp_richcmp;
    t->binop[PE_OP_BITOR] = mp_or;
    t->ibinop[PE_OP_BITOR] = mp_ior;
    t->new_ = mp_new;
    t->getattr = pe_object_generic_getattr;
    return pe_type_add_methods(vm, t, mp_methods);
}
