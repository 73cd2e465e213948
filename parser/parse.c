/*
 * parse.c - pe_parse(): source checks, the tree-sitter run (with cancellation), the
 * choice between our error and the tokenizer's (tokcheck), lowering (lower_*.c) and
 * scope resolution (scope.c). The lowering's shared helpers are in lower_util.c and
 * the reading of tree-sitter's ERROR nodes in synerr.c.
 */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "../core/intern.h"
#include "genlower.h"
#include "lower.h"
#include "scope.h"
#include "tokcheck.h"

const TSLanguage *tree_sitter_python(void);

/* Byte offset of the start of 1-based line `line` (or of the end of the source). */
static size_t line_start(const char *src, size_t len, uint32_t line) {
    size_t off = 0;
    for (uint32_t l = 1; l < line && off < len; off++)
        if (src[off] == '\n') l++;
    return off;
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

/* ---- source encoding (PEP 263) --------------------------------------------------- */

enum { ENC_UTF8, ENC_LATIN1, ENC_UNKNOWN };

/* CPython's get_coding_spec() on the line [s, e): a comment line (only blanks before
 * '#') containing "coding" then ':' or '=' then the name. Copies the name into
 * name[cap] and returns 1 when found. */
static int coding_spec(const char *s, const char *e, char *name, size_t cap) {
    const char *p = s;
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\f'))
        p++;
    if (p >= e || *p != '#') return 0;
    for (; p + 6 <= e; p++) {
        if (memcmp(p, "coding", 6) != 0) continue;
        const char *q = p + 6;
        if (q >= e || (*q != ':' && *q != '=')) continue;
        q++;
        while (q < e && (*q == ' ' || *q == '\t'))
            q++;
        size_t n = 0;
        while (q < e &&
               (isalnum((unsigned char)*q) || *q == '-' || *q == '_' || *q == '.')) {
            if (n + 1 < cap) name[n++] = *q;
            q++;
        }
        if (!n) continue;
        name[n] = 0;
        return 1;
    }
    return 0;
}

/* CPython's get_normal_name(): utf-8 and latin-1 in their spellings; anything else
 * is a codec pyeval does not have (ascii is read as utf-8, whose superset it is). */
static int coding_kind(const char *name) {
    char b[16];
    size_t i = 0;
    for (; name[i] && i < sizeof b - 1; i++)
        b[i] = name[i] == '_' ? '-' : (char)tolower((unsigned char)name[i]);
    b[i] = 0;
    if (name[i]) return ENC_UNKNOWN;
    if (!strcmp(b, "utf-8") || !strncmp(b, "utf-8-", 6) || !strcmp(b, "utf8") ||
        !strcmp(b, "ascii") || !strcmp(b, "us-ascii"))
        return ENC_UTF8;
    static const char *const latin[] = {"latin-1",   "iso-8859-1", "iso-latin-1", "latin1",
                                        "iso8859-1", "l1",         "latin"};
    for (size_t k = 0; k < sizeof latin / sizeof *latin; k++) {
        size_t n = strlen(latin[k]);
        if (!strcmp(b, latin[k]) || (!strncmp(b, latin[k], n) && b[n] == '-' && k < 3))
            return ENC_LATIN1;
    }
    return ENC_UNKNOWN;
}

/* The encoding the source declares on line 1, or on line 2 when line 1 is blank or
 * a comment. *name gets the declared name. */
static int source_encoding(const char *src, size_t len, char *name, size_t cap) {
    const char *e1 = memchr(src, '\n', len);
    const char *end = src + len;
    const char *l1e = e1 ? e1 : end;
    if (coding_spec(src, l1e, name, cap)) return coding_kind(name);
    if (!e1) return ENC_UTF8;
    const char *p = src;
    while (p < l1e && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\r'))
        p++;
    if (p < l1e && *p != '#') return ENC_UTF8;
    const char *l2 = e1 + 1;
    const char *e2 = memchr(l2, '\n', (size_t)(end - l2));
    if (coding_spec(l2, e2 ? e2 : end, name, cap)) return coding_kind(name);
    return ENC_UTF8;
}

/* ---- tree-sitter errors ----------------------------------------------------------- */

/* Gives CPython's tokenizer its say over a parser-class error already in L->err (or,
 * when there is none, over a program we accepted). Returns -1 when err now holds the
 * error to report. */
static int tokenizer_verdict(pe_lower *L, const char *filename) {
    pe_syntax_error tk;
    int have = L->err->type != NULL;
    /* CPython replaces a generic "invalid syntax" by the error of tokenizing the rest
     * of the source, which includes brackets still open at the end */
    if (have && L->tree_error && strcmp(L->err->msg, "invalid syntax") == 0 &&
        pe_tokcheck_ex(L->src, L->len, filename, 0, 0, &tk) < 0 &&
        strstr(tk.msg, "was never closed") &&
        (L->err_at_eof || tk.line < L->err->line ||
         (tk.line == L->err->line && tk.col <= L->err->col))) {
        /* CPython's parser ran into the end of the source inside the bracket */
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
    while (e < ast->src_len && ast->src[e] != '\n')
        e++;
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
static uint32_t find_type_misparses(pe_lower *L, TSNode root, uint32_t *offs,
                                    uint32_t cap) {
    uint32_t n = 0;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        TSNode x = ts_tree_cursor_current_node(&c);
        if (pe_ts_kind(L, x) == PE_TS_type_alias_statement) {
            TSNode left = pe_ts_field(x, "left", 4);
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

/* ---- `match [...]:` ----------------------------------------------------------------- */

/*
 * tree-sitter-python can read `match [1, [2]]:` followed by its case block as an
 * annotated assignment `match[1, [2]]: case[a, b]: ...` (the annotation running over
 * the line break). A real annotation starts on the line of its ':', so a subscript of
 * the name `match` followed by ':' and the end of the line is a match statement: its
 * brackets are renamed to parentheses (same length) for a re-parse, and lowering turns
 * the subject back into a list. Stores the offsets of '[' and ']' pairwise.
 */
static uint32_t find_match_misparses(pe_lower *L, TSNode root, uint32_t *offs,
                                     uint32_t cap) {
    uint32_t n = 0;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        TSNode x = ts_tree_cursor_current_node(&c);
        if (pe_ts_kind(L, x) == PE_TS_assignment && n + 2 <= cap &&
            !ts_node_is_null(pe_ts_field(x, "type", 4))) {
            TSNode left = pe_ts_field(x, "left", 4);
            TSNode v = pe_ts_kind(L, left) == PE_TS_subscript
                           ? pe_ts_field(left, "value", 5)
                           : left;
            uint32_t vb = ts_node_start_byte(v), ve = ts_node_end_byte(v);
            uint32_t cnt = ts_node_child_count(left);
            if (pe_ts_kind(L, left) == PE_TS_subscript && ve - vb == 5 &&
                !memcmp(L->src + vb, "match", 5) && vb == ts_node_start_byte(x) &&
                cnt >= 3) {
                size_t i = ts_node_end_byte(left);
                while (i < L->len && (L->src[i] == ' ' || L->src[i] == '\t'))
                    i++;
                int ok = i < L->len && L->src[i] == ':';
                if (ok) {
                    i++;
                    while (i < L->len &&
                           (L->src[i] == ' ' || L->src[i] == '\t' || L->src[i] == '\f'))
                        i++;
                    ok = i >= L->len || L->src[i] == '\n' || L->src[i] == '\r' ||
                         L->src[i] == '#';
                }
                TSNode open = ts_node_child(left, 1), close = ts_node_child(left, cnt - 1);
                if (ok && pe_ts_is_tok(open, "[") && pe_ts_is_tok(close, "]")) {
                    offs[n++] = ts_node_start_byte(open);
                    offs[n++] = ts_node_start_byte(close);
                }
            }
        }
        if (ts_tree_cursor_goto_first_child(&c)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&c))
            if (!ts_tree_cursor_goto_parent(&c)) goto done;
    }
done:
    ts_tree_cursor_delete(&c);
    return n;
}

/* ---- ':=' that starts an f-string format spec ------------------------------------- */

/*
 * In an f-string replacement field, a ':' outside brackets ends the expression, so
 * f"{v:=10}" is v formatted with "=10" and f"{s:=^20}" centres s with '=' fill.
 * tree-sitter-python lexes ":=" there as a walrus (or fails on "=^"). Such '=' are
 * renamed to 'x' (same length) in the text tree-sitter reads only: the tree then has a
 * format spec there, and lowering, which reads the original text, sees the '='.
 * This scanner follows CPython 3.11's fstring_find_expr: strings nested in a field are
 * skipped (their fields scanned in turn), a format spec may hold nested fields.
 */
typedef struct fsscan {
    const char *s;
    size_t n;
    uint32_t *offs, cap, count;
    int depth; /* recursion guard */
} fsscan;

static size_t fs_string(fsscan *f, size_t i);

/* Scans a replacement field starting after its '{'; returns the index after its '}' (or
 * the end when unterminated). */
static size_t fs_field(fsscan *f, size_t i, char quote, int triple) {
    int nest = 0;
    if (++f->depth > 200) return f->n;
    while (i < f->n) {
        char c = f->s[i];
        if (c == '\'' || c == '"') {
            if (c == quote &&
                (!triple || (i + 2 < f->n && f->s[i + 1] == c && f->s[i + 2] == c)))
                break; /* the enclosing string ends: an unterminated field */
            i = fs_string(f, i);
            continue;
        }
        if (c == '(' || c == '[' || c == '{')
            nest++;
        else if ((c == ')' || c == ']') && nest > 0)
            nest--;
        else if (c == '}') {
            if (nest == 0) {
                f->depth--;
                return i + 1;
            }
            nest--;
        } else if (nest == 0 && c == '!' && i + 1 < f->n && f->s[i + 1] != '=') {
            i += 2; /* conversion character */
            continue;
        } else if (nest == 0 && c == ':') {
            if (i + 1 < f->n && f->s[i + 1] == '=' && f->count < f->cap)
                f->offs[f->count++] = (uint32_t)(i + 1);
            /* the format spec: literal text with nested fields, up to the '}' */
            i++;
            while (i < f->n && f->s[i] != '}' && f->s[i] != quote && f->s[i] != '\n') {
                if (f->s[i] == '{')
                    i = fs_field(f, i + 1, quote, triple);
                else
                    i++;
            }
            if (i < f->n && f->s[i] == '}') i++;
            f->depth--;
            return i;
        }
        i++;
    }
    f->depth--;
    return i;
}

/* Skips the string literal whose opening quote is at i (its prefix letters precede
 * it); scans its replacement fields when it is an f-string. Returns the index after. */
static size_t fs_string(fsscan *f, size_t i) {
    char q = f->s[i];
    int is_f = 0, raw = 0;
    size_t k = i;
    for (; k > 0 && i - k < 3; k--) {
        char p = f->s[k - 1];
        if (p == 'f' || p == 'F')
            is_f = 1;
        else if (p == 'r' || p == 'R')
            raw = 1;
        else if (!(p == 'b' || p == 'B' || p == 'u' || p == 'U'))
            break;
    }
    /* letters that end a longer name (`elif"x"`) are not a prefix */
    if (k > 0 && (isalnum((unsigned char)f->s[k - 1]) || f->s[k - 1] == '_' ||
                  (unsigned char)f->s[k - 1] >= 0x80))
        is_f = raw = 0;
    int triple = i + 2 < f->n && f->s[i + 1] == q && f->s[i + 2] == q;
    i += triple ? 3 : 1;
    while (i < f->n) {
        char c = f->s[i];
        if (c == '\\' && !raw) {
            i += 2;
            continue;
        }
        if (c == '\\') { /* raw: a backslash still keeps the quote from ending it */
            i += 2;
            continue;
        }
        if (c == q && (!triple || (i + 2 < f->n && f->s[i + 1] == q && f->s[i + 2] == q)))
            return i + (triple ? 3 : 1);
        if (c == '\n' && !triple) return i;
        if (is_f && c == '{') {
            if (i + 1 < f->n && f->s[i + 1] == '{') {
                i += 2;
                continue;
            }
            i = fs_field(f, i + 1, q, triple);
            continue;
        }
        i++;
    }
    return i;
}

/* Stores the offsets of the '=' that follow a format spec's ':' in f-string fields of
 * s (comments skipped). Returns how many (at most cap). */
static uint32_t find_fstring_eq_specs(const char *s, size_t n, uint32_t *offs,
                                      uint32_t cap) {
    fsscan f = {s, n, offs, cap, 0, 0};
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (c == '#') {
            while (i < n && s[i] != '\n')
                i++;
        } else if (c == '\'' || c == '"') {
            i = fs_string(&f, i);
        } else {
            i++;
        }
    }
    return f.count;
}

/* ---- star items in unparenthesised tuples ------------------------------------------ */

/* The end of the string literal whose opening quote is at s[i] (any prefix letters
 * passed), as CPython 3.11's tokenizer finds it (f-strings are plain strings to it):
 * just past the closing quote(s), or, for an unterminated one-line string, the line
 * break that ends it. A backslash keeps the next character ("\r\n" whole) from ending
 * it. *rows, when not NULL, counts the '\n' passed. */
static size_t skip_string(const char *s, size_t n, size_t i, uint32_t *rows) {
    char q = s[i];
    int triple = i + 2 < n && s[i + 1] == q && s[i + 2] == q;
    i += triple ? 3 : 1;
    while (i < n) {
        char c = s[i];
        if (c == '\\') {
            size_t k = (i + 2 < n && s[i + 1] == '\r' && s[i + 2] == '\n') ? 3 : 2;
            if (rows && i + k - 1 < n && s[i + k - 1] == '\n') (*rows)++;
            i += k;
        } else if (c == q && (!triple || (i + 2 < n && s[i + 1] == q && s[i + 2] == q))) {
            return i + (triple ? 3 : 1);
        } else if (!triple && (c == '\n' || c == '\r')) {
            return i; /* unterminated: the line break ends it */
        } else {
            if (rows && c == '\n') (*rows)++;
            i++;
        }
    }
    return n;
}

/*
 * tree-sitter-python only accepts `*name`, `*a.b`, `*a[i]` as items of an
 * unparenthesised tuple (`x = 1, *[2]`, `return *(a), b`, `for x in *[1], 2:` are
 * ERRORs). When the tree has an error, each '*' in prefix position (after ',', '=',
 * `in`, `return`, `yield`, or at the start of an expression list) followed by an operand
 * that is not a name is renamed to '~' (same length) and the source parsed again;
 * lowering turns a unary '~' at such an offset back into a Starred (hoisting it over
 * binary operators: `*a + b` is *(a + b)). Strings and comments are skipped as in
 * blank_comment_lines. Returns the number of offsets stored.
 */
static uint32_t find_star_items(const char *s, size_t n, uint32_t *offs, uint32_t cap) {
    uint32_t k = 0;
    size_t i = 0;
    size_t prev = (size_t)-1; /* offset of the last significant char */
    while (i < n && k < cap) {
        char c = s[i];
        if (c == '#') {
            while (i < n && s[i] != '\n' && s[i] != '\r')
                i++;
        } else if (c == '"' || c == '\'') {
            i = skip_string(s, n, i, NULL);
            prev = i - 1;
        } else if (c == ' ' || c == '\t' || c == '\f' || c == '\n' || c == '\r' ||
                   c == '\\') {
            i++;
        } else if (c == '*' && i + 1 < n && s[i + 1] == '*') {
            prev = i + 1;
            i += 2;
        } else if (c == '*') {
            int pre = 0;
            if (prev == (size_t)-1) {
                pre = 0;
            } else if (s[prev] == ',') {
                pre = 1;
            } else if (s[prev] == '=') {
                pre = prev == 0 || !strchr("=<>!", s[prev - 1]);
            } else if (isalpha((unsigned char)s[prev])) {
                size_t b = prev;
                while (b > 0 && (isalnum((unsigned char)s[b - 1]) || s[b - 1] == '_'))
                    b--;
                size_t wl = prev + 1 - b;
                pre = (wl == 2 && !memcmp(s + b, "in", 2)) ||
                      (wl == 6 && !memcmp(s + b, "return", 6)) ||
                      (wl == 5 && !memcmp(s + b, "yield", 5));
            }
            size_t j = i + 1;
            while (j < n && (s[j] == ' ' || s[j] == '\t'))
                j++;
            if (pre && j < n && s[j] && strchr("[({0123456789\"'-+~.", s[j]))
                offs[k++] = (uint32_t)i;
            prev = i;
            i++;
        } else {
            prev = i;
            i++;
        }
    }
    return k;
}

/* Reads on from s[i] to the end of the line, and of any string that goes on past it:
 * returns the offset of the '\n' that ends the line, of a '\\' that continues it (before
 * "\n" or "\r\n"), or n. *rows counts the '\n' passed (in strings), *depth the
 * brackets (either may be NULL). */
static size_t rest_of_line(const char *s, size_t n, size_t i, uint32_t *rows, int *depth) {
    while (i < n && s[i] != '\n') {
        char c = s[i];
        if (c == '#') {
            while (i < n && s[i] != '\n')
                i++;
        } else if (c == '"' || c == '\'') {
            i = skip_string(s, n, i, rows);
        } else if (c == '\\' && i + 1 < n &&
                   (s[i + 1] == '\n' ||
                    (s[i + 1] == '\r' && i + 2 < n && s[i + 2] == '\n'))) {
            return i;
        } else {
            if (depth && (c == '(' || c == '[' || c == '{')) ++*depth;
            if (depth && (c == ')' || c == ']' || c == '}') && *depth > 0) --*depth;
            i++;
        }
    }
    return i;
}

/* Length of a line holding only a `\` continuation (blanks, '\', '\n' or "\r\n") that
 * starts at s[i], or 0. */
static size_t continuation_line(const char *s, size_t n, size_t i) {
    size_t j = i;
    while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\f'))
        j++;
    if (j + 1 < n && s[j] == '\\' && s[j + 1] == '\n') return j + 2 - i;
    if (j + 2 < n && s[j] == '\\' && s[j + 1] == '\r' && s[j + 2] == '\n') return j + 3 - i;
    return 0;
}

enum { CONT_RUN_MIN = 4 };

/*
 * tree-sitter's Python scanner, called before each token, skips every `\` continuation
 * ahead of it, so a run of n lines holding only a continuation costs n^2 (20,000 lines
 * took 6 s; CPython reads them at once). The lines of such a run, outside strings, mean
 * no more than its first and last line: the lines between are left out of the ranges
 * tree-sitter reads (ts_parser_set_included_ranges), which keeps every position the
 * source's own. Fills out[0..cap) with the included ranges, in order, the last one open
 * to the end, and returns their number: 1 when there is no run to leave out.
 */
static uint32_t continuation_ranges(const char *s, size_t n, TSRange *out, uint32_t cap) {
    uint32_t k = 0;
    out[0] = (TSRange){{0, 0}, {UINT32_MAX, UINT32_MAX}, 0, UINT32_MAX};
    size_t i = 0;
    uint32_t row = 0;
    while (i < n) {
        /* at the start of a line, outside any string */
        size_t run_rows = 0, second = 0, last = 0;
        uint32_t second_row = 0, last_row = 0;
        size_t len;
        while ((len = continuation_line(s, n, i)) > 0) {
            if (run_rows == 1) second = i, second_row = row;
            last = i;
            last_row = row;
            run_rows++;
            i += len;
            row++;
        }
        if (run_rows >= CONT_RUN_MIN && k + 1 < cap) {
            /* included: up to the second line; then from the last line on */
            out[k].end_byte = (uint32_t)second;
            out[k].end_point = (TSPoint){second_row, 0};
            k++;
            out[k] = (TSRange){
                {last_row, 0}, {UINT32_MAX, UINT32_MAX}, (uint32_t)last, UINT32_MAX};
        }
        /* the rest of the line; after a continuation, the next line starts a line
         * like any other */
        i = rest_of_line(s, n, i, &row, NULL);
        if (i < n && s[i] == '\\') i += s[i + 1] == '\r' ? 2 : 1; /* to its '\n' */
        if (i < n) {
            i++; /* the '\n' */
            row++;
        }
    }
    return k + 1;
}

/* ---- the entry point --------------------------------------------------------------- */

/* Replaces every comment that is alone on its line (after optional blanks) with
 * spaces, keeping all offsets. This is what tree-sitter reads: its Python scanner,
 * at each line break inside a block, looks ahead over all the comment lines that
 * follow to find the next indentation, so a run of n comment lines costs n^2 (20k
 * lines took 7 s). A blank line means the same to Python's grammar, and the scanner
 * skips a run of blank lines in one pass. Strings are skipped as CPython 3.11's
 * tokenizer does (f-strings are plain strings to it), so a '#' inside one stays. */
static void blank_comment_lines(char *s, size_t n) {
    int only_ws = 1; /* nothing but blanks so far on this logical line */
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (c == '#') {
            size_t e = i;
            while (e < n && s[e] != '\n' && s[e] != '\r')
                e++;
            if (only_ws) memset(s + i, ' ', e - i);
            i = e;
        } else if (c == '"' || c == '\'') {
            i = skip_string(s, n, i, NULL);
            only_ws = 0;
        } else if (c == '\n' || c == '\r') {
            only_ws = 1;
            i++;
        } else if (c == ' ' || c == '\t' || c == '\f') {
            i++;
        } else if (c == '\\') {
            /* a continuation joins the next line to this one */
            only_ws = 0;
            i += (i + 2 < n && s[i + 1] == '\r' && s[i + 2] == '\n') ? 3 : 2;
        } else {
            only_ws = 0;
            i++;
        }
    }
}

enum { PREFIX_MIN = 64 * 1024, PREFIX_LEN = 4 * 1024 };

static int starts_kw(const char *s, size_t n, size_t i, const char *kw) {
    size_t k = strlen(kw);
    if (i + k > n || memcmp(s + i, kw, k) != 0) return 0;
    if (i + k == n) return 1;
    unsigned char c = (unsigned char)s[i + k];
    return !(c == '_' || c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
             (c >= '0' && c <= '9'));
}

/*
 * A line start at or after `from` (and before n / 2) where the source before it is a
 * sequence of whole top-level statements that nothing after can change: no bracket,
 * string or `\` continuation open, a line at indentation 0 that is neither blank nor a
 * comment, does not go on a compound statement (else, elif, except, finally) and does
 * not follow a decorator. Returns that offset, or 0 when there is none.
 */
static size_t clean_cut(const char *s, size_t n, size_t from) {
    int depth = 0, continued = 0, decorated = 0;
    size_t i = 0;
    while (i < n && i < n / 2) {
        /* at a line start, outside strings */
        if (i >= from && depth == 0 && !continued && !decorated && s[i] != ' ' &&
            s[i] != '\t' && s[i] != '\f' && s[i] != '\n' && s[i] != '\r' && s[i] != '#' &&
            !starts_kw(s, n, i, "else") && !starts_kw(s, n, i, "elif") &&
            !starts_kw(s, n, i, "except") && !starts_kw(s, n, i, "finally"))
            return i;
        size_t j = i;
        while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\f'))
            j++;
        if (j < n && s[j] != '\n' && s[j] != '\r' && s[j] != '#' && depth == 0 &&
            !continued)
            decorated = s[j] == '@';
        i = rest_of_line(s, n, i, NULL, &depth);
        continued = i < n && s[i] == '\\';
        if (continued) i += s[i + 1] == '\r' ? 2 : 1; /* to its '\n' */
        if (i < n) i++;
    }
    return 0;
}

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

/* tree-sitter's tree of text[0..n): NULL when the parse was cancelled or memory ran
 * out. */
static TSTree *ts_parse_text(TSParser *parser, TSParseOptions opts, const char *text,
                             size_t n) {
    src_payload sp = {text, n};
    return ts_parser_parse_with_options(
        parser, NULL,
        (TSInput){.payload = &sp, .read = read_src, .encoding = TSInputEncodingUTF8}, opts);
}

/* find_star_items' rewrite of copy[0..n) (what lowering reads) and tscopy (what
 * tree-sitter reads): each item's '*' becomes '~'. */
typedef struct star_rewrite {
    char *patched, *tspatched; /* arena copies */
    uint32_t *stars;           /* the offsets rewritten, for lowering */
    uint32_t ns;
    TSTree *tree; /* tree-sitter's tree of tspatched: NULL when that parse failed */
} star_rewrite;

/* Makes the rewrite in arena a and parses it. Returns 1 with *w filled, 0 when there is
 * no item to rewrite, -1 when memory ran out. */
static int star_rewrite_parse(pe_arena *a, TSParser *parser, TSParseOptions opts,
                              const char *copy, const char *tscopy, size_t n,
                              star_rewrite *w) {
    enum { MAXS = 256 };
    uint32_t offs[MAXS];
    w->ns = find_star_items(copy, n, offs, MAXS);
    if (!w->ns) return 0;
    w->patched = pe_arena_strndup(a, copy, n);
    w->tspatched = pe_arena_strndup(a, tscopy, n);
    w->stars = pe_arena_alloc(a, w->ns * sizeof *w->stars);
    if (!w->patched || !w->tspatched || !w->stars) return -1;
    for (uint32_t i = 0; i < w->ns; i++) {
        w->patched[offs[i]] = w->tspatched[offs[i]] = '~';
        w->stars[i] = offs[i];
    }
    w->tree = ts_parse_text(parser, opts, w->tspatched, n);
    return 1;
}

/*
 * tree-sitter's error recovery costs about 5 us and 250 bytes per byte of garbage, so
 * 1 MiB of it ran into the memory limit. When a large source's prefix up to a clean
 * cut (clean_cut: whole top-level statements) has a syntax error, that is the first
 * error of the whole source, and the report can come from the prefix. Returns 1 with
 * L->err filled (the caller adds the tokenizer's verdict over the whole source), 0
 * when the whole source must be parsed (no cut, no error in the prefix, or one too
 * near the cut or reaching it), -1 when the parse failed (cancelled or out of memory).
 */
static int prefix_error(pe_lower *L, TSParser *parser, TSParseOptions opts,
                        const char *copy, const char *tscopy, size_t cut) {
    if (!cut) return 0;
    TSTree *tree = ts_parse_text(parser, opts, tscopy, cut);
    if (!tree) return -1;
    TSNode root = ts_tree_root_node(tree);
    int found = 0;
    /* the whole source's starred-item rewrite (below) would be kept only if it removed
     * every error; if it removes the prefix's, the whole source decides */
    if (ts_node_has_error(root) && memchr(copy, '*', cut)) {
        star_rewrite w;
        int r = star_rewrite_parse(L->a, parser, opts, copy, tscopy, cut, &w);
        int clean = r > 0 && w.tree && !ts_node_has_error(ts_tree_root_node(w.tree));
        if (r > 0 && w.tree) ts_tree_delete(w.tree);
        if (r < 0 || (r > 0 && !w.tree) || clean) {
            ts_tree_delete(tree);
            return clean ? 0 : -1;
        }
    }
    if (ts_node_has_error(root)) {
        uint32_t cut_line = 1;
        for (size_t i = 0; i < cut; i++)
            cut_line += copy[i] == '\n';
        size_t full = L->len;
        L->len = cut;
        pe_lower_report_tree_error(L, root);
        L->len = full;
        /* An error that runs to the cut (garbage, one ERROR node to the end) runs to the
         * end of the whole source as well: err_at_eof stays set for the verdict. */
        if (L->err->oom) {
            found = 1;
        } else if (L->err->type && L->err->line + 1 < cut_line) {
            found = 1;
        } else {
            memset(L->err, 0, sizeof *L->err);
            L->err_at_eof = L->tree_error = 0;
        }
    }
    ts_tree_delete(tree);
    /* nodes of the deleted tree must not match the child cache */
    memset(L->kids, 0, sizeof L->kids);
    return found;
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

/* TSSymbol -> pe_ts_sym depends only on the grammar: built once per process (it was
 * two thirds of the time of a one-line exec, 270 x 130 strcmp calls per parse). Symbols
 * past the table (the pinned grammar has about 280) would read as PE_TS__OTHER. */
enum { SYMMAP_CAP = 4096 };
static uint8_t symmap[SYMMAP_CAP];
static uint32_t symmap_n;
static pthread_once_t symmap_once = PTHREAD_ONCE_INIT;

static void symmap_init(void) {
    static const char *const names[PE_TS__COUNT] = {NULL,
#define PE_X(s) #s,
                                                    PE_TS_SYMS(PE_X)
#undef PE_X
    };
    const TSLanguage *lang = tree_sitter_python();
    uint32_t n = ts_language_symbol_count(lang);
    symmap_n = n < SYMMAP_CAP ? n : SYMMAP_CAP;
    for (uint32_t s = 0; s < symmap_n; s++) {
        if (ts_language_symbol_type(lang, (TSSymbol)s) != TSSymbolTypeRegular) continue;
        const char *nm = ts_language_symbol_name(lang, (TSSymbol)s);
        for (int k = 1; k < PE_TS__COUNT; k++)
            if (strcmp(nm, names[k]) == 0) {
                symmap[s] = (uint8_t)k;
                break;
            }
    }
}

/* Field name -> TSFieldId, also built once per process. ts_node_child_by_field_name
 * finds the id by comparing the name with each of the grammar's field names in turn:
 * about 12,000 instructions of a one-line program's 75,000 (a sixth of a warm run).
 * Open addressing by an FNV-1a hash of the name; read-only once built. */
enum { FIELDMAP_CAP = 256 };
static TSFieldId fieldmap[FIELDMAP_CAP];
static int fieldmap_off; /* a grammar with too many fields: ask tree-sitter */
static pthread_once_t fieldmap_once = PTHREAD_ONCE_INIT;

static uint32_t field_hash(const char *s, uint32_t n) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h & (FIELDMAP_CAP - 1);
}

static void fieldmap_init(void) {
    const TSLanguage *lang = tree_sitter_python();
    uint32_t n = ts_language_field_count(lang);
    if (n >= FIELDMAP_CAP / 2) {
        fieldmap_off = 1;
        return;
    }
    for (uint32_t f = 1; f <= n; f++) {
        const char *nm = ts_language_field_name_for_id(lang, (TSFieldId)f);
        if (!nm) continue;
        uint32_t j = field_hash(nm, (uint32_t)strlen(nm));
        while (fieldmap[j])
            j = (j + 1) & (FIELDMAP_CAP - 1);
        fieldmap[j] = (TSFieldId)f;
    }
}

TSNode pe_ts_field(TSNode n, const char *name, uint32_t len) {
    (void)pthread_once(&fieldmap_once, fieldmap_init);
    if (fieldmap_off) return ts_node_child_by_field_name(n, name, len);
    const TSLanguage *lang = tree_sitter_python();
    for (uint32_t j = field_hash(name, len); fieldmap[j];
         j = (j + 1) & (FIELDMAP_CAP - 1)) {
        const char *nm = ts_language_field_name_for_id(lang, fieldmap[j]);
        if (strncmp(nm, name, len) == 0 && nm[len] == '\0')
            return ts_node_child_by_field_id(n, fieldmap[j]);
    }
    return ts_node_child_by_field_id(n, 0); /* no such field: the null node */
}

static void build_symbol_map(pe_lower *L) {
    (void)pthread_once(&symmap_once, symmap_init);
    L->sym = symmap;
    L->nsym = symmap_n;
}

static int pe_parse_routed(pe_vm *vm, const char *src, size_t len, const char *filename,
                           pe_ast *out, pe_syntax_error *err, int (*cancel)(void *),
                           void *cancel_ud, unsigned flags);

int pe_parse(pe_vm *vm, const char *src, size_t len, const char *filename, pe_ast *out,
             pe_syntax_error *err, int (*cancel)(void *), void *cancel_ud) {
    return pe_parse_ex(vm, src, len, filename, out, err, cancel, cancel_ud, 0);
}

int pe_parse_ex(pe_vm *vm, const char *src, size_t len, const char *filename, pe_ast *out,
                pe_syntax_error *err, int (*cancel)(void *), void *cancel_ud,
                unsigned flags) {
    /* tree-sitter's allocations during this parse are charged to the VM (mem.h); every
     * tree-sitter object is created and deleted inside it */
    pe_mem_ts_install();
    pe_mem *prev = pe_mem_ts_begin(pe_vm_mem(vm));
    int r = pe_parse_routed(vm, src, len, filename, out, err, cancel, cancel_ud, flags);
    pe_mem_ts_end(prev);
    return r;
}

static int pe_parse_routed(pe_vm *vm, const char *src, size_t len, const char *filename,
                           pe_ast *out, pe_syntax_error *err, int (*cancel)(void *),
                           void *cancel_ud, unsigned flags) {
    memset(err, 0, sizeof *err);
    memset(out, 0, sizeof *out);
    if (!filename) filename = "<string>";
    /* A UTF-8 byte order mark is dropped, as CPython's tokenizer does. */
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0) {
        src += 3;
        len -= 3;
    }
    if (len > UINT32_MAX / 2) {
        err->type = "SyntaxError";
        snprintf(err->msg, sizeof err->msg, "source too large");
        return -1;
    }
    pe_arena_init(&out->arena, pe_vm_mem(vm));
    /* A file's encoding declaration (PEP 263). Source given as text (-c, exec,
     * eval: the "<string>" name) is already decoded; CPython ignores the cookie. */
    if (strcmp(filename, "<string>") != 0) {
        char name[64];
        int enc = source_encoding(src, len, name, sizeof name);
        if (enc == ENC_UNKNOWN) {
            err->type = "SyntaxError";
            snprintf(err->msg, sizeof err->msg, "encoding problem: %s", name);
            err->line = 0; /* CPython gives this error no location */
            pe_arena_free(&out->arena);
            return -1;
        }
        if (enc == ENC_LATIN1) {
            /* each byte is its code point: at most 2 UTF-8 bytes */
            size_t n = 0;
            for (size_t i = 0; i < len; i++)
                n += (unsigned char)src[i] < 0x80 ? 1 : 2;
            char *d = n > UINT32_MAX / 2 ? NULL : pe_arena_alloc(&out->arena, n + 1);
            if (!d) {
                err->oom = 1;
                pe_arena_free(&out->arena);
                return -1;
            }
            size_t j = 0;
            for (size_t i = 0; i < len; i++) {
                unsigned char c = (unsigned char)src[i];
                if (c < 0x80) {
                    d[j++] = (char)c;
                } else {
                    d[j++] = (char)(0xC0 | (c >> 6));
                    d[j++] = (char)(0x80 | (c & 0x3F));
                }
            }
            d[j] = 0;
            src = d;
            len = j;
        }
    }
    if (check_source(src, len, filename, err) < 0) {
        pe_arena_free(&out->arena);
        return -1;
    }
    /* A tokenizer error that is CPython's answer whatever its parser makes of the
     * source: no need to parse (tree-sitter's recovery over 1 MiB of garbage took
     * seconds and hundreds of MB). */
    if (pe_tokcheck_decided(src, len, filename, err) < 0) {
        pe_arena_free(&out->arena);
        return -1;
    }

    char *copy = pe_arena_strndup(&out->arena, src, len);
    char *tscopy = pe_arena_strndup(&out->arena, src, len); /* what tree-sitter reads */
    char *fcopy = pe_arena_strndup(&out->arena, filename, strlen(filename));
    if (!copy || !tscopy || !fcopy) {
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
    L.ast = out;
    L.a = &out->arena;
    L.src = copy;
    L.len = len;
    L.err = err;
    L.cancel = cancel;
    L.cancel_ud = cancel_ud;
    L.lang = tree_sitter_python();
    build_symbol_map(&L);

    TSParser *parser = ts_parser_new();
    if (!parser || !ts_parser_set_language(parser, L.lang)) {
        if (parser) ts_parser_delete(parser);
        err->oom = 1;
        goto fail;
    }
    cancel_payload cp = {cancel, cancel_ud, 0};
    TSParseOptions opts = {&cp, progress};
    blank_comment_lines(tscopy, len);
    if (memmem(tscopy, len, "\\\n", 2) || memmem(tscopy, len, "\\\r\n", 3)) {
        size_t nbs = 0;
        for (const char *p = tscopy; (p = memchr(p, '\\', len - (size_t)(p - tscopy))); p++)
            nbs++;
        uint32_t cap = (uint32_t)(nbs / CONT_RUN_MIN + 2);
        TSRange *ranges = pe_arena_alloc(&out->arena, cap * sizeof *ranges);
        if (!ranges) {
            ts_parser_delete(parser);
            err->oom = 1;
            goto fail;
        }
        uint32_t nr = continuation_ranges(tscopy, len, ranges, cap);
        if (nr > 1 && !ts_parser_set_included_ranges(parser, ranges, nr)) {
            ts_parser_delete(parser);
            err->oom = 1;
            goto fail;
        }
    }
    if (memmem(copy, len, ":=", 2)) {
        enum { MAXF = 256 };
        uint32_t offs[MAXF];
        uint32_t nf = find_fstring_eq_specs(copy, len, offs, MAXF);
        for (uint32_t i = 0; i < nf; i++)
            tscopy[offs[i]] = 'x';
    }
    if (len > PREFIX_MIN) {
        int r =
            prefix_error(&L, parser, opts, copy, tscopy, clean_cut(copy, len, PREFIX_LEN));
        if (r != 0) {
            ts_parser_delete(parser);
            if (r < 0) {
                if (cp.fired)
                    err->cancelled = 1;
                else
                    err->oom = 1;
                goto fail;
            }
            if (!err->oom && !err->cancelled) (void)tokenizer_verdict(&L, filename);
            goto fail;
        }
    }
    const char *tsread = tscopy; /* what tree-sitter reads, after the rewrites below */
    TSTree *tree = ts_parse_text(parser, opts, tsread, len);
    if (!tree) {
        ts_parser_delete(parser);
        if (cp.fired)
            err->cancelled = 1;
        else
            err->oom = 1;
        goto fail;
    }
    TSNode root = ts_tree_root_node(tree);
    if (ts_node_has_error(root) && memchr(copy, '*', len)) {
        star_rewrite w;
        int r = star_rewrite_parse(&out->arena, parser, opts, copy, tscopy, len, &w);
        if (r < 0 || (r > 0 && !w.tree && cp.fired)) {
            ts_tree_delete(tree);
            ts_parser_delete(parser);
            if (r < 0)
                err->oom = 1;
            else
                err->cancelled = 1;
            goto fail;
        }
        /* keep the rewrite only if it removes every error */
        if (r > 0 && w.tree && !ts_node_has_error(ts_tree_root_node(w.tree))) {
            ts_tree_delete(tree);
            tree = w.tree;
            root = ts_tree_root_node(tree);
            L.src = w.patched;
            tsread = w.tspatched;
            L.stars = w.stars;
            L.nstars = w.ns;
            memset(L.kids, 0, sizeof L.kids);
        } else if (r > 0 && w.tree) {
            ts_tree_delete(w.tree);
        }
    }
    if (!ts_node_has_error(root) && memmem(copy, len, "match", 5)) {
        enum { MAXM = 64 };
        uint32_t offs[MAXM];
        uint32_t nm = find_match_misparses(&L, root, offs, MAXM);
        if (nm) {
            char *patched = pe_arena_strndup(&out->arena, L.src, len);
            char *tspatched = pe_arena_strndup(&out->arena, tsread, len);
            uint32_t *ms = pe_arena_alloc(&out->arena, nm / 2 * sizeof *ms);
            if (!patched || !tspatched || !ms) {
                ts_tree_delete(tree);
                ts_parser_delete(parser);
                err->oom = 1;
                goto fail;
            }
            for (uint32_t i = 0; i < nm; i += 2) {
                patched[offs[i]] = tspatched[offs[i]] = '(';
                patched[offs[i + 1]] = tspatched[offs[i + 1]] = ')';
                ms[i / 2] = offs[i];
            }
            TSTree *t2 = ts_parse_text(parser, opts, tspatched, len);
            if (!t2 && cp.fired) {
                ts_tree_delete(tree);
                ts_parser_delete(parser);
                err->cancelled = 1;
                goto fail;
            }
            if (t2) {
                ts_tree_delete(tree);
                tree = t2;
                root = ts_tree_root_node(tree);
                L.src = patched;
                tsread = tspatched;
                L.msubj = ms;
                L.nmsubj = nm / 2;
                memset(L.kids, 0, sizeof L.kids);
            }
        }
    }
    if (!ts_node_has_error(root) && memmem(copy, len, "type", 4)) {
        enum { MAXP = 64 };
        uint32_t offs[MAXP];
        uint32_t np = find_type_misparses(&L, root, offs, MAXP);
        if (np) {
            char *patched = pe_arena_strndup(&out->arena, L.src, len);
            char *tspatched = pe_arena_strndup(&out->arena, tsread, len);
            L.patched = pe_arena_alloc(&out->arena, np * sizeof *L.patched);
            if (!patched || !tspatched || !L.patched) {
                ts_tree_delete(tree);
                ts_parser_delete(parser);
                err->oom = 1;
                goto fail;
            }
            for (uint32_t i = 0; i < np; i++) {
                memcpy(patched + offs[i], "tYPE", 4);
                memcpy(tspatched + offs[i], "tYPE", 4);
                L.patched[i] = offs[i];
            }
            L.npatched = np;
            L.src = patched;
            tsread = tspatched;
            ts_tree_delete(tree);
            tree = ts_parse_text(parser, opts, tsread, len);
            if (!tree) {
                ts_parser_delete(parser);
                if (cp.fired)
                    err->cancelled = 1;
                else
                    err->oom = 1;
                goto fail;
            }
            root = ts_tree_root_node(tree);
            /* nodes of the deleted tree must not match the child cache */
            memset(L.kids, 0, sizeof L.kids);
        }
    }
    ts_parser_delete(parser);
    if (ts_node_has_error(root)) {
        pe_lower_report_tree_error(&L, root);
        ts_tree_delete(tree);
        if (!err->oom && !err->cancelled) (void)tokenizer_verdict(&L, filename);
        goto fail;
    }
    out->root = pe_lower_module(&L, root);
    ts_tree_delete(tree);
    if (err->oom || err->cancelled) goto fail;
    if (tokenizer_verdict(&L, filename) < 0) goto fail;
    if (!out->root) goto fail;
    /* generator and coroutine bodies: suspension points at statement level only */
    if (!(flags & PE_PARSE_NO_GENLOWER) && pe_genlower(vm, out) < 0) {
        err->oom = 1;
        goto fail;
    }
    /* Symtable-class errors: ours (duplicate argument, 'yield' inside a comprehension,
     * import * in a function) and scope.c's (global/nonlocal) come from one pass in
     * CPython, so the first in source order wins. */
    if (pe_scope_resolve(out, err) < 0) {
        const pe_syntax_error *mine = &L.deferred[PE_DEFER_SYMTABLE];
        if (err->type && mine->type &&
            (mine->line < err->line || (mine->line == err->line && mine->col < err->col)))
            *err = *mine;
        goto fail;
    }
    if (L.deferred[PE_DEFER_SYMTABLE].type) {
        *err = L.deferred[PE_DEFER_SYMTABLE];
        goto fail;
    }
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
