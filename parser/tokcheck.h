/*
 * tokcheck.h - tokenizer-level checks, with CPython's messages and positions.
 *
 * tree-sitter recovers from errors instead of stopping, so the line it blames is often
 * not CPython's. CPython reports tokenizer errors (unclosed/mismatched brackets,
 * unterminated strings, bad indentation, tabs/spaces, invalid characters, bad number
 * literals, too many nested parentheses, NUL bytes, invalid UTF-8) as soon as the
 * tokenizer reaches them. pe_tokcheck() runs an independent pass of Python's tokenizer
 * rules over the source and reports the first such error, so pe_parse() can give the
 * same class, message and line as CPython.
 */
#ifndef PE_TOKCHECK_H
#define PE_TOKCHECK_H

#include <stddef.h>

#include "parse.h"

/* Returns 0 when the source tokenizes cleanly. Otherwise returns -1 and fills *err
 * with the first tokenizer error (type, msg, line, col as CPython reports them).
 * Uses no heap memory beyond a fixed-size bracket/indent stack, so it cannot run out
 * of memory; input nesting beyond CPython's limits is itself an error. Cannot fail
 * otherwise.*/
int pe_tokcheck(const char *src, size_t len, pe_syntax_error *err);

/*
 * The same pass, for a caller whose own parser (tree-sitter and the lowering) has
 * found a syntax error at (stop_line, stop_col) (1-based line, 0-based byte column;
 * stop_line 0 = none), answering "what does CPython report?":
 *   - an error the tokenizer meets before that position wins (as in pe_tokcheck);
 *   - past it, CPython keeps tokenizing the rest of the file, and an exception-raising
 *     tokenizer error there (bad literal, string, character, bracket, null byte, ...)
 *     still replaces the parser's error; an indentation/continuation error ends that
 *     scan; an unclosed bracket wins only if it opened on a line before stop_line.
 * Because the caller's position comes from tree-sitter, which often blames the start
 * of the construct rather than CPython's failing token, three refinements apply:
 *   - a missing block ("expected an indented block after ...") is still reported
 *     when the caller blames the start of that compound statement or its ':' and
 *     beyond (tree-sitter blames the header for a missing block);
 *   - an indentation error on the caller's line, or a continuation error right after
 *     the caller's token ("a = 3 \ 4"), is reported (CPython's parser fetches one
 *     token past its failure, and the tokenizer error is raised then);
 *   - stop_col is compared with token starts: pass the blamed token's column + 1 to
 *     let tokenizer errors inside that token win.
 * Returns -1 with *err filled when the tokenizer's error is the one to report, 0 when
 * the caller's own error stands (err zeroed). filename appears in the "Non-UTF-8
 * code ... in file X" message (NULL: "<string>"); that error has line 0 because
 * CPython gives it no location.
 *
 * Besides tokenizer errors, both functions report the parser errors that the token
 * stream alone decides: IndentationError "unexpected indent" and "expected an
 * indented block after 'if' statement on line N" (and the other compound
 * statements), and "invalid syntax" at a stray '$', '?', '!', '`' or at a string glued
 * to a name of prefix letters ('ur"x"').
 */
int pe_tokcheck_ex(const char *src, size_t len, const char *filename, uint32_t stop_line,
                   uint32_t stop_col, pe_syntax_error *err);

/*
 * The tokenizer error CPython reports whatever its parser makes of the source: the
 * first exception-raising one (bad literal, string, character, bracket, null byte,
 * non-UTF-8) when no state error (indentation, continuation) or unexpected indent
 * comes before it. After a parser error CPython tokenizes the rest of the source and
 * such an error replaces the parser's; before one, the parser meets it first. So when
 * this finds one, the parse can be skipped: tree-sitter's error recovery over a large
 * garbage source costs seconds. Returns -1 with *err filled, or 0 (err zeroed) when
 * the parser's result decides. Cannot fail.
 */
int pe_tokcheck_decided(const char *src, size_t len, const char *filename,
                        pe_syntax_error *err);

#endif
