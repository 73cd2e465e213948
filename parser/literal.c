/*
 * literal.c - number and string literals: decoding exactly as CPython 3.11 does
 * (escapes, raw strings, bytes, implicit concatenation, f-strings with nested fields,
 * conversions, format specs and the `=` debug form).
 *
 * Error positions follow CPython: an error in a string literal's contents is reported
 * at the end of the (concatenated) string token, since CPython decodes literals in the
 * parser action after consuming every STRING token of the concatenation.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/intern.h"
#include "../core/ucd.h"
#include "lower.h"

/* ---- growable byte buffer in the arena ----------------------------------------------- */

typedef struct sbuf {
    char *p;
    size_t n, cap;
} sbuf;

static int sb_reserve(pe_lower *L, sbuf *b, size_t extra) {
    if (b->n + extra + 1 <= b->cap) return 0;
    size_t nc = b->cap ? b->cap : 32;
    while (nc < b->n + extra + 1) {
        if (nc > SIZE_MAX / 2) return pe_lower_oom(L);
        nc *= 2;
    }
    char *np = pe_arena_alloc(L->a, nc);
    if (!np) return pe_lower_oom(L);
    if (b->n) memcpy(np, b->p, b->n);
    b->p = np;
    b->cap = nc;
    return 0;
}

static int sb_put(pe_lower *L, sbuf *b, const char *s, size_t n) {
    if (sb_reserve(L, b, n) < 0) return -1;
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
    return 0;
}

static int sb_putc(pe_lower *L, sbuf *b, char c) {
    return sb_put(L, b, &c, 1);
}

/* Appends code point cp as UTF-8 (surrogates as 3-byte WTF-8). */
static int sb_put_cp(pe_lower *L, sbuf *b, uint32_t cp) {
    char t[4];
    size_t n;
    if (cp < 0x80) {
        t[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        t[0] = (char)(0xC0 | (cp >> 6));
        t[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        t[0] = (char)(0xE0 | (cp >> 12));
        t[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        t[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        t[0] = (char)(0xF0 | (cp >> 18));
        t[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        t[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        t[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    return sb_put(L, b, t, n);
}

/* ---- numbers ----------------------------------------------------------------------- */

static int digit_val(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 99;
}

pe_node *pe_lower_number(pe_lower *L, TSNode n) {
    uint32_t b = ts_node_start_byte(n), e = ts_node_end_byte(n);
    const char *s = L->src + b;
    size_t len = e - b;
    pe_node *x = pe_lower_node(L, PE_N_CONSTANT, n);
    if (!x) return NULL;
    /* copy without underscores, validating their placement (one, between digits) */
    char *t = pe_arena_alloc(L->a, len + 1);
    if (!t) return pe_lower_oom(L), NULL;
    size_t tn = 0;
    int base = 10;
    size_t i = 0;
    if (len >= 2 && s[0] == '0' && strchr("xXoObB", s[1])) {
        base = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'o' || s[1] == 'O') ? 8 : 2;
        i = 2;
        const char *what = base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary";
        if (i < len && s[i] == '_') i++;
        if (i >= len) return pe_lower_error_at(L, b + 1, "invalid %s literal", what), NULL;
        for (; i < len; i++) {
            if (s[i] == '_') {
                if (i + 1 >= len || digit_val(s[i + 1]) >= base)
                    return pe_lower_error_at(L, b + i, "invalid %s literal", what), NULL;
                continue;
            }
            int d = digit_val(s[i]);
            if (d >= base) {
                if (d < 10)
                    return pe_lower_error_at(L, b + i, "invalid digit '%c' in %s literal",
                                             s[i], what),
                           NULL;
                return pe_lower_error_at(L, b + i, "invalid %s literal", what), NULL;
            }
            t[tn++] = s[i];
        }
        t[tn] = 0;
    } else {
        int is_float = 0, imag = 0;
        for (i = 0; i < len; i++) {
            char c = s[i];
            if (c == '_') {
                if (i == 0 || i + 1 >= len || !(s[i - 1] >= '0' && s[i - 1] <= '9') ||
                    !(s[i + 1] >= '0' && s[i + 1] <= '9'))
                    return pe_lower_error_at(L, b + i, "invalid decimal literal"), NULL;
                continue;
            }
            if (c == 'j' || c == 'J') {
                if (i + 1 != len)
                    return pe_lower_error_at(L, b + i, "invalid decimal literal"), NULL;
                imag = 1;
                continue;
            }
            if (c == '.' || c == 'e' || c == 'E')
                is_float = 1;
            else if (c == '+' || c == '-') {
                if (i == 0 || (s[i - 1] != 'e' && s[i - 1] != 'E'))
                    return pe_lower_error_at(L, b + i, "invalid decimal literal"), NULL;
            } else if (!(c >= '0' && c <= '9'))
                return pe_lower_error_at(L, b + i, "invalid decimal literal"), NULL;
            t[tn++] = c;
        }
        t[tn] = 0;
        if (is_float || imag) {
            char *end;
            double v = strtod(t, &end);
            if (*end) return pe_lower_error_at(L, b, "invalid decimal literal"), NULL;
            x->u.c.kind = imag ? PE_CONST_IMAG : PE_CONST_FLOAT;
            x->u.c.f = v;
            return x;
        }
        /* leading zeros are only allowed for zero itself */
        if (tn > 1 && t[0] == '0') {
            for (size_t k = 0; k < tn; k++)
                if (t[k] != '0')
                    return pe_lower_error_at(
                               L, b,
                               "leading zeros in decimal integer literals are "
                               "not permitted; use an 0o prefix for octal "
                               "integers"),
                           NULL;
        }
    }
    /* value: int64 when it fits, else normalized digits */
    uint64_t v = 0;
    int big = 0;
    for (size_t k = 0; k < tn; k++) {
        uint64_t d = (uint64_t)digit_val(t[k]);
        if (v > (UINT64_MAX - d) / (uint64_t)base) {
            big = 1;
            break;
        }
        v = v * (uint64_t)base + d;
    }
    if (!big && v > (uint64_t)INT64_MAX) big = 1;
    if (!big) {
        x->u.c.kind = PE_CONST_INT;
        x->u.c.i = (int64_t)v;
        return x;
    }
    size_t k = 0;
    while (k + 1 < tn && t[k] == '0')
        k++;
    for (size_t j = k; j < tn; j++)
        if (t[j] >= 'A' && t[j] <= 'F') t[j] = (char)(t[j] - 'A' + 'a');
    x->u.c.kind = PE_CONST_BIGINT;
    x->u.c.base = base;
    x->u.c.s = t + k;
    x->u.c.len = tn - k;
    return x;
}

/* ---- strings ----------------------------------------------------------------------- */

typedef struct strinfo {
    int raw, bytes, fstr;
    char quote;
    int qlen;                      /* 1 or 3 */
    uint32_t body_start, body_end; /* byte offsets of the contents */
} strinfo;

typedef struct strctx {
    TSNode whole;     /* the concatenated_string or string, for error positions */
    pe_node *pos;     /* node whose position the JoinedStr pieces copy */
    uint32_t end;     /* when non-zero: byte offset where errors are reported instead */
    pe_node *partpos; /* position of the current string part (format specs use it) */
} strctx;

/* Line (0-based) and byte column of the end of the string token(s). */
static void str_end(const pe_lower *L, const strctx *sc, uint32_t *row, uint32_t *colbyte,
                    uint32_t *endbyte) {
    if (sc->end) {
        uint32_t r = 0;
        size_t ls = 0;
        for (size_t i = 0; i < sc->end && i < L->len; i++)
            if (L->src[i] == '\n') {
                r++;
                ls = i + 1;
            }
        *row = r;
        *colbyte = (uint32_t)(sc->end - ls);
        *endbyte = sc->end;
        return;
    }
    TSPoint end = ts_node_end_point(sc->whole);
    *row = end.row;
    *colbyte = end.column;
    *endbyte = ts_node_end_byte(sc->whole);
}

/* Sets line/col of an error just filled in L->err to the end of the string token(s):
 * CPython reports literal-decoding errors after the last string token. */
static int str_error_place(pe_lower *L, const strctx *sc) {
    uint32_t row, colbyte, endbyte;
    str_end(L, sc, &row, &colbyte, &endbyte);
    L->err->line = row + 1;
    uint32_t chars = 0;
    for (uint32_t i = endbyte - colbyte; i < endbyte; i++)
        if (((unsigned char)L->src[i] & 0xC0) != 0x80) chars++;
    L->err->col = chars + 1;
    L->err_bytecol = colbyte;
    return -1;
}

static int str_error(pe_lower *L, const strctx *sc, const char *fmt, const char *a1,
                     size_t p0, size_t p1) {
    if (L->err->type || L->err->oom || L->err->cancelled) return -1;
    char msg[200];
    snprintf(msg, sizeof msg, fmt, a1 ? a1 : "");
    pe_lower_error_at(
        L, 0,
        "(unicode error) 'unicodeescape' codec can't decode bytes in position "
        "%zu-%zu: %s",
        p0, p1, msg);
    return str_error_place(L, sc);
}

/* Reports a plain message at the end of the string token(s). */
static int str_error_plain(pe_lower *L, const strctx *sc, const char *msg) {
    if (L->err->type || L->err->oom || L->err->cancelled) return -1;
    pe_lower_error_at(L, 0, "%s", msg);
    return str_error_place(L, sc);
}

static int hexval(const char *s, size_t n, uint32_t *out) {
    uint32_t v = 0;
    for (size_t i = 0; i < n; i++) {
        int d = digit_val(s[i]);
        if (d >= 16) return -1;
        v = v * 16 + (uint32_t)d;
    }
    *out = v;
    return 0;
}

/*
 * Decodes s[0..n) (a literal segment) into b. fbraces: f-string text, where {{ and }}
 * are single braces and a lone } is an error. pos0 is the position of s within the
 * literal's body, for CPython's "position X-Y" in messages.
 */
static int decode_segment(pe_lower *L, const strctx *sc, const strinfo *si, const char *s,
                          size_t n, sbuf *b, int fbraces, size_t pos0) {
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        if (fbraces && (c == '{' || c == '}')) {
            if (i + 1 < n && s[i + 1] == (char)c) {
                if (sb_putc(L, b, (char)c) < 0) return -1;
                i += 2;
                continue;
            }
            if (c == '}')
                return str_error_plain(L, sc, "f-string: single '}' is not allowed");
            if (sb_putc(L, b, (char)c) < 0) return -1;
            i++;
            continue;
        }
        if (c == '\r') {
            /* CPython reads source with universal newlines: \r\n and \r are \n */
            if (i + 1 < n && s[i + 1] == '\n') i++;
            if (sb_putc(L, b, '\n') < 0) return -1;
            i++;
            continue;
        }
        if (si->bytes && c >= 0x80) {
            /* CPython reports this one at the literal's start */
            pe_lower_error(L, sc->whole, "bytes can only contain ASCII literal characters");
            return -1;
        }
        if (c != '\\' || si->raw) {
            if (sb_putc(L, b, (char)c) < 0) return -1;
            i++;
            continue;
        }
        /* escape */
        size_t st = i;
        if (i + 1 >= n) {
            if (sb_putc(L, b, '\\') < 0) return -1;
            i++;
            continue;
        }
        char e = s[i + 1];
        i += 2;
        uint32_t cp = 0;
        switch (e) {
        case '\n': continue;
        case '\r':
            if (i < n && s[i] == '\n') i++;
            continue;
        case '\\': cp = '\\'; break;
        case '\'': cp = '\''; break;
        case '"': cp = '"'; break;
        case 'a': cp = 7; break;
        case 'b': cp = 8; break;
        case 'f': cp = 12; break;
        case 'n': cp = 10; break;
        case 'r': cp = 13; break;
        case 't': cp = 9; break;
        case 'v': cp = 11; break;
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            cp = (uint32_t)(e - '0');
            for (int k = 0; k < 2 && i < n && s[i] >= '0' && s[i] <= '7'; k++, i++)
                cp = cp * 8 + (uint32_t)(s[i] - '0');
            if (si->bytes) {
                if (sb_putc(L, b, (char)(cp & 0xFF)) < 0) return -1;
                continue;
            }
            break;
        }
        case 'x': {
            size_t k = 0;
            while (k < 2 && i + k < n && digit_val(s[i + k]) < 16)
                k++;
            if (k < 2) {
                if (si->bytes) {
                    char msg[80];
                    snprintf(msg, sizeof msg,
                             "(value error) invalid \\x escape at position %zu", pos0 + st);
                    return str_error_plain(L, sc, msg);
                }
                return str_error(L, sc, "truncated \\xXX escape", NULL, pos0 + st,
                                 pos0 + st + 1 + k);
            }
            (void)hexval(s + i, 2, &cp);
            i += 2;
            if (si->bytes) {
                if (sb_putc(L, b, (char)cp) < 0) return -1;
                continue;
            }
            break;
        }
        case 'u':
        case 'U':
        case 'N':
            if (si->bytes) {
                /* not escapes in bytes: kept as written */
                if (sb_put(L, b, s + st, 2) < 0) return -1;
                continue;
            }
            if (e == 'N') {
                if (i >= n || s[i] != '{')
                    return str_error(L, sc, "malformed \\N character escape", NULL,
                                     pos0 + st, pos0 + st + 1);
                size_t close = i + 1;
                while (close < n && s[close] != '}')
                    close++;
                if (close >= n || close == i + 1)
                    return str_error(L, sc, "malformed \\N character escape", NULL,
                                     pos0 + st, pos0 + (close < n ? close - 1 : n - 1));
                if (pe_ucd_lookup(s + i + 1, close - i - 1, &cp) < 0)
                    return str_error(L, sc, "unknown Unicode character name", NULL,
                                     pos0 + st, pos0 + close);
                i = close + 1;
                break;
            } else {
                size_t want = e == 'u' ? 4 : 8;
                size_t k = 0;
                while (k < want && i + k < n && digit_val(s[i + k]) < 16)
                    k++;
                if (k < want)
                    return str_error(L, sc,
                                     e == 'u' ? "truncated \\uXXXX escape"
                                              : "truncated \\UXXXXXXXX escape",
                                     NULL, pos0 + st, pos0 + st + 1 + k);
                (void)hexval(s + i, want, &cp);
                i += want;
                if (cp > 0x10FFFF)
                    return str_error(L, sc, "illegal Unicode character", NULL, pos0 + st,
                                     pos0 + st + 1 + want);
            }
            break;
        default:
            /* unknown escape: kept as written (CPython only warns) */
            if (sb_putc(L, b, '\\') < 0) return -1;
            i = st + 1;
            continue;
        }
        if (sb_put_cp(L, b, cp) < 0) return -1;
    }
    return 0;
}

static void string_info(pe_lower *L, TSNode str, strinfo *si) {
    memset(si, 0, sizeof *si);
    TSNode start = ts_node_child(str, 0);
    uint32_t sb = ts_node_start_byte(start), se = ts_node_end_byte(start);
    for (uint32_t i = sb; i < se; i++) {
        char c = L->src[i];
        if (c == 'r' || c == 'R')
            si->raw = 1;
        else if (c == 'b' || c == 'B')
            si->bytes = 1;
        else if (c == 'f' || c == 'F')
            si->fstr = 1;
        else if (c == '\'' || c == '"') {
            si->quote = c;
            si->qlen = (se - i >= 3 && L->src[i + 1] == c && L->src[i + 2] == c) ? 3 : 1;
            break;
        }
    }
    si->body_start = se;
    /* not the string_end child's start: for r'\\' tree-sitter's scanner puts the
     * backslashes into string_end */
    si->body_end = ts_node_end_byte(str) - (uint32_t)(si->qlen ? si->qlen : 1);
    if (si->body_end < si->body_start) si->body_end = si->body_start;
}

/* ---- f-strings --------------------------------------------------------------------- */

typedef struct jbuild {
    pe_nvec vals; /* CONSTANT and FORMATTED_VALUE nodes */
    sbuf text;    /* pending literal text */
} jbuild;

static int jb_flush_at(pe_lower *L, const pe_node *pos, jbuild *jb) {
    if (jb->text.n == 0) return 0;
    pe_node *c = pe_node_new(L->a, PE_N_CONSTANT);
    if (!c) return pe_lower_oom(L);
    *c = *pos;
    memset(&c->u, 0, sizeof c->u);
    c->kind = PE_N_CONSTANT;
    c->flags = 0;
    c->u.c.kind = PE_CONST_STR;
    c->u.c.s = jb->text.p;
    c->u.c.len = jb->text.n;
    jb->text = (sbuf){0};
    return pe_nvec_push(L, &jb->vals, c);
}

static int jb_flush(pe_lower *L, const strctx *sc, jbuild *jb) {
    return jb_flush_at(L, sc->pos, jb);
}

static int lower_interpolation(pe_lower *L, const strctx *sc, const strinfo *si, TSNode in,
                               jbuild *jb, int depth);

/* Lowers a format_specifier node into a JOINED_STR. */
static pe_node *lower_format_spec(pe_lower *L, const strctx *sc, const strinfo *si,
                                  TSNode fs, int depth) {
    jbuild jb = {0};
    uint32_t cnt = ts_node_child_count(fs);
    uint32_t at = ts_node_start_byte(fs);
    /* skip the ':' */
    if (cnt && pe_ts_is_tok(ts_node_child(fs, 0), ":"))
        at = ts_node_end_byte(ts_node_child(fs, 0));
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode c = ts_node_child(fs, i);
        if (pe_ts_kind(L, c) != PE_TS_format_expression) continue;
        uint32_t cs = ts_node_start_byte(c);
        if (cs > at && decode_segment(L, sc, si, L->src + at, cs - at, &jb.text, 1,
                                      at - si->body_start) < 0)
            return NULL;
        if (depth >= 1)
            return str_error_plain(L, sc, "f-string: expressions nested too deeply"), NULL;
        if (jb_flush_at(L, sc->partpos, &jb) < 0 ||
            lower_interpolation(L, sc, si, c, &jb, depth + 1) < 0)
            return NULL;
        at = ts_node_end_byte(c);
    }
    uint32_t end = ts_node_end_byte(fs);
    if (end > at && decode_segment(L, sc, si, L->src + at, end - at, &jb.text, 1,
                                   at - si->body_start) < 0)
        return NULL;
    if (jb_flush_at(L, sc->partpos, &jb) < 0) return NULL;
    pe_node *j = pe_node_new(L->a, PE_N_JOINED_STR);
    if (!j) return pe_lower_oom(L), NULL;
    *j = *sc->partpos;
    memset(&j->u, 0, sizeof j->u);
    j->kind = PE_N_JOINED_STR;
    j->flags = 0;
    j->u.joined.values = pe_nvec_list(&jb.vals);
    return j;
}

static int lower_interpolation(pe_lower *L, const strctx *sc, const strinfo *si, TSNode in,
                               jbuild *jb, int depth) {
    TSNode ex = pe_ts_field(in, "expression", 10);
    TSNode conv = pe_ts_field(in, "type_conversion", 15);
    TSNode spec = pe_ts_field(in, "format_specifier", 16);
    TSNode eq = {0};
    uint32_t cnt = ts_node_child_count(in);
    for (uint32_t i = 0; i < cnt; i++)
        if (pe_ts_is_tok(ts_node_child(in, i), "=")) eq = ts_node_child(in, i);
    if (ts_node_is_null(ex))
        return str_error_plain(L, sc, "f-string: empty expression not allowed");
    /* The expression text (between '{' and the '=', '!', ':' or '}') must obey 3.11's
     * f-string rules: no backslash, no comment, no reuse of the enclosing quote. */
    uint32_t xs = ts_node_start_byte(in) + 1;
    uint32_t xe = !ts_node_is_null(eq)     ? ts_node_start_byte(eq)
                  : !ts_node_is_null(conv) ? ts_node_start_byte(conv)
                  : !ts_node_is_null(spec) ? ts_node_start_byte(spec)
                                           : ts_node_end_byte(in) - 1;
    /* As 3.11's fstring_find_expr: a backslash is refused anywhere, a '#' only outside
     * the string literals nested in the expression (there it starts a comment). */
    char q = 0;
    int qtriple = 0;
    for (uint32_t i = xs; i < xe; i++) {
        char c = L->src[i];
        if (c == '\\')
            return str_error_plain(L, sc,
                                   "f-string expression part cannot include a backslash");
        int triple = i + 2 < xe && L->src[i + 1] == c && L->src[i + 2] == c;
        if (q) {
            if (c == q && (!qtriple || triple)) {
                if (qtriple) i += 2;
                q = 0;
            }
            continue;
        }
        if (c == si->quote && (si->qlen == 1 || triple))
            return str_error_plain(L, sc, "f-string: expecting '}'");
        if (c == '\'' || c == '"') {
            q = c;
            qtriple = triple;
            if (triple) i += 2;
            continue;
        }
        if (c == '#')
            return str_error_plain(L, sc, "f-string expression part cannot include '#'");
    }
    if (!ts_node_is_null(eq)) {
        /* debug form: the text through '=' and following whitespace */
        uint32_t te = ts_node_end_byte(eq);
        uint32_t stop = !ts_node_is_null(conv)   ? ts_node_start_byte(conv)
                        : !ts_node_is_null(spec) ? ts_node_start_byte(spec)
                                                 : ts_node_end_byte(in) - 1;
        while (te < stop &&
               (L->src[te] == ' ' || L->src[te] == '\t' || L->src[te] == '\n' ||
                L->src[te] == '\r' || L->src[te] == '\f'))
            te++;
        if (sb_put(L, &jb->text, L->src + xs, te - xs) < 0) return -1;
    }
    if (jb_flush(L, sc, jb) < 0) return -1;
    pe_node *fv = pe_node_new(L->a, PE_N_FORMATTED_VALUE);
    if (!fv) return pe_lower_oom(L);
    *fv = *sc->pos;
    memset(&fv->u, 0, sizeof fv->u);
    fv->kind = PE_N_FORMATTED_VALUE;
    fv->flags = 0;
    fv->u.fmt.value = pe_lower_exprs(L, ex);
    if (!fv->u.fmt.value) return -1;
    fv->u.fmt.conversion = -1;
    if (!ts_node_is_null(conv)) {
        uint32_t cs = ts_node_start_byte(conv), ce = ts_node_end_byte(conv);
        char ch = ce - cs == 2 ? L->src[cs + 1] : 0;
        if (ch != 's' && ch != 'r' && ch != 'a')
            return str_error_plain(L, sc,
                                   "f-string: invalid conversion character: expected "
                                   "'s', 'r', or 'a'");
        fv->u.fmt.conversion = ch;
    } else if (!ts_node_is_null(eq) && ts_node_is_null(spec)) {
        fv->u.fmt.conversion = 'r';
    }
    if (!ts_node_is_null(spec)) {
        fv->u.fmt.format_spec = lower_format_spec(L, sc, si, spec, depth);
        if (!fv->u.fmt.format_spec) return -1;
    }
    return pe_nvec_push(L, &jb->vals, fv);
}

/* ---- concatenation ------------------------------------------------------------------ */

pe_node *pe_lower_strings(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_CONSTANT, n);
    if (!x) return NULL;
    pe_node partpos;
    memset(&partpos, 0, sizeof partpos);
    strctx sc = {n, x, 0, &partpos};
    int is_concat = pe_ts_kind(L, n) == PE_TS_concatenated_string;
    uint32_t nparts = is_concat ? ts_node_named_child_count(n) : 1;
    int any_f = 0, any_bytes = 0, any_str = 0;
    for (uint32_t p = 0; p < nparts; p++) {
        TSNode s = is_concat ? ts_node_named_child(n, p) : n;
        if (pe_ts_kind(L, s) != PE_TS_string) continue;
        strinfo si;
        string_info(L, s, &si);
        if (si.bytes)
            any_bytes = 1;
        else
            any_str = 1;
        if (si.fstr) any_f = 1;
    }
    if (any_bytes && any_str) {
        str_error_plain(L, &sc, "cannot mix bytes and nonbytes literals");
        return NULL;
    }
    jbuild jb = {0};
    for (uint32_t p = 0; p < nparts; p++) {
        TSNode s = is_concat ? ts_node_named_child(n, p) : n;
        if (pe_ts_kind(L, s) != PE_TS_string) continue;
        strinfo si;
        string_info(L, s, &si);
        pe_lower_pos_start(&partpos, s);
        pe_lower_pos_end(&partpos, s);
        uint32_t at = si.body_start;
        uint32_t cnt = ts_node_child_count(s);
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_child(s, i);
            if (pe_ts_kind(L, c) != PE_TS_interpolation) continue;
            uint32_t cs = ts_node_start_byte(c);
            if (cs > at && decode_segment(L, &sc, &si, L->src + at, cs - at, &jb.text,
                                          si.fstr, at - si.body_start) < 0)
                return NULL;
            if (!si.fstr) {
                /* tree-sitter sees {..} in a plain string as text, normally; be safe */
                if (sb_put(L, &jb.text, L->src + cs, ts_node_end_byte(c) - cs) < 0)
                    return NULL;
            } else if (pe_lower_enter(L, c) < 0 ||
                       lower_interpolation(L, &sc, &si, c, &jb, 0) < 0) {
                return NULL;
            } else {
                pe_lower_leave(L);
            }
            at = ts_node_end_byte(c);
        }
        if (si.body_end > at && decode_segment(L, &sc, &si, L->src + at, si.body_end - at,
                                               &jb.text, si.fstr, at - si.body_start) < 0)
            return NULL;
    }
    if (!any_f) {
        x->u.c.kind = any_bytes ? PE_CONST_BYTES : PE_CONST_STR;
        x->u.c.s = jb.text.p ? jb.text.p : "";
        x->u.c.len = jb.text.n;
        return x;
    }
    if (jb_flush(L, &sc, &jb) < 0) return NULL;
    x->kind = PE_N_JOINED_STR;
    memset(&x->u, 0, sizeof x->u);
    x->u.joined.values = pe_nvec_list(&jb.vals);
    return x;
}

/* ---- f-string errors in trees tree-sitter could not parse ---------------------------- */

int pe_lower_fstring_error(pe_lower *L, TSNode start) {
    /* the literal's extent, from its string_start token to its closing quote */
    strinfo si;
    memset(&si, 0, sizeof si);
    uint32_t sb = ts_node_start_byte(start), se = ts_node_end_byte(start);
    for (uint32_t k = sb; k < se; k++) {
        char c = L->src[k];
        if (c == 'r' || c == 'R')
            si.raw = 1;
        else if (c == 'f' || c == 'F')
            si.fstr = 1;
        else if (c == '\'' || c == '"') {
            si.quote = c;
            si.qlen = (se - k >= 3 && L->src[k + 1] == c && L->src[k + 2] == c) ? 3 : 1;
            break;
        }
    }
    if (!si.fstr || !si.quote) return 0;
    si.body_start = se;
    uint32_t j = se;
    while (j < L->len) {
        char c = L->src[j];
        if (c == '\\' && !si.raw) {
            j += 2;
            continue;
        }
        if (c == '\n' && si.qlen == 1) break;
        if (c == si.quote &&
            (si.qlen == 1 || (j + 2 < L->len && L->src[j + 1] == c && L->src[j + 2] == c)))
            break;
        j++;
    }
    if (j > L->len) j = (uint32_t)L->len;
    si.body_end = j;
    strctx sc = {start, NULL, j < L->len ? j + (uint32_t)si.qlen : j, NULL};
    const char *s = L->src;
    uint32_t i = si.body_start, end = si.body_end;
    int depth = 0; /* nesting of replacement fields (format specs) */
    while (i < end) {
        char c = s[i];
        if (c == '\\' && !si.raw) {
            i += 2;
            continue;
        }
        if (c == '}') {
            if (depth > 0) {
                depth--;
                i++;
                continue;
            }
            if (i + 1 < end && s[i + 1] == '}') {
                i += 2;
                continue;
            }
            return str_error_plain(L, &sc, "f-string: single '}' is not allowed");
        }
        if (c != '{') {
            i++;
            continue;
        }
        if (depth == 0 && i + 1 < end && s[i + 1] == '{') {
            i += 2;
            continue;
        }
        /* an expression: scan to its end (!, :, = or } at bracket depth 0) */
        uint32_t x = i + 1;
        int br = 0, nonblank = 0;
        char q = 0;
        for (; x < end; x++) {
            char d = s[x];
            if (d == '\\')
                return str_error_plain(
                    L, &sc, "f-string expression part cannot include a backslash");
            if (q) {
                if (d == q) q = 0;
                continue;
            }
            if (d == '\'' || d == '"') {
                if (d == si.quote)
                    return str_error_plain(L, &sc, "f-string: expecting '}'");
                q = d;
                nonblank = 1;
                continue;
            }
            if (d == '#')
                return str_error_plain(L, &sc,
                                       "f-string expression part cannot include '#'");
            if (d == '(' || d == '[' || d == '{')
                br++;
            else if ((d == ')' || d == ']' || d == '}') && br > 0)
                br--;
            else if (br == 0 &&
                     (d == '}' || d == ':' || (d == '!' && x + 1 < end && s[x + 1] != '=')))
                break;
            if (d != ' ' && d != '\t' && d != '\n' && d != '\r' && d != '=') nonblank = 1;
        }
        if (!nonblank)
            return str_error_plain(L, &sc, "f-string: empty expression not allowed");
        if (x >= end) return str_error_plain(L, &sc, "f-string: expecting '}'");
        if (s[x] == '!') {
            if (x + 1 >= end || (s[x + 1] != 's' && s[x + 1] != 'r' && s[x + 1] != 'a'))
                return str_error_plain(L, &sc,
                                       "f-string: invalid conversion character: "
                                       "expected 's', 'r', or 'a'");
            x += 2;
            if (x >= end || (s[x] != '}' && s[x] != ':'))
                return str_error_plain(L, &sc, "f-string: expecting '}'");
        }
        if (s[x] == ':') {
            if (depth >= 1)
                return str_error_plain(L, &sc, "f-string: expressions nested too deeply");
            depth++;
            i = x + 1;
            continue;
        }
        i = x + 1; /* past '}' */
    }
    if (depth > 0) return str_error_plain(L, &sc, "f-string: expecting '}'");
    return 0;
}
