/*
 * lower_util.c - helpers shared by the lowering files: node allocation and positions,
 * error reporting (immediate and deferred), the recursion guard with CPython's
 * nesting outcomes, growable node lists, and identifier interning.
 */
#include <stdio.h>
#include <string.h>
#include <utf8proc.h>

#include "../core/intern.h"
#include "../core/stack.h"
#include "lower.h"

/* ---- shared lowering helpers ------------------------------------------------------- */

int pe_ts_is_tok(TSNode n, const char *tok) {
    return !ts_node_is_null(n) && !ts_node_is_named(n) && strcmp(ts_node_type(n), tok) == 0;
}

void pe_lower_pos_start(pe_node *x, TSNode n) {
    TSPoint p = ts_node_start_point(n);
    x->line = p.row + 1;
    x->col = p.column;
}

void pe_lower_pos_end(pe_node *x, TSNode n) {
    TSPoint p = ts_node_end_point(n);
    x->end_line = p.row + 1;
    x->end_col = p.column;
}

pe_node *pe_lower_node(pe_lower *L, pe_node_kind k, TSNode n) {
    pe_node *x = pe_node_new(L->a, k);
    if (!x) {
        pe_lower_oom(L);
        return NULL;
    }
    if (!ts_node_is_null(n)) {
        pe_lower_pos_start(x, n);
        pe_lower_pos_end(x, n);
    }
    return x;
}

int pe_lower_oom(pe_lower *L) {
    if (!L->err->type && !L->err->cancelled) L->err->oom = 1;
    return -1;
}

/* Byte offset of the start of 1-based line `line` (or of the end of the source). */
static size_t line_start(const char *src, size_t len, uint32_t line) {
    size_t off = 0;
    for (uint32_t l = 1; l < line && off < len; off++)
        if (src[off] == '\n') l++;
    return off;
}

void pe_lower_fill_error(const pe_lower *L, pe_syntax_error *e, const char *type,
                         uint32_t line, uint32_t bytecol, const char *fmt, va_list ap) {
    memset(e, 0, sizeof *e);
    e->type = type;
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    e->line = line;
    /* CPython's offset counts code points, 1-based. */
    size_t ls = line_start(L->src, L->len, line);
    uint32_t chars = 0;
    for (size_t i = 0; i < bytecol && ls + i < L->len; i++)
        if (((unsigned char)L->src[ls + i] & 0xC0) != 0x80) chars++;
    e->col = chars + 1;
}

static void error_at_line(pe_lower *L, uint32_t line, uint32_t bytecol, const char *fmt,
                          va_list ap) {
    if (L->err->type || L->err->oom || L->err->cancelled) return; /* first error wins */
    pe_lower_fill_error(L, L->err, "SyntaxError", line, bytecol, fmt, ap);
    L->err_bytecol = bytecol;
}

int pe_lower_error_at(pe_lower *L, size_t off, const char *fmt, ...) {
    uint32_t line = 1;
    size_t ls = 0;
    for (size_t i = 0; i < off && i < L->len; i++)
        if (L->src[i] == '\n') {
            line++;
            ls = i + 1;
        }
    va_list ap;
    va_start(ap, fmt);
    error_at_line(L, line, (uint32_t)(off - ls), fmt, ap);
    va_end(ap);
    return -1;
}

int pe_lower_error(pe_lower *L, TSNode n, const char *fmt, ...) {
    TSPoint p = ts_node_start_point(n);
    va_list ap;
    va_start(ap, fmt);
    error_at_line(L, p.row + 1, p.column, fmt, ap);
    va_end(ap);
    return -1;
}

int pe_lower_error_node(pe_lower *L, const pe_node *x, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    error_at_line(L, x->line, x->col, fmt, ap);
    va_end(ap);
    return -1;
}

void pe_lower_defer(pe_lower *L, int cls, const pe_node *x, const char *fmt, ...) {
    if (L->deferred[cls].type) return;
    va_list ap;
    va_start(ap, fmt);
    pe_lower_fill_error(L, &L->deferred[cls], "SyntaxError", x->line, x->col, fmt, ap);
    va_end(ap);
}

/* CPython parser frames one level of n costs (see lower.h). */
int pe_lower_pcost(pe_lower *L, TSNode n) {
    switch (pe_ts_kind(L, n)) {
    case PE_TS_unary_operator:
    case PE_TS_not_operator:
    case PE_TS_conditional_expression: return 1;
    case PE_TS_lambda: return 2;
    case PE_TS_binary_operator: {
        TSNode op = pe_ts_field(n, "operator", 8);
        return pe_ts_is_tok(op, "**") ? 2 : 0;
    }
    default: return 0;
    }
}

/* The parser cost of the rest of a right-nested chain below n (-x, not x, lambda: x,
 * a if b else x, a ** x), walked iteratively. */
static long remaining_pcost(pe_lower *L, TSNode n) {
    long total = 0;
    while (!ts_node_is_null(n)) {
        int c = pe_lower_pcost(L, n);
        pe_ts_sym k = pe_ts_kind(L, n);
        TSNode next = {0};
        if (k == PE_TS_unary_operator || k == PE_TS_not_operator)
            next = pe_ts_field(n, "argument", 8);
        else if (k == PE_TS_lambda)
            next = pe_ts_field(n, "body", 4);
        else if (k == PE_TS_binary_operator && c)
            next = pe_ts_field(n, "right", 5);
        else if (k == PE_TS_conditional_expression || k == PE_TS_parenthesized_expression) {
            uint32_t cnt = ts_node_named_child_count(n);
            next = cnt ? ts_node_named_child(n, cnt - 1) : (TSNode){0};
        }
        total += c;
        if (total > PE_PARSER_MAX_COST) break;
        n = next;
    }
    return total;
}

void pe_lower_deep_error(pe_lower *L, const char *type, const char *msg) {
    pe_syntax_error *e = L->err;
    if (e->type || e->oom || e->cancelled) return;
    memset(e, 0, sizeof *e);
    e->type = type;
    snprintf(e->msg, sizeof e->msg, "%s", msg);
}

int pe_lower_enter(pe_lower *L, TSNode n) {
    if ((++L->poll & 1023) == 0 && L->cancel && L->cancel(L->cancel_ud)) {
        L->err->cancelled = 1;
        return -1;
    }
    if (L->depth >= PE_LOWER_MAX_DEPTH) {
        /* CPython's parser may have given up on this input before its compiler: */
        long rest = remaining_pcost(L, n);
        TSNode par = ts_node_parent(n); /* n may be a side operand of the chain */
        if (!ts_node_is_null(par) && pe_lower_pcost(L, par)) {
            long r2 = remaining_pcost(L, par) - pe_lower_pcost(L, par);
            if (r2 > rest) rest = r2;
        }
        if (L->pcost + rest >= PE_PARSER_MAX_COST)
            pe_lower_deep_error(L, "MemoryError", "");
        else
            pe_lower_deep_error(L, "RecursionError",
                                "maximum recursion depth exceeded during compilation");
        return -1;
    }
    if (pe_stack_exhausted(L->vm)) {
        /* the real C stack is nearly used up before CPython's depth (core/stack.h) */
        pe_lower_deep_error(L, "RecursionError",
                            "maximum recursion depth exceeded during compilation");
        return -1;
    }
    L->depth++;
    return 0;
}

int pe_nvec_push(pe_lower *L, pe_nvec *v, pe_node *x) {
    if (v->n == v->cap) {
        uint32_t ncap = v->cap ? v->cap * 2 : 4;
        if (ncap < v->cap) return pe_lower_oom(L);
        pe_node **nv = pe_arena_alloc(L->a, (size_t)ncap * sizeof *nv);
        if (!nv) return pe_lower_oom(L);
        if (v->n) memcpy(nv, v->v, (size_t)v->n * sizeof *nv);
        v->v = nv;
        v->cap = ncap;
    }
    v->v[v->n++] = x;
    return 0;
}

#define PE_KIDS_WIDE 32 /* below this, tree-sitter's own walk is cheap enough */

/* The cached children array of n, or NULL (n narrow, or no memory: then the caller
 * falls back to tree-sitter, which is slow but correct). */
static const TSNode *kids_of(pe_lower *L, TSNode n, uint32_t *cnt) {
    uint32_t c = ts_node_child_count(n);
    *cnt = c;
    if (c < PE_KIDS_WIDE) return NULL;
    for (int k = 0; k < 2; k++)
        if (L->kids[k].v && ts_node_eq(L->kids[k].node, n)) return L->kids[k].v;
    TSNode *v = pe_arena_alloc(L->a, (size_t)c * sizeof *v);
    if (!v) return NULL;
    TSTreeCursor cur = ts_tree_cursor_new(n);
    uint32_t i = 0;
    if (ts_tree_cursor_goto_first_child(&cur)) {
        do
            v[i++] = ts_tree_cursor_current_node(&cur);
        while (i < c && ts_tree_cursor_goto_next_sibling(&cur));
    }
    ts_tree_cursor_delete(&cur);
    if (i != c) return NULL;
    uint32_t k = L->kids_next;
    L->kids_next ^= 1;
    L->kids[k].node = n;
    L->kids[k].v = v;
    L->kids[k].n = c;
    return v;
}

TSNode pe_ts_child(pe_lower *L, TSNode n, uint32_t i) {
    uint32_t c;
    const TSNode *v = kids_of(L, n, &c);
    if (!v) return ts_node_child(n, i);
    return i < c ? v[i] : (TSNode){0};
}

TSNode pe_ts_sibling(pe_lower *L, TSNode n, int dir) {
    TSNode p = ts_node_parent(n);
    uint32_t c;
    const TSNode *v = ts_node_is_null(p) ? NULL : kids_of(L, p, &c);
    if (!v) return dir < 0 ? ts_node_prev_sibling(n) : ts_node_next_sibling(n);
    uint32_t start = ts_node_start_byte(n);
    /* binary search on start bytes, then step over the zero-width neighbours */
    uint32_t lo = 0, hi = c;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (ts_node_start_byte(v[mid]) < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    while (lo < c && !ts_node_eq(v[lo], n))
        lo++;
    if (lo == c) return dir < 0 ? ts_node_prev_sibling(n) : ts_node_next_sibling(n);
    if (dir < 0) return lo > 0 ? v[lo - 1] : (TSNode){0};
    return lo + 1 < c ? v[lo + 1] : (TSNode){0};
}

int pe_kids_of(pe_lower *L, TSNode n, pe_kids *k) {
    uint32_t c = ts_node_child_count(n);
    k->n = 0;
    k->v = pe_arena_alloc(L->a, (size_t)(c ? c : 1) * sizeof *k->v);
    k->f = pe_arena_alloc(L->a, (size_t)(c ? c : 1) * sizeof *k->f);
    if (!k->v || !k->f) return pe_lower_oom(L);
    TSTreeCursor cur = ts_tree_cursor_new(n);
    if (ts_tree_cursor_goto_first_child(&cur)) {
        do {
            k->v[k->n] = ts_tree_cursor_current_node(&cur);
            k->f[k->n] = ts_tree_cursor_current_field_name(&cur);
            k->n++;
        } while (k->n < c && ts_tree_cursor_goto_next_sibling(&cur));
    }
    ts_tree_cursor_delete(&cur);
    return 0;
}

static uint32_t nameset_slot(const pe_nameset *s, const void *p) {
    uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
    uint32_t mask = s->cap - 1, i = (uint32_t)(h >> 32) & mask;
    while (s->v[i] && s->v[i] != p)
        i = (i + 1) & mask;
    return i;
}

int pe_nameset_has(const pe_nameset *s, const void *p) {
    return s->cap && s->v[nameset_slot(s, p)] != NULL;
}

int pe_nameset_add(pe_lower *L, pe_nameset *s, const void *p) {
    if (s->cap && s->v[nameset_slot(s, p)]) return 1;
    if ((uint64_t)(s->n + 1) * 2 > s->cap) {
        uint32_t ncap = s->cap ? s->cap * 2 : 16;
        if (ncap < s->cap) return pe_lower_oom(L);
        const void **nv = pe_arena_alloc(L->a, (size_t)ncap * sizeof *nv);
        if (!nv) return pe_lower_oom(L);
        memset(nv, 0, (size_t)ncap * sizeof *nv);
        pe_nameset old = *s;
        s->v = nv;
        s->cap = ncap;
        for (uint32_t i = 0; i < old.cap; i++)
            if (old.v[i]) s->v[nameset_slot(s, old.v[i])] = old.v[i];
    }
    s->v[nameset_slot(s, p)] = p;
    s->n++;
    return 0;
}

pe_str *pe_lower_intern(pe_lower *L, const char *s, size_t len) {
    pe_str *r = pe_intern_for_ast(L->vm, L->ast, s, len);
    if (!r) pe_lower_oom(L);
    return r;
}

pe_str *pe_lower_ident(pe_lower *L, TSNode n) {
    uint32_t b = ts_node_start_byte(n), e = ts_node_end_byte(n);
    for (uint32_t i = 0; i < L->npatched; i++)
        if (L->patched[i] == b) return pe_lower_intern(L, "type", 4);
    const char *s = L->src + b;
    size_t len = e - b;
    int ascii = 1;
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)s[i] >= 0x80) ascii = 0;
    if (ascii) return pe_lower_intern(L, s, len);
    /* PEP 3131: identifiers are NFKC-normalised while parsing. */
    const utf8proc_option_t opt = UTF8PROC_STABLE | UTF8PROC_COMPAT | UTF8PROC_COMPOSE;
    utf8proc_ssize_t need = utf8proc_decompose((const utf8proc_uint8_t *)s,
                                               (utf8proc_ssize_t)len, NULL, 0, opt);
    if (need < 0) return pe_lower_intern(L, s, len);
    utf8proc_int32_t *buf = pe_arena_alloc(L->a, ((size_t)need + 1) * sizeof *buf);
    if (!buf) {
        pe_lower_oom(L);
        return NULL;
    }
    need = utf8proc_decompose((const utf8proc_uint8_t *)s, (utf8proc_ssize_t)len, buf, need,
                              opt);
    if (need < 0) return pe_lower_intern(L, s, len);
    utf8proc_ssize_t m = utf8proc_normalize_utf32(buf, need, opt);
    if (m < 0) return pe_lower_intern(L, s, len);
    m = utf8proc_reencode(buf, m, opt);
    if (m < 0) return pe_lower_intern(L, s, len);
    return pe_lower_intern(L, (const char *)buf, (size_t)m);
}
