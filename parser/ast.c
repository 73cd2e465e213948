/*
 * ast.c - node allocation and the name tables generated from ast.h's X-macros.
 */
#include "ast.h"

static const char *const kind_names[PE_N__COUNT] = {
#define PE_X(e, s) s,
    PE_AST_KINDS(PE_X)
#undef PE_X
};

static const char *const binop_names[PE_OP__COUNT] = {
#define PE_X(e, a, s) a,
    PE_BINOPS(PE_X)
#undef PE_X
};

static const char *const binop_symbols[PE_OP__COUNT] = {
#define PE_X(e, a, s) s,
    PE_BINOPS(PE_X)
#undef PE_X
};

static const char *const cmpop_names[PE_CMP__COUNT] = {
#define PE_X(e, a, s) a,
    PE_CMPOPS(PE_X)
#undef PE_X
};

const char *pe_ast_kind_name(pe_node_kind k) {
    return (unsigned)k < PE_N__COUNT ? kind_names[k] : "?";
}

const char *pe_binop_name(pe_binop op) {
    return (unsigned)op < PE_OP__COUNT ? binop_names[op] : "?";
}

const char *pe_binop_symbol(pe_binop op) {
    return (unsigned)op < PE_OP__COUNT ? binop_symbols[op] : "?";
}

const char *pe_cmpop_name(pe_cmpop op) {
    return (unsigned)op < PE_CMP__COUNT ? cmpop_names[op] : "?";
}

pe_node *pe_node_new(pe_arena *a, pe_node_kind k) {
    pe_node *n = pe_arena_alloc(a, sizeof *n); /* zeroed: every list empty, every
                                                 pointer NULL, ctx LOAD */
    if (n) n->kind = (uint8_t)k;
    return n;
}

int pe_node_list_alloc(pe_arena *a, pe_node_list *l, uint32_t n) {
    l->v = NULL;
    l->n = 0;
    if (n == 0) return 0;
    size_t bytes;
    if (pe_size_mul(n, sizeof(pe_node *), &bytes)) return -1;
    l->v = pe_arena_alloc(a, bytes);
    if (!l->v) return -1;
    l->n = n;
    return 0;
}
