/*
 * traceback.h - recording where an exception travelled, and printing it as CPython 3.11
 * does ("Traceback (most recent call last):", File/line/function lines, the source
 * line, the ^^^^ markers under the failing expression when it does not span the whole
 * line, chained exceptions with "The above exception was the direct cause..." /
 * "During handling of the above exception...").
 *
 * Parsed modules (pe_ast) are kept alive by the VM for its whole lifetime, so a
 * traceback entry may point at one without a reference.
 */
#ifndef PE_TRACEBACK_H
#define PE_TRACEBACK_H

#include "../parser/ast.h"
#include "object.h"

/* One line of a traceback: a frame's position when the exception passed through. */
typedef struct pe_tb_entry {
    const pe_ast *ast;   /* source and filename of the module the code came from */
    pe_str *funcname;    /* "<module>", "f", "<lambda>", "<listcomp>" ... (interned) */
    uint32_t line, end_line, col, end_col; /* of the failing expression/statement */
} pe_tb_entry;

/* Appends an entry to the traceback of the pending exception (the evaluator calls this
 * once per frame the exception leaves, innermost first, as CPython's tb_next chain is
 * built). If memory runs out the entry is dropped silently: reporting must never fail.
 * Does nothing for limit errors beyond recording the innermost line. */
void pe_tb_record(pe_vm *vm, const pe_ast *ast, pe_str *funcname, const pe_node *where);

/* Formats exception exc (borrowed) with its chain exactly as CPython's default
 * excepthook prints it, into a new str value; PE_NULL with MemoryError pending if that
 * fails. */
pe_value pe_tb_format(pe_vm *vm, pe_value exc) PE_MUST_CHECK;

#endif
