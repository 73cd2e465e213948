/*
 * slotwrap.c - the dunder methods of builtin types as real attributes, made from each
 * type's slots (CPython's slot wrappers): (1).__add__(2), int.__add__, str.__len__,
 * list.__getitem__, type.__call__, ...
 *
 * At start-up every builtin type gets one method-descriptor per slot that it defines
 * itself (a slot equal to its base's is left to the base's wrapper, as in CPython)
 * and whose name its dict does not already hold. A wrapper runs the slot of the
 * nearest builtin type of self, never a user class's: super().__len__() in a subclass
 * of list reaches list's implementation, not the subclass's own __len__.
 */
#include "slotwrap.h"

#include <string.h>

#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "dict.h"
#include "functions.h"
#include "int.h"
#include "str.h"
#include "subclass.h"
#include "tuple.h"
#include "type.h"

static pe_type *builtin_of(pe_vm *vm, pe_value self) {
    return pe_type_solid_base(pe_type_of(vm, self));
}

/* CPython's check_num_args: "expected 1 argument, got 0". nargs counts self. pre is ""
 * or, for the wrappers that unpack with an unnamed PyArg_UnpackTuple (__setitem__,
 * __set__, sequence repetition), " ": their message starts with a space. */
static int want_args_pre(pe_vm *vm, size_t nargs, pe_obj *kwnames, size_t n,
                         const char *pre) {
    if (pe_args_nkw(kwnames)) {
        pe_err_set(vm, PE_EXC_TypeError, "wrapper takes no keyword arguments");
        return -1;
    }
    if (nargs - 1 != n) {
        pe_err_format(vm, PE_EXC_TypeError, "%sexpected %zu argument%s, got %zu", pre, n,
                      n == 1 ? "" : "s", nargs - 1);
        return -1;
    }
    return 0;
}
static int want_args(pe_vm *vm, size_t nargs, pe_obj *kwnames, size_t n) {
    return want_args_pre(vm, nargs, kwnames, n, "");
}

#define WANT(n)                                                                            \
    if (want_args(vm, nargs, kwnames, n) < 0) return PE_NULL
#define SLOT_OR_FAIL(field)                                                                \
    pe_type *bt = builtin_of(vm, args[0]);                                                 \
    if (!bt->field)                                                                        \
    return pe_err_format(vm, PE_EXC_TypeError, "'%s' object does not support this",        \
                         bt->name)

/* ---- unary and protocol slots ----------------------------------------------------------
 */

static pe_value w_repr(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(repr);
    return bt->repr(vm, args[0]);
}
static pe_value w_str(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(str);
    return bt->str(vm, args[0]);
}
static pe_value w_hash(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(hash);
    int64_t h;
    if (bt->hash(vm, args[0], &h) < 0) return PE_NULL;
    return pe_int(h);
}
static pe_value w_bool(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(truth);
    int r = bt->truth(vm, args[0]);
    return r < 0 ? PE_NULL : pe_bool(r);
}
static pe_value w_len(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(len);
    int64_t n = bt->len(vm, args[0]);
    return n < 0 ? PE_NULL : pe_int(n);
}
static pe_value w_iter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(iter);
    return bt->iter(vm, args[0]);
}
static pe_value w_next(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(0);
    SLOT_OR_FAIL(iternext);
    pe_value r = bt->iternext(vm, args[0]);
    if (pe_is_null(r) && !pe_err_occurred(vm))
        return pe_err_raise(vm, pe_obj_value(&vm->exc_types[PE_EXC_StopIteration]->base));
    return r;
}
static pe_value w_getitem(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(1);
    SLOT_OR_FAIL(getitem);
    return bt->getitem(vm, args[0], args[1]);
}
static pe_value w_setitem(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (want_args_pre(vm, nargs, kwnames, 2, " ") < 0) return PE_NULL;
    SLOT_OR_FAIL(setitem);
    return bt->setitem(vm, args[0], args[1], args[2]) < 0 ? PE_NULL : PE_NONE;
}
static pe_value w_delitem(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(1);
    SLOT_OR_FAIL(setitem);
    return bt->setitem(vm, args[0], args[1], PE_NULL) < 0 ? PE_NULL : PE_NONE;
}
static pe_value w_contains(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(1);
    SLOT_OR_FAIL(contains);
    int r = bt->contains(vm, args[0], args[1]);
    return r < 0 ? PE_NULL : pe_bool(r);
}
static pe_value w_call(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    SLOT_OR_FAIL(call);
    return bt->call(vm, args[0], args + 1, nargs - 1, kwnames);
}
/* __get__(instance, owner=None): None as the instance means class access. */
static pe_value w_get(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_nkw(kwnames) || nargs < 2 || nargs > 3)
        return pe_err_set(vm, PE_EXC_TypeError, "__get__(None, None) is invalid");
    SLOT_OR_FAIL(descr_get);
    pe_value obj = pe_is_none(args[1]) ? PE_NULL : args[1];
    pe_type *owner = nargs == 3 && pe_type_check(vm, args[2]) ? (pe_type *)args[2].u.o
                     : pe_is_null(obj)                        ? NULL
                                                              : pe_type_of(vm, obj);
    if (pe_is_null(obj) && !owner)
        return pe_err_set(vm, PE_EXC_TypeError, "__get__(None, None) is invalid");
    return bt->descr_get(vm, args[0], obj, owner);
}
static pe_value w_set(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (want_args_pre(vm, nargs, kwnames, 2, " ") < 0) return PE_NULL;
    SLOT_OR_FAIL(descr_set);
    return bt->descr_set(vm, args[0], args[1], args[2]) < 0 ? PE_NULL : PE_NONE;
}
static pe_value w_delete(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    WANT(1);
    SLOT_OR_FAIL(descr_set);
    return bt->descr_set(vm, args[0], args[1], PE_NULL) < 0 ? PE_NULL : PE_NONE;
}

#define W_UNARY(fname, field)                                                              \
    static pe_value fname(pe_vm *vm, const pe_value *args, size_t nargs,                   \
                          pe_obj *kwnames) {                                               \
        WANT(0);                                                                           \
        SLOT_OR_FAIL(field);                                                               \
        return bt->field(vm, args[0]);                                                     \
    }
W_UNARY(w_neg, neg)
W_UNARY(w_pos, pos)
W_UNARY(w_invert, invert)
W_UNARY(w_abs, abs)
W_UNARY(w_index, index)

/* ---- comparisons
 * ------------------------------------------------------------------------- */

/* CPython's int compares only with ints (long_richcompare's CHECK_BINOP): int.__eq__(1,
 * 1.0) is NotImplemented, and float's reflected method answers 1 == 1.0. pyeval's int
 * slot answers mixed comparisons itself, so the wrapper says NotImplemented first. */
static int int_only(pe_vm *vm, pe_type *bt, pe_value other) {
    return (bt == vm->types[PE_TYPE_INT] || bt == vm->types[PE_TYPE_BOOL]) &&
           !pe_int_check(vm, other);
}

/* A builtin without a comparison slot compares as object does (object_richcompare):
 * == is identity or NotImplemented, != the negation of an identity, and the orderings
 * NotImplemented. */
static pe_value object_cmp(pe_vm *vm, pe_value a, pe_value b, int op) {
    int same = pe_is(a, b);
    if (op == PE_CMP_EQ && same) return pe_bool(1);
    if (op == PE_CMP_NOT_EQ && same) return pe_bool(0);
    return pe_incref(vm->notimpl);
}

#define W_CMP(fname, op)                                                                   \
    static pe_value fname(pe_vm *vm, const pe_value *args, size_t nargs,                   \
                          pe_obj *kwnames) {                                               \
        WANT(1);                                                                           \
        pe_type *bt = builtin_of(vm, args[0]);                                             \
        if (!bt->richcmp) return object_cmp(vm, args[0], args[1], op);                     \
        if (int_only(vm, bt, args[1])) return pe_incref(vm->notimpl);                      \
        return bt->richcmp(vm, args[0], args[1], op);                                      \
    }
W_CMP(w_eq, PE_CMP_EQ)
W_CMP(w_ne, PE_CMP_NOT_EQ)
W_CMP(w_lt, PE_CMP_LT)
W_CMP(w_le, PE_CMP_LT_E)
W_CMP(w_gt, PE_CMP_GT)
W_CMP(w_ge, PE_CMP_GT_E)

/* ---- binary operators
 * ---------------------------------------------------------------------- */

/* __pow__(w, mod) and __rpow__(v, mod): with a modulus that is not None, the builtin's
 * ternary power (wrap_ternaryfunc / wrap_ternaryfunc_r). NULL when this is not that
 * case (the caller goes on with the binary wrapper). */
static int pow3_call(pe_vm *vm, int op, const pe_value *args, size_t nargs, pe_obj *kwnames,
                     int refl, pe_value *out) {
    if (op != PE_OP_POW || nargs != 3 || pe_args_nkw(kwnames)) return 0;
    if (pe_is_none(args[2])) return 0;
    pe_value self = pe_subclass_unwrap(args[0]), other = pe_subclass_unwrap(args[1]);
    *out = pe_builtin_pow3_slot(vm, builtin_of(vm, args[0]), refl ? other : self,
                                refl ? self : other, pe_subclass_unwrap(args[2]));
    return 1;
}

/* __pow__/__rpow__ take 1 or 2 arguments through an unnamed PyArg_UnpackTuple, whose
 * message starts with a space. 0, or -1 with TypeError. */
static int pow_args(pe_vm *vm, int op, size_t nargs) {
    if (op != PE_OP_POW || (nargs >= 2 && nargs <= 3)) return 0;
    pe_err_format(vm, PE_EXC_TypeError, " expected at %s, got %zu",
                  nargs < 2 ? "least 1 argument" : "most 2 arguments", nargs - 1);
    return -1;
}

#define W_BIN(e, a, s)                                                                     \
    static pe_value w_##e(pe_vm *vm, const pe_value *args, size_t nargs,                   \
                          pe_obj *kwnames) {                                               \
        pe_value r3;                                                                       \
        if (pow_args(vm, PE_OP_##e, nargs) < 0) return PE_NULL;                            \
        if (pow3_call(vm, PE_OP_##e, args, nargs, kwnames, 0, &r3)) return r3;             \
        if (PE_OP_##e == PE_OP_POW && nargs == 3) nargs = 2; /* mod=None */                \
        WANT(1);                                                                           \
        SLOT_OR_FAIL(binop[PE_OP_##e]);                                                    \
        return bt->binop[PE_OP_##e](vm, args[0], args[1]);                                 \
    }                                                                                      \
    static pe_value w_r##e(pe_vm *vm, const pe_value *args, size_t nargs,                  \
                           pe_obj *kwnames) {                                              \
        pe_value r3;                                                                       \
        if (pow_args(vm, PE_OP_##e, nargs) < 0) return PE_NULL;                            \
        if (pow3_call(vm, PE_OP_##e, args, nargs, kwnames, 1, &r3)) return r3;             \
        if (PE_OP_##e == PE_OP_POW && nargs == 3) nargs = 2; /* mod=None */                \
        WANT(1);                                                                           \
        SLOT_OR_FAIL(binop[PE_OP_##e]);                                                    \
        return bt->binop[PE_OP_##e](vm, args[1], args[0]);                                 \
    }                                                                                      \
    static pe_value w_i##e(pe_vm *vm, const pe_value *args, size_t nargs,                  \
                           pe_obj *kwnames) {                                              \
        WANT(1);                                                                           \
        SLOT_OR_FAIL(ibinop[PE_OP_##e]);                                                   \
        return bt->ibinop[PE_OP_##e](vm, args[0], args[1]);                                \
    }
PE_BINOPS(W_BIN)
#undef W_BIN

/* ---- sequence concatenation and repetition ---------------------------------------------
 *
 * CPython's str, bytes, bytearray, list and tuple take + and * through sq_concat and
 * sq_repeat, so their __add__, __mul__, __rmul__ and __imul__ wrappers never return
 * NotImplemented: + raises the type's concatenation error and * wants an index
 * (wrap_indexargfunc, whose unnamed argument check starts its message with a space).
 */

static int seq_kind(pe_vm *vm, pe_type *t) {
    static const pe_type_kind seqs[] = {PE_TYPE_STR, PE_TYPE_BYTES, PE_TYPE_BYTEARRAY,
                                        PE_TYPE_LIST, PE_TYPE_TUPLE};
    /* loop-bound: const */
    for (size_t i = 0; i < sizeof seqs / sizeof *seqs; i++)
        if (t == vm->types[seqs[i]]) return 1;
    return 0;
}

static pe_value w_seq_concat(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    WANT(1);
    SLOT_OR_FAIL(binop[PE_OP_ADD]);
    pe_value r = bt->binop[PE_OP_ADD](vm, args[0], args[1]);
    if (!pe_is(r, vm->notimpl)) return r;
    pe_decref(vm, r);
    const char *on = pe_op_typename(vm, args[1]);
    if (bt == vm->types[PE_TYPE_BYTES] || bt == vm->types[PE_TYPE_BYTEARRAY])
        return pe_err_format(vm, PE_EXC_TypeError, "can't concat %s to %s", on, bt->name);
    return pe_err_format(vm, PE_EXC_TypeError, "can only concatenate %s (not \"%s\") to %s",
                         bt->name, on, bt->name);
}

/* self * n for __mul__, __rmul__ (both repeat self) and, in place, __imul__. */
static pe_value seq_repeat(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames,
                           int inplace) {
    if (want_args_pre(vm, nargs, kwnames, 1, " ") < 0) return PE_NULL;
    if (!pe_type_of(vm, args[1])->index)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "'%s' object cannot be interpreted as an integer",
                             pe_op_typename(vm, args[1]));
    pe_type *bt = builtin_of(vm, args[0]);
    pe_value (*f)(pe_vm *, pe_value, pe_value) =
        inplace && bt->ibinop[PE_OP_MULT] ? bt->ibinop[PE_OP_MULT] : bt->binop[PE_OP_MULT];
    if (!f)
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object does not support this",
                             bt->name);
    return f(vm, args[0], args[1]);
}
static pe_value w_seq_repeat(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    return seq_repeat(vm, args, nargs, kwnames, 0);
}
static pe_value w_seq_irepeat(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    return seq_repeat(vm, args, nargs, kwnames, 1);
}
static const pe_method_def seq_defs[] = {
    {"__add__", w_seq_concat, 0},
    {"__mul__", w_seq_repeat, 0},
    {"__rmul__", w_seq_repeat, 0},
    {"__imul__", w_seq_irepeat, 0},
};

/* ---- the tables
 * ------------------------------------------------------------------------------ */

/* One entry per wrapper: the def (static, as pe_builtin requires) and whether type t
 * defines the slot itself. */
typedef int (*has_slot_fn)(pe_type *t, pe_type *base);
#define HAS(field)                                                                         \
    static int has_##field(pe_type *t, pe_type *b) {                                       \
        return t->field && (!b || b->field != t->field);                                   \
    }
HAS(repr)
HAS(str)
HAS(hash)
HAS(truth)
HAS(len)
HAS(iter)
HAS(iternext)
HAS(getitem)
HAS(setitem)
HAS(contains)
HAS(call)
HAS(neg)
HAS(pos)
HAS(invert)
HAS(abs)
HAS(index)
HAS(richcmp)
HAS(descr_get)
HAS(descr_set)
#undef HAS

static const pe_method_def defs[] = {
    {"__repr__", w_repr, 0},
    {"__str__", w_str, 0},
    {"__hash__", w_hash, 0},
    {"__bool__", w_bool, 0},
    {"__len__", w_len, 0},
    {"__iter__", w_iter, 0},
    {"__next__", w_next, 0},
    {"__getitem__", w_getitem, 0},
    {"__setitem__", w_setitem, 0},
    {"__delitem__", w_delitem, 0},
    {"__contains__", w_contains, 0},
    {"__call__", w_call, 0},
    {"__neg__", w_neg, 0},
    {"__pos__", w_pos, 0},
    {"__invert__", w_invert, 0},
    {"__abs__", w_abs, 0},
    {"__index__", w_index, 0},
    {"__eq__", w_eq, 0},
    {"__ne__", w_ne, 0},
    {"__lt__", w_lt, 0},
    {"__le__", w_le, 0},
    {"__gt__", w_gt, 0},
    {"__ge__", w_ge, 0},
    {"__get__", w_get, 0},
    {"__set__", w_set, 0},
    {"__delete__", w_delete, 0},
};
static const has_slot_fn has[] = {
    has_repr,      has_str,       has_hash,    has_truth,   has_len,      has_iter,
    has_iternext,  has_getitem,   has_setitem, has_setitem, has_contains, has_call,
    has_neg,       has_pos,       has_invert,  has_abs,     has_index,    has_richcmp,
    has_richcmp,   has_richcmp,   has_richcmp, has_richcmp, has_richcmp,  has_descr_get,
    has_descr_set, has_descr_set,
};

#define BIN_DEFS(e, a, s) {NULL, w_##e, 0}, {NULL, w_r##e, 0}, {NULL, w_i##e, 0},
/* names filled from vm->op_ids at start-up would need mutable storage; the texts are
 * static instead, in the order of PE_BINOPS */
static const pe_method_def bin_defs[PE_OP__COUNT][3] = {
#define N(e, fwd)                                                                          \
    {{"__" fwd "__", w_##e, 0}, {"__r" fwd "__", w_r##e, 0}, {"__i" fwd "__", w_i##e, 0}},
    N(ADD, "add") N(SUB, "sub") N(MULT, "mul") N(MATMULT, "matmul") N(DIV, "truediv")
        N(MOD, "mod") N(POW, "pow") N(LSHIFT, "lshift") N(RSHIFT, "rshift") N(BITOR, "or")
            N(BITXOR, "xor") N(BITAND, "and") N(FLOORDIV, "floordiv")
#undef N
};
#undef BIN_DEFS

int pe_slotwrap_is(const pe_method_def *def) {
    const pe_method_def *b0 = &bin_defs[0][0];
    return (def->flags & PE_METH_SLOT) ||
           (def >= defs && def < defs + sizeof defs / sizeof *defs) ||
           (def >= seq_defs && def < seq_defs + sizeof seq_defs / sizeof *seq_defs) ||
           (def >= b0 && def < b0 + PE_OP__COUNT * 3);
}

static int skip_def(pe_vm *vm, pe_type *t, const char *name);

static int add_def(pe_vm *vm, pe_type *t, const pe_method_def *d) {
    if (skip_def(vm, t, d->name)) return 0;
    /* a slot's name is a bounded set (immortal, core/intern.h): one lookup serves the
     * test and the store */
    pe_str *name = pe_intern(vm, d->name, strlen(d->name));
    if (!name) {
        pe_err_nomem(vm);
        return -1;
    }
    if (!pe_is_null(pe_dict_get_str(vm, t->dict, name))) return 0;
    pe_value f = pe_builtin_new(vm, d, t, PE_BUILTIN_DESCRIPTOR);
    if (pe_is_null(f)) return -1;
    int r = pe_dict_set_str(vm, t->dict, name, f);
    pe_decref(vm, f);
    return r;
}

/* int.__getnewargs__ / float.__getnewargs__: (the plain value,), what copy and pickle
 * rebuild a subclass instance from (builtin_call hands over the unwrapped value). */
static pe_value w_getnewargs(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    pe_value v = pe_subclass_unwrap(args[0]);
    int is_int = pe_int_check(vm, v);
    if (pe_args_noargs(vm, is_int ? "int.__getnewargs__" : "float.__getnewargs__",
                       nargs - 1, kwnames) < 0)
        return PE_NULL;
    /* bool's is int's: (1,) for True */
    return pe_tuple_pack1(vm, v.tag == PE_T_BOOL ? pe_int(v.u.i) : v);
}
static const pe_method_def getnewargs_def = {"__getnewargs__", w_getnewargs, 0};

/* T.__new__(S, ...): CPython's tp_new_wrapper. Each builtin type whose constructor
 * differs from its base's holds one in its dict, a builtin bound to T itself (so
 * T.__new__ and x.__new__ are the same object, as in CPython); args[0] is T. S must be
 * a subtype of T whose nearest builtin shares T's constructor. */
static pe_value w_new(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    pe_type *t = (pe_type *)args[0].u.o;
    if (nargs < 2)
        return pe_err_format(vm, PE_EXC_TypeError, "%s.__new__(): not enough arguments",
                             t->name);
    if (!pe_type_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "%s.__new__(X): X is not a type object (%s)", t->name,
                             pe_op_typename(vm, args[1]));
    pe_type *s = (pe_type *)args[1].u.o;
    if (!pe_type_is_subtype(s, t))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "%s.__new__(%s): %s is not a subtype of %s", t->name, s->name,
                             s->name, t->name);
    pe_type *solid = pe_type_solid_base(s);
    if (solid->new_ != t->new_)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "%s.__new__(%s) is not safe, use %s.__new__()", t->name,
                             s->name, solid->name);
    return pe_object_new(vm, args + 1, nargs - 1, kwnames);
}
static const pe_method_def new_def = {"__new__", w_new, PE_METH_STATIC};

static int add_new(pe_vm *vm, pe_type *t) {
    if (!t->new_ || t == vm->types[PE_TYPE_OBJECT] || t == vm->types[PE_TYPE_TYPE] ||
        (t->tbase && t->tbase->new_ == t->new_) ||
        !pe_is_null(pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_new])))
        return 0;
    pe_value f = pe_builtin_new(vm, &new_def, t, 0);
    if (pe_is_null(f)) return -1;
    pe_value bound = pe_builtin_bind(vm, (pe_builtin *)f.u.o, pe_obj_value(&t->base));
    pe_decref(vm, f);
    if (pe_is_null(bound)) return -1;
    int r = pe_dict_set_str(vm, t->dict, vm->ids[PE_ID_new], bound);
    pe_decref(vm, bound);
    return r;
}

/* CPython's sequences and mappings implement truth through their length and
 * concatenation through sq_concat, so they have no __bool__ and no __radd__ wrapper
 * (dir() and hasattr() show that); pyeval gives them the slots all the same. */
static int skip_def(pe_vm *vm, pe_type *t, const char *name) {
    static const pe_type_kind seqs[] = {
        PE_TYPE_STR,          PE_TYPE_LIST,      PE_TYPE_TUPLE, PE_TYPE_DICT,
        PE_TYPE_SET,          PE_TYPE_FROZENSET, PE_TYPE_BYTES, PE_TYPE_BYTEARRAY,
        PE_TYPE_MAPPINGPROXY, PE_TYPE_DEQUE,     PE_TYPE_ARRAY};
    int seq = 0;
    /* loop-bound: const */
    for (size_t i = 0; i < sizeof seqs / sizeof *seqs; i++)
        if (t == vm->types[seqs[i]]) seq = 1;
    if (!seq) return 0;
    return !strcmp(name, "__bool__") ||
           (!strcmp(name, "__radd__") && t != vm->types[PE_TYPE_SET] &&
            t != vm->types[PE_TYPE_FROZENSET] && t != vm->types[PE_TYPE_DICT]);
}

/* The wrappers, __new__ and __hash__ = None of one builtin type. */
static int fill_type(pe_vm *vm, pe_type *t) {
    pe_type *b = t->tbase;
    /* first, so that the generic binary wrappers below find the names taken */
    /* loop-bound: setup */
    for (size_t i = 0; seq_kind(vm, t) && i < sizeof seq_defs / sizeof *seq_defs; i++) {
        int mutable = t == vm->types[PE_TYPE_LIST] || t == vm->types[PE_TYPE_BYTEARRAY];
        if (!strcmp(seq_defs[i].name, "__imul__") && !mutable) continue;
        if (add_def(vm, t, &seq_defs[i]) < 0) return -1;
    }
    /* loop-bound: setup */
    for (size_t i = 0; i < sizeof defs / sizeof *defs; i++)
        if (has[i](t, b) && add_def(vm, t, &defs[i]) < 0) return -1;
    /* loop-bound: setup */
    for (int op = 0; op < PE_OP__COUNT; op++) {
        if (t->binop[op] && (!b || b->binop[op] != t->binop[op])) {
            if (add_def(vm, t, &bin_defs[op][0]) < 0 ||
                add_def(vm, t, &bin_defs[op][1]) < 0)
                return -1;
        }
        if (t->ibinop[op] && (!b || b->ibinop[op] != t->ibinop[op]) &&
            add_def(vm, t, &bin_defs[op][2]) < 0)
            return -1;
    }
    if (add_new(vm, t) < 0) return -1;
    /* unhashable builtins say so in their dict, as CPython's __hash__ = None */
    if (!t->hash && b && b->hash &&
        pe_is_null(pe_dict_get_str(vm, t->dict, vm->ids[PE_ID_hash])) &&
        pe_dict_set_str(vm, t->dict, vm->ids[PE_ID_hash], PE_NONE) < 0)
        return -1;
    if (t == vm->types[PE_TYPE_INT] || t == vm->types[PE_TYPE_FLOAT])
        return add_def(vm, t, &getnewargs_def);
    return 0;
}

int pe_slotwrap_fill(pe_vm *vm, pe_type *t) {
    if (vm->boot_slots_only || !pe_is_obj(t->dict)) return 0;
    return fill_type(vm, t);
}

int pe_slotwrap_init(pe_vm *vm) {
    if (vm->boot_slots_only) return 0;
    _Static_assert(sizeof defs / sizeof *defs == sizeof has / sizeof *has, "tables");
    /* loop-bound: setup */
    for (int k = 0; k < PE_TYPE__COUNT; k++) {
        pe_type *t = vm->types[k];
        if (!t || !pe_is_obj(t->dict)) continue;
        /* A lazy type whose init ran gets its wrappers when its dict is filled
         * (pe_type_fill). One whose init has not run (a module's type, set up at
         * import: no dealloc, no tables yet) gets them now, from the slots it has now,
         * as before: filling it later would see the slots its import sets. */
        if ((t->tflags & PE_TPF_LAZY_DICT) && (t->dealloc || t->nlazy)) continue;
        t->tflags &= ~(uint32_t)PE_TPF_LAZY_DICT;
        if (fill_type(vm, t) < 0) return -1;
    }
    return 0;
}
