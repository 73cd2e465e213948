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

/*
 * Reporting is bounded (docs/security.md, "Reporting"). Every report is formatted
 * under all the run's limits (memory, operations, time): the memory limit is never
 * lifted, and user code it calls (__str__, __notes__) runs like any other. Each
 * report has a byte budget: formatting stops producing once the text reaches it (the
 * chain is not walked further and no more str() runs), and the text then ends with
 * one line "pyeval: traceback cut at the output limit (N bytes)" (or "... at the
 * memory limit" when memory refused the text's buffer). A limit error raised by user
 * code while formatting stops the report and is left pending, so the run ends with
 * that limit's status.
 */

/* The budget of a report nobody writes to the output: pyeval_last_error's copy when
 * max_output is 0 (otherwise max_output is its budget). */
#define PE_TB_REPORT_MAX ((size_t)1 << 20)

/* The budget of a report about to be written to the output now (pe_vm_write): the
 * room left under max_output plus one byte, so a text that does not fit meets the
 * output limit when written; PE_TB_REPORT_MAX when output is unlimited. *why gets the
 * name the cut line gives the budget. Cannot fail. */
size_t pe_tb_output_budget(const pe_vm *vm, const char **why);

/* As pe_tb_format, into a NUL-terminated buffer from pe_mem (*out, *size bytes
 * allocated including the NUL, for pe_mem_free). Returns 0, or -1 with *out NULL:
 * either no memory (nothing pending) or a limit error raised by user code while
 * formatting, which is left pending (pe_err_is_limit). Used by pyeval_last_error. */
int pe_tb_format_cstr(pe_vm *vm, pe_value exc, size_t budget, const char *why, char **out,
                      size_t *size) PE_MUST_CHECK;

/* A limit error's report without allocating and without running user code: its own
 * traceback entries and "Type: message" line (no chain) written into buf (cap bytes,
 * NUL-terminated; cut with the cut line when it does not fit). Returns the length.
 * Cannot fail. */
size_t pe_tb_format_limit(pe_vm *vm, pe_value exc, char *buf, size_t cap);

/* The innermost recorded position of exc outside our frozen modules (so the program's
 * own line; line, 1-based column in characters), for
 * pyeval_error.line/column; 0/0 when there is none. SyntaxError: lineno/offset.
 * Cannot fail. */
void pe_tb_innermost(pe_vm *vm, pe_value exc, int *line, int *col);

/* Formats exception exc (borrowed) with its chain exactly as CPython's default
 * excepthook prints it, into a new str value of at most `budget` bytes plus the cut
 * line (`why` names the budget in it: "output limit", ...). Call with no exception
 * pending. Returns PE_NULL with a limit error pending when user code hit a limit while
 * formatting, or with MemoryError pending when the text cannot be made. Calls str()
 * of the exceptions (user __str__ may run: if it raises an ordinary exception, the
 * line ends in ": <exception str() failed>" as in CPython). */
pe_value pe_tb_format(pe_vm *vm, pe_value exc, size_t budget,
                      const char *why) PE_MUST_CHECK;

/* As pe_tb_format, for a text the program asked for (traceback._format): never cut
 * for memory. When memory refuses the text, the memory-limit error is pending if the
 * limit refused it (the program is over its limit, as with any allocation it makes),
 * else MemoryError. The budget still cuts, with its line. New str, or PE_NULL with
 * the error pending. */
pe_value pe_tb_format_whole(pe_vm *vm, pe_value exc, size_t budget,
                            const char *why) PE_MUST_CHECK;

#endif
