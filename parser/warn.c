/*
 * warn.c - CPython 3.11's compile-time SyntaxWarnings (see warn.h).
 *
 * The checks are Python/compile.c's check_compare, check_caller, check_subscripter,
 * check_index and the assert check, and they see what CPython's compiler sees: the
 * tree after the AST optimizer folded constant expressions (`-1`, `2 ** 3`, `(1, 2)`
 * are constants there). folded_type() stands in for that folding: it returns the type
 * a constant expression folds to, without computing the value.
 *
 * The walk follows the compiler's order, because that is the order the warnings are
 * printed in: a def's decorators, defaults and annotations before its body; a class
 * body before its bases; an assignment's value before its targets; a comprehension's
 * inner parts before its outermost iterable; the checks of a node before its children.
 * A `finally` body and a `while` test are compiled twice in 3.11 (for the normal and
 * the exceptional path, and for loop inversion), so their warnings come twice.
 */
#include "warn.h"

#include <stdio.h>
#include <string.h>

#include "../core/stack.h"

typedef struct wctx {
    const pe_vm *vm;
    pe_warn_fn fn;
    void *ud;
    int in_function; /* function-like scope: annotated assignments are not evaluated */
    int depth;
} wctx;

/* The parser bounds nesting; this only keeps a damaged tree from recursing forever. */
#define PE_WARN_MAX_DEPTH 20000

static void warn(wctx *w, const pe_node *at, const char *msg) {
    w->fn(w->ud, at->line, msg);
}

/* ---- constant folding, types only ------------------------------------------------- */

static int is_num(const char *t) {
    return t && (!strcmp(t, "int") || !strcmp(t, "bool") || !strcmp(t, "float") ||
                 !strcmp(t, "complex"));
}

static int is_intlike(const char *t) {
    return t && (!strcmp(t, "int") || !strcmp(t, "bool"));
}

/* A literal zero: folding a division or modulo by it raises, so CPython leaves it. */
static int is_zero(const pe_node *e) {
    if (!e || e->kind != PE_N_CONSTANT) return 0;
    if (e->u.c.kind == PE_CONST_INT) return e->u.c.i == 0;
    if (e->u.c.kind == PE_CONST_FALSE) return 1;
    if (e->u.c.kind == PE_CONST_FLOAT) return e->u.c.f == 0.0;
    return 0;
}

/* A negative integer exponent: int ** -n folds to a float. */
static int is_negative(const pe_node *e) {
    return e && e->kind == PE_N_UNARY_OP && e->u.unop.op == PE_UOP_USUB &&
           e->u.unop.operand->kind == PE_N_CONSTANT &&
           (e->u.unop.operand->u.c.kind == PE_CONST_INT ||
            e->u.unop.operand->u.c.kind == PE_CONST_BIGINT) &&
           !is_zero(e->u.unop.operand);
}

static const char *folded_type(const pe_node *e, int depth);

static const char *folded_binop(const pe_node *e, int depth) {
    const char *l = folded_type(e->u.binop.left, depth + 1);
    if (!l) return NULL;
    const char *r = folded_type(e->u.binop.right, depth + 1);
    if (!r) return NULL;
    pe_binop op = e->u.binop.op;
    if (is_num(l) && is_num(r)) {
        int cx = !strcmp(l, "complex") || !strcmp(r, "complex");
        int fl = !strcmp(l, "float") || !strcmp(r, "float");
        switch (op) {
        case PE_OP_ADD:
        case PE_OP_SUB:
        case PE_OP_MULT: return cx ? "complex" : fl ? "float" : "int";
        case PE_OP_DIV:
            if (is_zero(e->u.binop.right)) return NULL;
            return cx ? "complex" : "float";
        case PE_OP_FLOORDIV:
        case PE_OP_MOD:
            if (cx || is_zero(e->u.binop.right)) return NULL;
            return fl ? "float" : "int";
        case PE_OP_POW:
            if (cx) return "complex";
            if (fl) return "float";
            return is_negative(e->u.binop.right) ? "float" : "int";
        case PE_OP_LSHIFT:
        case PE_OP_RSHIFT:
            return is_intlike(l) && is_intlike(r) && !is_negative(e->u.binop.right) ? "int"
                                                                                    : NULL;
        case PE_OP_BITOR:
        case PE_OP_BITAND:
        case PE_OP_BITXOR:
            if (!is_intlike(l) || !is_intlike(r)) return NULL;
            return !strcmp(l, "bool") && !strcmp(r, "bool") ? "bool" : "int";
        default: return NULL;
        }
    }
    int seq_l = !strcmp(l, "str") || !strcmp(l, "bytes") || !strcmp(l, "tuple");
    int seq_r = !strcmp(r, "str") || !strcmp(r, "bytes") || !strcmp(r, "tuple");
    if (op == PE_OP_ADD && seq_l && !strcmp(l, r)) return l;
    if (op == PE_OP_MULT && seq_l && is_intlike(r)) return l;
    if (op == PE_OP_MULT && seq_r && is_intlike(l)) return r;
    return NULL;
}

/* The type name of the constant e folds to under CPython's AST optimizer, or NULL when
 * e is not a constant expression. */
static const char *folded_type(const pe_node *e, int depth) {
    if (!e || depth > 200) return NULL;
    switch (e->kind) {
    case PE_N_CONSTANT:
        switch (e->u.c.kind) {
        case PE_CONST_NONE: return "NoneType";
        case PE_CONST_TRUE:
        case PE_CONST_FALSE: return "bool";
        case PE_CONST_ELLIPSIS: return "ellipsis";
        case PE_CONST_INT:
        case PE_CONST_BIGINT: return "int";
        case PE_CONST_FLOAT: return "float";
        case PE_CONST_IMAG: return "complex";
        case PE_CONST_STR: return "str";
        case PE_CONST_BYTES: return "bytes";
        }
        return NULL;
    case PE_N_UNARY_OP: {
        const char *t = folded_type(e->u.unop.operand, depth + 1);
        if (!t) return NULL;
        switch (e->u.unop.op) {
        case PE_UOP_NOT: return "bool";
        case PE_UOP_INVERT: return is_intlike(t) ? "int" : NULL;
        default: return is_num(t) ? (!strcmp(t, "bool") ? "int" : t) : NULL;
        }
    }
    case PE_N_BIN_OP: return folded_binop(e, depth);
    case PE_N_TUPLE:
        if (e->ctx != PE_LOAD) return NULL;
        for (uint32_t i = 0; i < e->u.seq.elts.n; i++)
            if (!folded_type(e->u.seq.elts.v[i], depth + 1)) return NULL;
        return "tuple";
    default: return NULL;
    }
}

/* CPython's infer_type on the folded tree: the type of what e evaluates to when that is
 * known from its form alone, else NULL. */
static const char *infer_type(const pe_node *e) {
    switch (e->kind) {
    case PE_N_TUPLE: return "tuple";
    case PE_N_LIST:
    case PE_N_LIST_COMP: return "list";
    case PE_N_DICT:
    case PE_N_DICT_COMP: return "dict";
    case PE_N_SET:
    case PE_N_SET_COMP: return "set";
    case PE_N_GENERATOR_EXP: return "generator";
    case PE_N_LAMBDA: return "function";
    case PE_N_JOINED_STR:
    case PE_N_FORMATTED_VALUE: return "str";
    default: return folded_type(e, 0);
    }
}

/* ---- the checks ---------------------------------------------------------------------- */

/* check_is_arg: fine unless e folds to a constant other than None, True, False, ... */
static int is_arg_ok(const pe_node *e) {
    const char *t = folded_type(e, 0);
    return !t || !strcmp(t, "NoneType") || !strcmp(t, "bool") || !strcmp(t, "ellipsis");
}

static void check_compare(wctx *w, const pe_node *e) {
    int left = is_arg_ok(e->u.compare.left);
    for (uint32_t i = 0; i < e->u.compare.comparators.n; i++) {
        pe_cmpop op = e->u.compare.ops[i];
        int right = is_arg_ok(e->u.compare.comparators.v[i]);
        if ((op == PE_CMP_IS || op == PE_CMP_IS_NOT) && (!left || !right)) {
            warn(w, e,
                 op == PE_CMP_IS ? "\"is\" with a literal. Did you mean \"==\"?"
                                 : "\"is not\" with a literal. Did you mean \"!=\"?");
            return; /* the compiler stops at the first one */
        }
        left = right;
    }
}

/* check_caller: a call of a literal or a display. */
static void check_caller(wctx *w, const pe_node *call) {
    const pe_node *f = call->u.call.func;
    switch (f->kind) {
    case PE_N_TUPLE:
    case PE_N_LIST:
    case PE_N_LIST_COMP:
    case PE_N_DICT:
    case PE_N_DICT_COMP:
    case PE_N_SET:
    case PE_N_SET_COMP:
    case PE_N_GENERATOR_EXP:
    case PE_N_JOINED_STR:
    case PE_N_FORMATTED_VALUE: break;
    default:
        if (!folded_type(f, 0)) return;
    }
    char msg[160];
    snprintf(msg, sizeof msg, "'%s' object is not callable; perhaps you missed a comma?",
             infer_type(f));
    warn(w, call, msg);
}

/* check_subscripter and check_index, for a subscript being read. */
static void check_subscript(wctx *w, const pe_node *e) {
    const pe_node *v = e->u.sub.value;
    const char *vt = infer_type(v);
    int literal = folded_type(v, 0) != NULL && v->kind != PE_N_TUPLE;
    char msg[200];
    if (vt && ((literal &&
                (!strcmp(vt, "NoneType") || !strcmp(vt, "ellipsis") || !strcmp(vt, "int") ||
                 !strcmp(vt, "bool") || !strcmp(vt, "float") || !strcmp(vt, "complex"))) ||
               v->kind == PE_N_SET || v->kind == PE_N_SET_COMP ||
               v->kind == PE_N_GENERATOR_EXP || v->kind == PE_N_LAMBDA)) {
        snprintf(msg, sizeof msg,
                 "'%s' object is not subscriptable; perhaps you missed a comma?", vt);
        warn(w, e, msg);
        return;
    }
    const char *it = infer_type(e->u.sub.slice);
    if (!it || !strcmp(it, "int") || !strcmp(it, "bool")) return;
    int indexable = v->kind == PE_N_TUPLE || v->kind == PE_N_LIST ||
                    v->kind == PE_N_LIST_COMP || v->kind == PE_N_JOINED_STR ||
                    v->kind == PE_N_FORMATTED_VALUE ||
                    (literal && vt &&
                     (!strcmp(vt, "str") || !strcmp(vt, "bytes") || !strcmp(vt, "tuple")));
    if (!indexable) return;
    snprintf(msg, sizeof msg,
             "%s indices must be integers or slices, not %s; perhaps you missed a comma?",
             vt, it);
    warn(w, e, msg);
}

/* ---- the walk ---------------------------------------------------------------------- */

static void expr(wctx *w, const pe_node *e);
static void stmts(wctx *w, pe_node_list l);

static void exprs(wctx *w, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        expr(w, l.v[i]);
}

static void arguments_defaults(wctx *w, const pe_node *a) {
    if (!a) return;
    exprs(w, a->u.arguments.defaults);
    for (uint32_t i = 0; i < a->u.arguments.kw_defaults.n; i++)
        if (a->u.arguments.kw_defaults.v[i]) expr(w, a->u.arguments.kw_defaults.v[i]);
}

static void arg_annotation(wctx *w, const pe_node *arg) {
    if (arg && arg->u.arg.annotation) expr(w, arg->u.arg.annotation);
}

static void arguments_annotations(wctx *w, const pe_node *a) {
    if (!a) return;
    for (uint32_t i = 0; i < a->u.arguments.args.n; i++)
        arg_annotation(w, a->u.arguments.args.v[i]);
    for (uint32_t i = 0; i < a->u.arguments.posonlyargs.n; i++)
        arg_annotation(w, a->u.arguments.posonlyargs.v[i]);
    arg_annotation(w, a->u.arguments.vararg);
    for (uint32_t i = 0; i < a->u.arguments.kwonlyargs.n; i++)
        arg_annotation(w, a->u.arguments.kwonlyargs.v[i]);
    arg_annotation(w, a->u.arguments.kwarg);
}

/* A comprehension: its own code first (the first generator's target and conditions,
 * the later generators, the element), then the outermost iterable, which is
 * evaluated in the enclosing scope. */
static void comprehension(wctx *w, const pe_node *e) {
    pe_node_list gens = e->u.comp.generators;
    int saved = w->in_function;
    w->in_function = 1;
    for (uint32_t i = 0; i < gens.n; i++) {
        const pe_node *g = gens.v[i];
        if (i > 0) expr(w, g->u.gen.iter);
        expr(w, g->u.gen.target);
        exprs(w, g->u.gen.ifs);
    }
    expr(w, e->u.comp.elt);
    if (e->kind == PE_N_DICT_COMP) expr(w, e->u.comp.value);
    w->in_function = saved;
    if (gens.n) expr(w, gens.v[0]->u.gen.iter);
}

static void pattern(wctx *w, const pe_node *p) {
    if (!p) return;
    switch (p->kind) {
    case PE_N_MATCH_VALUE: expr(w, p->u.unary.value); break;
    case PE_N_MATCH_SEQUENCE:
    case PE_N_MATCH_OR:
        for (uint32_t i = 0; i < p->u.pats.patterns.n; i++)
            pattern(w, p->u.pats.patterns.v[i]);
        break;
    case PE_N_MATCH_MAPPING:
        exprs(w, p->u.mapping.keys);
        for (uint32_t i = 0; i < p->u.mapping.patterns.n; i++)
            pattern(w, p->u.mapping.patterns.v[i]);
        break;
    case PE_N_MATCH_CLASS:
        expr(w, p->u.mclass.cls);
        for (uint32_t i = 0; i < p->u.mclass.patterns.n; i++)
            pattern(w, p->u.mclass.patterns.v[i]);
        for (uint32_t i = 0; i < p->u.mclass.kwd_patterns.n; i++)
            pattern(w, p->u.mclass.kwd_patterns.v[i]);
        break;
    case PE_N_MATCH_AS: pattern(w, p->u.as.pattern); break;
    default: break;
    }
}

static void expr(wctx *w, const pe_node *e) {
    if (!e || w->depth > PE_WARN_MAX_DEPTH || pe_stack_exhausted(w->vm)) return;
    w->depth++;
    switch (e->kind) {
    case PE_N_BOOL_OP: exprs(w, e->u.boolop.values); break;
    case PE_N_NAMED_EXPR: expr(w, e->u.named.value); break;
    case PE_N_BIN_OP:
        expr(w, e->u.binop.left);
        expr(w, e->u.binop.right);
        break;
    case PE_N_UNARY_OP: expr(w, e->u.unop.operand); break;
    case PE_N_LAMBDA: {
        arguments_defaults(w, e->u.func.args);
        int saved = w->in_function;
        w->in_function = 1;
        expr(w, e->u.func.body_expr);
        w->in_function = saved;
        break;
    }
    case PE_N_IF_EXP:
        expr(w, e->u.ifexp.test);
        expr(w, e->u.ifexp.body);
        expr(w, e->u.ifexp.orelse);
        break;
    case PE_N_DICT:
        for (uint32_t i = 0; i < e->u.dict.values.n; i++) {
            if (e->u.dict.keys.v[i]) expr(w, e->u.dict.keys.v[i]);
            expr(w, e->u.dict.values.v[i]);
        }
        break;
    case PE_N_SET:
    case PE_N_LIST:
    case PE_N_TUPLE: exprs(w, e->u.seq.elts); break;
    case PE_N_LIST_COMP:
    case PE_N_SET_COMP:
    case PE_N_DICT_COMP:
    case PE_N_GENERATOR_EXP: comprehension(w, e); break;
    case PE_N_AWAIT:
    case PE_N_YIELD:
    case PE_N_YIELD_FROM:
    case PE_N_STARRED: expr(w, e->u.unary.value); break;
    case PE_N_COMPARE:
        check_compare(w, e);
        expr(w, e->u.compare.left);
        exprs(w, e->u.compare.comparators);
        break;
    case PE_N_CALL:
        if (e->u.call.func->kind != PE_N_ATTRIBUTE) check_caller(w, e);
        expr(w, e->u.call.func);
        exprs(w, e->u.call.args);
        for (uint32_t i = 0; i < e->u.call.keywords.n; i++)
            expr(w, e->u.call.keywords.v[i]->u.keyword.value);
        break;
    case PE_N_FORMATTED_VALUE:
        expr(w, e->u.fmt.value);
        expr(w, e->u.fmt.format_spec);
        break;
    case PE_N_JOINED_STR: exprs(w, e->u.joined.values); break;
    case PE_N_ATTRIBUTE: expr(w, e->u.attr.value); break;
    case PE_N_SUBSCRIPT:
        if (e->ctx == PE_LOAD) check_subscript(w, e);
        expr(w, e->u.sub.value);
        expr(w, e->u.sub.slice);
        break;
    case PE_N_SLICE:
        expr(w, e->u.slice.lower);
        expr(w, e->u.slice.upper);
        expr(w, e->u.slice.step);
        break;
    default: break;
    }
    w->depth--;
}

static void stmt(wctx *w, const pe_node *s) {
    if (!s || w->depth > PE_WARN_MAX_DEPTH || pe_stack_exhausted(w->vm)) return;
    w->depth++;
    switch (s->kind) {
    case PE_N_FUNCTION_DEF: {
        exprs(w, s->u.func.decorators);
        arguments_defaults(w, s->u.func.args);
        arguments_annotations(w, s->u.func.args);
        expr(w, s->u.func.returns);
        int saved = w->in_function;
        w->in_function = 1;
        stmts(w, s->u.func.body);
        w->in_function = saved;
        break;
    }
    case PE_N_CLASS_DEF: {
        exprs(w, s->u.cls.decorators);
        int saved = w->in_function;
        w->in_function = 0;
        stmts(w, s->u.cls.body);
        w->in_function = saved;
        exprs(w, s->u.cls.bases);
        for (uint32_t i = 0; i < s->u.cls.keywords.n; i++)
            expr(w, s->u.cls.keywords.v[i]->u.keyword.value);
        break;
    }
    case PE_N_RETURN:
    case PE_N_EXPR_STMT: expr(w, s->u.unary.value); break;
    case PE_N_DELETE: exprs(w, s->u.del.targets); break;
    case PE_N_ASSIGN:
        expr(w, s->u.assign.value);
        exprs(w, s->u.assign.targets);
        break;
    case PE_N_AUG_ASSIGN:
        expr(w, s->u.aug.target);
        expr(w, s->u.aug.value);
        break;
    case PE_N_ANN_ASSIGN:
        expr(w, s->u.ann.value);
        expr(w, s->u.ann.target);
        /* annotations are evaluated only in module and class bodies */
        if (!w->in_function) expr(w, s->u.ann.annotation);
        break;
    case PE_N_FOR:
        expr(w, s->u.for_.iter);
        expr(w, s->u.for_.target);
        stmts(w, s->u.for_.body);
        stmts(w, s->u.for_.orelse);
        break;
    case PE_N_WHILE: {
        /* the test is compiled before the loop and again at its bottom, unless it is a
         * constant (while True:) */
        const pe_node *t = s->u.cond.test;
        expr(w, t);
        stmts(w, s->u.cond.body);
        if (t->kind != PE_N_CONSTANT) expr(w, t);
        stmts(w, s->u.cond.orelse);
        break;
    }
    case PE_N_IF:
        expr(w, s->u.cond.test);
        stmts(w, s->u.cond.body);
        stmts(w, s->u.cond.orelse);
        break;
    case PE_N_WITH:
        for (uint32_t i = 0; i < s->u.with.items.n; i++) {
            expr(w, s->u.with.items.v[i]->u.item.context_expr);
            expr(w, s->u.with.items.v[i]->u.item.optional_vars);
        }
        stmts(w, s->u.with.body);
        break;
    case PE_N_MATCH:
        expr(w, s->u.match.subject);
        for (uint32_t i = 0; i < s->u.match.cases.n; i++) {
            const pe_node *c = s->u.match.cases.v[i];
            pattern(w, c->u.mcase.pattern);
            expr(w, c->u.mcase.guard);
            stmts(w, c->u.mcase.body);
        }
        break;
    case PE_N_RAISE:
        expr(w, s->u.raise.exc);
        expr(w, s->u.raise.cause);
        break;
    case PE_N_TRY:
        stmts(w, s->u.try_.body);
        for (uint32_t i = 0; i < s->u.try_.handlers.n; i++) {
            const pe_node *h = s->u.try_.handlers.v[i];
            expr(w, h->u.handler.type);
            stmts(w, h->u.handler.body);
        }
        stmts(w, s->u.try_.orelse);
        /* the finally body is compiled for the normal and the exceptional path */
        stmts(w, s->u.try_.finalbody);
        stmts(w, s->u.try_.finalbody);
        break;
    case PE_N_ASSERT:
        if (s->u.assert_.test->kind == PE_N_TUPLE && s->u.assert_.test->u.seq.elts.n > 0)
            warn(w, s, "assertion is always true, perhaps remove parentheses?");
        expr(w, s->u.assert_.test);
        expr(w, s->u.assert_.msg);
        break;
    default: break;
    }
    w->depth--;
}

static void stmts(wctx *w, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        stmt(w, l.v[i]);
}

void pe_syntax_warnings(const pe_vm *vm, const pe_ast *ast, pe_warn_fn fn, void *ud) {
    if (!ast || !ast->root) return;
    wctx w = {vm, fn, ud, 0, 0};
    stmts(&w, ast->root->u.module.body);
}
