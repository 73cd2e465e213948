/*
 * opkind.h - the binary, unary and comparison operator kinds, apart from the AST.
 *
 * The AST's BinOp/AugAssign/UnaryOp/Compare nodes name their operator with these, and
 * the evaluator's type slots (eval/object.h: one binop slot per pe_binop) and operator
 * entry points (eval/ops.h) take them. They are the AST's vocabulary, so they stay in
 * parser/ (eval/ -> parser/ is the one direction allowed; core/ holds no AST notions),
 * but in a header of their own, so eval/object.h need not see the whole AST.
 * Pure definitions, no functions (pe_binop_name and friends are in ast.h).
 */
#ifndef PE_OPKIND_H
#define PE_OPKIND_H

/* X(ENUM, "ast class", "operator text") */
#define PE_BINOPS(X)                                                                       \
    X(ADD, "Add", "+")                                                                     \
    X(SUB, "Sub", "-")                                                                     \
    X(MULT, "Mult", "*")                                                                   \
    X(MATMULT, "MatMult", "@")                                                             \
    X(DIV, "Div", "/")                                                                     \
    X(MOD, "Mod", "%")                                                                     \
    X(POW, "Pow", "**")                                                                    \
    X(LSHIFT, "LShift", "<<")                                                              \
    X(RSHIFT, "RShift", ">>")                                                              \
    X(BITOR, "BitOr", "|")                                                                 \
    X(BITXOR, "BitXor", "^")                                                               \
    X(BITAND, "BitAnd", "&")                                                               \
    X(FLOORDIV, "FloorDiv", "//")

typedef enum pe_binop {
#define PE_X(e, a, s) PE_OP_##e,
    PE_BINOPS(PE_X)
#undef PE_X
        PE_OP__COUNT
} pe_binop;

typedef enum pe_unaryop { PE_UOP_INVERT, PE_UOP_NOT, PE_UOP_UADD, PE_UOP_USUB } pe_unaryop;

#define PE_CMPOPS(X)                                                                       \
    X(EQ, "Eq", "==")                                                                      \
    X(NOT_EQ, "NotEq", "!=")                                                               \
    X(LT, "Lt", "<")                                                                       \
    X(LT_E, "LtE", "<=")                                                                   \
    X(GT, "Gt", ">")                                                                       \
    X(GT_E, "GtE", ">=")                                                                   \
    X(IS, "Is", "is")                                                                      \
    X(IS_NOT, "IsNot", "is not")                                                           \
    X(IN, "In", "in")                                                                      \
    X(NOT_IN, "NotIn", "not in")

typedef enum pe_cmpop {
#define PE_X(e, a, s) PE_CMP_##e,
    PE_CMPOPS(PE_X)
#undef PE_X
        PE_CMP__COUNT
} pe_cmpop;

#endif
