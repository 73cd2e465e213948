/*
 * genlower.c - the generator lowering (see genlower.h for what and why).
 *
 * Invariants:
 *   - after the pass, in a lowered body, every YIELD, YIELD_FROM and AWAIT node
 *     outside the refused positions (genlower.h) is the value of an EXPR_STMT or
 *     ASSIGN flagged PE_NF_SUSPEND, and its operand contains none;
 *   - a temporary is assigned before it is read, and read at most once by a TAKE load
 *     (non-TAKE loads may read it more than once, within the statement that set it);
 *   - the temporaries of one statement's prelude are consumed before any later
 *     statement runs, so each statement numbers its temporaries from $0 again.
 *
 * Nothing here knows about values; nodes come from the AST's arena.
 */
#include "genlower.h"

#include <stdio.h>
#include <string.h>

#include "../core/intern.h"

typedef struct G {
    pe_vm *vm;
    pe_ast *ast;
    pe_arena *a;
    uint32_t ntemp; /* temporaries used by the statement being lowered */
    int oom;
} G;

/* A growing statement list (arena memory; a grown list leaves its old array behind,
 * at most doubling the space used). */
typedef struct blist {
    pe_node **v;
    uint32_t n, cap;
} blist;

/* Addresses of child expression fields. */
typedef struct kidv {
    pe_node ***v;
    uint32_t n, cap;
    pe_node **inl[8];
} kidv;

static void *grow(G *g, void *old, uint32_t n, uint32_t *cap, size_t elt) {
    uint32_t nc = *cap ? *cap * 2 : 8;
    if (nc < *cap) {
        g->oom = 1;
        return NULL;
    }
    void *p = pe_arena_alloc(g->a, (size_t)nc * elt);
    if (!p) {
        g->oom = 1;
        return NULL;
    }
    if (n) memcpy(p, old, (size_t)n * elt);
    *cap = nc;
    return p;
}

static int push(G *g, blist *b, pe_node *s) {
    if (!s) return -1;
    if (b->n == b->cap) {
        pe_node **v = grow(g, b->v, b->n, &b->cap, sizeof *v);
        if (!v) return -1;
        b->v = v;
    }
    b->v[b->n++] = s;
    return 0;
}

static pe_node_list finish(blist *b) {
    pe_node_list l = {b->v, b->n};
    return l;
}

static int kid(G *g, kidv *k, pe_node **p) {
    if (!*p) return 0;
    if (k->n == k->cap) {
        pe_node ***v = grow(g, k->v, k->n, &k->cap, sizeof *v);
        if (!v) return -1;
        k->v = v;
    }
    k->v[k->n++] = p;
    return 0;
}

static void kid_init(kidv *k) {
    k->v = k->inl;
    k->n = 0;
    k->cap = 8;
}

static int kid_list(G *g, kidv *k, pe_node_list *l) {
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < l->n; i++)
        if (kid(g, k, &l->v[i]) < 0) return -1;
    return 0;
}

/* The defaults of a def or lambda, evaluated where it is defined. */
static int kid_defaults(G *g, kidv *k, pe_node *args) {
    if (!args) return 0;
    if (kid_list(g, k, &args->u.arguments.defaults) < 0) return -1;
    return kid_list(g, k, &args->u.arguments.kw_defaults);
}

/*
 * Appends the addresses of e's sub-expressions in CPython's evaluation order: those
 * evaluated in e's own scope, or with `all` also those in nested scopes (a lambda's
 * body, a comprehension's parts after its first iterable), for walks that look for
 * nested functions. 0 or -1 (out of memory).
 */
static int kids(G *g, pe_node *e, kidv *k, int all) {
    switch ((pe_node_kind)e->kind) {
    case PE_N_BOOL_OP: return kid_list(g, k, &e->u.boolop.values);
    case PE_N_NAMED_EXPR: return kid(g, k, &e->u.named.value);
    case PE_N_BIN_OP:
        if (kid(g, k, &e->u.binop.left) < 0) return -1;
        return kid(g, k, &e->u.binop.right);
    case PE_N_UNARY_OP: return kid(g, k, &e->u.unop.operand);
    case PE_N_LAMBDA:
        if (kid_defaults(g, k, e->u.func.args) < 0) return -1;
        return all ? kid(g, k, &e->u.func.body_expr) : 0;
    case PE_N_IF_EXP:
        if (kid(g, k, &e->u.ifexp.test) < 0 || kid(g, k, &e->u.ifexp.body) < 0) return -1;
        return kid(g, k, &e->u.ifexp.orelse);
    case PE_N_DICT:
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < e->u.dict.values.n; i++) {
            if (i < e->u.dict.keys.n && kid(g, k, &e->u.dict.keys.v[i]) < 0) return -1;
            if (kid(g, k, &e->u.dict.values.v[i]) < 0) return -1;
        }
        return 0;
    case PE_N_SET:
    case PE_N_LIST:
    case PE_N_TUPLE: return kid_list(g, k, &e->u.seq.elts);
    case PE_N_LIST_COMP:
    case PE_N_SET_COMP:
    case PE_N_DICT_COMP:
    case PE_N_GENERATOR_EXP: {
        pe_node_list *gens = &e->u.comp.generators;
        if (!gens->n) return 0;
        if (kid(g, k, &gens->v[0]->u.gen.iter) < 0) return -1;
        if (!all) return 0;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < gens->n; i++) {
            pe_node *c = gens->v[i];
            if (kid(g, k, &c->u.gen.target) < 0) return -1;
            if (i && kid(g, k, &c->u.gen.iter) < 0) return -1;
            if (kid_list(g, k, &c->u.gen.ifs) < 0) return -1;
        }
        if (kid(g, k, &e->u.comp.elt) < 0) return -1;
        return kid(g, k, &e->u.comp.value);
    }
    case PE_N_AWAIT:
    case PE_N_YIELD:
    case PE_N_YIELD_FROM:
    case PE_N_STARRED: return kid(g, k, &e->u.unary.value);
    case PE_N_COMPARE:
        if (kid(g, k, &e->u.compare.left) < 0) return -1;
        return kid_list(g, k, &e->u.compare.comparators);
    case PE_N_CALL:
        if (kid(g, k, &e->u.call.func) < 0 || kid_list(g, k, &e->u.call.args) < 0)
            return -1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < e->u.call.keywords.n; i++)
            if (kid(g, k, &e->u.call.keywords.v[i]->u.keyword.value) < 0) return -1;
        return 0;
    case PE_N_FORMATTED_VALUE:
        if (kid(g, k, &e->u.fmt.value) < 0) return -1;
        return all ? kid(g, k, &e->u.fmt.format_spec) : 0;
    case PE_N_JOINED_STR:
        /* the values of the replacement fields (a suspension in a format spec is not
         * lowered: the spec stays where it is) */
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < e->u.joined.values.n; i++) {
            pe_node *v = e->u.joined.values.v[i];
            if (v->kind != PE_N_FORMATTED_VALUE) continue;
            if (kid(g, k, &v->u.fmt.value) < 0) return -1;
            if (all && kid(g, k, &v->u.fmt.format_spec) < 0) return -1;
        }
        return 0;
    case PE_N_ATTRIBUTE: return kid(g, k, &e->u.attr.value);
    case PE_N_SUBSCRIPT:
        if (kid(g, k, &e->u.sub.value) < 0) return -1;
        return kid(g, k, &e->u.sub.slice);
    case PE_N_SLICE:
        if (kid(g, k, &e->u.slice.lower) < 0 || kid(g, k, &e->u.slice.upper) < 0) return -1;
        return kid(g, k, &e->u.slice.step);
    default: return 0;
    }
}

static int is_point(const pe_node *e) {
    return e->kind == PE_N_YIELD || e->kind == PE_N_YIELD_FROM || e->kind == PE_N_AWAIT;
}

static int comp_is_async(G *g, pe_node *e);

/* Does evaluating e (in its own scope) suspend? -1 when out of memory. */
static int suspends(G *g, pe_node *e) {
    if (!e) return 0;
    if (is_point(e)) return 1;
    if (e->kind == PE_N_LIST_COMP || e->kind == PE_N_SET_COMP ||
        e->kind == PE_N_DICT_COMP) {
        int r = comp_is_async(g, e);
        if (r) return r;
    }
    kidv k;
    kid_init(&k);
    if (kids(g, e, &k, 0) < 0) return -1;
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < k.n; i++) {
        int r = suspends(g, *k.v[i]);
        if (r) return r;
    }
    return 0;
}

/* ---- node makers ------------------------------------------------------------------ */

static pe_node *mk(G *g, pe_node_kind kind, const pe_node *at) {
    pe_node *n = pe_node_new(g->a, kind);
    if (!n) {
        g->oom = 1;
        return NULL;
    }
    n->line = at->line;
    n->col = at->col;
    n->end_line = at->end_line;
    n->end_col = at->end_col;
    return n;
}

static pe_node *temp_name(G *g, uint32_t k, pe_ctx ctx, int take, const pe_node *at) {
    char buf[16];
    int len = snprintf(buf, sizeof buf, "$%u", k);
    pe_node *n = mk(g, PE_N_NAME, at);
    if (!n) return NULL;
    n->ctx = (uint8_t)ctx;
    n->u.name.id = pe_intern_for_ast(g->vm, g->ast, buf, (size_t)len);
    if (!n->u.name.id) {
        g->oom = 1;
        return NULL;
    }
    if (take) n->flags |= PE_NF_TAKE;
    return n;
}

static pe_node *assign(G *g, pe_node *target, pe_node *value, const pe_node *at) {
    if (!target || !value) return NULL;
    pe_node *s = mk(g, PE_N_ASSIGN, at);
    if (!s || pe_node_list_alloc(g->a, &s->u.assign.targets, 1) < 0) {
        g->oom = 1;
        return NULL;
    }
    s->u.assign.targets.v[0] = target;
    s->u.assign.value = value;
    if (is_point(value)) s->flags |= PE_NF_SUSPEND;
    return s;
}

/* `$k = value` appended to out; returns k, or -1. */
static int64_t to_temp(G *g, pe_node *value, blist *out) {
    if (!value) return -1;
    uint32_t k = g->ntemp++;
    if (push(g, out, assign(g, temp_name(g, k, PE_STORE, 0, value), value, value)) < 0)
        return -1;
    return k;
}

/* value saved in a fresh temporary; returns the TAKE load that reads it back. */
static pe_node *hoist(G *g, pe_node *value, blist *out) {
    if (!value) return NULL;
    if (value->kind == PE_N_CONSTANT) return value;
    int64_t k = to_temp(g, value, out);
    return k < 0 ? NULL : temp_name(g, (uint32_t)k, PE_LOAD, 1, value);
}

static pe_node *if_stmt(G *g, pe_node *test, blist *body, const pe_node *at) {
    if (!test) return NULL;
    pe_node *s = mk(g, PE_N_IF, at);
    if (!s) return NULL;
    s->u.cond.test = test;
    s->u.cond.body = finish(body);
    return s;
}

/* ---- async comprehensions ------------------------------------------------------ */

static int lower_body(G *g, pe_node_list *body);
static int walk_stmts(G *g, pe_node_list *l);

/* Is comprehension e asynchronous: an `async for` clause, or a suspension in a part
 * that runs in its own scope (an async comprehension inside it included)? */
static int comp_is_async(G *g, pe_node *e) {
    pe_node_list *gens = &e->u.comp.generators;
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < gens->n; i++)
        if (gens->v[i]->u.gen.is_async) return 1;
    kidv k;
    kid_init(&k);
    if (kids(g, e, &k, 1) < 0) return -1;
    /* loop-bound: source: one node's children */
    for (uint32_t i = 1; i < k.n; i++) { /* [0] is the first iterable, evaluated outside */
        pe_node *c = *k.v[i];
        if (c == gens->v[0]->u.gen.target) continue;
        int r = suspends(g, c);
        if (r) return r;
    }
    return 0;
}

static pe_str *name_of(G *g, const char *s) {
    pe_str *n = pe_intern_for_ast(g->vm, g->ast, s, strlen(s));
    if (!n) g->oom = 1;
    return n;
}

static pe_node *name_node(G *g, const char *s, pe_ctx ctx, const pe_node *at) {
    pe_node *n = mk(g, PE_N_NAME, at);
    if (!n || !(n->u.name.id = name_of(g, s))) return NULL;
    n->ctx = (uint8_t)ctx;
    return n;
}

static pe_node *call1(G *g, pe_node *func, pe_node *arg, pe_node *arg2, const pe_node *at) {
    pe_node *c = mk(g, PE_N_CALL, at);
    if (!c || !func || !arg ||
        pe_node_list_alloc(g->a, &c->u.call.args, arg2 ? 2 : 1) < 0) {
        g->oom = 1;
        return NULL;
    }
    c->u.call.func = func;
    c->u.call.args.v[0] = arg;
    if (arg2) c->u.call.args.v[1] = arg2;
    return c;
}

/* The innermost statement of comprehension e's loops: $r.append(elt), $r.add(elt),
 * $r.__setitem__(key, value) (key first, as CPython evaluates a dict comprehension),
 * or `yield elt` for a generator expression. */
static pe_node *comp_step(G *g, pe_node *e) {
    pe_node *s = mk(g, PE_N_EXPR_STMT, e->u.comp.elt);
    if (!s) return NULL;
    if (e->kind == PE_N_GENERATOR_EXP) {
        pe_node *y = mk(g, PE_N_YIELD, e->u.comp.elt);
        if (!y) return NULL;
        y->u.unary.value = e->u.comp.elt;
        s->u.unary.value = y;
        return s;
    }
    const char *m = e->kind == PE_N_LIST_COMP  ? "append"
                    : e->kind == PE_N_SET_COMP ? "add"
                                               : "__setitem__";
    pe_node *attr = mk(g, PE_N_ATTRIBUTE, e->u.comp.elt);
    if (!attr || !(attr->u.attr.attr = name_of(g, m))) return NULL;
    attr->u.attr.value = name_node(g, "$r", PE_LOAD, e);
    s->u.unary.value = call1(g, attr, e->u.comp.elt,
                             e->kind == PE_N_DICT_COMP ? e->u.comp.value : NULL, e);
    return s->u.unary.value && attr->u.attr.value ? s : NULL;
}

/* The loops of clause i and after, around the innermost step. */
static pe_node *comp_loops(G *g, pe_node *e, uint32_t i) {
    pe_node *c = e->u.comp.generators.v[i];
    pe_node *inner =
        i + 1 < e->u.comp.generators.n ? comp_loops(g, e, i + 1) : comp_step(g, e);
    /* the filters, innermost last */
    /* loop-bound: source: one node's children */
    for (uint32_t k = c->u.gen.ifs.n; k-- > 0 && inner;) {
        pe_node *test = c->u.gen.ifs.v[k];
        pe_node *s = mk(g, PE_N_IF, test);
        if (!s || pe_node_list_alloc(g->a, &s->u.cond.body, 1) < 0) return NULL;
        s->u.cond.test = test;
        s->u.cond.body.v[0] = inner;
        inner = s;
    }
    pe_node *f = mk(g, PE_N_FOR, c);
    if (!inner || !f || pe_node_list_alloc(g->a, &f->u.for_.body, 1) < 0) return NULL;
    f->u.for_.target = c->u.gen.target;
    f->u.for_.iter = i ? c->u.gen.iter : name_node(g, ".0", PE_LOAD, c);
    f->u.for_.is_async = c->u.gen.is_async;
    f->u.for_.body.v[0] = inner;
    return f->u.for_.iter ? f : NULL;
}

/*
 * An async comprehension as CPython compiles it: a function of the first iterable
 * (".0"), called at once; a list, set or dict comprehension is awaited:
 *     await (lambda .0: <$r = []; for x in .0: ...: $r.append(elt); return $r>)(it)
 * an async generator expression is the call's async generator. The function is a
 * LAMBDA whose body is statements (named "<listcomp>" ... for tracebacks), lowered
 * here like any coroutine body.
 */
static pe_node *convert_comp(G *g, pe_node *e) {
    static const char *names[] = {"<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>"};
    int kind = e->kind == PE_N_LIST_COMP   ? 0
               : e->kind == PE_N_SET_COMP  ? 1
               : e->kind == PE_N_DICT_COMP ? 2
                                           : 3;
    pe_node *lam = mk(g, PE_N_LAMBDA, e);
    pe_node *args = mk(g, PE_N_ARGUMENTS, e);
    pe_node *dot0 = mk(g, PE_N_ARG, e);
    if (!lam || !args || !dot0 ||
        pe_node_list_alloc(g->a, &args->u.arguments.args, 1) < 0 ||
        !(dot0->u.arg.arg = name_of(g, ".0")) ||
        !(lam->u.func.name = name_of(g, names[kind])))
        return NULL;
    args->u.arguments.args.v[0] = dot0;
    lam->u.func.args = args;
    lam->u.func.is_async = 1;
    pe_node *loops = comp_loops(g, e, 0);
    if (!loops) return NULL;
    uint32_t n = kind == 3 ? 1 : 3;
    if (pe_node_list_alloc(g->a, &lam->u.func.body, n) < 0) return NULL;
    if (kind == 3) {
        lam->u.func.body.v[0] = loops;
    } else {
        pe_node *init = mk(g, kind == 0 ? PE_N_LIST : kind == 1 ? PE_N_SET : PE_N_DICT, e);
        if (init && kind == 1) {
            /* {*()}: an empty set without the name `set`, which a program may rebind */
            pe_node *st = mk(g, PE_N_STARRED, e);
            pe_node *tup = mk(g, PE_N_TUPLE, e);
            if (!st || !tup || pe_node_list_alloc(g->a, &init->u.seq.elts, 1) < 0)
                return NULL;
            st->u.unary.value = tup;
            init->u.seq.elts.v[0] = st;
        }
        pe_node *ret = mk(g, PE_N_RETURN, e);
        if (!ret) return NULL;
        ret->u.unary.value = name_node(g, "$r", PE_LOAD, e);
        lam->u.func.body.v[0] = assign(g, name_node(g, "$r", PE_STORE, e), init, e);
        lam->u.func.body.v[1] = loops;
        lam->u.func.body.v[2] = ret;
        if (!lam->u.func.body.v[0] || !ret->u.unary.value) return NULL;
    }
    uint32_t saved = g->ntemp;
    if (lower_body(g, &lam->u.func.body) < 0 || walk_stmts(g, &lam->u.func.body) < 0)
        return NULL;
    g->ntemp = saved;
    pe_node *call = call1(g, lam, e->u.comp.generators.v[0]->u.gen.iter, NULL, e);
    if (!call || kind == 3) return call;
    pe_node *aw = mk(g, PE_N_AWAIT, e);
    if (!aw) return NULL;
    aw->u.unary.value = call;
    return aw;
}

/* e, or the await of its function when e is an async list/set/dict comprehension. */
static pe_node *conv(G *g, pe_node *e) {
    if (!e || (e->kind != PE_N_LIST_COMP && e->kind != PE_N_SET_COMP &&
               e->kind != PE_N_DICT_COMP))
        return e;
    int r = comp_is_async(g, e);
    if (r < 0) return NULL;
    return r ? convert_comp(g, e) : e;
}

/* ---- expressions -------------------------------------------------------------------- */

static pe_node *lin(G *g, pe_node *e, blist *out);

/* A second load of what `first` (a hoisted temporary's TAKE load, or a constant)
 * reads: both loads then keep the value (nodes are never shared between parents). */
static pe_node *again(G *g, pe_node *first) {
    pe_node *n = mk(g, (pe_node_kind)first->kind, first);
    if (!n) return NULL;
    *n = *first;
    n->flags &= (uint16_t)~PE_NF_TAKE;
    first->flags &= (uint16_t)~PE_NF_TAKE;
    return n;
}

/* The values from index i of an and/or whose running result is temporary t, inside
 * the branch list cur: `if $t: <value i>; $t = <value i>; <the rest>` (for `or`,
 * `if not $t`). Each value's truth is tested once, as the jump does. 0 or -1. */
static int boolop_rest(G *g, pe_node *e, uint32_t i, uint32_t t, blist *cur) {
    pe_node *vi = e->u.boolop.values.v[i];
    blist body = {0};
    pe_node *v = lin(g, vi, &body);
    if (push(g, &body, assign(g, temp_name(g, t, PE_STORE, 0, vi), v, vi)) < 0) return -1;
    if (i + 1 < e->u.boolop.values.n && boolop_rest(g, e, i + 1, t, &body) < 0) return -1;
    pe_node *test = temp_name(g, t, PE_LOAD, 0, vi);
    if (test && e->u.boolop.op == PE_BOOL_OR) {
        pe_node *nt = mk(g, PE_N_UNARY_OP, vi);
        if (!nt) return -1;
        nt->u.unop.op = PE_UOP_NOT;
        nt->u.unop.operand = test;
        test = nt;
    }
    return push(g, cur, if_stmt(g, test, &body, vi));
}

static pe_node *lin_boolop(G *g, pe_node *e, blist *out) {
    uint32_t t = g->ntemp++;
    pe_node *first = lin(g, e->u.boolop.values.v[0], out);
    if (push(g, out, assign(g, temp_name(g, t, PE_STORE, 0, e), first, e)) < 0) return NULL;
    if (boolop_rest(g, e, 1, t, out) < 0) return NULL;
    return temp_name(g, t, PE_LOAD, 1, e);
}

/* body if test else orelse, with a suspension in any part. */
static pe_node *lin_ifexp(G *g, pe_node *e, blist *out) {
    pe_node *test = lin(g, e->u.ifexp.test, out);
    uint32_t t = g->ntemp++;
    blist b = {0}, o = {0};
    pe_node *bv = lin(g, e->u.ifexp.body, &b);
    if (push(g, &b, assign(g, temp_name(g, t, PE_STORE, 0, e), bv, e->u.ifexp.body)) < 0)
        return NULL;
    pe_node *ov = lin(g, e->u.ifexp.orelse, &o);
    if (push(g, &o, assign(g, temp_name(g, t, PE_STORE, 0, e), ov, e->u.ifexp.orelse)) < 0)
        return NULL;
    pe_node *s = if_stmt(g, test, &b, e);
    if (!s) return NULL;
    s->u.cond.orelse = finish(&o);
    if (push(g, out, s) < 0) return NULL;
    return temp_name(g, t, PE_LOAD, 1, e);
}

/* Comparison i of chain e, whose left operand is `a`, into temporary t inside the
 * branch list cur; the later comparisons go inside `if $t:`. 0 or -1. */
static int compare_rest(G *g, pe_node *e, uint32_t i, pe_node *a, uint32_t t, blist *cur) {
    uint32_t n = e->u.compare.comparators.n;
    pe_node *c = e->u.compare.comparators.v[i];
    pe_node *b = lin(g, c, cur);
    if (i + 1 < n) b = hoist(g, b, cur);
    pe_node *cmp = mk(g, PE_N_COMPARE, c);
    if (!a || !b || !cmp || pe_node_list_alloc(g->a, &cmp->u.compare.comparators, 1) < 0) {
        g->oom = 1;
        return -1;
    }
    cmp->line = e->line;
    cmp->col = e->col;
    cmp->u.compare.left = a;
    cmp->u.compare.ops = &e->u.compare.ops[i];
    cmp->u.compare.comparators.v[0] = b;
    if (push(g, cur, assign(g, temp_name(g, t, PE_STORE, 0, c), cmp, c)) < 0) return -1;
    if (i + 1 == n) return 0;
    blist body = {0};
    if (compare_rest(g, e, i + 1, again(g, b), t, &body) < 0) return -1;
    return push(g, cur, if_stmt(g, temp_name(g, t, PE_LOAD, 0, c), &body, c));
}

/* a < b < c ... with a suspension: one comparison per statement. */
static pe_node *lin_compare(G *g, pe_node *e, blist *out) {
    pe_node *a = hoist(g, lin(g, e->u.compare.left, out), out);
    uint32_t t = g->ntemp++;
    if (compare_rest(g, e, 0, a, t, out) < 0) return NULL;
    return temp_name(g, t, PE_LOAD, 1, e);
}

/* The value of e after the statements appended to out have run (see genlower.h).
 * NULL when out of memory. */
static pe_node *lin(G *g, pe_node *e, blist *out) {
    if (!e) return NULL;
    int s = suspends(g, e);
    if (s <= 0) return s < 0 ? NULL : e;
    if (!(e = conv(g, e))) return NULL;
    if (is_point(e)) {
        if (e->u.unary.value) {
            e->u.unary.value = lin(g, e->u.unary.value, out);
            if (!e->u.unary.value) return NULL;
        }
        int64_t k = to_temp(g, e, out);
        return k < 0 ? NULL : temp_name(g, (uint32_t)k, PE_LOAD, 1, e);
    }
    switch ((pe_node_kind)e->kind) {
    case PE_N_BOOL_OP: return lin_boolop(g, e, out);
    case PE_N_IF_EXP: return lin_ifexp(g, e, out);
    case PE_N_COMPARE:
        if (e->u.compare.comparators.n > 1) return lin_compare(g, e, out);
        break;
    case PE_N_LIST_COMP:
    case PE_N_SET_COMP:
    case PE_N_DICT_COMP:
    case PE_N_GENERATOR_EXP:
    case PE_N_LAMBDA: break;
    default: break;
    }
    kidv k;
    kid_init(&k);
    if (kids(g, e, &k, 0) < 0) return NULL;
    uint32_t last = 0;
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < k.n; i++) {
        int r = suspends(g, *k.v[i]);
        if (r < 0) return NULL;
        if (r) last = i;
    }
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i <= last; i++) {
        pe_node *c = *k.v[i];
        if (i < last && c->kind == PE_N_STARRED) {
            /* *it before a suspension: unpack it first, as CPython builds the
             * argument list, and spread the saved list later */
            pe_node *lst = mk(g, PE_N_LIST, c);
            if (!lst || pe_node_list_alloc(g->a, &lst->u.seq.elts, 1) < 0) {
                g->oom = 1;
                return NULL;
            }
            pe_node *sv = mk(g, PE_N_STARRED, c);
            if (!sv) return NULL;
            sv->u.unary.value = lin(g, c->u.unary.value, out);
            lst->u.seq.elts.v[0] = sv;
            c->u.unary.value = hoist(g, lst, out);
            if (!c->u.unary.value) return NULL;
            continue;
        }
        pe_node *v = lin(g, c, out);
        if (i < last) v = hoist(g, v, out);
        if (!v) return NULL;
        *k.v[i] = v;
    }
    return e;
}

/* ---- statements --------------------------------------------------------------------- */

static int lower_body(G *g, pe_node_list *body);

/* An expression statement or assignment whose value may suspend. */
static int lower_value_stmt(G *g, pe_node *s, pe_node **value, blist *out) {
    if (*value && !(*value = conv(g, *value))) return -1;
    pe_node *v = *value;
    if (v && is_point(v)) {
        if (v->u.unary.value) {
            v->u.unary.value = lin(g, v->u.unary.value, out);
            if (!v->u.unary.value) return -1;
        }
        s->flags |= PE_NF_SUSPEND;
        return push(g, out, s);
    }
    if (v) {
        *value = lin(g, v, out);
        if (!*value) return -1;
    }
    return push(g, out, s);
}

static int any_suspends(G *g, pe_node_list *l) {
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < l->n; i++) {
        int r = suspends(g, l->v[i]);
        if (r) return r;
    }
    return 0;
}

/* x OP= value with a suspension in value: CPython reads the target before value, so
 * the old value (and the container and key) are saved first:
 *   $o = obj; $k = key; $a = $o[$k]; $b = <value>; $a OP= $b; $o[$k] = $a */
static int lower_augassign(G *g, pe_node *s, blist *out) {
    pe_node *t = s->u.aug.target;
    pe_node *read = mk(g, (pe_node_kind)t->kind, t);
    if (!read) return -1;
    *read = *t;
    read->ctx = PE_LOAD;
    switch (t->kind) {
    case PE_N_NAME: break;
    case PE_N_ATTRIBUTE:
        read->u.attr.value = hoist(g, lin(g, t->u.attr.value, out), out);
        if (!read->u.attr.value) return -1;
        t->u.attr.value = again(g, read->u.attr.value);
        if (!t->u.attr.value) return -1;
        break;
    case PE_N_SUBSCRIPT:
        read->u.sub.value = hoist(g, lin(g, t->u.sub.value, out), out);
        if (!read->u.sub.value) return -1;
        read->u.sub.slice = hoist(g, lin(g, t->u.sub.slice, out), out);
        if (!read->u.sub.slice) return -1;
        t->u.sub.value = again(g, read->u.sub.value);
        t->u.sub.slice = again(g, read->u.sub.slice);
        if (!t->u.sub.value || !t->u.sub.slice) return -1;
        break;
    default: return push(g, out, s);
    }
    int64_t a = to_temp(g, read, out);
    if (a < 0) return -1;
    pe_node *b = hoist(g, lin(g, s->u.aug.value, out), out);
    pe_node *store = t;
    s->u.aug.target = temp_name(g, (uint32_t)a, PE_STORE, 0, s);
    s->u.aug.value = b;
    if (!b || !s->u.aug.target) return -1;
    if (push(g, out, s) < 0) return -1;
    return push(g, out, assign(g, store, temp_name(g, (uint32_t)a, PE_LOAD, 1, s), s));
}

static int lower_stmt(G *g, pe_node *s, blist *out) {
    g->ntemp = 0;
    int r;
    switch ((pe_node_kind)s->kind) {
    case PE_N_EXPR_STMT: return lower_value_stmt(g, s, &s->u.unary.value, out);
    case PE_N_ASSIGN:
        r = any_suspends(g, &s->u.assign.targets);
        if (r < 0) return -1;
        if (r) return push(g, out, s); /* refused at run time */
        return lower_value_stmt(g, s, &s->u.assign.value, out);
    case PE_N_AUG_ASSIGN:
        r = suspends(g, s->u.aug.value);
        if (r <= 0) return r < 0 ? -1 : push(g, out, s);
        r = suspends(g, s->u.aug.target);
        if (r) return r < 0 ? -1 : push(g, out, s);
        return lower_augassign(g, s, out);
    case PE_N_ANN_ASSIGN:
        if (s->u.ann.value && !(s->u.ann.value = lin(g, s->u.ann.value, out))) return -1;
        return push(g, out, s);
    case PE_N_RETURN:
        if (s->u.unary.value && !(s->u.unary.value = lin(g, s->u.unary.value, out)))
            return -1;
        return push(g, out, s);
    case PE_N_RAISE:
        r = suspends(g, s->u.raise.cause);
        if (r < 0) return -1;
        if (s->u.raise.exc) {
            pe_node *x = lin(g, s->u.raise.exc, out);
            if (r) x = hoist(g, x, out);
            if (!(s->u.raise.exc = x)) return -1;
        }
        if (s->u.raise.cause && !(s->u.raise.cause = lin(g, s->u.raise.cause, out)))
            return -1;
        return push(g, out, s);
    case PE_N_ASSERT:
        if (!(s->u.assert_.test = lin(g, s->u.assert_.test, out))) return -1;
        return push(g, out, s);
    case PE_N_IF:
        if (!(s->u.cond.test = lin(g, s->u.cond.test, out))) return -1;
        if (lower_body(g, &s->u.cond.body) < 0 || lower_body(g, &s->u.cond.orelse) < 0)
            return -1;
        return push(g, out, s);
    case PE_N_WHILE: {
        r = suspends(g, s->u.cond.test);
        if (r < 0) return -1;
        if (r) {
            blist pre = {0};
            if (!(s->u.cond.test = lin(g, s->u.cond.test, &pre))) return -1;
            s->u.cond.pre = finish(&pre);
        }
        if (lower_body(g, &s->u.cond.body) < 0 || lower_body(g, &s->u.cond.orelse) < 0)
            return -1;
        return push(g, out, s);
    }
    case PE_N_FOR:
        if (!(s->u.for_.iter = lin(g, s->u.for_.iter, out))) return -1;
        if (lower_body(g, &s->u.for_.body) < 0 || lower_body(g, &s->u.for_.orelse) < 0)
            return -1;
        return push(g, out, s);
    case PE_N_WITH:
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.with.items.n; i++) {
            pe_node *it = s->u.with.items.v[i];
            if (i == 0) {
                if (!(it->u.item.context_expr = lin(g, it->u.item.context_expr, out)))
                    return -1;
                continue;
            }
            r = suspends(g, it->u.item.context_expr);
            if (r < 0) return -1;
            if (!r) continue;
            g->ntemp = 0;
            blist pre = {0};
            if (!(it->u.item.context_expr = lin(g, it->u.item.context_expr, &pre)))
                return -1;
            it->u.item.pre = finish(&pre);
        }
        if (lower_body(g, &s->u.with.body) < 0) return -1;
        return push(g, out, s);
    case PE_N_TRY:
        if (lower_body(g, &s->u.try_.body) < 0 || lower_body(g, &s->u.try_.orelse) < 0 ||
            lower_body(g, &s->u.try_.finalbody) < 0)
            return -1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.try_.handlers.n; i++)
            if (lower_body(g, &s->u.try_.handlers.v[i]->u.handler.body) < 0) return -1;
        return push(g, out, s);
    case PE_N_MATCH:
        if (!(s->u.match.subject = lin(g, s->u.match.subject, out))) return -1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.match.cases.n; i++)
            if (lower_body(g, &s->u.match.cases.v[i]->u.mcase.body) < 0) return -1;
        return push(g, out, s);
    default: return push(g, out, s);
    }
}

static int lower_body(G *g, pe_node_list *body) {
    blist out = {0};
    /* loop-bound: source: the statements of one block */
    for (uint32_t i = 0; i < body->n; i++)
        if (lower_stmt(g, body->v[i], &out) < 0) return -1;
    if (g->oom) return -1;
    *body = finish(&out);
    return 0;
}

/* ---- finding the functions ---------------------------------------------------------- */

static int stmts_suspend(G *g, pe_node_list *l);

/* Does statement s (not looking into nested defs and classes) contain a suspension
 * point? -1 when out of memory. */
static int stmt_suspends(G *g, pe_node *s) {
    int r = 0;
    switch ((pe_node_kind)s->kind) {
    case PE_N_FUNCTION_DEF:
    case PE_N_CLASS_DEF: return 0;
    case PE_N_EXPR_STMT:
    case PE_N_RETURN: return suspends(g, s->u.unary.value);
    case PE_N_ASSIGN:
        if ((r = any_suspends(g, &s->u.assign.targets))) return r;
        return suspends(g, s->u.assign.value);
    case PE_N_AUG_ASSIGN:
        if ((r = suspends(g, s->u.aug.target))) return r;
        return suspends(g, s->u.aug.value);
    case PE_N_ANN_ASSIGN: return suspends(g, s->u.ann.value);
    case PE_N_RAISE:
        if ((r = suspends(g, s->u.raise.exc))) return r;
        return suspends(g, s->u.raise.cause);
    case PE_N_ASSERT:
        if ((r = suspends(g, s->u.assert_.test))) return r;
        return suspends(g, s->u.assert_.msg);
    case PE_N_DELETE: return any_suspends(g, &s->u.del.targets);
    case PE_N_IF:
    case PE_N_WHILE:
        if ((r = suspends(g, s->u.cond.test))) return r;
        if ((r = stmts_suspend(g, &s->u.cond.body))) return r;
        return stmts_suspend(g, &s->u.cond.orelse);
    case PE_N_FOR:
        if (s->u.for_.is_async) return 1;
        if ((r = suspends(g, s->u.for_.iter)) || (r = suspends(g, s->u.for_.target)))
            return r;
        if ((r = stmts_suspend(g, &s->u.for_.body))) return r;
        return stmts_suspend(g, &s->u.for_.orelse);
    case PE_N_WITH:
        if (s->u.with.is_async) return 1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.with.items.n; i++)
            if ((r = suspends(g, s->u.with.items.v[i]->u.item.context_expr))) return r;
        return stmts_suspend(g, &s->u.with.body);
    case PE_N_TRY:
        if ((r = stmts_suspend(g, &s->u.try_.body)) ||
            (r = stmts_suspend(g, &s->u.try_.orelse)) ||
            (r = stmts_suspend(g, &s->u.try_.finalbody)))
            return r;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.try_.handlers.n; i++)
            if ((r = stmts_suspend(g, &s->u.try_.handlers.v[i]->u.handler.body))) return r;
        return 0;
    case PE_N_MATCH:
        if ((r = suspends(g, s->u.match.subject))) return r;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.match.cases.n; i++)
            if ((r = stmts_suspend(g, &s->u.match.cases.v[i]->u.mcase.body))) return r;
        return 0;
    default: return 0;
    }
}

static int stmts_suspend(G *g, pe_node_list *l) {
    /* loop-bound: source: the statements of one block */
    for (uint32_t i = 0; i < l->n; i++) {
        int r = stmt_suspends(g, l->v[i]);
        if (r) return r;
    }
    return 0;
}

static int walk_stmts(G *g, pe_node_list *l);

static int walk_exprs(G *g, pe_node_list *l);

/* Finds the lambdas inside *pe (and lowers those that are generators), and turns async
 * generator expressions into their functions' calls. */
static int walk_expr(G *g, pe_node **pe) {
    pe_node *e = *pe;
    if (!e) return 0;
    if (e->kind == PE_N_GENERATOR_EXP) {
        int r = comp_is_async(g, e);
        if (r < 0) return -1;
        if (r) {
            /* the new call's parts were walked as it was made, but its first
             * iterable, evaluated here, was not */
            pe_node *c = convert_comp(g, e);
            if (!c) return -1;
            *pe = c;
            return walk_expr(g, &c->u.call.args.v[0]);
        }
    }
    if (e->kind == PE_N_LAMBDA && !e->u.func.body.n) {
        int r = suspends(g, e->u.func.body_expr);
        if (r < 0) return -1;
        if (r) {
            /* lambda: (yield x) is a generator whose body is `return (yield x)` */
            pe_node *ret = mk(g, PE_N_RETURN, e->u.func.body_expr);
            if (!ret || pe_node_list_alloc(g->a, &e->u.func.body, 1) < 0) return -1;
            ret->u.unary.value = e->u.func.body_expr;
            e->u.func.body.v[0] = ret;
            if (lower_body(g, &e->u.func.body) < 0) return -1;
            if (walk_stmts(g, &e->u.func.body) < 0) return -1;
        }
    }
    if (e->kind == PE_N_LAMBDA && e->u.func.body.n) {
        /* its body was walked as statements when it was lowered */
        if (walk_exprs(g, &e->u.func.args->u.arguments.defaults) < 0) return -1;
        return walk_exprs(g, &e->u.func.args->u.arguments.kw_defaults);
    }
    kidv k;
    kid_init(&k);
    if (kids(g, e, &k, 1) < 0) return -1;
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < k.n; i++)
        if (walk_expr(g, k.v[i]) < 0) return -1;
    return 0;
}

static int walk_exprs(G *g, pe_node_list *l) {
    /* loop-bound: source: one node's children */
    for (uint32_t i = 0; i < l->n; i++)
        if (walk_expr(g, &l->v[i]) < 0) return -1;
    return 0;
}

static int walk_args(G *g, pe_node *args) {
    if (!args) return 0;
    if (walk_exprs(g, &args->u.arguments.defaults) < 0 ||
        walk_exprs(g, &args->u.arguments.kw_defaults) < 0)
        return -1;
    pe_node_list *lists[] = {&args->u.arguments.posonlyargs, &args->u.arguments.args,
                             &args->u.arguments.kwonlyargs};
    /* loop-bound: source: one node's children */
    for (int j = 0; j < 3; j++)
        for (uint32_t i = 0; i < lists[j]->n; i++)
            if (walk_expr(g, &lists[j]->v[i]->u.arg.annotation) < 0) return -1;
    if (args->u.arguments.vararg &&
        walk_expr(g, &args->u.arguments.vararg->u.arg.annotation) < 0)
        return -1;
    if (args->u.arguments.kwarg &&
        walk_expr(g, &args->u.arguments.kwarg->u.arg.annotation) < 0)
        return -1;
    return 0;
}

static int walk_stmt(G *g, pe_node *s) {
    switch ((pe_node_kind)s->kind) {
    case PE_N_FUNCTION_DEF: {
        if (walk_exprs(g, &s->u.func.decorators) < 0 || walk_args(g, s->u.func.args) < 0 ||
            walk_expr(g, &s->u.func.returns) < 0)
            return -1;
        int r = stmts_suspend(g, &s->u.func.body);
        if (r < 0 || (r && lower_body(g, &s->u.func.body) < 0)) return -1;
        return walk_stmts(g, &s->u.func.body);
    }
    case PE_N_CLASS_DEF:
        if (walk_exprs(g, &s->u.cls.decorators) < 0 || walk_exprs(g, &s->u.cls.bases) < 0)
            return -1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.cls.keywords.n; i++)
            if (walk_expr(g, &s->u.cls.keywords.v[i]->u.keyword.value) < 0) return -1;
        return walk_stmts(g, &s->u.cls.body);
    case PE_N_EXPR_STMT:
    case PE_N_RETURN: return walk_expr(g, &s->u.unary.value);
    case PE_N_ASSIGN:
        if (walk_exprs(g, &s->u.assign.targets) < 0) return -1;
        return walk_expr(g, &s->u.assign.value);
    case PE_N_AUG_ASSIGN:
        if (walk_expr(g, &s->u.aug.target) < 0) return -1;
        return walk_expr(g, &s->u.aug.value);
    case PE_N_ANN_ASSIGN:
        if (walk_expr(g, &s->u.ann.target) < 0 || walk_expr(g, &s->u.ann.annotation) < 0)
            return -1;
        return walk_expr(g, &s->u.ann.value);
    case PE_N_DELETE: return walk_exprs(g, &s->u.del.targets);
    case PE_N_RAISE:
        if (walk_expr(g, &s->u.raise.exc) < 0) return -1;
        return walk_expr(g, &s->u.raise.cause);
    case PE_N_ASSERT:
        if (walk_expr(g, &s->u.assert_.test) < 0) return -1;
        return walk_expr(g, &s->u.assert_.msg);
    case PE_N_IF:
    case PE_N_WHILE:
        if (walk_stmts(g, &s->u.cond.pre) < 0 || walk_expr(g, &s->u.cond.test) < 0 ||
            walk_stmts(g, &s->u.cond.body) < 0)
            return -1;
        return walk_stmts(g, &s->u.cond.orelse);
    case PE_N_FOR:
        if (walk_expr(g, &s->u.for_.target) < 0 || walk_expr(g, &s->u.for_.iter) < 0 ||
            walk_stmts(g, &s->u.for_.body) < 0)
            return -1;
        return walk_stmts(g, &s->u.for_.orelse);
    case PE_N_WITH:
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.with.items.n; i++) {
            pe_node *it = s->u.with.items.v[i];
            if (walk_stmts(g, &it->u.item.pre) < 0 ||
                walk_expr(g, &it->u.item.context_expr) < 0 ||
                walk_expr(g, &it->u.item.optional_vars) < 0)
                return -1;
        }
        return walk_stmts(g, &s->u.with.body);
    case PE_N_TRY:
        if (walk_stmts(g, &s->u.try_.body) < 0 || walk_stmts(g, &s->u.try_.orelse) < 0 ||
            walk_stmts(g, &s->u.try_.finalbody) < 0)
            return -1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.try_.handlers.n; i++) {
            pe_node *h = s->u.try_.handlers.v[i];
            if (walk_expr(g, &h->u.handler.type) < 0 ||
                walk_stmts(g, &h->u.handler.body) < 0)
                return -1;
        }
        return 0;
    case PE_N_MATCH:
        if (walk_expr(g, &s->u.match.subject) < 0) return -1;
        /* loop-bound: source: one node's children */
        for (uint32_t i = 0; i < s->u.match.cases.n; i++) {
            pe_node *c = s->u.match.cases.v[i];
            if (walk_expr(g, &c->u.mcase.guard) < 0 || walk_stmts(g, &c->u.mcase.body) < 0)
                return -1;
        }
        return 0;
    default: return 0;
    }
}

static int walk_stmts(G *g, pe_node_list *l) {
    /* loop-bound: source: the statements of one block */
    for (uint32_t i = 0; i < l->n; i++)
        if (walk_stmt(g, l->v[i]) < 0) return -1;
    return 0;
}

int pe_genlower(pe_vm *vm, pe_ast *ast) {
    G g = {vm, ast, &ast->arena, 0, 0};
    if (!ast->root) return 0;
    int r = walk_stmts(&g, &ast->root->u.module.body);
    return r < 0 || g.oom ? -1 : 0;
}
