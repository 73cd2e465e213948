/*
 * tokcheck.c - an independent pass of CPython 3.11's tokenizer rules
 * (Parser/tokenizer.c, plus the few parser errors that are decided by the token
 * stream alone), reporting the error CPython reports, with its class, message, line
 * and offset.
 *
 * The scanner mirrors tok_get(): it reads bytes one at a time through nextc(), with
 * "\r\n" and a lone "\r" read as "\n" and a "\n" supplied at the end of a source that
 * lacks one (CPython does both before tokenizing). Line bookkeeping is lazy, as in
 * CPython: the line number and line start advance only when a character of the next
 * line is actually read, so at end of input they still describe the last line. Many
 * CPython offsets are "characters from the line start to the read position", which
 * is why the read position after a failed character matters below.
 *
 * How errors rank (CPython's _PyPegen_set_syntax_error and
 * _PyPegen_tokenize_full_source_to_check_for_errors):
 *   RAISES   the tokenizer raises an exception (bad number, string, character,
 *            bracket, null byte, non-UTF-8). After a parser error CPython tokenizes
 *            the rest of the file, and such an error replaces the parser's.
 *   STATE    the tokenizer only records a state (bad dedent, tab/space mix, too deep,
 *            continuation, EOF after a backslash). Reported when reached; after a
 *            parser error it just ends the rest-of-file scan.
 *   UNCLOSED end of input with open brackets. After a parser error it wins only if
 *            the bracket's line is before the parser error's line.
 *   PARSER   parser errors visible in the token stream ("expected an indented block
 *            after ...", a stray '$', "invalid syntax" for 'ur"..."'). Later RAISES
 *            errors replace them. "unexpected indent" is a PARSER error that nothing
 *            replaces (CPython raises it without the rest-of-file scan).
 *
 * No heap: the bracket and indentation stacks are CPython's own fixed sizes, and
 * exceeding them is CPython's error. Every read is bounds-checked; time is linear
 * (the only look-back is counting the characters of the current line for an offset,
 * done once per reported error).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <utf8proc.h>

#include "tokcheck.h"

#define MAXLEVEL  200 /* CPython's bracket nesting limit */
#define MAXINDENT 100 /* CPython's indentation stack size */
#define TABSIZE   8
#define EOFC      (-1)

enum rank { R_RAISES, R_STATE, R_UNCLOSED, R_PARSER, R_PARSER_FINAL };

typedef struct tk {
    const unsigned char *s;
    size_t len;
    size_t pos;        /* next byte to read */
    int virt_nl;       /* 0: not used, 1: the supplied final "\n" was returned */
    int need_line;     /* a "\n" was consumed; the next real read starts a new line */
    uint32_t line;     /* 1-based number of the line being read */
    size_t line_start; /* byte offset where that line starts */
    const char *filename;

    int level;
    unsigned char parenstack[MAXLEVEL];
    uint32_t parenline[MAXLEVEL];
    size_t parenls[MAXLEVEL];  /* byte offset of the start of the bracket's line */
    size_t parenpos[MAXLEVEL]; /* byte offset of the bracket; converted to a character
                                  column only when reported, so that long lines of
                                  brackets stay linear */

    int indent;
    int indstack[MAXINDENT];
    int altindstack[MAXINDENT];
    int atbol;
    int pendin;

    /* Token-level view of the current logical line, for the PARSER checks. */
    int ntok;                /* tokens so far in this logical line */
    int last_colon;          /* the last token was ':' */
    int prev_ended_colon;    /* the previous logical line ended with ':' */
    const unsigned char *kw; /* first token (after 'async') of the previous line */
    size_t kwlen;
    uint32_t kwline;
    int kw_star;                 /* the token after 'except' was '*' */
    const unsigned char *cur_kw; /* same, for the line being read */
    size_t cur_kwlen;
    uint32_t cur_kwline;
    int cur_kw_star;
    int cur_kw_idx; /* index of the keyword token in the current line (0 or 1) */
    int defer_stop; /* the caller's error is at a compound statement's start: wait
                       for the header's end before deciding (at_token) */
    uint32_t colon_line, colon_col;  /* the last ':' token (byte column) */
    uint32_t toks_past_stop;         /* tokens read since the caller's error */
    unsigned char lastkw[MAXINDENT]; /* per indentation level: the compound keyword
                                        of the last statement there (K_*), or 0 */
    unsigned char opener[MAXINDENT]; /* per level: the keyword of the header that
                                        opened it */

    /* Reporting. */
    uint32_t stop_line, stop_col; /* caller's parser error position (0: none) */
    int override;                 /* past a parser error: only RAISES/UNCLOSED count */
    int decided;                  /* pe_tokcheck_decided: override from the start */
    int have_pending;             /* pending holds a PARSER error of ours */
    pe_syntax_error pending;
    uint32_t pending_line; /* line of the parser error that is in effect */
    pe_syntax_error *err;
    int done;   /* scanning finished; result decided */
    int result; /* -1: *err holds the answer */
} tk;

/* ---- character access ---------------------------------------------------------- */

static int utf8_valid_len(const unsigned char *s, size_t n);

/* The line starting at line_start is being read: CPython checks each line for
 * invalid UTF-8 and then for null bytes when it reads it. */
static void on_new_line(tk *t);

static int nextc(tk *t) {
    if (t->done) return EOFC;
    if (t->pos >= t->len) {
        if (t->virt_nl == 0 && t->len > 0 && !t->need_line) {
            /* the last line lacks its "\n": CPython supplies one */
            t->virt_nl = 1;
            t->need_line = 1;
            return '\n';
        }
        if (t->virt_nl == 0 && t->len == 0) {
            t->virt_nl = 1;
            return EOFC;
        }
        return EOFC;
    }
    if (t->need_line) {
        t->need_line = 0;
        t->line++;
        t->line_start = t->pos;
        on_new_line(t);
        if (t->done) return EOFC;
    }
    unsigned char c = t->s[t->pos++];
    if (c == '\r') {
        if (t->pos < t->len && t->s[t->pos] == '\n') t->pos++;
        c = '\n';
    }
    if (c == '\n') t->need_line = 1;
    return c;
}

/* Un-reads the character just returned by nextc (c). Only used for characters that
 * are not newlines, so no line bookkeeping is undone; EOF is sticky. */
static void backup(tk *t, int c) {
    if (c == EOFC) return;
    if (c == '\n') {
        /* a newline that was read ahead; only happens in number/identifier lookahead,
           never across a newline that began a new line (need_line is still set) */
        if (t->virt_nl == 1 && t->pos >= t->len) {
            t->virt_nl = 0;
        } else {
            t->pos--;
            if (t->pos > 0 && t->s[t->pos] == '\n' && t->s[t->pos - 1] == '\r') t->pos--;
        }
        t->need_line = 0;
        return;
    }
    t->pos--;
}

/* Peeks at byte pos+k without reading (raw, no newline translation). */
static int peekraw(const tk *t, size_t k) {
    return t->pos + k < t->len ? t->s[t->pos + k] : EOFC;
}

/* Characters (code points, "\r\n" as one) in s[from, to). A truncated sequence
 * counts as one character, as CPython's "replace" decoding does. */
static uint32_t chars_between(const tk *t, size_t from, size_t to) {
    uint32_t n = 0;
    if (to > t->len) to = t->len;
    for (size_t i = from; i < to; i++) {
        unsigned char c = t->s[i];
        if ((c & 0xC0) == 0x80) continue;
        if (c == '\n' && i > from && t->s[i - 1] == '\r') continue;
        n++;
    }
    return n;
}

/* 0-based character column of the open bracket at level l. */
static uint32_t paren_col(const tk *t, int l) {
    return chars_between(t, t->parenls[l], t->parenpos[l]);
}

/* Offset CPython reports for "the read position": characters of the current line
 * up to it (the supplied final newline counts as one). */
static uint32_t cur_offset(const tk *t) {
    uint32_t n = chars_between(t, t->line_start, t->pos);
    if (t->virt_nl == 1 && t->pos >= t->len) n++; /* the supplied final newline */
    return n;
}

/* Length in characters of the current line including its newline (CPython's
 * tok->inp - tok->line_start). */
static uint32_t line_length(const tk *t) {
    size_t e = t->line_start;
    while (e < t->len && t->s[e] != '\n' && t->s[e] != '\r')
        e++;
    uint32_t n = chars_between(t, t->line_start, e);
    return n + 1; /* the newline, real or supplied */
}

/* ---- reporting ----------------------------------------------------------------- */

static void fill(pe_syntax_error *e, const char *type, uint32_t line, uint32_t col,
                 const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static void fill(pe_syntax_error *e, const char *type, uint32_t line, uint32_t col,
                 const char *fmt, ...) {
    memset(e, 0, sizeof *e);
    e->type = type;
    e->line = line;
    e->col = col;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
}

/* Decides what an error event means given the ranking rules (see the top). The
 * event's text is in *e. */
static void event(tk *t, enum rank r, const pe_syntax_error *e) {
    if (t->done) return;
    if (!t->override) {
        if (r == R_PARSER) {
            t->pending = *e;
            t->have_pending = 1;
            t->pending_line = e->line;
            t->override = 1;
            return;
        }
        *t->err = *e;
        t->result = -1;
        t->done = 1;
        return;
    }
    /* past a parser error */
    switch (r) {
    case R_RAISES:
        *t->err = *e;
        t->result = -1;
        t->done = 1;
        return;
    case R_UNCLOSED:
        if (e->line < t->pending_line) {
            *t->err = *e;
            t->result = -1;
            t->done = 1;
            return;
        }
        break;
    case R_STATE:
        /* CPython raises a tokenizer error as soon as the parser fetches its token,
           and the parser fetches the token after the one it fails at: a continuation
           error right after the caller's error token still wins ("a = 3 \ 4") */
        if (!t->have_pending && e->line && e->line == t->pending_line &&
            t->toks_past_stop <= 1) {
            *t->err = *e;
            t->result = -1;
            t->done = 1;
            return;
        }
        break;
    default: break;
    }
    if (r == R_PARSER) return; /* later parser errors are never reached */
    /* STATE, or an UNCLOSED that does not win: the scan ends with the parser error */
    if (t->have_pending) {
        *t->err = t->pending;
        t->result = -1;
    } else {
        t->result = 0;
    }
    t->done = 1;
}

/* A RAISES error whose offset is the read position. */
static void raise_here(tk *t, const char *msg) {
    pe_syntax_error e;
    fill(&e, "SyntaxError", t->line, cur_offset(t), "%s", msg);
    event(t, R_RAISES, &e);
}

/* ---- line checks --------------------------------------------------------------- */

static int utf8_valid_len(const unsigned char *s, size_t n) {
    /* CPython 3.11 valid_utf8(): rejects overlongs, surrogates and > U+10FFFF */
    unsigned char c = s[0];
    int expected;
    if (c < 0x80) return 1;
    if (c < 0xE0) {
        if (c < 0xC2) return 0;
        expected = 1;
    } else if (c < 0xF0) {
        if (n < 2) return 0;
        if (c == 0xE0 && s[1] < 0xA0) return 0;
        if (c == 0xED && s[1] >= 0xA0) return 0;
        expected = 2;
    } else if (c < 0xF5) {
        if (n < 2) return 0;
        if (s[1] < 0x90 ? c == 0xF0 : c == 0xF4) return 0;
        expected = 3;
    } else {
        return 0;
    }
    if ((size_t)expected >= n) return 0;
    for (int k = expected; k; k--)
        if (s[k] < 0x80 || s[k] >= 0xC0) return 0;
    return expected + 1;
}

static void on_new_line(tk *t) {
    size_t e = t->line_start;
    while (e < t->len && t->s[e] != '\n' && t->s[e] != '\r')
        e++;
    if (e < t->len) e += (t->s[e] == '\r' && e + 1 < t->len && t->s[e + 1] == '\n') ? 2 : 1;
    /* ensure_utf8() scans the line as a C string: up to the first NUL */
    for (size_t i = t->line_start; i < e && t->s[i];) {
        int n = utf8_valid_len(t->s + i, e - i);
        if (!n) {
            pe_syntax_error er;
            fill(&er, "SyntaxError", 0, 0,
                 "Non-UTF-8 code starting with '\\x%02x' in file %s on line %u, but no "
                 "encoding declared; see https://peps.python.org/pep-0263/ for details",
                 t->s[i], t->filename, t->line);
            event(t, R_RAISES, &er);
            return;
        }
        i += (size_t)n;
    }
    if (memchr(t->s + t->line_start, 0, e - t->line_start)) {
        pe_syntax_error er;
        fill(&er, "SyntaxError", t->line, 0, "source code cannot contain null bytes");
        event(t, R_RAISES, &er);
    }
}

/* ---- Unicode classes ----------------------------------------------------------- */

/* Decodes the (already validated) UTF-8 character at s[i]; *n gets its length. */
static int32_t decode_at(const tk *t, size_t i, int *n) {
    utf8proc_int32_t cp = 0;
    utf8proc_ssize_t k = utf8proc_iterate(t->s + i, (utf8proc_ssize_t)(t->len - i), &cp);
    if (k <= 0) {
        *n = 1;
        return 0xFFFD;
    }
    *n = (int)k;
    return cp;
}

/* XID_Start / XID_Continue, as _PyUnicode_IsXidStart/Continue: the general categories
 * give them except for the short lists of Other_ID_* and NFKC exclusions below
 * (derived once from python3's str.isidentifier over every code point). */
static int is_xid(int32_t c, int start) {
    static const int32_t not_start[] = {0x37A,  0xE33,  0xEB3,  0x2E2F, 0xFC5E, 0xFC5F,
                                        0xFC60, 0xFC61, 0xFC62, 0xFC63, 0xFDFA, 0xFDFB,
                                        0xFE70, 0xFE72, 0xFE74, 0xFE76, 0xFE78, 0xFE7A,
                                        0xFE7C, 0xFE7E, 0xFF9E, 0xFF9F};
    static const int32_t not_cont[] = {0x37A,  0x2E2F, 0xFC5E, 0xFC5F, 0xFC60, 0xFC61,
                                       0xFC62, 0xFC63, 0xFDFA, 0xFDFB, 0xFE70, 0xFE72,
                                       0xFE74, 0xFE76, 0xFE78, 0xFE7A, 0xFE7C, 0xFE7E};
    static const int32_t yes_start[] = {0x1885, 0x1886, 0x2118, 0x212E};
    static const int32_t yes_cont[] = {0xB7,   0x387,  0x1369, 0x136A, 0x136B,
                                       0x136C, 0x136D, 0x136E, 0x136F, 0x1370,
                                       0x1371, 0x19DA, 0x2118, 0x212E};
    if (c < 0x80) {
        if (c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return 1;
        return !start && c >= '0' && c <= '9';
    }
    const int32_t *no = start ? not_start : not_cont;
    size_t nno =
        start ? sizeof not_start / sizeof *not_start : sizeof not_cont / sizeof *not_cont;
    for (size_t i = 0; i < nno; i++)
        if (no[i] == c) return 0;
    const int32_t *yes = start ? yes_start : yes_cont;
    size_t nyes =
        start ? sizeof yes_start / sizeof *yes_start : sizeof yes_cont / sizeof *yes_cont;
    for (size_t i = 0; i < nyes; i++)
        if (yes[i] == c) return 1;
    switch (utf8proc_category(c)) {
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
    case UTF8PROC_CATEGORY_NL: return 1;
    case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_MC:
    case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_PC: return !start;
    default: return 0;
    }
}

/* Py_UNICODE_ISPRINTABLE */
static int is_printable(int32_t c) {
    if (c == ' ') return 1;
    switch (utf8proc_category(c)) {
    case UTF8PROC_CATEGORY_CC:
    case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_CS:
    case UTF8PROC_CATEGORY_CO:
    case UTF8PROC_CATEGORY_CN:
    case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP:
    case UTF8PROC_CATEGORY_ZS: return 0;
    default: return 1;
    }
}

static int is_ident_char(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c >= 128;
}
static int is_ident_start(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 128;
}
static int is_digit(int c) {
    return c >= '0' && c <= '9';
}
static int is_xdigit(int c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Compound-statement keywords, as small codes (0: none). */
enum {
    K_NONE,
    K_IF,
    K_ELIF,
    K_ELSE,
    K_WHILE,
    K_FOR,
    K_WITH,
    K_TRY,
    K_EXCEPT,
    K_FINALLY,
    K_DEF,
    K_CLASS,
    K_MATCH,
    K_CASE,
    K_ASYNC
};

static int kw_code(const unsigned char *p, size_t avail) {
    static const char *const kws[] = {"",    "if",    "elif",  "else",   "while",
                                      "for", "with",  "try",   "except", "finally",
                                      "def", "class", "match", "case",   "async"};
    for (int i = 1; i < (int)(sizeof kws / sizeof *kws); i++) {
        size_t n = strlen(kws[i]);
        if (n <= avail && memcmp(p, kws[i], n) == 0 && (n == avail || !is_ident_char(p[n])))
            return i;
    }
    return K_NONE;
}

/* verify_identifier(): the identifier occupies s[start, t->pos). Returns 0 when an
 * error was reported. */
static int verify_identifier(tk *t, size_t start) {
    size_t i = start;
    int first = 1;
    while (i < t->pos) {
        int n;
        int32_t c = decode_at(t, i, &n);
        if (!is_xid(c, first)) {
            /* CPython moves the read position to just after the bad character */
            t->pos = i + (size_t)n;
            pe_syntax_error e;
            if (is_printable(c)) {
                char buf[8];
                utf8proc_ssize_t k = utf8proc_encode_char(c, (utf8proc_uint8_t *)buf);
                buf[k > 0 ? k : 0] = 0;
                fill(&e, "SyntaxError", t->line, cur_offset(t),
                     "invalid character '%s' (U+%04X)", buf, (unsigned)c);
            } else {
                fill(&e, "SyntaxError", t->line, cur_offset(t),
                     "invalid non-printable character U+%04X", (unsigned)c);
            }
            event(t, R_RAISES, &e);
            return 0;
        }
        first = 0;
        i += (size_t)n;
    }
    return 1;
}

/* ---- numbers ------------------------------------------------------------------- */

static int lookahead(tk *t, const char *word) {
    for (size_t k = 0; word[k]; k++)
        if (peekraw(t, k) != (unsigned char)word[k]) return 0;
    return 1;
}

/* verify_end_of_number(): c was just read after the number. Returns 0 on error. */
static int end_of_number(tk *t, int c, const char *kind) {
    int r = 0;
    if (c == 'a')
        r = lookahead(t, "nd");
    else if (c == 'e')
        r = lookahead(t, "lse");
    else if (c == 'f')
        r = lookahead(t, "or");
    else if (c == 'i') {
        int c2 = peekraw(t, 0);
        r = c2 == 'f' || c2 == 'n' || c2 == 's';
    } else if (c == 'o')
        r = lookahead(t, "r");
    else if (c == 'n')
        r = lookahead(t, "ot");
    if (r) return 1; /* only a SyntaxWarning in 3.11 */
    /* 3.11 checks ASCII only: "1\u00e9" is a NUMBER then a NAME */
    if (c < 128 && is_ident_char(c)) {
        backup(t, c);
        char msg[64];
        snprintf(msg, sizeof msg, "invalid %s literal", kind);
        raise_here(t, msg);
        return 0;
    }
    return 1;
}

/* tok_decimal_tail(): returns the character after the digits, or -2 on error. */
static int decimal_tail(tk *t) {
    int c;
    for (;;) {
        do
            c = nextc(t);
        while (is_digit(c));
        if (c != '_') break;
        c = nextc(t);
        if (!is_digit(c)) {
            backup(t, c);
            raise_here(t, "invalid decimal literal");
            return -2;
        }
    }
    return c;
}

/* Scans a number whose first character c was read at byte `start`. Returns 0 on
 * error (reported), 1 otherwise; the read position is after the number. */
static int scan_number(tk *t, int c, size_t start) {
    if (c == '.') { /* ".5": the '.' and a digit were read */
        c = nextc(t);
        goto fraction_digits;
    }
    if (c == '0') {
        c = nextc(t);
        if (c == 'x' || c == 'X') {
            c = nextc(t);
            do {
                if (c == '_') c = nextc(t);
                if (!is_xdigit(c)) {
                    backup(t, c);
                    raise_here(t, "invalid hexadecimal literal");
                    return 0;
                }
                do
                    c = nextc(t);
                while (is_xdigit(c));
            } while (c == '_');
            if (!end_of_number(t, c, "hexadecimal")) return 0;
        } else if (c == 'o' || c == 'O' || c == 'b' || c == 'B') {
            int octal = c == 'o' || c == 'O';
            int top = octal ? '8' : '2';
            const char *kind = octal ? "octal" : "binary";
            char msg[64];
            c = nextc(t);
            do {
                if (c == '_') c = nextc(t);
                if (c < '0' || c >= top) {
                    if (is_digit(c)) {
                        snprintf(msg, sizeof msg, "invalid digit '%c' in %s literal", c,
                                 kind);
                    } else {
                        backup(t, c);
                        snprintf(msg, sizeof msg, "invalid %s literal", kind);
                    }
                    raise_here(t, msg);
                    return 0;
                }
                do
                    c = nextc(t);
                while (c >= '0' && c < top);
            } while (c == '_');
            if (is_digit(c)) {
                snprintf(msg, sizeof msg, "invalid digit '%c' in %s literal", c, kind);
                raise_here(t, msg);
                return 0;
            }
            if (!end_of_number(t, c, kind)) return 0;
        } else {
            int nonzero = 0;
            for (;;) {
                if (c == '_') {
                    c = nextc(t);
                    if (!is_digit(c)) {
                        backup(t, c);
                        raise_here(t, "invalid decimal literal");
                        return 0;
                    }
                }
                if (c != '0') break;
                c = nextc(t);
            }
            size_t zeros_end = t->pos;
            if (is_digit(c)) {
                nonzero = 1;
                c = decimal_tail(t);
                if (c == -2) return 0;
            }
            if (c == '.') {
                c = nextc(t);
                goto fraction_digits;
            }
            if (c == 'e' || c == 'E') goto exponent;
            if (c == 'j' || c == 'J') goto imaginary;
            if (nonzero) {
                /* syntaxerror_known_range(): byte columns, not characters */
                backup(t, c);
                pe_syntax_error e;
                fill(&e, "SyntaxError", t->line, (uint32_t)(start + 1 - t->line_start),
                     "leading zeros in decimal integer literals are not permitted; use an "
                     "0o prefix for octal integers");
                e.end_line = t->line;
                e.end_col = (uint32_t)(zeros_end - t->line_start);
                event(t, R_RAISES, &e);
                return 0;
            }
            if (!end_of_number(t, c, "decimal")) return 0;
        }
        backup(t, c);
        return 1;
    }
    /* decimal */
    backup(t, c);
    c = decimal_tail(t);
    if (c == -2) return 0;
    if (c == '.') {
        c = nextc(t);
    fraction_digits:
        if (is_digit(c)) {
            backup(t, c);
            c = decimal_tail(t);
            if (c == -2) return 0;
        }
    }
    if (c == 'e' || c == 'E') {
        int e;
    exponent:
        e = c;
        c = nextc(t);
        if (c == '+' || c == '-') {
            c = nextc(t);
            if (!is_digit(c)) {
                backup(t, c);
                raise_here(t, "invalid decimal literal");
                return 0;
            }
        } else if (!is_digit(c)) {
            backup(t, c);
            /* CPython checks the 'e' itself as the end of the number */
            if (!end_of_number(t, e, "decimal")) return 0;
            backup(t, e); /* "1else": the number ends before the 'e' */
            return 1;
        }
        backup(t, c);
        c = decimal_tail(t);
        if (c == -2) return 0;
    }
    if (c == 'j' || c == 'J') {
    imaginary:
        c = nextc(t);
        if (!end_of_number(t, c, "imaginary")) return 0;
    } else if (!end_of_number(t, c, "decimal")) {
        return 0;
    }
    backup(t, c);
    return 1;
}

/* ---- strings ------------------------------------------------------------------- */

/* The opening quote `quote` was just read; the token started at byte `start` of line
 * `first_line` (which starts at byte `first_ls`). Returns 0 on error. */
static int scan_string(tk *t, int quote, size_t start, uint32_t first_line,
                       size_t first_ls) {
    int quote_size = 1, end_quote_size = 0;
    int c = nextc(t);
    if (c == quote) {
        c = nextc(t);
        if (c == quote)
            quote_size = 3;
        else
            end_quote_size = 1; /* empty string */
    }
    if (c != quote) backup(t, c);
    while (end_quote_size != quote_size) {
        c = nextc(t);
        if (t->done) return 0;
        if (c == EOFC || (quote_size == 1 && c == '\n')) {
            /* reported at the token start, on its first line */
            pe_syntax_error e;
            uint32_t col = chars_between(t, first_ls, start + 1);
            if (quote_size == 3)
                fill(&e, "SyntaxError", first_line, col,
                     "unterminated triple-quoted string literal (detected at line %u)",
                     t->line);
            else
                fill(&e, "SyntaxError", first_line, col,
                     "unterminated string literal (detected at line %u)", t->line);
            event(t, R_RAISES, &e);
            return 0;
        }
        if (c == quote) {
            end_quote_size++;
        } else {
            end_quote_size = 0;
            if (c == '\\') nextc(t);
        }
    }
    return 1;
}

/* ---- the token-level parser checks ----------------------------------------------- */

static int kw_is(const tk *t, const char *w) {
    size_t n = strlen(w);
    return t->kwlen == n && memcmp(t->kw, w, n) == 0;
}

/* The previous logical line ended with ':' and the next token is not an INDENT:
 * CPython's invalid_*_stmt rules say "expected an indented block after ...". The
 * error sits at the next token (line, offset as CPython computes it). */
static void expected_block(tk *t, uint32_t line, uint32_t col) {
    static const char *const stmts[] = {"if",  "elif",   "else",    "while", "for", "with",
                                        "try", "except", "finally", "match", "case"};
    char what[64];
    what[0] = 0;
    if (kw_is(t, "def")) {
        snprintf(what, sizeof what, "function definition on line %u", t->kwline);
    } else if (kw_is(t, "class")) {
        snprintf(what, sizeof what, "class definition on line %u", t->kwline);
    } else {
        for (size_t i = 0; i < sizeof stmts / sizeof *stmts; i++)
            if (kw_is(t, stmts[i])) {
                int star = t->kw_star && strcmp(stmts[i], "except") == 0;
                snprintf(what, sizeof what, "'%s%s' statement on line %u", stmts[i],
                         star ? "*" : "", t->kwline);
                break;
            }
    }
    if (!what[0]) return; /* not a compound statement: some other parser error */
    pe_syntax_error e;
    fill(&e, "IndentationError", line, col, "expected an indented block after %s", what);
    event(t, R_PARSER, &e);
}

/* Called for every token other than NEWLINE/INDENT/DEDENT/ENDMARKER that starts at
 * byte `start`, with `op` its single-character operator or 0. */
static void on_token(tk *t, size_t start, size_t end, int op) {
    if (t->ntok == 0) t->cur_kw_idx = 0;
    if (t->ntok == t->cur_kw_idx) {
        if (end - start == 5 && memcmp(t->s + start, "async", 5) == 0 && t->ntok == 0) {
            t->cur_kw_idx = 1;
        } else {
            t->cur_kw = t->s + start;
            t->cur_kwlen = end - start;
            t->cur_kwline = t->line;
            t->cur_kw_star = 0;
        }
    } else if (t->ntok == t->cur_kw_idx + 1 && op == '*') {
        t->cur_kw_star = 1;
    }
    t->ntok++;
    if (t->override && !t->have_pending) t->toks_past_stop++;
    t->last_colon = op == ':';
    if (op == ':') {
        t->colon_line = t->line;
        t->colon_col = (uint32_t)(start - t->line_start);
    }
}

/* ---- the scanner --------------------------------------------------------------- */

static void enter_override(tk *t);

static void end_logical_line(tk *t) {
    t->prev_ended_colon = t->last_colon && t->ntok > 0;
    if (t->defer_stop && !t->prev_ended_colon) enter_override(t);
    t->lastkw[t->indent] =
        t->cur_kw ? (unsigned char)kw_code(t->cur_kw, t->cur_kwlen) : (unsigned char)K_NONE;
    t->kw = t->cur_kw;
    t->kwlen = t->cur_kwlen;
    t->kwline = t->cur_kwline;
    t->kw_star = t->cur_kw_star;
    t->ntok = 0;
    t->last_colon = 0;
    t->cur_kw = NULL;
    t->cur_kwlen = 0;
}

/* Start of a token at byte `start` on the current line: enters override mode when
 * the caller's parser error is at or before it. */
/* Is the compound statement starting at byte `start` one CPython could parse as a
 * header here? The clauses that continue a statement need the right one before them
 * at the same indentation (or, for 'case', a 'match' opening the block). */
static int compound_kw_at(const tk *t, size_t start) {
    int k = kw_code(t->s + start, t->len - start);
    int prev = t->lastkw[t->indent];
    switch (k) {
    case K_NONE: return 0;
    case K_ELIF: return prev == K_IF || prev == K_ELIF;
    case K_ELSE:
        return prev == K_IF || prev == K_ELIF || prev == K_FOR || prev == K_WHILE ||
               prev == K_EXCEPT;
    case K_EXCEPT: return prev == K_TRY || prev == K_EXCEPT;
    case K_FINALLY: return prev == K_TRY || prev == K_EXCEPT || prev == K_ELSE;
    case K_CASE:
        return prev == K_CASE || (t->indent > 0 && t->opener[t->indent] == K_MATCH);
    default: return 1;
    }
}

static void enter_override(tk *t) {
    t->override = 1;
    t->defer_stop = 0;
    t->pending_line = t->stop_line;
}

static void at_token(tk *t, size_t start) {
    if (t->override || !t->stop_line || t->defer_stop) return;
    uint32_t col = (uint32_t)(start - t->line_start);
    if (t->ntok == 0 && t->line == t->stop_line && col <= t->stop_col &&
        t->stop_col <= col + 1 && compound_kw_at(t, start)) {
        /* The caller blames the start of a compound statement. tree-sitter does that
           when the block after a good header is missing, where CPython says
           "expected an indented block after ..."; so the header is read first and
           the decision waits for the next line (end_logical_line, check_block). */
        t->defer_stop = 1;
        return;
    }
    if (t->line > t->stop_line || (t->line == t->stop_line && col >= t->stop_col))
        enter_override(t);
}

/* The continuation after a backslash (tok_continuation_line). Returns 0 on error. */
static int continuation(tk *t) {
    int c = nextc(t);
    if (c != '\n') {
        pe_syntax_error e;
        /* CPython: column of the character after the backslash, plus one */
        fill(&e, "SyntaxError", t->line, cur_offset(t),
             "unexpected character after line continuation character");
        event(t, R_STATE, &e);
        return 0;
    }
    c = nextc(t);
    if (c == EOFC) {
        if (t->done) return 0;
        pe_syntax_error e;
        if (t->level) {
            int l = t->level - 1;
            fill(&e, "SyntaxError", t->parenline[l], paren_col(t, l) + 1,
                 "'%c' was never closed", t->parenstack[l]);
            event(t, R_UNCLOSED, &e);
        } else {
            fill(&e, "SyntaxError", t->line, line_length(t),
                 "unexpected EOF while parsing");
            event(t, R_STATE, &e);
        }
        return 0;
    }
    backup(t, c);
    return 1;
}

/* Handles indentation at the beginning of a line. Returns 0 when scanning must stop,
 * 1 to go on; *blank says whether the line is blank/comment-only. */
static int indentation(tk *t, int *blank) {
    int col = 0, altcol = 0, cont_line_col = 0, c;
    for (;;) {
        c = nextc(t);
        if (c == ' ') {
            col++;
            altcol++;
        } else if (c == '\t') {
            col = (col / TABSIZE + 1) * TABSIZE;
            altcol = altcol + 1;
        } else if (c == '\014') {
            col = altcol = 0;
        } else if (c == '\\') {
            cont_line_col = cont_line_col ? cont_line_col : col;
            if (!continuation(t)) return 0;
        } else {
            break;
        }
    }
    if (t->done) return 0;
    backup(t, c);
    *blank = c == '#' || c == '\n';
    if (c == EOFC) *blank = 0;
    if (*blank || t->level != 0) return 1;
    if (cont_line_col) col = altcol = cont_line_col;
    pe_syntax_error e;
    if (col == t->indstack[t->indent]) {
        if (altcol != t->altindstack[t->indent]) goto tabspace;
    } else if (col > t->indstack[t->indent]) {
        if (t->indent + 1 >= MAXINDENT) {
            fill(&e, "IndentationError", t->line, 1, "too many levels of indentation");
            event(t, R_STATE, &e);
            return 0;
        }
        if (altcol <= t->altindstack[t->indent]) goto tabspace;
        t->pendin++;
        t->indent++;
        t->indstack[t->indent] = col;
        t->altindstack[t->indent] = altcol;
        t->opener[t->indent] = t->kw ? (unsigned char)kw_code(t->kw, t->kwlen) : 0;
        t->lastkw[t->indent] = K_NONE;
    } else {
        while (t->indent > 0 && col < t->indstack[t->indent]) {
            t->pendin--;
            t->indent--;
        }
        if (col != t->indstack[t->indent]) {
            fill(&e, "IndentationError", t->line,
                 c == EOFC ? line_length(t) : line_length(t),
                 "unindent does not match any outer indentation level");
            event(t, R_STATE, &e);
            return 0;
        }
        if (altcol != t->altindstack[t->indent]) goto tabspace;
    }
    return 1;
tabspace:
    fill(&e, "TabError", t->line, 1, "inconsistent use of tabs and spaces in indentation");
    event(t, R_STATE, &e);
    return 0;
}

/* Past the caller's error, a missing block is still reported when the caller blames
 * the header's ':' or what follows it (up to this line): that is where CPython's
 * parser meets the missing INDENT, and its message is the specific one. */
static int caller_blames_block(const tk *t) {
    return t->override && !t->have_pending && t->stop_line && t->prev_ended_colon &&
           t->stop_line <= t->line &&
           (t->stop_line > t->colon_line ||
            (t->stop_line == t->colon_line && t->stop_col > t->colon_col));
}

/* After the indentation of a non-blank line at level 0 has been decided: the
 * parser's view of INDENT tokens. */
static void check_block(tk *t) {
    if (t->override && t->pendin <= 0 && caller_blames_block(t)) {
        t->override = 0; /* expected_block's error is then the answer */
        uint32_t here = cur_offset(t);
        int c = peekraw(t, 0);
        expected_block(t, t->line, (t->pendin < 0 || c == EOFC) ? here : here + 1);
        t->override = 1;
        t->pendin = 0;
        t->prev_ended_colon = 0;
        return;
    }
    if (t->override) {
        /* an unexpected indent wins if CPython's parser gets this far, and nothing
           replaces it: whether a tokenizer error later on is reported depends on
           where the parser stops */
        if (t->decided && t->pendin > 0 && !t->prev_ended_colon) {
            t->result = 0;
            t->done = 1;
        }
        t->pendin = 0;
        return;
    }
    /* CPython reports INDENT/DEDENT errors at the read position (after the
       indentation), without the +1 of ordinary tokens */
    uint32_t here = cur_offset(t);
    if (t->defer_stop && t->pendin > 0) {
        /* the block is there: the caller's error stands */
        enter_override(t);
        t->pendin = 0;
        return;
    }
    t->defer_stop = 0;
    if (t->pendin > 0) {
        if (!t->prev_ended_colon) {
            pe_syntax_error e;
            fill(&e, "IndentationError", t->line, here, "unexpected indent");
            /* not replaced by later tokenizer errors */
            if (!t->override) {
                *t->err = e;
                t->result = -1;
                t->done = 1;
            }
        }
    } else if (t->prev_ended_colon) {
        int c = peekraw(t, 0);
        if (t->pendin < 0 || c == EOFC)
            expected_block(t, t->line, here);
        else
            expected_block(t, t->line, here + 1);
    }
    t->pendin = 0;
    t->prev_ended_colon = 0;
}

static void scan(tk *t) {
    int c;
    int blank = 0;
    t->atbol = 1;
    for (;;) {
    nextline:
        if (t->done) return;
        blank = 0;
        if (t->atbol) {
            t->atbol = 0;
            if (!indentation(t, &blank)) return;
            if (!blank && t->level == 0) {
                int c0 = peekraw(t, 0);
                if (c0 != EOFC || t->pendin != 0) {
                    /* INDENT/DEDENT come before the line's first token: a caller's
                       error on an earlier line is before them, one on this line is
                       not (at_token sees this line's tokens afterwards) */
                    if (!t->override && !t->defer_stop && t->stop_line &&
                        t->line > t->stop_line)
                        enter_override(t);
                    check_block(t);
                    if (t->done) return;
                }
            }
        }
    again:;
        size_t start;
        do {
            start = t->pos;
            c = nextc(t);
        } while (c == ' ' || c == '\t' || c == '\014');
        if (t->done) return;
        if (c == '#') {
            while (c != EOFC && c != '\n') {
                start = t->pos;
                c = nextc(t);
            }
            if (t->done) return;
        }
        if (c == EOFC) {
            pe_syntax_error e;
            if (t->level) {
                int l = t->level - 1;
                fill(&e, "SyntaxError", t->parenline[l], paren_col(t, l) + 1,
                     "'%c' was never closed", t->parenstack[l]);
                event(t, R_UNCLOSED, &e);
                return;
            }
            /* ENDMARKER (after any DEDENTs): a block was still expected? */
            at_token(t, t->pos);
            if (caller_blames_block(t)) t->override = 0;
            if (!t->override && t->prev_ended_colon)
                expected_block(t, t->line, line_length(t));
            else if (t->defer_stop)
                enter_override(t);
            if (!t->done) {
                if (t->have_pending) {
                    *t->err = t->pending;
                    t->result = -1;
                } else {
                    t->result = 0;
                }
                t->done = 1;
            }
            return;
        }
        /* the token (NEWLINE included) starts at `start` on the current line; a
           NEWLINE read at the end of a line has not moved to the next line yet */
        if (c != '\n' || (!blank && t->level == 0)) at_token(t, start);
        if (is_ident_start(c)) {
            int saw_b = 0, saw_r = 0, saw_u = 0, saw_f = 0, all_prefix = 1;
            for (;;) {
                if (!(saw_b || saw_u || saw_f) && (c == 'b' || c == 'B'))
                    saw_b = 1;
                else if (!(saw_b || saw_u || saw_r || saw_f) && (c == 'u' || c == 'U'))
                    saw_u = 1;
                else if (!(saw_r || saw_u) && (c == 'r' || c == 'R'))
                    saw_r = 1;
                else if (!(saw_f || saw_b || saw_u) && (c == 'f' || c == 'F'))
                    saw_f = 1;
                else
                    break;
                c = nextc(t);
                if (c == '"' || c == '\'') {
                    uint32_t fl = t->line;
                    size_t fls = t->line_start;
                    if (!scan_string(t, c, start, fl, fls)) return;
                    on_token(t, start, t->pos, 0);
                    goto again;
                }
            }
            int nonascii = 0;
            while (is_ident_char(c)) {
                if (c >= 128) nonascii = 1;
                if (c == '_' || (c >= '0' && c <= '9') || c >= 128) all_prefix = 0;
                if (!(c == 'b' || c == 'B' || c == 'u' || c == 'U' || c == 'r' ||
                      c == 'R' || c == 'f' || c == 'F'))
                    all_prefix = 0;
                c = nextc(t);
            }
            backup(t, c);
            if (nonascii && !verify_identifier(t, start)) return;
            on_token(t, start, t->pos, 0);
            /* 'ur"x"', 'bu"x"', 'fb"x"': a NAME of prefix letters glued to a string,
               which CPython's parser rejects at the string */
            if (all_prefix && (c == '"' || c == '\'') && !t->override) {
                pe_syntax_error e;
                fill(&e, "SyntaxError", t->line, cur_offset(t) + 1, "invalid syntax");
                event(t, R_PARSER, &e);
            }
            continue;
        }
        if (c == '\n') {
            t->atbol = 1;
            if (blank || t->level > 0) goto nextline;
            if (t->ntok > 0) end_logical_line(t);
            continue;
        }
        if (c == '.') {
            int c2 = nextc(t);
            if (is_digit(c2)) {
                backup(t, c2);
                if (!scan_number(t, '.', start)) return;
                on_token(t, start, t->pos, 0);
                continue;
            }
            backup(t, c2);
            on_token(t, start, t->pos, '.');
            continue;
        }
        if (is_digit(c)) {
            if (!scan_number(t, c, start)) return;
            on_token(t, start, t->pos, 0);
            continue;
        }
        if (c == '\'' || c == '"') {
            if (!scan_string(t, c, start, t->line, t->line_start)) return;
            on_token(t, start, t->pos, 0);
            continue;
        }
        if (c == '\\') {
            if (!continuation(t)) return;
            goto again;
        }
        /* operators: only the brackets and the characters that are no token matter;
           a multi-character operator never contains a bracket, so reading operators
           one character at a time finds the same brackets */
        switch (c) {
        case '(':
        case '[':
        case '{':
            if (t->level >= MAXLEVEL) {
                raise_here(t, "too many nested parentheses");
                return;
            }
            t->parenstack[t->level] = (unsigned char)c;
            t->parenline[t->level] = t->line;
            t->parenls[t->level] = t->line_start;
            t->parenpos[t->level] = start;
            t->level++;
            break;
        case ')':
        case ']':
        case '}': {
            if (!t->level) {
                char msg[32];
                snprintf(msg, sizeof msg, "unmatched '%c'", c);
                raise_here(t, msg);
                return;
            }
            t->level--;
            int o = t->parenstack[t->level];
            if (!((o == '(' && c == ')') || (o == '[' && c == ']') ||
                  (o == '{' && c == '}'))) {
                char msg[96];
                if (t->parenline[t->level] != t->line)
                    snprintf(msg, sizeof msg,
                             "closing parenthesis '%c' does not match opening parenthesis "
                             "'%c' on line %u",
                             c, o, t->parenline[t->level]);
                else
                    snprintf(msg, sizeof msg,
                             "closing parenthesis '%c' does not match opening parenthesis "
                             "'%c'",
                             c, o);
                raise_here(t, msg);
                return;
            }
            break;
        }
        default: break;
        }
        if (c < 0x20 || c == 0x7F) {
            char msg[48];
            snprintf(msg, sizeof msg, "invalid non-printable character U+%04X",
                     (unsigned)c);
            raise_here(t, msg);
            return;
        }
        int op = c;
        if (c == '!' && peekraw(t, 0) == '=') {
            nextc(t);
            op = 0;
        } else if (c == '$' || c == '?' || c == '`' || c == '!') {
            /* no such token: the parser's generic "invalid syntax" at it */
            if (!t->override) {
                pe_syntax_error e;
                fill(&e, "SyntaxError", t->line, cur_offset(t), "invalid syntax");
                event(t, R_PARSER, &e);
            }
        } else if (c == '-' && peekraw(t, 0) == '>') {
            nextc(t);
            op = 0;
        } else if (c == ':' && peekraw(t, 0) == '=') {
            nextc(t);
            op = 0;
        }
        on_token(t, start, t->pos, op);
    }
}

static int tokcheck_run(const char *src, size_t len, const char *filename,
                        uint32_t stop_line, uint32_t stop_col, int decided,
                        pe_syntax_error *err) {
    tk t;
    memset(&t, 0, sizeof t);
    t.override = t.decided = decided;
    memset(err, 0, sizeof *err);
    t.s = (const unsigned char *)src;
    t.len = len;
    t.filename = filename ? filename : "<string>";
    t.stop_line = stop_line;
    t.stop_col = stop_col;
    t.err = err;
    /* A UTF-8 byte order mark is skipped, as CPython's tokenizer does. */
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0) {
        t.s += 3;
        t.len -= 3;
    }
    t.line = 1;
    t.line_start = 0;
    if (t.len > 0) on_new_line(&t);
    if (!t.done) scan(&t);
    if (t.result < 0) return -1;
    memset(err, 0, sizeof *err);
    return 0;
}

int pe_tokcheck_ex(const char *src, size_t len, const char *filename, uint32_t stop_line,
                   uint32_t stop_col, pe_syntax_error *err) {
    return tokcheck_run(src, len, filename, stop_line, stop_col, 0, err);
}

int pe_tokcheck(const char *src, size_t len, pe_syntax_error *err) {
    return pe_tokcheck_ex(src, len, NULL, 0, 0, err);
}

/* As if the parser had failed before the first token: a RAISES error is then the
 * answer wherever the parser really stops (before it: CPython's rest-of-file scan
 * finds it; at or after it: the tokenizer raises it when the parser fetches the
 * token). A STATE error or an unexpected indent first leaves it to the parser. */
int pe_tokcheck_decided(const char *src, size_t len, const char *filename,
                        pe_syntax_error *err) {
    return tokcheck_run(src, len, filename, 0, 0, 1, err);
}
