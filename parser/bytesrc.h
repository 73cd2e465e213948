/*
 * bytesrc.h - source given to compile()/exec()/eval() as bytes that are not valid UTF-8.
 *
 * A file is decoded whole, and CPython reports its first invalid byte ("Non-UTF-8 code
 * starting with ..."; parse.c does that). Bytes given to compile/exec/eval are decoded
 * by CPython 3.11's string tokenizer token by token instead: invalid bytes in a comment
 * pass unnoticed, and elsewhere the token that holds them fails with "(unicode error)
 * 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte", the
 * position counted in that token (a name), in the string's body, or, in a string with
 * backslash escapes, in the run of non-ASCII bytes that holds them. This module finds
 * which it is.
 */
#ifndef PE_BYTESRC_H
#define PE_BYTESRC_H

#include <stddef.h>

#include "parse.h"

/* Whether s[0..n) is valid UTF-8 by CPython's rules (no overlongs, surrogates or
 * code points past U+10FFFF). Cannot fail. */
int pe_bytesrc_valid(const char *s, size_t n);

/*
 * s[0..n) is not valid UTF-8. Copies it to out[0..n) with every invalid byte that is
 * inside a comment replaced by '?', and returns 0 when those were all; the copy is
 * then the source to parse. Otherwise returns -1 and fills *err with CPython's error
 * for the first token holding invalid bytes (msg, line, col; col is a 1-based byte
 * offset, which is what CPython reports for these), and sets *line_start, *line_len to
 * the byte range of that line in s (without its newline) for SyntaxError.text.
 * Cannot fail.
 */
int pe_bytesrc_check(const char *s, size_t n, char *out, pe_syntax_error *err,
                     size_t *line_start, size_t *line_len);

/* Writes s[0..n) to out decoded as CPython's errors="replace" does (each invalid
 * range becomes U+FFFD); out needs 3 * n bytes. Returns the bytes written. Cannot
 * fail. */
size_t pe_bytesrc_replace(const char *s, size_t n, char *out);

#endif
