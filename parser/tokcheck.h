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

#endif
