/*
 * synerr.c - what CPython would say about a tree tree-sitter could not parse.
 *
 * tree-sitter recovers from errors by wrapping what it could not fit into ERROR nodes
 * (or by inventing MISSING tokens). CPython's parser stops at the first token it
 * cannot continue with, and then re-parses with its "invalid_*" rules to pick a
 * precise message. This file maps the first ERROR / MISSING node back to CPython's
 * line and, for the common mistakes, to its message: invalid assignment / for /
 * annotation targets (re-lowered to reuse the lowering's wording), headers without
 * ':', keyword arguments with bad names, missing commas, f-string errors,
 * unfinished conditional expressions, stray decorators. Everything else is
 * "invalid syntax" at the most likely token.
 */
#include <stdio.h>
#include <string.h>

#include "lower.h"

/* Walks up the tree stop after this many parents: ts_node_parent costs the depth, and
 * error recovery over a long run of garbage inside one bracket builds trees 100,000
 * deep (the walks took minutes). The constructs they look for are close above. */
enum { SYNERR_UP_MAX = 64, SYNERR_FSTRING_UP_MAX = 8 };

static TSNode empty_block_owner(pe_lower *L, TSNode n);
static int is_statement_kind(pe_lower *L, TSNode n);

/* A comment or line continuation. (tree-sitter also marks some nested ERROR nodes as
 * "extra"; those are not trivia.) */
static int is_trivia(TSNode n) {
    return ts_node_is_extra(n) && !ts_node_is_error(n) && !ts_node_has_error(n);
}

/* First ERROR or MISSING node in document order, or a null node. Iterative: the
 * tree may be arbitrarily deep. */
static TSNode first_error(TSNode root) {
    TSTreeCursor c = ts_tree_cursor_new(root);
    TSNode found = {0};
    for (;;) {
        TSNode n = ts_tree_cursor_current_node(&c);
        if (ts_node_is_error(n) || ts_node_is_missing(n)) {
            found = n;
            break;
        }
        if (ts_node_has_error(n) && ts_tree_cursor_goto_first_child(&c)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&c))
            if (!ts_tree_cursor_goto_parent(&c)) goto done;
    }
done:
    ts_tree_cursor_delete(&c);
    return found;
}

/* Reports a tree with errors as CPython would, as far as practical: our reading of the
 * first ERROR / MISSING node, unless CPython's tokenizer would stop earlier (or with
 * an error that overrides the parser's, see tokcheck.h). */

/*
 * The first logical line that starts with a compound-statement keyword (if, elif,
 * else, while, for, with, def, class, try, except, finally, async) but has no ':'
 * outside brackets and strings: returns the offset of its end (CPython's NEWLINE
 * token), or UINT32_MAX. *bare is set when nothing follows the keyword.
 */
static uint32_t header_without_colon(const pe_lower *L, int *bare) {
    static const char *const kws[] = {"if",  "elif",  "else", "while",  "for",    "with",
                                      "def", "class", "try",  "except", "finally"};
    const char *s = L->src;
    uint32_t n = (uint32_t)L->len, i = 0;
    while (i < n) {
        /* start of a logical line: skip blanks */
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\f'))
            i++;
        uint32_t w = i;
        while (i < n && ((s[i] >= 'a' && s[i] <= 'z') || s[i] == '_'))
            i++;
        int is_kw = 0;
        for (size_t k = 0; k < sizeof kws / sizeof *kws; k++)
            if (i - w == strlen(kws[k]) && memcmp(s + w, kws[k], i - w) == 0) is_kw = 1;
        if (i - w == 5 && memcmp(s + w, "async", 5) == 0)
            is_kw = 0; /* async def: def follows */
        int depth = 0, colon = 0, tokens = 0;
        uint32_t eol = n;
        while (i < n) {
            char c = s[i];
            if (c == '#') {
                while (i < n && s[i] != '\n')
                    i++;
                continue;
            }
            if (c == '\\' && i + 1 < n && (s[i + 1] == '\n' || s[i + 1] == '\r')) {
                i += 2;
                continue;
            }
            if (c == '\'' || c == '"') {
                int triple = i + 2 < n && s[i + 1] == c && s[i + 2] == c;
                i += triple ? 3 : 1;
                while (i < n) {
                    if (s[i] == '\\') {
                        i += 2;
                        continue;
                    }
                    if (s[i] == c &&
                        (!triple || (i + 2 < n && s[i + 1] == c && s[i + 2] == c))) {
                        i += triple ? 3 : 1;
                        break;
                    }
                    if (s[i] == '\n' && !triple) break;
                    i++;
                }
                tokens = 1;
                continue;
            }
            if (c == '\n' && depth == 0) {
                eol = i;
                i++;
                break;
            }
            if (c == '(' || c == '[' || c == '{')
                depth++;
            else if ((c == ')' || c == ']' || c == '}') && depth > 0)
                depth--;
            else if (c == ':' && depth == 0 && !(i + 1 < n && s[i + 1] == '='))
                colon = 1;
            if (c != ' ' && c != '\t' && c != '\r' && c != '\f') tokens = 1;
            i++;
        }
        if (is_kw && !colon) {
            if (eol > 0 && eol <= n && eol > w && s[eol - 1] == '\r') eol--;
            *bare = !tokens;
            return eol;
        }
        if (i >= n) break;
    }
    return UINT32_MAX;
}

/* tree-sitter accepts two statements on one line with no separator (`f(x)del x`)
 * by inserting a hidden, zero-width MISSING newline that no visible node shows: the
 * only trace is the error flag of the enclosing node. CPython fails at the second
 * statement's first token. Returns that statement, or a null node. */
static TSNode glued_statement(pe_lower *L, TSNode root) {
    TSNode cur = root;
    for (int guard = 0; guard < 100000; guard++) {
        pe_ts_sym ck = pe_ts_kind(L, cur);
        int stmts = ck == PE_TS_module || ck == PE_TS_block; /* a statement list */
        TSTreeCursor c = ts_tree_cursor_new(cur);
        TSNode down = {0}, prev = {0}, found = {0};
        for (int more = ts_tree_cursor_goto_first_child(&c); more;
             more = ts_tree_cursor_goto_next_sibling(&c)) {
            TSNode x = ts_tree_cursor_current_node(&c);
            if (ts_node_has_error(x)) {
                down = x;
                break;
            }
            if (!ts_node_is_named(x) || ts_node_is_extra(x)) continue;
            if (stmts && !ts_node_is_null(prev) &&
                ts_node_end_point(prev).row == ts_node_start_point(x).row &&
                ts_node_end_byte(prev) <= ts_node_start_byte(x) &&
                !memchr(L->src + ts_node_end_byte(prev), ';',
                        ts_node_start_byte(x) - ts_node_end_byte(prev))) {
                found = x;
                break;
            }
            prev = x;
        }
        ts_tree_cursor_delete(&c);
        if (!ts_node_is_null(found)) return found;
        if (ts_node_is_null(down)) break;
        cur = down;
    }
    return (TSNode){0};
}

void pe_lower_report_tree_error(pe_lower *L, TSNode root) {
    TSNode e = first_error(root);
    if (ts_node_is_null(e)) {
        TSNode g = glued_statement(L, root);
        if (!ts_node_is_null(g)) {
            pe_lower_error(L, g, "invalid syntax");
            return;
        }
        TSNode eb = empty_block_owner(L, root);
        if (!ts_node_is_null(eb)) {
            pe_lower_error(L, eb, "invalid syntax");
            return;
        }
    }
    if (!ts_node_is_null(e)) {
        /* does the error run into the end of the source (CPython's parser then meets
         * EOF, where unclosed brackets are reported)? */
        size_t end = ts_node_end_byte(e);
        while (end < L->len &&
               (L->src[end] == ' ' || L->src[end] == '\n' || L->src[end] == '\r' ||
                L->src[end] == '\t' || L->src[end] == '\f' || L->src[end] == '\\'))
            end++;
        L->err_at_eof = end >= L->len && !ts_node_is_missing(e);
        L->tree_error = !ts_node_is_missing(e);
    }
    if (!ts_node_is_null(e) && ts_node_is_missing(e)) {
        /* A MISSING node that opens a statement (`:` on a line of its own after a
         * complete statement: tree-sitter reads `<missing> : ...` as an annotated
         * assignment) stands for nothing CPython saw: its parser fails at the next
         * real token. */
        TSNode st = e, par = ts_node_parent(e);
        for (int up = 0; !ts_node_is_null(par) && pe_ts_kind(L, par) != PE_TS_module &&
                         pe_ts_kind(L, par) != PE_TS_block;
             up++) {
            if (up == SYNERR_UP_MAX) { /* degenerate depth: not a statement's start */
                par = (TSNode){0};
                break;
            }
            st = par;
            par = ts_node_parent(par);
        }
        TSNode next = pe_ts_sibling(L, e, 1);
        while (!ts_node_is_null(next) && (is_trivia(next) || ts_node_is_missing(next)))
            next = pe_ts_sibling(L, next, 1);
        if (!ts_node_is_null(par) && ts_node_start_byte(st) == ts_node_start_byte(e) &&
            !ts_node_is_null(next) && !ts_node_is_named(next) &&
            ts_node_start_point(next).row > ts_node_start_point(e).row) {
            pe_lower_error(L, next, "invalid syntax");
            return;
        }
    }
    if (ts_node_is_null(e))
        pe_lower_error_at(L, L->len, "invalid syntax");
    else
        pe_lower_syntax_error_node(L, e);
    /* A `try:` block with no except or finally clause: CPython fails at the token
     * after its body. */
    {
        TSTreeCursor c = ts_tree_cursor_new(root);
        for (int guard = 0; guard < 1000000; guard++) {
            TSNode x = ts_tree_cursor_current_node(&c);
            if (pe_ts_kind(L, x) == PE_TS_try_statement) {
                int handlers = 0;
                uint32_t cnt = ts_node_child_count(x);
                for (uint32_t i = 0; i < cnt; i++) {
                    pe_ts_sym k = pe_ts_kind(L, pe_ts_child(L, x, i));
                    if (k == PE_TS_except_clause || k == PE_TS_finally_clause) handlers = 1;
                }
                TSNode next = pe_ts_sibling(L, x, 1);
                while (!ts_node_is_null(next) && is_trivia(next))
                    next = pe_ts_sibling(L, next, 1);
                if (!handlers && !ts_node_is_null(next) && L->err->type && !L->err->oom &&
                    ts_node_start_point(next).row + 1 < L->err->line) {
                    memset(L->err, 0, sizeof *L->err);
                    pe_lower_error(L, next, "expected 'except' or 'finally' block");
                    break;
                }
            }
            if (ts_node_start_byte(x) > ts_node_end_byte(root)) break;
            if (ts_tree_cursor_goto_first_child(&c)) continue;
            int up = 0;
            while (!ts_tree_cursor_goto_next_sibling(&c))
                if (!ts_tree_cursor_goto_parent(&c)) {
                    up = 1;
                    break;
                }
            if (up) break;
        }
        ts_tree_cursor_delete(&c);
    }
    /* A simple statement before the error that tree-sitter let run over a line break
     * CPython's tokenizer ends the logical line at (`ry:` NEWLINE INDENT `x = 1`,
     * read as `ry: x = 1`): CPython fails at that NEWLINE first. */
    if (L->err->type && !L->err->oom && L->err->line > 1) {
        TSTreeCursor c = ts_tree_cursor_new(root);
        uint32_t bad = UINT32_MAX;
        for (int more = ts_tree_cursor_goto_first_child(&c); more && bad == UINT32_MAX;) {
            TSNode x = ts_tree_cursor_current_node(&c);
            if (ts_node_start_point(x).row + 1 >= L->err->line) break;
            pe_ts_sym k = pe_ts_kind(L, x);
            int descend = 0;
            if (k == PE_TS_block || is_statement_kind(L, x)) {
                if (k == PE_TS_expression_statement || k == PE_TS_return_statement) {
                    if (!ts_node_has_error(x))
                        bad = pe_lower_bad_newline(L, ts_node_start_byte(x),
                                                   ts_node_end_byte(x));
                } else {
                    descend = 1; /* a block or compound statement: its statements */
                }
            } else if (ts_node_is_named(x) &&
                       (k == PE_TS_else_clause || k == PE_TS_elif_clause ||
                        k == PE_TS_except_clause || k == PE_TS_finally_clause)) {
                descend = 1;
            }
            if (descend && ts_tree_cursor_goto_first_child(&c)) continue;
            while (!(more = ts_tree_cursor_goto_next_sibling(&c)))
                if (!ts_tree_cursor_goto_parent(&c)) break;
        }
        ts_tree_cursor_delete(&c);
        if (bad != UINT32_MAX) {
            uint32_t line = 1;
            for (uint32_t i = 0; i < bad; i++)
                if (L->src[i] == '\n') line++;
            if (line < L->err->line) {
                memset(L->err, 0, sizeof *L->err);
                pe_lower_error_at(L, bad, "invalid syntax");
            }
        }
    }
    /* A compound statement header that ends its logical line without ':' stops
     * CPython's parser right there, whatever tree-sitter made of the lines after it. */
    int bare;
    uint32_t hdr = header_without_colon(L, &bare);
    if (hdr != UINT32_MAX && L->err->type && !L->err->oom) {
        uint32_t line = 1;
        for (uint32_t i = 0; i < hdr; i++)
            if (L->src[i] == '\n') line++;
        if (line < L->err->line) {
            memset(L->err, 0, sizeof *L->err);
            pe_lower_error_at(L, hdr, bare ? "invalid syntax" : "expected ':'");
        }
    }
}

/* ---- syntax errors from tree-sitter's ERROR / MISSING nodes ----------------------- */

/* Named, non-extra children of n, up to max. */
static uint32_t named_kids(pe_lower *L, TSNode n, TSNode *out, uint32_t max) {
    uint32_t k = 0, cnt = ts_node_child_count(n);
    for (uint32_t i = 0; i < cnt && k < max; i++) {
        TSNode c = pe_ts_child(L, n, i);
        if (ts_node_is_named(c) && !is_trivia(c)) out[k++] = c;
    }
    return k;
}

static TSNode last_child(pe_lower *L, TSNode n) {
    uint32_t cnt = ts_node_child_count(n);
    for (uint32_t i = cnt; i-- > 0;) {
        TSNode c = pe_ts_child(L, n, i);
        if (!is_trivia(c)) return c;
    }
    return (TSNode){0};
}

static int is_statement_kind(pe_lower *L, TSNode n) {
    if (!ts_node_is_named(n)) return 0;
    const char *t = ts_node_type(n);
    size_t len = strlen(t);
    return (len > 10 && strcmp(t + len - 10, "_statement") == 0) ||
           pe_ts_kind(L, n) == PE_TS_function_definition ||
           pe_ts_kind(L, n) == PE_TS_class_definition ||
           pe_ts_kind(L, n) == PE_TS_decorated_definition;
}

/* A zero-width block inside n means tree-sitter skipped a missing indented block:
 * returns the clause (or statement) owning the first such block, else a null node. */
static TSNode empty_block_owner(pe_lower *L, TSNode n) {
    TSTreeCursor c = ts_tree_cursor_new(n);
    TSNode found = {0};
    for (;;) {
        TSNode x = ts_tree_cursor_current_node(&c);
        if (pe_ts_kind(L, x) == PE_TS_block &&
            ts_node_start_byte(x) == ts_node_end_byte(x)) {
            found = ts_node_parent(x);
            break;
        }
        if (ts_tree_cursor_goto_first_child(&c)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&c))
            if (!ts_tree_cursor_goto_parent(&c)) goto done;
    }
done:
    ts_tree_cursor_delete(&c);
    return found;
}

/* Where in an ERROR node CPython's parser most likely failed: complete statements that
 * tree-sitter folded into the ERROR are valid prefixes and are skipped, nested errors
 * are followed, and the first remaining child is the culprit. */
static TSNode error_focus(pe_lower *L, TSNode e) {
    for (int guard = 0; guard < 10000; guard++) {
        uint32_t cnt = ts_node_child_count(e);
        TSNode next = {0};
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = pe_ts_child(L, e, i);
            if (is_trivia(c)) continue;
            if (ts_node_is_error(c) || ts_node_is_missing(c)) {
                next = c;
                break;
            }
            if (ts_node_has_error(c)) {
                next = first_error(c);
                if (ts_node_is_null(next)) {
                    /* only hidden MISSING tokens: a skipped indented block, or a
                     * statement missing its (invisible) newline */
                    TSNode eb = empty_block_owner(L, c);
                    if (!ts_node_is_null(eb)) return eb;
                    if (is_statement_kind(L, c)) continue;
                    return c;
                }
                break;
            }
            if (is_statement_kind(L, c)) {
                TSNode eb = empty_block_owner(L, c);
                if (ts_node_is_null(eb)) continue;
                return eb;
            }
            return c;
        }
        if (ts_node_is_null(next) || ts_node_eq(next, e)) return e;
        if (ts_node_is_missing(next)) return next;
        e = next;
    }
    return e;
}

/* Lowers x only to learn what CPython would say about it; returns NULL (with L->err
 * possibly set by the lowering itself) when it cannot. */
static pe_node *probe(pe_lower *L, TSNode x) {
    pe_node *r = pe_lower_exprs(L, x);
    return r;
}

static int is_compound_kw(const char *t) {
    static const char *const kws[] = {"if",      "elif",  "else", "while", "for",
                                      "with",    "class", "def",  "try",   "except",
                                      "finally", "match", "case"};
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
        if (strcmp(t, kws[i]) == 0) return 1;
    return 0;
}

/*
 * Best effort at CPython's message for the first ERROR node e (and its line, which is
 * what matters most): invalid assignment / for / annotation targets are re-lowered to
 * get CPython's "cannot assign to ..." wording; a compound-statement header without
 * its ':' gives "expected ':'"; two expressions in a bracket without a comma give
 * "Perhaps you forgot a comma?". Anything else is "invalid syntax" at the node.
 */
/* CPython's invalid_named_expression messages for `T = V` where an expression is
 * expected (`if x = 1:`), at T. */
static void named_expr_error(pe_lower *L, TSNode target, TSNode eq) {
    pe_node *t = probe(L, target);
    if (!t) return;
    if (t->kind == PE_N_NAME)
        pe_lower_error_node(L, t,
                            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    else if (t->kind == PE_N_LIST || t->kind == PE_N_TUPLE ||
             t->kind == PE_N_GENERATOR_EXP ||
             (t->kind == PE_N_CONSTANT &&
              (t->u.c.kind == PE_CONST_TRUE || t->u.c.kind == PE_CONST_FALSE ||
               t->u.c.kind == PE_CONST_NONE)))
        pe_lower_error(L, eq, "invalid syntax");
    else
        pe_lower_error_node(
            L, t, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
            pe_lower_expr_name(t));
}

static int is_header_kind(pe_ts_sym k) {
    return k == PE_TS_for_statement || k == PE_TS_while_statement ||
           k == PE_TS_if_statement || k == PE_TS_elif_clause || k == PE_TS_with_statement ||
           k == PE_TS_function_definition || k == PE_TS_class_definition ||
           k == PE_TS_except_clause;
}

void pe_lower_syntax_error_node(pe_lower *L, TSNode e) {
    /* An ERROR may wrap complete statements that contain the real one: work on the
     * innermost ERROR around the most likely failure point. */
    if (!ts_node_is_missing(e)) {
        TSNode f = error_focus(L, e);
        TSNode in = f;
        int up = 0;
        while (!ts_node_is_null(in) && !ts_node_is_error(in) && !ts_node_is_missing(in) &&
               !ts_node_eq(in, e) && up++ < SYNERR_UP_MAX)
            in = ts_node_parent(in);
        if (!ts_node_is_null(in) && up <= SYNERR_UP_MAX) e = in;
    }
    /* inside an f-string: CPython 3.11's f-string messages */
    int up_fs = 0;
    for (TSNode a = e; !ts_node_is_null(a) && up_fs++ < SYNERR_FSTRING_UP_MAX;
         a = ts_node_parent(a)) {
        pe_ts_sym k = pe_ts_kind(L, a);
        TSNode c0 = pe_ts_child(L, a, 0);
        if (k == PE_TS_string || pe_ts_kind(L, c0) == PE_TS_string_start) {
            if (pe_lower_fstring_error(L, c0) < 0) return;
            break;
        }
        if (k == PE_TS_module || k == PE_TS_block) break;
    }
    if (ts_node_is_missing(e)) {
        if (strcmp(ts_node_type(e), ":") == 0) {
            pe_lower_error(L, e, "expected ':'");
            return;
        }
        pe_lower_error(L, e, "invalid syntax");
        return;
    }
    TSNode parent = ts_node_parent(e);
    pe_ts_sym pk = pe_ts_kind(L, parent);
    TSNode kids[4];
    uint32_t nk = named_kids(L, e, kids, 4);
    TSNode last = last_child(L, e);
    TSNode first = pe_ts_child(L, e, 0);

    /* an f-string among the ERROR's tokens */
    {
        TSTreeCursor c = ts_tree_cursor_new(e);
        int reported = 0;
        for (int guard = 0; guard < 100000; guard++) {
            TSNode x = ts_tree_cursor_current_node(&c);
            if (pe_ts_kind(L, x) == PE_TS_string_start &&
                pe_lower_fstring_error(L, x) < 0) {
                reported = 1;
                break;
            }
            if (ts_tree_cursor_goto_first_child(&c)) continue;
            int up = 0;
            while (!ts_tree_cursor_goto_next_sibling(&c))
                if (!ts_tree_cursor_goto_parent(&c)) {
                    up = 1;
                    break;
                }
            if (up) break;
        }
        ts_tree_cursor_delete(&c);
        if (reported) return;
    }
    TSNode prev_sib = pe_ts_sibling(L, e, -1);
    while (!ts_node_is_null(prev_sib) && is_trivia(prev_sib))
        prev_sib = pe_ts_sibling(L, prev_sib, -1);
    /* f(True=1), f(x + 1=2): a keyword argument whose name is not a name */
    if (pk == PE_TS_argument_list && pe_ts_is_tok(first, "=") &&
        !ts_node_is_null(prev_sib) && ts_node_is_named(prev_sib)) {
        pe_ts_sym k = pe_ts_kind(L, prev_sib);
        if (k == PE_TS_true || k == PE_TS_false || k == PE_TS_none)
            pe_lower_error(L, prev_sib, "cannot assign to %s",
                           k == PE_TS_true    ? "True"
                           : k == PE_TS_false ? "False"
                                              : "None");
        else
            pe_lower_error(
                L, prev_sib,
                "expression cannot contain assignment, perhaps you meant \"==\"?");
        return;
    }
    /* [x, y for x in z] */
    if ((pk == PE_TS_list || pk == PE_TS_set) && nk >= 2 &&
        pe_ts_kind(L, kids[nk - 1]) == PE_TS_identifier &&
        ts_node_end_byte(kids[nk - 1]) - ts_node_start_byte(kids[nk - 1]) == 3 &&
        memcmp(L->src + ts_node_start_byte(kids[nk - 1]), "for", 3) == 0) {
        TSNode f0 = ts_node_named_child(parent, 0);
        pe_lower_error(L, f0,
                       "did you forget parentheses around the comprehension target?");
        return;
    }
    /* {1: } */
    if ((pk == PE_TS_set || pk == PE_TS_dictionary) && nk == 0 &&
        pe_ts_is_tok(first, ":")) {
        pe_lower_error(L, first, "expression expected after dictionary key and ':'");
        return;
    }
    /* (a.b := 1): `:=` split by the error into ':' '=' */
    {
        uint32_t cnt = ts_node_child_count(e);
        if (cnt >= 3 && nk >= 1 && pe_ts_is_tok(pe_ts_child(L, e, cnt - 1), "=") &&
            pe_ts_is_tok(pe_ts_child(L, e, cnt - 2), ":") &&
            ts_node_end_byte(pe_ts_child(L, e, cnt - 2)) ==
                ts_node_start_byte(pe_ts_child(L, e, cnt - 1))) {
            pe_node *t = probe(L, kids[0]);
            if (!t) return;
            pe_lower_error_node(L, t, "cannot use assignment expressions with %s",
                                pe_lower_expr_name(t));
            return;
        }
    }
    /* def f: */
    if (pe_ts_is_tok(first, "def")) {
        TSNode nm = pe_ts_child(L, e, 1), nx = pe_ts_child(L, e, 2);
        if (pe_ts_kind(L, nm) == PE_TS_identifier && !ts_node_is_null(nx) &&
            !pe_ts_is_tok(nx, "(") && pe_ts_kind(L, nx) != PE_TS_parameters) {
            pe_lower_error(L, nx, "expected '('");
            return;
        }
    }
    /* class = 1, def = 2: a keyword where a name is needed */
    if ((pe_ts_is_tok(first, "class") || pe_ts_is_tok(first, "def"))) {
        TSNode nm = pe_ts_child(L, e, 1);
        if (!ts_node_is_null(nm) && pe_ts_kind(L, nm) != PE_TS_identifier) {
            pe_lower_error(L, nm, "invalid syntax");
            return;
        }
    }
    /* x = 1 if y (no else) */
    {
        uint32_t cnt = ts_node_child_count(e);
        for (uint32_t i = 1; i + 1 < cnt; i++) {
            TSNode c = pe_ts_child(L, e, i);
            if (!pe_ts_is_tok(c, "if")) continue;
            TSNode before = pe_ts_child(L, e, i - 1), after = pe_ts_child(L, e, i + 1);
            if (!ts_node_is_named(before) || !ts_node_is_named(after)) continue;
            int has_else = 0;
            for (uint32_t j = i + 2; j < cnt; j++)
                if (pe_ts_is_tok(pe_ts_child(L, e, j), "else")) has_else = 1;
            if (!has_else) {
                pe_lower_error(L, before, "expected 'else' after 'if' expression");
                return;
            }
        }
    }
    /* `T = ...` with an invalid T */
    if (nk == 1 && pe_ts_is_tok(last, "=") &&
        ts_node_start_byte(kids[0]) == ts_node_start_byte(e)) {
        pe_node *t = probe(L, kids[0]);
        if (!t) return;
        int single = 1;
        TSNode value = {0};
        if (pk == PE_TS_assignment) {
            single = 0;
            /* `x = a if b else c = 1`: CPython's invalid_named_expression sees
             * NAME '=' bitwise_or followed by neither '=' nor ':=' first */
            TSNode lhs = pe_ts_field(parent, "left", 4);
            int vk = t->kind;
            int lead_ok = 1;
            if (vk == PE_N_BOOL_OP) {
                const pe_node *v0 = t->u.boolop.values.v[0];
                lead_ok = !(v0->kind == PE_N_UNARY_OP && v0->u.unop.op == PE_UOP_NOT) &&
                          v0->kind != PE_N_LAMBDA;
            }
            if (pe_ts_kind(L, lhs) == PE_TS_identifier &&
                pe_ts_kind(L, ts_node_parent(parent)) == PE_TS_expression_statement &&
                !(t->flags & PE_NF_PAREN) && lead_ok &&
                (vk == PE_N_COMPARE || vk == PE_N_IF_EXP || vk == PE_N_BOOL_OP)) {
                pe_lower_error(L, lhs,
                               "invalid syntax. Maybe you meant '==' or ':=' instead "
                               "of '='?");
                return;
            }
        } else {
            TSNode next = ts_node_next_named_sibling(e);
            if (!ts_node_is_null(next) &&
                pe_ts_kind(L, next) == PE_TS_expression_statement) {
                TSNode v = ts_node_named_child(next, 0);
                if (pe_ts_kind(L, v) == PE_TS_assignment) single = 0;
                value = v;
            }
        }
        if (pe_lower_assign_target(L, t, value, single) < 0) return;
    }
    /* `T: ann` with an invalid T */
    if (nk == 1 && pe_ts_is_tok(last, ":") && pk == PE_TS_module) {
        pe_node *t = probe(L, kids[0]);
        if (!t) return;
        if (t->kind == PE_N_TUPLE || t->kind == PE_N_LIST) {
            pe_lower_error_node(L, t, "only single target (not %s) can be annotated",
                                t->kind == PE_N_TUPLE ? "tuple" : "list");
            return;
        }
        if (t->kind != PE_N_NAME && t->kind != PE_N_ATTRIBUTE &&
            t->kind != PE_N_SUBSCRIPT) {
            pe_lower_error_node(L, t, "illegal target for annotation");
            return;
        }
    }
    /* `for T in ...` with an invalid T (statement or comprehension) */
    if (pe_ts_is_tok(first, "for") ||
        (pe_ts_is_tok(first, "async") && pe_ts_is_tok(pe_ts_child(L, e, 1), "for"))) {
        uint32_t cnt = ts_node_child_count(e);
        for (uint32_t i = 0; i + 1 < cnt; i++) {
            TSNode c = pe_ts_child(L, e, i);
            if (ts_node_is_named(c) && pe_ts_is_tok(pe_ts_child(L, e, i + 1), "in")) {
                pe_node *t = probe(L, c);
                if (!t) return;
                if (pe_lower_target(L, t, PE_TGT_FOR) < 0) return;
                break;
            }
        }
    }
    /* `f() += 1`: tree-sitter reads `f() + (ERROR =) 1` */
    if (pk == PE_TS_binary_operator && nk == 0 && pe_ts_is_tok(first, "=")) {
        TSNode op = pe_ts_field(parent, "operator", 8);
        if (!ts_node_is_null(op) && ts_node_end_byte(op) == ts_node_start_byte(e)) {
            pe_node *t = probe(L, pe_ts_field(parent, "left", 4));
            if (!t) return;
            if (t->kind != PE_N_NAME && t->kind != PE_N_ATTRIBUTE &&
                t->kind != PE_N_SUBSCRIPT) {
                pe_lower_error_node(
                    L, t, "'%s' is an illegal expression for augmented assignment",
                    pe_lower_expr_name(t));
                return;
            }
        }
    }
    /* `x = yield = 1` */
    if (pk == PE_TS_yield && pe_ts_is_tok(first, "=")) {
        pe_lower_error(L, parent, "assignment to yield expression not possible");
        return;
    }
    /* a compound statement header without ':' */
    if (!ts_node_is_null(first) && !ts_node_is_named(first) &&
        is_compound_kw(ts_node_type(first))) {
        uint32_t line = ts_node_start_point(first).row;
        uint32_t cnt = ts_node_child_count(e);
        uint32_t end = ts_node_end_byte(first);
        int colon = 0, more = 0;
        TSNode cur = e;
        uint32_t i = 1;
        /* The end of the header's logical line: a child that continues on later
         * lines inside brackets belongs to it; one that tree-sitter glued across a
         * real line break (see pe_lower_bad_newline) is entered to find the last token
         * before the break. */
        for (int guard = 0; guard < 100000; guard++) {
            if (i >= cnt) break;
            TSNode c = pe_ts_child(L, cur, i++);
            if (is_trivia(c)) continue;
            if (ts_node_start_point(c).row != line) break;
            if (pe_ts_is_tok(c, ":")) colon = 1;
            more = 1;
            if (ts_node_end_point(c).row == line ||
                pe_lower_bad_newline(L, ts_node_start_byte(c), ts_node_end_byte(c)) ==
                    UINT32_MAX) {
                end = ts_node_end_byte(c);
                line = ts_node_end_point(c).row;
                continue;
            }
            cur = c;
            cnt = ts_node_child_count(c);
            i = 0;
        }
        const char *kw = ts_node_type(first);
        int bare_kw =
            strcmp(kw, "else") == 0 || strcmp(kw, "try") == 0 || strcmp(kw, "finally") == 0;
        if (!colon && (more || bare_kw)) {
            /* `if x = 1:`: CPython's invalid_named_expression messages */
            uint32_t n2 = ts_node_child_count(e);
            for (uint32_t j = 1; j + 1 < n2; j++) {
                TSNode c = pe_ts_child(L, e, j);
                if (ts_node_start_point(c).row != line) break;
                if (!pe_ts_is_tok(pe_ts_child(L, e, j + 1), "=") || !ts_node_is_named(c))
                    continue;
                named_expr_error(L, c, pe_ts_child(L, e, j + 1));
                return;
            }
            pe_lower_error_at(L, end, "expected ':'");
            return;
        }
    }
    /* decorators not followed by a def or class: CPython fails at the next token */
    if (nk >= 1 && pe_ts_kind(L, kids[nk - 1]) == PE_TS_decorator &&
        ts_node_eq(kids[nk - 1], last)) {
        TSNode next = pe_ts_sibling(L, e, 1);
        while (!ts_node_is_null(next) && is_trivia(next))
            next = pe_ts_sibling(L, next, 1);
        if (!ts_node_is_null(next)) {
            pe_lower_error(L, next, "invalid syntax");
            return;
        }
    }
    /* the header's ':' swallowed into an ERROR with what follows it (an `else:` at
     * the wrong indentation): CPython fails at the token after the ':' */
    if (is_header_kind(pk) && pe_ts_is_tok(first, ":") && ts_node_child_count(e) > 1) {
        /* ... unless the ERROR holds the header's whole ':' + block and a stray ':'
         * follows it (`for ...:` body, then a line `:` whose `else` was lost): the
         * statement was complete and CPython fails at that ':' */
        TSNode next = pe_ts_sibling(L, e, 1);
        while (!ts_node_is_null(next) && is_trivia(next))
            next = pe_ts_sibling(L, next, 1);
        if (ts_node_child_count(e) == 2 &&
            pe_ts_kind(L, pe_ts_child(L, e, 1)) == PE_TS_block && pe_ts_is_tok(next, ":") &&
            ts_node_start_point(next).row > ts_node_end_point(e).row) {
            pe_lower_error(L, next, "invalid syntax");
            return;
        }
        pe_lower_error(L, pe_ts_child(L, e, 1), "invalid syntax");
        return;
    }
    /* an ERROR between a compound statement's header and its ':' */
    if (is_header_kind(pk)) {
        uint32_t cnt = ts_node_child_count(parent);
        int before = 1, colon_after = 0;
        TSNode prev = {0};
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = pe_ts_child(L, parent, i);
            if (ts_node_eq(c, e)) {
                before = 0;
                continue;
            }
            if (pe_ts_is_tok(c, ":")) {
                if (before) break;
                colon_after = 1;
                break;
            }
            if (before && !is_trivia(c)) prev = c;
        }
        if (colon_after && !ts_node_is_null(prev)) {
            if (pe_ts_is_tok(first, "=") && ts_node_is_named(prev)) {
                named_expr_error(L, prev, first); /* if x = 1: */
                return;
            }
            if (nk == 1 && pe_ts_is_tok(last, "=")) {
                named_expr_error(L, kids[0], last); /* tree-sitter's other reading */
                return;
            }
            pe_lower_error_at(L, ts_node_end_byte(prev), "expected ':'");
            return;
        }
    }
    /* `f(a b)`, `[a b]`: two expressions with no comma inside brackets */
    if ((pk == PE_TS_argument_list || pk == PE_TS_list || pk == PE_TS_tuple ||
         pk == PE_TS_set || pk == PE_TS_parenthesized_expression) &&
        nk >= 1 && ts_node_start_byte(kids[0]) == ts_node_start_byte(e)) {
        TSNode prev = pe_ts_sibling(L, e, -1);
        while (!ts_node_is_null(prev) && is_trivia(prev))
            prev = pe_ts_sibling(L, prev, -1);
        if (!ts_node_is_null(prev) && ts_node_is_named(prev)) {
            pe_lower_error(L, prev, "invalid syntax. Perhaps you forgot a comma?");
            return;
        }
    }
    pe_lower_error(L, error_focus(L, e), "invalid syntax");
}
