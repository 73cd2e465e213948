/*
 * parse.c - pe_parse(): source checks, the tree-sitter run, syntax-error reporting for
 * trees with errors, then lowering (lower_*.c) and scope resolution (scope.c).
 * Also the lowering's shared helpers declared in lower.h.
 */
#include <stdio.h>
#include <string.h>
#include <utf8proc.h>

#include "../eval/intern.h"
#include "../eval/vm.h"
#include "lower.h"
#include "scope.h"
#include "tokcheck.h"

const TSLanguage *tree_sitter_python(void);

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
        TSNode op = ts_node_child_by_field_name(n, "operator", 8);
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
            next = ts_node_child_by_field_name(n, "argument", 8);
        else if (k == PE_TS_lambda)
            next = ts_node_child_by_field_name(n, "body", 4);
        else if (k == PE_TS_binary_operator && c)
            next = ts_node_child_by_field_name(n, "right", 5);
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

static void deep_error(pe_lower *L, const char *type, const char *msg) {
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
            deep_error(L, "MemoryError", "");
        else
            deep_error(L, "RecursionError", "maximum recursion depth exceeded during compilation");
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

pe_str *pe_lower_intern(pe_lower *L, const char *s, size_t len) {
    pe_str *r = pe_intern(L->vm, s, len);
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
    utf8proc_ssize_t need =
        utf8proc_decompose((const utf8proc_uint8_t *)s, (utf8proc_ssize_t)len, NULL, 0, opt);
    if (need < 0) return pe_lower_intern(L, s, len);
    utf8proc_int32_t *buf = pe_arena_alloc(L->a, ((size_t)need + 1) * sizeof *buf);
    if (!buf) {
        pe_lower_oom(L);
        return NULL;
    }
    need = utf8proc_decompose((const utf8proc_uint8_t *)s, (utf8proc_ssize_t)len, buf,
                              need, opt);
    if (need < 0) return pe_lower_intern(L, s, len);
    utf8proc_ssize_t m = utf8proc_normalize_utf32(buf, need, opt);
    if (m < 0) return pe_lower_intern(L, s, len);
    m = utf8proc_reencode(buf, m, opt);
    if (m < 0) return pe_lower_intern(L, s, len);
    return pe_lower_intern(L, (const char *)buf, (size_t)m);
}

/* ---- source checks before parsing ------------------------------------------------- */

/* Length of a valid UTF-8 sequence at s (CPython's strict decoder: no overlongs, no
 * surrogates, nothing above U+10FFFF), or 0 if invalid. */
static size_t utf8_seq(const unsigned char *s, size_t avail) {
    unsigned c = s[0];
    if (c < 0x80) return 1;
    size_t n;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    if (avail < n) return 0;
    if (s[1] < lo || s[1] > hi) return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xBF) return 0;
    return n;
}

static int check_source(const char *src, size_t len, const char *filename,
                        pe_syntax_error *err) {
    uint32_t line = 1;
    for (size_t i = 0; i < len; i++)
        if (src[i] == '\n') {
            line++;
        } else if (src[i] == '\0') {
            memset(err, 0, sizeof *err);
            err->type = "SyntaxError";
            snprintf(err->msg, sizeof err->msg, "source code cannot contain null bytes");
            err->line = line;
            return -1;
        }
    line = 1;
    for (size_t i = 0; i < len;) {
        size_t n = utf8_seq((const unsigned char *)src + i, len - i);
        if (n == 0) {
            memset(err, 0, sizeof *err);
            err->type = "SyntaxError";
            snprintf(err->msg, sizeof err->msg,
                     "Non-UTF-8 code starting with '\\x%02x' in file %s on line %u, but no "
                     "encoding declared; see https://peps.python.org/pep-0263/ for details",
                     (unsigned char)src[i], filename, line);
            err->line = 0; /* CPython gives this error no location */
            return -1;
        }
        if (src[i] == '\n') line++;
        i += n;
    }
    return 0;
}

/* ---- tree-sitter errors ----------------------------------------------------------- */

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
static TSNode empty_block_owner(pe_lower *L, TSNode n);

static void report_tree_error(pe_lower *L, TSNode root, const char *filename) {
    TSNode e = first_error(root);
    if (ts_node_is_null(e)) {
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
        while (end < L->len && (L->src[end] == ' ' || L->src[end] == '\n' ||
                                L->src[end] == '\r' || L->src[end] == '\t' ||
                                L->src[end] == '\f' || L->src[end] == '\\'))
            end++;
        L->err_at_eof = end >= L->len && !ts_node_is_missing(e);
    }
    if (ts_node_is_null(e))
        pe_lower_error_at(L, L->len, "invalid syntax");
    else
        pe_lower_syntax_error_node(L, e);
}

/* Gives CPython's tokenizer its say over a parser-class error already in L->err (or,
 * when there is none, over a program we accepted). Returns -1 when err now holds the
 * error to report. */
static int tokenizer_verdict(pe_lower *L, const char *filename) {
    pe_syntax_error tk;
    int have = L->err->type != NULL;
    /* CPython replaces a generic "invalid syntax" by the error of tokenizing the rest
     * of the source, which includes brackets still open at the end */
    if (have && L->err_at_eof && strcmp(L->err->msg, "invalid syntax") == 0 &&
        pe_tokcheck_ex(L->src, L->len, filename, 0, 0, &tk) < 0 &&
        strstr(tk.msg, "was never closed")) {
        *L->err = tk;
        return -1;
    }
    /* a tokenizer error at the very token we blame comes first in CPython (the token
     * is fetched before the parser can object to it), hence the + 1 */
    if (pe_tokcheck_ex(L->src, L->len, filename, have ? L->err->line : 0,
                       have ? L->err_bytecol + 1 : 0, &tk) < 0) {
        *L->err = tk;
        return -1;
    }
    return have ? -1 : 0;
}

void pe_ast_free(pe_ast *ast) {
    if (!ast) return;
    pe_arena_free(&ast->arena);
    memset(ast, 0, sizeof *ast);
}

int pe_ast_source_line(const pe_ast *ast, uint32_t line, const char **start, size_t *len) {
    if (!ast || !ast->src || line == 0) return -1;
    size_t off = line_start(ast->src, ast->src_len, line);
    if (off >= ast->src_len) {
        /* the line after a trailing newline does not exist */
        if (!(off == ast->src_len && line == 1)) return -1;
    }
    size_t e = off;
    while (e < ast->src_len && ast->src[e] != '\n') e++;
    size_t ee = e;
    if (ee > off && ast->src[ee - 1] == '\r') ee--;
    *start = ast->src + off;
    *len = ee - off;
    return 0;
}

/* ---- the `type` soft keyword --------------------------------------------------------- */

/*
 * tree-sitter-python parses `type(x).y = 1` and `type[int] = 3` as 3.12 type alias
 * statements. A real alias names an identifier (`type X = ...`, `type X[T] = ...`);
 * anything else is a 3.11 expression statement starting with the name `type`. Those
 * keywords are found here so pe_parse can rename them (same length, so positions are
 * unchanged) and parse again. Iterative walk: the tree may be deep.
 */
static uint32_t find_type_misparses(pe_lower *L, TSNode root, uint32_t *offs, uint32_t cap) {
    uint32_t n = 0;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        TSNode x = ts_tree_cursor_current_node(&c);
        if (pe_ts_kind(L, x) == PE_TS_type_alias_statement) {
            TSNode left = ts_node_child_by_field_name(x, "left", 4);
            TSNode in = ts_node_named_child(left, 0);
            pe_ts_sym k = pe_ts_kind(L, in);
            if (k != PE_TS_identifier && k != PE_TS_generic_type && n < cap)
                offs[n++] = ts_node_start_byte(x);
        }
        if (ts_tree_cursor_goto_first_child(&c)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&c))
            if (!ts_tree_cursor_goto_parent(&c)) goto done;
    }
done:
    ts_tree_cursor_delete(&c);
    return n;
}

/* ---- the entry point --------------------------------------------------------------- */

typedef struct src_payload {
    const char *src;
    size_t len;
} src_payload;

static const char *read_src(void *payload, uint32_t byte, TSPoint pos, uint32_t *nread) {
    src_payload *p = payload;
    if (byte >= p->len) {
        *nread = 0;
        return "";
    }
    *nread = (uint32_t)(p->len - byte);
    return p->src + byte;
}

typedef struct cancel_payload {
    int (*cancel)(void *);
    void *ud;
    int fired;
} cancel_payload;

static bool progress(TSParseState *st) {
    cancel_payload *p = st->payload;
    if (p->cancel && p->cancel(p->ud)) {
        p->fired = 1;
        return true; /* stop parsing */
    }
    return false;
}

static int build_symbol_map(pe_lower *L) {
    static const char *const names[PE_TS__COUNT] = {
        NULL,
#define PE_X(s) #s,
        PE_TS_SYMS(PE_X)
#undef PE_X
    };
    L->nsym = ts_language_symbol_count(L->lang);
    L->sym = pe_arena_alloc(L->a, L->nsym ? L->nsym : 1);
    if (!L->sym) return pe_lower_oom(L);
    for (uint32_t s = 0; s < L->nsym; s++) {
        if (ts_language_symbol_type(L->lang, (TSSymbol)s) != TSSymbolTypeRegular) continue;
        const char *nm = ts_language_symbol_name(L->lang, (TSSymbol)s);
        for (int k = 1; k < PE_TS__COUNT; k++)
            if (strcmp(nm, names[k]) == 0) {
                L->sym[s] = (uint8_t)k;
                break;
            }
    }
    return 0;
}

int pe_parse(pe_vm *vm, const char *src, size_t len, const char *filename, pe_ast *out,
             pe_syntax_error *err, int (*cancel)(void *), void *cancel_ud) {
    memset(err, 0, sizeof *err);
    memset(out, 0, sizeof *out);
    if (!filename) filename = "<string>";
    /* A UTF-8 byte order mark is dropped, as CPython's tokenizer does. */
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0) {
        src += 3;
        len -= 3;
    }
    if (check_source(src, len, filename, err) < 0) return -1;
    if (len > UINT32_MAX / 2) {
        err->type = "SyntaxError";
        snprintf(err->msg, sizeof err->msg, "source too large");
        return -1;
    }

    pe_arena_init(&out->arena, &vm->mem);
    char *copy = pe_arena_strndup(&out->arena, src, len);
    char *fcopy = pe_arena_strndup(&out->arena, filename, strlen(filename));
    if (!copy || !fcopy) {
        err->oom = 1;
        pe_arena_free(&out->arena);
        return -1;
    }
    out->src = copy;
    out->src_len = len;
    out->filename = fcopy;

    pe_lower L;
    memset(&L, 0, sizeof L);
    L.vm = vm;
    L.a = &out->arena;
    L.src = copy;
    L.len = len;
    L.err = err;
    L.cancel = cancel;
    L.cancel_ud = cancel_ud;
    L.lang = tree_sitter_python();
    if (build_symbol_map(&L) < 0) goto fail;

    TSParser *parser = ts_parser_new();
    if (!parser || !ts_parser_set_language(parser, L.lang)) {
        if (parser) ts_parser_delete(parser);
        err->oom = 1;
        goto fail;
    }
    cancel_payload cp = {cancel, cancel_ud, 0};
    TSParseOptions opts = {&cp, progress};
    src_payload sp = {copy, len};
    TSTree *tree = ts_parser_parse_with_options(
        parser, NULL, (TSInput){.payload = &sp, .read = read_src, .encoding = TSInputEncodingUTF8},
        opts);
    if (!tree) {
        ts_parser_delete(parser);
        if (cp.fired)
            err->cancelled = 1;
        else
            err->oom = 1;
        goto fail;
    }
    TSNode root = ts_tree_root_node(tree);
    if (!ts_node_has_error(root) && memmem(copy, len, "type", 4)) {
        enum { MAXP = 64 };
        uint32_t offs[MAXP];
        uint32_t np = find_type_misparses(&L, root, offs, MAXP);
        if (np) {
            char *patched = pe_arena_strndup(&out->arena, copy, len);
            L.patched = pe_arena_alloc(&out->arena, np * sizeof *L.patched);
            if (!patched || !L.patched) {
                ts_tree_delete(tree);
                ts_parser_delete(parser);
                err->oom = 1;
                goto fail;
            }
            for (uint32_t i = 0; i < np; i++) {
                memcpy(patched + offs[i], "tYPE", 4);
                L.patched[i] = offs[i];
            }
            L.npatched = np;
            L.src = patched;
            sp.src = patched;
            ts_tree_delete(tree);
            tree = ts_parser_parse_with_options(
                parser, NULL,
                (TSInput){.payload = &sp, .read = read_src, .encoding = TSInputEncodingUTF8},
                opts);
            if (!tree) {
                ts_parser_delete(parser);
                if (cp.fired)
                    err->cancelled = 1;
                else
                    err->oom = 1;
                goto fail;
            }
            root = ts_tree_root_node(tree);
        }
    }
    ts_parser_delete(parser);
    if (ts_node_has_error(root)) {
        report_tree_error(&L, root, filename);
        ts_tree_delete(tree);
        if (!err->oom && !err->cancelled) (void)tokenizer_verdict(&L, filename);
        goto fail;
    }
    out->root = pe_lower_module(&L, root);
    ts_tree_delete(tree);
    if (err->oom || err->cancelled) goto fail;
    if (tokenizer_verdict(&L, filename) < 0) goto fail;
    if (!out->root) goto fail;
    if (L.deferred[PE_DEFER_SYMTABLE].type) {
        *err = L.deferred[PE_DEFER_SYMTABLE];
        goto fail;
    }
    if (pe_scope_resolve(out, err) < 0) goto fail;
    if (L.deferred[PE_DEFER_COMPILE].type) {
        *err = L.deferred[PE_DEFER_COMPILE];
        goto fail;
    }
    return 0;

fail:
    pe_arena_free(&out->arena);
    memset(out, 0, sizeof *out);
    return -1;
}

/* ---- syntax errors from tree-sitter's ERROR / MISSING nodes ----------------------- */

int pe_lower_assign_target(pe_lower *L, pe_node *t, TSNode value, int single);

/* Named, non-extra children of n, up to max. */
static uint32_t named_kids(TSNode n, TSNode *out, uint32_t max) {
    uint32_t k = 0, cnt = ts_node_child_count(n);
    for (uint32_t i = 0; i < cnt && k < max; i++) {
        TSNode c = ts_node_child(n, i);
        if (ts_node_is_named(c) && !ts_node_is_extra(c)) out[k++] = c;
    }
    return k;
}

static TSNode last_child(TSNode n) {
    uint32_t cnt = ts_node_child_count(n);
    for (uint32_t i = cnt; i-- > 0;) {
        TSNode c = ts_node_child(n, i);
        if (!ts_node_is_extra(c)) return c;
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

static TSNode first_error(TSNode root);

/* A zero-width block inside n means tree-sitter skipped a missing indented block:
 * returns the clause (or statement) owning the first such block, else a null node. */
static TSNode empty_block_owner(pe_lower *L, TSNode n) {
    TSTreeCursor c = ts_tree_cursor_new(n);
    TSNode found = {0};
    for (;;) {
        TSNode x = ts_tree_cursor_current_node(&c);
        if (pe_ts_kind(L, x) == PE_TS_block && ts_node_start_byte(x) == ts_node_end_byte(x)) {
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
        int found = 0;
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_child(e, i);
            if (ts_node_is_extra(c)) continue;
            if (ts_node_is_error(c) || ts_node_is_missing(c)) {
                next = c;
                break;
            }
            if (ts_node_has_error(c)) {
                next = first_error(c);
                if (ts_node_is_null(next)) {
                    /* only hidden MISSING tokens: a skipped indented block */
                    TSNode eb = empty_block_owner(L, c);
                    return ts_node_is_null(eb) ? c : eb;
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
        (void)found;
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
    static const char *const kws[] = {"if", "elif", "else", "while", "for", "with", "class",
                                      "def", "try", "except", "finally", "match", "case"};
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
void pe_lower_syntax_error_node(pe_lower *L, TSNode e) {
    /* inside an f-string: CPython 3.11's f-string messages */
    for (TSNode a = e; !ts_node_is_null(a); a = ts_node_parent(a)) {
        pe_ts_sym k = pe_ts_kind(L, a);
        TSNode c0 = ts_node_child(a, 0);
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
    uint32_t nk = named_kids(e, kids, 4);
    TSNode last = last_child(e);
    TSNode first = ts_node_child(e, 0);

    /* `T = ...` with an invalid T */
    if (nk == 1 && pe_ts_is_tok(last, "=") && ts_node_start_byte(kids[0]) == ts_node_start_byte(e)) {
        pe_node *t = probe(L, kids[0]);
        if (!t) return;
        int single = 1;
        TSNode value = {0};
        if (pk == PE_TS_assignment) {
            single = 0;
        } else {
            TSNode next = ts_node_next_named_sibling(e);
            if (!ts_node_is_null(next) && pe_ts_kind(L, next) == PE_TS_expression_statement) {
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
        if (t->kind != PE_N_NAME && t->kind != PE_N_ATTRIBUTE && t->kind != PE_N_SUBSCRIPT) {
            pe_lower_error_node(L, t, "illegal target for annotation");
            return;
        }
    }
    /* `for T in ...` with an invalid T (statement or comprehension) */
    if (pe_ts_is_tok(first, "for") || (pe_ts_is_tok(first, "async") &&
                                       pe_ts_is_tok(ts_node_child(e, 1), "for"))) {
        uint32_t cnt = ts_node_child_count(e);
        for (uint32_t i = 0; i + 1 < cnt; i++) {
            TSNode c = ts_node_child(e, i);
            if (ts_node_is_named(c) && pe_ts_is_tok(ts_node_child(e, i + 1), "in")) {
                pe_node *t = probe(L, c);
                if (!t) return;
                if (pe_lower_target(L, t, PE_TGT_FOR) < 0) return;
                break;
            }
        }
    }
    /* `f() += 1`: tree-sitter reads `f() + (ERROR =) 1` */
    if (pk == PE_TS_binary_operator && nk == 0 && pe_ts_is_tok(first, "=")) {
        TSNode op = ts_node_child_by_field_name(parent, "operator", 8);
        if (!ts_node_is_null(op) && ts_node_end_byte(op) == ts_node_start_byte(e)) {
            pe_node *t = probe(L, ts_node_child_by_field_name(parent, "left", 4));
            if (!t) return;
            if (t->kind != PE_N_NAME && t->kind != PE_N_ATTRIBUTE && t->kind != PE_N_SUBSCRIPT) {
                pe_lower_error_node(L, t, "'%s' is an illegal expression for augmented assignment",
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
    if (!ts_node_is_null(first) && !ts_node_is_named(first) && is_compound_kw(ts_node_type(first))) {
        uint32_t line = ts_node_start_point(first).row;
        uint32_t cnt = ts_node_child_count(e);
        uint32_t end = ts_node_end_byte(first);
        int colon = 0, more = 0;
        TSNode cur = e;
        uint32_t i = 1;
        /* the end of the last token on the header's line, descending into a node
         * that runs on to the next lines */
        for (int guard = 0; guard < 100000; guard++) {
            if (i >= cnt) break;
            TSNode c = ts_node_child(cur, i++);
            if (ts_node_is_extra(c)) continue;
            if (ts_node_start_point(c).row != line) break;
            if (pe_ts_is_tok(c, ":")) colon = 1;
            more = 1;
            if (ts_node_end_point(c).row == line) {
                end = ts_node_end_byte(c);
                continue;
            }
            cur = c;
            cnt = ts_node_child_count(c);
            i = 0;
        }
        if (!colon && more) {
            pe_lower_error_at(L, end, "expected ':'");
            return;
        }
    }
    /* decorators not followed by a def or class: CPython fails at the next token */
    if (nk >= 1 && pe_ts_kind(L, kids[nk - 1]) == PE_TS_decorator && ts_node_eq(kids[nk - 1], last)) {
        TSNode next = ts_node_next_sibling(e);
        while (!ts_node_is_null(next) && ts_node_is_extra(next)) next = ts_node_next_sibling(next);
        if (!ts_node_is_null(next)) {
            pe_lower_error(L, next, "invalid syntax");
            return;
        }
    }
    /* an ERROR between a compound statement's header and its ':' */
    if (pk == PE_TS_for_statement || pk == PE_TS_while_statement || pk == PE_TS_if_statement ||
        pk == PE_TS_elif_clause || pk == PE_TS_with_statement || pk == PE_TS_function_definition ||
        pk == PE_TS_class_definition || pk == PE_TS_except_clause) {
        uint32_t cnt = ts_node_child_count(parent);
        int before = 1, colon_after = 0;
        TSNode prev = {0};
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_child(parent, i);
            if (ts_node_eq(c, e)) {
                before = 0;
                continue;
            }
            if (pe_ts_is_tok(c, ":")) {
                if (before) break;
                colon_after = 1;
                break;
            }
            if (before && !ts_node_is_extra(c)) prev = c;
        }
        if (colon_after && !ts_node_is_null(prev)) {
            pe_lower_error_at(L, ts_node_end_byte(prev), "expected ':'");
            return;
        }
    }
    /* `f(a b)`, `[a b]`: two expressions with no comma inside brackets */
    if ((pk == PE_TS_argument_list || pk == PE_TS_list || pk == PE_TS_tuple || pk == PE_TS_set ||
         pk == PE_TS_parenthesized_expression) &&
        nk >= 1 && ts_node_start_byte(kids[0]) == ts_node_start_byte(e)) {
        TSNode prev = ts_node_prev_sibling(e);
        while (!ts_node_is_null(prev) && ts_node_is_extra(prev)) prev = ts_node_prev_sibling(prev);
        if (!ts_node_is_null(prev) && ts_node_is_named(prev)) {
            pe_lower_error(L, prev, "invalid syntax. Perhaps you forgot a comma?");
            return;
        }
    }
    pe_lower_error(L, error_focus(L, e), "invalid syntax");
}
