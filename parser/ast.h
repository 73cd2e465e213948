/*
 * ast.h - pyeval's abstract syntax tree.
 *
 * The tree follows CPython 3.11's Python.asdl closely (same node kinds, same fields,
 * same meaning), so CPython's documentation of the ast module describes it. The
 * differences are representational:
 *   - every node, including the helper records (arguments, keyword, alias, ...), is a
 *     pe_node with a kind, so every list is a pe_node_list and the dumper and the
 *     walkers need one code path;
 *   - identifiers are interned runtime strings (pe_str *, see core/intern.h), so the
 *     evaluator compares names by pointer;
 *   - constants are raw literal descriptions (pe_const), not runtime values: the parser
 *     knows nothing about values. The evaluator converts them once and caches the
 *     result in the node (c.cache);
 *   - Name nodes and scope-owning nodes carry the result of scope resolution
 *     (parser/scope.h), filled in after lowering.
 *
 * Memory: every node and every array hanging off it lives in one pe_arena (pe_ast),
 * freed at once. Nodes are never shared between two parents.
 *
 * Positions: line/end_line are 1-based; col/end_col are 0-based UTF-8 byte offsets in
 * their line, as CPython's col_offset/end_col_offset.
 */
#ifndef PE_AST_H
#define PE_AST_H

#include <stddef.h>
#include <stdint.h>

#include "../core/mem.h"
#include "opkind.h"

typedef struct pe_str pe_str;     /* interned identifier (core/intern.h) */
typedef struct pe_scope pe_scope; /* parser/scope.h */
typedef struct pe_node pe_node;

/* X-macro of node kinds: X(ENUM_SUFFIX, "CPython ast class name"). */
#define PE_AST_KINDS(X)                                                                    \
    /* module */                                                                           \
    X(MODULE, "Module")                                                                    \
    /* statements */                                                                       \
    X(FUNCTION_DEF, "FunctionDef") /* AsyncFunctionDef when is_async */                    \
    X(CLASS_DEF, "ClassDef")                                                               \
    X(RETURN, "Return")                                                                    \
    X(DELETE, "Delete")                                                                    \
    X(ASSIGN, "Assign")                                                                    \
    X(AUG_ASSIGN, "AugAssign")                                                             \
    X(ANN_ASSIGN, "AnnAssign")                                                             \
    X(FOR, "For") /* AsyncFor when is_async */                                             \
    X(WHILE, "While")                                                                      \
    X(IF, "If")                                                                            \
    X(WITH, "With") /* AsyncWith when is_async */                                          \
    X(MATCH, "Match")                                                                      \
    X(RAISE, "Raise")                                                                      \
    X(TRY, "Try") /* TryStar when is_star */                                               \
    X(ASSERT, "Assert")                                                                    \
    X(IMPORT, "Import")                                                                    \
    X(IMPORT_FROM, "ImportFrom")                                                           \
    X(GLOBAL, "Global")                                                                    \
    X(NONLOCAL, "Nonlocal")                                                                \
    X(EXPR_STMT, "Expr")                                                                   \
    X(PASS, "Pass")                                                                        \
    X(BREAK, "Break")                                                                      \
    X(CONTINUE, "Continue")                                                                \
    /* expressions */                                                                      \
    X(BOOL_OP, "BoolOp")                                                                   \
    X(NAMED_EXPR, "NamedExpr")                                                             \
    X(BIN_OP, "BinOp")                                                                     \
    X(UNARY_OP, "UnaryOp")                                                                 \
    X(LAMBDA, "Lambda")                                                                    \
    X(IF_EXP, "IfExp")                                                                     \
    X(DICT, "Dict")                                                                        \
    X(SET, "Set")                                                                          \
    X(LIST_COMP, "ListComp")                                                               \
    X(SET_COMP, "SetComp")                                                                 \
    X(DICT_COMP, "DictComp")                                                               \
    X(GENERATOR_EXP, "GeneratorExp")                                                       \
    X(AWAIT, "Await")                                                                      \
    X(YIELD, "Yield")                                                                      \
    X(YIELD_FROM, "YieldFrom")                                                             \
    X(COMPARE, "Compare")                                                                  \
    X(CALL, "Call")                                                                        \
    X(FORMATTED_VALUE, "FormattedValue")                                                   \
    X(JOINED_STR, "JoinedStr")                                                             \
    X(CONSTANT, "Constant")                                                                \
    X(ATTRIBUTE, "Attribute")                                                              \
    X(SUBSCRIPT, "Subscript")                                                              \
    X(STARRED, "Starred")                                                                  \
    X(NAME, "Name")                                                                        \
    X(LIST, "List")                                                                        \
    X(TUPLE, "Tuple")                                                                      \
    X(SLICE, "Slice")                                                                      \
    /* patterns (match statement) */                                                       \
    X(MATCH_VALUE, "MatchValue")                                                           \
    X(MATCH_SINGLETON, "MatchSingleton")                                                   \
    X(MATCH_SEQUENCE, "MatchSequence")                                                     \
    X(MATCH_MAPPING, "MatchMapping")                                                       \
    X(MATCH_CLASS, "MatchClass")                                                           \
    X(MATCH_STAR, "MatchStar")                                                             \
    X(MATCH_AS, "MatchAs")                                                                 \
    X(MATCH_OR, "MatchOr")                                                                 \
    /* helper records */                                                                   \
    X(COMPREHENSION, "comprehension")                                                      \
    X(EXCEPT_HANDLER, "ExceptHandler")                                                     \
    X(ARGUMENTS, "arguments")                                                              \
    X(ARG, "arg")                                                                          \
    X(KEYWORD, "keyword")                                                                  \
    X(ALIAS, "alias")                                                                      \
    X(WITH_ITEM, "withitem")                                                               \
    X(MATCH_CASE, "match_case")

typedef enum pe_node_kind {
#define PE_X(e, s) PE_N_##e,
    PE_AST_KINDS(PE_X)
#undef PE_X
        PE_N__COUNT
} pe_node_kind;

/* Name of a kind as CPython's ast module spells it. Static string. */
const char *pe_ast_kind_name(pe_node_kind k);

/* Load/store/delete context of Name, Attribute, Subscript, Starred, List, Tuple. */
typedef enum pe_ctx { PE_LOAD, PE_STORE, PE_DEL } pe_ctx;

typedef enum pe_boolop { PE_BOOL_AND, PE_BOOL_OR } pe_boolop;

const char *pe_binop_name(pe_binop op);   /* "Add" */
const char *pe_binop_symbol(pe_binop op); /* "+" */
const char *pe_cmpop_name(pe_cmpop op);   /* "Eq" */

/* A literal as written, decoded but not turned into a runtime value. */
typedef enum pe_const_kind {
    PE_CONST_NONE,
    PE_CONST_TRUE,
    PE_CONST_FALSE,
    PE_CONST_ELLIPSIS,
    PE_CONST_INT,    /* fits in int64: .i */
    PE_CONST_BIGINT, /* does not fit: .s holds the digits (no sign, prefix or '_'),
                        .base is 2, 8, 10 or 16 */
    PE_CONST_FLOAT,  /* .f */
    PE_CONST_IMAG,   /* imaginary literal 2j: .f is the imaginary part */
    PE_CONST_STR,    /* .s/.len: decoded UTF-8; lone surrogates from \ud800 escapes are
                        encoded as 3-byte sequences (WTF-8) */
    PE_CONST_BYTES,  /* .s/.len: raw bytes */
} pe_const_kind;

typedef struct pe_const {
    pe_const_kind kind;
    int base;
    int64_t i;
    double f;
    const char *s; /* arena-owned, NUL-terminated for convenience */
    size_t len;
    void *cache; /* the evaluator's runtime value for this constant, or NULL */
} pe_const;

typedef struct pe_node_list {
    pe_node **v; /* arena-owned */
    uint32_t n;
} pe_node_list;

/* How a Name is looked up, decided by scope resolution (CPython's symtable rules). */
typedef enum pe_name_scope {
    PE_NS_UNRESOLVED = 0,
    PE_NS_FAST,            /* function local: frame slot `slot` */
    PE_NS_DEREF,           /* cell or free variable: the cell in frame slot `slot` */
    PE_NS_GLOBAL_EXPLICIT, /* declared `global`: globals dict only (then builtins on load)
                            */
    PE_NS_GLOBAL_IMPLICIT, /* free in a function, unbound anywhere enclosing: globals,
                              then builtins */
    PE_NS_NAME,            /* module or class body: the namespace dict, then globals, then
                              builtins (LOAD_NAME) */
    PE_NS_CLASSDEREF,      /* class body reading a free variable: class dict, then the
                              cell in slot `slot` (LOAD_CLASSDEREF) */
    PE_NS_FAST_TAKE,       /* load of a generator-lowering temporary (PE_NF_TAKE): frame
                              slot `slot`, emptied by the load */
} pe_name_scope;

/* pe_node.flags bits set by the generator lowering (parser/genlower.h); bit 0 is the
 * lowering's PE_NF_PAREN (parser/lower.h). */
#define PE_NF_SUSPEND                                                                      \
    0x2u                /* EXPR_STMT/ASSIGN whose value is a YIELD, YIELD_FROM or          \
                           AWAIT with an operand that cannot suspend: a suspension         \
                           point of a generator or coroutine body */
#define PE_NF_TAKE 0x4u /* NAME load of a lowering temporary */

struct pe_node {
    uint8_t kind; /* pe_node_kind */
    uint8_t ctx;  /* pe_ctx, for the kinds that have one */
    uint16_t flags;
    uint32_t line, end_line;
    uint32_t col, end_col;
    /* Reserved for the evaluator (a per-node handler or inline cache); the parser
     * leaves it NULL. */
    void *ev;
    union {
        /* MODULE */
        struct {
            pe_node_list body;
            pe_scope *scope;
        } module;

        /* FUNCTION_DEF (and LAMBDA, which uses args/body_expr/scope only) */
        struct {
            pe_str *name;
            pe_node *args; /* ARGUMENTS */
            pe_node_list body;
            pe_node_list decorators;
            pe_node *returns;   /* annotation or NULL */
            pe_node *body_expr; /* LAMBDA only */
            int is_async;
            pe_scope *scope;
        } func;

        /* CLASS_DEF */
        struct {
            pe_str *name;
            pe_node_list bases;
            pe_node_list keywords; /* KEYWORD */
            pe_node_list body;
            pe_node_list decorators;
            pe_scope *scope;
        } cls;

        /* RETURN (value may be NULL), EXPR_STMT, AWAIT, YIELD (value may be NULL),
           YIELD_FROM, STARRED (with ctx), MATCH_VALUE */
        struct {
            pe_node *value;
        } unary;

        /* DELETE */
        struct {
            pe_node_list targets;
        } del;

        /* ASSIGN: targets = value (chained a = b = v has two targets) */
        struct {
            pe_node_list targets;
            pe_node *value;
            pe_node *type_comment_unused;
        } assign;

        /* AUG_ASSIGN */
        struct {
            pe_node *target;
            pe_binop op;
            pe_node *value;
        } aug;

        /* ANN_ASSIGN: value may be NULL; simple = 1 for a bare name not in parentheses */
        struct {
            pe_node *target;
            pe_node *annotation;
            pe_node *value;
            int simple;
        } ann;

        /* FOR */
        struct {
            pe_node *target;
            pe_node *iter;
            pe_node_list body;
            pe_node_list orelse;
            int is_async;
        } for_;

        /* WHILE, IF */
        struct {
            pe_node *test;
            pe_node_list body;
            pe_node_list orelse; /* elif becomes a nested IF here */
            pe_node_list pre;    /* WHILE in a generator: statements the generator
                                    lowering hoisted out of test, run before each test */
        } cond;

        /* WITH */
        struct {
            pe_node_list items; /* WITH_ITEM */
            pe_node_list body;
            int is_async;
        } with;

        /* MATCH */
        struct {
            pe_node *subject;
            pe_node_list cases; /* MATCH_CASE */
        } match;

        /* RAISE: both may be NULL */
        struct {
            pe_node *exc;
            pe_node *cause;
        } raise;

        /* TRY */
        struct {
            pe_node_list body;
            pe_node_list handlers; /* EXCEPT_HANDLER */
            pe_node_list orelse;
            pe_node_list finalbody;
            int is_star;
        } try_;

        /* ASSERT: msg may be NULL */
        struct {
            pe_node *test;
            pe_node *msg;
        } assert_;

        /* IMPORT (module NULL, level 0), IMPORT_FROM */
        struct {
            pe_node_list names; /* ALIAS; a lone "*" alias has name "*" */
            pe_str *module;     /* dotted name as one interned string, or NULL */
            int level;          /* number of leading dots */
        } import;

        /* GLOBAL, NONLOCAL */
        struct {
            pe_str **names;
            uint32_t n;
        } names;

        /* BOOL_OP: values has two or more items */
        struct {
            pe_boolop op;
            pe_node_list values;
        } boolop;

        /* NAMED_EXPR: target is a NAME */
        struct {
            pe_node *target;
            pe_node *value;
        } named;

        /* BIN_OP */
        struct {
            pe_node *left;
            pe_binop op;
            pe_node *right;
        } binop;

        /* UNARY_OP */
        struct {
            pe_unaryop op;
            pe_node *operand;
        } unop;

        /* IF_EXP */
        struct {
            pe_node *test;
            pe_node *body;
            pe_node *orelse;
        } ifexp;

        /* DICT: keys[i] == NULL means values[i] is a **mapping */
        struct {
            pe_node_list keys;
            pe_node_list values;
        } dict;

        /* SET, LIST, TUPLE (with ctx) */
        struct {
            pe_node_list elts;
        } seq;

        /* LIST_COMP, SET_COMP, GENERATOR_EXP (elt), DICT_COMP (key + value) */
        struct {
            pe_node *elt;            /* key for DICT_COMP */
            pe_node *value;          /* DICT_COMP only */
            pe_node_list generators; /* COMPREHENSION */
            pe_scope *scope;
        } comp;

        /* COMPARE */
        struct {
            pe_node *left;
            pe_cmpop *ops;
            pe_node_list comparators; /* same length as ops */
        } compare;

        /* CALL: keywords are KEYWORD nodes; a **mapping is a KEYWORD with arg NULL;
         *iterable is a STARRED in args */
        struct {
            pe_node *func;
            pe_node_list args;
            pe_node_list keywords;
        } call;

        /* FORMATTED_VALUE: conversion is -1, 's', 'r' or 'a'; format_spec is a
           JOINED_STR or NULL. For f'{x=}', the lowering emits the literal text "x="
           as a CONSTANT before this node and sets conversion to 'r' when no conversion
           or format spec is given, exactly as CPython's parser does. */
        struct {
            pe_node *value;
            int conversion;
            pe_node *format_spec;
        } fmt;

        /* JOINED_STR: values are CONSTANT (str) and FORMATTED_VALUE nodes */
        struct {
            pe_node_list values;
        } joined;

        /* CONSTANT */
        pe_const c;

        /* ATTRIBUTE (with ctx) */
        struct {
            pe_node *value;
            pe_str *attr;
        } attr;

        /* SUBSCRIPT (with ctx): slice is an expression, a SLICE or a TUPLE of them */
        struct {
            pe_node *value;
            pe_node *slice;
        } sub;

        /* NAME (with ctx) */
        struct {
            pe_str *id;
            uint8_t scope; /* pe_name_scope */
            uint32_t slot; /* frame slot for FAST, DEREF, CLASSDEREF */
        } name;

        /* SLICE: each part may be NULL */
        struct {
            pe_node *lower;
            pe_node *upper;
            pe_node *step;
        } slice;

        /* MATCH_SINGLETON: value is NONE/TRUE/FALSE constant kind */
        struct {
            pe_const_kind value;
        } singleton;

        /* MATCH_SEQUENCE, MATCH_OR */
        struct {
            pe_node_list patterns;
        } pats;

        /* MATCH_MAPPING: keys are expressions (literals or dotted names) */
        struct {
            pe_node_list keys;
            pe_node_list patterns;
            pe_node *rest; /* NAME node (ctx STORE) for **rest, or NULL */
        } mapping;

        /* MATCH_CLASS */
        struct {
            pe_node *cls; /* NAME or ATTRIBUTE chain */
            pe_node_list patterns;
            pe_str **kwd_attrs;
            uint32_t nkwd;
            pe_node_list kwd_patterns;
        } mclass;

        /* MATCH_STAR (target NULL for *_), MATCH_AS (pattern NULL for a capture or _,
           target NULL for _). Targets are NAME nodes with ctx STORE so that scope
           resolution gives them slots like any other binding. */
        struct {
            pe_node *pattern;
            pe_node *target;
        } as;

        /* COMPREHENSION */
        struct {
            pe_node *target;
            pe_node *iter;
            pe_node_list ifs;
            int is_async;
        } gen;

        /* EXCEPT_HANDLER: type and name may be NULL; name is a NAME node (STORE) */
        struct {
            pe_node *type;
            pe_node *name;
            pe_node_list body;
        } handler;

        /* ARGUMENTS: defaults apply to the last len(defaults) of posonlyargs+args;
           kw_defaults has one entry per kwonlyarg, NULL where there is none */
        struct {
            pe_node_list posonlyargs; /* ARG */
            pe_node_list args;        /* ARG */
            pe_node *vararg;          /* ARG or NULL */
            pe_node_list kwonlyargs;  /* ARG */
            pe_node_list kw_defaults;
            pe_node *kwarg; /* ARG or NULL */
            pe_node_list defaults;
        } arguments;

        /* ARG */
        struct {
            pe_str *arg;
            pe_node *annotation; /* or NULL */
        } arg;

        /* KEYWORD: arg NULL for **value */
        struct {
            pe_str *arg;
            pe_node *value;
        } keyword;

        /* ALIAS: name may be dotted ("a.b.c") or "*" */
        struct {
            pe_str *name;
            pe_str *asname; /* or NULL */
        } alias;

        /* WITH_ITEM */
        struct {
            pe_node *context_expr;
            pe_node *optional_vars; /* or NULL */
            pe_node_list pre; /* an item after the first, in a generator: statements the
                                 generator lowering hoisted out of context_expr */
        } item;

        /* MATCH_CASE */
        struct {
            pe_node *pattern;
            pe_node *guard; /* or NULL */
            pe_node_list body;
        } mcase;
    } u;
};

/* A parsed module: the tree, its arena, and the source it came from (kept for
 * tracebacks, which print source lines). */
typedef struct pe_ast {
    pe_arena arena;
    pe_node *root;   /* MODULE */
    const char *src; /* arena copy of the source, NUL-terminated */
    size_t src_len;
    const char *filename; /* arena copy */
} pe_ast;

/* Allocates a zeroed node of kind k in the arena. NULL on failure (limit or hook). */
pe_node *pe_node_new(pe_arena *a, pe_node_kind k) __attribute__((warn_unused_result));

/* Allocates an array of n node pointers for a list. NULL on failure (n == 0 gives a
 * valid empty list without allocating). Returns 0 on success, -1 on failure. */
int pe_node_list_alloc(pe_arena *a, pe_node_list *l, uint32_t n)
    __attribute__((warn_unused_result));

#endif
