/*
 * scope.h - scope resolution (CPython's symtable rules) over a lowered AST.
 *
 * After pe_scope_resolve() every NAME node has name.scope/name.slot set, and every
 * scope-owning node (MODULE, FUNCTION_DEF, LAMBDA, CLASS_DEF, LIST_COMP, SET_COMP,
 * DICT_COMP, GENERATOR_EXP) points at its pe_scope.
 *
 * Frame layout of a function-like scope (function, lambda, comprehension):
 *
 *   slots [0, nlocals)                  plain locals; parameters first, in order:
 *                                       posonly, regular, kwonly, *args, **kwargs
 *   slots [nlocals, nlocals+ncells)     cells created by this scope (variables that an
 *                                       inner scope captures)
 *   slots [nlocals+ncells, nslots)      free variables: cells captured from outside
 *
 * A parameter that is also captured keeps its parameter slot (so argument binding
 * stays uniform) and also gets a cell slot; cell_param[i] names the parameter slot
 * whose value the evaluator moves into cell i when the frame starts, or -1.
 *
 * A closure is made by collecting, for each free variable j of the new scope, the cell
 * in the *enclosing* frame's slot free_from[j] (which is a cell or a free slot there).
 *
 * Slot names: slot_names[i] is the interned name; a comprehension's implicit first
 * parameter (the iterator) is named ".0", and a class's implicit cell "__class__".
 * Cells and free variables are ordered by name, as CPython orders them.
 *
 * Private-name mangling is applied here, in place, as CPython's symtable and
 * compiler apply it: inside a class body and the functions nested in it, `__x`
 * (not ending in "__", no dot) becomes `_C__x` in NAME ids, ATTRIBUTE attrs, ARG
 * names, GLOBAL/NONLOCAL names, ALIAS names and asnames, and the binding name of
 * FUNCTION_DEF/CLASS_DEF (u.func.name / u.cls.name). The name as written stays in
 * the def's pe_scope->name: that is the function's or class's __name__ (and what
 * __qualname__ is built from).
 *
 * Module and class bodies use dict namespaces: their names resolve to PE_NS_NAME (or
 * PE_NS_GLOBAL_* / PE_NS_CLASSDEREF), but a class body can still own cells (for
 * methods that use __class__/super(), or names captured by methods... only __class__
 * in practice) and free variables (read through PE_NS_CLASSDEREF).
 */
#ifndef PE_SCOPE_H
#define PE_SCOPE_H

#include "ast.h"

typedef enum pe_scope_kind {
    PE_SCOPE_MODULE,
    PE_SCOPE_FUNCTION,
    PE_SCOPE_LAMBDA,
    PE_SCOPE_CLASS,
    PE_SCOPE_COMPREHENSION, /* list/set/dict comprehension or generator expression */
} pe_scope_kind;

/* flags */
#define PE_SCOPE_GENERATOR   0x01u /* contains yield / yield from (or is a genexp) */
#define PE_SCOPE_COROUTINE   0x02u /* async def */
#define PE_SCOPE_VARARGS     0x04u /* has *args */
#define PE_SCOPE_VARKEYWORDS 0x08u /* has **kwargs */
#define PE_SCOPE_CLASS_CELL  0x10u /* class body: owns the implicit __class__ cell */
#define PE_SCOPE_NESTED      0x20u /* defined inside a function */
/* a module/class body with an annotated assignment: __annotations__ is made at its start */
#define PE_SCOPE_ANNOTATIONS 0x40u

struct pe_scope {
    pe_scope_kind kind;
    uint32_t flags;
    pe_str *name;     /* function/class name, "<lambda>", "<listcomp>", "<module>" ... */
    pe_str *qualname; /* CPython's __qualname__ ("f.<locals>.g", "C.m") */
    pe_scope *parent;
    pe_node *node; /* the owning node */

    uint32_t nslots, nlocals, ncells, nfree;
    uint32_t nposonly, nargs, nkwonly; /* nargs counts positional params incl. posonly */
    pe_str **slot_names; /* nslots names; cells and frees named as in source */
    int32_t *cell_param; /* ncells entries: parameter slot to move into the cell, or -1 */
    uint32_t *free_from; /* nfree entries: slot in the enclosing function-like frame */

    /* Class body: slot (in this class scope's own frame of ncells+nfree cells) of the
       __class__ cell, valid when PE_SCOPE_CLASS_CELL is set. */
    uint32_t class_cell;

    /* Function-like scope: slot of the free variable __class__ (what zero-argument
       super() and the name __class__ read), or -1 when the function has none. */
    int32_t class_free;

    /* Every name this scope binds or uses, with how a *store* to it resolves here.
       For bindings that have no NAME node: def/class names, import aliases. Use
       pe_scope_binding() rather than reading it. */
    uint32_t nsyms;
    struct pe_scope_sym *syms;
};

typedef struct pe_scope_sym {
    pe_str *name;
    uint8_t ns;    /* pe_name_scope of a store */
    uint32_t slot; /* for PE_NS_FAST / PE_NS_DEREF */
} pe_scope_sym;

/* Syntax errors found during resolution (bad nonlocal/global, ...) are reported the
 * same way as the lowering's: through pe_syntax_error (parser/parse.h). */
struct pe_syntax_error;

/* Resolves every scope under ast->root. Returns 0, or -1 with *err filled (a
 * SyntaxError such as "no binding for nonlocal 'x' found") or err->oom set when the
 * arena could not grow. All data lives in ast->arena. */
int pe_scope_resolve(pe_ast *ast, struct pe_syntax_error *err)
    __attribute__((warn_unused_result));

/* The same with the VM given explicitly (it interns qualnames, "<listcomp>", ".0",
 * "__class__" and the first component of dotted imports). pe_scope_resolve() finds
 * the VM from the AST's arena, which parse.h charges to the VM's allocator. */
typedef struct pe_vm pe_vm;
int pe_scope_resolve_vm(pe_ast *ast, pe_vm *vm, struct pe_syntax_error *err)
    __attribute__((warn_unused_result));

/* How a store to `name` in scope sc resolves: returns a pe_name_scope and sets *slot
 * (for PE_NS_FAST / PE_NS_DEREF). For the bindings that have no NAME node: the name
 * of a def/class statement and the name an import alias binds (the asname, or the
 * first component of a dotted module name). Linear in the scope's names; the
 * evaluator caches the answer. Cannot fail. */
int pe_scope_binding(const pe_scope *sc, const pe_str *name, uint32_t *slot);

#endif
