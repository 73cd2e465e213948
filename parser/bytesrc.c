/*
 * bytesrc.c - bytes source that is not valid UTF-8, read token by token as CPython
 * 3.11's string tokenizer does. See bytesrc.h.
 */
#include "bytesrc.h"

#include <stdio.h>
#include <string.h>

/* At s[0..n) (n >= 1): the length of the valid UTF-8 sequence starting there, or 0
 * with *bad the bytes of the error range and *why the reason, as CPython's decoder
 * (Objects/stringlib/codecs.h) reports them: a bad lead byte or a bad second byte is
 * one byte, a bad third or fourth byte covers the bytes before it, and a sequence cut
 * off by the end covers what is left. */
static size_t utf8_seq(const unsigned char *s, size_t n, size_t *bad, const char **why) {
    unsigned c = s[0];
    if (c < 0x80) return 1;
    if (c < 0xC2 || c > 0xF4) {
        *bad = 1;
        *why = "invalid start byte";
        return 0;
    }
    size_t need = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (n < 2) {
        *bad = n;
        *why = "unexpected end of data";
        return 0;
    }
    unsigned c2 = s[1];
    int ok = (c2 & 0xC0) == 0x80;
    if (need == 3) ok = ok && !(c == 0xE0 && c2 < 0xA0) && !(c == 0xED && c2 >= 0xA0);
    if (need == 4) ok = ok && !(c == 0xF0 && c2 < 0x90) && !(c == 0xF4 && c2 >= 0x90);
    if (!ok) {
        *bad = 1;
        *why = "invalid continuation byte";
        return 0;
    }
    for (size_t k = 2; k < need; k++) {
        if (n <= k) {
            *bad = n;
            *why = "unexpected end of data";
            return 0;
        }
        if ((s[k] & 0xC0) != 0x80) {
            *bad = k;
            *why = "invalid continuation byte";
            return 0;
        }
    }
    return need;
}

int pe_bytesrc_valid(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    size_t bad;
    const char *why;
    for (size_t i = 0; i < n;) {
        size_t k = utf8_seq(u + i, n - i, &bad, &why);
        if (!k) return 0;
        i += k;
    }
    return 1;
}

size_t pe_bytesrc_replace(const char *s, size_t n, char *out) {
    const unsigned char *u = (const unsigned char *)s;
    size_t o = 0, bad;
    const char *why;
    for (size_t i = 0; i < n;) {
        size_t k = utf8_seq(u + i, n - i, &bad, &why);
        if (k) {
            memcpy(out + o, s + i, k);
            o += k;
            i += k;
        } else {
            memcpy(out + o, "\xEF\xBF\xBD", 3);
            o += 3;
            i += bad;
        }
    }
    return o;
}

/* Decodes d[0..n) as CPython's PyUnicode_DecodeUTF8: 0 when valid, else -1 with the
 * "(unicode error) ..." message in msg. */
static int decode_error(const unsigned char *d, size_t n, char *msg, size_t cap) {
    size_t bad;
    const char *why;
    for (size_t i = 0; i < n;) {
        size_t k = utf8_seq(d + i, n - i, &bad, &why);
        if (k) {
            i += k;
            continue;
        }
        if (bad == 1)
            snprintf(msg, cap,
                     "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position "
                     "%zu: %s",
                     d[i], i, why);
        else
            snprintf(
                msg, cap,
                "(unicode error) 'utf-8' codec can't decode bytes in position %zu-%zu: "
                "%s",
                i, i + bad - 1, why);
        return -1;
    }
    return 0;
}

static int is_name_byte(unsigned char c) {
    return c >= 0x80 || c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9');
}

/* A string prefix CPython accepts (any case): r, u, b, f, br, rb, fr, rf. */
static int is_prefix(const unsigned char *p, size_t n) {
    char a[3] = {0, 0, 0};
    if (n == 0 || n > 2) return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = p[i];
        a[i] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    if (n == 1) return strchr("rubf", a[0]) != NULL;
    return (a[0] == 'b' && a[1] == 'r') || (a[0] == 'r' && a[1] == 'b') ||
           (a[0] == 'f' && a[1] == 'r') || (a[0] == 'r' && a[1] == 'f');
}

/* Fills the error for the token of s[0..n) starting at byte `tok`, reported at byte
 * `at` (its line, and the 1-based byte column there: CPython's offset); end_col is set
 * when end_at is not 0. SyntaxError.text is the tokenizer's buffer: from the start of
 * the token's line, taking in the lines a `\` continues, to the end of `at`'s line.
 * Returns -1. */
static int fail_at(const unsigned char *s, size_t n, pe_syntax_error *err, size_t tok,
                   size_t at, size_t end_at, size_t *ls, size_t *ll) {
    uint32_t line = 1;
    size_t start = 0;
    for (size_t i = 0; i < at && i < n; i++)
        if (s[i] == '\n') {
            line++;
            start = i + 1;
        }
    size_t text = tok;
    while (text > 0 && s[text - 1] != '\n')
        text--;
    while (text >= 2 && s[text - 2] == '\\') {
        text--;
        while (text > 0 && s[text - 1] != '\n')
            text--;
    }
    size_t end = start;
    while (end < n && s[end] != '\n')
        end++;
    err->type = "SyntaxError";
    err->line = line;
    err->col = (uint32_t)(at - start + 1);
    if (end_at) {
        err->end_line = line;
        err->end_col = (uint32_t)(end_at - start + 1);
    }
    *ls = text;
    *ll = end - text;
    return -1;
}

int pe_bytesrc_check(const char *src, size_t n, char *out, pe_syntax_error *err,
                     size_t *line_start, size_t *line_len) {
    memset(err, 0, sizeof *err);
    memcpy(out, src, n);
    const unsigned char *s = (const unsigned char *)src;
    size_t bad;
    const char *why;
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        if (c == '#') {
            /* a comment: its bytes are never decoded */
            while (i < n && s[i] != '\n') {
                size_t k = utf8_seq(s + i, n - i, &bad, &why);
                if (k) {
                    i += k;
                } else {
                    memset(out + i, '?', bad);
                    i += bad;
                }
            }
            continue;
        }
        size_t tok = i, pre = 0;
        if (c >= '0' && c <= '9') {
            /* a number: ASCII only, so a non-ASCII byte starts the next token */
            while (i < n && s[i] < 0x80 && (is_name_byte(s[i]) || s[i] == '.'))
                i++;
            continue;
        }
        if (is_name_byte(c)) {
            size_t j = i;
            while (j < n && is_name_byte(s[j]))
                j++;
            if (j < n && (s[j] == '"' || s[j] == '\'') && is_prefix(s + i, j - i)) {
                pre = j - i; /* a string with a prefix */
                i = j;
            } else {
                /* a name: decoded whole when it holds non-ASCII, and reported at its
                 * end (the tokenizer's position) */
                if (decode_error(s + tok, j - tok, err->msg, sizeof err->msg) < 0)
                    return fail_at(s, n, err, tok, j - 1, 0, line_start, line_len);
                i = j;
                continue;
            }
        }
        c = s[i];
        if (c != '"' && c != '\'') {
            i++;
            continue;
        }
        /* a string token: s[tok..) is the prefix, then the quotes */
        int raw = 0, bytes = 0;
        for (size_t k = tok; k < tok + pre; k++) {
            unsigned char p = s[k] | 0x20;
            raw |= p == 'r';
            bytes |= p == 'b';
        }
        int triple = i + 2 < n && s[i + 1] == c && s[i + 2] == c;
        size_t body = i + (triple ? 3 : 1), j = body, body_end;
        int escapes = 0;
        for (;;) {
            if (j >= n || (!triple && s[j] == '\n')) {
                body_end = j; /* unterminated: the parser reports it */
                break;
            }
            if (s[j] == '\\') {
                escapes = 1;
                j += 2;
                continue;
            }
            if (s[j] == c && (!triple || (j + 2 < n && s[j + 1] == c && s[j + 2] == c))) {
                body_end = j;
                j += triple ? 3 : 1;
                break;
            }
            j++;
        }
        if (j > n) j = n;
        if (body_end > n) body_end = n;
        if (!pe_bytesrc_valid((const char *)s + body, body_end - body)) {
            if (bytes) {
                snprintf(err->msg, sizeof err->msg,
                         "bytes can only contain ASCII literal characters");
                return fail_at(s, n, err, tok, tok, j, line_start, line_len);
            }
            if (raw || !escapes) {
                (void)decode_error(s + body, body_end - body, err->msg, sizeof err->msg);
            } else {
                /* with escapes, each run of non-ASCII bytes is decoded on its own */
                for (size_t r = body; r < body_end;) {
                    if (s[r] < 0x80) {
                        r += s[r] == '\\' ? 2 : 1;
                        continue;
                    }
                    size_t e = r;
                    while (e < body_end && s[e] >= 0x80)
                        e++;
                    if (decode_error(s + r, e - r, err->msg, sizeof err->msg) < 0) break;
                    r = e;
                }
            }
            /* CPython's parser decodes the string once it has fetched the token after
             * it, and reports there: the next non-blank character on the line (a
             * comment's '#' for the NEWLINE after it), or the line's end */
            size_t at = j;
            while (at < n && (s[at] == ' ' || s[at] == '\t' || s[at] == '\f'))
                at++;
            return fail_at(s, n, err, tok, at, at, line_start, line_len);
        }
        i = j;
    }
    return 0;
}
