/*
 * warn.h - CPython 3.11's compile-time SyntaxWarnings.
 *
 * CPython's compiler warns about code that is valid but almost certainly a mistake:
 * `x is 1` ("is" with a literal), `[1, 2] [0, 1]` (a missing comma that makes a
 * subscript), `(1, 2)(3)` (a call of a literal), `assert (x, "msg")` (an assertion
 * that is always true). The warnings go to stderr when the code is compiled, so a
 * program that contains them prints them before it runs, and exec/eval/compile print
 * them every time they compile such a string.
 */
#ifndef PE_WARN_H
#define PE_WARN_H

#include <stdint.h>

#include "ast.h"

/* Receives one warning: the line CPython reports and the message text. */
typedef void (*pe_warn_fn)(void *ud, uint32_t line, const char *msg);

typedef struct pe_vm pe_vm;

/* Calls fn for every SyntaxWarning CPython 3.11 emits when compiling ast, in the order
 * its compiler emits them (a `finally` body and a `while` test are compiled twice, so
 * their warnings come twice; a class body comes before its bases). Cannot fail; where
 * the C stack runs low (core/stack.h, vm's bounds) it stops descending, so warnings
 * deeper than that are not reported. */
void pe_syntax_warnings(const pe_vm *vm, const pe_ast *ast, pe_warn_fn fn, void *ud);

#endif
