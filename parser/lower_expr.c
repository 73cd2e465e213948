/*
 * lower_expr.c - expressions: tree-sitter-python CST -> pe_node, with the checks
 * CPython's parser makes on expressions (targets, call arguments, parameters) and the
 * compiler's checks on yield/await/starred placement.
 */
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "lower.h"

static pe_node *lower_expr_inner(pe_lower *L, TSNode n);

pe_node *pe_lower_expr(pe_lower *L, TSNode n) {
    int cost = pe_lower_pcost(L, n);
    if (cost && L->pcost + cost >= PE_PARSER_MAX_COST) {
        /* CPython's parser stack (6000 frames) overflows before its compiler runs */
        if (!L->err->type && !L->err->oom && !L->err->cancelled) {
            memset(L->err, 0, sizeof *L->err);
            L->err->type = "MemoryError";
        }
        return NULL;
    }
    if (pe_lower_enter(L, n) < 0) return NULL;
    L->pcost += cost;
    pe_node *r = lower_expr_inner(L, n);
    L->pcost -= cost;
    pe_lower_leave(L);
    return r;
}

/* ---- names of expression kinds in messages ---------------------------------------- */

const char *pe_lower_expr_name(const pe_node *x) {
    switch (x->kind) {
    case PE_N_ATTRIBUTE: return "attribute";
    case PE_N_SUBSCRIPT: return "subscript";
    case PE_N_STARRED: return "starred";
    case PE_N_NAME: return "name";
    case PE_N_LIST: return "list";
    case PE_N_TUPLE: return "tuple";
    case PE_N_LAMBDA: return "lambda";
    case PE_N_CALL: return "function call";
    case PE_N_BOOL_OP:
    case PE_N_BIN_OP:
    case PE_N_UNARY_OP: return "expression";
    case PE_N_GENERATOR_EXP: return "generator expression";
    case PE_N_YIELD:
    case PE_N_YIELD_FROM: return "yield expression";
    case PE_N_AWAIT: return "await expression";
    case PE_N_LIST_COMP: return "list comprehension";
    case PE_N_SET_COMP: return "set comprehension";
    case PE_N_DICT_COMP: return "dict comprehension";
    case PE_N_DICT: return "dict literal";
    case PE_N_SET: return "set display";
    case PE_N_JOINED_STR:
    case PE_N_FORMATTED_VALUE: return "f-string expression";
    case PE_N_CONSTANT:
        switch (x->u.c.kind) {
        case PE_CONST_NONE: return "None";
        case PE_CONST_TRUE: return "True";
        case PE_CONST_FALSE: return "False";
        case PE_CONST_ELLIPSIS: return "ellipsis";
        default: return "literal";
        }
    case PE_N_COMPARE: return "comparison";
    case PE_N_IF_EXP: return "conditional expression";
    case PE_N_NAMED_EXPR: return "named expression";
    default: return "expression";
    }
}

/* ---- targets ---------------------------------------------------------------------- */

static int is_debug_name(const pe_str *s) {
    size_t n;
    const char *t = pe_intern_text(s, &n);
    return n == 9 && memcmp(t, "__debug__", 9) == 0;
}

static int set_target(pe_lower *L, pe_node *x, pe_target_kind k, int top) {
    pe_ctx ctx = k == PE_TGT_DEL ? PE_DEL : PE_STORE;
    switch (x->kind) {
    case PE_N_NAME:
        if (is_debug_name(x->u.name.id))
            /* a compiler error in CPython, so reported after any parser error */
            pe_lower_defer(L, PE_DEFER_COMPILE, x,
                           k == PE_TGT_DEL ? "cannot delete __debug__"
                                           : "cannot assign to __debug__");
        x->ctx = (uint8_t)ctx;
        return 0;
    case PE_N_ATTRIBUTE:
        if (k != PE_TGT_DEL && is_debug_name(x->u.attr.attr))
            pe_lower_defer(L, PE_DEFER_COMPILE, x, "cannot assign to __debug__");
        x->ctx = (uint8_t)ctx;
        return 0;
    case PE_N_SUBSCRIPT: x->ctx = (uint8_t)ctx; return 0;
    case PE_N_TUPLE:
    case PE_N_LIST: {
        x->ctx = (uint8_t)ctx;
        int nstar = 0;
        for (uint32_t i = 0; i < x->u.seq.elts.n; i++) {
            pe_node *e = x->u.seq.elts.v[i];
            if (e->kind == PE_N_STARRED && k != PE_TGT_DEL) {
                if (++nstar == 2)
                    pe_lower_defer(L, PE_DEFER_COMPILE, x,
                                   "multiple starred expressions in assignment");
            }
            if (set_target(L, e, k, 0) < 0) return -1;
        }
        return 0;
    }
    case PE_N_STARRED:
        if (k == PE_TGT_DEL) return pe_lower_error_node(L, x, "cannot delete starred");
        if (x->flags & PE_NF_PAREN)
            return pe_lower_error_node(L, x, "cannot use starred expression here");
        if (top)
            pe_lower_defer(L, PE_DEFER_COMPILE, x,
                           "starred assignment target must be in a list or tuple");
        x->ctx = (uint8_t)ctx;
        if (x->u.unary.value->kind == PE_N_STARRED)
            return pe_lower_error_node(L, x->u.unary.value,
                                       "cannot use starred expression here");
        return set_target(L, x->u.unary.value, k, 0);
    default:
        return pe_lower_error_node(
            L, x, k == PE_TGT_DEL ? "cannot delete %s" : "cannot assign to %s",
            pe_lower_expr_name(x));
    }
}

int pe_lower_target(pe_lower *L, pe_node *x, pe_target_kind k) {
    return set_target(L, x, k, 1);
}

/* ---- helpers ---------------------------------------------------------------------- */

/* tree-sitter-python lets the keywords async and await through as names */
static int is_hard_keyword(pe_lower *L, TSNode n) {
    uint32_t b = ts_node_start_byte(n), len = ts_node_end_byte(n) - b;
    return (len == 5 && memcmp(L->src + b, "async", 5) == 0) ||
           (len == 5 && memcmp(L->src + b, "await", 5) == 0);
}

static pe_node *lower_name(pe_lower *L, TSNode n) {
    if (is_hard_keyword(L, n)) return pe_lower_error(L, n, "invalid syntax"), NULL;
    pe_node *x = pe_lower_node(L, PE_N_NAME, n);
    if (!x) return NULL;
    x->u.name.id = pe_lower_ident(L, n);
    return x->u.name.id ? x : NULL;
}

static pe_node *lower_const(pe_lower *L, TSNode n, pe_const_kind k) {
    pe_node *x = pe_lower_node(L, PE_N_CONSTANT, n);
    if (x) x->u.c.kind = k;
    return x;
}

/* A starred element (list_splat, list_splat_pattern, parenthesized_list_splat) or a
 * plain expression, for the places that allow *x: displays, call arguments,
 * unparenthesised tuples, subscripts. */
static pe_node *lower_expr_inner(pe_lower *L, TSNode n);

/* A unary '~' that was a '*' renamed by find_star_items (parse.c). */
static int is_star_tilde(pe_lower *L, TSNode n) {
    if (!L->nstars || pe_ts_kind(L, n) != PE_TS_unary_operator) return 0;
    uint32_t b = ts_node_start_byte(n);
    for (uint32_t i = 0; i < L->nstars; i++)
        if (L->stars[i] == b) return 1;
    return 0;
}

/* An element `*a + b`, `*[1] * 2`: tree-sitter binds the '*' (or the renamed '~')
 * tighter than the binary operators, Python's star item takes a whole bitwise_or. The
 * element is lowered with its splat replaced by its operand (L->unsplat) and wrapped
 * in a Starred. Returns NULL with *handled = 0 when n is not such an element. */
static pe_node *hoist_elt(pe_lower *L, TSNode n, int *handled) {
    *handled = 0;
    TSNode root = n;
    while (pe_ts_kind(L, root) == PE_TS_binary_operator)
        root = pe_ts_field(root, "left", 4);
    if (ts_node_eq(root, n)) return NULL;
    for (;;) {
        pe_ts_sym k = pe_ts_kind(L, root);
        TSNode next;
        if (k == PE_TS_call)
            next = pe_ts_field(root, "function", 8);
        else if (k == PE_TS_subscript)
            next = pe_ts_field(root, "value", 5);
        else if (k == PE_TS_attribute)
            next = pe_ts_field(root, "object", 6);
        else
            break;
        root = next;
    }
    if (pe_ts_kind(L, root) != PE_TS_list_splat && !is_star_tilde(L, root)) return NULL;
    *handled = 1;
    TSNode saved = L->unsplat;
    L->unsplat = root;
    pe_node *inner = pe_lower_expr(L, n);
    L->unsplat = saved;
    if (!inner) return NULL;
    pe_node *st = pe_lower_node(L, PE_N_STARRED, n);
    if (!st) return NULL;
    st->u.unary.value = inner;
    return st;
}

static pe_node *lower_elt(pe_lower *L, TSNode n) {
    pe_ts_sym k = pe_ts_kind(L, n);
    if (is_star_tilde(L, n)) {
        pe_node *x = pe_lower_node(L, PE_N_STARRED, n);
        if (!x) return NULL;
        TSNode v = pe_ts_field(n, "argument", 8);
        if (pe_lower_enter(L, n) < 0) return NULL;
        x->u.unary.value = pe_lower_expr(L, v);
        pe_lower_leave(L);
        return x->u.unary.value ? x : NULL;
    }
    if (k == PE_TS_binary_operator) {
        int handled;
        pe_node *x = hoist_elt(L, n, &handled);
        if (handled) return x;
    }
    if (k == PE_TS_list_splat || k == PE_TS_list_splat_pattern) {
        pe_node *x = pe_lower_node(L, PE_N_STARRED, n);
        if (!x) return NULL;
        TSNode v = ts_node_named_child(n, 0);
        if (pe_lower_enter(L, n) < 0) return NULL;
        x->u.unary.value = pe_lower_expr(L, v);
        pe_lower_leave(L);
        return x->u.unary.value ? x : NULL;
    }
    if (k == PE_TS_parenthesized_list_splat) {
        pe_node *x = lower_elt(L, ts_node_named_child(n, 0));
        if (x && x->kind == PE_N_STARRED)
            return pe_lower_error_node(L, x, "cannot use starred expression here"), NULL;
        return x;
    }
    return pe_lower_expr(L, n);
}

pe_node *pe_lower_elt(pe_lower *L, TSNode n) {
    return lower_elt(L, n);
}

int pe_lower_bare_walrus(pe_lower *L, TSNode v) {
    if (pe_ts_kind(L, v) != PE_TS_named_expression) return 0;
    uint32_t cnt = ts_node_child_count(v);
    for (uint32_t i = 0; i < cnt; i++)
        if (pe_ts_is_tok(ts_node_child(v, i), ":="))
            return pe_lower_error(L, ts_node_child(v, i), "invalid syntax");
    return pe_lower_error(L, v, "invalid syntax");
}

/* Lowers the named children of n (skipping comments) as elements into *out. */
static int lower_elts(pe_lower *L, TSNode n, pe_node_list *out) {
    uint32_t cnt = ts_node_named_child_count(n);
    pe_nvec v = {0};
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        if (ts_node_is_extra(c)) continue;
        pe_node *e = lower_elt(L, c);
        if (!e || pe_nvec_push(L, &v, e) < 0) return -1;
    }
    *out = pe_nvec_list(&v);
    return 0;
}

static pe_node *lower_seq(pe_lower *L, TSNode n, pe_node_kind kind) {
    pe_node *x = pe_lower_node(L, kind, n);
    if (!x || lower_elts(L, n, &x->u.seq.elts) < 0) return NULL;
    if (pe_ts_kind(L, n) == PE_TS_tuple && x->u.seq.elts.n == 1 &&
        x->u.seq.elts.v[0]->kind == PE_N_STARRED) {
        /* `(*a)` (no comma) comes out as a one-element tuple */
        int comma = 0;
        uint32_t cnt = ts_node_child_count(n);
        for (uint32_t i = 0; i < cnt; i++)
            if (pe_ts_is_tok(ts_node_child(n, i), ",")) comma = 1;
        if (!comma)
            return pe_lower_error_node(L, x->u.seq.elts.v[0],
                                       "cannot use starred expression here"),
                   NULL;
    }
    if (pe_ts_kind(L, n) == PE_TS_tuple_pattern && x->u.seq.elts.n == 1) {
        /* tree-sitter calls a parenthesised target `(a)` a tuple_pattern; without a
         * comma it is just the target in parentheses */
        int comma = 0;
        uint32_t cnt = ts_node_child_count(n);
        for (uint32_t i = 0; i < cnt; i++)
            if (pe_ts_is_tok(ts_node_child(n, i), ",")) comma = 1;
        if (!comma) {
            pe_node *e = x->u.seq.elts.v[0];
            e->flags |= PE_NF_PAREN;
            return e;
        }
    }
    return x;
}

/* tree-sitter-python binds `*` tighter than postfix operators in some positions:
 * `*a[0]`, `*a.b()` come out as subscript/call/attribute chains whose innermost
 * operand is a list_splat. CPython reads them as *(a[0]), *(a.b()). The chain is
 * lowered with the splat replaced by its operand (L->unsplat) and wrapped in a
 * Starred. Returns NULL without error when n is not such a chain (*handled = 0). */
static pe_node *hoist_splat(pe_lower *L, TSNode n, int *handled) {
    *handled = 0;
    TSNode root = n;
    for (;;) {
        pe_ts_sym k = pe_ts_kind(L, root);
        TSNode next;
        if (k == PE_TS_call)
            next = pe_ts_field(root, "function", 8);
        else if (k == PE_TS_subscript)
            next = pe_ts_field(root, "value", 5);
        else if (k == PE_TS_attribute)
            next = pe_ts_field(root, "object", 6);
        else
            break;
        root = next;
    }
    if (pe_ts_kind(L, root) != PE_TS_list_splat) return NULL;
    if (!ts_node_is_null(L->unsplat) && ts_node_eq(L->unsplat, root)) return NULL;
    *handled = 1;
    TSNode saved = L->unsplat;
    L->unsplat = root;
    pe_node *inner = lower_expr_inner(L, n);
    L->unsplat = saved;
    if (!inner) return NULL;
    pe_node *st = pe_lower_node(L, PE_N_STARRED, n);
    if (!st) return NULL;
    st->u.unary.value = inner;
    /* the operand starts after the '*' */
    TSNode op = ts_node_named_child(root, 0);
    for (pe_node *c = inner; c;) {
        if (c->line == st->line && c->col == st->col) {
            c->line = ts_node_start_point(op).row + 1;
            c->col = ts_node_start_point(op).column;
        }
        c = c->kind == PE_N_CALL        ? c->u.call.func
            : c->kind == PE_N_SUBSCRIPT ? c->u.sub.value
            : c->kind == PE_N_ATTRIBUTE ? c->u.attr.value
                                        : NULL;
    }
    return st;
}

pe_node *pe_lower_exprs(pe_lower *L, TSNode n) {
    pe_ts_sym k = pe_ts_kind(L, n);
    if (k == PE_TS_expression_list || k == PE_TS_pattern_list)
        return lower_seq(L, n, PE_N_TUPLE);
    /* a lone *x target is checked by pe_lower_target; a lone *x value is an error
     * (pe_lower_expr defers "can't use starred expression here") */
    if (k == PE_TS_list_splat_pattern) return lower_elt(L, n);
    return pe_lower_expr(L, n);
}

/* ---- operators -------------------------------------------------------------------- */

static int binop_of(const char *t, pe_binop *op) {
    static const struct {
        const char *s;
        pe_binop op;
    } tab[] = {{"+", PE_OP_ADD},      {"-", PE_OP_SUB},     {"*", PE_OP_MULT},
               {"@", PE_OP_MATMULT},  {"/", PE_OP_DIV},     {"%", PE_OP_MOD},
               {"**", PE_OP_POW},     {"<<", PE_OP_LSHIFT}, {">>", PE_OP_RSHIFT},
               {"|", PE_OP_BITOR},    {"^", PE_OP_BITXOR},  {"&", PE_OP_BITAND},
               {"//", PE_OP_FLOORDIV}};
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (strcmp(t, tab[i].s) == 0) {
            *op = tab[i].op;
            return 0;
        }
    return -1;
}

/* "+=" -> ADD etc. Used by augmented assignment. */
int pe_lower_augop(const char *t, pe_binop *op) {
    char buf[4];
    size_t n = strlen(t);
    if (n < 2 || n > 4 || t[n - 1] != '=') return -1;
    memcpy(buf, t, n - 1);
    buf[n - 1] = 0;
    return binop_of(buf, op);
}

/* Python's levels for the three bitwise operators (| < ^ < &), 0 for others. */
static int bitop_level(pe_lower *L, TSNode n) {
    if (pe_ts_kind(L, n) != PE_TS_binary_operator) return 0;
    const char *t = ts_node_type(pe_ts_field(n, "operator", 8));
    return t[1] ? 0 : t[0] == '|' ? 1 : t[0] == '^' ? 2 : t[0] == '&' ? 3 : 0;
}

/*
 * tree-sitter-python gives `&` a lower precedence than `^` (Python has | < ^ < &), so
 * `a ^ b & c` comes out as (a ^ b) & c. A run of |, ^, & operators written without
 * parentheses is therefore flattened (an iterative in-order walk) and rebuilt with
 * Python's precedence, left-associative, by operator-precedence parsing. Operands
 * (which bind tighter, or are parenthesised) are lowered as usual. Positions come from
 * the operands' CST nodes, so a parenthesised operand starts at its '('.
 */
typedef struct bitchain {
    TSNode *opnd; /* operand CST nodes, in source order */
    int *lvl;     /* lvl[i]: level of the operator between opnd[i] and opnd[i+1] */
    pe_binop *op;
    uint32_t n, cap; /* operands */
} bitchain;

static int chain_push(pe_lower *L, bitchain *c, TSNode opnd) {
    if (c->n == c->cap) {
        uint32_t nc = c->cap ? c->cap * 2 : 16;
        TSNode *no = pe_arena_alloc(L->a, nc * sizeof *no);
        int *nl = pe_arena_alloc(L->a, nc * sizeof *nl);
        pe_binop *np = pe_arena_alloc(L->a, nc * sizeof *np);
        if (!no || !nl || !np) return pe_lower_oom(L);
        if (c->n) {
            memcpy(no, c->opnd, c->n * sizeof *no);
            memcpy(nl, c->lvl, c->n * sizeof *nl);
            memcpy(np, c->op, c->n * sizeof *np);
        }
        c->opnd = no;
        c->lvl = nl;
        c->op = np;
        c->cap = nc;
    }
    c->opnd[c->n++] = opnd;
    return 0;
}

static pe_node *lower_bitchain(pe_lower *L, TSNode n) {
    bitchain c = {0};
    /* in-order walk over the chain's binary_operator nodes with an explicit stack */
    TSNode *stack = NULL;
    uint32_t sp = 0, scap = 0;
    TSNode cur = n;
    for (;;) {
        while (bitop_level(L, cur)) {
            if (sp == scap) {
                uint32_t nc = scap ? scap * 2 : 16;
                TSNode *ns = pe_arena_alloc(L->a, nc * sizeof *ns);
                if (!ns) return pe_lower_oom(L), NULL;
                if (sp) memcpy(ns, stack, sp * sizeof *ns);
                stack = ns;
                scap = nc;
            }
            stack[sp++] = cur;
            cur = pe_ts_field(cur, "left", 4);
        }
        if (chain_push(L, &c, cur) < 0) return NULL;
        if (!sp) break;
        TSNode b = stack[--sp];
        c.lvl[c.n - 1] = bitop_level(L, b);
        (void)binop_of(ts_node_type(pe_ts_field(b, "operator", 8)), &c.op[c.n - 1]);
        cur = pe_ts_field(b, "right", 5);
    }
    if (L->depth + (int)c.n - 2 >= PE_LOWER_MAX_DEPTH) { /* the deepest operand's level */
        /* as deep as CPython's compiler allows: the outcome of a nested chain */
        memset(L->err, 0, sizeof *L->err);
        L->err->type = "RecursionError";
        snprintf(L->err->msg, sizeof L->err->msg,
                 "maximum recursion depth exceeded during compilation");
        return NULL;
    }
    /* operator-precedence parsing: vals holds operands/partial results, ops the
     * pending operator indexes (strictly increasing levels from bottom to top) */
    pe_node **vals = pe_arena_alloc(L->a, c.n * sizeof *vals);
    uint32_t *ops = pe_arena_alloc(L->a, c.n * sizeof *ops);
    TSPoint *vstart = pe_arena_alloc(L->a, c.n * sizeof *vstart);
    if (!vals || !ops || !vstart) return pe_lower_oom(L), NULL;
    uint32_t nv = 0, no = 0;
    for (uint32_t i = 0; i < c.n; i++) {
        pe_node *v = pe_lower_expr(L, c.opnd[i]);
        if (!v) return NULL;
        /* a parenthesised operand keeps its '(' as the start of what contains it */
        vstart[nv] = ts_node_start_point(c.opnd[i]);
        /* every operator reduced now has this operand at its right end */
        TSPoint e = ts_node_end_point(c.opnd[i]);
        vals[nv++] = v;
        int next = i + 1 < c.n ? c.lvl[i] : 0;
        while (no > 0 && c.lvl[ops[no - 1]] >= next) {
            uint32_t k = ops[--no];
            pe_node *b = pe_node_new(L->a, PE_N_BIN_OP);
            if (!b) return pe_lower_oom(L), NULL;
            pe_node *r = vals[--nv], *l = vals[--nv];
            b->u.binop.left = l;
            b->u.binop.op = c.op[k];
            b->u.binop.right = r;
            b->line = vstart[nv].row + 1;
            b->col = vstart[nv].column;
            b->end_line = e.row + 1;
            b->end_col = e.column;
            vals[nv++] = b;
        }
        if (i + 1 < c.n) ops[no++] = i;
    }
    return vals[0];
}

static pe_node *lower_binop(pe_lower *L, TSNode n) {
    if (bitop_level(L, n) && (bitop_level(L, pe_ts_field(n, "left", 4)) ||
                              bitop_level(L, pe_ts_field(n, "right", 5))))
        return lower_bitchain(L, n);
    pe_node *x = pe_lower_node(L, PE_N_BIN_OP, n);
    if (!x) return NULL;
    TSNode op = pe_ts_field(n, "operator", 8);
    if (binop_of(ts_node_type(op), &x->u.binop.op) < 0) {
        pe_lower_error(L, op, "invalid syntax");
        return NULL;
    }
    x->u.binop.left = pe_lower_expr(L, pe_ts_field(n, "left", 4));
    if (!x->u.binop.left) return NULL;
    x->u.binop.right = pe_lower_expr(L, pe_ts_field(n, "right", 5));
    return x->u.binop.right ? x : NULL;
}

/* `a and b and c` is left-nested in the CST; CPython flattens runs of the same
 * operator written without parentheses into one BoolOp. The left spine is walked
 * iteratively, so long chains cost no recursion. */
static pe_node *lower_boolop(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_BOOL_OP, n);
    if (!x) return NULL;
    TSNode op = pe_ts_field(n, "operator", 8);
    int is_or = strcmp(ts_node_type(op), "or") == 0;
    x->u.boolop.op = is_or ? PE_BOOL_OR : PE_BOOL_AND;
    /* Collect the spine of same-operator nodes, outermost first. */
    TSNode *spine = NULL;
    uint32_t nsp = 0, cap = 0;
    TSNode cur = n;
    for (;;) {
        if (nsp == cap) {
            uint32_t nc = cap ? cap * 2 : 8;
            TSNode *ns = pe_arena_alloc(L->a, (size_t)nc * sizeof *ns);
            if (!ns) return pe_lower_oom(L), NULL;
            if (nsp) memcpy(ns, spine, nsp * sizeof *ns);
            spine = ns;
            cap = nc;
        }
        spine[nsp++] = cur;
        TSNode left = pe_ts_field(cur, "left", 4);
        if (pe_ts_kind(L, left) != PE_TS_boolean_operator) break;
        TSNode lop = pe_ts_field(left, "operator", 8);
        if ((strcmp(ts_node_type(lop), "or") == 0) != is_or) break;
        cur = left;
    }
    if (pe_node_list_alloc(L->a, &x->u.boolop.values, nsp + 1) < 0) {
        pe_lower_oom(L);
        return NULL;
    }
    pe_node *first = pe_lower_expr(L, pe_ts_field(cur, "left", 4));
    if (!first) return NULL;
    x->u.boolop.values.v[0] = first;
    for (uint32_t i = 0; i < nsp; i++) {
        TSNode t = spine[nsp - 1 - i];
        pe_node *r = pe_lower_expr(L, pe_ts_field(t, "right", 5));
        if (!r) return NULL;
        x->u.boolop.values.v[i + 1] = r;
    }
    return x;
}

static pe_node *lower_compare(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_COMPARE, n);
    if (!x) return NULL;
    uint32_t cnt = ts_node_child_count(n);
    pe_nvec comps = {0};
    pe_cmpop *ops = NULL;
    uint32_t nops = 0, cap = 0;
    int have_left = 0;
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_child(n, i);
        const char *f = ts_node_field_name_for_child(n, i);
        if (f && strcmp(f, "operators") == 0) {
            const char *t = ts_node_type(c);
            pe_cmpop op;
            if (!strcmp(t, "=="))
                op = PE_CMP_EQ;
            else if (!strcmp(t, "!="))
                op = PE_CMP_NOT_EQ;
            else if (!strcmp(t, "<"))
                op = PE_CMP_LT;
            else if (!strcmp(t, "<="))
                op = PE_CMP_LT_E;
            else if (!strcmp(t, ">"))
                op = PE_CMP_GT;
            else if (!strcmp(t, ">="))
                op = PE_CMP_GT_E;
            else if (!strcmp(t, "is"))
                op = PE_CMP_IS;
            else if (!strcmp(t, "is not"))
                op = PE_CMP_IS_NOT;
            else if (!strcmp(t, "in"))
                op = PE_CMP_IN;
            else if (!strcmp(t, "not in"))
                op = PE_CMP_NOT_IN;
            else
                return pe_lower_error(L, c, "invalid syntax"), NULL; /* "<>" */
            if (nops == cap) {
                uint32_t nc = cap ? cap * 2 : 4;
                pe_cmpop *no = pe_arena_alloc(L->a, nc * sizeof *no);
                if (!no) return pe_lower_oom(L), NULL;
                if (nops) memcpy(no, ops, nops * sizeof *no);
                ops = no;
                cap = nc;
            }
            ops[nops++] = op;
            continue;
        }
        if (!ts_node_is_named(c) || ts_node_is_extra(c)) continue;
        pe_node *e = pe_lower_expr(L, c);
        if (!e) return NULL;
        if (!have_left) {
            x->u.compare.left = e;
            have_left = 1;
        } else if (pe_nvec_push(L, &comps, e) < 0)
            return NULL;
    }
    x->u.compare.ops = ops;
    x->u.compare.comparators = pe_nvec_list(&comps);
    return x;
}

/* ---- calls -------------------------------------------------------------------------- */

static pe_node *lower_keyword(pe_lower *L, TSNode n) {
    pe_node *k = pe_lower_node(L, PE_N_KEYWORD, n);
    if (!k) return NULL;
    TSNode name = pe_ts_field(n, "name", 4);
    if (pe_ts_kind(L, name) != PE_TS_identifier)
        return pe_lower_error(L, name,
                              "expression cannot contain assignment, perhaps you "
                              "meant \"==\"?"),
               NULL;
    k->u.keyword.arg = pe_lower_ident(L, name);
    if (!k->u.keyword.arg) return NULL;
    if (is_debug_name(k->u.keyword.arg))
        pe_lower_defer(L, PE_DEFER_COMPILE, k, "cannot assign to __debug__");
    TSNode v = pe_ts_field(n, "value", 5);
    if (pe_ts_kind(L, v) == PE_TS_list_splat)
        return pe_lower_error(L, v, "invalid syntax"), NULL;
    if (pe_lower_bare_walrus(L, v) < 0) return NULL;
    k->u.keyword.value = pe_lower_expr(L, v);
    return k->u.keyword.value ? k : NULL;
}

/* Fills call->args/keywords from an argument_list, or from a lone generator expression
 * (f(x for x in y)). Also used for class bases (is_class). */
int pe_lower_call_args(pe_lower *L, TSNode argl, pe_node_list *args, pe_node_list *kws,
                       int is_class) {
    if (pe_ts_kind(L, argl) == PE_TS_generator_expression) {
        if (is_class)
            return pe_lower_error(L, ts_node_named_child(argl, 0), "invalid syntax");
        pe_node *g = pe_lower_expr(L, argl);
        if (!g || pe_node_list_alloc(L->a, args, 1) < 0) return g ? pe_lower_oom(L) : -1;
        args->v[0] = g;
        *kws = (pe_node_list){0};
        return 0;
    }
    pe_nvec av = {0}, kv = {0};
    pe_nameset kwnames = {0};
    int seen_kw = 0, seen_kwsplat = 0;
    uint32_t cnt = ts_node_named_child_count(argl);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(argl, i);
        pe_ts_sym k = pe_ts_kind(L, c);
        if (ts_node_is_extra(c)) continue;
        if (k == PE_TS_keyword_argument) {
            pe_node *kw = lower_keyword(L, c);
            if (!kw) return -1;
            int dup = pe_nameset_add(L, &kwnames, kw->u.keyword.arg);
            if (dup < 0) return -1;
            if (dup)
                return pe_lower_error_node(L, kw, "keyword argument repeated: %s",
                                           pe_intern_text(kw->u.keyword.arg, NULL));
            if (pe_nvec_push(L, &kv, kw) < 0) return -1;
            seen_kw = 1;
        } else if (k == PE_TS_dictionary_splat) {
            pe_node *kw = pe_lower_node(L, PE_N_KEYWORD, c);
            if (!kw) return -1;
            kw->u.keyword.value = pe_lower_expr(L, ts_node_named_child(c, 0));
            if (!kw->u.keyword.value || pe_nvec_push(L, &kv, kw) < 0) return -1;
            seen_kwsplat = 1;
        } else {
            pe_node *a = lower_elt(L, c);
            if (!a) return -1;
            if (a->kind == PE_N_STARRED) {
                if (seen_kwsplat)
                    return pe_lower_error_node(
                        L, a,
                        "iterable argument unpacking follows keyword argument unpacking");
            } else if (seen_kwsplat || seen_kw) {
                /* CPython raises these at the last token it read: the ')' */
                TSNode close = ts_node_child(argl, ts_node_child_count(argl) - 1);
                return pe_lower_error(L, close,
                                      seen_kwsplat ? "positional argument follows keyword "
                                                     "argument unpacking"
                                                   : "positional argument follows keyword "
                                                     "argument");
            }
            if (pe_nvec_push(L, &av, a) < 0) return -1;
        }
    }
    *args = pe_nvec_list(&av);
    *kws = pe_nvec_list(&kv);
    return 0;
}

static pe_node *lower_call(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_CALL, n);
    if (!x) return NULL;
    L->in_chain = 1;
    x->u.call.func = pe_lower_expr(L, pe_ts_field(n, "function", 8));
    if (!x->u.call.func) return NULL;
    TSNode argl = pe_ts_field(n, "arguments", 9);
    if (pe_lower_call_args(L, argl, &x->u.call.args, &x->u.call.keywords, 0) < 0)
        return NULL;
    return x;
}

/* ---- subscripts ---------------------------------------------------------------------- */

static pe_node *lower_slice(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_SLICE, n);
    if (!x) return NULL;
    int part = 0;
    uint32_t cnt = ts_node_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_child(n, i);
        if (pe_ts_is_tok(c, ":")) {
            part++;
            continue;
        }
        if (!ts_node_is_named(c) || ts_node_is_extra(c)) continue;
        pe_node *e = pe_lower_expr(L, c);
        if (!e) return NULL;
        if (part == 0)
            x->u.slice.lower = e;
        else if (part == 1)
            x->u.slice.upper = e;
        else
            x->u.slice.step = e;
    }
    return x;
}

static pe_node *lower_subscript(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_SUBSCRIPT, n);
    if (!x) return NULL;
    L->in_chain = 1;
    x->u.sub.value = pe_lower_expr(L, pe_ts_field(n, "value", 5));
    if (!x->u.sub.value) return NULL;
    pe_nvec items = {0};
    int comma = 0;
    TSNode first = {0}, last = {0};
    uint32_t cnt = ts_node_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
        const char *f = ts_node_field_name_for_child(n, i);
        TSNode c = ts_node_child(n, i);
        if (pe_ts_is_tok(c, ",")) comma = 1;
        if (!f || strcmp(f, "subscript") != 0) continue;
        pe_node *e = pe_ts_kind(L, c) == PE_TS_slice ? lower_slice(L, c) : lower_elt(L, c);
        if (!e || pe_nvec_push(L, &items, e) < 0) return NULL;
        if (items.n == 1) first = c;
        last = c;
    }
    if (items.n == 1 && !comma && items.v[0]->kind != PE_N_STARRED) {
        x->u.sub.slice = items.v[0];
        return x;
    }
    /* a[1:2, 3] and a[x,] and a[*b]: the index is a tuple spanning its elements */
    pe_node *t = pe_lower_node(L, PE_N_TUPLE, first);
    if (!t) return NULL;
    if (!ts_node_is_null(last)) pe_lower_pos_end(t, last);
    if (comma) {
        /* CPython's tuple ends after the trailing comma when there is one */
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_child(n, i);
            if (pe_ts_is_tok(c, ",") && ts_node_start_byte(c) >= ts_node_end_byte(last))
                pe_lower_pos_end(t, c);
        }
    }
    t->u.seq.elts = pe_nvec_list(&items);
    x->u.sub.slice = t;
    return x;
}

/* ---- comprehensions ----------------------------------------------------------------- */

static const char *comp_name(const pe_node *c) {
    switch (c->kind) {
    case PE_N_LIST_COMP: return "list comprehension";
    case PE_N_SET_COMP: return "set comprehension";
    case PE_N_DICT_COMP: return "dict comprehension";
    default: return "generator expression";
    }
}

static pe_node *lower_comp(pe_lower *L, TSNode n, pe_node_kind kind) {
    pe_node *x = pe_lower_node(L, kind, n);
    if (!x) return NULL;
    pe_node *saved = L->comp;
    pe_nvec gens = {0};
    uint32_t cnt = ts_node_named_child_count(n);
    pe_node *cur = NULL;
    int any_async = 0;
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        pe_ts_sym k = pe_ts_kind(L, c);
        if (k == PE_TS_for_in_clause) {
            cur = pe_lower_node(L, PE_N_COMPREHENSION, c);
            if (!cur || pe_nvec_push(L, &gens, cur) < 0) goto fail;
            if (pe_ts_is_tok(ts_node_child(c, 0), "async")) {
                cur->u.gen.is_async = 1;
                any_async = 1;
            }
            /* The first iterable is evaluated in the enclosing scope. */
            if (gens.n > 1) L->comp = x;
            uint32_t cc = ts_node_child_count(c);
            int nright = 0;
            for (uint32_t j = 0; j < cc; j++) {
                const char *f = ts_node_field_name_for_child(c, j);
                TSNode cj = ts_node_child(c, j);
                if (!f && pe_ts_is_tok(cj, ",")) f = "right"; /* for x in y, : error */
                if (!f) continue;
                if (strcmp(f, "right") == 0) {
                    if (!ts_node_is_named(cj) || nright++) {
                        TSNode par = ts_node_parent(n);
                        if (kind == PE_N_GENERATOR_EXP && pe_ts_kind(L, par) == PE_TS_call)
                            pe_lower_error(L, pe_ts_field(n, "body", 4),
                                           "Generator expression must be parenthesized");
                        else
                            pe_lower_error(L, cj, "invalid syntax");
                        goto fail;
                    }
                    cur->u.gen.iter = pe_lower_expr(L, cj);
                    if (!cur->u.gen.iter) goto fail;
                }
            }
            L->comp = x;
            cur->u.gen.target = pe_lower_exprs(L, pe_ts_field(c, "left", 4));
            if (!cur->u.gen.target || pe_lower_target(L, cur->u.gen.target, PE_TGT_FOR) < 0)
                goto fail;
            /* evaluation order of the CST is target after iter, fine for checks */
        } else if (k == PE_TS_if_clause) {
            L->comp = x;
            pe_node *cond = pe_lower_expr(L, ts_node_named_child(c, 0));
            if (!cond) goto fail;
            pe_nvec ifs = {cur->u.gen.ifs.v, cur->u.gen.ifs.n, cur->u.gen.ifs.n};
            if (pe_nvec_push(L, &ifs, cond) < 0) goto fail;
            cur->u.gen.ifs = pe_nvec_list(&ifs);
        }
    }
    x->u.comp.generators = pe_nvec_list(&gens);
    L->comp = x;
    TSNode body = pe_ts_field(n, "body", 4);
    if (kind == PE_N_DICT_COMP) {
        x->u.comp.elt = pe_lower_expr(L, pe_ts_field(body, "key", 3));
        if (!x->u.comp.elt) goto fail;
        x->u.comp.value = pe_lower_expr(L, pe_ts_field(body, "value", 5));
        if (!x->u.comp.value) goto fail;
    } else {
        x->u.comp.elt = pe_lower_expr(L, body);
        if (!x->u.comp.elt) goto fail;
        if (x->u.comp.elt->kind == PE_N_STARRED) {
            pe_lower_error_node(L, x->u.comp.elt,
                                kind == PE_N_GENERATOR_EXP
                                    ? "invalid syntax"
                                    : "iterable unpacking cannot be used in comprehension");
            goto fail;
        }
    }
    L->comp = saved;
    if (any_async && kind != PE_N_GENERATOR_EXP && !(L->f.kind == 1 && L->f.is_async) &&
        !(saved && saved->kind == PE_N_GENERATOR_EXP))
        pe_lower_defer(L, PE_DEFER_COMPILE, x,
                       "asynchronous comprehension outside of an asynchronous function");
    return x;
fail:
    L->comp = saved;
    return NULL;
}

/* ---- lambda / parameters ------------------------------------------------------------- */

static pe_node *lower_arg(pe_lower *L, TSNode name, TSNode type, TSNode whole,
                          int is_lambda) {
    pe_node *a = pe_lower_node(L, PE_N_ARG, whole);
    if (!a) return NULL;
    /* CPython's arg spans the name and annotation, not a default or a star */
    if (!ts_node_is_null(name)) {
        pe_lower_pos_start(a, name);
        pe_lower_pos_end(a, ts_node_is_null(type) ? name : type);
    }
    if (pe_ts_kind(L, name) == PE_TS_tuple_pattern) /* Python 2 tuple parameters */
        return pe_lower_error(L, name,
                              is_lambda ? "Lambda expression parameters cannot be "
                                          "parenthesized"
                                        : "Function parameters cannot be parenthesized"),
               NULL;
    if (pe_ts_kind(L, name) != PE_TS_identifier)
        return pe_lower_error(L, name, "invalid syntax"), NULL;
    a->u.arg.arg = pe_lower_ident(L, name);
    if (!a->u.arg.arg) return NULL;
    if (is_debug_name(a->u.arg.arg))
        pe_lower_defer(L, PE_DEFER_COMPILE, a, "cannot assign to __debug__");
    if (!ts_node_is_null(type)) {
        a->u.arg.annotation = pe_lower_annotation(L, type);
        if (!a->u.arg.annotation) return NULL;
    }
    return a;
}

pe_node *pe_lower_arguments(pe_lower *L, TSNode n, TSNode pos, int is_lambda) {
    pe_node *x = pe_lower_node(L, PE_N_ARGUMENTS, ts_node_is_null(n) ? pos : n);
    if (!x) return NULL;
    if (ts_node_is_null(n)) return x;
    pe_nvec posonly = {0}, args = {0}, kwonly = {0}, kwdef = {0}, defs = {0};
    int after_star = 0, seen_default = 0, bare_star = 0;
    TSNode bare_star_node = {0};
    uint32_t cnt = ts_node_named_child_count(n);
    pe_nvec all = {0}; /* every ARG, for the duplicate check */
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        pe_ts_sym k = pe_ts_kind(L, c);
        pe_node *a = NULL, *def = NULL;
        TSNode name = {0}, type = {0};
        if (ts_node_is_extra(c)) continue;
        switch (k) {
        case PE_TS_positional_separator:
            if (after_star || posonly.n || !args.n) {
                pe_lower_error(L, c,
                               posonly.n    ? "/ may appear only once"
                               : after_star ? "/ must be ahead of *"
                                            : "invalid syntax");
                return NULL;
            }
            posonly = args;
            args = (pe_nvec){0};
            continue;
        case PE_TS_keyword_separator:
            if (after_star)
                return pe_lower_error(L, c, "* argument may appear only once"), NULL;
            after_star = 1;
            bare_star = 1;
            bare_star_node = c;
            continue;
        case PE_TS_identifier:
        case PE_TS_tuple_pattern: name = c; break;
        case PE_TS_typed_parameter: {
            if (is_lambda) return pe_lower_error(L, c, "invalid syntax"), NULL;
            type = pe_ts_field(c, "type", 4);
            TSNode inner = ts_node_named_child(c, 0);
            pe_ts_sym ik = pe_ts_kind(L, inner);
            if (ik == PE_TS_list_splat_pattern || ik == PE_TS_dictionary_splat_pattern) {
                TSNode id = ts_node_named_child(inner, 0);
                a = lower_arg(L, id, type, c, is_lambda);
                if (!a) return NULL;
                if (ik == PE_TS_list_splat_pattern) goto star;
                goto dstar;
            }
            name = inner;
            break;
        }
        case PE_TS_default_parameter:
        case PE_TS_typed_default_parameter:
            if (is_lambda && k == PE_TS_typed_default_parameter)
                return pe_lower_error(L, c, "invalid syntax"), NULL;
            name = pe_ts_field(c, "name", 4);
            type = pe_ts_field(c, "type", 4);
            a = lower_arg(L, name, type, c, is_lambda);
            if (!a) return NULL;
            if (pe_lower_bare_walrus(L, pe_ts_field(c, "value", 5)) < 0) return NULL;
            def = pe_lower_expr(L, pe_ts_field(c, "value", 5));
            if (!def) return NULL;
            break;
        case PE_TS_list_splat_pattern:
            a = lower_arg(L, ts_node_named_child(c, 0), type, c, is_lambda);
            if (!a) return NULL;
        star:
            if (after_star)
                return pe_lower_error(L, c, "* argument may appear only once"), NULL;
            after_star = 1;
            x->u.arguments.vararg = a;
            if (pe_nvec_push(L, &all, a) < 0) return NULL;
            continue;
        case PE_TS_dictionary_splat_pattern:
            a = lower_arg(L, ts_node_named_child(c, 0), type, c, is_lambda);
            if (!a) return NULL;
        dstar:
            if (bare_star && !kwonly.n) {
                pe_lower_error(L, bare_star_node, "named arguments must follow bare *");
                return NULL;
            }
            x->u.arguments.kwarg = a;
            if (pe_nvec_push(L, &all, a) < 0) return NULL;
            if (i + 1 < cnt) {
                TSNode nx = ts_node_named_child(n, i + 1);
                if (!ts_node_is_extra(nx))
                    return pe_lower_error(L, nx,
                                          "arguments cannot follow var-keyword argument"),
                           NULL;
            }
            continue;
        default: return pe_lower_error(L, c, "invalid syntax"), NULL;
        }
        if (!a) {
            a = lower_arg(L, name, type, c, is_lambda);
            if (!a) return NULL;
        }
        if (pe_nvec_push(L, &all, a) < 0) return NULL;
        if (after_star) {
            if (pe_nvec_push(L, &kwonly, a) < 0 || pe_nvec_push(L, &kwdef, def) < 0)
                return NULL;
        } else {
            if (def) {
                seen_default = 1;
                if (pe_nvec_push(L, &defs, def) < 0) return NULL;
            } else if (seen_default) {
                pe_lower_error(L, c, "non-default argument follows default argument");
                return NULL;
            }
            if (pe_nvec_push(L, &args, a) < 0) return NULL;
        }
    }
    if (bare_star && !kwonly.n) {
        pe_lower_error(L, bare_star_node, "named arguments must follow bare *");
        return NULL;
    }
    pe_nameset seen = {0};
    for (uint32_t i = 0; i < all.n; i++) {
        int dup = pe_nameset_add(L, &seen, all.v[i]->u.arg.arg);
        if (dup < 0) return NULL;
        if (dup) {
            pe_lower_defer(L, PE_DEFER_SYMTABLE, all.v[i],
                           "duplicate argument '%s' in function definition",
                           pe_intern_text(all.v[i]->u.arg.arg, NULL));
            break;
        }
    }
    x->u.arguments.posonlyargs = pe_nvec_list(&posonly);
    x->u.arguments.args = pe_nvec_list(&args);
    x->u.arguments.kwonlyargs = pe_nvec_list(&kwonly);
    x->u.arguments.kw_defaults = pe_nvec_list(&kwdef);
    x->u.arguments.defaults = pe_nvec_list(&defs);
    return x;
}

static pe_node *lower_lambda(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_LAMBDA, n);
    if (!x) return NULL;
    TSNode params = pe_ts_field(n, "parameters", 10);
    x->u.func.args = pe_lower_arguments(L, params, n, 1);
    if (!x->u.func.args) return NULL;
    if (ts_node_is_null(params)) {
        /* CPython gives an empty arguments node no position; keep the lambda's */
    }
    pe_fctx saved = L->f;
    pe_node *savedc = L->comp;
    L->f = (pe_fctx){.kind = 3};
    L->comp = NULL;
    x->u.func.body_expr = pe_lower_expr(L, pe_ts_field(n, "body", 4));
    L->f = saved;
    L->comp = savedc;
    return x->u.func.body_expr ? x : NULL;
}

/* ---- yield / await ------------------------------------------------------------------ */

static pe_node *lower_yield(pe_lower *L, TSNode n) {
    int from = pe_ts_is_tok(ts_node_child(n, 1), "from");
    pe_node *x = pe_lower_node(L, from ? PE_N_YIELD_FROM : PE_N_YIELD, n);
    if (!x) return NULL;
    if (!L->comp) L->f.has_yield = 1;
    if (L->comp) {
        pe_lower_defer(L, PE_DEFER_SYMTABLE, x, "'yield' inside %s", comp_name(L->comp));
    } else if (L->f.kind != 1 && L->f.kind != 3) {
        pe_lower_defer(L, PE_DEFER_COMPILE, x, "'yield' outside function");
    } else if (from && L->f.is_async) {
        pe_lower_defer(L, PE_DEFER_COMPILE, x, "'yield from' inside async function");
    }
    TSNode v = ts_node_named_child(n, 0);
    while (!ts_node_is_null(v) && ts_node_is_extra(v))
        v = ts_node_next_named_sibling(v);
    if (!ts_node_is_null(v)) {
        x->u.unary.value = pe_lower_exprs(L, v);
        if (!x->u.unary.value) return NULL;
    }
    return x;
}

static pe_node *lower_await(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_AWAIT, n);
    if (!x) return NULL;
    if (L->comp && L->comp->kind != PE_N_GENERATOR_EXP && L->f.kind == 1 && !L->f.is_async)
        pe_lower_defer(L, PE_DEFER_COMPILE, L->comp,
                       "asynchronous comprehension outside of an asynchronous function");
    else if (L->comp && L->comp->kind == PE_N_GENERATOR_EXP)
        ; /* an await in a generator expression makes it an async generator */
    else if (L->f.kind == 0 || L->f.kind == 2)
        pe_lower_defer(L, PE_DEFER_COMPILE, x, "'await' outside function");
    else if (!L->f.is_async)
        pe_lower_defer(L, PE_DEFER_COMPILE, x, "'await' outside async function");
    TSNode arg = ts_node_named_child(n, 0);
    if (pe_ts_kind(L, arg) == PE_TS_binary_operator &&
        pe_ts_is_tok(pe_ts_field(arg, "operator", 8), "**")) {
        /* tree-sitter reads `await a ** b` as await (a ** b); Python as (await a) ** b */
        TSNode left = pe_ts_field(arg, "left", 4);
        pe_node *b = pe_lower_node(L, PE_N_BIN_OP, n);
        if (!b) return NULL;
        pe_lower_pos_end(x, left);
        x->u.unary.value = pe_lower_expr(L, left);
        if (!x->u.unary.value) return NULL;
        b->u.binop.left = x;
        b->u.binop.op = PE_OP_POW;
        b->u.binop.right = pe_lower_expr(L, pe_ts_field(arg, "right", 5));
        return b->u.binop.right ? b : NULL;
    }
    x->u.unary.value = pe_lower_expr(L, arg);
    return x->u.unary.value ? x : NULL;
}

/* ---- annotations --------------------------------------------------------------------- */

/* PEP 563 stringifies annotations. CPython unparses the AST; the source text, with
 * each run of whitespace that spans a line break collapsed to one space, is the same
 * for the way annotations are ordinarily written. */
pe_node *pe_lower_annotation(pe_lower *L, TSNode n) {
    pe_node *e = pe_lower_expr(L, n);
    if (!e || !L->future_annotations) return e;
    uint32_t b = ts_node_start_byte(n), end = ts_node_end_byte(n);
    if (end > L->len || b > end) return e;
    if (e->kind == PE_N_CONSTANT && e->u.c.kind == PE_CONST_STR) {
        /* a string annotation unparses as its repr: 'T' whatever quotes were written
         * (only the plain case: no quote, backslash or control character inside) */
        int plain = 1;
        for (size_t i = 0; i < e->u.c.len && plain; i++) {
            unsigned char ch = (unsigned char)e->u.c.s[i];
            plain = ch >= 0x20 && ch != 0x7f && ch != '\'' && ch != '\\';
        }
        if (plain) {
            char *q = pe_arena_alloc(L->a, e->u.c.len + 3);
            if (!q) return pe_lower_oom(L), NULL;
            q[0] = '\'';
            memcpy(q + 1, e->u.c.s, e->u.c.len);
            q[e->u.c.len + 1] = '\'';
            q[e->u.c.len + 2] = 0;
            pe_node *x = lower_const(L, n, PE_CONST_STR);
            if (!x) return NULL;
            x->u.c.s = q;
            x->u.c.len = e->u.c.len + 2;
            return x;
        }
    }
    char *buf = pe_arena_alloc(L->a, (size_t)(end - b) + 1);
    if (!buf) return pe_lower_oom(L), NULL;
    size_t k = 0;
    for (uint32_t i = b; i < end; i++) {
        char c = L->src[i];
        if (c == '\\' && i + 1 < end && (L->src[i + 1] == '\n' || L->src[i + 1] == '\r'))
            continue;
        if (c == '\n' || c == '\r') {
            while (k && (buf[k - 1] == ' ' || buf[k - 1] == '\t'))
                k--;
            while (i + 1 < end && strchr(" \t\r\n", L->src[i + 1]))
                i++;
            if (k && buf[k - 1] != '(' && buf[k - 1] != '[' && buf[k - 1] != '{')
                buf[k++] = ' ';
            continue;
        }
        buf[k++] = c;
    }
    buf[k] = 0;
    pe_node *x = lower_const(L, n, PE_CONST_STR);
    if (!x) return NULL;
    x->u.c.s = buf;
    x->u.c.len = k;
    return x;
}

/* tree-sitter-python parses annotations with its own `type` sub-grammar (generic_type
 * for X[...], union_type for X | Y, member_type for a.b, splat_type for *Ts); each
 * maps onto the ordinary expression CPython builds. */
static pe_node *lower_type(pe_lower *L, TSNode n) {
    pe_ts_sym k = pe_ts_kind(L, n);
    uint32_t cnt = ts_node_named_child_count(n);
    TSNode kids[2];
    uint32_t nk = 0;
    for (uint32_t i = 0; i < cnt && nk < 2; i++) {
        TSNode c = ts_node_named_child(n, i);
        if (!ts_node_is_extra(c)) kids[nk++] = c;
    }
    pe_node *x;
    switch (k) {
    case PE_TS_type:
        if (nk < 1) return pe_lower_error(L, n, "invalid syntax"), NULL;
        return pe_lower_expr(L, kids[0]);
    case PE_TS_generic_type: {
        if (nk < 2) return pe_lower_error(L, n, "invalid syntax"), NULL;
        x = pe_lower_node(L, PE_N_SUBSCRIPT, n);
        if (!x || !(x->u.sub.value = pe_lower_expr(L, kids[0]))) return NULL;
        TSNode tp = kids[1];
        pe_nvec items = {0};
        int comma = 0;
        uint32_t tc = ts_node_child_count(tp);
        TSNode first = {0}, last = {0};
        for (uint32_t i = 0; i < tc; i++) {
            TSNode c = ts_node_child(tp, i);
            if (pe_ts_is_tok(c, ",")) comma = 1;
            if (!ts_node_is_named(c) || ts_node_is_extra(c)) continue;
            pe_node *e = pe_lower_expr(L, c);
            if (!e || pe_nvec_push(L, &items, e) < 0) return NULL;
            if (items.n == 1) first = c;
            last = c;
        }
        if (items.n == 1 && !comma) {
            x->u.sub.slice = items.v[0];
            return x;
        }
        pe_node *t = pe_lower_node(L, PE_N_TUPLE, ts_node_is_null(first) ? tp : first);
        if (!t) return NULL;
        if (!ts_node_is_null(last)) pe_lower_pos_end(t, last);
        t->u.seq.elts = pe_nvec_list(&items);
        x->u.sub.slice = t;
        return x;
    }
    case PE_TS_union_type:
        if (nk < 2) return pe_lower_error(L, n, "invalid syntax"), NULL;
        x = pe_lower_node(L, PE_N_BIN_OP, n);
        if (!x || !(x->u.binop.left = pe_lower_expr(L, kids[0]))) return NULL;
        x->u.binop.op = PE_OP_BITOR;
        x->u.binop.right = pe_lower_expr(L, kids[1]);
        return x->u.binop.right ? x : NULL;
    case PE_TS_member_type:
        if (nk < 2) return pe_lower_error(L, n, "invalid syntax"), NULL;
        x = pe_lower_node(L, PE_N_ATTRIBUTE, n);
        if (!x || !(x->u.attr.value = pe_lower_expr(L, kids[0]))) return NULL;
        x->u.attr.attr = pe_lower_ident(L, kids[1]);
        return x->u.attr.attr ? x : NULL;
    case PE_TS_splat_type:
        x = pe_lower_node(L, PE_N_STARRED, n);
        if (!x || nk < 1 || !(x->u.unary.value = pe_lower_expr(L, kids[0]))) return NULL;
        return x;
    default: return pe_lower_error(L, n, "invalid syntax"), NULL;
    }
}

/* ---- dispatcher --------------------------------------------------------------------- */

static pe_node *lower_expr_inner(pe_lower *L, TSNode n) {
    pe_ts_sym k = pe_ts_kind(L, n);
    pe_node *x;
    /* Only the outermost node of a call/subscript/attribute chain looks for a
     * misplaced splat at the chain's root (the inner ones share it); this keeps long
     * chains linear. */
    int in_chain = L->in_chain;
    L->in_chain = 0;
    if (!in_chain && (k == PE_TS_call || k == PE_TS_subscript || k == PE_TS_attribute)) {
        int handled;
        x = hoist_splat(L, n, &handled);
        if (handled) return x;
    }
    switch (k) {
    case PE_TS_identifier:
    case PE_TS_keyword_identifier: return lower_name(L, n);
    case PE_TS_integer:
    case PE_TS_float: return pe_lower_number(L, n);
    case PE_TS_true: return lower_const(L, n, PE_CONST_TRUE);
    case PE_TS_false: return lower_const(L, n, PE_CONST_FALSE);
    case PE_TS_none: return lower_const(L, n, PE_CONST_NONE);
    case PE_TS_ellipsis: return lower_const(L, n, PE_CONST_ELLIPSIS);
    case PE_TS_string:
    case PE_TS_concatenated_string: return pe_lower_strings(L, n);
    case PE_TS_parenthesized_expression: {
        TSNode in = ts_node_named_child(n, 0);
        while (!ts_node_is_null(in) && ts_node_is_extra(in))
            in = ts_node_next_named_sibling(in);
        pe_ts_sym ik = pe_ts_kind(L, in);
        if (ik == PE_TS_list_splat) {
            /* (*a) is never valid */
            x = lower_elt(L, in);
            if (x) pe_lower_error_node(L, x, "cannot use starred expression here");
            return NULL;
        }
        /* the parentheses are no AST level of their own */
        if (pe_ts_kind(L, in) == PE_TS__OTHER && !ts_node_is_named(in))
            return pe_lower_error(L, n, "invalid syntax"), NULL;
        if (L->paren_depth >= 200) /* CPython's tokenizer cap (MAXLEVEL) */
            return pe_lower_error(L, n, "too many nested parentheses"), NULL;
        L->paren_depth++;
        x = lower_expr_inner(L, in);
        L->paren_depth--;
        if (x) x->flags |= PE_NF_PAREN;
        return x;
    }
    case PE_TS_tuple:
    case PE_TS_tuple_pattern:
    case PE_TS_expression_list:
    case PE_TS_pattern_list: return lower_seq(L, n, PE_N_TUPLE);
    case PE_TS_list:
    case PE_TS_list_pattern: return lower_seq(L, n, PE_N_LIST);
    case PE_TS_set: return lower_seq(L, n, PE_N_SET);
    case PE_TS_list_splat:
        if (!ts_node_is_null(L->unsplat) && ts_node_eq(L->unsplat, n))
            return pe_lower_expr(L, ts_node_named_child(n, 0));
        /* a starred expression where none is allowed (x = *a, return *a) */
        x = lower_elt(L, n);
        if (x) pe_lower_defer(L, PE_DEFER_COMPILE, x, "can't use starred expression here");
        return x;
    case PE_TS_list_splat_pattern: return lower_elt(L, n);
    case PE_TS_dictionary: {
        x = pe_lower_node(L, PE_N_DICT, n);
        if (!x) return NULL;
        pe_nvec keys = {0}, vals = {0};
        uint32_t cnt = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_named_child(n, i);
            pe_ts_sym ck = pe_ts_kind(L, c);
            pe_node *kk = NULL, *vv;
            if (ts_node_is_extra(c)) continue;
            if (ck == PE_TS_pair) {
                TSNode kn = pe_ts_field(c, "key", 3);
                if (pe_ts_kind(L, kn) == PE_TS_list_splat)
                    return pe_lower_error(L, kn, "invalid syntax"), NULL;
                if (pe_lower_bare_walrus(L, kn) < 0 ||
                    pe_lower_bare_walrus(L, pe_ts_field(c, "value", 5)) < 0)
                    return NULL;
                kk = pe_lower_expr(L, kn);
                if (!kk) return NULL;
                vv = pe_lower_expr(L, pe_ts_field(c, "value", 5));
            } else if (ck == PE_TS_dictionary_splat) {
                vv = pe_lower_expr(L, ts_node_named_child(c, 0));
            } else {
                pe_lower_error(L, c, "invalid syntax");
                return NULL;
            }
            if (!vv || pe_nvec_push(L, &keys, kk) < 0 || pe_nvec_push(L, &vals, vv) < 0)
                return NULL;
        }
        x->u.dict.keys = pe_nvec_list(&keys);
        x->u.dict.values = pe_nvec_list(&vals);
        return x;
    }
    case PE_TS_list_comprehension: return lower_comp(L, n, PE_N_LIST_COMP);
    case PE_TS_set_comprehension: return lower_comp(L, n, PE_N_SET_COMP);
    case PE_TS_dictionary_comprehension: return lower_comp(L, n, PE_N_DICT_COMP);
    case PE_TS_generator_expression: x = lower_comp(L, n, PE_N_GENERATOR_EXP); return x;
    case PE_TS_attribute:
        x = pe_lower_node(L, PE_N_ATTRIBUTE, n);
        if (!x) return NULL;
        L->in_chain = 1;
        x->u.attr.value = pe_lower_expr(L, pe_ts_field(n, "object", 6));
        if (!x->u.attr.value) return NULL;
        x->u.attr.attr = pe_lower_ident(L, pe_ts_field(n, "attribute", 9));
        return x->u.attr.attr ? x : NULL;
    case PE_TS_subscript: return lower_subscript(L, n);
    case PE_TS_call: return lower_call(L, n);
    case PE_TS_binary_operator: return lower_binop(L, n);
    case PE_TS_unary_operator: {
        if (is_star_tilde(L, n)) {
            if (!ts_node_is_null(L->unsplat) && ts_node_eq(L->unsplat, n))
                return pe_lower_expr(L, pe_ts_field(n, "argument", 8));
            /* a starred expression where none is allowed */
            x = lower_elt(L, n);
            if (x)
                pe_lower_defer(L, PE_DEFER_COMPILE, x, "can't use starred expression here");
            return x;
        }
        x = pe_lower_node(L, PE_N_UNARY_OP, n);
        if (!x) return NULL;
        const char *t = ts_node_type(pe_ts_field(n, "operator", 8));
        x->u.unop.op = t[0] == '-'   ? PE_UOP_USUB
                       : t[0] == '+' ? PE_UOP_UADD
                                     : PE_UOP_INVERT;
        x->u.unop.operand = pe_lower_expr(L, pe_ts_field(n, "argument", 8));
        return x->u.unop.operand ? x : NULL;
    }
    case PE_TS_not_operator:
        x = pe_lower_node(L, PE_N_UNARY_OP, n);
        if (!x) return NULL;
        x->u.unop.op = PE_UOP_NOT;
        x->u.unop.operand = pe_lower_expr(L, pe_ts_field(n, "argument", 8));
        return x->u.unop.operand ? x : NULL;
    case PE_TS_boolean_operator: return lower_boolop(L, n);
    case PE_TS_comparison_operator: return lower_compare(L, n);
    case PE_TS_lambda: return lower_lambda(L, n);
    case PE_TS_conditional_expression: {
        x = pe_lower_node(L, PE_N_IF_EXP, n);
        if (!x) return NULL;
        pe_node *parts[3] = {0};
        int np = 0;
        uint32_t cnt = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < cnt && np < 3; i++) {
            TSNode c = ts_node_named_child(n, i);
            if (ts_node_is_extra(c)) continue;
            parts[np] = pe_lower_expr(L, c);
            if (!parts[np]) return NULL;
            if (parts[np]->kind == PE_N_STARRED) {
                pe_lower_error_node(L, parts[np], "invalid syntax");
                return NULL;
            }
            np++;
        }
        if (np != 3) return pe_lower_error(L, n, "invalid syntax"), NULL;
        x->u.ifexp.body = parts[0];
        x->u.ifexp.test = parts[1];
        x->u.ifexp.orelse = parts[2];
        return x;
    }
    case PE_TS_named_expression: {
        x = pe_lower_node(L, PE_N_NAMED_EXPR, n);
        if (!x) return NULL;
        x->u.named.target = lower_name(L, pe_ts_field(n, "name", 4));
        if (!x->u.named.target) return NULL;
        x->u.named.target->ctx = PE_STORE;
        if (is_debug_name(x->u.named.target->u.name.id))
            pe_lower_defer(L, PE_DEFER_COMPILE, x, "cannot assign to __debug__");
        x->u.named.value = pe_lower_expr(L, pe_ts_field(n, "value", 5));
        return x->u.named.value ? x : NULL;
    }
    case PE_TS_await: return lower_await(L, n);
    case PE_TS_yield: return lower_yield(L, n);
    case PE_TS_type:
    case PE_TS_generic_type:
    case PE_TS_union_type:
    case PE_TS_member_type:
    case PE_TS_splat_type: return lower_type(L, n);
    case PE_TS_as_pattern:
        /* `x as y` outside with/except/case: not an expression */
        return pe_lower_error(L, n, "invalid syntax"), NULL;
    default: pe_lower_error(L, n, "invalid syntax"); return NULL;
    }
}
