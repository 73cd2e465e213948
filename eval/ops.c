/*
 * ops.c - the generic abstract-object layer (ops.h): CPython's abstract.c and
 * object.c dispatch rules over pe_type slots.
 */
#include "ops.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "../builtins/int.h"
#include "../builtins/member.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "cstack.h"
#include "exc.h"
#include "func.h"
#include "vm.h"

const char *pe_op_typename(pe_vm *vm, pe_value v) {
    return pe_type_of(vm, v)->name;
}

int pe_op_isinstance(pe_vm *vm, pe_value v, pe_type *t) {
    return pe_type_is_subtype(pe_type_of(vm, v), t);
}

static int is_notimpl(pe_vm *vm, pe_value v) {
    return pe_is(v, vm->notimpl);
}

/* ---- binary operators --------------------------------------------------------------- */

typedef pe_value (*pe_binfn)(pe_vm *, pe_value, pe_value);

/* CPython's binary_op1: returns NotImplemented (new reference) when neither side
 * handles the operands. */
static pe_value binary_op1(pe_vm *vm, pe_binop op, pe_value a, pe_value b) {
    pe_type *ta = pe_type_of(vm, a), *tb = pe_type_of(vm, b);
    pe_binfn slota = ta->binop[op];
    pe_binfn slotb = tb != ta ? tb->binop[op] : NULL;
    if (slotb == slota) slotb = NULL;
    if (slota) {
        if (slotb && pe_type_is_subtype(tb, ta)) {
            pe_value r = slotb(vm, a, b);
            if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
            pe_decref(vm, r);
            slotb = NULL;
        }
        pe_value r = slota(vm, a, b);
        if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
        pe_decref(vm, r);
    }
    if (slotb) return slotb(vm, a, b);
    return pe_incref(vm->notimpl);
}

pe_value pe_op_binary_notimpl(pe_vm *vm, pe_binop op, pe_value a, pe_value b) {
    return binary_op1(vm, op, a, b);
}

#define SEQ_FLAGS (PE_TPF_STR_SUBCLASS | PE_TPF_LIST_SUBCLASS | PE_TPF_TUPLE_SUBCLASS)

static int is_sequence(pe_vm *vm, pe_value v) {
    pe_type *t = pe_type_of(vm, v);
    return t == vm->types[PE_TYPE_STR] || t == vm->types[PE_TYPE_LIST] ||
           t == vm->types[PE_TYPE_TUPLE] || (t->tflags & SEQ_FLAGS);
}

/* The messages CPython gives once the numeric protocol failed: the sequence
 * fallbacks of PyNumber_Add/PyNumber_Multiply, then the generic one. */
static pe_value binop_type_error(pe_vm *vm, pe_binop op, pe_value a, pe_value b,
                                 int inplace) {
    if (op == PE_OP_ADD && is_sequence(vm, a)) {
        const char *n = pe_op_typename(vm, a);
        return pe_err_format(vm, PE_EXC_TypeError,
                             "can only concatenate %s (not \"%s\") to %s", n,
                             pe_op_typename(vm, b), n);
    }
    if (op == PE_OP_MULT && (is_sequence(vm, a) || is_sequence(vm, b))) {
        pe_value other = is_sequence(vm, a) ? b : a;
        return pe_err_format(vm, PE_EXC_TypeError,
                             "can't multiply sequence by non-int of type '%s'",
                             pe_op_typename(vm, other));
    }
    const char *sym = pe_binop_symbol(op);
    if (op == PE_OP_POW && !inplace)
        return pe_err_format(
            vm, PE_EXC_TypeError,
            "unsupported operand type(s) for ** or pow(): '%.100s' and '%.100s'",
            pe_op_typename(vm, a), pe_op_typename(vm, b));
    return pe_err_format(vm, PE_EXC_TypeError,
                         "unsupported operand type(s) for %s%s: '%.100s' and '%.100s'", sym,
                         inplace ? "=" : "", pe_op_typename(vm, a), pe_op_typename(vm, b));
}

/* seq * obj where obj only has __index__: CPython's sequence repeat takes any object
 * with nb_index. Returns NotImplemented (new reference) when that does not apply. */
static pe_value seq_repeat_index(pe_vm *vm, pe_binop op, pe_value a, pe_value b) {
    if (op != PE_OP_MULT) return pe_incref(vm->notimpl);
    /* bytes and bytearray repeat too (their sq_repeat), though their concatenation
     * messages are not is_sequence's */
    pe_type *tb = vm->types[PE_TYPE_BYTES], *tba = vm->types[PE_TYPE_BYTEARRAY];
    int sa = is_sequence(vm, a) || pe_type_of(vm, a) == tb || pe_type_of(vm, a) == tba;
    int sb = is_sequence(vm, b) || pe_type_of(vm, b) == tb || pe_type_of(vm, b) == tba;
    pe_value other = sa ? b : a;
    if ((!sa && !sb) || !pe_type_of(vm, other)->index || pe_int_check(vm, other))
        return pe_incref(vm->notimpl);
    pe_value n = pe_op_index(vm, other);
    if (pe_is_null(n)) return n;
    int64_t k;
    if (pe_int_as_i64(n, &k)) { /* CPython names the object's type, not int's */
        pe_decref(vm, n);
        return pe_err_format(vm, PE_EXC_OverflowError,
                             "cannot fit '%.200s' into an index-sized integer",
                             pe_op_typename(vm, other));
    }
    pe_value r = sa ? binary_op1(vm, op, a, n) : binary_op1(vm, op, n, b);
    pe_decref(vm, n);
    return r;
}

pe_value pe_op_binary(pe_vm *vm, pe_binop op, pe_value a, pe_value b) {
    pe_value r = binary_op1(vm, op, a, b);
    if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
    pe_decref(vm, r);
    r = seq_repeat_index(vm, op, a, b);
    if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
    pe_decref(vm, r);
    return binop_type_error(vm, op, a, b, 0);
}

pe_value pe_op_inplace(pe_vm *vm, pe_binop op, pe_value a, pe_value b) {
    pe_binfn islot = pe_type_of(vm, a)->ibinop[op];
    if (islot) {
        pe_value r = islot(vm, a, b);
        if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
        pe_decref(vm, r);
    }
    pe_value r = binary_op1(vm, op, a, b);
    if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
    pe_decref(vm, r);
    r = seq_repeat_index(vm, op, a, b);
    if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
    pe_decref(vm, r);
    return binop_type_error(vm, op, a, b, 1);
}

pe_value pe_op_unary(pe_vm *vm, pe_unaryop op, pe_value a) {
    pe_type *t = pe_type_of(vm, a);
    pe_value (*slot)(pe_vm *, pe_value) = NULL;
    const char *sym = "";
    switch (op) {
    case PE_UOP_NOT: {
        int r = pe_op_truth(vm, a);
        return r < 0 ? PE_NULL : pe_bool(!r);
    }
    case PE_UOP_USUB:
        slot = t->neg;
        sym = "-";
        break;
    case PE_UOP_UADD:
        slot = t->pos;
        sym = "+";
        break;
    case PE_UOP_INVERT:
        slot = t->invert;
        sym = "~";
        break;
    }
    if (slot) return slot(vm, a);
    return pe_err_format(vm, PE_EXC_TypeError, "bad operand type for unary %s: '%s'", sym,
                         t->name);
}

/* ---- comparison --------------------------------------------------------------------- */

static const pe_cmpop swapped_op[] = {
    [PE_CMP_EQ] = PE_CMP_EQ, [PE_CMP_NOT_EQ] = PE_CMP_NOT_EQ,
    [PE_CMP_LT] = PE_CMP_GT, [PE_CMP_LT_E] = PE_CMP_GT_E,
    [PE_CMP_GT] = PE_CMP_LT, [PE_CMP_GT_E] = PE_CMP_LT_E,
};
static const char *const cmp_symbol[] = {
    [PE_CMP_EQ] = "==",   [PE_CMP_NOT_EQ] = "!=", [PE_CMP_LT] = "<",
    [PE_CMP_LT_E] = "<=", [PE_CMP_GT] = ">",      [PE_CMP_GT_E] = ">=",
};

/*
 * Deep data (a list nested 100,000 deep) recurses through repr, str, comparison and
 * hash in C, and a deep chain of iterators (map(f, map(f, ...)), the filter sieve)
 * through next. With little C stack left (a generator body, a segment) these continue on
 * a fresh segment (eval/cstack.h), so the depth counter decides where it ends: the
 * RecursionError CPython raises, not the uncatchable C-stack limit.
 */
enum { SEG_REPR, SEG_STR, SEG_CMP, SEG_HASH, SEG_NEXT };
typedef struct seg_op {
    pe_vm *vm;
    int kind;
    pe_cmpop op;
    pe_value a, b, r;
    int64_t *out;
    int rc;
} seg_op;

static void seg_op_run(void *p) {
    seg_op *c = p;
    switch (c->kind) {
    case SEG_REPR: c->r = pe_op_repr(c->vm, c->a); break;
    case SEG_STR: c->r = pe_op_str(c->vm, c->a); break;
    case SEG_CMP: c->r = pe_op_compare(c->vm, c->op, c->a, c->b); break;
    case SEG_NEXT: c->r = pe_op_next(c->vm, c->a); break;
    default: c->rc = pe_op_hash(c->vm, c->a, c->out); break;
    }
}

/* Runs c on a segment: c->r / c->rc as the operation left them, or PE_NULL / -1 with
 * the error pending when no segment could be had. */
static void op_on_segment(seg_op *c) {
    c->r = PE_NULL;
    c->rc = -1;
    if (pe_cstack_run(c->vm, 0, seg_op_run, c) < 0) return;
}

static pe_value compare_on_segment(pe_vm *vm, pe_cmpop op, pe_value a, pe_value b) {
    seg_op c = {vm, SEG_CMP, op, a, b, PE_NULL, NULL, 0};
    op_on_segment(&c);
    return c.r;
}

/* CPython's do_richcompare. */
pe_value pe_op_compare(pe_vm *vm, pe_cmpop op, pe_value a, pe_value b) {
    if (__builtin_expect(pe_cstack_low(vm), 0)) return compare_on_segment(vm, op, a, b);
    pe_type *ta = pe_type_of(vm, a), *tb = pe_type_of(vm, b);
    int checked_reverse = 0;
    if (ta != tb && tb->richcmp && pe_type_is_subtype(tb, ta)) {
        checked_reverse = 1;
        pe_value r = tb->richcmp(vm, b, a, swapped_op[op]);
        if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
        pe_decref(vm, r);
    }
    if (ta->richcmp) {
        pe_value r = ta->richcmp(vm, a, b, op);
        if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
        pe_decref(vm, r);
    }
    if (!checked_reverse && tb->richcmp) {
        pe_value r = tb->richcmp(vm, b, a, swapped_op[op]);
        if (pe_is_null(r) || !is_notimpl(vm, r)) return r;
        pe_decref(vm, r);
    }
    switch (op) {
    case PE_CMP_EQ: return pe_bool(pe_is(a, b));
    case PE_CMP_NOT_EQ: return pe_bool(!pe_is(a, b));
    default:
        return pe_err_format(vm, PE_EXC_TypeError,
                             "'%s' not supported between instances of '%s' and '%s'",
                             cmp_symbol[op], ta->name, tb->name);
    }
}

int pe_op_compare_bool(pe_vm *vm, pe_cmpop op, pe_value a, pe_value b) {
    /* Identity implies equality for containers (PyObject_RichCompareBool). Floats are
     * immediates here, so "the same float object" is approximated by the same bits:
     * x = nan; x in [x] is True as in CPython. */
    if (pe_is(a, b) && (a.tag == PE_T_OBJ || a.tag == PE_T_FLOAT)) {
        if (op == PE_CMP_EQ) return 1;
        if (op == PE_CMP_NOT_EQ) return 0;
    }
    /* fast paths for immediates of the same kind */
    if (a.tag == PE_T_INT && b.tag == PE_T_INT) {
        int64_t x = a.u.i, y = b.u.i;
        switch (op) {
        case PE_CMP_EQ: return x == y;
        case PE_CMP_NOT_EQ: return x != y;
        case PE_CMP_LT: return x < y;
        case PE_CMP_LT_E: return x <= y;
        case PE_CMP_GT: return x > y;
        case PE_CMP_GT_E: return x >= y;
        default: break;
        }
    }
    pe_value r = pe_op_compare(vm, op, a, b);
    if (pe_is_null(r)) return -1;
    if (r.tag == PE_T_BOOL) return (int)r.u.i;
    int t = pe_op_truth(vm, r);
    pe_decref(vm, r);
    return t;
}

int pe_op_eq(pe_vm *vm, pe_value a, pe_value b) {
    return pe_op_compare_bool(vm, PE_CMP_EQ, a, b);
}

/* ---- truth, repr, str, hash, len ----------------------------------------------------- */

int pe_op_truth(pe_vm *vm, pe_value v) {
    switch ((pe_tag)v.tag) {
    case PE_T_NONE: return 0;
    case PE_T_BOOL:
    case PE_T_INT: return v.u.i != 0;
    case PE_T_FLOAT: return v.u.f != 0.0;
    default: break;
    }
    pe_type *t = pe_type_of(vm, v);
    if (t->truth) return t->truth(vm, v);
    if (t->len) {
        int64_t n = t->len(vm, v);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

/* Python-level recursion accounting for C recursion through user code (repr of nested
 * containers calls repr of their items, ...). */
static int enter_recursive(pe_vm *vm, const char *where) {
    /* one op per node of a repr/str walk (pe_seq_enter_recursive says why) */
    if (PE_TICK(vm, 1) < 0) return -1;
    char probe;
    if ((uintptr_t)&probe < vm->stack_limit) {
        pe_err_limit(vm, PE_LIMIT_STACK);
        return -1;
    }
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth) {
        pe_err_format(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded%s",
                      where);
        return -1;
    }
    vm->depth++;
    return 0;
}

pe_value pe_op_repr(pe_vm *vm, pe_value v) {
    pe_type *t = pe_type_of(vm, v);
    if (t->repr && __builtin_expect(pe_cstack_low(vm), 0)) {
        seg_op c = {vm, SEG_REPR, PE_CMP_EQ, v, PE_NULL, PE_NULL, NULL, 0};
        op_on_segment(&c);
        return c.r;
    }
    if (t->repr) {
        if (enter_recursive(vm, " while getting the repr of an object") < 0) return PE_NULL;
        pe_value r = t->repr(vm, v);
        vm->depth--;
        if (!pe_is_null(r) && !pe_str_check(vm, r)) {
            pe_err_format(vm, PE_EXC_TypeError, "__repr__ returned non-string (type %s)",
                          pe_op_typename(vm, r));
            pe_decref(vm, r);
            return PE_NULL;
        }
        return r;
    }
    char buf[256];
    if (t->tflags & PE_TPF_HEAPTYPE)
        snprintf(buf, sizeof buf, "<%s.%s object at %p>", "__main__", t->name,
                 (void *)v.u.o);
    else
        snprintf(buf, sizeof buf, "<%s object at %p>", t->name, (void *)v.u.o);
    return pe_str_from_cstr(vm, buf);
}

pe_value pe_op_str(pe_vm *vm, pe_value v) {
    pe_type *t = pe_type_of(vm, v);
    if (t == vm->types[PE_TYPE_STR]) return pe_incref(v);
    if (!t->str) return pe_op_repr(vm, v);
    if (__builtin_expect(pe_cstack_low(vm), 0)) {
        seg_op c = {vm, SEG_STR, PE_CMP_EQ, v, PE_NULL, PE_NULL, NULL, 0};
        op_on_segment(&c);
        return c.r;
    }
    if (enter_recursive(vm, " while getting the str of an object") < 0) return PE_NULL;
    pe_value r = t->str(vm, v);
    vm->depth--;
    if (!pe_is_null(r) && !pe_str_check(vm, r)) {
        pe_err_format(vm, PE_EXC_TypeError, "__str__ returned non-string (type %s)",
                      pe_op_typename(vm, r));
        pe_decref(vm, r);
        return PE_NULL;
    }
    return r;
}

int pe_op_repr_enter(pe_vm *vm, pe_obj *o) {
    /* loop-bound: depth: the repr stack is bounded by the recursion limit */
    for (size_t i = 0; i < vm->repr_len; i++)
        if (vm->repr_stack[i] == o) return 1;
    if (vm->repr_len == vm->repr_cap) {
        size_t ncap = vm->repr_cap ? vm->repr_cap * 2 : 16;
        pe_obj **s = pe_mem_realloc(&vm->mem, vm->repr_stack, vm->repr_cap * sizeof *s,
                                    ncap * sizeof *s);
        if (!s) {
            pe_err_nomem(vm);
            return -1;
        }
        vm->repr_stack = s;
        vm->repr_cap = ncap;
    }
    vm->repr_stack[vm->repr_len++] = o;
    return 0;
}

void pe_op_repr_leave(pe_vm *vm, pe_obj *o) {
    /* normally the top; search backwards in case of an unusual nesting */
    /* loop-bound: depth: the repr stack is bounded by the recursion limit */
    for (size_t i = vm->repr_len; i-- > 0;) {
        if (vm->repr_stack[i] == o) {
            memmove(&vm->repr_stack[i], &vm->repr_stack[i + 1],
                    (vm->repr_len - i - 1) * sizeof *vm->repr_stack);
            vm->repr_len--;
            return;
        }
    }
}

int pe_op_hash(pe_vm *vm, pe_value v, int64_t *out) {
    pe_type *t = pe_type_of(vm, v);
    if (!t->hash) {
        pe_err_format(vm, PE_EXC_TypeError, "unhashable type: '%s'", t->name);
        return -1;
    }
    if (__builtin_expect(pe_cstack_low(vm), 0)) {
        seg_op c = {vm, SEG_HASH, PE_CMP_EQ, v, PE_NULL, PE_NULL, out, 0};
        op_on_segment(&c);
        return c.rc;
    }
    if (t->hash(vm, v, out) < 0) return -1;
    if (*out == -1) *out = -2;
    return 0;
}

int64_t pe_op_len(pe_vm *vm, pe_value v) {
    pe_type *t = pe_type_of(vm, v);
    if (!t->len) {
        pe_err_format(vm, PE_EXC_TypeError, "object of type '%.200s' has no len()",
                      t->name);
        return -1;
    }
    return t->len(vm, v);
}

/* ---- attributes --------------------------------------------------------------------- */

pe_value pe_op_getattr(pe_vm *vm, pe_value v, pe_str *name) {
    pe_type *t = pe_type_of(vm, v);
    if (t->getattr) return t->getattr(vm, v, name);
    return pe_object_generic_getattr(vm, v, name);
}

pe_value pe_op_getattr_cstr(pe_vm *vm, pe_value v, const char *name) {
    pe_str *s = pe_intern(vm, name, strlen(name));
    if (!s) return pe_err_nomem(vm);
    return pe_op_getattr(vm, v, s);
}

int pe_op_setattr(pe_vm *vm, pe_value v, pe_str *name, pe_value value) {
    pe_type *t = pe_type_of(vm, v);
    if (t->setattr) return t->setattr(vm, v, name, value);
    return pe_object_generic_setattr(vm, v, name, value);
}

/* ---- items -------------------------------------------------------------------------- */

pe_value pe_op_getitem(pe_vm *vm, pe_value v, pe_value key) {
    pe_type *t = pe_type_of(vm, v);
    if (t->getitem) return t->getitem(vm, v, key);
    if (pe_type_check(vm, v)) {
        /* cls[key]: __class_getitem__ (an implicit classmethod), or types.GenericAlias
         * for the builtin generic containers */
        pe_type *cls = (pe_type *)v.u.o;
        pe_value cg = pe_type_lookup(vm, cls, vm->ids[PE_ID_class_getitem]);
        if (!pe_is_null(cg)) {
            pe_type *ct = pe_type_of(vm, cg);
            if (ct == vm->types[PE_TYPE_FUNCTION]) {
                pe_value a[2] = {v, key};
                return pe_op_call(vm, cg, a, 2, NULL);
            }
            /* a builtin classmethod (list.__class_getitem__) binds to the subscripted
             * class, which may be a subclass */
            pe_value bound = ct == vm->types[PE_TYPE_BUILTIN_FUNCTION]
                                 ? pe_builtin_bind(vm, (pe_builtin *)cg.u.o, v)
                             : ct->descr_get ? ct->descr_get(vm, cg, PE_NULL, cls)
                                             : pe_incref(cg);
            if (pe_is_null(bound)) return bound;
            pe_value r = pe_op_call(vm, bound, &key, 1, NULL);
            pe_decref(vm, bound);
            return r;
        }
        static const pe_type_kind generic[] = {
            PE_TYPE_LIST,      PE_TYPE_DICT, PE_TYPE_TUPLE,    PE_TYPE_SET,
            PE_TYPE_FROZENSET, PE_TYPE_TYPE, PE_TYPE_ENUMERATE};
        /* loop-bound: const */
        for (size_t i = 0; i < sizeof generic / sizeof *generic; i++)
            if (cls == vm->types[generic[i]]) return pe_generic_alias_new(vm, v, key);
        return pe_err_format(vm, PE_EXC_TypeError, "type '%s' is not subscriptable",
                             cls->name);
    }
    return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not subscriptable", t->name);
}

int pe_op_setitem(pe_vm *vm, pe_value v, pe_value key, pe_value value) {
    pe_type *t = pe_type_of(vm, v);
    if (t->setitem) return t->setitem(vm, v, key, value);
    pe_err_format(vm, PE_EXC_TypeError, "'%s' object does not support item assignment",
                  t->name);
    return -1;
}

int pe_op_delitem(pe_vm *vm, pe_value v, pe_value key) {
    pe_type *t = pe_type_of(vm, v);
    if (t->setitem) return t->setitem(vm, v, key, PE_NULL);
    /* CPython says "doesn't" from PySequence_DelItem (a type with the sequence protocol
     * and an index key), "does not" from PyObject_DelItem's fallback */
    int seq = t->len || t->contains || (t->tflags & PE_TPF_HEAPTYPE);
    int idx = key.tag == PE_T_INT || key.tag == PE_T_BOOL || pe_type_of(vm, key)->index;
    pe_err_format(vm, PE_EXC_TypeError,
                  seq && idx ? "'%s' object doesn't support item deletion"
                             : "'%s' object does not support item deletion",
                  t->name);
    return -1;
}

/* ---- iteration ---------------------------------------------------------------------- */

pe_value pe_op_iter(pe_vm *vm, pe_value v) {
    pe_type *t = pe_type_of(vm, v);
    if (t->iter) {
        pe_value it = t->iter(vm, v);
        if (pe_is_null(it)) return it;
        if (!pe_type_of(vm, it)->iternext) {
            pe_err_format(vm, PE_EXC_TypeError, "iter() returned non-iterator of type '%s'",
                          pe_op_typename(vm, it));
            pe_decref(vm, it);
            return PE_NULL;
        }
        return it;
    }
    /* the old protocol: __getitem__ with 0, 1, 2, ... until IndexError (only for
     * types that are sequences by __getitem__, not dict-like builtins without iter) */
    if (t->getitem) return pe_seqiter_new(vm, v);
    return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not iterable", t->name);
}

pe_value pe_op_next(pe_vm *vm, pe_value it) {
    pe_type *t = pe_type_of(vm, it);
    if (!t->iternext)
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not an iterator",
                             t->name);
    if (__builtin_expect(pe_cstack_low(vm), 0)) {
        seg_op c = {vm, SEG_NEXT, PE_CMP_EQ, it, PE_NULL, PE_NULL, NULL, 0};
        op_on_segment(&c);
        return c.r;
    }
    pe_value r = t->iternext(vm, it);
    if (pe_is_null(r) && pe_err_occurred(vm) && pe_err_matches(vm, PE_EXC_StopIteration))
        pe_err_clear(vm);
    return r;
}

int pe_op_contains(pe_vm *vm, pe_value container, pe_value item) {
    pe_type *t = pe_type_of(vm, container);
    /* a str subclass instance searched in a str: its text (subclass.h) */
    if (t == vm->types[PE_TYPE_STR] && pe_subclass_is_wrapper(item))
        item = pe_subclass_unwrap(item);
    if (t->contains) return t->contains(vm, container, item);
    if (!t->iter && !t->getitem) {
        pe_err_format(vm, PE_EXC_TypeError, "argument of type '%s' is not iterable",
                      t->name);
        return -1;
    }
    pe_value it = pe_op_iter(vm, container);
    if (pe_is_null(it)) return -1;
    int found = 0;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) {
            found = -1;
            break;
        }
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) found = -1;
            break;
        }
        int eq = pe_op_eq(vm, x, item);
        pe_decref(vm, x);
        if (eq != 0) {
            found = eq;
            break;
        }
    }
    pe_decref(vm, it);
    return found;
}

/* ---- calls -------------------------------------------------------------------------- */

pe_value pe_op_call(pe_vm *vm, pe_value callable, const pe_value *args, size_t nargs,
                    pe_obj *kwnames) {
    pe_type *t = pe_type_of(vm, callable);
    if (!t->call)
        return pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not callable", t->name);
    char probe;
    if ((uintptr_t)&probe < vm->stack_limit) return pe_err_limit(vm, PE_LIMIT_STACK);
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    return t->call(vm, callable, args, nargs, kwnames);
}

pe_value pe_op_call_method(pe_vm *vm, pe_value self, const char *name, const pe_value *args,
                           size_t nargs) {
    pe_value m = pe_op_getattr_cstr(vm, self, name);
    if (pe_is_null(m)) return m;
    pe_value r = pe_op_call(vm, m, args, nargs, NULL);
    pe_decref(vm, m);
    return r;
}

pe_value pe_op_call_special(pe_vm *vm, pe_value self, const char *name,
                            const pe_value *args, size_t nargs) {
    pe_str *s = pe_intern(vm, name, strlen(name));
    if (!s) return pe_err_nomem(vm);
    pe_type *t = pe_type_of(vm, self);
    pe_value m = pe_type_lookup(vm, t, s);
    if (pe_is_null(m))
        return pe_err_format(vm, PE_EXC_AttributeError,
                             "'%.50s' object has no attribute '%s'", t->name, name);
    m = pe_object_bind(vm, m, self);
    if (pe_is_null(m)) return m;
    pe_value r = pe_op_call(vm, m, args, nargs, NULL);
    pe_decref(vm, m);
    return r;
}

/* ---- numbers ------------------------------------------------------------------------ */

pe_value pe_op_index(pe_vm *vm, pe_value v) {
    if (v.tag == PE_T_INT) return v;
    if (v.tag == PE_T_BOOL) return pe_int(v.u.i);
    /* an int subclass is an int already: its value, without calling __index__
     * (CPython's PyNumber_Index) */
    if (pe_subclass_is_wrapper(v)) {
        pe_value inner = pe_subclass_unwrap(v);
        if (pe_int_check(vm, inner)) return pe_incref(inner);
    }
    pe_type *t = pe_type_of(vm, v);
    if (t->index) return t->index(vm, v);
    return pe_err_format(vm, PE_EXC_TypeError,
                         "'%s' object cannot be interpreted as an integer", t->name);
}

int pe_op_index_i64(pe_vm *vm, pe_value v, int64_t *out) {
    if (v.tag == PE_T_INT || v.tag == PE_T_BOOL) {
        *out = v.u.i;
        return 0;
    }
    pe_value i = pe_op_index(vm, v);
    if (pe_is_null(i)) return -1;
    if (i.tag == PE_T_INT) {
        *out = i.u.i;
        return 0;
    }
    /* the header's contract, which the callers test for; CPython's message for its
     * Py_ssize_t arguments (str.ljust, list.insert, ...) */
    pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C ssize_t");
    pe_decref(vm, i);
    return -1;
}

int pe_op_index_int(pe_vm *vm, pe_value v, int64_t *out) {
    int r = pe_op_index_i64(vm, v, out);
    if ((r < 0 && pe_err_matches(vm, PE_EXC_OverflowError)) ||
        (r == 0 && (*out > INT_MAX || *out < INT_MIN))) {
        if (r < 0) pe_err_clear(vm);
        pe_err_set(vm, PE_EXC_OverflowError, "Python int too large to convert to C int");
        return -1;
    }
    return r;
}

int pe_op_index_low32(pe_vm *vm, pe_value v, uint32_t *out) {
    pe_value i = pe_op_index(vm, v);
    if (pe_is_null(i)) return -1;
    pe_value m = pe_op_binary(vm, PE_OP_BITAND, i, pe_int(0xffffffffLL));
    pe_decref(vm, i);
    if (pe_is_null(m)) return -1;
    int64_t x = 0;
    (void)pe_int_as_i64(m, &x); /* in 0..2**32-1, so it fits */
    pe_decref(vm, m);
    *out = (uint32_t)x;
    return 0;
}

int pe_op_index_clamped(pe_vm *vm, pe_value v, int64_t *out) {
    pe_value i = pe_op_index(vm, v);
    if (pe_is_null(i)) return -1;
    (void)pe_int_as_i64(i, out); /* INT64_MAX or INT64_MIN by sign when it does not fit */
    pe_decref(vm, i);
    return 0;
}
