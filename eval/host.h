/*
 * host.h - the VM side of the host boundary (include/pyeval.h): conversion of values
 * between pyeval_value trees and sandbox objects (eval/boundary.c), host functions and
 * lookups (eval/host.c), and the host_handle type (eval/handle.c).
 */
#ifndef PE_HOST_H
#define PE_HOST_H

#include "object.h"
#include "pyeval.h"

/* A host function's method-def: def must stay first (the builtin object points at it),
 * the name is stored right after the struct. */
typedef struct pe_hostdef {
    pe_method_def def;
    pyeval_host_fn fn; /* NULL: a call returns None (the final answer: its argument) */
    void *ud;
    unsigned flags; /* PYEVAL_FN_* */
} pe_hostdef;

/* Calls the host function of def (a pe_hostdef) with the native call convention's
 * arguments (borrowed). New reference, or PE_NULL with the exception pending
 * (TypeError/ValueError for an argument with no boundary form, the host's exception,
 * the host-call limit, the final-answer end). */
pe_value pe_host_call(pe_vm *vm, const pe_method_def *def, const pe_value *args,
                      size_t nargs, pe_obj *kwnames) PE_MUST_CHECK;

/* The lookup hook for a global name found neither in globals nor in builtins:
 * 0 unknown (nothing pending), 1 with *out a new reference (also bound in globals),
 * 2 the host defined a builtin of that name, -1 with an exception pending. */
int pe_host_lookup(pe_vm *vm, pe_value globals, pe_str *name, pe_value *out) PE_MUST_CHECK;

/* Frees the host-function defs (VM teardown). Cannot fail. */
void pe_host_fini(pe_vm *vm);

/* ---- conversion (eval/boundary.c) ---- */

/* A host tree: blocks of host memory chained from one header, freed as a whole
 * (pyeval_value_free on its root, or pe_bnd_tree_free). */
typedef struct pe_bnd_tree pe_bnd_tree;
/* A new empty tree (root NONE). NULL with MemoryError pending. */
pe_bnd_tree *pe_bnd_tree_new(pe_vm *vm) PE_MUST_CHECK;
/* The root slot (the pointer the host receives). Cannot fail. */
pyeval_value *pe_bnd_tree_root(pe_bnd_tree *t);
/* n bytes in t, aligned; NULL with MemoryError pending (allocator, or max_memory). */
void *pe_bnd_tree_alloc(pe_vm *vm, pe_bnd_tree *t, size_t n) PE_MUST_CHECK;
/* Frees t (NULL accepted). Cannot fail. */
void pe_bnd_tree_free(pe_bnd_tree *t);

/* A sandbox value from a host tree (read, never kept). New reference, or PE_NULL with
 * an exception pending: TypeError for an OPAQUE value, an unhashable key or a bad kind,
 * ValueError for invalid UTF-8, a malformed value or nesting deeper than the recursion
 * limit, MemoryError / the memory limit. Charges one operation per node. */
pe_value pe_bnd_to_vm(pe_vm *vm, const pyeval_value *v) PE_MUST_CHECK;

/* How pe_bnd_to_host treats a value with no boundary form. */
typedef enum pe_bnd_mode {
    PE_BND_ARG,    /* TypeError "<what>: a 'T' object cannot be passed to the host" */
    PE_BND_RESULT, /* PYEVAL_OPAQUE with type name and repr */
} pe_bnd_mode;

/* A host tree copied from v, in one malloc'd block list the host frees with
 * pyeval_value_free (its size bounded by max_memory). what names v in error messages
 * ("search() argument 1"). *out is the tree's root; 0, or -1 with an exception pending
 * (ValueError for a recursive container or nesting deeper than the recursion limit,
 * TypeError in PE_BND_ARG mode, MemoryError, a limit). */
int pe_bnd_to_host(pe_vm *vm, pe_value v, pe_bnd_mode mode, const char *what,
                   pyeval_value **out) PE_MUST_CHECK;
/* How errors name the value: `text`, or when it is NULL "FN() argument ARGNO" or
 * "FN() argument 'KW'" (formatted only for an error). */
typedef struct pe_bnd_what {
    const char *text;
    const char *fn;
    size_t argno;
    const char *kw;
} pe_bnd_what;
/* The same into *out, a slot of the existing tree t. 0 or -1 (pending). */
int pe_bnd_fill(pe_vm *vm, pe_bnd_tree *t, pe_value v, pe_bnd_mode mode,
                const pe_bnd_what *what, pyeval_value *out) PE_MUST_CHECK;
/* pe_bnd_to_vm for a value found `depth` levels down a tree. */
pe_value pe_bnd_to_vm_depth(pe_vm *vm, const pyeval_value *v, size_t depth) PE_MUST_CHECK;

/* PYEVAL_OBJECT -> a sandbox namedtuple, dataclass or datetime value (eval/bndobj.c).
 * New reference or PE_NULL with the exception pending. */
pe_value pe_bnd_object_to_vm(pe_vm *vm, const pyeval_value *v, size_t depth) PE_MUST_CHECK;
/* If v is a builtin class that the builtins module binds under its name (int,
 * ValueError, ...), fills *out as an OBJECT "builtin_type" (its name copied into the
 * tree) and returns 1; 0 if it is not one (nothing set); -1 on MemoryError. */
int pe_bnd_builtin_type_to_host(pe_vm *vm, pe_bnd_tree *tree, pe_value v,
                                pyeval_value *out) PE_MUST_CHECK;

/* A sandbox namedtuple, dataclass or datetime value as PYEVAL_OBJECT into *out: 1 done,
 * 0 not such a value (nothing pending), -1 failed (pending). fill converts the fields. */
typedef int (*pe_bnd_fill_fn)(void *ctx, pe_value v, pyeval_value *out);
int pe_bnd_object_to_host(pe_vm *vm, pe_bnd_tree *t, pe_value v, pe_bnd_fill_fn fill,
                          void *ctx, pyeval_value *out) PE_MUST_CHECK;

/* Between runs (eval/host.c): pe_bnd_enter gives the VM a run-like state for the
 * API's own work (a fresh budget, ops 0 = unlimited; a frame for code a repr runs; the
 * C-stack guard) and pe_bnd_leave puts back the last run's state and statistics
 * exactly. pe_bnd_repr_budget / pe_bnd_repr_done bracket one opaque value's repr
 * (a small budget of its own, a limit hit in it forgotten). */
typedef struct pe_bnd_saved {
    int64_t ops_left, ops_chunk;
    uint64_t ops_used, output_used, max_ops, host_calls;
    int limit_hit_kind, interrupt_flag, mem_limit_hit, active;
    double run_start, run_seconds;
    struct pe_frame *frame;
} pe_bnd_saved;
void pe_bnd_enter(pe_vm *vm, pe_bnd_saved *s, uint64_t ops);
void pe_bnd_leave(pe_vm *vm, pe_bnd_saved *s);
void pe_bnd_repr_budget(pe_vm *vm);
void pe_bnd_repr_done(pe_vm *vm);

/* ---- host_handle (eval/handle.c) ---- */

/* A new host_handle for ptr with the given repr text (UTF-8, checked); retain is
 * called. New reference or PE_NULL with the exception pending. */
pe_value pe_handle_new(pe_vm *vm, void *ptr, const char *repr, size_t len) PE_MUST_CHECK;
/* Is v a host_handle? Cannot fail. */
int pe_handle_check(pe_vm *vm, pe_value v);
/* The host pointer of a host_handle. Cannot fail. */
void *pe_handle_ptr(pe_value v);
/* Its repr text (borrowed). Cannot fail. */
const struct pe_str *pe_handle_repr(pe_value v);
/* Fills the host_handle type. 0 or -1. */
int pe_handle_init(pe_vm *vm) PE_MUST_CHECK;

/* ---- eval/api.c, for the boundary ---- */

/* Sets the C-stack guard for the calling thread. Cannot fail. */
void pe_api_set_stack_limit(pe_vm *vm);
/* Takes the pending exception as pyeval_last_error's record. Cannot fail. */
void pe_api_record_pending(pe_vm *vm);
/* Records an error of the API itself (type and message, C strings) for
 * pyeval_last_error. Cannot fail (a text that cannot be copied is left out). */
void pe_api_record_error(pe_vm *vm, const char *type, const char *msg);

#endif
