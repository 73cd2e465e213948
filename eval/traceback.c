/*
 * traceback.c - recording traceback entries and printing an uncaught exception exactly
 * as CPython 3.11's default excepthook does (Python/pythonrun.c print_exception*,
 * Python/traceback.c tb_printinternal/tb_displayline, including their quirks: the
 * source line keeps trailing whitespace, "whole line" is judged with it, the
 * multi-line end column mixes character and byte indices, and a SyntaxError's caret
 * line is laid out in UTF-8 bytes).
 */
#include "traceback.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../parser/parse.h"
#include "exc.h"
#include "ops.h"
#include "vm.h"

/* CPython's PyTraceBack_LIMIT (sys.tracebacklimit unset) and TB_RECURSIVE_CUTOFF. */
#define PE_TB_LIMIT            1000u
#define PE_TB_RECURSIVE_CUTOFF 3

/* Marks an exception already printed in this chain (pe_obj.flags bit owned by the
 * exception type; set and cleared within one pe_tb_format call). */
#define PE_EXC_FLAG_SEEN 0x8000u

/* ---- recording ----------------------------------------------------------------------- */

/* CPython 3.11 (update_start_location_to_match_attr) places a load or store of an
 * attribute that spans lines, and a method call obj.m(...) whose obj.m spans lines, at
 * the attribute name: `(builder\n .build())` fails on the second line. (Not for a call
 * with *args or **kwargs, or on an imported module, which CPython compiles without
 * LOAD_METHOD.) */
/* Whether name is bound by an import statement at the top level of the module (the
 * approximation of CPython's is_import_originated used here: direct statements only). */
static int module_imports(const pe_ast *ast, const pe_str *name) {
    if (!ast || !ast->root || ast->root->kind != PE_N_MODULE) return 0;
    const pe_node_list *body = &ast->root->u.module.body;
    /* loop-bound: source: the statements of one module */
    for (uint32_t i = 0; i < body->n; i++) {
        const pe_node *st = body->v[i];
        if (st->kind != PE_N_IMPORT && st->kind != PE_N_IMPORT_FROM) continue;
        /* loop-bound: source: the statements of one module */
        for (uint32_t k = 0; k < st->u.import.names.n; k++) {
            const pe_node *al = st->u.import.names.v[k];
            const pe_str *bound =
                al->u.alias.asname ? al->u.alias.asname : al->u.alias.name;
            size_t len = bound->size;
            const char *dot = al->u.alias.asname ? NULL : memchr(bound->data, '.', len);
            if (dot) len = (size_t)(dot - bound->data);
            if (len == name->size && memcmp(bound->data, name->data, len) == 0) return 1;
        }
    }
    return 0;
}

static void match_attr_position(const pe_ast *ast, const pe_node *n, pe_tb_entry *ent) {
    const pe_node *a = n;
    if (n->kind == PE_N_CALL) {
        a = n->u.call.func;
        if (a->kind == PE_N_ATTRIBUTE && a->u.attr.value->kind == PE_N_NAME &&
            module_imports(ast, a->u.attr.value->u.name.id))
            return;
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < n->u.call.args.n; i++)
            if (n->u.call.args.v[i]->kind == PE_N_STARRED) return;
        /* loop-bound: source: bounded by one node of the program text */
        for (uint32_t i = 0; i < n->u.call.keywords.n; i++)
            if (!n->u.call.keywords.v[i]->u.keyword.arg) return;
    }
    if (a->kind != PE_N_ATTRIBUTE || a->line == a->end_line) return;
    size_t len = a->u.attr.attr->size;
    ent->line = a->end_line;
    ent->col = a->end_col >= len ? a->end_col - (uint32_t)len : 0;
    if (ent->end_line < ent->line) ent->end_line = ent->line;
}

void pe_tb_record(pe_vm *vm, const pe_ast *ast, pe_str *funcname, const pe_node *where) {
    pe_value exc = vm->exc;
    if (pe_is_null(exc) || !pe_exc_check(vm, exc)) return;
    pe_tb_entry ent = {.ast = ast, .funcname = funcname, .node = where};
    if (where) {
        ent.line = where->line;
        ent.end_line = where->end_line;
        ent.col = where->col;
        ent.end_col = where->end_col;
        match_attr_position(ast, where, &ent);
    }
    pe_exc_tb_append(vm, exc, &ent);
}

void pe_tb_record_frame(pe_vm *vm, const void *frame, const pe_ast *ast, pe_str *funcname,
                        const pe_node *where) {
    pe_value exc = vm->exc;
    if (pe_is_null(exc) || !pe_exc_check(vm, exc)) return;
    pe_exc *e = pe_exc_obj(exc);
    if (frame && e->tb_frame == frame) return;
    pe_tb_record(vm, ast, funcname, where);
    e->tb_frame = frame;
}

void pe_tb_mark_frame(pe_vm *vm, const void *frame) {
    pe_value exc = vm->exc;
    if (pe_is_null(exc) || !pe_exc_check(vm, exc)) return;
    pe_exc_obj(exc)->tb_frame = frame;
}

/* Is the entry's code one of our frozen modules? */
static int pe_tb_frozen(const pe_tb_entry *t) {
    return t->ast && t->ast->filename && strncmp(t->ast->filename, "<frozen ", 8) == 0;
}

/* Frames CPython would not show: our frozen `sys`, `io` (open and the file classes)
 * and `os` are Python code where CPython's sys (sys.stdout.write, ...), _io and posix
 * (os.stat, os.listdir, ...) are C, which adds no traceback entry. */
static int pe_tb_hidden(const pe_tb_entry *t) {
    if (!pe_tb_frozen(t)) return 0;
    const char *f = t->ast->filename;
    return strcmp(f, "<frozen sys>") == 0 || strcmp(f, "<frozen io>") == 0 ||
           strcmp(f, "<frozen os>") == 0;
}

void pe_tb_innermost(pe_vm *vm, pe_value exc, int *line, int *col) {
    *line = 0;
    *col = 0;
    if (!pe_exc_check(vm, exc)) return;
    pe_exc *e = pe_exc_obj(exc);
    if (e->family == PE_EXCF_SYNTAX) {
        pe_value ln = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_LINENO);
        pe_value off = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_OFFSET);
        if (ln.tag == PE_T_INT) {
            *line = (int)ln.u.i;
            if (off.tag == PE_T_INT) *col = (int)off.u.i;
            return;
        }
    }
    if (e->tb_len == 0) return;
    /* the program's own line: the innermost entry outside our frozen modules */
    const pe_tb_entry *t = &e->tb[0];
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    for (uint32_t k = 0; k < e->tb_len; k++)
        if (!pe_tb_frozen(&e->tb[k])) {
            t = &e->tb[k];
            break;
        }
    *line = (int)t->line;
    /* col is a byte offset; report 1-based characters */
    const char *s;
    size_t n;
    if (t->ast && pe_ast_source_line(t->ast, t->line, &s, &n) == 0) {
        int c = 0;
        /* loop-bound: depth: the traceback entries of one exception (the recursion
         * limit) and lines of the source */
        for (size_t i = 0; i < n && i < t->col; i++)
            c += ((unsigned char)s[i] & 0xC0) != 0x80;
        *col = c + 1;
    } else {
        *col = (int)t->col + 1;
    }
}

/* ---- output buffer ------------------------------------------------------------------- */

/* Why a report's text stopped early (pe_tbuf.cut). */
enum { PE_TB_CUT_NONE, PE_TB_CUT_BUDGET, PE_TB_CUT_MEMORY };

/*
 * The text being formatted. Invariants: len <= budget; once cut is set or a limit error
 * was caught (limit_exc), nothing more is written and no more user code runs, so the
 * work done after the budget is gone is constant per remaining call. Growth goes
 * through pe_mem under the memory limit; a refusal cuts the text (PE_TB_CUT_MEMORY)
 * and does not count as the program hitting the limit (limit_hit is restored).
 */
typedef struct pe_tbuf {
    pe_vm *vm;
    char *p;
    size_t len, cap;
    size_t budget;           /* most bytes of text before the cut line */
    const char *budget_name; /* "output limit" ...: says why budget is what it is */
    int fixed;               /* p is caller storage of cap bytes: never grown or freed */
    int cut;                 /* PE_TB_CUT_* */
    int whole;               /* the program asked for the text: no memory cut (below) */
    int limit_refused;       /* the memory limit (not the host) refused a growth */
    pe_value limit_exc;      /* a limit error raised by user code (str(), __notes__) */
    /* Exception groups (traceback.py's _ExceptionPrintContext): inside a group every
     * line starts with 2*depth spaces and the margin ("| ", or "+ " for the top
     * group's header line); need_close says the innermost group's closing rule is
     * still to be drawn. */
    int depth, need_close, mid_line;
    char margin;
} pe_tbuf;

static int pe_tbuf_stopped(const pe_tbuf *b) {
    return b->cut != PE_TB_CUT_NONE || !pe_is_null(b->limit_exc);
}

/* Makes room for n more bytes plus the NUL; 0, or -1 when refused (nothing changed). */
static int pe_tbuf_grow(pe_tbuf *b, size_t n) {
    if (b->len + n + 1 <= b->cap) return 0;
    if (b->fixed) return -1;
    size_t ncap = b->cap ? b->cap : 256;
    /* loop-bound: digits: doublings up to the report budget */
    while (ncap < b->len + n + 1)
        ncap *= 2; /* no overflow: len + n <= budget, and budgets are far below SIZE_MAX */
    if (ncap > b->budget + 1) ncap = b->budget + 1;
    int hit = b->vm->mem.limit_hit;
    b->vm->mem.limit_hit = 0; /* to tell a refusal by the limit from the host's */
    char *np = pe_mem_realloc(&b->vm->mem, b->p, b->cap, ncap);
    if (!np) {
        /* refused: the largest halved step that fits still holds part of the text (the
         * caller writes what fits, then cuts) */
        /* loop-bound: terminates: halving the refused size */
        for (size_t c = ncap / 2; c > b->cap + 4096; c /= 2) {
            char *q = pe_mem_realloc(&b->vm->mem, b->p, b->cap, c);
            if (q) {
                b->p = q;
                b->cap = c;
                break;
            }
        }
    }
    if (!np && b->vm->mem.limit_hit) b->limit_refused = 1;
    b->vm->mem.limit_hit = hit;
    if (!np) return -1;
    b->p = np;
    b->cap = ncap;
    return 0;
}

static void pe_tbuf_raw(pe_tbuf *b, const char *s, size_t n);

/* Writes s[0..n), with the group margin at the start of each line inside a group. */
static void pe_tbuf_put(pe_tbuf *b, const char *s, size_t n) {
    /* loop-bound: source: the lines of one piece of report text, and stops at the
     * report budget */
    while (b->depth > 0 && n > 0 && !pe_tbuf_stopped(b)) {
        if (!b->mid_line) {
            char pre[48];
            size_t k = (size_t)(2 * b->depth) < sizeof pre - 3 ? (size_t)(2 * b->depth)
                                                               : sizeof pre - 3;
            memset(pre, ' ', k);
            pre[k] = b->margin ? b->margin : '|';
            pre[k + 1] = ' ';
            pe_tbuf_raw(b, pre, k + 2);
            b->mid_line = 1;
        }
        const char *nl = memchr(s, '\n', n);
        size_t m = nl ? (size_t)(nl - s) + 1 : n;
        pe_tbuf_raw(b, s, m);
        if (nl) b->mid_line = 0;
        s += m;
        n -= m;
    }
    if (b->depth == 0) pe_tbuf_raw(b, s, n);
}

static void pe_tbuf_raw(pe_tbuf *b, const char *s, size_t n) {
    if (pe_tbuf_stopped(b) || n == 0) return;
    int cut = PE_TB_CUT_NONE;
    if (n > b->budget - b->len) {
        /* end on a character boundary: the text stays valid UTF-8 */
        n = pe_utf8_cut(s, b->budget - b->len);
        cut = PE_TB_CUT_BUDGET;
    }
    if (n && pe_tbuf_grow(b, n) < 0) {
        /* what fits in the capacity already held is still written */
        n = pe_utf8_cut(s, b->cap > b->len + 1 ? b->cap - b->len - 1 : 0);
        cut = b->fixed ? PE_TB_CUT_BUDGET : PE_TB_CUT_MEMORY;
    }
    if (n) {
        memcpy(b->p + b->len, s, n);
        b->len += n;
        b->p[b->len] = '\0';
    }
    b->cut = cut;
}

static void pe_tbuf_puts(pe_tbuf *b, const char *s) {
    pe_tbuf_put(b, s, strlen(s));
}

static void pe_tbuf_repeat(pe_tbuf *b, char c, size_t n) {
    char chunk[64];
    memset(chunk, c, sizeof chunk);
    /* loop-bound: source: padding under one source line, and stops at the report budget */
    while (n > 0 && !pe_tbuf_stopped(b)) {
        size_t k = n < sizeof chunk ? n : sizeof chunk;
        pe_tbuf_put(b, chunk, k);
        n -= k;
    }
}

static void pe_tbuf_printf(pe_tbuf *b, const char *fmt, long long v) {
    char tmp[64];
    int n = snprintf(tmp, sizeof tmp, fmt, v);
    if (n > 0) pe_tbuf_put(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

static void pe_tbuf_free(pe_tbuf *b) {
    if (b->p && !b->fixed) pe_mem_free(&b->vm->mem, b->p, b->cap);
    b->p = NULL;
    b->len = b->cap = 0;
}

/*
 * After user code called for the report returned NULL: a limit error is kept in
 * b->limit_exc (the report stops there, and the caller passes the limit on); any other
 * error is cleared, as CPython ignores a failing __str__. Returns 1 when the report
 * must stop.
 */
static int pe_tbuf_call_failed(pe_tbuf *b) {
    pe_vm *vm = b->vm;
    if (pe_err_is_limit(vm)) {
        if (pe_is_null(b->limit_exc))
            b->limit_exc = pe_err_fetch(vm);
        else
            pe_err_clear(vm);
        return 1;
    }
    pe_err_clear(vm);
    return pe_tbuf_stopped(b);
}

/*
 * Ends a cut text with one line saying so, on a line of its own. The line is not
 * counted in the budget; when memory refuses room for it, it replaces the end of the
 * text instead. Returns 0, or -1 when not even the line fits (no memory at all).
 */
static int pe_tbuf_finish_cut(pe_tbuf *b) {
    char line[160];
    const char *nl = b->len && b->p[b->len - 1] != '\n' ? "\n" : "";
    int n;
    if (b->cut == PE_TB_CUT_MEMORY)
        n = snprintf(line, sizeof line,
                     "%spyeval: traceback cut at the memory limit (%llu bytes)\n", nl,
                     (unsigned long long)b->vm->mem.limit);
    else
        n = snprintf(line, sizeof line, "%spyeval: traceback cut at the %s (%llu bytes)\n",
                     nl, b->budget_name ? b->budget_name : "report size limit",
                     (unsigned long long)b->budget);
    if (n < 0 || (size_t)n >= sizeof line) return -1;
    size_t need = (size_t)n;
    size_t saved_budget = b->budget;
    int saved_cut = b->cut;
    b->budget = b->len + need; /* the line itself may pass the budget */
    if (pe_tbuf_grow(b, need) < 0) {
        if (b->cap < need + 2) return -1;
        /* overwrite the end, keeping UTF-8 whole */
        b->len = pe_utf8_cut(b->p, b->cap - need - 2);
        b->p[b->len++] = '\n';
        if (nl[0]) memmove(line, line + 1, need--); /* already on a fresh line */
        b->budget = b->len + need;
    }
    b->cut = PE_TB_CUT_NONE;
    pe_tbuf_put(b, line, need);
    b->cut = saved_cut;
    b->budget = saved_budget;
    return 0;
}

/* Appends str(v); on failure appends `fallback` instead (see pe_tbuf_call_failed).
 * Returns 0, or -1 when str() failed. */
static int pe_tbuf_put_str(pe_tbuf *b, pe_value v, const char *fallback) {
    if (pe_tbuf_stopped(b)) return -1;
    pe_value s = pe_op_str(b->vm, v);
    if (pe_is_null(s)) {
        if (!pe_tbuf_call_failed(b) && fallback) pe_tbuf_puts(b, fallback);
        return -1;
    }
    pe_tbuf_put(b, pe_str_obj(s)->data, pe_str_obj(s)->size);
    pe_decref(b->vm, s);
    return 0;
}

/* ---- one traceback line -------------------------------------------------------------- */

#define PE_IS_WS(c) ((c) == ' ' || (c) == '\t' || (c) == '\f')

/* _PyPegen_byte_offset_to_character_offset: characters in the first `off` bytes. */
static size_t pe_chars_in(const char *s, size_t n, size_t off) {
    if (off > n) off = n;
    size_t c = 0;
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    for (size_t i = 0; i < off; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/*
 * Anchors inside a single-line BinOp or Subscript (extract_anchors_from_expr): byte
 * offsets relative to the segment seg[0..seglen), which starts at the node. Returns 1
 * and sets the left and right anchors when found.
 */
static int pe_tb_anchors(const pe_node *n, const char *seg, size_t seglen, long *left,
                         long *right) {
    long base = (long)n->col;
    if (n->kind == PE_N_BIN_OP) {
        const pe_node *l = n->u.binop.left, *r = n->u.binop.right;
        if (!l || !r || l->end_line != n->line || r->line != n->line) return 0;
        long lo = (long)l->end_col - base, hi = (long)r->col - base;
        if (lo < 0 || hi > (long)seglen) return 0;
        int found = 0;
        /* loop-bound: depth: the traceback entries of one exception (the recursion
         * limit) and lines of the source */
        for (long i = lo; i < hi; i++) {
            if (PE_IS_WS(seg[i])) continue;
            *left = i;
            *right = i + 1;
            found = 1;
            if (i + 1 < hi && !PE_IS_WS(seg[i + 1])) ++*right;
            if (i + 1 < hi && seg[i] == ')') continue;
            break;
        }
        return found;
    }
    if (n->kind == PE_N_SUBSCRIPT) {
        const pe_node *v = n->u.sub.value, *s = n->u.sub.slice;
        if (!v || !s) return 0;
        long la = (long)v->end_col - base, ra = (long)s->end_col - base + 1;
        long len = (long)seglen;
        if (la < 0 || ra < 0) return 0;
        /* loop-bound: depth: the traceback entries of one exception (the recursion
         * limit) and lines of the source */
        while (la < len && (PE_IS_WS(seg[la]) || seg[la] != '['))
            la++;
        /* loop-bound: depth: the traceback entries of one exception (the recursion
         * limit) and lines of the source */
        while (ra < len && (PE_IS_WS(seg[ra]) || seg[ra] != ']'))
            ra++;
        if (ra < len) ra++;
        *left = la;
        *right = ra;
        return 1;
    }
    return 0;
}

static void pe_tb_display_entry(pe_tbuf *b, const pe_tb_entry *t) {
    const char *filename = t->ast && t->ast->filename ? t->ast->filename : "<unknown>";
    pe_tbuf_puts(b, "  File \"");
    pe_tbuf_puts(b, filename);
    pe_tbuf_printf(b, "\", line %lld, in ", (long long)t->line);
    if (t->funcname) pe_tbuf_put(b, t->funcname->data, t->funcname->size);
    pe_tbuf_puts(b, "\n");

    const char *line;
    size_t n;
    /* as CPython's linecache: only a program file's lines, not "<string>"'s */
    if (!pe_vm_ast_is_file(t->ast) || t->line == 0 ||
        pe_ast_source_line(t->ast, t->line, &line, &n) < 0)
        return;
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        n--;
    size_t ws = 0; /* leading whitespace, 1 byte = 1 char each */
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    while (ws < n && PE_IS_WS(line[ws]))
        ws++;
    pe_tbuf_puts(b, "    ");
    pe_tbuf_put(b, line + ws, n - ws);
    pe_tbuf_puts(b, "\n");
    if (!t->node && t->end_line == 0) return;

    long line_chars = (long)pe_chars_in(line, n, n);
    long start = (long)pe_chars_in(line, n, t->col);
    long end = (long)pe_chars_in(line, n, t->end_col);
    long left = -1, right = -1;
    const char *primary = "^", *secondary = "^";
    if (t->line == t->end_line) {
        if (t->node && t->col <= n && t->end_col <= n && t->col <= t->end_col) {
            const char *seg = line + t->col;
            size_t seglen = t->end_col - t->col;
            long la, ra;
            if (pe_tb_anchors(t->node, seg, seglen, &la, &ra)) {
                left = (long)pe_chars_in(seg, seglen, (size_t)la) + start;
                right = (long)pe_chars_in(seg, seglen, (size_t)ra) + start;
                primary = "~";
                secondary = "^";
            }
        }
    } else {
        /* CPython indexes the UTF-8 bytes with the character length here. */
        long i = line_chars;
        /* loop-bound: depth: the traceback entries of one exception (the recursion
         * limit) and lines of the source */
        while (--i >= 0)
            if (!PE_IS_WS(line[i])) break;
        end = i + 1;
    }
    long stripped_len = line_chars - (long)ws;
    int special = left != -1 || right != -1;
    if (end - start == stripped_len && !special) return;

    /* print_error_location_carets with offset = truncation = ws - 4: one character per
     * 1-based position ws-3 .. end, so the first four (and the stripped indentation
     * when start is past it) are the spaces of the margin. */
    /* loop-bound: source: one source line, and stops at the report budget */
    for (long off = (long)ws - 3; off <= end && !pe_tbuf_stopped(b); off++) {
        if (off <= start)
            pe_tbuf_puts(b, " ");
        else if (special && left < off && off <= right)
            pe_tbuf_puts(b, secondary);
        else
            pe_tbuf_puts(b, primary);
    }
    pe_tbuf_puts(b, "\n");
}

/* tb_printinternal: the last PE_TB_LIMIT entries, outermost first, with runs of more
 * than three identical (file, line, name) entries folded. */
static void pe_tb_print_entries(pe_tbuf *b, pe_exc *e) {
    uint32_t n = e->tb_len;
    /* e->tb is innermost first; print from the outermost of the last LIMIT. */
    uint32_t first = n > PE_TB_LIMIT ? PE_TB_LIMIT : n;
    const pe_tb_entry *last = NULL;
    long cnt = 0;
    /* loop-bound: depth: the traceback entries of one exception (at most PE_TB_LIMIT
     * printed), and stops at the report budget */
    for (uint32_t k = first; k-- > 0 && !pe_tbuf_stopped(b);) {
        const pe_tb_entry *t = &e->tb[k];
        if (pe_tb_hidden(t)) continue;
        int same = last && last->line == t->line && last->funcname == t->funcname &&
                   (last->ast == t->ast ||
                    (last->ast && t->ast && last->ast->filename && t->ast->filename &&
                     strcmp(last->ast->filename, t->ast->filename) == 0));
        if (!same) {
            if (cnt > PE_TB_RECURSIVE_CUTOFF) {
                long more = cnt - PE_TB_RECURSIVE_CUTOFF;
                pe_tbuf_printf(b, "  [Previous line repeated %lld more ", more);
                pe_tbuf_puts(b, more > 1 ? "times]\n" : "time]\n");
            }
            last = t;
            cnt = 0;
        }
        cnt++;
        if (cnt <= PE_TB_RECURSIVE_CUTOFF) pe_tb_display_entry(b, t);
    }
    if (cnt > PE_TB_RECURSIVE_CUTOFF) {
        long more = cnt - PE_TB_RECURSIVE_CUTOFF;
        pe_tbuf_printf(b, "  [Previous line repeated %lld more ", more);
        pe_tbuf_puts(b, more > 1 ? "times]\n" : "time]\n");
    }
}

/* ---- SyntaxError location ------------------------------------------------------------ */

/* print_error_text: offsets are 1-based and used as UTF-8 byte positions. */
static void pe_tb_error_text(pe_tbuf *b, long offset, long end_offset, const char *text) {
    size_t carets =
        (end_offset > 0 && end_offset > offset) ? (size_t)(end_offset - offset) : 1;
    offset--;
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    while (*text == ' ' || *text == '\t' || *text == '\f') {
        text++;
        offset--;
    }
    long len = (long)strlen(text);
    if (len > 0 && text[len - 1] == '\n') len--;
    if (offset > len) offset = len;
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    for (;;) {
        const char *nl = strchr(text, '\n');
        if (!nl) break;
        long inl = (long)(nl - text);
        if (inl >= offset) break;
        inl += 1;
        text += inl;
        len -= inl;
        offset -= inl;
    }
    pe_tbuf_puts(b, "    ");
    pe_tbuf_puts(b, text);
    if (text[len] != '\n') pe_tbuf_puts(b, "\n");
    if (offset < 0) return;
    pe_tbuf_puts(b, "    ");
    pe_tbuf_repeat(b, ' ', (size_t)offset);
    pe_tbuf_repeat(b, '^', carets);
    pe_tbuf_puts(b, "\n");
}

/* An int attribute as parse_syntax_error reads it (PyLong_AsSsize_t): 1 and *out for
 * an int or bool, 0 otherwise. */
static int pe_tb_int_attr(pe_value v, long *out) {
    if (v.tag == PE_T_INT || v.tag == PE_T_BOOL) {
        *out = (long)v.u.i;
        return 1;
    }
    return 0;
}

/*
 * print_exception_file_and_line: for a SyntaxError with usable attributes, prints the
 * "  File ..., line N" block and returns the value whose str() ends the last line (the
 * msg attribute; borrowed). Returns PE_NULL when the attributes are not usable (the
 * exception itself is then printed).
 */
static pe_value pe_tb_syntax_location(pe_tbuf *b, pe_value exc) {
    pe_vm *vm = b->vm;
    pe_exc *e = pe_exc_obj(exc);
    if (e->family != PE_EXCF_SYNTAX) return PE_NULL;
    pe_value msg = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_MSG);
    pe_value fn = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_FILENAME);
    pe_value ln = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_LINENO);
    pe_value of = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_OFFSET);
    pe_value tx = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_TEXT);
    long lineno, offset = -1, end_lineno, end_offset = -1;
    if (!pe_tb_int_attr(ln, &lineno)) return PE_NULL;
    if (!pe_is_none(of) && !pe_tb_int_attr(of, &offset)) return PE_NULL;
    end_lineno = lineno;
    if (e->base.type == vm->exc_types[PE_EXC_SyntaxError]) {
        pe_value el = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_END_LINENO);
        pe_value eo = pe_exc_attr(exc, PE_EXCF_SYNTAX, PE_EXC_X_END_OFFSET);
        if (!pe_is_none(el) && !pe_tb_int_attr(el, &end_lineno)) return PE_NULL;
        if (!pe_is_none(eo) && !pe_tb_int_attr(eo, &end_offset)) return PE_NULL;
    }
    pe_tbuf_puts(b, "  File \"");
    if (pe_is_none(fn))
        pe_tbuf_puts(b, "<string>");
    else
        pe_tbuf_put_str(b, fn, "");
    pe_tbuf_printf(b, "\", line %lld\n", (long long)lineno);
    if (pe_str_check(vm, tx)) {
        const char *text = pe_str_obj(tx)->data;
        long size = (long)pe_str_obj(tx)->size;
        if (end_lineno > lineno) end_offset = size;
        if (end_offset > size + 1) end_offset = size + 1;
        pe_tb_error_text(b, offset, end_offset, text);
    }
    return pe_is_none(msg) ? PE_NONE : msg;
}

/* ---- one exception ------------------------------------------------------------------- */

/* The NameError/AttributeError hint CPython's print_exception_suggestions adds. Writes
 * ". Did you mean: 'x'?" or nothing. Never fails. */
static void pe_tb_suggestion(pe_tbuf *b, pe_value exc);

static void pe_tb_print_one(pe_tbuf *b, pe_value exc) {
    pe_vm *vm = b->vm;
    pe_exc *e = pe_exc_obj(exc);
    if (e->tb_len > 0) {
        pe_tbuf_puts(b, "Traceback (most recent call last):\n");
        pe_tb_print_entries(b, e);
    }
    pe_value value = pe_tb_syntax_location(b, exc);
    int is_msg = !pe_is_null(value);
    if (!is_msg) value = exc;

    char name[256];
    pe_exc_type_display_name(vm, e->base.type, name, sizeof name);
    pe_tbuf_puts(b, name);
    if (!(is_msg && pe_is_none(value)) && !pe_tbuf_stopped(b)) {
        pe_value s = pe_op_str(vm, value);
        if (pe_is_null(s)) {
            if (pe_tbuf_call_failed(b)) return;
            pe_tbuf_puts(b, ": <exception str() failed>");
        } else {
            if (pe_str_obj(s)->size) {
                pe_tbuf_puts(b, ": ");
                pe_tbuf_put(b, pe_str_obj(s)->data, pe_str_obj(s)->size);
            }
            pe_decref(vm, s);
        }
    }
    pe_tb_suggestion(b, exc);
    pe_tbuf_puts(b, "\n");

    /* __notes__ (print_exception_notes): a sequence gives one str() per item, each
     * followed by a newline (a str is a sequence of its characters); anything else is
     * printed as its repr, without a newline. */
    if (!pe_is_obj(e->dict) || pe_tbuf_stopped(b)) return;
    pe_value notes = pe_dict_get_cstr(vm, e->dict, "__notes__");
    if (pe_is_null(notes)) return;
    pe_incref(notes);
    pe_type *nt = pe_type_of(vm, notes);
    int seq = nt->getitem && nt->len && !pe_dict_check(vm, notes);
    if (seq) {
        int64_t n = pe_op_len(vm, notes);
        for (int64_t i = 0; i < n && !pe_tbuf_stopped(b); i++) {
            pe_value note = pe_op_getitem(vm, notes, pe_int(i));
            if (pe_is_null(note)) break;
            pe_tbuf_put_str(b, note, "<note str() failed>");
            pe_decref(vm, note);
            pe_tbuf_puts(b, "\n");
            /* the sequence may shrink while str() runs user code */
            int64_t now = pe_op_len(vm, notes);
            if (now < n) n = now;
        }
        if (!pe_is_null(vm->exc)) pe_tbuf_call_failed(b);
    } else {
        pe_value r = pe_op_repr(vm, notes);
        if (pe_is_null(r)) {
            if (!pe_tbuf_call_failed(b)) pe_tbuf_puts(b, "<__notes__ repr() failed>");
        } else {
            pe_tbuf_put(b, pe_str_obj(r)->data, pe_str_obj(r)->size);
            pe_decref(vm, r);
        }
        /* CPython 3.11 writes no newline after it */
    }
    pe_decref(vm, notes);
}

/* ---- suggestions --------------------------------------------------------------------- */

#define PE_TB_MAX_CANDS 750

typedef struct pe_cands {
    pe_str *v[PE_TB_MAX_CANDS];
    size_t n;
    int overflow;
} pe_cands;

static void pe_cands_add_dict_keys(pe_vm *vm, pe_cands *c, pe_value d) {
    if (!pe_is_obj(d) || !pe_dict_check(vm, d)) return;
    pe_dict *dd = pe_dict_obj(d);
    /* loop-bound: caller-charged: suggestions for one uncaught NameError/AttributeError,
     * printed once per run (the candidates are capped at PE_TB_MAX_CANDS) */
    for (size_t i = 0; i < dd->nentries; i++) {
        pe_value k = dd->entries[i].key;
        if (pe_is_null(k) || !pe_str_check(vm, k)) continue;
        if (c->n == PE_TB_MAX_CANDS) {
            c->overflow = 1;
            return;
        }
        c->v[c->n++] = pe_str_obj(k);
    }
}

static int pe_str_ptr_cmp(const void *a, const void *b) {
    const pe_str *x = *(pe_str *const *)a, *y = *(pe_str *const *)b;
    size_t n = x->size < y->size ? x->size : y->size;
    int c = memcmp(x->data, y->data, n);
    if (c) return c;
    return x->size < y->size ? -1 : x->size > y->size;
}

/* The best candidate among one namespace (calculate_suggestions on one dir list). */
static pe_str *pe_tb_suggest_in(pe_vm *vm, pe_cands *c, pe_str *name, pe_value d) {
    c->n = 0;
    c->overflow = 0;
    pe_cands_add_dict_keys(vm, c, d);
    if (c->overflow) return NULL;
    return pe_exc_suggest(name, c->v, c->n);
}

/* CPython 3.11's builtins namespace, in its order (the order decides ties). A script
 * sees these names, some of which pyeval has no object for (memoryview, open's
 * relatives, the keywords None/True/False): the hint names them all the same. */
/* clang-format off */
static const char *const pe_tb_cpython_builtins[] = {
    "__name__", "__doc__", "__package__", "__loader__", "__spec__", "__build_class__",
    "__import__", "abs", "all", "any", "ascii", "bin", "breakpoint", "callable", "chr",
    "compile", "delattr", "dir", "divmod", "eval", "exec", "format", "getattr", "globals",
    "hasattr", "hash", "hex", "id", "input", "isinstance", "issubclass", "iter", "aiter",
    "len", "locals", "max", "min", "next", "anext", "oct", "ord", "pow", "print", "repr",
    "round", "setattr", "sorted", "sum", "vars", "None", "Ellipsis", "NotImplemented",
    "False", "True", "bool", "memoryview", "bytearray", "bytes", "classmethod", "complex",
    "dict", "enumerate", "filter", "float", "frozenset", "property", "int", "list", "map",
    "object", "range", "reversed", "set", "slice", "staticmethod", "str", "super",
    "tuple", "type", "zip", "__debug__", "BaseException", "BaseExceptionGroup",
    "Exception", "GeneratorExit", "KeyboardInterrupt", "SystemExit", "ArithmeticError",
    "AssertionError", "AttributeError", "BufferError", "EOFError", "ImportError",
    "LookupError", "MemoryError", "NameError", "OSError", "ReferenceError",
    "RuntimeError", "StopAsyncIteration", "StopIteration", "SyntaxError", "SystemError",
    "TypeError", "ValueError", "Warning", "FloatingPointError", "OverflowError",
    "ZeroDivisionError", "BytesWarning", "DeprecationWarning", "EncodingWarning",
    "FutureWarning", "ImportWarning", "PendingDeprecationWarning", "ResourceWarning",
    "RuntimeWarning", "SyntaxWarning", "UnicodeWarning", "UserWarning", "BlockingIOError",
    "ChildProcessError", "ConnectionError", "FileExistsError", "FileNotFoundError",
    "InterruptedError", "IsADirectoryError", "NotADirectoryError", "PermissionError",
    "ProcessLookupError", "TimeoutError", "IndentationError", "IndexError", "KeyError",
    "ModuleNotFoundError", "NotImplementedError", "RecursionError", "UnboundLocalError",
    "UnicodeError", "BrokenPipeError", "ConnectionAbortedError", "ConnectionRefusedError",
    "ConnectionResetError", "TabError", "UnicodeDecodeError", "UnicodeEncodeError",
    "UnicodeTranslateError", "ExceptionGroup", "EnvironmentError", "IOError", "open",
    "quit", "exit", "copyright", "credits", "license", "help",
    NULL};
/* clang-format on */

/* The builtins stage: CPython's names, then any the host added. */
static pe_str *pe_tb_suggest_builtin(pe_vm *vm, pe_cands *c, pe_str *name) {
    c->n = 0;
    c->overflow = 0;
    /* loop-bound: caller-charged: suggestions for one uncaught NameError/AttributeError,
     * printed once per run (the candidates are capped at PE_TB_MAX_CANDS) */
    for (size_t i = 0; pe_tb_cpython_builtins[i] && c->n < PE_TB_MAX_CANDS; i++) {
        pe_str *s =
            pe_intern(vm, pe_tb_cpython_builtins[i], strlen(pe_tb_cpython_builtins[i]));
        if (!s) return NULL;
        c->v[c->n++] = s;
    }
    size_t fixed = c->n;
    pe_dict *dd = pe_dict_obj(vm->builtins);
    /* loop-bound: caller-charged: suggestions for one uncaught NameError/AttributeError,
     * printed once per run (the candidates are capped at PE_TB_MAX_CANDS) */
    for (size_t i = 0; i < dd->nentries; i++) {
        pe_value k = dd->entries[i].key;
        if (pe_is_null(k) || !pe_str_check(vm, k)) continue;
        int known = 0;
        /* loop-bound: caller-charged: suggestions for one uncaught
         * NameError/AttributeError, printed once per run (the candidates are capped at
         * PE_TB_MAX_CANDS) */
        for (size_t j = 0; j < fixed && !known; j++)
            known = pe_str_eq(c->v[j], pe_str_obj(k));
        if (known) continue;
        if (c->n == PE_TB_MAX_CANDS) return NULL;
        c->v[c->n++] = pe_str_obj(k);
    }
    return pe_exc_suggest(name, c->v, c->n);
}

/*
 * CPython 3.11 computes the hint at print time: NameError searches the innermost
 * frame's locals, then its globals, then builtins; AttributeError searches dir(obj).
 * Frames are gone here, so the evaluator records the frame's local names and globals
 * in the NameError (pe_exc_set_name_error_scope; without that, the VM's globals are
 * searched); AttributeError searches the instance dict plus the dicts along the
 * type's MRO (object.__dir__), sorted as dir() is.
 */
static void pe_tb_suggestion(pe_tbuf *b, pe_value exc) {
    pe_vm *vm = b->vm;
    pe_exc *e = pe_exc_obj(exc);
    if (e->family != PE_EXCF_NAME && e->family != PE_EXCF_ATTRIBUTE) return;
    pe_value name = pe_exc_attr(exc, (pe_exc_family)e->family, PE_EXC_X_NAME);
    if (!pe_str_check(vm, name)) return;
    pe_cands *c = pe_mem_alloc(&vm->mem, sizeof *c);
    if (!c) return;
    pe_str *best = NULL;
    if (e->family == PE_EXCF_NAME) {
        if (!pe_type_is_subtype(e->base.type, vm->exc_types[PE_EXC_NameError])) goto done;
        if (e->name_locals && e->name_nlocals < PE_TB_MAX_CANDS)
            best = pe_exc_suggest(pe_str_obj(name), e->name_locals, e->name_nlocals);
        pe_value globals = pe_is_null(e->name_globals) ? vm->globals : e->name_globals;
        if (!best) best = pe_tb_suggest_in(vm, c, pe_str_obj(name), globals);
        if (!best) best = pe_tb_suggest_builtin(vm, c, pe_str_obj(name));
    } else {
        pe_value obj = e->x[PE_EXC_X_OBJ]; /* PE_NULL when never set; None is an object */
        if (pe_is_null(obj)) goto done;
        c->n = 0;
        c->overflow = 0;
        pe_value *slot = pe_object_dict_slot(vm, obj);
        if (slot) pe_cands_add_dict_keys(vm, c, *slot);
        pe_type *t = pe_type_of(vm, obj);
        /* For a class, dir() lists the class's own MRO, not the metaclass's. */
        if (obj.tag == PE_T_OBJ && (obj.u.o->type == vm->types[PE_TYPE_TYPE] ||
                                    (obj.u.o->type->tflags & PE_TPF_TYPE_SUBCLASS)))
            t = (pe_type *)obj.u.o;
        if (t && (!pe_is_obj(t->mro) || pe_tuple_check(vm, t->mro))) {
            pe_mro_walk w;
            /* loop-bound: caller-charged: suggestions for one uncaught
             * NameError/AttributeError, printed once per run (the candidates are capped
             * at PE_TB_MAX_CANDS) */
            for (pe_type *mt = pe_mro_first(&w, t); mt; mt = pe_mro_next(&w)) {
                /* a builtin type not filled yet (builtins/type.h) is skipped rather than
                 * filled while reporting: the failed lookup that raised the error
                 * filled every type of the MRO it walked */
                if (!(mt->tflags & PE_TPF_LAZY_DICT))
                    pe_cands_add_dict_keys(vm, c, mt->dict);
            }
        }
        /* dir() is sorted, and ties go to the first candidate */
        if (!c->overflow) {
            qsort(c->v, c->n, sizeof c->v[0], pe_str_ptr_cmp);
            size_t k = 0;
            /* loop-bound: caller-charged: suggestions for one uncaught
             * NameError/AttributeError, printed once per run (the candidates are capped
             * at PE_TB_MAX_CANDS) */
            for (size_t i = 0; i < c->n; i++)
                if (k == 0 || !pe_str_eq(c->v[k - 1], c->v[i])) c->v[k++] = c->v[i];
            c->n = k;
            best = pe_exc_suggest(pe_str_obj(name), c->v, c->n);
        }
    }
    if (best) {
        pe_tbuf_puts(b, ". Did you mean: '");
        pe_tbuf_put(b, best->data, best->size);
        pe_tbuf_puts(b, "'?");
    }
done:
    pe_mem_free(&vm->mem, c, sizeof *c);
}

/* ---- the chain ----------------------------------------------------------------------- */

static const char pe_tb_cause_msg[] =
    "\nThe above exception was the direct cause of the following exception:\n\n";
static const char pe_tb_context_msg[] =
    "\nDuring handling of the above exception, another exception occurred:\n\n";

typedef struct pe_tb_link {
    pe_value exc;
    uint8_t how; /* how it is reached from the previous (newer) one: 1 cause, 2 context */
} pe_tb_link;

/* The sub-exceptions (a tuple, new reference) of an exception group, or PE_NULL for
 * any other exception. The group classes are sandbox Python (_exceptiongroup): a group
 * is an instance of a class named BaseExceptionGroup from builtins. Cannot fail. */
static pe_value pe_tb_group_items(pe_vm *vm, pe_value exc) {
    pe_mro_walk w;
    int group = 0;
    /* loop-bound: depth: the classes of one MRO */
    for (pe_type *c = pe_mro_first(&w, pe_type_of(vm, exc)); c && !group;
         c = pe_mro_next(&w))
        group = !strcmp(c->name, "BaseExceptionGroup");
    if (!group) return PE_NULL;
    pe_value subs = pe_op_getattr_cstr(vm, exc, "exceptions");
    if (pe_is_null(subs) || !pe_is_obj(subs) ||
        subs.u.o->type != vm->types[PE_TYPE_TUPLE]) {
        pe_err_clear(vm);
        pe_decref(vm, subs);
        return PE_NULL;
    }
    return subs;
}

static void pe_tb_format_into(pe_tbuf *b, pe_value exc);

/* The nested layout of an exception group (traceback.py's TracebackException.format,
 * which CPython's own print_exception_group mirrors): its traceback and line inside the
 * margin, then each sub-exception (at most 15, at most 10 groups deep) under a
 * numbered rule. */
static void pe_tb_print_group(pe_tbuf *b, pe_value exc, pe_value subs) {
    enum { MAX_WIDTH = 15, MAX_DEPTH = 10 };
    if (b->depth > MAX_DEPTH) {
        pe_tbuf_printf(b, "... (max_group_depth is %lld)\n", MAX_DEPTH);
        return;
    }
    int top = b->depth == 0;
    if (top) b->depth = 1;
    pe_exc *e = pe_exc_obj(exc);
    if (e->tb_len > 0) {
        b->margin = top ? '+' : '|';
        pe_tbuf_puts(b, "Exception Group Traceback (most recent call last):\n");
        b->margin = '|';
        pe_tb_print_entries(b, e);
    }
    uint32_t tb_len = e->tb_len;
    e->tb_len = 0; /* the exception's own line, printed without its traceback again */
    pe_tb_print_one(b, exc);
    e->tb_len = tb_len;
    size_t count = pe_tuple_len(subs);
    size_t shown = count <= MAX_WIDTH ? count : MAX_WIDTH + 1;
    b->need_close = 0;
    /* loop-bound: const: at most 16 sub-exceptions are shown, and stops at the report
     * budget */
    for (size_t i = 0; i < shown && !pe_tbuf_stopped(b); i++) {
        int last = i + 1 == shown;
        if (last) b->need_close = 1;
        char rule[96];
        int k = 2 * b->depth;
        if (i < MAX_WIDTH)
            snprintf(rule, sizeof rule, "%*s%s+---------------- %zu ----------------\n", k,
                     "", i == 0 ? "+-" : "  ", i + 1);
        else
            snprintf(rule, sizeof rule, "%*s  +---------------- ... ----------------\n", k,
                     "");
        pe_tbuf_raw(b, rule, strlen(rule));
        b->depth++;
        if (i < MAX_WIDTH) {
            pe_tb_format_into(b, pe_tuple_item(subs, i));
        } else {
            size_t more = count - MAX_WIDTH;
            pe_tbuf_printf(b, "and %lld more exception", (long long)more);
            pe_tbuf_puts(b, more > 1 ? "s\n" : "\n");
        }
        if (last && b->need_close) {
            snprintf(rule, sizeof rule, "%*s+------------------------------------\n",
                     2 * b->depth, "");
            pe_tbuf_raw(b, rule, strlen(rule));
            b->need_close = 0;
        }
        b->depth--;
    }
    if (top) b->depth = 0;
}

/*
 * print_exception_recursive, iteratively: collect the chain newest first (a cause wins
 * over the context; __suppress_context__ hides the context; an exception already in
 * the chain stops it), then print oldest first with the linking sentences.
 */
static void pe_tb_format_into(pe_tbuf *b, pe_value exc) {
    pe_vm *vm = b->vm;
    size_t n = 0, cap = 0;
    pe_tb_link *chain = NULL;
    pe_value cur = exc;
    uint8_t cur_how = 0;
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    for (;;) {
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 8;
            pe_tb_link *nc =
                pe_mem_realloc(&vm->mem, chain, cap * sizeof *nc, ncap * sizeof *nc);
            if (!nc) {
                /* the oldest exceptions stay unprinted: the text says it was cut */
                b->cut = PE_TB_CUT_MEMORY;
                break;
            }
            chain = nc;
            cap = ncap;
        }
        chain[n].exc = cur;
        chain[n].how = cur_how;
        n++;
        cur.u.o->flags |= PE_EXC_FLAG_SEEN;
        pe_exc *e = pe_exc_obj(cur);
        pe_value next;
        if (!pe_is_null(e->cause)) {
            next = e->cause;
            cur_how = 1;
        } else if (!e->suppress_context && !pe_is_null(e->context)) {
            next = e->context;
            cur_how = 2;
        } else {
            break;
        }
        if (!pe_exc_check(vm, next) || (next.u.o->flags & PE_EXC_FLAG_SEEN)) break;
        cur = next;
    }
    /* loop-bound: depth: the traceback entries of one exception (the recursion limit)
     * and lines of the source */
    for (size_t i = 0; i < n; i++)
        chain[i].exc.u.o->flags &= (uint16_t)~PE_EXC_FLAG_SEEN;
    /* once the budget is gone no further exception is looked at (no str() runs) */
    /* loop-bound: charged-by: the exceptions of the chain were each charged when raised;
     * stops at the report budget */
    for (size_t i = n; i-- > 0 && !pe_tbuf_stopped(b);) {
        pe_value subs = pe_tb_group_items(vm, chain[i].exc);
        if (pe_is_null(subs))
            pe_tb_print_one(b, chain[i].exc);
        else
            pe_tb_print_group(b, chain[i].exc, subs);
        pe_decref(vm, subs);
        if (i > 0) pe_tbuf_puts(b, chain[i].how == 1 ? pe_tb_cause_msg : pe_tb_context_msg);
    }
    if (chain) pe_mem_free(&vm->mem, chain, cap * sizeof *chain);
}

/*
 * Formats exc's report into b (whose budget is set) with no exception pending and
 * under every limit; restores what was pending. Returns 0 with the text in b (ending
 * in the cut line when cut), or -1: no memory even for the cut line (nothing pending
 * added), or a limit error raised by user code while formatting, which is then pending
 * (and wins over what was pending before). Exceptions stay alive: the chain is
 * borrowed from exc.
 */
static int pe_tb_format_buf(pe_vm *vm, pe_value exc, pe_tbuf *b) {
    b->vm = vm;
    b->limit_exc = PE_NULL;
    if (!pe_exc_check(vm, exc)) return -1;
    /* pe_err_fetch also clears vm->limit; pe_err_restore re-arms a limit error by
     * recognising its preallocated instance. */
    pe_value saved = pe_err_fetch(vm);
    int limit_hit = vm->mem.limit_hit;
    pe_incref(exc);
    pe_tb_format_into(b, exc);
    pe_decref(vm, exc);
    /* Anything else str() left behind was already cleared; drop strays defensively. */
    pe_err_clear(vm);
    if (!pe_is_null(b->limit_exc)) {
        /* the limit user code hit ends the run: it replaces what was pending */
        pe_decref(vm, saved);
        pe_err_restore(vm, b->limit_exc);
        b->limit_exc = PE_NULL;
        return -1;
    }
    /* our own buffer's refusals are cuts, not the program hitting the limit (the
     * chain's array leaves limit_hit set when the limit refused it) */
    if (vm->mem.limit_hit && !limit_hit) b->limit_refused = 1;
    vm->mem.limit_hit = limit_hit;
    pe_err_restore(vm, saved);
    if (b->whole && b->cut == PE_TB_CUT_MEMORY) return -1;
    if (b->cut != PE_TB_CUT_NONE && pe_tbuf_finish_cut(b) < 0) return -1;
    return 0;
}

size_t pe_tb_output_budget(const pe_vm *vm, const char **why) {
    *why = "output limit";
    if (vm->cfg.max_output == 0) {
        *why = "report size limit";
        return PE_TB_REPORT_MAX;
    }
    uint64_t room =
        vm->output_used >= vm->cfg.max_output ? 0 : vm->cfg.max_output - vm->output_used;
    /* one byte past the room: a longer text then meets the output limit when written */
    return room >= SIZE_MAX / 4 ? SIZE_MAX / 4 : (size_t)room + 1;
}

pe_value pe_tb_format(pe_vm *vm, pe_value exc, size_t budget, const char *why) {
    pe_tbuf b = {0};
    b.budget = budget;
    b.budget_name = why;
    if (pe_tb_format_buf(vm, exc, &b) < 0) {
        pe_tbuf_free(&b);
        return pe_err_is_limit(vm) ? PE_NULL : pe_err_nomem(vm);
    }
    pe_value r = pe_str_value(vm, b.p ? b.p : "", b.len);
    pe_tbuf_free(&b);
    return r;
}

pe_value pe_tb_format_whole(pe_vm *vm, pe_value exc, size_t budget, const char *why) {
    pe_tbuf b = {0};
    b.budget = budget;
    b.budget_name = why;
    b.whole = 1;
    if (pe_tb_format_buf(vm, exc, &b) < 0) {
        pe_tbuf_free(&b);
        if (pe_err_is_limit(vm)) return PE_NULL;
        /* the text's memory was refused: the limit's refusal ends the run as any
         * other allocation the program makes would */
        if (b.limit_refused) vm->mem.limit_hit = 1;
        return pe_err_nomem(vm);
    }
    pe_value r = pe_str_value(vm, b.p ? b.p : "", b.len);
    pe_tbuf_free(&b);
    return r;
}

int pe_tb_format_cstr(pe_vm *vm, pe_value exc, size_t budget, const char *why, char **out,
                      size_t *size) {
    pe_tbuf b = {0};
    b.budget = budget;
    b.budget_name = why;
    *out = NULL;
    *size = 0;
    if (pe_tb_format_buf(vm, exc, &b) < 0 || !b.p) {
        pe_tbuf_free(&b);
        return -1;
    }
    *out = b.p;
    *size = b.cap;
    return 0;
}

size_t pe_tb_format_limit(pe_vm *vm, pe_value exc, char *buf, size_t cap) {
    if (cap == 0) return 0;
    buf[0] = '\0';
    if (!pe_exc_check(vm, exc)) return 0;
    pe_tbuf b = {.vm = vm, .p = buf, .cap = cap, .budget = cap - 1, .fixed = 1};
    b.limit_exc = PE_NULL;
    pe_exc *e = pe_exc_obj(exc);
    if (e->tb_len > 0) {
        pe_tbuf_puts(&b, "Traceback (most recent call last):\n");
        pe_tb_print_entries(&b, e);
    }
    char name[256];
    pe_exc_type_display_name(vm, e->base.type, name, sizeof name);
    pe_tbuf_puts(&b, name);
    /* a limit error's one argument is its fixed message (builtins/exceptions.c) */
    if (pe_is_obj(e->args) && pe_tuple_len(e->args) == 1 &&
        pe_str_check(vm, pe_tuple_item(e->args, 0))) {
        pe_str *m = pe_str_obj(pe_tuple_item(e->args, 0));
        pe_tbuf_puts(&b, ": ");
        pe_tbuf_put(&b, m->data, m->size);
    }
    pe_tbuf_puts(&b, "\n");
    if (b.cut != PE_TB_CUT_NONE) {
        b.budget_name = "report size limit";
        b.budget = cap - 1;
        (void)pe_tbuf_finish_cut(&b);
    }
    return b.len;
}
