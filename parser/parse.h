/*
 * parse.h - source text to a scope-resolved AST.
 *
 * pe_parse() runs tree-sitter-python over the source, lowers the concrete tree into a
 * pe_ast (parser/ast.h), applies CPython's compile-time checks, and resolves scopes.
 * It never raises a Python exception itself: a rejected program comes back as a
 * filled pe_syntax_error, which the evaluator turns into a SyntaxError object. This
 * keeps parser/ free of runtime values.
 */
#ifndef PE_PARSE_H
#define PE_PARSE_H

#include "ast.h"

typedef struct pe_vm pe_vm;

typedef struct pe_syntax_error {
    /* "SyntaxError", "IndentationError" or "TabError"; NULL when there is no error.
     * For absurdly deep nesting it is "RecursionError" (msg "maximum recursion depth
     * exceeded during compilation") or "MemoryError" (msg ""), with line 0, as
     * CPython's compiler / parser raise them; the caller raises that class. */
    const char *type;
    char msg[256]; /* CPython's message, e.g. "invalid syntax", "'(' was never closed" */
    uint32_t line; /* 1-based, as CPython reports it */
    uint32_t col;  /* 1-based character (code point) offset, as CPython's offset */
    uint32_t end_line; /* 0 when unknown */
    uint32_t end_col;  /* 1-based, exclusive; 0 when unknown */
    int oom;           /* set instead of type when memory ran out */
    int cancelled;     /* set instead of type when the parse was cancelled (limit) */
} pe_syntax_error;

/*
 * Parses src[0..len) (need not be NUL-terminated) into *out, a module from
 * pe_vm_ast_new (eval/vm.h), which its owner frees with pe_vm_ast_decref. filename is
 * copied. On success returns 0. On failure returns -1, the tree is freed and *err
 * says why.
 *
 * The parse may be cancelled: cancel(cancel_ud) is polled during tree-sitter's parse
 * and lowering; returning non-zero sets err->cancelled. cancel may be NULL.
 *
 * Identifiers are interned through vm, and *out owns a reference to each
 * (pe_intern_for_ast, core/intern.h); all memory is charged to vm.
 */
int pe_parse(pe_vm *vm, const char *src, size_t len, const char *filename, pe_ast *out,
             pe_syntax_error *err, int (*cancel)(void *), void *cancel_ud)
    __attribute__((warn_unused_result));

/* pe_parse with flags: PE_PARSE_NO_GENLOWER leaves generator and coroutine bodies as
 * written (parser/genlower.h), for the AST dump; such a tree must not be run. */
#define PE_PARSE_NO_GENLOWER 0x1u
int pe_parse_ex(pe_vm *vm, const char *src, size_t len, const char *filename, pe_ast *out,
                pe_syntax_error *err, int (*cancel)(void *), void *cancel_ud,
                unsigned flags) __attribute__((warn_unused_result));

/* Frees everything the AST owns. Cannot fail. */
void pe_ast_free(pe_ast *ast);

/* Writes a readable, indented dump of the tree (CPython's ast.dump(indent=2) style,
 * plus each Name's resolved scope and slot) through write(ud, text, len). Returns 0,
 * or -1 if write failed. */
int pe_ast_dump(const pe_ast *ast, int (*write)(void *ud, const char *s, size_t n),
                void *ud) __attribute__((warn_unused_result));

/* pe_ast_dump with options: PE_DUMP_POSITIONS adds lineno, col_offset, end_lineno and
 * end_col_offset to every node that has them in CPython (ast.dump's
 * include_attributes=True). Returns 0, or -1 if write failed. */
#define PE_DUMP_POSITIONS 0x1
#define PE_DUMP_NO_SCOPE  0x2 /* leave out Name's scope/slot: exactly CPython's output */
int pe_ast_dump_ex(const pe_ast *ast, int flags,
                   int (*write)(void *ud, const char *s, size_t n), void *ud)
    __attribute__((warn_unused_result));

/* Copies line `line` (1-based) of the source without its newline into
 * *start and *len; returns 0, or -1 if there is no such line. Used by tracebacks. */
int pe_ast_source_line(const pe_ast *ast, uint32_t line, const char **start, size_t *len);

#endif
