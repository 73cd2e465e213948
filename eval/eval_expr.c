/*
 * eval_expr.c - the expression evaluator: one function per node kind, dispatched
 * through a table indexed by kind, plus assignment and deletion of targets.
 *
 * Every evaluator returns a new reference or PE_NULL with an exception pending. Before
 * an operation that can raise, it sets f->cur to its node, so the traceback entry of
 * the frame points at the innermost failing expression (CPython's caret position).
 */
#include <stdio.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/complex.h"
#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/metaclass.h"
#include "../builtins/set.h"
#include "../builtins/slice.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "args.h"
#include "cstack.h"
#include "exc.h"
#include "frame.h"
#include "gc.h"
#include "gen.h"
#include "host.h"
#include "ops.h"
#include "traceback.h"
#include "vm.h"

typedef pe_value (*pe_expr_fn)(pe_frame *f, const pe_node *n);

static pe_value not_supported(pe_frame *f, const pe_node *n, const char *what) {
    f->cur = n;
    return pe_err_format(f->vm, PE_EXC_NotImplementedError, "%s is not supported yet",
                         what);
}

/* ---- constants ---------------------------------------------------------------------- */

/* The first evaluation of a str, bytes or big int constant: made once and cached in
 * the node, owned by its module. Out of line, to keep eval_constant small. */
static __attribute__((noinline)) pe_value constant_first(pe_frame *f, const pe_node *n) {
    const pe_const *c = &n->u.c;
    pe_vm *vm = f->vm;
    pe_value v;
    if (c->kind == PE_CONST_STR)
        v = pe_str_value(vm, c->s, c->len);
    else if (c->kind == PE_CONST_BYTES)
        v = pe_bytes_new(vm, c->s, c->len);
    else
        v = pe_int_from_text(vm, c->s, c->len, c->base, PE_NULL);
    if (pe_is_null(v)) return v;
    if (!pe_is_obj(v)) return v; /* cannot happen for a true bigint; be safe */
    if (pe_vm_ast_keep(vm, f->ast, pe_incref(v)) < 0) {
        pe_decref(vm, v);
        return PE_NULL;
    }
    ((pe_node *)n)->u.c.cache = v.u.o;
    return v;
}

static pe_value eval_constant(pe_frame *f, const pe_node *n) {
    const pe_const *c = &n->u.c;
    pe_vm *vm = f->vm;
    switch (c->kind) {
    case PE_CONST_NONE: return PE_NONE;
    case PE_CONST_TRUE: return PE_TRUE;
    case PE_CONST_FALSE: return PE_FALSE;
    case PE_CONST_INT: return pe_int(c->i);
    case PE_CONST_FLOAT: return pe_float(c->f);
    case PE_CONST_ELLIPSIS: return pe_incref(vm->ellipsis);
    case PE_CONST_STR:
    case PE_CONST_BYTES:
    case PE_CONST_BIGINT:
        if (c->cache) return pe_incref(pe_obj_value((pe_obj *)c->cache));
        return constant_first(f, n);
    case PE_CONST_IMAG: return pe_complex_new(vm, 0.0, c->f);
    }
    return not_supported(f, n, "this constant");
}

/* ---- names -------------------------------------------------------------------------- */

static pe_value unbound_local(pe_frame *f, const pe_node *n) {
    f->cur = n;
    return pe_err_format(
        f->vm, PE_EXC_UnboundLocalError,
        "cannot access local variable '%s' where it is not associated with a "
        "value",
        n->u.name.id->data);
}

static pe_value name_error(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    f->cur = n;
    pe_err_format(vm, PE_EXC_NameError, "name '%.200s' is not defined", n->u.name.id->data);
    /* where the traceback's "Did you mean" looks: this frame's names, then globals */
    pe_value e = pe_err_peek(vm);
    if (pe_exc_check(vm, e)) {
        int fast = f->scope && f->scope->kind != PE_SCOPE_MODULE &&
                   f->scope->kind != PE_SCOPE_CLASS;
        pe_exc_set_name_error_scope(vm, e, n->u.name.id, f->ast,
                                    fast ? f->scope->slot_names : NULL,
                                    fast ? f->scope->nlocals : 0, f->globals);
    }
    return PE_NULL;
}

/*
 * The inline cache of a global or builtin name. Scope resolution leaves a Name's slot
 * unused for these scopes, so it holds 1 + the entry index where the name was found
 * last time, with PE_NAME_IN_BUILTINS set when that was the builtins dict:
 *   - in globals: a hit needs the entry at that index to still have this very key
 *     object (a deleted entry has none; any dict that has it there is right to use);
 *   - in builtins: also the name must still be missing from globals, which holds while
 *     the globals dict's version (stored in n->ev) is unchanged, since adding a key
 *     bumps it. Cached only for code running on the VM's main globals, so the version
 *     always belongs to the same dict.
 */
#define PE_NAME_IN_BUILTINS 0x80000000u

static int cached_entry(pe_value dv, uint32_t ix, const pe_str *id, pe_value *out) {
    pe_dict *d = pe_dict_obj(dv);
    if (ix >= d->nentries) return 0;
    pe_dict_entry *e = &d->entries[ix];
    if (e->key.tag != PE_T_OBJ || e->key.u.o != &id->base) return 0;
    *out = e->value;
    return 1;
}

static pe_value load_global(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_str *id = n->u.name.id;
    uint32_t c = n->u.name.slot;
    pe_value v;
    if (c && !(c & PE_NAME_IN_BUILTINS)) {
        if (cached_entry(f->globals, c - 1, id, &v)) return pe_incref(v);
    } else if (c && pe_is(f->globals, vm->globals) &&
               (uint64_t)(uintptr_t)n->ev == pe_dict_obj(f->globals)->version) {
        if (cached_entry(vm->builtins, (c & ~PE_NAME_IN_BUILTINS) - 1, id, &v))
            return pe_incref(v);
    }
    pe_node *w = (pe_node *)n; /* the cache is the evaluator's to write */
    int64_t ix = pe_dict_str_index(vm, f->globals, id);
    if (ix >= 0) {
        if (ix < PE_NAME_IN_BUILTINS - 1) w->u.name.slot = (uint32_t)ix + 1;
        return pe_incref(pe_dict_obj(f->globals)->entries[ix].value);
    }
    ix = pe_dict_str_index(vm, vm->builtins, id);
    if (ix < 0 && vm->lookup) {
        /* the host's lazy names (pyeval_set_lookup): a value bound as a global, or a
         * host function it defined in the builtins; the slot cache is left alone, so
         * the next load finds the new binding by the slow path above */
        pe_value r = PE_NULL;
        int k = pe_host_lookup(vm, f->globals, id, &r);
        if (k < 0) return PE_NULL;
        if (k == 1) return r;
        if (k == 2) ix = pe_dict_str_index(vm, vm->builtins, id);
    }
    if (ix < 0) return name_error(f, n);
    if (pe_is(f->globals, vm->globals) && ix < PE_NAME_IN_BUILTINS - 1) {
        w->u.name.slot = PE_NAME_IN_BUILTINS | ((uint32_t)ix + 1);
        w->ev = (void *)(uintptr_t)pe_dict_obj(f->globals)->version;
    }
    return pe_incref(pe_dict_obj(vm->builtins)->entries[ix].value);
}

static pe_value load_deref(pe_frame *f, const pe_node *n) {
    pe_cell *c = (pe_cell *)f->slots[n->u.name.slot].u.o;
    if (!pe_is_null(c->v)) return pe_incref(c->v);
    const pe_scope *sc = f->scope;
    f->cur = n;
    if (n->u.name.slot < sc->nlocals + sc->ncells) return unbound_local(f, n);
    return pe_err_format(
        f->vm, PE_EXC_NameError,
        "cannot access free variable '%s' where it is not associated with a "
        "value in enclosing scope",
        n->u.name.id->data);
}

static pe_value eval_name(pe_frame *f, const pe_node *n) {
    switch ((pe_name_scope)n->u.name.scope) {
    case PE_NS_FAST: {
        pe_value v = f->slots[n->u.name.slot];
        if (pe_is_null(v)) return unbound_local(f, n);
        return pe_incref(v);
    }
    case PE_NS_DEREF: return load_deref(f, n);
    case PE_NS_GLOBAL_EXPLICIT:
    case PE_NS_GLOBAL_IMPLICIT: return load_global(f, n);
    case PE_NS_NAME: {
        if (!pe_is_null(f->locals) && !pe_is(f->locals, f->globals)) {
            pe_value v = pe_ns_get(f->vm, f->locals, n->u.name.id);
            if (!pe_is_null(v) || pe_err_occurred(f->vm)) return v;
        }
        return load_global(f, n);
    }
    case PE_NS_CLASSDEREF: {
        pe_value v = pe_ns_get(f->vm, f->locals, n->u.name.id);
        if (!pe_is_null(v) || pe_err_occurred(f->vm)) return v;
        return load_deref(f, n);
    }
    case PE_NS_UNRESOLVED: break;
    }
    f->cur = n;
    return pe_err_format(f->vm, PE_EXC_SystemError, "unresolved name '%s'",
                         n->u.name.id->data);
}

pe_value *pe_eval_name_slot(pe_frame *f, const pe_node *n) {
    switch ((pe_name_scope)n->u.name.scope) {
    case PE_NS_FAST: return &f->slots[n->u.name.slot];
    case PE_NS_NAME:
        if (!pe_is_null(f->locals) && !pe_is(f->locals, f->globals)) return NULL;
        /* module level, where the locals are the globals */
        __attribute__((fallthrough));
    case PE_NS_GLOBAL_EXPLICIT:
    case PE_NS_GLOBAL_IMPLICIT: {
        if (!pe_dict_check(f->vm, f->globals)) return NULL;
        int64_t ix = pe_dict_str_index(f->vm, f->globals, n->u.name.id);
        if (ix < 0) return NULL;
        /* the caller stores through the address: a start-up dict is changed */
        pe_gc_boot_touch(f->vm, f->globals.u.o);
        return &pe_dict_obj(f->globals)->entries[ix].value;
    }
    default: return NULL;
    }
}

static int store_name(pe_frame *f, const pe_node *n, pe_value v) {
    pe_vm *vm = f->vm;
    switch ((pe_name_scope)n->u.name.scope) {
    case PE_NS_FAST: {
        pe_value old = f->slots[n->u.name.slot];
        f->slots[n->u.name.slot] = pe_incref(v);
        pe_decref(vm, old);
        return 0;
    }
    case PE_NS_DEREF:
    case PE_NS_CLASSDEREF: {
        pe_cell *c = (pe_cell *)f->slots[n->u.name.slot].u.o;
        pe_value old = c->v;
        c->v = pe_incref(v);
        pe_decref(vm, old);
        return 0;
    }
    case PE_NS_GLOBAL_EXPLICIT:
    case PE_NS_GLOBAL_IMPLICIT:
        f->cur = n;
        return pe_dict_set_str(vm, f->globals, n->u.name.id, v);
    case PE_NS_NAME: f->cur = n; return pe_ns_set(vm, f->locals, n->u.name.id, v);
    case PE_NS_UNRESOLVED: break;
    }
    pe_err_format(vm, PE_EXC_SystemError, "unresolved name '%s'", n->u.name.id->data);
    return -1;
}

static int delete_name(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    f->cur = n;
    switch ((pe_name_scope)n->u.name.scope) {
    case PE_NS_FAST:
        if (pe_is_null(f->slots[n->u.name.slot])) {
            unbound_local(f, n);
            return -1;
        }
        pe_clear(vm, &f->slots[n->u.name.slot]);
        return 0;
    case PE_NS_DEREF:
    case PE_NS_CLASSDEREF: {
        pe_cell *c = (pe_cell *)f->slots[n->u.name.slot].u.o;
        if (pe_is_null(c->v)) {
            load_deref(f, n);
            return -1;
        }
        pe_clear(vm, &c->v);
        return 0;
    }
    case PE_NS_GLOBAL_EXPLICIT:
    case PE_NS_GLOBAL_IMPLICIT:
    case PE_NS_NAME: {
        pe_value ns = n->u.name.scope == PE_NS_NAME ? f->locals : f->globals;
        int r = pe_ns_del(vm, ns, n->u.name.id);
        if (r < 0) return -1;
        if (r == 0) {
            name_error(f, n);
            return -1;
        }
        return 0;
    }
    case PE_NS_UNRESOLVED: break;
    }
    pe_err_format(vm, PE_EXC_SystemError, "unresolved name '%s'", n->u.name.id->data);
    return -1;
}

/* ---- operators ---------------------------------------------------------------------- */

/* Small-int fast paths for the hottest arithmetic; everything else goes through the
 * generic layer. */
static pe_value eval_binop(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value a = pe_eval_expr(f, n->u.binop.left);
    if (pe_is_null(a)) return a;
    pe_value b = pe_eval_expr(f, n->u.binop.right);
    if (pe_is_null(b)) {
        pe_decref(vm, a);
        return b;
    }
    if (a.tag == PE_T_INT && b.tag == PE_T_INT) {
        int64_t r;
        switch (n->u.binop.op) {
        case PE_OP_ADD:
            if (!__builtin_add_overflow(a.u.i, b.u.i, &r)) return pe_int(r);
            break;
        case PE_OP_SUB:
            if (!__builtin_sub_overflow(a.u.i, b.u.i, &r)) return pe_int(r);
            break;
        case PE_OP_MULT:
            if (!__builtin_mul_overflow(a.u.i, b.u.i, &r)) return pe_int(r);
            break;
        default: break;
        }
    }
    f->cur = n;
    pe_value r = pe_op_binary(vm, n->u.binop.op, a, b);
    pe_decref(vm, a);
    pe_decref(vm, b);
    return r;
}

static pe_value eval_unaryop(pe_frame *f, const pe_node *n) {
    pe_value a = pe_eval_expr(f, n->u.unop.operand);
    if (pe_is_null(a)) return a;
    if (n->u.unop.op == PE_UOP_USUB && a.tag == PE_T_INT && a.u.i != INT64_MIN)
        return pe_int(-a.u.i);
    f->cur = n;
    pe_value r = pe_op_unary(f->vm, n->u.unop.op, a);
    pe_decref(f->vm, a);
    return r;
}

static pe_value eval_boolop(pe_frame *f, const pe_node *n) {
    const pe_node_list *vals = &n->u.boolop.values;
    int is_and = n->u.boolop.op == PE_BOOL_AND;
    pe_value v = PE_NULL;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < vals->n; i++) {
        v = pe_eval_expr(f, vals->v[i]);
        if (pe_is_null(v) || i == vals->n - 1) return v;
        f->cur = n;
        int t = pe_op_truth(f->vm, v);
        if (t < 0) {
            pe_decref(f->vm, v);
            return PE_NULL;
        }
        if (t != is_and) return v;
        pe_decref(f->vm, v);
    }
    return v;
}

/* One comparison step; returns a new reference (is/in give bools). */
static pe_value compare_one(pe_vm *vm, pe_cmpop op, pe_value a, pe_value b) {
    switch (op) {
    case PE_CMP_IS: return pe_bool(pe_is(a, b));
    case PE_CMP_IS_NOT: return pe_bool(!pe_is(a, b));
    case PE_CMP_IN:
    case PE_CMP_NOT_IN: {
        int r = pe_op_contains(vm, b, a);
        if (r < 0) return PE_NULL;
        return pe_bool(op == PE_CMP_IN ? r : !r);
    }
    default:
        if (a.tag == PE_T_INT && b.tag == PE_T_INT) {
            int r = pe_op_compare_bool(vm, op, a, b);
            return pe_bool(r);
        }
        return pe_op_compare(vm, op, a, b);
    }
}

static pe_value eval_compare(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value left = pe_eval_expr(f, n->u.compare.left);
    if (pe_is_null(left)) return left;
    uint32_t nops = n->u.compare.comparators.n;
    pe_value result = PE_NULL;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < nops; i++) {
        pe_value right = pe_eval_expr(f, n->u.compare.comparators.v[i]);
        if (pe_is_null(right)) {
            pe_decref(vm, left);
            return right;
        }
        f->cur = n;
        result = compare_one(vm, n->u.compare.ops[i], left, right);
        pe_decref(vm, left);
        left = right;
        if (pe_is_null(result)) break;
        if (i + 1 < nops) {
            int t = result.tag == PE_T_BOOL ? (int)result.u.i : pe_op_truth(vm, result);
            if (t < 0) {
                pe_clear(vm, &result);
                break;
            }
            if (!t) break;
            pe_decref(vm, result);
        }
    }
    pe_decref(vm, left);
    return result;
}

/* The last comparison in the compiled order of condition e (its jump decomposition),
 * or NULL. */
static const pe_node *last_compare(const pe_node *e);
const pe_node *pe_cond_last_compare(const pe_node *e) {
    return last_compare(e);
}

/* recursion-bound: source: recursion over the operands of one boolean expression */
static const pe_node *last_compare(const pe_node *e) {
    switch ((pe_node_kind)e->kind) {
    case PE_N_COMPARE: return e;
    case PE_N_UNARY_OP:
        return e->u.unop.op == PE_UOP_NOT ? last_compare(e->u.unop.operand) : NULL;
    case PE_N_BOOL_OP:
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = e->u.boolop.values.n; i-- > 0;) {
            const pe_node *r = last_compare(e->u.boolop.values.v[i]);
            if (r) return r;
        }
        return NULL;
    case PE_N_IF_EXP: {
        const pe_node *r = last_compare(e->u.ifexp.orelse);
        if (!r) r = last_compare(e->u.ifexp.body);
        return r ? r : last_compare(e->u.ifexp.test);
    }
    default: return NULL;
    }
}

/* The truth of a condition, the way CPython 3.11's compiler_jump_if compiles it: `not`,
 * `and`/`or` and conditional expressions become jumps on their operands (each operand's
 * truth taken once, no BoolOp value is built). Where a failing __bool__/__len__ is
 * reported follows CPython's locations: a comparison operand at itself; any other
 * operand at the last comparison compiled before it in the same condition (the jump
 * inherits that location), else at the statement/expression owning the condition.
 * *site carries that location along (it is static: a comparison skipped by a short
 * circuit still counts). */
/* recursion-bound: source: recursion over the operands of one boolean expression */
static int cond_at(pe_frame *f, const pe_node *e, const pe_node **site) {
    int t = 0;
    switch ((pe_node_kind)e->kind) {
    case PE_N_UNARY_OP:
        if (e->u.unop.op != PE_UOP_NOT) break;
        t = cond_at(f, e->u.unop.operand, site);
        return t < 0 ? t : !t;
    case PE_N_BOOL_OP: {
        int is_and = e->u.boolop.op == PE_BOOL_AND;
        const pe_node_list *vals = &e->u.boolop.values;
        t = is_and;
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < vals->n; i++) {
            t = cond_at(f, vals->v[i], site);
            if (t < 0 || t != is_and) break;
        }
        break;
    }
    case PE_N_IF_EXP:
        t = cond_at(f, e->u.ifexp.test, site);
        if (t >= 0) t = cond_at(f, t ? e->u.ifexp.body : e->u.ifexp.orelse, site);
        break;
    default: {
        pe_value v = pe_eval_expr(f, e);
        if (pe_is_null(v)) return -1;
        if (v.tag == PE_T_BOOL) {
            t = (int)v.u.i;
        } else {
            f->cur = e->kind == PE_N_COMPARE ? e : *site;
            t = pe_op_truth(f->vm, v);
        }
        pe_decref(f->vm, v);
        if (e->kind == PE_N_COMPARE) *site = e;
        return t;
    }
    }
    if (e->kind == PE_N_BOOL_OP || e->kind == PE_N_IF_EXP) {
        const pe_node *lc = last_compare(e);
        if (lc && t >= 0) *site = lc;
        return t;
    }
    /* a unary operator other than `not`: an ordinary operand */
    pe_value v = pe_eval_expr(f, e);
    if (pe_is_null(v)) return -1;
    f->cur = *site;
    t = pe_op_truth(f->vm, v);
    pe_decref(f->vm, v);
    return t;
}

int pe_eval_cond(pe_frame *f, const pe_node *e, const pe_node *site) {
    return cond_at(f, e, &site);
}

static pe_value eval_ifexp(pe_frame *f, const pe_node *n) {
    int b = pe_eval_cond(f, n->u.ifexp.test, n);
    if (b < 0) return PE_NULL;
    return pe_eval_expr(f, b ? n->u.ifexp.body : n->u.ifexp.orelse);
}

static pe_value eval_named(pe_frame *f, const pe_node *n) {
    pe_value v = pe_eval_expr(f, n->u.named.value);
    if (pe_is_null(v)) return v;
    if (store_name(f, n->u.named.target, v) < 0) {
        pe_decref(f->vm, v);
        return PE_NULL;
    }
    return v;
}

/* ---- displays ----------------------------------------------------------------------- */

/* The items of a `**m` operand as a dict: m itself (new reference) when it is a dict,
 * else a new dict filled from m.keys() and m[key], as CPython's dict_merge does.
 * PE_NULL with *not_mapping = 1 (error cleared) when that raised AttributeError (CPython
 * turns it into "... is not a mapping" / "argument after ** must be a mapping"), or
 * with the error pending otherwise. */
static pe_value mapping_as_dict(pe_vm *vm, pe_value m, int *not_mapping) {
    *not_mapping = 0;
    if (pe_dict_check(vm, m)) return pe_incref(m);
    pe_value d = PE_NULL, keys = PE_NULL, it = PE_NULL;
    keys = pe_op_call_method(vm, m, "keys", NULL, 0);
    if (pe_is_null(keys)) goto fail;
    it = pe_op_iter(vm, keys);
    if (pe_is_null(it)) goto fail;
    d = pe_dict_new(vm);
    if (pe_is_null(d)) goto fail;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value k = pe_op_next(vm, it);
        if (pe_is_null(k)) {
            if (pe_err_occurred(vm)) goto fail;
            break;
        }
        pe_value v = pe_op_getitem(vm, m, k);
        int r = pe_is_null(v) ? -1 : pe_dict_set(vm, d, k, v);
        pe_decref(vm, k);
        pe_decref(vm, v);
        if (r < 0) goto fail;
    }
    pe_decref(vm, keys);
    pe_decref(vm, it);
    return d;
fail:
    if (!pe_err_is_limit(vm) && pe_err_matches(vm, PE_EXC_AttributeError)) {
        pe_err_clear(vm);
        *not_mapping = 1;
    }
    pe_decref(vm, keys);
    pe_decref(vm, it);
    pe_decref(vm, d);
    return PE_NULL;
}

/* Appends the values of the elements of display n (expanding *starred) to list.
 * Errors of a *operand are reported at the display, as CPython does. 0 or -1. */
static int extend_elts(pe_frame *f, pe_value list, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node_list *elts = &n->u.seq.elts;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < elts->n; i++) {
        const pe_node *e = elts->v[i];
        if (e->kind == PE_N_STARRED) {
            pe_value it = pe_eval_expr(f, e->u.unary.value);
            if (pe_is_null(it)) return -1;
            f->cur = n;
            if (n->kind != PE_N_SET && pe_type_of(vm, it)->iter == NULL &&
                pe_type_lookup(vm, pe_type_of(vm, it), vm->ids[PE_ID_getitem]).tag ==
                    PE_T_NULL) {
                /* LIST_EXTEND's message for a non-iterable operand */
                pe_err_format(vm, PE_EXC_TypeError,
                              "Value after * must be an iterable, not %s",
                              pe_op_typename(vm, it));
                pe_decref(vm, it);
                return -1;
            }
            int r = pe_list_extend(vm, list, it);
            pe_decref(vm, it);
            if (r < 0) return -1;
        } else {
            pe_value v = pe_eval_expr(f, e);
            if (pe_is_null(v)) return -1;
            if (pe_list_append_steal(vm, list, v) < 0) return -1;
        }
    }
    return 0;
}

static int has_starred(const pe_node_list *elts) {
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < elts->n; i++)
        if (elts->v[i]->kind == PE_N_STARRED) return 1;
    return 0;
}

/* Is e a constant to CPython 3.11's compiler after its AST folding (a literal, a
 * unary operator on one, a tuple of them)? Binary operators are not followed. */
/* recursion-bound: source: the depth of one expression of the program text */
static int is_folded_const(const pe_node *e) {
    if (e->kind == PE_N_CONSTANT) return 1;
    if (e->kind == PE_N_UNARY_OP)
        return e->u.unop.op != PE_UOP_NOT && is_folded_const(e->u.unop.operand);
    if (e->kind != PE_N_TUPLE) return 0;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < e->u.seq.elts.n; i++)
        if (!is_folded_const(e->u.seq.elts.v[i])) return 0;
    return 1;
}

/* The capacity a list display starts with, as CPython 3.11's bytecode makes it (which
 * sys.getsizeof shows): more than 2 constants are one LIST_EXTEND of a constant tuple
 * (the length rounded up to even); more than 30 items, or items after a *starred one,
 * are appended (from empty, or from the items before the first star). */
static size_t list_display_cap(const pe_node_list *elts) {
    uint32_t n = elts->n, star = n;
    int consts = n > 2;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n; i++) {
        if (elts->v[i]->kind == PE_N_STARRED && star == n) star = i;
        if (consts && !is_folded_const(elts->v[i])) consts = 0;
    }
    if (consts) return ((size_t)n + 1) & ~(size_t)1;
    if (n > 30) return 0;
    return star;
}

static pe_value eval_list(pe_frame *f, const pe_node *n) {
    pe_value list = pe_list_new(f->vm, list_display_cap(&n->u.seq.elts));
    if (pe_is_null(list)) return list;
    if (extend_elts(f, list, n) < 0) {
        pe_decref(f->vm, list);
        return PE_NULL;
    }
    return list;
}

static pe_value eval_tuple(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node_list *elts = &n->u.seq.elts;
    if (has_starred(elts)) {
        pe_value list = eval_list(f, n);
        if (pe_is_null(list)) return list;
        pe_value t = pe_list_as_tuple(vm, list);
        pe_decref(vm, list);
        return t;
    }
    pe_value t = pe_tuple_new(vm, elts->n);
    if (pe_is_null(t)) return t;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < elts->n; i++) {
        pe_value v = pe_eval_expr(f, elts->v[i]);
        if (pe_is_null(v)) {
            /* loop-bound: source: bounded by one node of the program text */
            for (uint32_t j = i; j < elts->n; j++)
                pe_tuple_set_item(t, j, PE_NONE);
            pe_decref(vm, t);
            return PE_NULL;
        }
        pe_tuple_set_item(t, i, v);
    }
    return t;
}

/* Evaluates pairs [begin, end) of a dict display into d as CPython's compiler_subdict
 * does: a group of more than 15 pairs ("big": 2n > STACK_USE_GUIDELINE 30) inserts
 * each pair as soon as it is evaluated (MAP_ADD); a smaller group evaluates every key
 * and value first, then inserts them in order (BUILD_MAP), so a later value's error
 * wins over an earlier unhashable key. 0 or -1. */
static int dict_group(pe_frame *f, const pe_node *n, pe_value d, uint32_t begin,
                      uint32_t end) {
    pe_vm *vm = f->vm;
    uint32_t cnt = end - begin;
    if (cnt * 2 > 30) {
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = begin; i < end; i++) {
            pe_value k = pe_eval_expr(f, n->u.dict.keys.v[i]);
            if (pe_is_null(k)) return -1;
            pe_value v = pe_eval_expr(f, n->u.dict.values.v[i]);
            if (pe_is_null(v)) {
                pe_decref(vm, k);
                return -1;
            }
            f->cur = n;
            int r = pe_dict_set(vm, d, k, v);
            pe_decref(vm, k);
            pe_decref(vm, v);
            if (r < 0) return -1;
        }
        return 0;
    }
    pe_value kv[30];
    uint32_t got = 0;
    int r = 0;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = begin; i < end; i++) {
        kv[got] = pe_eval_expr(f, n->u.dict.keys.v[i]);
        if (pe_is_null(kv[got])) goto out_err;
        got++;
        kv[got] = pe_eval_expr(f, n->u.dict.values.v[i]);
        if (pe_is_null(kv[got])) goto out_err;
        got++;
    }
    f->cur = n;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < got && r == 0; i += 2)
        r = pe_dict_set(vm, d, kv[i], kv[i + 1]);
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < got; i++)
        pe_decref(vm, kv[i]);
    return r;
out_err:
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < got; i++)
        pe_decref(vm, kv[i]);
    return -1;
}

/* A dict display, grouped as CPython's compiler_dict does: runs of key: value pairs
 * (split every 17 pairs) and ** operands merged in source order. */
static pe_value eval_dict(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value d = pe_dict_new(vm);
    if (pe_is_null(d)) return d;
    uint32_t npairs = n->u.dict.values.n, elements = 0;
    for (uint32_t i = 0; i < npairs; i++) {
        const pe_node *kn = n->u.dict.keys.v[i];
        if (!kn) {
            if (elements && dict_group(f, n, d, i - elements, i) < 0) goto fail;
            elements = 0;
            pe_value m = pe_eval_expr(f, n->u.dict.values.v[i]);
            if (pe_is_null(m)) goto fail;
            f->cur = n; /* CPython blames the whole display */
            int notmap;
            pe_value md = mapping_as_dict(vm, m, &notmap);
            if (notmap)
                pe_err_format(vm, PE_EXC_TypeError, "'%s' object is not a mapping",
                              pe_op_typename(vm, m));
            pe_decref(vm, m);
            if (pe_is_null(md)) goto fail;
            int r = pe_dict_update(vm, d, md);
            pe_decref(vm, md);
            if (r < 0) goto fail;
            continue;
        }
        if (elements * 2 > 30) {
            if (dict_group(f, n, d, i - elements, i + 1) < 0) goto fail;
            elements = 0;
        } else {
            elements++;
        }
    }
    if (elements && dict_group(f, n, d, npairs - elements, npairs) < 0) goto fail;
    return d;
fail:
    pe_decref(vm, d);
    return PE_NULL;
}

/* Would CPython's AST optimizer turn this expression into a constant (-1, 2*3, (1, 2))? */
/* recursion-bound: source: recursion over one set display's constant items */
static int set_item_is_const(const pe_node *e) {
    switch (e->kind) {
    case PE_N_CONSTANT: return 1;
    case PE_N_UNARY_OP: return set_item_is_const(e->u.unop.operand);
    case PE_N_BIN_OP:
        return set_item_is_const(e->u.binop.left) && set_item_is_const(e->u.binop.right);
    case PE_N_TUPLE:
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < e->u.seq.elts.n; i++)
            if (!set_item_is_const(e->u.seq.elts.v[i])) return 0;
        return 1;
    default: return 0;
    }
}

/* Items are evaluated first, then added (BUILD_SET); pe_set_display folds a display of
 * 3+ constants the way CPython's compiler does, which can change the order. */
static pe_value eval_set(pe_frame *f, const pe_node *n) {
    pe_value list = eval_list(f, n);
    if (pe_is_null(list)) return list;
    int fold = n->u.seq.elts.n > 2;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.seq.elts.n && fold; i++)
        fold = set_item_is_const(n->u.seq.elts.v[i]);
    f->cur = n;
    pe_value s = pe_set_display(f->vm, list, fold);
    pe_decref(f->vm, list);
    return s;
}

/* ---- comprehensions ------------------------------------------------------------------ */

/* Runs generator `level` of comprehension n in frame cf; for level 0 the iterator
 * was made in the enclosing frame. */
static int comp_loop(pe_frame *cf, const pe_node *n, uint32_t level, pe_value it,
                     pe_value result) {
    pe_vm *vm = cf->vm;
    const pe_node *gen = n->u.comp.generators.v[level];
    int own = 0;
    if (pe_is_null(it)) {
        pe_value src = pe_eval_expr(cf, gen->u.gen.iter);
        if (pe_is_null(src)) return -1;
        cf->cur = n;
        it = pe_op_iter(vm, src);
        pe_decref(vm, src);
        if (pe_is_null(it)) return -1;
        own = 1;
    }
    int rc = -1;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto out;
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (!pe_err_occurred(vm)) rc = 0;
            goto out;
        }
        int r = pe_eval_assign(cf, gen->u.gen.target, x);
        pe_decref(vm, x);
        if (r < 0) goto out;
        int keep = 1;
        const pe_node *site = n; /* shared by the filters, see cond_at */
        /* loop-bound: charged-before: the charge above in comp_loop covers this trip
         * count */
        for (uint32_t i = 0; i < gen->u.gen.ifs.n && keep; i++) {
            keep = cond_at(cf, gen->u.gen.ifs.v[i], &site);
            if (keep < 0) goto out;
        }
        if (!keep) continue;
        if (level + 1 < n->u.comp.generators.n) {
            if (comp_loop(cf, n, level + 1, PE_NULL, result) < 0) goto out;
            continue;
        }
        if (n->kind == PE_N_DICT_COMP) {
            pe_value k = pe_eval_expr(cf, n->u.comp.elt);
            if (pe_is_null(k)) goto out;
            pe_value v = pe_eval_expr(cf, n->u.comp.value);
            if (pe_is_null(v)) {
                pe_decref(vm, k);
                goto out;
            }
            cf->cur = n; /* MAP_ADD carries the comprehension's location */
            r = pe_dict_set(vm, result, k, v);
            pe_decref(vm, k);
            pe_decref(vm, v);
            if (r < 0) goto out;
        } else {
            pe_value v = pe_eval_expr(cf, n->u.comp.elt);
            if (pe_is_null(v)) goto out;
            if (n->kind == PE_N_SET_COMP) {
                cf->cur = n; /* SET_ADD carries the comprehension's location */
                r = pe_set_add(vm, result, v);
                pe_decref(vm, v);
                if (r < 0) goto out;
            } else if (pe_list_append_steal(vm, result, v) < 0) {
                goto out;
            }
        }
    }
out:
    if (own) pe_decref(vm, it);
    return rc;
}

/*
 * List and dict comprehensions run in their own scope and frame ("<listcomp>"), as in
 * CPython 3.11. A generator expression evaluates its outermost iterable here and
 * becomes a lazy generator object (genexp.c).
 */
static pe_value eval_comp(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_scope *sc = n->u.comp.scope;
    const pe_node *gen0 = n->u.comp.generators.v[0];
    if (gen0->u.gen.is_async) return not_supported(f, n, "async comprehension");
    pe_value src = pe_eval_expr(f, gen0->u.gen.iter);
    if (pe_is_null(src)) return src;
    f->cur = n;
    pe_value it = pe_op_iter(vm, src);
    pe_decref(vm, src);
    if (pe_is_null(it)) return it;
    if (n->kind == PE_N_GENERATOR_EXP) return pe_genexp_new(f, n, it);
    pe_value result = n->kind == PE_N_DICT_COMP  ? pe_dict_new(vm)
                      : n->kind == PE_N_SET_COMP ? pe_set_new(vm, 0)
                                                 : pe_list_new(vm, 0);
    pe_value *slots = NULL;
    if (pe_is_null(result)) goto fail;
    if (vm->cfg.max_depth && vm->depth >= vm->cfg.max_depth) {
        pe_err_set(vm, PE_EXC_RecursionError, "maximum recursion depth exceeded");
        goto fail;
    }
    slots = pe_frame_push_slots(vm, sc->nslots);
    if (!slots) goto fail;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < sc->ncells; i++) {
        pe_cell *c = pe_cell_new(vm, PE_NULL);
        if (!c) goto fail;
        slots[sc->nlocals + i] = pe_obj_value(&c->base);
    }
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t j = 0; j < sc->nfree; j++)
        slots[sc->nlocals + sc->ncells + j] = pe_incref(f->slots[sc->free_from[j]]);

    pe_frame cf = {0};
    cf.back = f;
    cf.vm = vm;
    cf.ast = f->ast;
    cf.scope = sc;
    cf.name = sc->name;
    cf.slots = slots;
    cf.nslots = sc->nslots;
    cf.globals = f->globals;
    cf.locals = PE_NULL;
    cf.func = NULL;
    cf.cur = n;
    cf.retval = PE_NULL;
    vm->frame = &cf;
    vm->depth++;
    int r = comp_loop(&cf, n, 0, it, result);
    if (r < 0) pe_tb_record_frame(vm, &cf, cf.ast, cf.name, cf.cur);
    vm->depth--;
    vm->frame = f;
    pe_frame_pop_slots(vm, slots, sc->nslots);
    slots = NULL;
    if (r < 0) goto fail;
    pe_decref(vm, it);
    return result;
fail:
    if (slots) pe_frame_pop_slots(vm, slots, sc->nslots);
    pe_decref(vm, it);
    pe_decref(vm, result);
    return PE_NULL;
}

/* ---- attribute, subscript, slice ----------------------------------------------------- */

static pe_value eval_attribute(pe_frame *f, const pe_node *n) {
    pe_value o = pe_eval_expr(f, n->u.attr.value);
    if (pe_is_null(o)) return o;
    f->cur = n;
    pe_value r = pe_op_getattr(f->vm, o, n->u.attr.attr);
    pe_decref(f->vm, o);
    return r;
}

static pe_value eval_subscript(pe_frame *f, const pe_node *n) {
    pe_value o = pe_eval_expr(f, n->u.sub.value);
    if (pe_is_null(o)) return o;
    pe_value k = pe_eval_expr(f, n->u.sub.slice);
    if (pe_is_null(k)) {
        pe_decref(f->vm, o);
        return k;
    }
    f->cur = n;
    pe_value r = pe_op_getitem(f->vm, o, k);
    pe_decref(f->vm, o);
    pe_decref(f->vm, k);
    return r;
}

static pe_value eval_slice(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value parts[3] = {PE_NONE, PE_NONE, PE_NONE};
    const pe_node *src[3] = {n->u.slice.lower, n->u.slice.upper, n->u.slice.step};
    /* loop-bound: const */
    for (int i = 0; i < 3; i++) {
        if (!src[i]) continue;
        parts[i] = pe_eval_expr(f, src[i]);
        if (pe_is_null(parts[i])) {
            /* loop-bound: source: bounded by one node of the program text */
            for (int j = 0; j < i; j++)
                pe_decref(vm, parts[j]);
            return PE_NULL;
        }
    }
    pe_value s = pe_slice_new(vm, parts[0], parts[1], parts[2]);
    /* loop-bound: const */
    for (int i = 0; i < 3; i++)
        pe_decref(vm, parts[i]);
    return s;
}

static pe_value eval_starred(pe_frame *f, const pe_node *n) {
    f->cur = n;
    return pe_err_set(f->vm, PE_EXC_SyntaxError, "can't use starred expression here");
}

/* ---- calls -------------------------------------------------------------------------- */

/* A growable argument buffer: positional values, then keyword values, each owned. */
typedef struct argbuf {
    pe_value *v;
    size_t n, cap;
    pe_value small[8];
} argbuf;

static int argbuf_push(pe_vm *vm, argbuf *b, pe_value v) {
    if (b->n == b->cap) {
        size_t ncap = b->cap * 2;
        pe_value *nv;
        if (b->v == b->small) {
            nv = pe_mem_alloc(&vm->mem, ncap * sizeof *nv);
            if (nv) memcpy(nv, b->v, b->n * sizeof *nv);
        } else {
            nv = pe_mem_realloc(&vm->mem, b->v, b->cap * sizeof *nv, ncap * sizeof *nv);
        }
        if (!nv) {
            pe_decref(vm, v);
            pe_err_nomem(vm);
            return -1;
        }
        b->v = nv;
        b->cap = ncap;
    }
    b->v[b->n++] = v;
    return 0;
}

static void argbuf_free(pe_vm *vm, argbuf *b) {
    /* loop-bound: per-object: argbuf_free runs once per object */
    for (size_t i = 0; i < b->n; i++)
        pe_decref(vm, b->v[i]);
    if (b->v != b->small) pe_mem_free(&vm->mem, b->v, b->cap * sizeof *b->v);
}

/* The "mod.f()" description CPython uses in call-site errors (_PyObject_FunctionStr):
 * the qualname, prefixed by the module unless that is builtins. */
static void func_desc(pe_vm *vm, pe_value fn, char *buf, size_t cap) {
    pe_value q = pe_op_getattr(vm, fn, vm->ids[PE_ID_qualname]);
    if (!pe_is_null(q) && pe_str_check(vm, q)) {
        pe_value m = pe_op_getattr(vm, fn, vm->ids[PE_ID_module]);
        if (pe_is_null(m)) pe_err_clear(vm);
        if (!pe_is_null(m) && pe_str_check(vm, m) &&
            strcmp(pe_str_obj(m)->data, "builtins"))
            snprintf(buf, cap, "%s.%s()", pe_str_obj(m)->data, pe_str_obj(q)->data);
        else
            snprintf(buf, cap, "%s()", pe_str_obj(q)->data);
        pe_decref(vm, m);
    } else {
        if (pe_is_null(q)) pe_err_clear(vm);
        snprintf(buf, cap, "%s object", pe_op_typename(vm, fn));
    }
    pe_decref(vm, q);
}

/* The kwnames tuple of a call with only plain keywords, built once per call node and
 * cached in n->ev (owned by the module, pe_vm_ast_keep). */
static pe_obj *static_kwnames(pe_frame *f, const pe_node *n) {
    if (n->ev) return (pe_obj *)n->ev;
    pe_vm *vm = f->vm;
    const pe_node_list *kws = &n->u.call.keywords;
    pe_value t = pe_tuple_new(vm, kws->n);
    if (pe_is_null(t)) return NULL;
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < kws->n; i++)
        pe_tuple_set_item(t, i, pe_incref(pe_obj_value(&kws->v[i]->u.keyword.arg->base)));
    if (pe_vm_ast_keep(vm, f->ast, pe_incref(t)) < 0) {
        pe_decref(vm, t);
        return NULL;
    }
    pe_obj *o = t.u.o;
    pe_decref(vm, t);
    ((pe_node *)n)->ev = o;
    return o;
}

static pe_value eval_call(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    argbuf b = {.v = NULL, .n = 0, .cap = 8};
    b.v = b.small;
    pe_value fn;
    const pe_node *fnode = n->u.call.func;
    if (fnode->kind == PE_N_ATTRIBUTE) {
        /* obj.m(...): look the method up without making a bound method (LOAD_METHOD) */
        pe_value obj = pe_eval_expr(f, fnode->u.attr.value);
        if (pe_is_null(obj)) return obj;
        f->cur = fnode;
        int unbound;
        fn = pe_object_lookup_method(vm, obj, fnode->u.attr.attr, &unbound);
        if (pe_is_null(fn) || !unbound) {
            pe_decref(vm, obj);
            if (pe_is_null(fn)) return fn;
        } else if (argbuf_push(vm, &b, obj) < 0) { /* the buffer now owns obj */
            pe_decref(vm, fn);
            return PE_NULL;
        }
    } else {
        fn = pe_eval_expr(f, fnode);
        if (pe_is_null(fn)) return fn;
    }
    pe_value result = PE_NULL, kwt = PE_NULL;
    /* with ** operands: every keyword name so far, so a duplicate is found by lookup
     * (a call may pass 100,000 keywords) */
    pe_value seen = PE_NULL;
    pe_obj *kwnames = NULL;
    const pe_node_list *args = &n->u.call.args, *kws = &n->u.call.keywords;
    char desc[256];

    for (uint32_t i = 0; i < args->n; i++) {
        const pe_node *a = args->v[i];
        if (a->kind == PE_N_STARRED) {
            pe_value src = pe_eval_expr(f, a->u.unary.value);
            if (pe_is_null(src)) goto out;
            f->cur = n; /* CPython reports * errors at the call */
            pe_value it = pe_op_iter(vm, src);
            if (pe_is_null(it)) {
                if (pe_err_matches(vm, PE_EXC_TypeError) &&
                    pe_type_of(vm, src)->iter == NULL) {
                    pe_err_clear(vm);
                    func_desc(vm, fn, desc, sizeof desc);
                    pe_err_format(vm, PE_EXC_TypeError,
                                  "%s argument after * must be an iterable, not %s", desc,
                                  pe_op_typename(vm, src));
                }
                pe_decref(vm, src);
                goto out;
            }
            pe_decref(vm, src);
            for (;;) {
                if (PE_TICK(vm, 1) < 0) break;
                pe_value x = pe_op_next(vm, it);
                if (pe_is_null(x)) break;
                if (argbuf_push(vm, &b, x) < 0) break;
            }
            pe_decref(vm, it);
            if (pe_err_occurred(vm)) goto out;
            continue;
        }
        pe_value v = pe_eval_expr(f, a);
        if (pe_is_null(v) || argbuf_push(vm, &b, v) < 0) goto out;
    }
    size_t npos = b.n;

    int dynamic = 0, nonstr_key = 0;
    /* loop-bound: charged-before: the charge above in eval_call covers this trip count */
    for (uint32_t i = 0; i < kws->n; i++)
        if (!kws->v[i]->u.keyword.arg) dynamic = 1;
    if (kws->n && !dynamic) {
        kwnames = static_kwnames(f, n);
        if (!kwnames) goto out;
        /* loop-bound: charged-before: the charge above in eval_call covers this trip
         * count */
        for (uint32_t i = 0; i < kws->n; i++) {
            pe_value v = pe_eval_expr(f, kws->v[i]->u.keyword.value);
            if (pe_is_null(v) || argbuf_push(vm, &b, v) < 0) goto out;
        }
    } else if (dynamic) {
        /* names collected in a list, then frozen into the kwnames tuple */
        pe_value names = pe_list_new(vm, 0);
        if (pe_is_null(names)) goto out;
        for (uint32_t i = 0; i < kws->n; i++) {
            const pe_node *k = kws->v[i];
            pe_value v = pe_eval_expr(f, k->u.keyword.value);
            if (pe_is_null(v)) {
                pe_decref(vm, names);
                goto out;
            }
            if (k->u.keyword.arg) {
                if (pe_list_append(vm, names, pe_obj_value(&k->u.keyword.arg->base)) < 0 ||
                    argbuf_push(vm, &b, v) < 0 ||
                    (pe_is_obj(seen) &&
                     pe_dict_set_str(vm, seen, k->u.keyword.arg, PE_NONE) < 0)) {
                    pe_decref(vm, names);
                    goto out;
                }
                continue;
            }
            f->cur = n; /* CPython reports ** errors at the call */
            int notmap;
            pe_value md = mapping_as_dict(vm, v, &notmap);
            if (pe_is_null(md)) {
                if (notmap) {
                    func_desc(vm, fn, desc, sizeof desc);
                    pe_err_format(vm, PE_EXC_TypeError,
                                  "%s argument after ** must be a mapping, not %s", desc,
                                  pe_op_typename(vm, v));
                }
                pe_decref(vm, v);
                pe_decref(vm, names);
                goto out;
            }
            pe_decref(vm, v);
            v = md;
            if (pe_is_null(seen)) {
                seen = pe_dict_new(vm);
                /* loop-bound: charged-before: the charge above in eval_call covers this
                 * trip count */
                for (size_t j = 0; !pe_is_null(seen) && j < pe_list_len(names); j++) {
                    pe_value nj = pe_list_item(names, j);
                    if (pe_str_check(vm, nj) &&
                        pe_dict_set_str(vm, seen, pe_str_obj(nj), PE_NONE) < 0)
                        pe_clear(vm, &seen);
                }
                if (pe_is_null(seen)) {
                    pe_decref(vm, v);
                    pe_decref(vm, names);
                    goto out;
                }
            }
            size_t pos = 0;
            pe_value key, val;
            /* per-item ticks do not see the holes a dict emptied by del keeps: f(**d)
             * in a loop crossed them all for a few ops */
            int holes = pe_dict_charge_holes(vm, pe_dict_obj(v));
            while (holes == 0 && pe_dict_next(v, &pos, &key, &val)) {
                if (PE_TICK(vm, 1) < 0) break;
                key = pe_subclass_unwrap(key); /* a str subclass's text names it */
                /* a non-str key fails at the call itself ("keywords must be strings",
                 * without the function's name), after every ** operand was merged */
                if (!pe_str_check(vm, key)) nonstr_key = 1;
                int dup = pe_str_check(vm, key) &&
                          !pe_is_null(pe_dict_get_str(vm, seen, pe_str_obj(key)));
                if (dup) {
                    func_desc(vm, fn, desc, sizeof desc);
                    pe_err_format(vm, PE_EXC_TypeError,
                                  "%s got multiple values for keyword argument '%s'", desc,
                                  pe_str_obj(key)->data);
                    break;
                }
                if (pe_list_append(vm, names, key) < 0 ||
                    argbuf_push(vm, &b, pe_incref(val)) < 0 ||
                    (pe_str_check(vm, key) &&
                     pe_dict_set_str(vm, seen, pe_str_obj(key), PE_NONE) < 0))
                    break;
            }
            pe_decref(vm, v);
            if (pe_err_occurred(vm)) {
                pe_decref(vm, names);
                goto out;
            }
        }
        if (nonstr_key) {
            f->cur = n;
            pe_err_set(vm, PE_EXC_TypeError, "keywords must be strings");
            pe_decref(vm, names);
            goto out;
        }
        if (pe_list_len(names)) {
            kwt = pe_list_as_tuple(vm, names);
            pe_decref(vm, names);
            if (pe_is_null(kwt)) goto out;
            kwnames = kwt.u.o;
        } else {
            pe_decref(vm, names);
        }
    }

    f->cur = n;
    result = pe_op_call(vm, fn, b.v, npos, kwnames);
out:
    argbuf_free(vm, &b);
    pe_decref(vm, seen);
    pe_decref(vm, kwt);
    pe_decref(vm, fn);
    return result;
}

/* ---- lambda ------------------------------------------------------------------------- */

/* Adds one parameter annotation (when present) to *ann, creating the dict on first use.
 * 0 or -1. */
static int add_annotation(pe_frame *f, pe_value *ann, pe_str *name, const pe_node *e) {
    pe_vm *vm = f->vm;
    if (!e) return 0;
    pe_value v = pe_eval_expr(f, e);
    if (pe_is_null(v)) return -1;
    if (pe_is_null(*ann)) {
        *ann = pe_dict_new(vm);
        if (pe_is_null(*ann)) {
            pe_decref(vm, v);
            return -1;
        }
    }
    int r = pe_dict_set_str(vm, *ann, name, v);
    pe_decref(vm, v);
    return r;
}

/* A def's annotations in CPython's order (compiler_visit_annotations: regular
 * parameters, then positional-only ones, *args, keyword-only, **kwargs, return). A new
 * dict, or PE_NULL with no exception when there are none; -1 means an error. */
static int eval_annotations(pe_frame *f, const pe_node *n, pe_value *ann) {
    const pe_node *a = n->u.func.args;
    *ann = PE_NULL;
    if (a) {
        const pe_node_list *lists[2] = {&a->u.arguments.args, &a->u.arguments.posonlyargs};
        /* loop-bound: const */
        for (int k = 0; k < 2; k++)
            /* loop-bound: source: bounded by one node of the program text */
            for (uint32_t i = 0; i < lists[k]->n; i++) {
                const pe_node *p = lists[k]->v[i];
                if (add_annotation(f, ann, p->u.arg.arg, p->u.arg.annotation) < 0)
                    goto fail;
            }
        if (a->u.arguments.vararg &&
            add_annotation(f, ann, a->u.arguments.vararg->u.arg.arg,
                           a->u.arguments.vararg->u.arg.annotation) < 0)
            goto fail;
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < a->u.arguments.kwonlyargs.n; i++) {
            const pe_node *p = a->u.arguments.kwonlyargs.v[i];
            if (add_annotation(f, ann, p->u.arg.arg, p->u.arg.annotation) < 0) goto fail;
        }
        if (a->u.arguments.kwarg &&
            add_annotation(f, ann, a->u.arguments.kwarg->u.arg.arg,
                           a->u.arguments.kwarg->u.arg.annotation) < 0)
            goto fail;
    }
    if (n->u.func.returns) {
        pe_str *ret = pe_intern(f->vm, "return", 6);
        if (!ret) {
            pe_err_nomem(f->vm);
            goto fail;
        }
        if (add_annotation(f, ann, ret, n->u.func.returns) < 0) goto fail;
    }
    return 0;
fail:
    pe_clear(f->vm, ann);
    return -1;
}

/* Evaluates the defaults of an ARGUMENTS node and makes the function (shared with the
 * def statement, which applies decorators around it). */
pe_value pe_eval_make_function(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node *a = n->u.func.args;
    uint32_t nd = a ? a->u.arguments.defaults.n : 0;
    uint32_t nk = a ? a->u.arguments.kwonlyargs.n : 0;
    pe_value defs[32], kwdefs[32];
    pe_value *d = defs, *kd = kwdefs;
    pe_value r = PE_NULL;
    int any_kw = 0;
    uint32_t got_d = 0, got_k = 0;
    if (nd > 32) d = pe_mem_alloc(&vm->mem, nd * sizeof(pe_value));
    if (nk > 32) kd = pe_mem_alloc(&vm->mem, nk * sizeof(pe_value));
    if (!d || !kd) {
        pe_err_nomem(vm);
        goto out;
    }
    /* loop-bound: source: bounded by one node of the program text */
    for (; got_d < nd; got_d++) {
        d[got_d] = pe_eval_expr(f, a->u.arguments.defaults.v[got_d]);
        if (pe_is_null(d[got_d])) goto out;
    }
    /* loop-bound: source: bounded by one node of the program text */
    for (; got_k < nk; got_k++) {
        const pe_node *e = a->u.arguments.kw_defaults.n > got_k
                               ? a->u.arguments.kw_defaults.v[got_k]
                               : NULL;
        kd[got_k] = PE_NULL;
        if (!e) continue;
        kd[got_k] = pe_eval_expr(f, e);
        if (pe_is_null(kd[got_k])) goto out;
        any_kw = 1;
    }
    pe_value ann = PE_NULL;
    if (n->kind == PE_N_FUNCTION_DEF && eval_annotations(f, n, &ann) < 0) goto out;
    f->cur = n;
    r = pe_func_make(f, n, d, nd, any_kw ? kd : NULL);
    if (!pe_is_null(r))
        ((pe_func *)r.u.o)->annotations = ann;
    else
        pe_decref(vm, ann);
out:
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < got_d; i++)
        pe_decref(vm, d[i]);
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < got_k; i++)
        pe_decref(vm, kd[i]);
    if (d && d != defs) pe_mem_free(&vm->mem, d, nd * sizeof(pe_value));
    if (kd && kd != kwdefs) pe_mem_free(&vm->mem, kd, nk * sizeof(pe_value));
    return r;
}

static pe_value eval_lambda(pe_frame *f, const pe_node *n) {
    return pe_eval_make_function(f, n);
}

/* ---- f-strings ---------------------------------------------------------------------- */

pe_value pe_builtin_ascii(pe_vm *vm, pe_value v); /* builtins/functions.c */

/* format(v, spec) through type(v).__format__. */
static pe_value format_value(pe_vm *vm, pe_value v, pe_value spec) {
    if (pe_fmt_wrapper_wants_str(vm, v, spec)) return pe_op_str(vm, v);
    if (pe_str_check(vm, v) && pe_str_obj(spec)->size == 0 &&
        pe_type_of(vm, v) == vm->types[PE_TYPE_STR])
        return pe_incref(v);
    return pe_fmt_value(vm, v, spec);
}

static pe_value eval_formatted(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value v = pe_eval_expr(f, n->u.fmt.value);
    if (pe_is_null(v)) return v;
    f->cur = n;
    pe_value conv = v;
    switch (n->u.fmt.conversion) {
    case 's': conv = pe_op_str(vm, v); break;
    case 'r': conv = pe_op_repr(vm, v); break;
    case 'a': conv = pe_builtin_ascii(vm, v); break;
    default: conv = pe_incref(v); break;
    }
    pe_decref(vm, v);
    if (pe_is_null(conv)) return conv;
    if (!n->u.fmt.format_spec) {
        if (pe_type_of(vm, conv) == vm->types[PE_TYPE_STR]) return conv;
        pe_value s = pe_str_value(vm, "", 0);
        if (pe_is_null(s)) {
            pe_decref(vm, conv);
            return s;
        }
        pe_value r = format_value(vm, conv, s);
        pe_decref(vm, s);
        pe_decref(vm, conv);
        return r;
    }
    pe_value spec = pe_eval_expr(f, n->u.fmt.format_spec);
    if (pe_is_null(spec)) {
        pe_decref(vm, conv);
        return spec;
    }
    f->cur = n;
    pe_value r = format_value(vm, conv, spec);
    pe_decref(vm, spec);
    pe_decref(vm, conv);
    return r;
}

static pe_value eval_joined(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    const pe_node_list *vals = &n->u.joined.values;
    size_t total = 0, cap = 256;
    char *buf = pe_mem_alloc(&vm->mem, cap);
    if (!buf) return pe_err_nomem(vm);
    for (uint32_t i = 0; i < vals->n; i++) {
        pe_value s = pe_eval_expr(f, vals->v[i]);
        if (pe_is_null(s)) goto fail;
        if (!pe_str_check(vm, s)) {
            pe_err_format(vm, PE_EXC_TypeError, "__format__ must return a str, not %s",
                          pe_op_typename(vm, s));
            pe_decref(vm, s);
            goto fail;
        }
        pe_str *ps = pe_str_obj(s);
        /* copied here and once more into the result, at memcpy speed: one op per 256
         * bytes each (docs/architecture.md "Proportional charges") */
        if (PE_TICK(vm, ps->size / 128) < 0) {
            pe_decref(vm, s);
            goto fail;
        }
        if (total + ps->size > cap) {
            size_t ncap = cap;
            /* loop-bound: charged-before: the charge above in eval_joined covers this
             * trip count */
            while (ncap < total + ps->size)
                ncap *= 2;
            char *nb = pe_mem_realloc(&vm->mem, buf, cap, ncap);
            if (!nb) {
                pe_decref(vm, s);
                pe_err_nomem(vm);
                goto fail;
            }
            buf = nb;
            cap = ncap;
        }
        memcpy(buf + total, ps->data, ps->size);
        total += ps->size;
        pe_decref(vm, s);
    }
    pe_value r = pe_str_value(vm, buf, total);
    pe_mem_free(&vm->mem, buf, cap);
    return r;
fail:
    pe_mem_free(&vm->mem, buf, cap);
    return PE_NULL;
}

/* ---- dispatch ----------------------------------------------------------------------- */

static pe_value eval_unsupported(pe_frame *f, const pe_node *n) {
    switch (n->kind) {
    case PE_N_AWAIT: return not_supported(f, n, "await");
    case PE_N_YIELD: return pe_gen_eval_yield(f, n);
    case PE_N_YIELD_FROM: return pe_gen_eval_yield_from(f, n);
    default: break;
    }
    f->cur = n;
    return pe_err_format(f->vm, PE_EXC_SystemError, "cannot evaluate %s node",
                         pe_ast_kind_name((pe_node_kind)n->kind));
}

static const pe_expr_fn expr_table[PE_N__COUNT] = {
    [PE_N_BOOL_OP] = eval_boolop,
    [PE_N_NAMED_EXPR] = eval_named,
    [PE_N_BIN_OP] = eval_binop,
    [PE_N_UNARY_OP] = eval_unaryop,
    [PE_N_LAMBDA] = eval_lambda,
    [PE_N_IF_EXP] = eval_ifexp,
    [PE_N_DICT] = eval_dict,
    [PE_N_SET] = eval_set,
    [PE_N_LIST_COMP] = eval_comp,
    [PE_N_SET_COMP] = eval_comp,
    [PE_N_DICT_COMP] = eval_comp,
    [PE_N_GENERATOR_EXP] = eval_comp,
    [PE_N_COMPARE] = eval_compare,
    [PE_N_CALL] = eval_call,
    [PE_N_FORMATTED_VALUE] = eval_formatted,
    [PE_N_JOINED_STR] = eval_joined,
    [PE_N_CONSTANT] = eval_constant,
    [PE_N_ATTRIBUTE] = eval_attribute,
    [PE_N_SUBSCRIPT] = eval_subscript,
    [PE_N_STARRED] = eval_starred,
    [PE_N_NAME] = eval_name,
    [PE_N_LIST] = eval_list,
    [PE_N_TUPLE] = eval_tuple,
    [PE_N_SLICE] = eval_slice,
};

/* Expressions nest as deeply as the parser allows (thousands of unary operators), and
 * a generator body or a segment has little C stack: with less than PE_CSTACK_RESERVE
 * left, the rest of the expression is evaluated on a fresh segment. */
typedef struct seg_expr {
    pe_frame *f;
    const pe_node *n;
    pe_value result;
} seg_expr;

static void seg_expr_run(void *p) {
    seg_expr *c = p;
    c->result = pe_eval_expr(c->f, c->n);
}

static pe_value eval_on_segment(pe_frame *f, const pe_node *n) {
    seg_expr c = {f, n, PE_NULL};
    if (pe_cstack_run(f->vm, 0, seg_expr_run, &c) < 0) return PE_NULL;
    return c.result;
}

pe_value pe_eval_expr(pe_frame *f, const pe_node *n) {
    if (__builtin_expect(pe_cstack_low(f->vm), 0)) return eval_on_segment(f, n);
    pe_expr_fn fn = expr_table[n->kind];
    if (!fn) return eval_unsupported(f, n);
    return fn(f, n);
}

/* ---- assignment targets ------------------------------------------------------------- */

static int assign_unpack(pe_frame *f, const pe_node *target, pe_value v) {
    pe_vm *vm = f->vm;
    const pe_node_list *elts = &target->u.seq.elts;
    int star = -1;
    /* loop-bound: charged-after: assign_unpack charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < elts->n; i++)
        if (elts->v[i]->kind == PE_N_STARRED) star = (int)i;
    f->cur = target;
    pe_value it = pe_op_iter(vm, v);
    if (pe_is_null(it)) {
        if (pe_err_matches(vm, PE_EXC_TypeError) && pe_type_of(vm, v)->iter == NULL) {
            pe_err_clear(vm);
            pe_err_format(vm, PE_EXC_TypeError, "cannot unpack non-iterable %s object",
                          pe_op_typename(vm, v));
        }
        return -1;
    }
    pe_value items = pe_list_new(vm, elts->n);
    int rc = -1;
    if (pe_is_null(items)) goto out;
    /* Take exactly as many items as needed (without a star) plus one to detect excess,
     * as CPython's unpack_iterable does. */
    size_t want = star < 0 ? elts->n : (size_t)-1;
    for (;;) {
        if (star < 0 && pe_list_len(items) > want) break;
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) {
            if (pe_err_occurred(vm)) goto out;
            break;
        }
        if (pe_list_append_steal(vm, items, x) < 0) goto out;
        if (PE_TICK(vm, 1) < 0) goto out;
    }
    size_t got = pe_list_len(items);
    f->cur = target;
    if (star < 0) {
        if (got < elts->n) {
            pe_err_format(vm, PE_EXC_ValueError,
                          "not enough values to unpack (expected %u, got %zu)", elts->n,
                          got);
            goto out;
        }
        if (got > elts->n) {
            pe_err_format(vm, PE_EXC_ValueError, "too many values to unpack (expected %u)",
                          elts->n);
            goto out;
        }
        /* loop-bound: charged-before: the charge above in assign_unpack covers this trip
         * count */
        for (uint32_t i = 0; i < elts->n; i++)
            if (pe_eval_assign(f, elts->v[i], pe_list_item(items, i)) < 0) goto out;
        rc = 0;
        goto out;
    }
    size_t before = (size_t)star, after = elts->n - (size_t)star - 1;
    if (got < before + after) {
        pe_err_format(vm, PE_EXC_ValueError,
                      "not enough values to unpack (expected at least %zu, got %zu)",
                      before + after, got);
        goto out;
    }
    /* loop-bound: charged-before: the charge above in assign_unpack covers this trip
     * count */
    for (size_t i = 0; i < before; i++)
        if (pe_eval_assign(f, elts->v[i], pe_list_item(items, i)) < 0) goto out;
    {
        pe_value mid = pe_list_from_array(vm, pe_list_obj(items)->items + before,
                                          got - before - after);
        if (pe_is_null(mid)) goto out;
        int r = pe_eval_assign(f, elts->v[star]->u.unary.value, mid);
        pe_decref(vm, mid);
        if (r < 0) goto out;
    }
    /* loop-bound: charged-before: the charge above in assign_unpack covers this trip
     * count */
    for (size_t i = 0; i < after; i++)
        if (pe_eval_assign(f, elts->v[before + 1 + i],
                           pe_list_item(items, got - after + i)) < 0)
            goto out;
    rc = 0;
out:
    pe_decref(vm, items);
    pe_decref(vm, it);
    return rc;
}

int pe_eval_assign(pe_frame *f, const pe_node *t, pe_value v) {
    pe_vm *vm = f->vm;
    switch (t->kind) {
    case PE_N_NAME: return store_name(f, t, v);
    case PE_N_ATTRIBUTE: {
        pe_value o = pe_eval_expr(f, t->u.attr.value);
        if (pe_is_null(o)) return -1;
        f->cur = t;
        int r = pe_op_setattr(vm, o, t->u.attr.attr, v);
        pe_decref(vm, o);
        return r;
    }
    case PE_N_SUBSCRIPT: {
        pe_value o = pe_eval_expr(f, t->u.sub.value);
        if (pe_is_null(o)) return -1;
        pe_value k = pe_eval_expr(f, t->u.sub.slice);
        if (pe_is_null(k)) {
            pe_decref(vm, o);
            return -1;
        }
        f->cur = t;
        int r = pe_op_setitem(vm, o, k, v);
        pe_decref(vm, o);
        pe_decref(vm, k);
        return r;
    }
    case PE_N_TUPLE:
    case PE_N_LIST: return assign_unpack(f, t, v);
    case PE_N_STARRED: return pe_eval_assign(f, t->u.unary.value, v);
    default: break;
    }
    f->cur = t;
    pe_err_format(vm, PE_EXC_SystemError, "cannot assign to %s",
                  pe_ast_kind_name((pe_node_kind)t->kind));
    return -1;
}

/* recursion-bound: source: recursion over the targets of one del statement */
int pe_eval_delete(pe_frame *f, const pe_node *t) {
    pe_vm *vm = f->vm;
    switch (t->kind) {
    case PE_N_NAME: return delete_name(f, t);
    case PE_N_ATTRIBUTE: {
        pe_value o = pe_eval_expr(f, t->u.attr.value);
        if (pe_is_null(o)) return -1;
        f->cur = t;
        int r = pe_op_setattr(vm, o, t->u.attr.attr, PE_NULL);
        pe_decref(vm, o);
        return r;
    }
    case PE_N_SUBSCRIPT: {
        pe_value o = pe_eval_expr(f, t->u.sub.value);
        if (pe_is_null(o)) return -1;
        pe_value k = pe_eval_expr(f, t->u.sub.slice);
        if (pe_is_null(k)) {
            pe_decref(vm, o);
            return -1;
        }
        f->cur = t;
        int r = pe_op_delitem(vm, o, k);
        pe_decref(vm, o);
        pe_decref(vm, k);
        return r;
    }
    case PE_N_TUPLE:
    case PE_N_LIST:
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < t->u.seq.elts.n; i++)
            if (pe_eval_delete(f, t->u.seq.elts.v[i]) < 0) return -1;
        return 0;
    default: break;
    }
    f->cur = t;
    pe_err_format(vm, PE_EXC_SystemError, "cannot delete %s",
                  pe_ast_kind_name((pe_node_kind)t->kind));
    return -1;
}
