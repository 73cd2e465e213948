/*
 * traceback.h - recording where an exception travelled, and printing it as CPython 3.11
 * does ("Traceback (most recent call last):", File/line/function lines, the source
 * line, the ^^^^ markers under the failing expression when it does not span the whole
 * line, chained exceptions with "The above exception was the direct cause..." /
 * "During handling of the above exception...").
 *
 * A traceback entry holds a reference to its parsed module (eval/vm.h), taken by
 * pe_exc_tb_append and traceback objects' copies, so its node and source stay valid.
 */
#ifndef PE_TRACEBACK_H
#define PE_TRACEBACK_H

#include "../parser/ast.h"
#include "object.h"

/* One line of a traceback: a frame's position when the exception passed through. */
typedef struct pe_tb_entry {
    const pe_ast *ast; /* source and filename of the module the code came from (a
                          reference, owned by the array holding the entry) */
    pe_str *funcname;  /* "<module>", "f", "<lambda>", "<listcomp>" ... (interned) */
    uint32_t line, end_line, col, end_col; /* of the failing expression/statement */
    const pe_node *node; /* that node (for the ~~~^^^ anchors of BinOp/Subscript), or
                            NULL when unknown */
} pe_tb_entry;

/*
 * When to record (CPython calls PyTraceBack_Here whenever an instruction of a frame
 * fails, except for the re-raising ones):
 *   - once per frame, at the node whose evaluation failed in that frame: the failing
 *     expression in the frame where the error arose, the call expression in each caller
 *     the exception then reaches. This happens even if the frame itself catches it
 *     (`except E as e: raise X from e` prints e's traceback with that line);
 *   - not for a bare `raise`, the implicit re-raise at the end of `finally`, or an
 *     exception re-raised by `with` (call pe_tb_mark_frame for those instead).
 * pe_tb_record_frame makes "once per frame" automatic: it records only if this frame
 * has not recorded since the exception was last raised (pe_err_set/format/raise reset
 * that), so the evaluator may call it at every level of statement unwinding.
 *
 * If memory runs out the entry is dropped silently: reporting must never fail. Cannot
 * fail. Does nothing when no exception is pending.
 */
void pe_tb_record(pe_vm *vm, const pe_ast *ast, pe_str *funcname, const pe_node *where);

/* As pe_tb_record, deduplicated per frame: `frame` is any pointer unique to the running
 * frame while it runs (the pe_frame's address). */
void pe_tb_record_frame(pe_vm *vm, const void *frame, const pe_ast *ast, pe_str *funcname,
                        const pe_node *where);

/* Marks the pending exception as already recorded in `frame` (after a bare `raise`,
 * so the re-raise point is not added, as in CPython). Cannot fail. */
void pe_tb_mark_frame(pe_vm *vm, const void *frame);

/* Writes the formatted traceback of exc through pe_tb_format into a NUL-terminated
 * buffer from pe_mem (*out, *size bytes allocated including the NUL, for pe_mem_free).
 * Returns 0, or -1 when memory ran out (nothing pending, *out NULL). Used by
 * pyeval_last_error; it never leaves an exception pending. The memory limit is lifted
 * while formatting (the text is bounded by the traceback limit of 1000 entries plus
 * the message) so a memory-limit error can still be reported. */
int pe_tb_format_cstr(pe_vm *vm, pe_value exc, char **out, size_t *size) PE_MUST_CHECK;

/* The innermost recorded position of exc outside our frozen modules (so the program's
 * own line; line, 1-based column in characters), for
 * pyeval_error.line/column; 0/0 when there is none. SyntaxError: lineno/offset.
 * Cannot fail. */
void pe_tb_innermost(pe_vm *vm, pe_value exc, int *line, int *col);

/* Formats exception exc (borrowed) with its chain exactly as CPython's default
 * excepthook prints it, into a new str value; PE_NULL with MemoryError pending if that
 * fails. Calls str() of the exceptions (user __str__ may run: if it raises, the line
 * ends in ": <exception str() failed>" as in CPython). */
pe_value pe_tb_format(pe_vm *vm, pe_value exc) PE_MUST_CHECK;

#endif
