/*
 * union.c - types.UnionType (PEP 604): `int | None`, `list[int] | str`. See union.h.
 *
 * As CPython's Objects/unionobject.c (3.11): the arguments are flattened (a union
 * operand contributes its arguments), None becomes NoneType, duplicates are dropped
 * (by identity, or by == between two generic aliases), and a single remaining
 * argument is returned as is. Unions compare and hash as the set of their arguments.
 */
#include "union.h"

#include <string.h>

#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "member.h"
#include "set.h"
#include "str.h"
#include "tuple.h"
#include "type.h"

typedef struct pe_union {
    pe_obj base;
    pe_value args; /* tuple */
} pe_union;

int pe_union_check(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_UNION];
}

pe_value pe_union_args(pe_value u) {
    return ((pe_union *)u.u.o)->args;
}

static int is_galias(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_GENERIC_ALIAS];
}

static int is_unionable(pe_vm *vm, pe_value v) {
    return pe_is_none(v) || pe_type_check(vm, v) || is_galias(vm, v) ||
           pe_union_check(vm, v);
}

/* Appends v's contribution to items[*n] (room for the flattened arguments is
 * guaranteed by the caller), skipping duplicates. Borrowed references. 0 or -1. */
static int add_arg(pe_vm *vm, pe_value *items, size_t *n, pe_value v) {
    if (pe_is_none(v)) v = pe_obj_value(&vm->types[PE_TYPE_NONE]->base);
    /* loop-bound: caller-charged: pe_union_or charges the quadratic dedup */
    for (size_t i = 0; i < *n; i++) {
        if (pe_is(items[i], v)) return 0;
        if (is_galias(vm, items[i]) && is_galias(vm, v)) {
            int eq = pe_op_eq(vm, items[i], v);
            if (eq < 0) return -1;
            if (eq) return 0;
        }
    }
    items[(*n)++] = v;
    return 0;
}

pe_value pe_union_or(pe_vm *vm, pe_value a, pe_value b) {
    if (!is_unionable(vm, a) || !is_unionable(vm, b)) return pe_incref(vm->notimpl);
    const pe_value ops[2] = {a, b};
    size_t cap = 0;
    /* loop-bound: const */
    for (int k = 0; k < 2; k++)
        cap += pe_union_check(vm, ops[k]) ? pe_tuple_len(pe_union_args(ops[k])) : 1;
    /* borrowed references: every argument stays alive through a or b */
    pe_value *items = pe_mem_alloc(&vm->mem, cap * sizeof *items);
    if (!items) return pe_err_nomem(vm);
    size_t n = 0;
    pe_value result = PE_NULL;
    /* a union's arguments are already free of duplicates: the left operand's are taken
     * as they are, and each right argument is compared with them (t = t | T in a loop
     * compared every pair again and grew cubically, uncharged) */
    size_t na = pe_union_check(vm, a) ? pe_tuple_len(pe_union_args(a)) : 1;
    if (na * (cap - na) > 64 && PE_TICK(vm, na * (cap - na) / 64) < 0) goto done;
    if (pe_union_check(vm, a)) {
        memcpy(items, pe_tuple_obj(pe_union_args(a))->items, na * sizeof *items);
        n = na;
    }
    /* loop-bound: const */
    for (int k = 0; k < 2; k++) {
        if (k == 0 && n) continue;
        if (!pe_union_check(vm, ops[k])) {
            if (add_arg(vm, items, &n, ops[k]) < 0) goto done;
            continue;
        }
        pe_value args = pe_union_args(ops[k]);
        /* loop-bound: charged-before: the charge above in pe_union_or covers this trip
         * count */
        for (size_t i = 0; i < pe_tuple_len(args); i++)
            if (add_arg(vm, items, &n, pe_tuple_item(args, i)) < 0) goto done;
    }
    if (n == 1) {
        result = pe_incref(items[0]);
        goto done;
    }
    pe_value args = pe_tuple_from_array(vm, items, n);
    if (pe_is_null(args)) goto done;
    pe_union *u = (pe_union *)pe_obj_alloc(vm, vm->types[PE_TYPE_UNION], sizeof *u);
    if (!u) {
        pe_decref(vm, args);
        goto done;
    }
    u->args = args;
    result = pe_obj_value(&u->base);
done:
    pe_mem_free(&vm->mem, items, cap * sizeof *items);
    return result;
}

static void union_clear(pe_vm *vm, pe_obj *o) {
    pe_clear(vm, &((pe_union *)o)->args);
}
static void union_dealloc(pe_vm *vm, pe_obj *o) {
    union_clear(vm, o);
    pe_obj_free(vm, o, sizeof(pe_union));
}
static void union_traverse(pe_vm *vm, pe_obj *o, pe_visit_fn visit, void *arg) {
    pe_union *u = (pe_union *)o;
    if (pe_is_obj(u->args)) visit(vm, u->args.u.o, arg);
}

/* CPython's union_repr: the arguments joined by " | ", NoneType printed as None. */
static pe_value union_repr(pe_vm *vm, pe_value self) {
    pe_value args = pe_union_args(self);
    pe_strbuf b;
    pe_strbuf_init(&b, vm);
    for (size_t i = 0; i < pe_tuple_len(args); i++) {
        pe_value a = pe_tuple_item(args, i);
        if (i && pe_strbuf_addc(&b, " | ") < 0) goto fail;
        if (pe_is(a, pe_obj_value(&vm->types[PE_TYPE_NONE]->base))) {
            if (pe_strbuf_addc(&b, "None") < 0) goto fail;
        } else if (pe_generic_alias_repr_item(vm, &b, a) < 0) {
            goto fail;
        }
    }
    return pe_strbuf_finish(&b);
fail:
    pe_strbuf_free(&b);
    return PE_NULL;
}

static pe_value union_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (!strcmp(name->data, "__args__")) return pe_incref(pe_union_args(self));
    if (!strcmp(name->data, "__parameters__")) return pe_tuple_new(vm, 0);
    return pe_object_generic_getattr(vm, self, name);
}

/* Unions compare as the frozensets of their arguments. */
static pe_value union_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op) {
    if ((op != PE_CMP_EQ && op != PE_CMP_NOT_EQ) || !pe_union_check(vm, b))
        return pe_incref(vm->notimpl);
    pe_value sa = pe_set_from_iterable(vm, pe_union_args(a), 1);
    if (pe_is_null(sa)) return sa;
    pe_value sb = pe_set_from_iterable(vm, pe_union_args(b), 1);
    if (pe_is_null(sb)) {
        pe_decref(vm, sa);
        return sb;
    }
    pe_value r = pe_op_compare(vm, op, sa, sb);
    pe_decref(vm, sa);
    pe_decref(vm, sb);
    return r;
}

static int union_hash(pe_vm *vm, pe_value self, int64_t *out) {
    pe_value s = pe_set_from_iterable(vm, pe_union_args(self), 1);
    if (pe_is_null(s)) return -1;
    int r = pe_op_hash(vm, s, out);
    pe_decref(vm, s);
    return r;
}

int pe_union_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_UNION];
    t->tflags |= PE_TPF_GC;
    t->basicsize = sizeof(pe_union);
    t->dealloc = union_dealloc;
    t->traverse = union_traverse;
    t->clear = union_clear;
    t->repr = union_repr;
    t->getattr = union_getattr;
    t->richcmp = union_richcmp;
    t->hash = union_hash;
    t->binop[PE_OP_BITOR] = pe_union_or;
    vm->types[PE_TYPE_TYPE]->binop[PE_OP_BITOR] = pe_union_or;
    vm->types[PE_TYPE_GENERIC_ALIAS]->binop[PE_OP_BITOR] = pe_union_or;
    return 0;
}
