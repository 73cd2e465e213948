/*
 * subclass.c - user subclasses of builtin value types: instances wrap an exact builtin
 * value, and the class's inherited slots unwrap it (see subclass.h).
 */
#include "subclass.h"

#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "str.h"
#include "type.h"

static pe_type *wsolid(pe_value self) {
    return pe_type_solid_base(self.u.o->type);
}
#define UW(v) pe_subclass_unwrap(v)

/* ---- slots that unwrap and run the builtin's behaviour
 * ------------------------------------- */

static pe_value w_repr(pe_vm *vm, pe_value self) {
    pe_type *s = wsolid(self);
    if (s != vm->types[PE_TYPE_SET] && s != vm->types[PE_TYPE_FROZENSET])
        return pe_op_repr(vm, UW(self));
    /* set_repr names the subclass: "Tags({'a'})", "Tags()" */
    pe_value r = pe_op_repr(vm, UW(self));
    if (pe_is_null(r)) return r;
    const char *d = pe_str_obj(r)->data;
    size_t n = pe_str_obj(r)->size, skip = s == vm->types[PE_TYPE_SET] ? 0 : 10;
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    int rc = pe_strbuf_addc(&b, pe_type_of(vm, self)->name);
    if (d[skip] != '{') /* "set()", "frozenset()" */
        rc = rc < 0 ? rc : pe_strbuf_addc(&b, "()");
    else if (skip) /* "frozenset({...})" */
        rc = rc < 0 ? rc : pe_strbuf_add(&b, d + skip - 1, n - skip + 1);
    else if (rc == 0 && (rc = pe_strbuf_addc(&b, "(")) == 0 &&
             (rc = pe_strbuf_add(&b, d, n)) == 0)
        rc = pe_strbuf_addc(&b, ")");
    pe_decref(vm, r);
    if (rc < 0) {
        pe_strbuf_free(&b);
        return PE_NULL;
    }
    return pe_strbuf_finish(&b);
}
/* Only str has a str() of its own among the value types; the others inherit object's,
 * which is repr(self) and so reaches a user __repr__. */
static pe_value w_str(pe_vm *vm, pe_value self) {
    if (wsolid(self) == vm->types[PE_TYPE_STR]) return pe_op_str(vm, UW(self));
    return pe_op_repr(vm, self);
}
static int w_hash(pe_vm *vm, pe_value self, int64_t *out) {
    return pe_op_hash(vm, UW(self), out);
}
static int w_truth(pe_vm *vm, pe_value self) {
    return pe_op_truth(vm, UW(self));
}
static int64_t w_len(pe_vm *vm, pe_value self) {
    return pe_op_len(vm, UW(self));
}
static pe_value w_iter(pe_vm *vm, pe_value self) {
    return pe_op_iter(vm, UW(self));
}
static pe_value w_iternext(pe_vm *vm, pe_value self) {
    return wsolid(self)->iternext(vm, UW(self));
}
static pe_value w_getitem(pe_vm *vm, pe_value self, pe_value key) {
    return pe_op_getitem(vm, UW(self), UW(key));
}
static int w_setitem(pe_vm *vm, pe_value self, pe_value key, pe_value value) {
    if (pe_is_null(value)) return pe_op_delitem(vm, UW(self), key);
    return pe_op_setitem(vm, UW(self), key, value);
}
static int w_contains(pe_vm *vm, pe_value self, pe_value item) {
    return pe_op_contains(vm, UW(self), UW(item));
}
static pe_value w_neg(pe_vm *vm, pe_value self) {
    return pe_op_unary(vm, PE_UOP_USUB, UW(self));
}
static pe_value w_pos(pe_vm *vm, pe_value self) {
    return pe_op_unary(vm, PE_UOP_UADD, UW(self));
}
static pe_value w_invert(pe_vm *vm, pe_value self) {
    return pe_op_unary(vm, PE_UOP_INVERT, UW(self));
}
static pe_value w_abs(pe_vm *vm, pe_value self) {
    return wsolid(self)->abs(vm, UW(self));
}
static pe_value w_index(pe_vm *vm, pe_value self) {
    return pe_op_index(vm, UW(self));
}
static pe_value w_call(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                       pe_obj *kwnames) {
    return pe_op_call(vm, UW(self), args, nargs, kwnames);
}

static const pe_cmpop swapped[] = {
    [PE_CMP_EQ] = PE_CMP_EQ, [PE_CMP_NOT_EQ] = PE_CMP_NOT_EQ,
    [PE_CMP_LT] = PE_CMP_GT, [PE_CMP_LT_E] = PE_CMP_GT_E,
    [PE_CMP_GT] = PE_CMP_LT, [PE_CMP_GT_E] = PE_CMP_LT_E,
};

/* Both operands unwrapped, then each one's own comparison (NotImplemented when neither
 * answers; the generic layer then raises or falls back to identity). */
static pe_value w_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    pe_value ua = UW(a), ub = UW(b);
    pe_type *ta = pe_type_of(vm, ua), *tb = pe_type_of(vm, ub);
    if (ta->richcmp) {
        pe_value r = ta->richcmp(vm, ua, ub, op);
        if (pe_is_null(r) || !pe_is(r, vm->notimpl)) return r;
        pe_decref(vm, r);
    }
    if (tb != ta && tb->richcmp) return tb->richcmp(vm, ub, ua, swapped[op]);
    return pe_incref(vm->notimpl);
}

/* str % args keeps the arguments as they are: "%s" % sub calls sub's own __str__ */
#define W_BINOP(op)                                                                        \
    static pe_value w_binop_##op(pe_vm *vm, pe_value a, pe_value b) {                      \
        if (op == PE_OP_MOD && pe_str_check(vm, UW(a)))                                    \
            return vm->types[PE_TYPE_STR]->binop[op](vm, UW(a), b);                        \
        return pe_op_binary_notimpl(vm, op, UW(a), UW(b));                                 \
    }
W_BINOP(PE_OP_ADD)
W_BINOP(PE_OP_SUB)
W_BINOP(PE_OP_MULT)
W_BINOP(PE_OP_MATMULT)
W_BINOP(PE_OP_DIV)
W_BINOP(PE_OP_MOD)
W_BINOP(PE_OP_POW)
W_BINOP(PE_OP_LSHIFT)
W_BINOP(PE_OP_RSHIFT)
W_BINOP(PE_OP_BITOR)
W_BINOP(PE_OP_BITXOR)
W_BINOP(PE_OP_BITAND)
W_BINOP(PE_OP_FLOORDIV)

/* In-place operators of a mutable base (set |= ...) act on the wrapped value and
 * give back the instance itself, not the wrapped value. */
#define W_IBINOP(op)                                                                       \
    static pe_value w_ibinop_##op(pe_vm *vm, pe_value a, pe_value b) {                     \
        pe_value r = wsolid(a)->ibinop[op](vm, UW(a), UW(b));                              \
        if (pe_is_null(r) || !pe_is(r, UW(a))) return r;                                   \
        pe_decref(vm, r);                                                                  \
        return pe_incref(a);                                                               \
    }
W_IBINOP(PE_OP_SUB)
W_IBINOP(PE_OP_BITOR)
W_IBINOP(PE_OP_BITXOR)
W_IBINOP(PE_OP_BITAND)

static pe_value (*const w_ibinops[PE_OP__COUNT])(pe_vm *, pe_value, pe_value) = {
    [PE_OP_SUB] = w_ibinop_PE_OP_SUB,
    [PE_OP_BITOR] = w_ibinop_PE_OP_BITOR,
    [PE_OP_BITXOR] = w_ibinop_PE_OP_BITXOR,
    [PE_OP_BITAND] = w_ibinop_PE_OP_BITAND,
};

static pe_value (*const w_binops[PE_OP__COUNT])(pe_vm *, pe_value, pe_value) = {
    [PE_OP_ADD] = w_binop_PE_OP_ADD,           [PE_OP_SUB] = w_binop_PE_OP_SUB,
    [PE_OP_MULT] = w_binop_PE_OP_MULT,         [PE_OP_MATMULT] = w_binop_PE_OP_MATMULT,
    [PE_OP_DIV] = w_binop_PE_OP_DIV,           [PE_OP_MOD] = w_binop_PE_OP_MOD,
    [PE_OP_POW] = w_binop_PE_OP_POW,           [PE_OP_LSHIFT] = w_binop_PE_OP_LSHIFT,
    [PE_OP_RSHIFT] = w_binop_PE_OP_RSHIFT,     [PE_OP_BITOR] = w_binop_PE_OP_BITOR,
    [PE_OP_BITXOR] = w_binop_PE_OP_BITXOR,     [PE_OP_BITAND] = w_binop_PE_OP_BITAND,
    [PE_OP_FLOORDIV] = w_binop_PE_OP_FLOORDIV,
};

void pe_subclass_fix_slots(pe_vm *vm, pe_type *t) {
    (void)vm;
    pe_type *s = pe_type_solid_base(t);
#define FIX(field, fn)                                                                     \
    if (t->field == s->field) t->field = s->field ? fn : NULL
    FIX(repr, w_repr);
    FIX(str, w_str);
    FIX(hash, w_hash);
    FIX(richcmp, w_richcmp);
    FIX(truth, w_truth);
    FIX(len, w_len);
    FIX(iter, w_iter);
    FIX(iternext, w_iternext);
    FIX(getitem, w_getitem);
    FIX(setitem, w_setitem);
    FIX(contains, w_contains);
    FIX(neg, w_neg);
    FIX(pos, w_pos);
    FIX(invert, w_invert);
    FIX(abs, w_abs);
    FIX(index, w_index);
    FIX(call, w_call);
#undef FIX
    /* the instance itself carries the __dict__: generic attribute storage */
    if (t->setattr == s->setattr) t->setattr = pe_object_generic_setattr;
    if (t->descr_get == s->descr_get) t->descr_get = NULL;
    if (t->descr_set == s->descr_set) t->descr_set = NULL;
    /* loop-bound: const */
    for (int op = 0; op < PE_OP__COUNT; op++) {
        if (t->binop[op] == s->binop[op]) t->binop[op] = s->binop[op] ? w_binops[op] : NULL;
        /* immutable builtins have no in-place forms (the binary form applies) */
        if (t->ibinop[op] == s->ibinop[op])
            t->ibinop[op] = s->ibinop[op] ? w_ibinops[op] : NULL;
    }
}

/* ---- layout and construction
 * ----------------------------------------------------------------- */

void pe_subclass_setup(pe_vm *vm, pe_type *t, pe_type *solid) {
    (void)solid;
    t->tflags |= PE_TPF_VALUE_WRAPPER;
    t->tflags &=
        ~(uint32_t)(PE_TPF_INT_SUBCLASS | PE_TPF_FLOAT_SUBCLASS | PE_TPF_STR_SUBCLASS |
                    PE_TPF_TUPLE_SUBCLASS | PE_TPF_LIST_SUBCLASS | PE_TPF_DICT_SUBCLASS);
    t->basicsize = (uint32_t)(PE_SUBCLASS_VALUE_OFFSET + sizeof(pe_value));
    t->dictoffset = 0;
    pe_object_instance_slots(t);
    t->new_ = pe_subclass_new;
    (void)vm;
}

pe_value pe_subclass_new(pe_vm *vm, pe_type *t, const pe_value *args, size_t nargs,
                         pe_obj *kwnames) {
    pe_type *s = pe_type_solid_base(t);
    if (!(t->tflags & PE_TPF_VALUE_WRAPPER) || !s->new_)
        return pe_err_format(vm, PE_EXC_TypeError, "cannot create '%s' instances", t->name);
    /* set.__new__ ignores its arguments for a subclass: set.__init__ fills the set */
    if (s == vm->types[PE_TYPE_SET]) nargs = 0, kwnames = NULL;
    pe_value v = s->new_(vm, s, args, nargs, kwnames);
    if (pe_is_null(v)) return v;
    pe_obj *o = pe_obj_alloc(vm, t, t->basicsize);
    if (!o) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    /* the base's constructor may hand back a wrapper (str(x) of a str subclass with a
     * __str__ returning one): keep the plain value */
    pe_value plain = pe_incref(UW(v));
    pe_decref(vm, v);
    *(pe_value *)(void *)((char *)o + PE_SUBCLASS_VALUE_OFFSET) = plain;
    return pe_obj_value(o);
}
