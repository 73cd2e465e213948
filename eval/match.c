/*
 * match.c - the `match` statement (PEP 634) with CPython 3.11's semantics.
 *
 * A case's pattern is matched against the subject while captured values are collected
 * in a binding list; the names are stored only when the whole pattern succeeded (as
 * CPython's compiler does), then the guard runs with the names already bound.
 *
 * What each pattern does, following Python/compile.c and Python/ceval.c (match_class,
 * match_keys):
 *   - value: subject == value; singleton: subject is None/True/False;
 *   - sequence: list, tuple, range and their subclasses (never str/bytes/bytearray),
 *     a length check, then subject[i] (items after a star by negative index);
 *   - mapping: dict and its subclasses, a length check, then every key looked up with
 *     subject.get(key, <dummy>) before any value sub-pattern runs; a duplicate value
 *     key raises ValueError; **rest is a dict copy without the matched keys;
 *   - class: isinstance, positional sub-patterns through __match_args__ (or the
 *     subject itself for the builtin self-matching types), every attribute fetched
 *     before any sub-pattern runs; a missing attribute is a failed match.
 */
#include "../builtins/dict.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/mem.h"
#include "exc.h"
#include "frame.h"
#include "ops.h"
#include "resume.h"
#include "traceback.h"
#include "vm.h"

typedef struct binding {
    const pe_node *target; /* NAME node (STORE) */
    pe_value v;            /* owned */
} binding;

typedef struct bindings {
    binding *v;
    uint32_t n, cap;
} bindings;

/* Stores a capture (v borrowed). 0 or -1. */
static int bind(pe_vm *vm, bindings *b, const pe_node *target, pe_value v) {
    if (b->n == b->cap) {
        uint32_t ncap = b->cap ? b->cap * 2 : 8;
        binding *nv = pe_mem_realloc(&vm->mem, b->v, b->cap * sizeof(binding),
                                     ncap * sizeof(binding));
        if (!nv) {
            pe_err_nomem(vm);
            return -1;
        }
        b->v = nv;
        b->cap = ncap;
    }
    b->v[b->n].target = target;
    b->v[b->n].v = pe_incref(v);
    b->n++;
    return 0;
}

/* Drops captures back to count n (an or-pattern alternative that failed). */
static void unbind_to(pe_vm *vm, bindings *b, uint32_t n) {
    /* loop-bound: source: the names one pattern binds */
    while (b->n > n) {
        b->n--;
        pe_decref(vm, b->v[b->n].v);
    }
}

static void bindings_free(pe_vm *vm, bindings *b) {
    unbind_to(vm, b, 0);
    if (b->v) pe_mem_free(&vm->mem, b->v, b->cap * sizeof(binding));
    b->v = NULL;
    b->cap = 0;
}

static int match_pattern(pe_frame *f, const pe_node *p, pe_value subj, bindings *b);

static int is_sequence(pe_vm *vm, pe_value v) {
    pe_type *t = pe_type_of(vm, v);
    return pe_type_is_subtype(t, vm->types[PE_TYPE_LIST]) ||
           pe_type_is_subtype(t, vm->types[PE_TYPE_TUPLE]) ||
           pe_type_is_subtype(t, vm->types[PE_TYPE_RANGE]);
}

static int is_mapping(pe_vm *vm, pe_value v) {
    return pe_type_is_subtype(pe_type_of(vm, v), vm->types[PE_TYPE_DICT]);
}

/* CPython's _Py_TPFLAGS_MATCH_SELF types (inherited by subclasses). */
static int matches_self(pe_vm *vm, pe_type *t) {
    static const int kinds[] = {PE_TYPE_BOOL, PE_TYPE_BYTEARRAY, PE_TYPE_BYTES,
                                PE_TYPE_DICT, PE_TYPE_FLOAT,     PE_TYPE_FROZENSET,
                                PE_TYPE_INT,  PE_TYPE_LIST,      PE_TYPE_SET,
                                PE_TYPE_STR,  PE_TYPE_TUPLE};
    /* loop-bound: const */
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (vm->types[kinds[i]] && pe_type_is_subtype(t, vm->types[kinds[i]])) return 1;
    return 0;
}

static int is_wildcard(const pe_node *p) {
    return p->kind == PE_N_MATCH_AS && !p->u.as.pattern && !p->u.as.target;
}

static int is_star_wildcard(const pe_node *p) {
    return p->kind == PE_N_MATCH_STAR && !p->u.as.target;
}

/* Sequence pattern, as CPython 3.11 compiles it: a length check (len == size, or
 * len >= size - 1 with a star); then nothing more when every sub-pattern is a
 * wildcard; subscripts when the star is `*_` (an item after it at len(subject) -
 * (size - i), with len taken again, as GET_LEN does); otherwise the subject is
 * unpacked by iteration (UNPACK_SEQUENCE / UNPACK_EX). */
static int match_sequence(pe_frame *f, const pe_node *p, pe_value subj, bindings *b) {
    pe_vm *vm = f->vm;
    if (!is_sequence(vm, subj)) return 0;
    const pe_node_list *pats = &p->u.pats.patterns;
    int64_t size = pats->n, star = -1;
    int only_wild = 1;
    /* loop-bound: charged-after: match_sequence charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < pats->n; i++) {
        const pe_node *sp = pats->v[i];
        if (sp->kind == PE_N_MATCH_STAR) star = i;
        if (!is_wildcard(sp) && !is_star_wildcard(sp)) only_wild = 0;
    }
    f->cur = p;
    int64_t len = pe_op_len(vm, subj);
    if (len < 0) return -1;
    if (star < 0 ? len != size : len < size - 1) return 0;
    if (only_wild) return 1;
    if (star >= 0 && is_star_wildcard(pats->v[star])) {
        /* loop-bound: charged-after: match_sequence charges what this loop covered right
         * after it */
        for (int64_t i = 0; i < size; i++) {
            const pe_node *sp = pats->v[i];
            if (i == star || is_wildcard(sp)) continue;
            int64_t idx = i;
            f->cur = p;
            if (i > star) {
                int64_t l = pe_op_len(vm, subj);
                if (l < 0) return -1;
                idx = l - (size - i);
            }
            pe_value item = pe_op_getitem(vm, subj, pe_int(idx));
            if (pe_is_null(item)) return -1;
            int r = match_pattern(f, sp, item, b);
            pe_decref(vm, item);
            if (r <= 0) return r;
        }
        return 1;
    }
    /* unpack by iteration */
    /* len() is only a hint (a huge range must hit the operation limit while it is
     * iterated, not reserve memory up front) */
    pe_value items = pe_list_new(vm, len < 64 ? (size_t)len : 64);
    if (pe_is_null(items)) return -1;
    pe_value it = pe_op_iter(vm, subj);
    if (pe_is_null(it)) goto fail;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value v = pe_op_next(vm, it);
        if (pe_is_null(v)) {
            if (pe_err_occurred(vm)) goto fail;
            break;
        }
        if (pe_list_append_steal(vm, items, v) < 0) goto fail;
    }
    pe_clear(vm, &it);
    size_t got = pe_list_len(items);
    if (star < 0 ? got != (size_t)size : got < (size_t)(size - 1)) {
        /* the subject changed length between len() and iteration */
        if (star < 0 && got > (size_t)size)
            pe_err_format(vm, PE_EXC_ValueError,
                          "too many values to unpack (expected %lld)", (long long)size);
        else
            pe_err_format(vm, PE_EXC_ValueError,
                          "not enough values to unpack (expected %s%lld, got %zu)",
                          star < 0 ? "" : "at least ",
                          (long long)(star < 0 ? size : size - 1), got);
        goto fail;
    }
    /* loop-bound: charged-before: the charge above in match_sequence covers this trip
     * count */
    for (int64_t i = 0; i < size; i++) {
        const pe_node *sp = pats->v[i];
        int r;
        if (i == star) {
            size_t nmid = got - (size_t)(size - 1);
            /* an empty list's item array may be NULL, and NULL + 0 is undefined */
            pe_value mid = pe_list_from_array(
                vm, nmid ? pe_list_obj(items)->items + star : NULL, nmid);
            if (pe_is_null(mid)) goto fail;
            r = bind(vm, b, sp->u.as.target, mid);
            pe_decref(vm, mid);
            if (r < 0) goto fail;
            continue;
        }
        if (is_wildcard(sp)) continue;
        size_t idx = star >= 0 && i > star ? got - (size_t)(size - i) : (size_t)i;
        r = match_pattern(f, sp, pe_list_item(items, idx), b);
        if (r <= 0) {
            pe_decref(vm, items);
            return r;
        }
    }
    pe_decref(vm, items);
    return 1;
fail:
    pe_decref(vm, it);
    pe_decref(vm, items);
    return -1;
}

/* The dummy default for subject.get(key, dummy): any object the mapping cannot hold. */
static pe_value get_dummy(pe_vm *vm) {
    return pe_object_new_instance(vm, vm->types[PE_TYPE_OBJECT], NULL, 0, NULL);
}

static int match_mapping(pe_frame *f, const pe_node *p, pe_value subj, bindings *b) {
    pe_vm *vm = f->vm;
    if (!is_mapping(vm, subj)) return 0;
    const pe_node_list *keys = &p->u.mapping.keys;
    uint32_t n = keys->n;
    f->cur = p;
    if (n) {
        int64_t len = pe_op_len(vm, subj);
        if (len < 0) return -1;
        if (len < (int64_t)n) return 0;
    }
    int res = -1;
    pe_value keyv = PE_NULL, vals = PE_NULL, dummy = PE_NULL, get = PE_NULL;
    keyv = pe_list_new(vm, n);
    if (pe_is_null(keyv)) goto out;
    vals = pe_list_new(vm, n);
    if (pe_is_null(vals)) goto out;
    /* loop-bound: charged-after: match_mapping charges what this loop covered right
     * after it */
    for (uint32_t i = 0; i < n; i++) {
        pe_value k = pe_eval_expr(f, keys->v[i]);
        if (pe_is_null(k)) goto out;
        if (pe_list_append_steal(vm, keyv, k) < 0) goto out;
    }
    if (n) {
        f->cur = p;
        dummy = get_dummy(vm);
        if (pe_is_null(dummy)) goto out;
        get = pe_op_getattr_cstr(vm, subj, "get");
        if (pe_is_null(get)) goto out;
    }
    for (uint32_t i = 0; i < n; i++) {
        pe_value k = pe_list_item(keyv, i);
        /* loop-bound: charged-after: match_mapping charges what this loop covered right
         * after it */
        for (uint32_t j = 0; j < i; j++) {
            int eq = pe_op_eq(vm, pe_list_item(keyv, j), k);
            if (eq < 0) goto out;
            if (eq) {
                pe_err_format(vm, PE_EXC_ValueError,
                              "mapping pattern checks duplicate key (%R)", k);
                goto out;
            }
        }
        pe_value args[2] = {k, dummy};
        pe_value v = pe_op_call(vm, get, args, 2, NULL);
        if (pe_is_null(v)) goto out;
        if (pe_is(v, dummy)) {
            pe_decref(vm, v);
            res = 0;
            goto out;
        }
        if (pe_list_append_steal(vm, vals, v) < 0) goto out;
    }
    /* loop-bound: charged-before: the charge above in match_mapping covers this trip
     * count */
    for (uint32_t i = 0; i < n; i++) {
        const pe_node *sp = p->u.mapping.patterns.v[i];
        int r = match_pattern(f, sp, pe_list_item(vals, i), b);
        if (r <= 0) {
            res = r;
            goto out;
        }
    }
    if (p->u.mapping.rest) {
        f->cur = p;
        pe_value rest = pe_dict_new(vm);
        if (pe_is_null(rest)) goto out;
        if (pe_dict_update(vm, rest, subj) < 0) {
            pe_decref(vm, rest);
            goto out;
        }
        /* loop-bound: charged-before: the charge above in match_mapping covers this trip
         * count */
        for (uint32_t i = 0; i < n; i++) {
            if (pe_dict_del(vm, rest, pe_list_item(keyv, i)) < 0) {
                pe_decref(vm, rest);
                goto out;
            }
        }
        int r = bind(vm, b, p->u.mapping.rest, rest);
        pe_decref(vm, rest);
        if (r < 0) goto out;
    }
    res = 1;
out:
    pe_decref(vm, keyv);
    pe_decref(vm, vals);
    pe_decref(vm, dummy);
    pe_decref(vm, get);
    return res;
}

/* getattr for a class pattern: 1 with *out set, 0 when the attribute is missing (no
 * match), -1 on another error. */
static int class_attr(pe_vm *vm, pe_value subj, pe_str *name, pe_value *out) {
    *out = pe_op_getattr(vm, subj, name);
    if (!pe_is_null(*out)) return 1;
    if (pe_err_is_limit(vm) || !pe_err_matches(vm, PE_EXC_AttributeError)) return -1;
    pe_err_clear(vm);
    return 0;
}

static int match_class(pe_frame *f, const pe_node *p, pe_value subj, bindings *b) {
    pe_vm *vm = f->vm;
    const pe_node_list *pos = &p->u.mclass.patterns;
    uint32_t npos = pos->n, nkw = p->u.mclass.nkwd;
    pe_value cls = pe_eval_expr(f, p->u.mclass.cls);
    if (pe_is_null(cls)) return -1;
    int res = -1;
    pe_value margs = PE_NULL, attrs = PE_NULL;
    pe_str **names = NULL;
    uint32_t nnames = npos + nkw;
    f->cur = p;
    if (!pe_type_check(vm, cls)) {
        pe_err_set(vm, PE_EXC_TypeError, "called match pattern must be a type");
        goto out;
    }
    pe_type *t = (pe_type *)cls.u.o;
    if (!pe_op_isinstance(vm, subj, t)) {
        res = 0;
        goto out;
    }
    if (nnames) {
        names = pe_mem_calloc(&vm->mem, nnames, sizeof *names);
        if (!names) {
            pe_err_nomem(vm);
            goto out;
        }
    }
    int self_match = 0;
    if (npos) {
        margs = pe_op_getattr_cstr(vm, cls, "__match_args__");
        if (pe_is_null(margs)) {
            if (pe_err_is_limit(vm) || !pe_err_matches(vm, PE_EXC_AttributeError)) goto out;
            pe_err_clear(vm);
            self_match = matches_self(vm, t);
        } else if (!pe_tuple_check(vm, margs)) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "%s.__match_args__ must be a tuple (got %s)", t->name,
                          pe_op_typename(vm, margs));
            goto out;
        }
        size_t allowed = self_match ? 1 : pe_is_null(margs) ? 0 : pe_tuple_len(margs);
        if (npos > allowed) {
            pe_err_format(vm, PE_EXC_TypeError,
                          "%s() accepts %zu positional sub-pattern%s (%u given)", t->name,
                          allowed, allowed == 1 ? "" : "s", npos);
            goto out;
        }
    }
    attrs = pe_list_new(vm, nnames);
    if (pe_is_null(attrs)) goto out;
    if (self_match) {
        if (pe_list_append(vm, attrs, subj) < 0) goto out;
    }
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = self_match ? npos : 0; i < nnames; i++) {
        pe_str *name;
        if (i < npos) {
            pe_value nv = pe_tuple_item(margs, i);
            if (!pe_str_check(vm, nv)) {
                pe_err_format(vm, PE_EXC_TypeError,
                              "__match_args__ elements must be strings (got %s)",
                              pe_op_typename(vm, nv));
                goto out;
            }
            name = pe_str_obj(nv);
        } else {
            name = p->u.mclass.kwd_attrs[i - npos];
        }
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t j = 0; j < i; j++) {
            if (names[j] && pe_str_eq(names[j], name)) {
                pe_err_format(vm, PE_EXC_TypeError,
                              "%s() got multiple sub-patterns for attribute %R", t->name,
                              pe_obj_value(&name->base));
                goto out;
            }
        }
        names[i] = name;
        pe_value v;
        int r = class_attr(vm, subj, name, &v);
        if (r <= 0) {
            res = r;
            goto out;
        }
        if (pe_list_append_steal(vm, attrs, v) < 0) goto out;
    }
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < nnames; i++) {
        const pe_node *sp = i < npos ? pos->v[i] : p->u.mclass.kwd_patterns.v[i - npos];
        int r = match_pattern(f, sp, pe_list_item(attrs, i), b);
        if (r <= 0) {
            res = r;
            goto out;
        }
    }
    res = 1;
out:
    if (names) pe_mem_free(&vm->mem, names, nnames * sizeof *names);
    pe_decref(vm, cls);
    pe_decref(vm, margs);
    pe_decref(vm, attrs);
    return res;
}

/* 1 = matched, 0 = no match, -1 = error pending. */
/* recursion-bound: source: recursion over one pattern (the C-stack guard bounds its
 * depth) */
static int match_pattern(pe_frame *f, const pe_node *p, pe_value subj, bindings *b) {
    pe_vm *vm = f->vm;
    if (pe_vm_check_stack(vm) < 0) return -1;
    switch ((pe_node_kind)p->kind) {
    case PE_N_MATCH_VALUE: {
        pe_value v = pe_eval_expr(f, p->u.unary.value);
        if (pe_is_null(v)) return -1;
        f->cur = p;
        int r = pe_op_compare_bool(vm, PE_CMP_EQ, subj, v);
        pe_decref(vm, v);
        return r;
    }
    case PE_N_MATCH_SINGLETON:
        switch (p->u.singleton.value) {
        case PE_CONST_NONE: return pe_is_none(subj);
        case PE_CONST_TRUE: return pe_is_bool(subj) && subj.u.i;
        case PE_CONST_FALSE: return pe_is_bool(subj) && !subj.u.i;
        default: return 0;
        }
    case PE_N_MATCH_SEQUENCE: return match_sequence(f, p, subj, b);
    case PE_N_MATCH_MAPPING: return match_mapping(f, p, subj, b);
    case PE_N_MATCH_CLASS: return match_class(f, p, subj, b);
    case PE_N_MATCH_AS: {
        if (p->u.as.pattern) {
            int r = match_pattern(f, p->u.as.pattern, subj, b);
            if (r <= 0) return r;
        }
        if (p->u.as.target && bind(vm, b, p->u.as.target, subj) < 0) return -1;
        return 1;
    }
    case PE_N_MATCH_OR:
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < p->u.pats.patterns.n; i++) {
            uint32_t mark = b->n;
            int r = match_pattern(f, p->u.pats.patterns.v[i], subj, b);
            if (r != 0) return r;
            unbind_to(vm, b, mark);
        }
        return 0;
    default: break;
    }
    f->cur = p;
    pe_err_format(vm, PE_EXC_SystemError, "cannot match %s pattern",
                  pe_ast_kind_name((pe_node_kind)p->kind));
    return -1;
}

pe_exec pe_match_exec(pe_frame *f, const pe_node *n) {
    pe_vm *vm = f->vm;
    pe_value subj = pe_eval_expr(f, n->u.match.subject);
    if (pe_is_null(subj)) return PE_EXEC_RAISE;
    pe_exec st = PE_EXEC_OK;
    bindings b = {0};
    /* loop-bound: source: bounded by one node of the program text */
    for (uint32_t i = 0; i < n->u.match.cases.n; i++) {
        const pe_node *c = n->u.match.cases.v[i];
        int r = match_pattern(f, c->u.mcase.pattern, subj, &b);
        if (r < 0) {
            st = PE_EXEC_RAISE;
            break;
        }
        if (r) {
            /* loop-bound: source: the names one pattern binds */
            for (uint32_t j = 0; j < b.n && r >= 0; j++)
                if (pe_eval_assign(f, b.v[j].target, b.v[j].v) < 0) r = -1;
            unbind_to(vm, &b, 0);
            if (r < 0) {
                st = PE_EXEC_RAISE;
                break;
            }
            if (c->u.mcase.guard) {
                pe_value g = pe_eval_expr(f, c->u.mcase.guard);
                if (pe_is_null(g)) {
                    st = PE_EXEC_RAISE;
                    break;
                }
                f->cur = c->u.mcase.guard;
                int t = pe_op_truth(vm, g);
                pe_decref(vm, g);
                if (t < 0) {
                    st = PE_EXEC_RAISE;
                    break;
                }
                if (!t) continue;
            }
            st = pe_exec_block(f, &c->u.mcase.body);
            /* suspended in a generator: only the case index is needed to go on */
            if (st == PE_EXEC_YIELD && pe_resume_push(f, n, i, 0, PE_NULL, PE_NULL) < 0)
                st = PE_EXEC_RAISE;
            break;
        }
        unbind_to(vm, &b, 0);
    }
    bindings_free(vm, &b);
    pe_decref(vm, subj);
    return st;
}

pe_exec pe_match_resume(pe_frame *f, const pe_node *n) {
    pe_resume_rec r = pe_resume_pop(f);
    pe_exec st = pe_resume_block(f, &n->u.match.cases.v[r.a]->u.mcase.body);
    if (st == PE_EXEC_YIELD && pe_resume_push(f, n, r.a, 0, PE_NULL, PE_NULL) < 0)
        return PE_EXEC_RAISE;
    return st;
}
