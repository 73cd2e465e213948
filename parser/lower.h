/*
 * lower.h - internal interface of the CST -> AST lowering (parser/lower_*.c,
 * parser/literal.c, parser/parse.c). Not used outside parser/.
 *
 * The lowering walks tree-sitter-python's concrete tree recursively, builds pe_nodes in
 * the AST arena and applies the compile-time checks that CPython's parser and compiler
 * make. Every function that can fail returns NULL / -1 with L->err filled (a
 * SyntaxError, or err->oom / err->cancelled); nothing is left half-reported.
 *
 * Error ordering. CPython reports parser errors (invalid targets, bad literals, bad
 * call arguments) before symtable errors (duplicate arguments, bad nonlocal) and those
 * before compiler errors ('return' outside function, 'break' outside loop). The
 * lowering stops at the first parser-class error, but only records the first error of
 * each later class in L->deferred[] and keeps going; pe_parse reports them after
 * lowering succeeded, in class order.
 *
 * Recursion: every recursive entry point goes through PE_LOWER_ENTER, which bounds the
 * depth (L->depth <= PE_LOWER_MAX_DEPTH), so hostile nesting cannot overflow the C
 * stack.
 */
#ifndef PE_LOWER_H
#define PE_LOWER_H

#include <stdarg.h>
#include <tree_sitter/api.h>

#include "ast.h"
#include "parse.h"

/*
 * Nesting limits, matching CPython 3.11's outcomes (brackets are capped at 200 by the
 * tokenizer first, see tokcheck):
 *   - its compiler recurses over the AST with a limit of 3 x the recursion limit
 *     (3000 less the caller's frames): an AST about 2990 levels deep fails with
 *     RecursionError "maximum recursion depth exceeded during compilation";
 *   - its parser has a hard stack of 6000 rule frames: nesting that costs more
 *     (a lambda or ** level costs 2 frames, a unary, `not` or conditional level 1)
 *     fails earlier with MemoryError.
 * L->depth counts AST levels being lowered; L->pcost the parser frames they cost.
 */
#define PE_LOWER_MAX_DEPTH 3000
#define PE_PARSER_MAX_COST 5970

/* CPython's CO_MAXBLOCKS: "too many statically nested blocks". */
#define PE_MAX_BLOCKS 20

/* The named tree-sitter node types the lowering distinguishes. */
#define PE_TS_SYMS(X)                                                                      \
    X(module)                                                                              \
    X(block)                                                                               \
    X(comment)                                                                             \
    X(expression_statement)                                                                \
    X(assignment)                                                                          \
    X(augmented_assignment)                                                                \
    X(return_statement)                                                                    \
    X(pass_statement)                                                                      \
    X(break_statement)                                                                     \
    X(continue_statement)                                                                  \
    X(delete_statement)                                                                    \
    X(raise_statement)                                                                     \
    X(assert_statement)                                                                    \
    X(global_statement)                                                                    \
    X(nonlocal_statement)                                                                  \
    X(import_statement)                                                                    \
    X(import_from_statement)                                                               \
    X(future_import_statement)                                                             \
    X(aliased_import)                                                                      \
    X(dotted_name)                                                                         \
    X(relative_import)                                                                     \
    X(import_prefix)                                                                       \
    X(wildcard_import)                                                                     \
    X(print_statement)                                                                     \
    X(exec_statement)                                                                      \
    X(type_alias_statement)                                                                \
    X(if_statement)                                                                        \
    X(elif_clause)                                                                         \
    X(else_clause)                                                                         \
    X(for_statement)                                                                       \
    X(while_statement)                                                                     \
    X(try_statement)                                                                       \
    X(except_clause)                                                                       \
    X(finally_clause)                                                                      \
    X(with_statement)                                                                      \
    X(with_clause)                                                                         \
    X(with_item)                                                                           \
    X(function_definition)                                                                 \
    X(class_definition)                                                                    \
    X(decorated_definition)                                                                \
    X(decorator)                                                                           \
    X(match_statement)                                                                     \
    X(case_clause)                                                                         \
    X(if_clause)                                                                           \
    X(parameters)                                                                          \
    X(lambda_parameters)                                                                   \
    X(identifier)                                                                          \
    X(keyword_identifier)                                                                  \
    X(default_parameter)                                                                   \
    X(typed_parameter)                                                                     \
    X(typed_default_parameter)                                                             \
    X(list_splat_pattern)                                                                  \
    X(dictionary_splat_pattern)                                                            \
    X(positional_separator)                                                                \
    X(keyword_separator)                                                                   \
    X(tuple_pattern)                                                                       \
    X(list_pattern)                                                                        \
    X(pattern_list)                                                                        \
    X(expression_list)                                                                     \
    X(type)                                                                                \
    X(type_parameter)                                                                      \
    X(as_pattern)                                                                          \
    X(as_pattern_target)                                                                   \
    X(boolean_operator)                                                                    \
    X(not_operator)                                                                        \
    X(comparison_operator)                                                                 \
    X(binary_operator)                                                                     \
    X(unary_operator)                                                                      \
    X(lambda)                                                                              \
    X(conditional_expression)                                                              \
    X(named_expression)                                                                    \
    X(await)                                                                               \
    X(yield)                                                                               \
    X(attribute)                                                                           \
    X(subscript)                                                                           \
    X(slice)                                                                               \
    X(call)                                                                                \
    X(argument_list)                                                                       \
    X(keyword_argument)                                                                    \
    X(list_splat)                                                                          \
    X(dictionary_splat)                                                                    \
    X(parenthesized_list_splat)                                                            \
    X(parenthesized_expression)                                                            \
    X(generator_expression)                                                                \
    X(list)                                                                                \
    X(tuple)                                                                               \
    X(set)                                                                                 \
    X(dictionary)                                                                          \
    X(pair)                                                                                \
    X(list_comprehension)                                                                  \
    X(set_comprehension)                                                                   \
    X(dictionary_comprehension)                                                            \
    X(for_in_clause)                                                                       \
    X(integer)                                                                             \
    X(float)                                                                               \
    X(true)                                                                                \
    X(false)                                                                               \
    X(none)                                                                                \
    X(ellipsis)                                                                            \
    X(string)                                                                              \
    X(concatenated_string)                                                                 \
    X(string_start)                                                                        \
    X(string_content)                                                                      \
    X(string_end)                                                                          \
    X(escape_sequence)                                                                     \
    X(escape_interpolation)                                                                \
    X(interpolation)                                                                       \
    X(format_specifier)                                                                    \
    X(format_expression)                                                                   \
    X(type_conversion)                                                                     \
    X(case_pattern)                                                                        \
    X(class_pattern)                                                                       \
    X(complex_pattern)                                                                     \
    X(dict_pattern)                                                                        \
    X(keyword_pattern)                                                                     \
    X(splat_pattern)                                                                       \
    X(union_pattern)                                                                       \
    X(line_continuation)                                                                   \
    X(chevron)                                                                             \
    X(generic_type)                                                                        \
    X(union_type)                                                                          \
    X(constrained_type)                                                                    \
    X(member_type)                                                                         \
    X(splat_type)

typedef enum pe_ts_sym {
    PE_TS__OTHER = 0,
#define PE_X(s) PE_TS_##s,
    PE_TS_SYMS(PE_X)
#undef PE_X
        PE_TS__COUNT
} pe_ts_sym;

/* pe_node.flags set by the lowering */
#define PE_NF_PAREN 0x1u /* the expression was written in parentheses */

/* Error classes, in CPython's reporting order (see the file comment). */
enum { PE_DEFER_SYMTABLE = 0, PE_DEFER_COMPILE = 1, PE_DEFER__COUNT };

/* Per-function context for the compiler-class checks. Saved and restored around
 * function, lambda and class bodies. */
typedef struct pe_fctx {
    int kind;        /* 0 module, 1 function, 2 class, 3 lambda */
    int is_async;    /* innermost function is async def */
    int in_loop;     /* a loop encloses (within this function), for break/continue */
    int has_yield;   /* the function body contains yield (for the async-generator check) */
    int exstar_loop; /* in an except* body, outside any loop inside it */
    int exstar_ret;  /* in an except* body (of this function) */
    pe_node *ret_value; /* first `return <value>` in the function, or NULL */
    int blocks;         /* statically nested blocks (for/while/try/with) in this function */
} pe_fctx;

typedef struct pe_lower {
    pe_vm *vm;
    const struct pe_ast *ast; /* the module being built: it owns the names interned */
    pe_arena *a;
    const char *src;
    size_t len;
    pe_syntax_error *err;
    pe_syntax_error deferred[PE_DEFER__COUNT];
    int (*cancel)(void *);
    void *cancel_ud;
    uint32_t poll; /* counts nodes between cancel polls */
    int depth;
    int pcost;            /* CPython parser frames used by the expressions being lowered */
    int paren_depth;      /* directly nested parentheses (no AST level of their own) */
    uint32_t err_bytecol; /* byte column of the error in err (for tokcheck) */
    int err_at_eof;       /* the tree-sitter error reaches the end of the source */
    int tree_error;       /* the error comes from an ERROR node (not a MISSING one) */
    pe_fctx f;
    int future_annotations; /* `from __future__ import annotations` was seen */
    /* Innermost comprehension whose own scope we are lowering (element, conditions,
     * inner iterables), or NULL: for "'yield' inside list comprehension" and the
     * asynchronous-comprehension checks. */
    pe_node *comp;
    TSNode unsplat; /* see hoist_splat in lower_expr.c */
    int in_chain;   /* lowering the operand of a call/subscript/attribute */
    /* Byte offsets where a soft keyword `type` was renamed before re-parsing (see
     * parse.c); identifiers there are interned as "type". */
    uint32_t *patched;
    uint32_t npatched;
    /* Byte offsets of star-unpacking '*'s renamed to '~' before re-parsing (see
     * find_star_items in parse.c); a unary '~' there is lowered as a Starred. */
    uint32_t *stars;
    uint32_t nstars;
    /* Byte offsets of match subjects `match [...]:` whose brackets were renamed to
     * parentheses before re-parsing (see find_match_misparses in parse.c); the
     * subject lowered there is turned back into a list. */
    uint32_t *msubj;
    uint32_t nmsubj;
    const TSLanguage *lang;
    const uint8_t *sym; /* TSSymbol -> pe_ts_sym (read-only, shared) */
    uint32_t nsym;
    /* pe_ts_child's cache: the children of the last few wide nodes. */
    struct {
        TSNode node;
        TSNode *v;
        uint32_t n;
    } kids[2];
    uint32_t kids_next; /* the entry to replace next */
} pe_lower;

/* ---- shared helpers (lower_util.c) ------------------------------------------------- */

/* Kind of a tree-sitter node (PE_TS__OTHER for anonymous tokens and unknown types). */
static inline pe_ts_sym pe_ts_kind(const pe_lower *L, TSNode n) {
    if (ts_node_is_null(n)) return PE_TS__OTHER;
    TSSymbol s = ts_node_symbol(n);
    return (s < L->nsym && ts_node_is_named(n)) ? (pe_ts_sym)L->sym[s] : PE_TS__OTHER;
}

/* ts_node_child_by_field_name(n, name, len) through a table of the grammar's field
 * names built once per process (parse.c). Cannot fail. */
TSNode pe_ts_field(TSNode n, const char *name, uint32_t len);

/* Is n the anonymous token `tok` ("=", "async", ...)? */
int pe_ts_is_tok(TSNode n, const char *tok);

/* A new node with n's position. NULL with err->oom set on failure. */
pe_node *pe_lower_node(pe_lower *L, pe_node_kind k, TSNode n);
/* Sets node position from a tree-sitter node's start / end. */
void pe_lower_pos_start(pe_node *x, TSNode n);
void pe_lower_pos_end(pe_node *x, TSNode n);

/* Reports a parser-class SyntaxError at byte offset `off` (line/col derived from it).
 * Always returns -1. */
int pe_lower_error_at(pe_lower *L, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Same, at the start of tree-sitter node n / of AST node x. */
int pe_lower_error(pe_lower *L, TSNode n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int pe_lower_error_node(pe_lower *L, const pe_node *x, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Records a later-class error (PE_DEFER_*) at AST node x if none of that class is
 * recorded yet. Cannot fail. */
void pe_lower_defer(pe_lower *L, int cls, const pe_node *x, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* synerr.c: reports a tree that has errors as CPython would (the first ERROR /
 * MISSING node, read as CPython's parser would have failed there). */
void pe_lower_report_tree_error(pe_lower *L, TSNode root);
void pe_lower_syntax_error_node(pe_lower *L, TSNode e);
/* Sets err->oom; returns -1. */
int pe_lower_oom(pe_lower *L);

/* Fills a pe_syntax_error at (line, byte column) of the source, converting the
 * column to CPython's 1-based character offset. */
void pe_lower_fill_error(const pe_lower *L, pe_syntax_error *e, const char *type,
                         uint32_t line, uint32_t bytecol, const char *fmt, va_list ap);

/* Interns the source text of n (an identifier), NFKC-normalising non-ASCII names as
 * CPython does. NULL with err->oom on failure. */
pe_str *pe_lower_ident(pe_lower *L, TSNode n);
pe_str *pe_lower_intern(pe_lower *L, const char *s, size_t len);

/* Recursion guard: enter returns -1 (error set) when the nesting is too deep or the
 * parse was cancelled. Every successful enter must be paired with leave. The error
 * for too deep nesting is RecursionError or MemoryError (type set accordingly, line
 * 0), as CPython's compiler or parser would raise. */
int pe_lower_enter(pe_lower *L, TSNode n);
static inline void pe_lower_leave(pe_lower *L) {
    L->depth--;
}
/* Sets a nesting error of the given type (MemoryError, RecursionError) with line 0,
 * unless an error is already set. */
void pe_lower_deep_error(pe_lower *L, const char *type, const char *msg);

/* Growable node list (arena-backed; the old array is abandoned in the arena when it
 * grows, which is bounded by 2x the final size). */
typedef struct pe_nvec {
    pe_node **v;
    uint32_t n, cap;
} pe_nvec;
int pe_nvec_push(pe_lower *L, pe_nvec *v, pe_node *x);
static inline pe_node_list pe_nvec_list(pe_nvec *v) {
    pe_node_list l = {v->v, v->n};
    return l;
}

/* Set of interned names (pointer identity), for the repeated-name checks (keyword
 * arguments, parameters, class-pattern attributes): linear in the number of names,
 * where a pairwise comparison would be quadratic on 100k-name inputs. Arena-backed,
 * open addressing; zero-initialise before use. */
typedef struct pe_nameset {
    const void **v;
    uint32_t n, cap; /* cap is 0 or a power of two, kept at least 2n */
} pe_nameset;
/* Adds p. Returns 1 if it was already present, 0 if added, -1 on OOM (error set). */
int pe_nameset_add(pe_lower *L, pe_nameset *s, const void *p);
/* Is p in the set? Cannot fail. */
int pe_nameset_has(const pe_nameset *s, const void *p);

/* CPython parser frames one level of n costs (see PE_PARSER_MAX_COST). */
int pe_lower_pcost(pe_lower *L, TSNode n);

/* Child i of n, like ts_node_child. tree-sitter finds a child by walking the children
 * from the first, and an ERROR node's children are one flat list, so an indexed loop
 * over a wide ERROR node (a 300 KB line of `1,1,1,...` with an error) is quadratic.
 * This keeps the children of the last wide nodes in an array; narrow nodes go
 * straight to tree-sitter. A null node when i is out of range. */
TSNode pe_ts_child(pe_lower *L, TSNode n, uint32_t i);
/* The previous/next sibling of n (n must have a parent), in O(1) after the parent's
 * children are cached: ts_node_prev_sibling/next_sibling are linear per call. */
TSNode pe_ts_sibling(pe_lower *L, TSNode n, int dir);

/* The children of n and their field names (NULL where none), read in one cursor
 * walk into arena arrays: ts_node_child and ts_node_field_name_for_child walk from
 * the first child on every call, which is quadratic over a wide node (a mapping
 * pattern with 30k keys took 1.5 s). 0, or -1 on OOM (error set). */
typedef struct pe_kids {
    TSNode *v;
    const char **f;
    uint32_t n;
} pe_kids;
int pe_kids_of(pe_lower *L, TSNode n, pe_kids *k);

/* ---- statements (lower_stmt.c) ----------------------------------------------------- */

pe_node *pe_lower_module(pe_lower *L, TSNode root);
/* The target check of an assignment `T = V` (single: T is the only target), with
 * CPython's choice between "cannot assign to X here. Maybe you meant '==' instead of
 * '='?" and the plain message. 0 or -1. */
int pe_lower_assign_target(pe_lower *L, pe_node *t, TSNode value, int single);
/* Byte offset of the first line break in [start, end) that CPython's tokenizer would
 * turn into NEWLINE (outside brackets, strings and continuations, with more tokens
 * after it), or UINT32_MAX. */
uint32_t pe_lower_bad_newline(const pe_lower *L, uint32_t start, uint32_t end);

/* ---- expressions (lower_expr.c) ---------------------------------------------------- */

/* An unparenthesised `x := v` where CPython does not allow one (statement values,
 * dict keys and values, keyword arguments, defaults): "invalid syntax" at ':='.
 * Returns -1 when it reported that, else 0. */
int pe_lower_bare_walrus(pe_lower *L, TSNode v);
/* An element where *x is allowed (displays, call arguments, tuples). */
pe_node *pe_lower_elt(pe_lower *L, TSNode n);
/* Lowers any expression node (Load context). */
pe_node *pe_lower_expr(pe_lower *L, TSNode n);

/* An annotation: the expression, or under `from __future__ import annotations` a str
 * constant holding its source text (after lowering it for the syntax checks). NULL on
 * error. */
pe_node *pe_lower_annotation(pe_lower *L, TSNode n);
/* Lowers an expression that may be an unparenthesised tuple (expression_list,
 * pattern_list) or a bare star-expression. */
pe_node *pe_lower_exprs(pe_lower *L, TSNode n);

/* Assignment-target kinds for pe_lower_target. */
typedef enum pe_target_kind {
    PE_TGT_ASSIGN, /* a = ..., also with/for/comprehension/walrus targets */
    PE_TGT_FOR,
    PE_TGT_DEL,
} pe_target_kind;
/* Validates x as a target and sets ctx (Store or Del) through tuples/lists/starred,
 * with CPython's messages. Returns 0 or -1. */
int pe_lower_target(pe_lower *L, pe_node *x, pe_target_kind k);
/* CPython's name of an expression kind in messages ("function call", "literal"). */
const char *pe_lower_expr_name(const pe_node *x);

/* "+=" -> PE_OP_ADD etc.; -1 for an unknown operator. */
int pe_lower_augop(const char *t, pe_binop *op);
/* Fills args/keywords from an argument_list (or a lone generator expression, as in
 * f(x for x in y)) with CPython's argument-order checks. is_class: class bases. */
int pe_lower_call_args(pe_lower *L, TSNode argl, pe_node_list *args, pe_node_list *kws,
                       int is_class);
/* Lowers a parameters / lambda_parameters node into an ARGUMENTS node (pos is used
 * when n is null: a lambda without parameters). */
pe_node *pe_lower_arguments(pe_lower *L, TSNode n, TSNode pos, int is_lambda);

/* ---- literals (literal.c) ---------------------------------------------------------- */

pe_node *pe_lower_number(pe_lower *L, TSNode n);
/* string or concatenated_string -> CONSTANT (str/bytes) or JOINED_STR */
pe_node *pe_lower_strings(pe_lower *L, TSNode n);
/* Scans the f-string literal starting at the string_start token `start` the way
 * CPython 3.11's f-string parser does and reports its first error at the literal's
 * end. Returns -1 if it reported one, 0 if it found nothing to say. */
int pe_lower_fstring_error(pe_lower *L, TSNode start);

/* ---- patterns (lower_pattern.c) ---------------------------------------------------- */

pe_node *pe_lower_match(pe_lower *L, TSNode n);

/* lower_stmt.c: a block's statements appended to *out */
int pe_lower_block(pe_lower *L, TSNode block, pe_node_list *out);

#endif
