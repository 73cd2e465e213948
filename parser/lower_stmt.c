/*
 * lower_stmt.c - statements: tree-sitter-python CST -> pe_node, with CPython's
 * statement-level checks (targets, return/yield/break/continue placement, except
 * clause rules, __future__ imports, Python 2 print/exec, 3.12-only syntax).
 */
#include <string.h>

#include "../core/intern.h"
#include "lower.h"

static int lower_stmt(pe_lower *L, TSNode n, pe_nvec *out);

static TSNode field(TSNode n, const char *name) {
    return pe_ts_field(n, name, (uint32_t)strlen(name));
}

/* First named child that is not a comment (null if none). */
static TSNode first_named(pe_lower *L, TSNode n) {
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        if (!ts_node_is_extra(c)) return c;
    }
    return (TSNode){0};
}

/* Lowers the statements of a block (or of the module) into a list. */
static void fix_end(pe_node *x);

static int lower_stmts(pe_lower *L, TSNode n, pe_node_list *out) {
    pe_nvec v = {0};
    /* A cursor, not ts_node_named_child(n, i): comments are children of the block in
     * one flat list, where finding child i walks from the first (100k comment lines
     * would be quadratic). */
    TSTreeCursor cur = ts_tree_cursor_new(n);
    int r = 0;
    for (int more = ts_tree_cursor_goto_first_child(&cur); more && r == 0;
         more = ts_tree_cursor_goto_next_sibling(&cur)) {
        TSNode c = ts_tree_cursor_current_node(&cur);
        if (!ts_node_is_named(c) || ts_node_is_extra(c)) continue;
        if (pe_lower_enter(L, c) < 0) {
            r = -1;
            break;
        }
        uint32_t before = v.n;
        r = lower_stmt(L, c, &v);
        pe_lower_leave(L);
        if (r == 0)
            for (uint32_t j = before; j < v.n; j++)
                fix_end(v.v[j]);
    }
    ts_tree_cursor_delete(&cur);
    if (r < 0) return -1;
    *out = pe_nvec_list(&v);
    return 0;
}

int pe_lower_block(pe_lower *L, TSNode block, pe_node_list *out) {
    if (ts_node_is_null(block)) {
        *out = (pe_node_list){0};
        return 0;
    }
    return lower_stmts(L, block, out);
}

/* ---- assignment ---------------------------------------------------------------------- */

/* Is x (unparenthesised) above CPython's bitwise_or level, where the "Maybe you meant
 * '=='" variant of the invalid-target message does not apply? */
static int above_bitwise_or(const pe_node *x) {
    if (x->flags & PE_NF_PAREN) return 0;
    switch (x->kind) {
    case PE_N_COMPARE:
    case PE_N_BOOL_OP:
    case PE_N_LAMBDA:
    case PE_N_IF_EXP:
    case PE_N_NAMED_EXPR:
    case PE_N_STARRED: return 1;
    case PE_N_UNARY_OP: return x->u.unop.op == PE_UOP_NOT;
    default: return 0;
    }
}

/* Does the CST value start with a bitwise_or-level expression (not `not`, `lambda`,
 * `*x` or `yield`)? */
static int value_starts_bitwise_or(pe_lower *L, TSNode v) {
    for (;;) {
        pe_ts_sym k = pe_ts_kind(L, v);
        if (k == PE_TS_expression_list || k == PE_TS_pattern_list ||
            k == PE_TS_boolean_operator || k == PE_TS_comparison_operator ||
            k == PE_TS_conditional_expression) {
            v = ts_node_named_child(v, 0);
            continue;
        }
        return !(k == PE_TS_not_operator || k == PE_TS_lambda || k == PE_TS_list_splat ||
                 k == PE_TS_yield || k == PE_TS_named_expression || k == PE_TS_assignment);
    }
}

static int is_valid_target_kind(const pe_node *x) {
    return x->kind == PE_N_NAME || x->kind == PE_N_ATTRIBUTE || x->kind == PE_N_SUBSCRIPT ||
           x->kind == PE_N_TUPLE || x->kind == PE_N_LIST || x->kind == PE_N_STARRED;
}

/* The target check of a single-target assignment `T = V`, with CPython's choice between
 * "cannot assign to X here. Maybe you meant '==' instead of '='?" and the plain form. */
int pe_lower_assign_target(pe_lower *L, pe_node *t, TSNode value, int single) {
    if (t->kind == PE_N_YIELD || t->kind == PE_N_YIELD_FROM)
        return pe_lower_error_node(L, t, "assignment to yield expression not possible");
    if (single && !is_valid_target_kind(t) && !above_bitwise_or(t) &&
        t->kind != PE_N_GENERATOR_EXP &&
        !(t->kind == PE_N_CONSTANT &&
          (t->u.c.kind == PE_CONST_TRUE || t->u.c.kind == PE_CONST_FALSE ||
           t->u.c.kind == PE_CONST_NONE)) &&
        (ts_node_is_null(value) || value_starts_bitwise_or(L, value)))
        return pe_lower_error_node(L, t,
                                   "cannot assign to %s here. Maybe you meant '==' instead "
                                   "of '='?",
                                   pe_lower_expr_name(t));
    return pe_lower_target(L, t, PE_TGT_ASSIGN);
}

static int check_bare_walrus(pe_lower *L, TSNode v) {
    return pe_lower_bare_walrus(L, v);
}

/* A right-hand side: expression, tuple, yield, or (error) a nested augmented
 * assignment. */
static pe_node *lower_rhs(pe_lower *L, TSNode v) {
    pe_ts_sym k = pe_ts_kind(L, v);
    if (k == PE_TS_augmented_assignment) {
        pe_lower_error(L, v, "invalid syntax");
        return NULL;
    }
    if (check_bare_walrus(L, v) < 0) return NULL;
    return pe_lower_exprs(L, v);
}

static int lower_assignment(pe_lower *L, TSNode n, pe_nvec *out) {
    TSNode type = field(n, "type");
    TSNode right = field(n, "right");
    if (!ts_node_is_null(type)) {
        /* annotated assignment */
        pe_node *x = pe_lower_node(L, PE_N_ANN_ASSIGN, n);
        if (!x) return -1;
        pe_node *t = pe_lower_exprs(L, field(n, "left"));
        if (!t) return -1;
        if (t->kind == PE_N_TUPLE || t->kind == PE_N_LIST) {
            if (t->kind == PE_N_TUPLE && !(t->flags & PE_NF_PAREN) && t->u.seq.elts.n)
                return pe_lower_error_node(L, t,
                                           "only single target (not tuple) can be "
                                           "annotated");
            return pe_lower_error_node(L, t, "only single target (not %s) can be annotated",
                                       t->kind == PE_N_TUPLE ? "tuple" : "list");
        }
        if (t->kind != PE_N_NAME && t->kind != PE_N_ATTRIBUTE && t->kind != PE_N_SUBSCRIPT)
            return pe_lower_error_node(L, t, "illegal target for annotation");
        if (pe_lower_target(L, t, PE_TGT_ASSIGN) < 0) return -1;
        x->u.ann.target = t;
        x->u.ann.simple = t->kind == PE_N_NAME && !(t->flags & PE_NF_PAREN);
        x->u.ann.annotation = pe_lower_annotation(L, type);
        if (!x->u.ann.annotation) return -1;
        if (!ts_node_is_null(right)) {
            x->u.ann.value = lower_rhs(L, right);
            if (!x->u.ann.value) return -1;
        }
        return pe_nvec_push(L, out, x);
    }
    pe_node *x = pe_lower_node(L, PE_N_ASSIGN, n);
    if (!x) return -1;
    pe_nvec targets = {0};
    TSNode cur = n;
    for (;;) {
        pe_node *t = pe_lower_exprs(L, field(cur, "left"));
        if (!t || pe_nvec_push(L, &targets, t) < 0) return -1;
        TSNode r = field(cur, "right");
        if (ts_node_is_null(r)) return pe_lower_error(L, cur, "invalid syntax");
        if (pe_ts_kind(L, r) == PE_TS_assignment) {
            if (!ts_node_is_null(field(r, "type")))
                return pe_lower_error(L, r, "invalid syntax");
            cur = r;
            continue;
        }
        right = r;
        break;
    }
    for (uint32_t i = 0; i < targets.n; i++)
        if (pe_lower_assign_target(L, targets.v[i], right, targets.n == 1) < 0) return -1;
    x->u.assign.targets = pe_nvec_list(&targets);
    x->u.assign.value = lower_rhs(L, right);
    if (!x->u.assign.value) return -1;
    return pe_nvec_push(L, out, x);
}

static int lower_augassign(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, PE_N_AUG_ASSIGN, n);
    if (!x) return -1;
    pe_node *t = pe_lower_exprs(L, field(n, "left"));
    if (!t) return -1;
    if (t->kind != PE_N_NAME && t->kind != PE_N_ATTRIBUTE && t->kind != PE_N_SUBSCRIPT)
        return pe_lower_error_node(L, t,
                                   "'%s' is an illegal expression for augmented "
                                   "assignment",
                                   pe_lower_expr_name(t));
    if (pe_lower_target(L, t, PE_TGT_ASSIGN) < 0) return -1;
    x->u.aug.target = t;
    TSNode op = field(n, "operator");
    if (pe_lower_augop(ts_node_type(op), &x->u.aug.op) < 0)
        return pe_lower_error(L, op, "invalid syntax");
    x->u.aug.value = lower_rhs(L, field(n, "right"));
    if (!x->u.aug.value) return -1;
    return pe_nvec_push(L, out, x);
}

/* expression_statement: one expression, an unparenthesised tuple, or an assignment */
static int lower_expr_stmt(pe_lower *L, TSNode n, pe_nvec *out) {
    uint32_t cnt = ts_node_named_child_count(n);
    pe_nvec elts = {0};
    int comma = 0;
    for (uint32_t i = 0; i < ts_node_child_count(n); i++)
        if (pe_ts_is_tok(ts_node_child(n, i), ",")) comma = 1;
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        pe_ts_sym k = pe_ts_kind(L, c);
        if (ts_node_is_extra(c)) continue;
        if (k == PE_TS_assignment) return lower_assignment(L, c, out);
        if (k == PE_TS_augmented_assignment) return lower_augassign(L, c, out);
        if (check_bare_walrus(L, c) < 0) return -1;
        pe_node *e;
        if (k == PE_TS_list_splat && !comma && cnt == 1)
            e = pe_lower_expr(L, c); /* `*a` alone: deferred starred error */
        else
            e = pe_lower_exprs(L, c);
        if (!e || pe_nvec_push(L, &elts, e) < 0) return -1;
    }
    pe_node *x = pe_lower_node(L, PE_N_EXPR_STMT, n);
    if (!x) return -1;
    if (elts.n == 1 && !comma) {
        x->u.unary.value = elts.v[0];
    } else {
        pe_node *t = pe_lower_node(L, PE_N_TUPLE, n);
        if (!t) return -1;
        t->u.seq.elts = pe_nvec_list(&elts);
        x->u.unary.value = t;
    }
    return pe_nvec_push(L, out, x);
}

/* ---- simple statements -------------------------------------------------------------- */

static pe_str *dotted(pe_lower *L, TSNode d) {
    /* the dotted name as written, without whitespace or comments between parts */
    uint32_t cnt = ts_node_named_child_count(d);
    size_t total = 0;
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(d, i);
        if (pe_ts_kind(L, c) == PE_TS_identifier)
            total += ts_node_end_byte(c) - ts_node_start_byte(c) + 1;
    }
    char *buf = pe_arena_alloc(L->a, total + 1);
    if (!buf) return pe_lower_oom(L), NULL;
    size_t len = 0;
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(d, i);
        if (pe_ts_kind(L, c) != PE_TS_identifier) continue;
        pe_str *part = pe_lower_ident(L, c);
        if (!part) return NULL;
        size_t pl;
        const char *pt = pe_intern_text(part, &pl);
        if (len) buf[len++] = '.';
        if (len + pl > total)
            return pe_lower_oom(L), NULL; /* cannot happen: NFKC shrinks
                                            or keeps ASCII */
        memcpy(buf + len, pt, pl);
        len += pl;
    }
    return pe_lower_intern(L, buf, len);
}

static pe_node *lower_alias(pe_lower *L, TSNode c) {
    pe_node *a = pe_lower_node(L, PE_N_ALIAS, c);
    if (!a) return NULL;
    if (pe_ts_kind(L, c) == PE_TS_aliased_import) {
        a->u.alias.name = dotted(L, field(c, "name"));
        if (!a->u.alias.name) return NULL;
        TSNode al = field(c, "alias");
        a->u.alias.asname = pe_lower_ident(L, al);
        if (!a->u.alias.asname) return NULL;
    } else {
        a->u.alias.name = dotted(L, c);
        if (!a->u.alias.name) return NULL;
    }
    return a;
}

static const char *const future_features[] = {
    "nested_scopes",  "generators",     "division",         "absolute_import",
    "with_statement", "print_function", "unicode_literals", "barry_as_FLUFL",
    "generator_stop", "annotations"};

static int lower_import(pe_lower *L, TSNode n, pe_ts_sym k, pe_nvec *out) {
    pe_node *x =
        pe_lower_node(L, k == PE_TS_import_statement ? PE_N_IMPORT : PE_N_IMPORT_FROM, n);
    if (!x) return -1;
    pe_nvec names = {0};
    int paren = 0;
    TSNode last_comma = {0}, last_name = {0};
    uint32_t cnt = ts_node_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_child(n, i);
        const char *f = ts_node_field_name_for_child(n, i);
        if (pe_ts_is_tok(c, "(")) paren = 1;
        if (pe_ts_is_tok(c, ",")) last_comma = c;
        if (pe_ts_kind(L, c) == PE_TS_wildcard_import) {
            pe_node *a = pe_lower_node(L, PE_N_ALIAS, c);
            if (!a || !(a->u.alias.name = pe_lower_intern(L, "*", 1))) return -1;
            if (pe_nvec_push(L, &names, a) < 0) return -1;
            if (L->f.kind != 0)
                pe_lower_defer(L, PE_DEFER_SYMTABLE, x,
                               "import * only allowed at module level");
            continue;
        }
        if (!f || strcmp(f, "name") != 0) continue;
        if (k != PE_TS_import_statement) {
            /* from m import a.b: the imported names are plain names */
            TSNode d = pe_ts_kind(L, c) == PE_TS_aliased_import ? field(c, "name") : c;
            uint32_t dc = ts_node_child_count(d);
            for (uint32_t j = 0; j < dc; j++)
                if (pe_ts_is_tok(ts_node_child(d, j), "."))
                    return pe_lower_error(L, ts_node_child(d, j), "invalid syntax");
        }
        pe_node *a = lower_alias(L, c);
        if (!a || pe_nvec_push(L, &names, a) < 0) return -1;
        last_name = c;
    }
    if (!paren && !ts_node_is_null(last_comma) && !ts_node_is_null(last_name) &&
        ts_node_start_byte(last_comma) > ts_node_start_byte(last_name))
        return pe_lower_error(L, last_comma,
                              "trailing comma not allowed without surrounding parentheses");
    x->u.import.names = pe_nvec_list(&names);
    if (k == PE_TS_import_from_statement) {
        TSNode m = field(n, "module_name");
        if (pe_ts_kind(L, m) == PE_TS_relative_import) {
            uint32_t mc = ts_node_named_child_count(m);
            for (uint32_t i = 0; i < mc; i++) {
                TSNode c = ts_node_named_child(m, i);
                if (pe_ts_kind(L, c) == PE_TS_import_prefix)
                    x->u.import.level = (int)(ts_node_end_byte(c) - ts_node_start_byte(c));
                else if (pe_ts_kind(L, c) == PE_TS_dotted_name &&
                         !(x->u.import.module = dotted(L, c)))
                    return -1;
            }
        } else if (!(x->u.import.module = dotted(L, m)))
            return -1;
    } else if (k == PE_TS_future_import_statement) {
        if (L->depth > 1)
            pe_lower_defer(
                L, PE_DEFER_COMPILE, x,
                "from __future__ imports must occur at the beginning of the file");
        x->u.import.module = pe_lower_intern(L, "__future__", 10);
        if (!x->u.import.module) return -1;
        for (uint32_t i = 0; i < names.n; i++) {
            size_t nl;
            const char *nm = pe_intern_text(names.v[i]->u.alias.name, &nl);
            int ok = 0;
            for (size_t j = 0; j < sizeof future_features / sizeof *future_features; j++)
                if (strcmp(nm, future_features[j]) == 0) ok = 1;
            if (strcmp(nm, "annotations") == 0) L->future_annotations = 1;
            if (strcmp(nm, "braces") == 0) return pe_lower_error_node(L, x, "not a chance");
            if (!ok)
                pe_lower_defer(L, PE_DEFER_COMPILE, x, "future feature %s is not defined",
                               nm);
        }
    }
    return pe_nvec_push(L, out, x);
}

static int lower_names_stmt(pe_lower *L, TSNode n, pe_node_kind kind, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, kind, n);
    if (!x) return -1;
    uint32_t cnt = ts_node_named_child_count(n), k = 0;
    x->u.names.names = pe_arena_alloc(L->a, (cnt ? cnt : 1) * sizeof(pe_str *));
    if (!x->u.names.names) return pe_lower_oom(L);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        if (pe_ts_kind(L, c) != PE_TS_identifier) continue;
        if (!(x->u.names.names[k++] = pe_lower_ident(L, c))) return -1;
    }
    x->u.names.n = k;
    return pe_nvec_push(L, out, x);
}

/* `print >>f, x` is valid Python 3 (a tuple whose first item is print >> f). Other
 * Python 2 print statements are CPython's "Missing parentheses" error. */
static int lower_print(pe_lower *L, TSNode n, pe_nvec *out) {
    TSNode first = first_named(L, n);
    if (ts_node_is_null(first) || pe_ts_kind(L, first) != PE_TS_chevron)
        return pe_lower_error(L, n,
                              "Missing parentheses in call to 'print'. Did you mean "
                              "print(...)?");
    pe_node *pr = pe_lower_node(L, PE_N_NAME, ts_node_child(n, 0));
    if (!pr || !(pr->u.name.id = pe_lower_intern(L, "print", 5))) return -1;
    pe_node *sh = pe_lower_node(L, PE_N_BIN_OP, n);
    if (!sh) return -1;
    sh->u.binop.left = pr;
    sh->u.binop.op = PE_OP_RSHIFT;
    sh->u.binop.right = pe_lower_expr(L, first_named(L, first));
    if (!sh->u.binop.right) return -1;
    pe_lower_pos_end(sh, first);
    pe_nvec elts = {0};
    if (pe_nvec_push(L, &elts, sh) < 0) return -1;
    uint32_t cnt = ts_node_child_count(n);
    int comma = 0;
    for (uint32_t i = 0; i < cnt; i++) {
        const char *f = ts_node_field_name_for_child(n, i);
        TSNode c = ts_node_child(n, i);
        if (pe_ts_is_tok(c, ",")) comma = 1;
        if (!f || strcmp(f, "argument") != 0) continue;
        pe_node *e = pe_lower_expr(L, c);
        if (!e || pe_nvec_push(L, &elts, e) < 0) return -1;
    }
    pe_node *x = pe_lower_node(L, PE_N_EXPR_STMT, n);
    if (!x) return -1;
    if (elts.n == 1 && !comma) {
        x->u.unary.value = sh;
    } else {
        pe_node *t = pe_lower_node(L, PE_N_TUPLE, n);
        if (!t) return -1;
        t->u.seq.elts = pe_nvec_list(&elts);
        x->u.unary.value = t;
    }
    return pe_nvec_push(L, out, x);
}

/* ---- compound statements ------------------------------------------------------------- */

/* Counts a statically nested block (CPython's CO_MAXBLOCKS = 20). */
static int push_block(pe_lower *L, pe_node *x) {
    if (++L->f.blocks > PE_MAX_BLOCKS) {
        pe_lower_defer(L, PE_DEFER_COMPILE, x, "too many statically nested blocks");
    }
    return 0;
}

static int lower_body(pe_lower *L, TSNode n, const char *fname, pe_node_list *out) {
    return pe_lower_block(L, field(n, fname), out);
}

static int lower_else(pe_lower *L, TSNode n, pe_node_list *out) {
    TSNode alt = field(n, "alternative");
    if (ts_node_is_null(alt)) {
        *out = (pe_node_list){0};
        return 0;
    }
    return pe_lower_block(L, field(alt, "body"), out);
}

static int lower_if(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, PE_N_IF, n);
    if (!x) return -1;
    x->u.cond.test = pe_lower_expr(L, field(n, "condition"));
    if (!x->u.cond.test || lower_body(L, n, "consequence", &x->u.cond.body) < 0) return -1;
    /* elif chains become nested Ifs in orelse; built iteratively from the front.
     * CPython nests them for real: its parser spends one frame per elif (MemoryError
     * past its 6000-frame stack) and its compiler one level (RecursionError), so each
     * elif counts one lowering level here, released after the chain. */
    pe_node *tail = x;
    pe_kids K;
    if (pe_kids_of(L, n, &K) < 0) return -1;
    uint32_t nelif = 0;
    for (uint32_t i = 0; i < K.n; i++)
        if (pe_ts_kind(L, K.v[i]) == PE_TS_elif_clause) nelif++;
    if ((long)L->pcost + nelif + 3 >= PE_PARSER_MAX_COST) {
        pe_lower_deep_error(L, "MemoryError", "");
        return -1;
    }
    int entered = 0, r = 0;
    for (uint32_t i = 0; i < K.n && r == 0; i++) {
        const char *f = K.f[i];
        if (!f || strcmp(f, "alternative") != 0) continue;
        TSNode c = K.v[i];
        if (pe_ts_kind(L, c) == PE_TS_elif_clause) {
            if (pe_lower_enter(L, c) < 0) {
                r = -1;
                break;
            }
            entered++;
            pe_node *e = pe_lower_node(L, PE_N_IF, c);
            if (!e) {
                r = -1;
                break;
            }
            /* CPython's elif If ends where the whole chain ends */
            pe_lower_pos_end(e, n);
            e->u.cond.test = pe_lower_expr(L, field(c, "condition"));
            if (!e->u.cond.test || lower_body(L, c, "consequence", &e->u.cond.body) < 0) {
                r = -1;
                break;
            }
            if (pe_node_list_alloc(L->a, &tail->u.cond.orelse, 1) < 0) {
                r = pe_lower_oom(L);
                break;
            }
            tail->u.cond.orelse.v[0] = e;
            tail = e;
        } else {
            r = pe_lower_block(L, field(c, "body"), &tail->u.cond.orelse);
        }
    }
    while (entered-- > 0)
        pe_lower_leave(L);
    if (r < 0) return -1;
    return pe_nvec_push(L, out, x);
}

static int lower_loop_body(pe_lower *L, TSNode n, pe_node_list *body) {
    int saved = L->f.in_loop, sl = L->f.exstar_loop;
    L->f.in_loop = 1;
    L->f.exstar_loop = 0; /* break/continue now target this loop */
    int r = lower_body(L, n, "body", body);
    L->f.in_loop = saved;
    L->f.exstar_loop = sl;
    return r;
}

static int lower_for(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, PE_N_FOR, n);
    if (!x) return -1;
    if (pe_ts_is_tok(ts_node_child(n, 0), "async")) {
        x->u.for_.is_async = 1;
        if (!(L->f.kind == 1 && L->f.is_async))
            pe_lower_defer(L, PE_DEFER_COMPILE, x, "'async for' outside async function");
    }
    int blocks = L->f.blocks;
    push_block(L, x);
    x->u.for_.target = pe_lower_exprs(L, field(n, "left"));
    if (!x->u.for_.target || pe_lower_target(L, x->u.for_.target, PE_TGT_FOR) < 0)
        return -1;
    x->u.for_.iter = pe_lower_exprs(L, field(n, "right"));
    if (!x->u.for_.iter) return -1;
    if (lower_loop_body(L, n, &x->u.for_.body) < 0) return -1;
    L->f.blocks = blocks;
    if (lower_else(L, n, &x->u.for_.orelse) < 0) return -1;
    return pe_nvec_push(L, out, x);
}

static int lower_while(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, PE_N_WHILE, n);
    if (!x) return -1;
    int blocks = L->f.blocks;
    push_block(L, x);
    x->u.cond.test = pe_lower_expr(L, field(n, "condition"));
    if (!x->u.cond.test || lower_loop_body(L, n, &x->u.cond.body) < 0) return -1;
    L->f.blocks = blocks;
    if (lower_else(L, n, &x->u.cond.orelse) < 0) return -1;
    return pe_nvec_push(L, out, x);
}

/*
 * tree-sitter-python reads `with A() if c else B() as v:` as A() if c else (B() as v).
 * When *v is a chain of conditional expressions whose last else part is an as_pattern,
 * the chain is lowered as the context expression (ending at the as_pattern's value) and
 * *v becomes the as_pattern, whose alias is the target. Returns NULL without an error
 * when *v is not such a chain.
 */
static pe_node *lower_cond_as(pe_lower *L, TSNode *v) {
    enum { MAXC = 64 };
    TSNode chain[MAXC];
    uint32_t nc = 0;
    TSNode cur = *v;
    while (pe_ts_kind(L, cur) == PE_TS_conditional_expression) {
        if (nc == MAXC) return NULL;
        chain[nc++] = cur;
        uint32_t cnt = ts_node_named_child_count(cur);
        TSNode last = {0};
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_named_child(cur, i);
            if (!ts_node_is_extra(c)) last = c;
        }
        cur = last;
    }
    if (pe_ts_kind(L, cur) != PE_TS_as_pattern) return NULL;
    TSNode val = first_named(L, cur);
    pe_node *orelse = pe_lower_expr(L, val);
    if (!orelse) return NULL;
    while (nc > 0) {
        TSNode c = chain[--nc];
        pe_node *parts[2] = {0};
        int np = 0;
        uint32_t cnt = ts_node_named_child_count(c);
        for (uint32_t i = 0; i < cnt && np < 2; i++) {
            TSNode ci = ts_node_named_child(c, i);
            if (ts_node_is_extra(ci)) continue;
            parts[np] = pe_lower_expr(L, ci);
            if (!parts[np]) return NULL;
            np++;
        }
        if (np != 2) return pe_lower_error(L, c, "invalid syntax"), NULL;
        pe_node *x = pe_lower_node(L, PE_N_IF_EXP, c);
        if (!x) return NULL;
        pe_lower_pos_end(x, val);
        x->u.ifexp.body = parts[0];
        x->u.ifexp.test = parts[1];
        x->u.ifexp.orelse = orelse;
        orelse = x;
    }
    *v = cur;
    return orelse;
}

static int lower_with(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, PE_N_WITH, n);
    if (!x) return -1;
    if (pe_ts_is_tok(ts_node_child(n, 0), "async")) {
        x->u.with.is_async = 1;
        if (!(L->f.kind == 1 && L->f.is_async))
            pe_lower_defer(L, PE_DEFER_COMPILE, x, "'async with' outside async function");
    }
    int blocks = L->f.blocks;
    TSNode clause = first_named(L, n);
    {
        /* `with a, :` (a trailing comma without parentheses) */
        uint32_t cc = ts_node_child_count(clause);
        if (cc && pe_ts_is_tok(ts_node_child(clause, cc - 1), ",") &&
            !pe_ts_is_tok(ts_node_child(clause, 0), "("))
            return pe_lower_error_at(L, ts_node_end_byte(clause) + 1, "invalid syntax");
    }
    pe_nvec items = {0};
    uint32_t cnt = ts_node_named_child_count(clause);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode it = ts_node_named_child(clause, i);
        if (pe_ts_kind(L, it) != PE_TS_with_item) continue;
        pe_node *w = pe_lower_node(L, PE_N_WITH_ITEM, it);
        if (!w) return -1;
        TSNode v = field(it, "value");
        /* `with (a as b):` is one parenthesised item */
        if (pe_ts_kind(L, v) == PE_TS_parenthesized_expression &&
            pe_ts_kind(L, first_named(L, v)) == PE_TS_as_pattern)
            v = first_named(L, v);
        /* CPython's compiler_with pushes one block per item, after the item's
           context expression and before its target */
        pe_node *ctx = NULL;
        if (pe_ts_kind(L, v) == PE_TS_conditional_expression) {
            ctx = lower_cond_as(L, &v);
            if (!ctx && L->err->type) return -1;
        }
        if (pe_ts_kind(L, v) == PE_TS_as_pattern) {
            w->u.item.context_expr = ctx ? ctx : pe_lower_expr(L, first_named(L, v));
            if (!w->u.item.context_expr) return -1;
            push_block(L, x);
            TSNode al = field(v, "alias");
            TSNode tgt = first_named(L, al);
            w->u.item.optional_vars = pe_lower_exprs(L, tgt);
            if (!w->u.item.optional_vars ||
                pe_lower_target(L, w->u.item.optional_vars, PE_TGT_ASSIGN) < 0)
                return -1;
        } else {
            w->u.item.context_expr = pe_lower_expr(L, v);
            if (!w->u.item.context_expr) return -1;
            push_block(L, x);
        }
        if (pe_nvec_push(L, &items, w) < 0) return -1;
    }
    x->u.with.items = pe_nvec_list(&items);
    if (lower_body(L, n, "body", &x->u.with.body) < 0) return -1;
    L->f.blocks = blocks;
    return pe_nvec_push(L, out, x);
}

static int lower_try(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_node *x = pe_lower_node(L, PE_N_TRY, n);
    if (!x) return -1;
    int blocks = L->f.blocks;
    push_block(L, x);
    if (lower_body(L, n, "body", &x->u.try_.body) < 0) return -1;
    L->f.blocks = blocks;
    pe_nvec handlers = {0};
    int seen_plain = 0, seen_star = 0;
    pe_node *bare = NULL;
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(n, i);
        pe_ts_sym k = pe_ts_kind(L, c);
        if (k == PE_TS_except_clause) {
            pe_node *h = pe_lower_node(L, PE_N_EXCEPT_HANDLER, c);
            if (!h) return -1;
            int star = pe_ts_is_tok(ts_node_child(c, 1), "*");
            if (bare) return pe_lower_error_node(L, bare, "default 'except:' must be last");
            if ((star && seen_plain) || (!star && seen_star))
                return pe_lower_error(L, c,
                                      "cannot have both 'except' and 'except*' on the "
                                      "same 'try'");
            if (star)
                seen_star = 1;
            else
                seen_plain = 1;
            TSNode value = {0}, block = {0};
            int nvalues = 0;
            uint32_t cc = ts_node_child_count(c);
            for (uint32_t j = 0; j < cc; j++) {
                const char *f = ts_node_field_name_for_child(c, j);
                TSNode cj = ts_node_child(c, j);
                if (f && strcmp(f, "value") == 0) {
                    if (nvalues++ == 0)
                        value = cj;
                    else
                        return pe_lower_error(L, value,
                                              "multiple exception types must be "
                                              "parenthesized");
                } else if (f && strcmp(f, "alias") == 0) {
                    return pe_lower_error(L, cj, "invalid syntax");
                } else if (pe_ts_kind(L, cj) == PE_TS_block) {
                    block = cj;
                }
            }
            if (ts_node_is_null(value)) {
                if (star)
                    return pe_lower_error(L, c, "expected one or more exception types");
                bare = h;
            } else if (pe_ts_kind(L, value) == PE_TS_as_pattern) {
                h->u.handler.type = pe_lower_expr(L, first_named(L, value));
                if (!h->u.handler.type) return -1;
                TSNode tgt = first_named(L, field(value, "alias"));
                if (pe_ts_kind(L, tgt) != PE_TS_identifier)
                    return pe_lower_error(L, tgt, "invalid syntax");
                h->u.handler.name = pe_lower_expr(L, tgt);
                if (!h->u.handler.name ||
                    pe_lower_target(L, h->u.handler.name, PE_TGT_ASSIGN) < 0)
                    return -1;
            } else {
                h->u.handler.type = pe_lower_expr(L, value);
                if (!h->u.handler.type) return -1;
            }
            int hb = L->f.blocks;
            int sl = L->f.exstar_loop, sr = L->f.exstar_ret;
            if (star) L->f.exstar_loop = L->f.exstar_ret = 1;
            push_block(L, h);
            if (pe_lower_block(L, block, &h->u.handler.body) < 0) return -1;
            L->f.blocks = hb;
            L->f.exstar_loop = sl;
            L->f.exstar_ret = sr;
            if (pe_nvec_push(L, &handlers, h) < 0) return -1;
        } else if (k == PE_TS_else_clause) {
            /* CPython's grammar allows `else` only after an except clause: without one
               the parser fails at the `else` keyword, even if `finally` follows */
            if (!handlers.n)
                return pe_lower_error(L, ts_node_child(c, 0),
                                      "expected 'except' or 'finally' block");
            if (pe_lower_block(L, field(c, "body"), &x->u.try_.orelse) < 0) return -1;
        } else if (k == PE_TS_finally_clause) {
            int fb = L->f.blocks;
            push_block(L, x);
            if (pe_lower_block(L, first_named(L, c), &x->u.try_.finalbody) < 0) return -1;
            L->f.blocks = fb;
        }
    }
    if (!handlers.n && !x->u.try_.finalbody.n) {
        /* CPython fails at the token after the try body */
        TSNode next = {0};
        /* the next token in the file: after the enclosing blocks when the try is the
           last statement of one */
        for (TSNode up = n; ts_node_is_null(next) && !ts_node_is_null(up);
             up = ts_node_parent(up)) {
            next = pe_ts_sibling(L, up, 1);
            while (!ts_node_is_null(next) && ts_node_is_extra(next))
                next = pe_ts_sibling(L, next, 1);
        }
        if (!ts_node_is_null(next))
            return pe_lower_error(L, next, "expected 'except' or 'finally' block");
        return pe_lower_error_at(L, ts_node_end_byte(n),
                                 "expected 'except' or 'finally' block");
    }
    x->u.try_.handlers = pe_nvec_list(&handlers);
    x->u.try_.is_star = seen_star;
    return pe_nvec_push(L, out, x);
}

static int lower_decorators(pe_lower *L, TSNode dd, pe_node_list *out) {
    pe_nvec v = {0};
    uint32_t cnt = ts_node_named_child_count(dd);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_named_child(dd, i);
        if (pe_ts_kind(L, c) != PE_TS_decorator) continue;
        pe_node *e = pe_lower_expr(L, first_named(L, c));
        if (!e || pe_nvec_push(L, &v, e) < 0) return -1;
    }
    *out = pe_nvec_list(&v);
    return 0;
}

static int lower_funcdef(pe_lower *L, TSNode n, TSNode deco, pe_nvec *out) {
    TSNode tp = field(n, "type_parameters");
    if (!ts_node_is_null(tp)) return pe_lower_error(L, tp, "expected '('");
    pe_node *x = pe_lower_node(L, PE_N_FUNCTION_DEF, n);
    if (!x) return -1;
    x->u.func.is_async = pe_ts_is_tok(ts_node_child(n, 0), "async");
    if (!ts_node_is_null(deco) && lower_decorators(L, deco, &x->u.func.decorators) < 0)
        return -1;
    x->u.func.name = pe_lower_ident(L, field(n, "name"));
    if (!x->u.func.name) return -1;
    x->u.func.args = pe_lower_arguments(L, field(n, "parameters"), n, 0);
    if (!x->u.func.args) return -1;
    TSNode rt = field(n, "return_type");
    if (!ts_node_is_null(rt)) {
        x->u.func.returns = pe_lower_annotation(L, rt);
        if (!x->u.func.returns) return -1;
    }
    pe_fctx saved = L->f;
    pe_node *savedc = L->comp;
    L->f = (pe_fctx){.kind = 1, .is_async = x->u.func.is_async};
    L->comp = NULL;
    int r = lower_body(L, n, "body", &x->u.func.body);
    if (r == 0 && x->u.func.is_async && L->f.has_yield && L->f.ret_value)
        pe_lower_defer(L, PE_DEFER_COMPILE, L->f.ret_value,
                       "'return' with value in async generator");
    L->f = saved;
    L->comp = savedc;
    if (r < 0) return -1;
    return pe_nvec_push(L, out, x);
}

static int lower_classdef(pe_lower *L, TSNode n, TSNode deco, pe_nvec *out) {
    TSNode tp = field(n, "type_parameters");
    if (!ts_node_is_null(tp)) return pe_lower_error(L, tp, "invalid syntax");
    pe_node *x = pe_lower_node(L, PE_N_CLASS_DEF, n);
    if (!x) return -1;
    if (!ts_node_is_null(deco) && lower_decorators(L, deco, &x->u.cls.decorators) < 0)
        return -1;
    x->u.cls.name = pe_lower_ident(L, field(n, "name"));
    if (!x->u.cls.name) return -1;
    TSNode sup = field(n, "superclasses");
    if (!ts_node_is_null(sup) &&
        pe_lower_call_args(L, sup, &x->u.cls.bases, &x->u.cls.keywords, 1) < 0)
        return -1;
    pe_fctx saved = L->f;
    pe_node *savedc = L->comp;
    L->f = (pe_fctx){.kind = 2};
    L->comp = NULL;
    int r = lower_body(L, n, "body", &x->u.cls.body);
    L->f = saved;
    L->comp = savedc;
    if (r < 0) return -1;
    return pe_nvec_push(L, out, x);
}

/* ---- end positions ------------------------------------------------------------------ */

/* tree-sitter's blocks extend over trailing comments; CPython's compound statements
 * end where their last statement ends. */
static void end_at(pe_node *x, const pe_node_list *l) {
    if (!l->n) return;
    const pe_node *last = l->v[l->n - 1];
    x->end_line = last->end_line;
    x->end_col = last->end_col;
}

static void fix_end(pe_node *x) {
    switch (x->kind) {
    case PE_N_FUNCTION_DEF: end_at(x, &x->u.func.body); break;
    case PE_N_CLASS_DEF: end_at(x, &x->u.cls.body); break;
    case PE_N_FOR:
        end_at(x, &x->u.for_.body);
        end_at(x, &x->u.for_.orelse);
        break;
    case PE_N_WHILE:
    case PE_N_IF: {
        /* an elif chain: every If in it ends where the whole statement ends */
        pe_node *tail = x;
        while (tail->kind == PE_N_IF && tail->u.cond.orelse.n == 1 &&
               tail->u.cond.orelse.v[0]->kind == PE_N_IF &&
               tail->u.cond.orelse.v[0]->line != tail->line &&
               tail->u.cond.orelse.v[0]->end_line == x->end_line &&
               tail->u.cond.orelse.v[0]->end_col == x->end_col)
            tail = tail->u.cond.orelse.v[0];
        pe_node probe = *tail;
        end_at(&probe, &tail->u.cond.body);
        end_at(&probe, &tail->u.cond.orelse);
        for (pe_node *c = x;; c = c->u.cond.orelse.v[0]) {
            c->end_line = probe.end_line;
            c->end_col = probe.end_col;
            if (c == tail) break;
        }
        break;
    }
    case PE_N_WITH: end_at(x, &x->u.with.body); break;
    case PE_N_TRY:
        end_at(x, &x->u.try_.body);
        if (x->u.try_.handlers.n) {
            for (uint32_t i = 0; i < x->u.try_.handlers.n; i++) {
                pe_node *h = x->u.try_.handlers.v[i];
                end_at(h, &h->u.handler.body);
            }
            end_at(x, &x->u.try_.handlers);
        }
        end_at(x, &x->u.try_.orelse);
        end_at(x, &x->u.try_.finalbody);
        break;
    case PE_N_MATCH:
        if (x->u.match.cases.n) {
            pe_node *mc = x->u.match.cases.v[x->u.match.cases.n - 1];
            end_at(x, &mc->u.mcase.body);
        }
        break;
    default: break;
    }
}

/* ---- dispatcher -------------------------------------------------------------------- */

/* ---- logical lines ------------------------------------------------------------------ */

/*
 * tree-sitter-python sometimes continues a statement over a line break that CPython's
 * tokenizer turns into NEWLINE (`x = a.` / `b`, `x:` / `"doc"`). A line break inside
 * [start, end) of one logical line is only allowed inside brackets or strings or after
 * a backslash; otherwise CPython reports "invalid syntax" at that NEWLINE. Returns
 * the byte offset of the first such line break, or UINT32_MAX.
 */
uint32_t pe_lower_bad_newline(const pe_lower *L, uint32_t start, uint32_t end) {
    const char *s = L->src;
    int depth = 0;
    for (uint32_t i = start; i < end;) {
        char c = s[i];
        if (c == '#') {
            while (i < end && s[i] != '\n')
                i++;
            continue;
        }
        if (c == '\\') {
            i += 2; /* a continuation, or an escape we need not interpret */
            continue;
        }
        if (c == '(' || c == '[' || c == '{')
            depth++;
        else if ((c == ')' || c == ']' || c == '}') && depth > 0)
            depth--;
        else if (c == '\'' || c == '"') {
            int triple = i + 2 < end && s[i + 1] == c && s[i + 2] == c;
            i += triple ? 3 : 1;
            while (i < end) {
                if (s[i] == '\\') {
                    i += 2;
                    continue;
                }
                if (s[i] == c &&
                    (!triple || (i + 2 < end && s[i + 1] == c && s[i + 2] == c))) {
                    i += triple ? 3 : 1;
                    break;
                }
                if (s[i] == '\n' && !triple) break; /* unterminated: not our concern */
                i++;
            }
            continue;
        } else if ((c == '\n' || c == '\r') && depth == 0) {
            /* a NEWLINE token, unless only blanks and comments follow up to end */
            uint32_t j = i;
            while (j < end && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' ||
                               s[j] == '\r' || s[j] == '\f' || s[j] == '#')) {
                if (s[j] == '#')
                    while (j < end && s[j] != '\n')
                        j++;
                else
                    j++;
            }
            if (j < end) return i;
        }
        i++;
    }
    return UINT32_MAX;
}

/* The extent of the statement's first logical line: a simple statement whole, a
 * compound statement up to the ':' that opens its body. */
static int check_logical_line(pe_lower *L, TSNode n, pe_ts_sym k) {
    uint32_t start = ts_node_start_byte(n), end = ts_node_end_byte(n);
    int compound = k == PE_TS_if_statement || k == PE_TS_for_statement ||
                   k == PE_TS_while_statement || k == PE_TS_with_statement ||
                   k == PE_TS_function_definition || k == PE_TS_class_definition ||
                   k == PE_TS_try_statement || k == PE_TS_match_statement;
    if (k == PE_TS_decorated_definition) return 0; /* checked per part below */
    if (compound) {
        uint32_t cnt = ts_node_child_count(n);
        end = start;
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_child(n, i);
            if (pe_ts_is_tok(c, ":")) {
                end = ts_node_start_byte(c);
                break;
            }
        }
    }
    uint32_t bad = pe_lower_bad_newline(L, start, end);
    if (bad == UINT32_MAX) return 0;
    return pe_lower_error_at(L, bad, "invalid syntax");
}

static int lower_stmt(pe_lower *L, TSNode n, pe_nvec *out) {
    pe_ts_sym k = pe_ts_kind(L, n);
    pe_node *x;
    if (check_logical_line(L, n, k) < 0) return -1;
    switch (k) {
    case PE_TS_expression_statement: return lower_expr_stmt(L, n, out);
    case PE_TS_pass_statement:
        return (x = pe_lower_node(L, PE_N_PASS, n)) ? pe_nvec_push(L, out, x) : -1;
    case PE_TS_break_statement:
    case PE_TS_continue_statement: {
        int brk = k == PE_TS_break_statement;
        x = pe_lower_node(L, brk ? PE_N_BREAK : PE_N_CONTINUE, n);
        if (!x) return -1;
        if (!L->f.in_loop)
            pe_lower_defer(L, PE_DEFER_COMPILE, x,
                           brk ? "'break' outside loop"
                               : "'continue' not properly in loop");
        else if (L->f.exstar_loop)
            pe_lower_defer(
                L, PE_DEFER_COMPILE, x,
                "'break', 'continue' and 'return' cannot appear in an except* block");
        return pe_nvec_push(L, out, x);
    }
    case PE_TS_return_statement: {
        x = pe_lower_node(L, PE_N_RETURN, n);
        if (!x) return -1;
        if (L->f.kind != 1)
            pe_lower_defer(L, PE_DEFER_COMPILE, x, "'return' outside function");
        else if (L->f.exstar_ret)
            pe_lower_defer(
                L, PE_DEFER_COMPILE, x,
                "'break', 'continue' and 'return' cannot appear in an except* block");
        TSNode v = first_named(L, n);
        if (!ts_node_is_null(v)) {
            if (check_bare_walrus(L, v) < 0) return -1;
            x->u.unary.value = pe_lower_exprs(L, v);
            if (!x->u.unary.value) return -1;
            if (!L->f.ret_value) L->f.ret_value = x;
        }
        return pe_nvec_push(L, out, x);
    }
    case PE_TS_delete_statement: {
        x = pe_lower_node(L, PE_N_DELETE, n);
        if (!x) return -1;
        TSNode v = first_named(L, n);
        pe_nvec targets = {0};
        if (pe_ts_kind(L, v) == PE_TS_expression_list) {
            uint32_t cnt = ts_node_named_child_count(v);
            for (uint32_t i = 0; i < cnt; i++) {
                TSNode c = ts_node_named_child(v, i);
                if (ts_node_is_extra(c)) continue;
                pe_node *t = pe_ts_kind(L, c) == PE_TS_list_splat ? pe_lower_exprs(L, c)
                                                                  : pe_lower_expr(L, c);
                if (!t || pe_lower_target(L, t, PE_TGT_DEL) < 0 ||
                    pe_nvec_push(L, &targets, t) < 0)
                    return -1;
            }
        } else {
            pe_node *t = pe_lower_exprs(L, v);
            if (!t || pe_lower_target(L, t, PE_TGT_DEL) < 0 ||
                pe_nvec_push(L, &targets, t) < 0)
                return -1;
        }
        x->u.del.targets = pe_nvec_list(&targets);
        return pe_nvec_push(L, out, x);
    }
    case PE_TS_raise_statement: {
        x = pe_lower_node(L, PE_N_RAISE, n);
        if (!x) return -1;
        TSNode v = first_named(L, n);
        TSNode cause = field(n, "cause");
        if (!ts_node_is_null(v) && !ts_node_eq(v, cause)) {
            if (pe_ts_kind(L, v) == PE_TS_expression_list)
                return pe_lower_error(L, v, "invalid syntax");
            x->u.raise.exc = pe_lower_expr(L, v);
            if (!x->u.raise.exc) return -1;
        }
        if (!ts_node_is_null(cause)) {
            if (!x->u.raise.exc) return pe_lower_error(L, cause, "invalid syntax");
            x->u.raise.cause = pe_lower_expr(L, cause);
            if (!x->u.raise.cause) return -1;
        }
        return pe_nvec_push(L, out, x);
    }
    case PE_TS_assert_statement: {
        x = pe_lower_node(L, PE_N_ASSERT, n);
        if (!x) return -1;
        int i = 0;
        uint32_t cnt = ts_node_named_child_count(n);
        for (uint32_t j = 0; j < cnt; j++) {
            TSNode c = ts_node_named_child(n, j);
            if (ts_node_is_extra(c)) continue;
            pe_node *e = pe_lower_expr(L, c);
            if (!e) return -1;
            if (i++ == 0)
                x->u.assert_.test = e;
            else
                x->u.assert_.msg = e;
        }
        return pe_nvec_push(L, out, x);
    }
    case PE_TS_global_statement: return lower_names_stmt(L, n, PE_N_GLOBAL, out);
    case PE_TS_nonlocal_statement: return lower_names_stmt(L, n, PE_N_NONLOCAL, out);
    case PE_TS_import_statement:
    case PE_TS_import_from_statement:
    case PE_TS_future_import_statement: return lower_import(L, n, k, out);
    case PE_TS_print_statement: return lower_print(L, n, out);
    case PE_TS_exec_statement:
        return pe_lower_error(L, n,
                              "Missing parentheses in call to 'exec'. Did you mean "
                              "exec(...)?");
    case PE_TS_type_alias_statement: {
        /* 3.12 syntax; CPython 3.11 fails at the name after `type` */
        TSNode left = field(n, "left");
        return pe_lower_error(L, left, "invalid syntax");
    }
    case PE_TS_if_statement: return lower_if(L, n, out);
    case PE_TS_for_statement: return lower_for(L, n, out);
    case PE_TS_while_statement: return lower_while(L, n, out);
    case PE_TS_with_statement: return lower_with(L, n, out);
    case PE_TS_try_statement: return lower_try(L, n, out);
    case PE_TS_function_definition: return lower_funcdef(L, n, (TSNode){0}, out);
    case PE_TS_class_definition: return lower_classdef(L, n, (TSNode){0}, out);
    case PE_TS_decorated_definition: {
        TSNode def = field(n, "definition");
        if (check_logical_line(L, def, pe_ts_kind(L, def)) < 0) return -1;
        if (pe_ts_kind(L, def) == PE_TS_function_definition)
            return lower_funcdef(L, def, n, out);
        return lower_classdef(L, def, n, out);
    }
    case PE_TS_match_statement:
        x = pe_lower_match(L, n);
        return x ? pe_nvec_push(L, out, x) : -1;
    default: return pe_lower_error(L, n, "invalid syntax");
    }
}

pe_node *pe_lower_module(pe_lower *L, TSNode root) {
    pe_node *m = pe_lower_node(L, PE_N_MODULE, root);
    if (!m) return NULL;
    L->f = (pe_fctx){.kind = 0};
    if (lower_stmts(L, root, &m->u.module.body) < 0) return NULL;
    /* from __future__ imports must come first (after an optional docstring) */
    int seen_other = 0;
    for (uint32_t i = 0; i < m->u.module.body.n; i++) {
        pe_node *s = m->u.module.body.v[i];
        int is_future = s->kind == PE_N_IMPORT_FROM && s->u.import.module &&
                        s->u.import.level == 0 &&
                        strcmp(pe_intern_text(s->u.import.module, NULL), "__future__") == 0;
        int is_doc = i == 0 && s->kind == PE_N_EXPR_STMT &&
                     s->u.unary.value->kind == PE_N_CONSTANT &&
                     s->u.unary.value->u.c.kind == PE_CONST_STR;
        if (is_future && seen_other)
            pe_lower_defer(
                L, PE_DEFER_COMPILE, s,
                "from __future__ imports must occur at the beginning of the file");
        if (!is_future && !is_doc) seen_other = 1;
    }
    return m;
}
