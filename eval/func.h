/*
 * func.h - function objects (def/lambda), cells, builtin functions wrapping
 * pe_method_def entries, and bound methods.
 */
#ifndef PE_FUNC_H
#define PE_FUNC_H

#include "../parser/ast.h"
#include "../parser/scope.h"
#include "object.h"

/* A cell: one captured variable. v is PE_NULL while unbound. */
typedef struct pe_cell {
    pe_obj base;
    pe_value v;
} pe_cell;

/*
 * A Python function. The code is the FUNCTION_DEF or LAMBDA node plus its scope; the
 * function holds a reference to their module (ast). Defaults are kept as C arrays (not
 * tuples) so the call path touches no container objects: defaults[0..ndefaults)  values for
 * the last ndefaults positional parameters; kwdefaults[0..nkwonly)  one per keyword-only
 * parameter, PE_NULL where there is none (NULL when the function has no keyword-only
 * defaults); cells[0..scope->nfree)  the closure.
 */
typedef struct pe_func {
    pe_obj base;
    const pe_node *node; /* FUNCTION_DEF or LAMBDA */
    const pe_scope *scope;
    const pe_ast *ast;
    pe_str *name;      /* __name__ (interned; a reference) */
    pe_value qualname; /* str */
    pe_value globals;  /* dict */
    pe_value *defaults;
    uint32_t ndefaults;
    pe_value *kwdefaults;
    pe_cell **cells;
    pe_value dict;        /* __dict__, PE_NULL until used */
    pe_value doc;         /* __doc__: str or None */
    pe_value module;      /* __module__ */
    pe_value annotations; /* __annotations__: dict, PE_NULL until set or first read */
} pe_func;

/* A builtin function or method descriptor. self is PE_NULL for a plain builtin or an
 * unbound method descriptor, and the bound object for `"abc".upper`. owner is the type
 * whose table the def came from (NULL for module-level builtins). */
#define PE_BUILTIN_DESCRIPTOR 0x1u /* found in a type dict: binds on instance access */
#define PE_BUILTIN_HOST       0x2u /* a host function: def is a pe_hostdef (eval/host.h) */
typedef struct pe_builtin {
    pe_obj base;
    const pe_method_def *def;
    pe_value self;
    pe_type *owner;
    uint32_t bflags;
} pe_builtin;

/* A bound method: func (a pe_func or any callable) with self prepended. */
typedef struct pe_method {
    pe_obj base;
    pe_value func;
    pe_value self;
} pe_method;

/* Type slots for function, builtin_function_or_method, method, cell. 0 or -1. */
int pe_func_init(pe_vm *vm) PE_MUST_CHECK;

/* New cell holding v (borrowed; PE_NULL for empty). New reference or NULL. */
pe_cell *pe_cell_new(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* New builtin function for def (static storage). owner may be NULL; bflags as above.
 * New reference or PE_NULL. */
pe_value pe_builtin_new(pe_vm *vm, const pe_method_def *def, pe_type *owner,
                        uint32_t bflags) PE_MUST_CHECK;

/* Binds a method descriptor to self (new builtin object sharing def). New reference. */
pe_value pe_builtin_bind(pe_vm *vm, pe_builtin *b, pe_value self) PE_MUST_CHECK;

/* New bound method (func, self borrowed). New reference or PE_NULL. */
pe_value pe_method_new(pe_vm *vm, pe_value func, pe_value self) PE_MUST_CHECK;

/* Is v a Python function / builtin / bound method? Cannot fail. */
int pe_func_check(pe_vm *vm, pe_value v);
int pe_builtin_check(pe_vm *vm, pe_value v);
int pe_method_check(pe_vm *vm, pe_value v);

#endif
