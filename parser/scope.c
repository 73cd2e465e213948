/*
 * scope.c - scope resolution with CPython 3.11's symtable rules (Python/symtable.c),
 * then frame-slot assignment (what Python/compile.c derives from the symtable).
 *
 * Pass 1 (collect) walks the AST in symtable order, builds one block per scope
 * (module, function, lambda, class, comprehension) with the flags of each name in it
 * (DEF_LOCAL, USE, DEF_PARAM, ...), records every NAME node with the block it was
 * seen in, and raises the symtable's pass-1 errors (bad global/nonlocal order,
 * annotated globals, assignment expressions in comprehensions).
 *
 * Pass 2 (analyze) decides each name's scope, in CPython's order (a block's names in
 * first-seen order, then its children depth first), raising the pass-2 errors (no
 * binding for nonlocal, nonlocal at module level, nonlocal and global). CPython
 * passes "bound" and "global" sets down the tree; here the same answer comes from a
 * walk up the enclosing blocks (see resolve_up), which needs no set copies.
 *
 * Pass 3 (closures) turns each free variable into cells: the binding function's local
 * becomes CELL, every block in between gets the name as a pass-through FREE (class
 * blocks that bind the same name get DEF_FREE_CLASS, as in update_symbols), and a
 * class whose methods use __class__/super gets the implicit __class__ cell.
 *
 * Pass 4 (slots) lays out each frame as scope.h describes and fills every NAME node
 * and pe_scope.
 *
 * Private names are mangled during pass 1 (scope.h lists where). All memory comes
 * from the AST arena; a failed allocation sets err->oom.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/intern.h"
#include "../core/stack.h"
#include "parse.h"
#include "scope.h"

/* symbol flags, as CPython's symtable.h */
#define DEF_GLOBAL     0x001u
#define DEF_LOCAL      0x002u
#define DEF_PARAM      0x004u
#define DEF_NONLOCAL   0x008u
#define USE            0x010u
#define DEF_FREE_CLASS 0x040u
#define DEF_IMPORT     0x080u
#define DEF_ANNOT      0x100u
#define DEF_COMP_ITER  0x200u
#define DEF_BOUND      (DEF_LOCAL | DEF_PARAM | DEF_IMPORT)

/* resolved scopes */
enum { SC_NONE, SC_LOCAL, SC_GLOBAL_EXPLICIT, SC_GLOBAL_IMPLICIT, SC_FREE, SC_CELL };

enum { B_MODULE, B_FUNCTION, B_CLASS }; /* CPython's block types */

typedef struct blk blk;
typedef struct sym sym;

struct sym {
    pe_str *name;
    blk *b;
    uint32_t flags;
    uint8_t scope;
    int32_t param; /* parameter slot, or -1 */
    int32_t slot;  /* frame slot for LOCAL (function-like), CELL and FREE */
    sym *hnext;    /* hash chain */
    sym *next;     /* first-seen order within the block */
};

typedef struct directive {
    pe_str *name;
    uint32_t line, col; /* col: 0-based byte column */
    struct directive *next;
} directive;

struct blk {
    int type;
    pe_scope_kind kind;
    pe_node *node;
    pe_scope *sc;
    blk *parent;
    blk *child, *child_last, *sibling;
    sym *first, *last;
    directive *dirs, *dirs_last;
    pe_str *name;         /* as written (qualname, __name__) */
    pe_str *store_name;   /* the binding in the parent, mangled */
    int comprehension;    /* a comprehension block */
    int comp_iter_target; /* visiting a comprehension's iteration target */
    int comp_iter_expr;   /* depth inside comprehension iterables (inherited) */
    int nested, generator, coroutine, varargs, varkw;
    int needs_class_closure;
    int has_annotations; /* module/class body: contains an AnnAssign (find_ann) */
    uint32_t nparams;
};

typedef struct noderef {
    pe_node *n;
    blk *b;
} noderef;

typedef struct st {
    pe_ast *ast;
    pe_arena *a;
    pe_vm *vm;
    pe_syntax_error *err;
    int failed;
    blk *cur, *top;
    sym **buckets;
    uint32_t nbuckets, nsyms;
    noderef *refs;
    uint32_t nrefs, caprefs;
    pe_str *s_class, *s_super, *s_dot0;
    pe_str *priv; /* name of the innermost enclosing class (CPython's st_private) */
} st;

/* ---- errors ------------------------------------------------------------------------ */

static void oom(st *s) {
    if (!s->failed) {
        memset(s->err, 0, sizeof *s->err);
        s->err->oom = 1;
    }
    s->failed = 1;
}

/* The C stack ran low (core/stack.h): CPython's outcome for too-deep code. */
static int too_deep(st *s) {
    if (!s->failed) {
        memset(s->err, 0, sizeof *s->err);
        s->err->type = "RecursionError";
        snprintf(s->err->msg, sizeof s->err->msg,
                 "maximum recursion depth exceeded during compilation");
    }
    s->failed = 1;
    return -1;
}

/* CPython's symtable passes the AST's byte col_offset + 1 as the offset. */
static void error_at(st *s, uint32_t line, uint32_t bytecol, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void error_at(st *s, uint32_t line, uint32_t bytecol, const char *fmt, ...) {
    if (s->failed) return;
    memset(s->err, 0, sizeof *s->err);
    s->err->type = "SyntaxError";
    s->err->line = line;
    s->err->col = bytecol + 1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->err->msg, sizeof s->err->msg, fmt, ap);
    va_end(ap);
    s->failed = 1;
}

static const char *txt(const pe_str *n) {
    return pe_intern_text(n, NULL);
}

/* CPython's _Py_Mangle: inside a class body (and the functions in it), `__x` is
 * `_Class__x` unless it also ends in "__" or contains a dot; leading underscores of
 * the class name are dropped, and a class named only "_"s mangles nothing. Returns
 * NULL (with err->oom) only when interning fails. */
static void oom(st *s);
static pe_str *mangle(st *s, pe_str *n) {
    if (!s->priv || !n) return n;
    size_t nlen, plen;
    const char *t = pe_intern_text(n, &nlen);
    if (nlen < 2 || t[0] != '_' || t[1] != '_') return n;
    if ((t[nlen - 1] == '_' && t[nlen - 2] == '_') || memchr(t, '.', nlen)) return n;
    const char *p = pe_intern_text(s->priv, &plen);
    while (plen && *p == '_') {
        p++;
        plen--;
    }
    if (!plen) return n;
    char buf[512];
    size_t total = 1 + plen + nlen;
    char *b = buf;
    if (total > sizeof buf) {
        b = pe_arena_alloc(s->a, total);
        if (!b) {
            oom(s);
            return NULL;
        }
    }
    b[0] = '_';
    memcpy(b + 1, p, plen);
    memcpy(b + 1 + plen, t, nlen);
    pe_str *r = pe_intern_for_ast(s->vm, s->ast, b, total);
    if (!r) oom(s);
    return r;
}

/* ---- symbols ----------------------------------------------------------------------- */

static uint32_t hash2(const blk *b, const pe_str *n) {
    uintptr_t h =
        (uintptr_t)b * 0x9E3779B97F4A7C15ull ^ (uintptr_t)n * 0xC2B2AE3D27D4EB4Full;
    return (uint32_t)(h ^ (h >> 29));
}

static sym *lookup(st *s, const blk *b, const pe_str *n) {
    if (!s->nbuckets) return NULL;
    for (sym *y = s->buckets[hash2(b, n) & (s->nbuckets - 1)]; y; y = y->hnext)
        if (y->b == b && y->name == n) return y;
    return NULL;
}

static uint32_t flags_of(st *s, const blk *b, const pe_str *n) {
    sym *y = lookup(s, b, n);
    return y ? y->flags : 0;
}

static int grow_hash(st *s) {
    uint32_t nb = s->nbuckets ? s->nbuckets * 2 : 16;
    if (nb < s->nbuckets) return -1;
    sym **bk = pe_arena_alloc(s->a, (size_t)nb * sizeof *bk);
    if (!bk) return -1;
    for (uint32_t i = 0; i < s->nbuckets; i++) {
        sym *y = s->buckets[i];
        while (y) {
            sym *nx = y->hnext;
            uint32_t h = hash2(y->b, y->name) & (nb - 1);
            y->hnext = bk[h];
            bk[h] = y;
            y = nx;
        }
    }
    s->buckets = bk;
    s->nbuckets = nb;
    return 0;
}

/* The symbol for n in b, created (with no flags) if missing. NULL on OOM. */
static sym *get_sym(st *s, blk *b, pe_str *n) {
    sym *y = lookup(s, b, n);
    if (y) return y;
    if (s->nsyms >= s->nbuckets / 2 && grow_hash(s) < 0) {
        oom(s);
        return NULL;
    }
    y = pe_arena_alloc(s->a, sizeof *y);
    if (!y) {
        oom(s);
        return NULL;
    }
    y->name = n;
    y->b = b;
    y->param = -1;
    y->slot = -1;
    uint32_t h = hash2(b, n) & (s->nbuckets - 1);
    y->hnext = s->buckets[h];
    s->buckets[h] = y;
    s->nsyms++;
    if (b->last)
        b->last->next = y;
    else
        b->first = y;
    b->last = y;
    return y;
}

/* symtable_add_def_helper(). line/col locate the name for the comprehension-target
 * error. Returns -1 on error. */
static int add_def_in(st *s, blk *b, pe_str *n, uint32_t flag, uint32_t line,
                      uint32_t col) {
    sym *y = get_sym(s, b, n);
    if (!y) return -1;
    if ((flag & DEF_PARAM) && (y->flags & DEF_PARAM)) {
        error_at(s, line, col, "duplicate argument '%s' in function definition", txt(n));
        return -1;
    }
    uint32_t val = y->flags | flag;
    if (b->comp_iter_target) {
        if (val & (DEF_GLOBAL | DEF_NONLOCAL)) {
            error_at(s, line, col,
                     "comprehension inner loop cannot rebind assignment expression target "
                     "'%s'",
                     txt(n));
            return -1;
        }
        val |= DEF_COMP_ITER;
    }
    y->flags = val;
    if (flag & DEF_PARAM) y->param = (int32_t)b->nparams++;
    if (flag & DEF_GLOBAL) {
        /* CPython also records explicit globals in the module's table */
        sym *g = get_sym(s, s->top, n);
        if (!g) return -1;
        g->flags |= flag;
    }
    return 0;
}

static int add_def(st *s, pe_str *n, uint32_t flag, uint32_t line, uint32_t col) {
    return add_def_in(s, s->cur, n, flag, line, col);
}

static int add_directive(st *s, blk *b, pe_str *n, uint32_t line, uint32_t col) {
    directive *d = pe_arena_alloc(s->a, sizeof *d);
    if (!d) {
        oom(s);
        return -1;
    }
    d->name = n;
    d->line = line;
    d->col = col;
    if (b->dirs_last)
        b->dirs_last->next = d;
    else
        b->dirs = d;
    b->dirs_last = d;
    return 0;
}

static int add_ref(st *s, pe_node *n) {
    if (s->nrefs == s->caprefs) {
        uint32_t nc = s->caprefs ? s->caprefs * 2 : 16;
        if (nc < s->caprefs) goto fail;
        noderef *r = pe_arena_alloc(s->a, (size_t)nc * sizeof *r);
        if (!r) goto fail;
        if (s->nrefs) memcpy(r, s->refs, (size_t)s->nrefs * sizeof *r);
        s->refs = r;
        s->caprefs = nc;
    }
    s->refs[s->nrefs].n = n;
    s->refs[s->nrefs].b = s->cur;
    s->nrefs++;
    return 0;
fail:
    oom(s);
    return -1;
}

/* ---- blocks ------------------------------------------------------------------------ */

static blk *enter_block(st *s, int type, pe_scope_kind kind, pe_node *node, pe_str *name) {
    blk *b = pe_arena_alloc(s->a, sizeof *b);
    pe_scope *sc = pe_arena_alloc(s->a, sizeof *sc);
    if (!b || !sc) {
        oom(s);
        return NULL;
    }
    b->type = type;
    b->kind = kind;
    b->node = node;
    b->sc = sc;
    b->name = name;
    b->parent = s->cur;
    if (s->cur) {
        blk *p = s->cur;
        if (p->child_last)
            p->child_last->sibling = b;
        else
            p->child = b;
        p->child_last = b;
        b->nested = p->nested || p->type == B_FUNCTION;
        b->comp_iter_expr = p->comp_iter_expr;
    }
    s->cur = b;
    return b;
}

static void exit_block(st *s) {
    s->cur = s->cur->parent;
}

/* ---- pass 1: collection ------------------------------------------------------------ */

static int visit_expr(st *s, pe_node *e);
static int visit_stmt(st *s, pe_node *x);

static int visit_exprs(st *s, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        if (l.v[i] && visit_expr(s, l.v[i]) < 0) return -1;
    return 0;
}

static int visit_body(st *s, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        if (l.v[i] && visit_stmt(s, l.v[i]) < 0) return -1;
    return 0;
}

static int visit_opt(st *s, pe_node *e) {
    return e ? visit_expr(s, e) : 0;
}

/* A NAME node: a use or a binding in the current block. */
static int visit_name(st *s, pe_node *e) {
    pe_str *id = mangle(s, e->u.name.id);
    if (!id) return -1;
    e->u.name.id = id;
    if (add_ref(s, e) < 0) return -1;
    if (add_def(s, id, e->ctx == PE_LOAD ? USE : DEF_LOCAL, e->line, e->col) < 0) return -1;
    /* zero-argument super() needs the __class__ cell */
    if (e->ctx == PE_LOAD && s->cur->type == B_FUNCTION && id == s->s_super &&
        add_def(s, s->s_class, USE, e->line, e->col) < 0)
        return -1;
    return 0;
}

/* symtable_extend_namedexpr_scope(): the target of a walrus inside a comprehension
 * binds in the nearest enclosing function or module block. */
static int extend_namedexpr_scope(st *s, pe_node *target) {
    pe_str *n = target->u.name.id;
    for (blk *b = s->cur; b; b = b->parent) {
        if (b->comprehension) {
            if (flags_of(s, b, n) & DEF_COMP_ITER) {
                error_at(s, target->line, target->col,
                         "assignment expression cannot rebind comprehension iteration "
                         "variable '%s'",
                         txt(n));
                return -1;
            }
            continue;
        }
        if (b->type == B_FUNCTION) {
            uint32_t f = flags_of(s, b, n) & DEF_GLOBAL ? DEF_GLOBAL : DEF_NONLOCAL;
            if (add_def(s, n, f, target->line, target->col) < 0) return -1;
            if (add_directive(s, s->cur, n, target->line, target->col) < 0) return -1;
            return add_def_in(s, b, n, DEF_LOCAL, target->line, target->col);
        }
        if (b->type == B_MODULE) {
            if (add_def(s, n, DEF_GLOBAL, target->line, target->col) < 0) return -1;
            if (add_directive(s, s->cur, n, target->line, target->col) < 0) return -1;
            return add_def_in(s, b, n, DEF_GLOBAL, target->line, target->col);
        }
        /* class block */
        error_at(s, target->line, target->col,
                 "assignment expression within a comprehension cannot be used in a class "
                 "body");
        return -1;
    }
    return 0;
}

static int visit_named(st *s, pe_node *e) {
    if (s->cur->comp_iter_expr > 0) {
        error_at(s, e->line, e->col,
                 "assignment expression cannot be used in a comprehension iterable "
                 "expression");
        return -1;
    }
    pe_node *t = e->u.named.target;
    if (t && t->kind == PE_N_NAME && !(t->u.name.id = mangle(s, t->u.name.id))) return -1;
    if (s->cur->comprehension && t && t->kind == PE_N_NAME &&
        extend_namedexpr_scope(s, t) < 0)
        return -1;
    if (visit_opt(s, e->u.named.value) < 0) return -1;
    return visit_opt(s, t);
}

static pe_str *comp_name(st *s, pe_node_kind k) {
    const char *nm = k == PE_N_LIST_COMP   ? "<listcomp>"
                     : k == PE_N_SET_COMP  ? "<setcomp>"
                     : k == PE_N_DICT_COMP ? "<dictcomp>"
                                           : "<genexpr>";
    pe_str *r = pe_intern(s->vm, nm, strlen(nm));
    if (!r) oom(s);
    return r;
}

/* symtable_handle_comprehension() */
static int visit_comprehension(st *s, pe_node *e) {
    pe_node_list gens = e->u.comp.generators;
    if (gens.n == 0) return 0;
    pe_node *outer = gens.v[0];
    /* the outermost iterable is evaluated in the enclosing block */
    s->cur->comp_iter_expr++;
    int r = visit_opt(s, outer->u.gen.iter);
    s->cur->comp_iter_expr--;
    if (r < 0) return -1;
    pe_str *nm = comp_name(s, (pe_node_kind)e->kind);
    if (!nm) return -1;
    blk *b = enter_block(s, B_FUNCTION, PE_SCOPE_COMPREHENSION, e, nm);
    if (!b) return -1;
    b->comprehension = 1;
    int is_gen = e->kind == PE_N_GENERATOR_EXP;
    if (outer->u.gen.is_async) b->coroutine = 1;
    /* the outermost iterator arrives as the implicit parameter ".0" */
    if (add_def(s, s->s_dot0, DEF_PARAM, e->line, e->col) < 0) return -1;
    b->comp_iter_target = 1;
    r = visit_opt(s, outer->u.gen.target);
    b->comp_iter_target = 0;
    if (r < 0) return -1;
    if (visit_exprs(s, outer->u.gen.ifs) < 0) return -1;
    for (uint32_t i = 1; i < gens.n; i++) {
        pe_node *g = gens.v[i];
        b->comp_iter_target = 1;
        r = visit_opt(s, g->u.gen.target);
        b->comp_iter_target = 0;
        if (r < 0) return -1;
        b->comp_iter_expr++;
        r = visit_opt(s, g->u.gen.iter);
        b->comp_iter_expr--;
        if (r < 0) return -1;
        if (visit_exprs(s, g->u.gen.ifs) < 0) return -1;
        if (g->u.gen.is_async) b->coroutine = 1;
    }
    if (e->kind == PE_N_DICT_COMP && visit_opt(s, e->u.comp.value) < 0) return -1;
    if (visit_opt(s, e->u.comp.elt) < 0) return -1;
    b->generator = is_gen;
    int is_async = b->coroutine && !is_gen;
    exit_block(s);
    if (is_async) s->cur->coroutine = 1;
    return 0;
}

static int visit_params(st *s, pe_node *args) {
    if (!args) return 0;
    pe_node_list lists[3] = {args->u.arguments.posonlyargs, args->u.arguments.args,
                             args->u.arguments.kwonlyargs};
    for (int k = 0; k < 3; k++)
        for (uint32_t i = 0; i < lists[k].n; i++) {
            pe_node *a = lists[k].v[i];
            if (!(a->u.arg.arg = mangle(s, a->u.arg.arg))) return -1;
            if (add_def(s, a->u.arg.arg, DEF_PARAM, a->line, a->col) < 0) return -1;
        }
    if (args->u.arguments.vararg) {
        pe_node *a = args->u.arguments.vararg;
        if (!(a->u.arg.arg = mangle(s, a->u.arg.arg))) return -1;
        if (add_def(s, a->u.arg.arg, DEF_PARAM, a->line, a->col) < 0) return -1;
        s->cur->varargs = 1;
    }
    if (args->u.arguments.kwarg) {
        pe_node *a = args->u.arguments.kwarg;
        if (!(a->u.arg.arg = mangle(s, a->u.arg.arg))) return -1;
        if (add_def(s, a->u.arg.arg, DEF_PARAM, a->line, a->col) < 0) return -1;
        s->cur->varkw = 1;
    }
    return 0;
}

static int visit_arg_annotations(st *s, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        if (l.v[i] && visit_opt(s, l.v[i]->u.arg.annotation) < 0) return -1;
    return 0;
}

/* symtable_visit_annotations(): parameter annotations, then the return annotation,
 * in the enclosing block. */
static int visit_annotations(st *s, pe_node *args, pe_node *returns) {
    if (args) {
        if (visit_arg_annotations(s, args->u.arguments.posonlyargs) < 0 ||
            visit_arg_annotations(s, args->u.arguments.args) < 0)
            return -1;
        if (args->u.arguments.vararg &&
            visit_opt(s, args->u.arguments.vararg->u.arg.annotation) < 0)
            return -1;
        if (visit_arg_annotations(s, args->u.arguments.kwonlyargs) < 0) return -1;
        if (args->u.arguments.kwarg &&
            visit_opt(s, args->u.arguments.kwarg->u.arg.annotation) < 0)
            return -1;
    }
    return visit_opt(s, returns);
}

static int visit_defaults(st *s, pe_node *args) {
    if (!args) return 0;
    if (visit_exprs(s, args->u.arguments.defaults) < 0) return -1;
    return visit_exprs(s, args->u.arguments.kw_defaults);
}

static int visit_keywords(st *s, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        if (l.v[i] && visit_opt(s, l.v[i]->u.keyword.value) < 0) return -1;
    return 0;
}

static int visit_pattern(st *s, pe_node *p);

static int visit_patterns(st *s, pe_node_list l) {
    for (uint32_t i = 0; i < l.n; i++)
        if (l.v[i] && visit_pattern(s, l.v[i]) < 0) return -1;
    return 0;
}

static int visit_pattern(st *s, pe_node *p) {
    switch ((pe_node_kind)p->kind) {
    case PE_N_MATCH_VALUE: return visit_opt(s, p->u.unary.value);
    case PE_N_MATCH_SINGLETON: return 0;
    case PE_N_MATCH_SEQUENCE:
    case PE_N_MATCH_OR: return visit_patterns(s, p->u.pats.patterns);
    case PE_N_MATCH_MAPPING:
        if (visit_exprs(s, p->u.mapping.keys) < 0) return -1;
        if (visit_patterns(s, p->u.mapping.patterns) < 0) return -1;
        return visit_opt(s, p->u.mapping.rest);
    case PE_N_MATCH_CLASS:
        if (visit_opt(s, p->u.mclass.cls) < 0) return -1;
        if (visit_patterns(s, p->u.mclass.patterns) < 0) return -1;
        return visit_patterns(s, p->u.mclass.kwd_patterns);
    case PE_N_MATCH_STAR: return visit_opt(s, p->u.as.target);
    case PE_N_MATCH_AS:
        if (p->u.as.pattern && visit_pattern(s, p->u.as.pattern) < 0) return -1;
        return visit_opt(s, p->u.as.target);
    default: return visit_expr(s, p);
    }
}

static int visit_expr(st *s, pe_node *e) {
    if (s->failed) return -1;
    if (pe_stack_exhausted(s->vm)) return too_deep(s);
    switch ((pe_node_kind)e->kind) {
    case PE_N_NAME: return visit_name(s, e);
    case PE_N_NAMED_EXPR: return visit_named(s, e);
    case PE_N_BOOL_OP: return visit_exprs(s, e->u.boolop.values);
    case PE_N_BIN_OP:
        if (visit_opt(s, e->u.binop.left) < 0) return -1;
        return visit_opt(s, e->u.binop.right);
    case PE_N_UNARY_OP: return visit_opt(s, e->u.unop.operand);
    case PE_N_LAMBDA: {
        pe_node *args = e->u.func.args;
        if (visit_defaults(s, args) < 0) return -1;
        /* the function of an async comprehension (parser/genlower.c) has its name */
        pe_str *nm = e->u.func.name ? e->u.func.name : pe_intern(s->vm, "<lambda>", 8);
        if (!nm) {
            oom(s);
            return -1;
        }
        blk *lb = enter_block(s, B_FUNCTION, PE_SCOPE_LAMBDA, e, nm);
        if (!lb) return -1;
        if (e->u.func.is_async) lb->coroutine = 1;
        if (visit_params(s, args) < 0) return -1;
        /* a generator lambda's body was lowered to statements (parser/genlower.h) */
        if (e->u.func.body.n ? visit_body(s, e->u.func.body) < 0
                             : visit_opt(s, e->u.func.body_expr) < 0)
            return -1;
        exit_block(s);
        return 0;
    }
    case PE_N_IF_EXP:
        if (visit_opt(s, e->u.ifexp.test) < 0) return -1;
        if (visit_opt(s, e->u.ifexp.body) < 0) return -1;
        return visit_opt(s, e->u.ifexp.orelse);
    case PE_N_DICT:
        for (uint32_t i = 0; i < e->u.dict.values.n; i++) {
            if (i < e->u.dict.keys.n && e->u.dict.keys.v[i] &&
                visit_expr(s, e->u.dict.keys.v[i]) < 0)
                return -1;
            if (e->u.dict.values.v[i] && visit_expr(s, e->u.dict.values.v[i]) < 0)
                return -1;
        }
        return 0;
    case PE_N_SET:
    case PE_N_LIST:
    case PE_N_TUPLE: return visit_exprs(s, e->u.seq.elts);
    case PE_N_LIST_COMP:
    case PE_N_SET_COMP:
    case PE_N_DICT_COMP:
    case PE_N_GENERATOR_EXP: return visit_comprehension(s, e);
    case PE_N_AWAIT:
        if (visit_opt(s, e->u.unary.value) < 0) return -1;
        s->cur->coroutine = 1;
        return 0;
    case PE_N_YIELD:
    case PE_N_YIELD_FROM:
        if (visit_opt(s, e->u.unary.value) < 0) return -1;
        if (s->cur->comprehension) {
            pe_node_kind k = (pe_node_kind)s->cur->node->kind;
            error_at(s, e->line, e->col, "'yield' inside %s",
                     k == PE_N_LIST_COMP   ? "list comprehension"
                     : k == PE_N_SET_COMP  ? "set comprehension"
                     : k == PE_N_DICT_COMP ? "dict comprehension"
                                           : "generator expression");
            return -1;
        }
        s->cur->generator = 1;
        return 0;
    case PE_N_COMPARE:
        if (visit_opt(s, e->u.compare.left) < 0) return -1;
        return visit_exprs(s, e->u.compare.comparators);
    case PE_N_CALL:
        if (visit_opt(s, e->u.call.func) < 0) return -1;
        if (visit_exprs(s, e->u.call.args) < 0) return -1;
        return visit_keywords(s, e->u.call.keywords);
    case PE_N_FORMATTED_VALUE:
        if (visit_opt(s, e->u.fmt.value) < 0) return -1;
        return visit_opt(s, e->u.fmt.format_spec);
    case PE_N_JOINED_STR: return visit_exprs(s, e->u.joined.values);
    case PE_N_CONSTANT: return 0;
    case PE_N_ATTRIBUTE:
        if (!(e->u.attr.attr = mangle(s, e->u.attr.attr))) return -1;
        return visit_opt(s, e->u.attr.value);
    case PE_N_SUBSCRIPT:
        if (visit_opt(s, e->u.sub.value) < 0) return -1;
        return visit_opt(s, e->u.sub.slice);
    case PE_N_STARRED: return visit_opt(s, e->u.unary.value);
    case PE_N_SLICE:
        if (visit_opt(s, e->u.slice.lower) < 0) return -1;
        if (visit_opt(s, e->u.slice.upper) < 0) return -1;
        return visit_opt(s, e->u.slice.step);
    case PE_N_KEYWORD: return visit_opt(s, e->u.keyword.value);
    default: return 0;
    }
}

/* The Global and Nonlocal statements (symtable_visit_stmt). */
static int visit_decl(st *s, pe_node *x, int is_global) {
    for (uint32_t i = 0; i < x->u.names.n; i++) {
        pe_str *n = mangle(s, x->u.names.names[i]);
        if (!n) return -1;
        x->u.names.names[i] = n;
        uint32_t cur = flags_of(s, s->cur, n);
        if (cur & (DEF_PARAM | DEF_LOCAL | USE | DEF_ANNOT)) {
            const char *what = is_global ? "global" : "nonlocal";
            if (cur & DEF_PARAM)
                error_at(s, x->line, x->col, "name '%s' is parameter and %s", txt(n), what);
            else if (cur & USE)
                error_at(s, x->line, x->col, "name '%s' is used prior to %s declaration",
                         txt(n), what);
            else if (cur & DEF_ANNOT)
                error_at(s, x->line, x->col, "annotated name '%s' can't be %s", txt(n),
                         what);
            else
                error_at(s, x->line, x->col,
                         "name '%s' is assigned to before %s declaration", txt(n), what);
            return -1;
        }
        if (add_def(s, n, is_global ? DEF_GLOBAL : DEF_NONLOCAL, x->line, x->col) < 0)
            return -1;
        if (add_directive(s, s->cur, n, x->line, x->col) < 0) return -1;
    }
    return 0;
}

/* The name an import alias binds: asname, or the first component of a dotted name. */
static pe_str *alias_store_name(st *s, pe_node *al) {
    if (al->u.alias.asname) return al->u.alias.asname;
    size_t len;
    const char *t = pe_intern_text(al->u.alias.name, &len);
    const char *dot = memchr(t, '.', len);
    if (!dot) return al->u.alias.name;
    pe_str *r = pe_intern_for_ast(s->vm, s->ast, t, (size_t)(dot - t));
    if (!r) oom(s);
    return mangle(s, r);
}

static int visit_stmt(st *s, pe_node *x) {
    if (s->failed) return -1;
    if (pe_stack_exhausted(s->vm)) return too_deep(s);
    switch ((pe_node_kind)x->kind) {
    case PE_N_FUNCTION_DEF: {
        /* the node keeps the (mangled) name the def binds; the scope keeps the name
           as written, which is the function's __name__ and part of its __qualname__ */
        pe_node *args = x->u.func.args;
        pe_str *written = x->u.func.name;
        if (!(x->u.func.name = mangle(s, written))) return -1;
        if (add_def(s, x->u.func.name, DEF_LOCAL, x->line, x->col) < 0) return -1;
        if (visit_defaults(s, args) < 0) return -1;
        if (visit_annotations(s, args, x->u.func.returns) < 0) return -1;
        if (visit_exprs(s, x->u.func.decorators) < 0) return -1;
        blk *b = enter_block(s, B_FUNCTION, PE_SCOPE_FUNCTION, x, written);
        if (!b) return -1;
        b->store_name = x->u.func.name;
        if (x->u.func.is_async) b->coroutine = 1;
        if (visit_params(s, args) < 0) return -1;
        if (visit_body(s, x->u.func.body) < 0) return -1;
        exit_block(s);
        return 0;
    }
    case PE_N_CLASS_DEF: {
        pe_str *written = x->u.cls.name;
        if (!(x->u.cls.name = mangle(s, written))) return -1;
        if (add_def(s, x->u.cls.name, DEF_LOCAL, x->line, x->col) < 0) return -1;
        if (visit_exprs(s, x->u.cls.bases) < 0) return -1;
        if (visit_keywords(s, x->u.cls.keywords) < 0) return -1;
        if (visit_exprs(s, x->u.cls.decorators) < 0) return -1;
        blk *b = enter_block(s, B_CLASS, PE_SCOPE_CLASS, x, written);
        if (!b) return -1;
        b->store_name = x->u.cls.name;
        pe_str *outer_priv = s->priv;
        s->priv = written;
        int r = visit_body(s, x->u.cls.body);
        s->priv = outer_priv;
        if (r < 0) return -1;
        exit_block(s);
        return 0;
    }
    case PE_N_RETURN:
    case PE_N_EXPR_STMT: return visit_opt(s, x->u.unary.value);
    case PE_N_DELETE: return visit_exprs(s, x->u.del.targets);
    case PE_N_ASSIGN:
        if (visit_exprs(s, x->u.assign.targets) < 0) return -1;
        return visit_opt(s, x->u.assign.value);
    case PE_N_AUG_ASSIGN:
        if (visit_opt(s, x->u.aug.target) < 0) return -1;
        return visit_opt(s, x->u.aug.value);
    case PE_N_ANN_ASSIGN: {
        pe_node *t = x->u.ann.target;
        if (s->cur->type != B_FUNCTION) s->cur->has_annotations = 1;
        if (t && t->kind == PE_N_NAME) {
            pe_str *n = mangle(s, t->u.name.id);
            if (!n) return -1;
            t->u.name.id = n;
            uint32_t cur = flags_of(s, s->cur, n);
            if ((cur & (DEF_GLOBAL | DEF_NONLOCAL)) && s->cur != s->top &&
                x->u.ann.simple) {
                error_at(s, x->line, x->col, "annotated name '%s' can't be %s", txt(n),
                         cur & DEF_GLOBAL ? "global" : "nonlocal");
                return -1;
            }
            if (add_ref(s, t) < 0) return -1;
            if (x->u.ann.simple) {
                if (add_def(s, n, DEF_ANNOT | DEF_LOCAL, t->line, t->col) < 0) return -1;
            } else if (x->u.ann.value) {
                if (add_def(s, n, DEF_LOCAL, t->line, t->col) < 0) return -1;
            }
        } else if (t && visit_expr(s, t) < 0) {
            return -1;
        }
        if (visit_opt(s, x->u.ann.annotation) < 0) return -1;
        return visit_opt(s, x->u.ann.value);
    }
    case PE_N_FOR:
        if (visit_opt(s, x->u.for_.target) < 0) return -1;
        if (visit_opt(s, x->u.for_.iter) < 0) return -1;
        if (visit_body(s, x->u.for_.body) < 0) return -1;
        return visit_body(s, x->u.for_.orelse);
    case PE_N_WHILE:
    case PE_N_IF:
        if (visit_body(s, x->u.cond.pre) < 0) return -1;
        if (visit_opt(s, x->u.cond.test) < 0) return -1;
        if (visit_body(s, x->u.cond.body) < 0) return -1;
        return visit_body(s, x->u.cond.orelse);
    case PE_N_WITH:
        for (uint32_t i = 0; i < x->u.with.items.n; i++) {
            pe_node *it = x->u.with.items.v[i];
            if (visit_body(s, it->u.item.pre) < 0) return -1;
            if (visit_opt(s, it->u.item.context_expr) < 0) return -1;
            if (visit_opt(s, it->u.item.optional_vars) < 0) return -1;
        }
        return visit_body(s, x->u.with.body);
    case PE_N_MATCH:
        if (visit_opt(s, x->u.match.subject) < 0) return -1;
        for (uint32_t i = 0; i < x->u.match.cases.n; i++) {
            pe_node *c = x->u.match.cases.v[i];
            if (c->u.mcase.pattern && visit_pattern(s, c->u.mcase.pattern) < 0) return -1;
            if (visit_opt(s, c->u.mcase.guard) < 0) return -1;
            if (visit_body(s, c->u.mcase.body) < 0) return -1;
        }
        return 0;
    case PE_N_RAISE:
        if (visit_opt(s, x->u.raise.exc) < 0) return -1;
        return visit_opt(s, x->u.raise.cause);
    case PE_N_TRY:
        /* CPython's order: body, else, handlers, finally */
        if (visit_body(s, x->u.try_.body) < 0) return -1;
        if (visit_body(s, x->u.try_.orelse) < 0) return -1;
        for (uint32_t i = 0; i < x->u.try_.handlers.n; i++) {
            pe_node *h = x->u.try_.handlers.v[i];
            if (visit_opt(s, h->u.handler.type) < 0) return -1;
            if (visit_opt(s, h->u.handler.name) < 0) return -1;
            if (visit_body(s, h->u.handler.body) < 0) return -1;
        }
        return visit_body(s, x->u.try_.finalbody);
    case PE_N_ASSERT:
        if (visit_opt(s, x->u.assert_.test) < 0) return -1;
        return visit_opt(s, x->u.assert_.msg);
    case PE_N_IMPORT:
    case PE_N_IMPORT_FROM:
        for (uint32_t i = 0; i < x->u.import.names.n; i++) {
            pe_node *al = x->u.import.names.v[i];
            size_t len;
            const char *t = pe_intern_text(al->u.alias.name, &len);
            if (len == 1 && t[0] == '*') {
                if (s->cur->type != B_MODULE) {
                    error_at(s, al->line, al->col, "import * only allowed at module level");
                    return -1;
                }
                continue;
            }
            /* CPython mangles the imported name too (IMPORT_NAME / IMPORT_FROM) */
            if (!(al->u.alias.name = mangle(s, al->u.alias.name))) return -1;
            if (al->u.alias.asname && !(al->u.alias.asname = mangle(s, al->u.alias.asname)))
                return -1;
            pe_str *n = alias_store_name(s, al);
            if (!n || add_def(s, n, DEF_IMPORT, al->line, al->col) < 0) return -1;
        }
        return 0;
    case PE_N_GLOBAL: return visit_decl(s, x, 1);
    case PE_N_NONLOCAL: return visit_decl(s, x, 0);
    default: return 0;
    }
}

/* ---- pass 2: analysis -------------------------------------------------------------- */

/*
 * How a name that block b does not bind (and does not declare) resolves, as CPython's
 * analyze_name sees it through the "bound" and "global" sets its ancestors pass down:
 *   - a class passes its incoming sets on unchanged, plus __class__ as bound;
 *   - a function (lambda, comprehension) adds its locals to bound, takes its explicit
 *     globals out of bound and puts them in global, and takes its bound locals out of
 *     global;
 *   - the module passes down no bound names, only its explicit globals.
 * Returns SC_FREE (bound in an enclosing function, or __class__ of an enclosing class)
 * or SC_GLOBAL_IMPLICIT. *provider gets the block that binds it (FREE only).
 */
static int resolve_up(st *s, blk *b, pe_str *n, blk **provider) {
    for (blk *p = b->parent; p; p = p->parent) {
        if (p->type == B_CLASS) {
            if (n == s->s_class) {
                *provider = p;
                return SC_FREE;
            }
            continue;
        }
        if (p->type == B_MODULE) return SC_GLOBAL_IMPLICIT;
        sym *y = lookup(s, p, n);
        if (!y) continue;
        if (y->flags & DEF_GLOBAL) return SC_GLOBAL_IMPLICIT;
        if (y->flags & (DEF_NONLOCAL | DEF_BOUND)) {
            *provider = p;
            return SC_FREE;
        }
        /* used only: p resolves it the same way, further up */
    }
    return SC_GLOBAL_IMPLICIT;
}

static void error_at_directive(st *s, blk *b, pe_str *n, const char *fmt) {
    for (directive *d = b->dirs; d; d = d->next)
        if (d->name == n) {
            error_at(s, d->line, d->col, fmt, txt(n));
            return;
        }
    error_at(s, b->node ? b->node->line : 1, 0, fmt, txt(n));
}

static int analyze_block(st *s, blk *b) {
    for (sym *y = b->first; y; y = y->next) {
        uint32_t f = y->flags;
        blk *prov = NULL;
        if (f & DEF_GLOBAL) {
            if (f & DEF_NONLOCAL) {
                error_at_directive(s, b, y->name, "name '%s' is nonlocal and global");
                return -1;
            }
            y->scope = SC_GLOBAL_EXPLICIT;
        } else if (f & DEF_NONLOCAL) {
            if (b->type == B_MODULE) {
                error_at_directive(s, b, y->name,
                                   "nonlocal declaration not allowed at module level%.0s");
                return -1;
            }
            if (resolve_up(s, b, y->name, &prov) != SC_FREE) {
                error_at_directive(s, b, y->name, "no binding for nonlocal '%s' found");
                return -1;
            }
            y->scope = SC_FREE;
        } else if (f & DEF_BOUND) {
            y->scope = SC_LOCAL;
        } else if (b->type == B_MODULE) {
            y->scope = SC_GLOBAL_IMPLICIT;
        } else {
            y->scope = (uint8_t)resolve_up(s, b, y->name, &prov);
        }
    }
    for (blk *c = b->child; c; c = c->sibling)
        if (analyze_block(s, c) < 0) return -1;
    return 0;
}

/* ---- pass 3: closures -------------------------------------------------------------- */

/* b has n FREE: mark the blocks up to the binding one. */
static int close_over(st *s, blk *b, pe_str *n) {
    for (blk *p = b->parent; p; p = p->parent) {
        if (p->type == B_CLASS) {
            if (n == s->s_class) {
                p->needs_class_closure = 1;
                return 0;
            }
            /* a pass-through; a class that binds the name itself keeps it LOCAL and
               gets DEF_FREE_CLASS (update_symbols) */
            sym *y = get_sym(s, p, n);
            if (!y) return -1;
            if (y->scope == SC_NONE) {
                y->scope = SC_FREE;
            } else if (y->flags & (DEF_BOUND | DEF_GLOBAL)) {
                y->flags |= DEF_FREE_CLASS;
            }
            continue;
        }
        if (p->type == B_MODULE) return 0; /* cannot happen for a resolved FREE */
        sym *y = lookup(s, p, n);
        if (y && (y->flags & DEF_GLOBAL)) return 0;
        if (y && (y->flags & DEF_NONLOCAL)) {
            y->scope = SC_FREE; /* it continues from p's own resolution */
            return 0;
        }
        if (y && (y->flags & DEF_BOUND)) {
            if (y->scope == SC_LOCAL) y->scope = SC_CELL;
            return 0;
        }
        if (!y) {
            y = get_sym(s, p, n);
            if (!y) return -1;
        }
        y->scope = SC_FREE; /* a pass-through (or a use resolved the same way) */
    }
    return 0;
}

static int closures(st *s, blk *b) {
    for (sym *y = b->first; y; y = y->next)
        if (y->scope == SC_FREE && close_over(s, b, y->name) < 0) return -1;
    for (blk *c = b->child; c; c = c->sibling)
        if (closures(s, c) < 0) return -1;
    return 0;
}

/* ---- pass 4: slots and the public scopes -------------------------------------------- */

static int cmp_syms(const void *a, const void *b) {
    return strcmp(txt((*(sym *const *)a)->name), txt((*(sym *const *)b)->name));
}

/* CPython orders cell and free variables by name (compile.c's dictbytype). */
static void sort_syms(sym **v, uint32_t n) {
    if (n > 1) qsort(v, n, sizeof *v, cmp_syms);
}

static int is_free_slot(const blk *b, const sym *y) {
    return y->scope == SC_FREE || (b->type == B_CLASS && (y->flags & DEF_FREE_CLASS));
}

static pe_str *qualname_of(st *s, blk *b) {
    if (b->type == B_MODULE) return b->name;
    blk *p = b->parent;
    int force_global = 0;
    if ((b->kind == PE_SCOPE_FUNCTION || b->kind == PE_SCOPE_CLASS) && p) {
        sym *y = lookup(s, p, b->store_name ? b->store_name : b->name);
        if (y && y->scope == SC_GLOBAL_EXPLICIT) force_global = 1;
    }
    const char *base = NULL;
    size_t blen = 0;
    int locals = 0;
    if (!force_global && p && p->type != B_MODULE) {
        base = pe_intern_text(p->sc->qualname, &blen);
        locals = p->kind == PE_SCOPE_FUNCTION || p->kind == PE_SCOPE_LAMBDA;
    }
    size_t nlen;
    const char *nm = pe_intern_text(b->name, &nlen);
    if (!base) return b->name;
    size_t total = blen + (locals ? 9 : 0) + 1 + nlen;
    char *buf = pe_arena_alloc(s->a, total + 1);
    if (!buf) {
        oom(s);
        return NULL;
    }
    size_t k = 0;
    memcpy(buf, base, blen);
    k += blen;
    if (locals) {
        memcpy(buf + k, ".<locals>", 9);
        k += 9;
    }
    buf[k++] = '.';
    memcpy(buf + k, nm, nlen);
    k += nlen;
    pe_str *r = pe_intern_for_ast(s->vm, s->ast, buf, k);
    if (!r) oom(s);
    return r;
}

/* Slot of name n in block p's frame, for a child's closure. */
static int32_t closure_slot(st *s, blk *p, pe_str *n) {
    if (p->type == B_CLASS && n == s->s_class) return (int32_t)p->sc->class_cell;
    sym *y = lookup(s, p, n);
    return y ? y->slot : -1;
}

static int layout(st *s, blk *b) {
    pe_scope *sc = b->sc;
    sc->kind = b->kind;
    sc->name = b->name;
    sc->parent = b->parent ? b->parent->sc : NULL;
    sc->node = b->node;
    if (b->generator) sc->flags |= PE_SCOPE_GENERATOR;
    if (b->coroutine) sc->flags |= PE_SCOPE_COROUTINE;
    if (b->varargs) sc->flags |= PE_SCOPE_VARARGS;
    if (b->varkw) sc->flags |= PE_SCOPE_VARKEYWORDS;
    if (b->nested) sc->flags |= PE_SCOPE_NESTED;
    if (b->has_annotations) sc->flags |= PE_SCOPE_ANNOTATIONS;
    sc->qualname = qualname_of(s, b);
    if (!sc->qualname) return -1;
    sc->class_free = -1;

    uint32_t nsym = 0;
    for (sym *y = b->first; y; y = y->next)
        nsym++;
    sym **cells = NULL, **frees = NULL;
    uint32_t ncells = 0, nfree = 0, nlocals = 0;
    if (nsym) {
        cells = pe_arena_alloc(s->a, (size_t)nsym * sizeof *cells);
        frees = pe_arena_alloc(s->a, (size_t)nsym * sizeof *frees);
        if (!cells || !frees) {
            oom(s);
            return -1;
        }
    }
    int fnlike = b->type == B_FUNCTION;
    if (fnlike) nlocals = b->nparams;
    for (sym *y = b->first; y; y = y->next) {
        if (y->scope == SC_CELL) cells[ncells++] = y;
        if (is_free_slot(b, y)) frees[nfree++] = y;
        if (fnlike && y->param < 0 && y->scope == SC_LOCAL) y->slot = (int32_t)nlocals++;
        if (fnlike && y->param >= 0 && y->scope == SC_LOCAL) y->slot = y->param;
    }
    sort_syms(cells, ncells);
    sort_syms(frees, nfree);
    int class_cell = b->type == B_CLASS && b->needs_class_closure;
    uint32_t ncell_slots = ncells + (class_cell ? 1 : 0);
    sc->nlocals = nlocals;
    sc->ncells = ncell_slots;
    sc->nfree = nfree;
    sc->nslots = nlocals + ncell_slots + nfree;
    sc->nargs = 0;
    if (b->type == B_FUNCTION && b->node) {
        if (b->kind == PE_SCOPE_COMPREHENSION) {
            sc->nargs = 1;
        } else if (b->node->u.func.args) {
            pe_node *a = b->node->u.func.args;
            sc->nposonly = a->u.arguments.posonlyargs.n;
            sc->nargs = a->u.arguments.posonlyargs.n + a->u.arguments.args.n;
            sc->nkwonly = a->u.arguments.kwonlyargs.n;
        }
    }
    if (sc->nslots) {
        sc->slot_names = pe_arena_alloc(s->a, (size_t)sc->nslots * sizeof *sc->slot_names);
        if (!sc->slot_names) {
            oom(s);
            return -1;
        }
    }
    if (ncell_slots) {
        sc->cell_param = pe_arena_alloc(s->a, (size_t)ncell_slots * sizeof *sc->cell_param);
        if (!sc->cell_param) {
            oom(s);
            return -1;
        }
    }
    if (nfree) {
        sc->free_from = pe_arena_alloc(s->a, (size_t)nfree * sizeof *sc->free_from);
        if (!sc->free_from) {
            oom(s);
            return -1;
        }
    }
    for (sym *y = b->first; y; y = y->next)
        if (fnlike && (y->param >= 0 || y->scope == SC_LOCAL)) {
            uint32_t slot = y->param >= 0 ? (uint32_t)y->param : (uint32_t)y->slot;
            if (slot < nlocals) sc->slot_names[slot] = y->name;
        }
    /* cells: the implicit __class__ first (a class has no other cells) */
    uint32_t k = nlocals;
    if (class_cell) {
        sc->class_cell = k;
        sc->flags |= PE_SCOPE_CLASS_CELL;
        sc->slot_names[k] = s->s_class;
        sc->cell_param[0] = -1;
        k++;
    }
    for (uint32_t i = 0; i < ncells; i++) {
        sym *y = cells[i];
        y->slot = (int32_t)k;
        sc->slot_names[k] = y->name;
        sc->cell_param[k - nlocals] = y->param;
        k++;
    }
    for (uint32_t i = 0; i < nfree; i++) {
        sym *y = frees[i];
        y->slot = (int32_t)k;
        sc->slot_names[k] = y->name;
        if (y->name == s->s_class && b->type == B_FUNCTION) sc->class_free = (int32_t)k;
        k++;
    }
    /* a function's own __class__ cell cannot exist (only classes provide it) */
    for (blk *c = b->child; c; c = c->sibling)
        if (layout(s, c) < 0) return -1;
    /* closures of the children: their free variables come from this frame */
    for (blk *c = b->child; c; c = c->sibling) {
        pe_scope *cs = c->sc;
        for (uint32_t j = 0; j < cs->nfree; j++) {
            pe_str *n = cs->slot_names[cs->nlocals + cs->ncells + j];
            int32_t from = closure_slot(s, b, n);
            cs->free_from[j] = from < 0 ? 0 : (uint32_t)from;
        }
    }
    /* the symbol table a def/import statement needs (pe_scope_binding) */
    sc->nsyms = nsym;
    if (nsym) {
        sc->syms = pe_arena_alloc(s->a, (size_t)nsym * sizeof *sc->syms);
        if (!sc->syms) {
            oom(s);
            return -1;
        }
    }
    return 0;
}

/* The NAME-node answer for a symbol seen in block b. */
static void name_answer(st *s, blk *b, sym *y, int load, uint8_t *ns, uint32_t *slot) {
    *slot = 0;
    switch (y->scope) {
    case SC_GLOBAL_EXPLICIT:
        *ns = b->type == B_MODULE ? PE_NS_NAME : PE_NS_GLOBAL_EXPLICIT;
        return;
    case SC_GLOBAL_IMPLICIT:
        *ns = b->type == B_FUNCTION ? PE_NS_GLOBAL_IMPLICIT : PE_NS_NAME;
        return;
    case SC_LOCAL:
        if (b->type == B_FUNCTION) {
            *ns = PE_NS_FAST;
            *slot = (uint32_t)y->slot;
        } else {
            *ns = PE_NS_NAME;
        }
        return;
    case SC_CELL:
    case SC_FREE:
        if (b->type == B_CLASS && y->scope == SC_FREE && load) {
            *ns = PE_NS_CLASSDEREF;
            *slot = (uint32_t)y->slot;
            return;
        }
        if (b->type == B_MODULE) {
            *ns = PE_NS_NAME;
            return;
        }
        *ns = PE_NS_DEREF;
        *slot = (uint32_t)y->slot;
        return;
    default: *ns = b->type == B_FUNCTION ? PE_NS_GLOBAL_IMPLICIT : PE_NS_NAME; return;
    }
}

static void fill_syms(st *s, blk *b) {
    uint32_t i = 0;
    for (sym *y = b->first; y; y = y->next, i++) {
        pe_scope_sym *o = &b->sc->syms[i];
        o->name = y->name;
        uint8_t ns;
        name_answer(s, b, y, 0, &ns, &o->slot);
        o->ns = ns;
    }
    for (blk *c = b->child; c; c = c->sibling)
        fill_syms(s, c);
}

static void attach(blk *b) {
    pe_node *x = b->node;
    if (x) switch ((pe_node_kind)x->kind) {
        case PE_N_MODULE: x->u.module.scope = b->sc; break;
        case PE_N_FUNCTION_DEF:
        case PE_N_LAMBDA: x->u.func.scope = b->sc; break;
        case PE_N_CLASS_DEF: x->u.cls.scope = b->sc; break;
        default: x->u.comp.scope = b->sc; break;
        }
    for (blk *c = b->child; c; c = c->sibling)
        attach(c);
}

/* ---- entry points ------------------------------------------------------------------ */

int pe_scope_resolve_vm(pe_ast *ast, pe_vm *vm, struct pe_syntax_error *err) {
    st s;
    memset(&s, 0, sizeof s);
    memset(err, 0, sizeof *err);
    s.ast = ast;
    s.a = &ast->arena;
    s.vm = vm;
    s.err = err;
    if (!ast->root) return 0;
    s.s_class = pe_intern(vm, "__class__", 9);
    s.s_super = pe_intern(vm, "super", 5);
    s.s_dot0 = pe_intern(vm, ".0", 2);
    pe_str *modname = pe_intern(vm, "<module>", 8);
    if (!s.s_class || !s.s_super || !s.s_dot0 || !modname) {
        oom(&s);
        return -1;
    }
    s.top = enter_block(&s, B_MODULE, PE_SCOPE_MODULE, ast->root, modname);
    if (!s.top) return -1;
    if (visit_body(&s, ast->root->u.module.body) < 0 || s.failed) return -1;
    if (analyze_block(&s, s.top) < 0 || s.failed) return -1;
    if (closures(&s, s.top) < 0 || s.failed) return -1;
    if (layout(&s, s.top) < 0 || s.failed) return -1;
    fill_syms(&s, s.top);
    attach(s.top);
    for (uint32_t i = 0; i < s.nrefs; i++) {
        pe_node *n = s.refs[i].n;
        blk *b = s.refs[i].b;
        sym *y = lookup(&s, b, n->u.name.id);
        uint8_t ns = b->type == B_FUNCTION ? PE_NS_GLOBAL_IMPLICIT : PE_NS_NAME;
        uint32_t slot = 0;
        if (y) name_answer(&s, b, y, n->ctx == PE_LOAD, &ns, &slot);
        if (ns == PE_NS_FAST && (n->flags & PE_NF_TAKE)) ns = PE_NS_FAST_TAKE;
        n->u.name.scope = ns;
        n->u.name.slot = slot;
    }
    return 0;
}

int pe_scope_resolve(pe_ast *ast, struct pe_syntax_error *err) {
    /* The AST's arena is charged to its VM's allocator (parse.h: "all memory is
       charged to vm"), and pe_vm begins with that pe_mem, so the VM (for interning
       qualnames and the implicit names) is recoverable from the arena. */
    pe_vm *vm = pe_vm_of_mem(ast->arena.mem);
    return pe_scope_resolve_vm(ast, vm, err);
}

int pe_scope_binding(const pe_scope *sc, const pe_str *name, uint32_t *slot) {
    for (uint32_t i = 0; i < sc->nsyms; i++)
        if (sc->syms[i].name == name) {
            *slot = sc->syms[i].slot;
            return sc->syms[i].ns;
        }
    *slot = 0;
    return sc->kind == PE_SCOPE_MODULE || sc->kind == PE_SCOPE_CLASS
               ? PE_NS_NAME
               : PE_NS_GLOBAL_IMPLICIT;
}
