/*
 * frame.h - the evaluator's frames and statement/expression entry points.
 *
 * A frame lives on the C stack of the call that runs it (the tree walker recurses
 * anyway), and its slots come from the VM's value stack (vm->vstack), so a call
 * allocates nothing. A future generator frame keeps its own heap copy of the slots;
 * nothing here assumes slots are on the value stack except pe_frame_push/pop.
 *
 * Invariants:
 *   - slots[0..scope->nslots) hold owned references (PE_NULL = unbound); cell and free
 *     slots always hold a pe_cell while the frame runs;
 *   - globals/locals/func are borrowed: the caller keeps them alive for the frame's
 *     lifetime;
 *   - cur is the node whose evaluation is in progress; when an exception leaves the
 *     frame, the traceback entry points at it.
 */
#ifndef PE_FRAME_H
#define PE_FRAME_H

#include "../parser/ast.h"
#include "../parser/scope.h"
#include "func.h"
#include "object.h"

typedef struct pe_resume pe_resume; /* eval/resume.h */

typedef struct pe_frame {
    struct pe_frame *back;
    pe_vm *vm;
    const pe_ast *ast;
    const pe_scope *scope;
    pe_str *name; /* function name for tracebacks ("<module>" for module code) */
    pe_value *slots;
    uint32_t nslots;
    pe_value globals; /* dict */
    pe_value locals;  /* namespace dict of module/class bodies, else PE_NULL */
    pe_func *func;    /* running function, or NULL */
    const pe_node *cur;
    pe_value retval; /* set by `return` (owned) */
    pe_resume *rs;   /* a generator or coroutine body's suspension records, else NULL
                        (eval/resume.h) */
} pe_frame;

/* Result of executing statements. */
typedef enum pe_exec {
    PE_EXEC_OK = 0,
    PE_EXEC_RETURN,
    PE_EXEC_BREAK,
    PE_EXEC_CONTINUE,
    PE_EXEC_RAISE,
    PE_EXEC_YIELD, /* a generator body suspended: its records are on f->rs */
} pe_exec;

/* Executes a statement list in frame f. (eval_stmt.c) */
pe_exec pe_exec_block(pe_frame *f, const pe_node_list *body) PE_MUST_CHECK;
pe_exec pe_exec_stmt(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* Evaluates an expression: new reference or PE_NULL with an exception pending.
 * (eval_expr.c) */
pe_value pe_eval_expr(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* Assigns v (borrowed) to a target expression (Name, Attribute, Subscript, Tuple,
 * List, Starred). 0 or -1. (eval_expr.c) */
int pe_eval_assign(pe_frame *f, const pe_node *target, pe_value v) PE_MUST_CHECK;

/* The storage of a Name's variable, for an update in place: a function's fast local,
 * or the value of the name's entry in the globals dict (module level and `global`
 * names; not class bodies, cells or exec's separate locals). Borrowed: valid until the
 * variable's namespace changes. NULL when there is none. Cannot fail. */
pe_value *pe_eval_name_slot(pe_frame *f, const pe_node *n);

/* Deletes a target (del statement). 0 or -1. (eval_expr.c) */
int pe_eval_delete(pe_frame *f, const pe_node *target) PE_MUST_CHECK;

/* Evaluates the defaults of a FUNCTION_DEF or LAMBDA node in f and makes the function
 * (no decorators). New reference or PE_NULL. (eval_expr.c) */
pe_value pe_eval_make_function(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* CPython's SETUP_ANNOTATIONS for a module or class body whose scope has
 * PE_SCOPE_ANNOTATIONS: an empty __annotations__ dict in the namespace (borrowed)
 * unless one is there. 0 or -1. (eval_stmt.c) */
int pe_setup_annotations(pe_vm *vm, const pe_scope *sc, pe_value ns) PE_MUST_CHECK;

/* Pushes nslots PE_NULL slots on the VM value stack for a frame; NULL with
 * MemoryError pending. pe_frame_pop releases the slots' references and pops them.
 * (call.c) */
pe_value *pe_frame_push_slots(pe_vm *vm, uint32_t nslots) PE_MUST_CHECK;
void pe_frame_pop_slots(pe_vm *vm, pe_value *slots, uint32_t nslots);

/* Stores a module body's docstring (a leading str constant) as ns['__doc__'], as
 * CPython's compiler does for a module (main script, exec). 0 or -1. (call.c) */
int pe_store_module_doc(pe_vm *vm, const pe_node *mod, pe_value ns) PE_MUST_CHECK;

/* Runs a module body (MODULE node) with globals as its namespace. Returns 0, or -1
 * with the exception pending and its traceback recorded. (call.c) */
int pe_run_module(pe_vm *vm, const pe_ast *ast, pe_value globals) PE_MUST_CHECK;

/* Calls a Python function. (call.c) */
pe_value pe_func_call(pe_vm *vm, pe_func *fn, const pe_value *args, size_t nargs,
                      pe_obj *kwnames) PE_MUST_CHECK;

/* Makes a function object for a FUNCTION_DEF or LAMBDA node executed in frame f
 * (defaults evaluated by the caller: defaults[0..ndefaults) and kwdefaults per
 * keyword-only parameter, all borrowed). New reference or PE_NULL. (func.c) */
pe_value pe_func_make(pe_frame *f, const pe_node *node, const pe_value *defaults,
                      uint32_t ndefaults, const pe_value *kwdefaults) PE_MUST_CHECK;

/* A lazy generator expression (GENERATOR_EXP node n) created in frame f, whose
 * outermost iterable was already turned into the iterator `it` (stolen) in f, as
 * CPython evaluates it at creation. New reference or PE_NULL. (genexp.c) */
pe_value pe_genexp_new(pe_frame *f, const pe_node *n, pe_value it) PE_MUST_CHECK;

/* Fills the generator type's slots. 0 or -1. (genexp.c) */
int pe_genexp_init(pe_vm *vm) PE_MUST_CHECK;

/* Executes a MATCH statement in frame f. (match.c) */
pe_exec pe_match_exec(pe_frame *f, const pe_node *n) PE_MUST_CHECK;

/* Truth of condition e (if/while/assert tests, conditional expressions, comprehension
 * filters) with CPython's jump semantics; `site` is where a failing __bool__ is
 * reported unless e is a comparison. 0/1, or -1 with the exception pending.
 * (eval_expr.c) */
int pe_eval_cond(pe_frame *f, const pe_node *e, const pe_node *site) PE_MUST_CHECK;

/* The last comparison in the compiled order of condition e, or NULL: where CPython
 * 3.11 locates the final jump of the condition (a failed assert). Cannot fail.
 * (eval_expr.c) */
const pe_node *pe_cond_last_compare(const pe_node *e);

#endif
