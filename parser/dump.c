/*
 * dump.c - pe_ast_dump(): the tree in the layout of CPython's ast.dump(node, indent=2),
 * with CPython's field names, plus each Name's resolved scope and slot.
 *
 * ast.dump's layout rule: a node prints on one line when it has at most three fields
 * shown and every field value is "simple" (a scalar, an empty list, or a node with no
 * fields shown); otherwise each field goes on its own line, indented. Optional fields
 * that are None are left out.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "../core/intern.h"
#include "parse.h"
#include "scope.h"

typedef struct dumper {
    int (*write)(void *, const char *, size_t);
    void *ud;
    int failed;
    int flags;
} dumper;

static void out(dumper *d, const char *s, size_t n) {
    if (!d->failed && n && d->write(d->ud, s, n) != 0) d->failed = 1;
}
static void outs(dumper *d, const char *s) {
    out(d, s, strlen(s));
}

static void indent(dumper *d, int level) {
    out(d, "\n", 1);
    for (int i = 0; i < level; i++)
        out(d, "  ", 2);
}

/* ---- values ----------------------------------------------------------------------- */

typedef enum fkind {
    F_NODE,  /* pe_node * (NULL prints None) */
    F_LIST,  /* pe_node_list (NULL entries print None) */
    F_IDENT, /* pe_str * as a Python str repr (NULL prints None) */
    F_IDENTS,
    F_INT,
    F_RAW,   /* preformatted text: Load(), Add(), a constant repr */
    F_CONST, /* pe_const */
    F_CMPOPS,
} fkind;

/* One field of a node as ast.dump shows it. Kept small: dump_node recursion holds an
 * array of these per AST level. */
typedef struct field {
    const char *name;
    fkind k;
    uint32_t nidents, nops; /* F_IDENTS / F_CMPOPS lengths */
    union {
        const pe_node *node;
        pe_node_list list;
        const pe_str *ident;
        pe_str *const *idents;
        long long i;
        const char *raw;
        const pe_const *c;
        const pe_cmpop *ops;
    };
} field;

static void str_repr(dumper *d, const char *s, size_t n, int bytes) {
    int has_sq = memchr(s, '\'', n) != NULL, has_dq = memchr(s, '"', n) != NULL;
    char q = (has_sq && !has_dq) ? '"' : '\'';
    if (bytes) out(d, "b", 1);
    out(d, &q, 1);
    char buf[16];
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\' || c == (unsigned char)q) {
            buf[0] = '\\';
            buf[1] = (char)c;
            out(d, buf, 2);
            i++;
            continue;
        }
        if (c == '\n') {
            outs(d, "\\n");
            i++;
            continue;
        }
        if (c == '\r') {
            outs(d, "\\r");
            i++;
            continue;
        }
        if (c == '\t') {
            outs(d, "\\t");
            i++;
            continue;
        }
        if (c < 0x20 || c == 0x7f || (bytes && c >= 0x80)) {
            snprintf(buf, sizeof buf, "\\x%02x", c);
            outs(d, buf);
            i++;
            continue;
        }
        if (c < 0x80) {
            out(d, (const char *)&c, 1);
            i++;
            continue;
        }
        /* decode (WTF-8 allowed: lone surrogates) */
        uint32_t cp;
        size_t len;
        if (c >= 0xF0 && i + 3 < n + 0) {
            cp = ((uint32_t)(c & 7) << 18) | ((uint32_t)(s[i + 1] & 0x3F) << 12) |
                 ((uint32_t)(s[i + 2] & 0x3F) << 6) | (uint32_t)(s[i + 3] & 0x3F);
            len = 4;
        } else if (c >= 0xE0 && i + 2 < n) {
            cp = ((uint32_t)(c & 0xF) << 12) | ((uint32_t)(s[i + 1] & 0x3F) << 6) |
                 (uint32_t)(s[i + 2] & 0x3F);
            len = 3;
        } else if (c >= 0xC0 && i + 1 < n) {
            cp = ((uint32_t)(c & 0x1F) << 6) | (uint32_t)(s[i + 1] & 0x3F);
            len = 2;
        } else {
            cp = c;
            len = 1;
        }
        int printable = 1;
        if (cp >= 0xD800 && cp <= 0xDFFF)
            printable = 0;
        else {
            utf8proc_category_t cat = utf8proc_category((utf8proc_int32_t)cp);
            if (cat == UTF8PROC_CATEGORY_CC || cat == UTF8PROC_CATEGORY_CF ||
                cat == UTF8PROC_CATEGORY_CS || cat == UTF8PROC_CATEGORY_CO ||
                cat == UTF8PROC_CATEGORY_CN || cat == UTF8PROC_CATEGORY_ZL ||
                cat == UTF8PROC_CATEGORY_ZP || cat == UTF8PROC_CATEGORY_ZS)
                printable = 0;
        }
        if (printable) {
            out(d, s + i, len);
        } else {
            if (cp < 0x100)
                snprintf(buf, sizeof buf, "\\x%02x", cp);
            else if (cp < 0x10000)
                snprintf(buf, sizeof buf, "\\u%04x", cp);
            else
                snprintf(buf, sizeof buf, "\\U%08x", cp);
            outs(d, buf);
        }
        i += len;
    }
    out(d, &q, 1);
}

/* Python's repr of a float (shortest round-trip, 'r' format rules). */
static void float_repr(char *buf, size_t cap, double v, int imag) {
    if (isnan(v)) {
        snprintf(buf, cap, "nan");
        return;
    }
    if (isinf(v)) {
        snprintf(buf, cap, v < 0 ? "-inf" : "inf");
        return;
    }
    char e[40];
    int prec;
    for (prec = 1; prec <= 17; prec++) {
        snprintf(e, sizeof e, "%.*e", prec - 1, v);
        if (strtod(e, NULL) == v) break;
    }
    /* e = [-]d[.ddd]e[+-]XX */
    char digits[24];
    size_t nd = 0;
    const char *p = e;
    int neg = 0;
    if (*p == '-') {
        neg = 1;
        p++;
    }
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[nd++] = *p;
    int exp = atoi(p + 1);
    while (nd > 1 && digits[nd - 1] == '0')
        nd--;
    char *o = buf;
    size_t left = cap;
#define PUT(ch)                                                                            \
    do {                                                                                   \
        if (left > 1) {                                                                    \
            *o++ = (ch);                                                                   \
            left--;                                                                        \
        }                                                                                  \
    } while (0)
    if (neg) PUT('-');
    if (exp >= -4 && exp < 16) {
        if (exp < 0) {
            PUT('0');
            PUT('.');
            for (int i = -1; i > exp; i--)
                PUT('0');
            for (size_t i = 0; i < nd; i++)
                PUT(digits[i]);
        } else {
            for (int i = 0; i <= exp; i++)
                PUT((size_t)i < nd ? digits[i] : '0');
            if ((size_t)exp + 1 < nd) {
                PUT('.');
                for (size_t i = (size_t)exp + 1; i < nd; i++)
                    PUT(digits[i]);
            } else if (!imag) {
                PUT('.');
                PUT('0');
            }
        }
    } else {
        PUT(digits[0]);
        if (nd > 1) {
            PUT('.');
            for (size_t i = 1; i < nd; i++)
                PUT(digits[i]);
        }
        char eb[16];
        snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
        for (char *q = eb; *q; q++)
            PUT(*q);
    }
    *o = 0;
#undef PUT
}

/* Decimal text of a big literal given in base 2, 8, 10 or 16 (schoolbook). */
static void bigint_repr(dumper *d, const pe_const *c) {
    if (c->base == 10) {
        out(d, c->s, c->len);
        return;
    }
    /* digits in base 1e9, little-endian; a small fixed buffer covers any literal a
     * dump is useful for, longer ones print in their own base */
    enum { MAXL = 512 };
    uint32_t limbs[MAXL];
    size_t nl = 1;
    limbs[0] = 0;
    for (size_t i = 0; i < c->len; i++) {
        char ch = c->s[i];
        uint64_t dv =
            (ch >= '0' && ch <= '9') ? (uint64_t)(ch - '0') : (uint64_t)(ch - 'a' + 10);
        uint64_t carry = dv;
        for (size_t k = 0; k < nl; k++) {
            uint64_t t = (uint64_t)limbs[k] * (uint64_t)c->base + carry;
            limbs[k] = (uint32_t)(t % 1000000000u);
            carry = t / 1000000000u;
        }
        if (carry) {
            if (nl == MAXL) {
                outs(d, c->base == 16 ? "0x" : c->base == 8 ? "0o" : "0b");
                out(d, c->s, c->len);
                return;
            }
            limbs[nl++] = (uint32_t)carry;
        }
    }
    char buf[16];
    snprintf(buf, sizeof buf, "%u", limbs[nl - 1]);
    outs(d, buf);
    for (size_t k = nl - 1; k-- > 0;) {
        snprintf(buf, sizeof buf, "%09u", limbs[k]);
        outs(d, buf);
    }
}

static void const_repr(dumper *d, const pe_const *c) {
    char buf[64];
    switch (c->kind) {
    case PE_CONST_NONE: outs(d, "None"); break;
    case PE_CONST_TRUE: outs(d, "True"); break;
    case PE_CONST_FALSE: outs(d, "False"); break;
    case PE_CONST_ELLIPSIS: outs(d, "Ellipsis"); break;
    case PE_CONST_INT:
        snprintf(buf, sizeof buf, "%lld", (long long)c->i);
        outs(d, buf);
        break;
    case PE_CONST_BIGINT: bigint_repr(d, c); break;
    case PE_CONST_FLOAT:
        float_repr(buf, sizeof buf, c->f, 0);
        outs(d, buf);
        break;
    case PE_CONST_IMAG:
        float_repr(buf, sizeof buf, c->f, 1);
        outs(d, buf);
        outs(d, "j");
        break;
    case PE_CONST_STR: str_repr(d, c->s ? c->s : "", c->len, 0); break;
    case PE_CONST_BYTES: str_repr(d, c->s ? c->s : "", c->len, 1); break;
    }
}

/* ---- nodes ------------------------------------------------------------------------ */

static const char *ctx_name(int ctx) {
    return ctx == PE_STORE ? "Store()" : ctx == PE_DEL ? "Del()" : "Load()";
}

static const char *unop_name(pe_unaryop op) {
    switch (op) {
    case PE_UOP_INVERT: return "Invert()";
    case PE_UOP_NOT: return "Not()";
    case PE_UOP_UADD: return "UAdd()";
    default: return "USub()";
    }
}

static const char *scope_name(int s) {
    switch (s) {
    case PE_NS_FAST: return "FAST";
    case PE_NS_DEREF: return "DEREF";
    case PE_NS_GLOBAL_EXPLICIT: return "GLOBAL_EXPLICIT";
    case PE_NS_GLOBAL_IMPLICIT: return "GLOBAL_IMPLICIT";
    case PE_NS_NAME: return "NAME";
    case PE_NS_CLASSDEREF: return "CLASSDEREF";
    case PE_NS_FAST_TAKE: return "FAST_TAKE";
    default: return "UNRESOLVED";
    }
}

/* Static text for operator nodes: "Add()" etc. */
static const char *binop_text(pe_binop op) {
    switch (op) {
#define PE_X(e, a, s)                                                                      \
    case PE_OP_##e: return a "()";
        PE_BINOPS(PE_X)
#undef PE_X
    default: return "?()";
    }
}

static const char *cmpop_text(pe_cmpop op) {
    switch (op) {
#define PE_X(e, a, s)                                                                      \
    case PE_CMP_##e: return a "()";
        PE_CMPOPS(PE_X)
#undef PE_X
    default: return "?()";
    }
}

#define MAXF 12

static int collect(const pe_node *x, field *f, const char **cls, int flags);
static int collect_fields(const pe_node *x, field *f, const char **cls);

static int node_simple(const pe_node *x, int flags) {
    field f[MAXF];
    const char *cls;
    return collect(x, f, &cls, flags) == 0;
}

static int field_simple(const field *f, int flags) {
    switch (f->k) {
    case F_NODE: return !f->node || node_simple(f->node, flags);
    case F_LIST: return f->list.n == 0;
    case F_IDENTS: return f->nidents == 0;
    case F_CMPOPS: return f->nops == 0;
    default: return 1;
    }
}

static void dump_node(dumper *d, const pe_node *x, int level);

static void dump_value(dumper *d, const field *f, int level) {
    char buf[32];
    switch (f->k) {
    case F_NODE:
        if (f->node)
            dump_node(d, f->node, level);
        else
            outs(d, "None");
        break;
    case F_LIST:
        if (!f->list.n) {
            outs(d, "[]");
            break;
        }
        outs(d, "[");
        for (uint32_t i = 0; i < f->list.n; i++) {
            if (i) outs(d, ",");
            indent(d, level + 1);
            if (f->list.v[i])
                dump_node(d, f->list.v[i], level + 1);
            else
                outs(d, "None");
        }
        outs(d, "]");
        break;
    case F_IDENT:
        if (f->ident) {
            size_t n;
            const char *t = pe_intern_text(f->ident, &n);
            str_repr(d, t, n, 0);
        } else
            outs(d, "None");
        break;
    case F_IDENTS:
        if (!f->nidents) {
            outs(d, "[]");
            break;
        }
        outs(d, "[");
        for (uint32_t i = 0; i < f->nidents; i++) {
            if (i) outs(d, ",");
            indent(d, level + 1);
            size_t n;
            const char *t = pe_intern_text(f->idents[i], &n);
            str_repr(d, t, n, 0);
        }
        outs(d, "]");
        break;
    case F_INT:
        snprintf(buf, sizeof buf, "%lld", f->i);
        outs(d, buf);
        break;
    case F_RAW: outs(d, f->raw); break;
    case F_CONST: const_repr(d, f->c); break;
    case F_CMPOPS:
        if (!f->nops) {
            outs(d, "[]");
            break;
        }
        outs(d, "[");
        for (uint32_t i = 0; i < f->nops; i++) {
            if (i) outs(d, ",");
            indent(d, level + 1);
            outs(d, cmpop_text(f->ops[i]));
        }
        outs(d, "]");
        break;
    }
}

#define NODE(nm, v)                                                                        \
    f[n++] = (field) {                                                                     \
        .name = nm, .k = F_NODE, .node = (v)                                               \
    }
#define OPT(nm, v)                                                                         \
    do {                                                                                   \
        if (v) NODE(nm, v);                                                                \
    } while (0)
#define LIST(nm, l)                                                                        \
    f[n++] = (field) {                                                                     \
        .name = nm, .k = F_LIST, .list = (l)                                               \
    }
#define IDENT(nm, v)                                                                       \
    f[n++] = (field) {                                                                     \
        .name = nm, .k = F_IDENT, .ident = (v)                                             \
    }
#define OPTIDENT(nm, v)                                                                    \
    do {                                                                                   \
        if (v) IDENT(nm, v);                                                               \
    } while (0)
#define INT(nm, v)                                                                         \
    f[n++] = (field) {                                                                     \
        .name = nm, .k = F_INT, .i = (v)                                                   \
    }
#define RAW(nm, v)                                                                         \
    f[n++] = (field) {                                                                     \
        .name = nm, .k = F_RAW, .raw = (v)                                                 \
    }

/* The fields CPython's ast.dump shows for x, in order; returns their count and sets
 * *cls to the class name. */
/* Does CPython give this kind position attributes? */
static int has_positions(int kind) {
    switch (kind) {
    case PE_N_MODULE:
    case PE_N_COMPREHENSION:
    case PE_N_ARGUMENTS:
    case PE_N_WITH_ITEM:
    case PE_N_MATCH_CASE: return 0;
    default: return 1;
    }
}

static int collect(const pe_node *x, field *f, const char **cls, int flags) {
    int n = collect_fields(x, f, cls);
    if ((flags & PE_DUMP_NO_SCOPE) && x->kind == PE_N_NAME) n = 2; /* id, ctx */
    if ((flags & PE_DUMP_POSITIONS) && has_positions(x->kind)) {
        INT("lineno", x->line);
        INT("col_offset", x->col);
        INT("end_lineno", x->end_line);
        INT("end_col_offset", x->end_col);
    }
    return n;
}

static int collect_fields(const pe_node *x, field *f, const char **cls) {
    int n = 0;
    pe_node_list empty = {0};
    *cls = pe_ast_kind_name((pe_node_kind)x->kind);
    switch (x->kind) {
    case PE_N_MODULE:
        LIST("body", x->u.module.body);
        LIST("type_ignores", empty);
        break;
    case PE_N_FUNCTION_DEF:
        if (x->u.func.is_async) *cls = "AsyncFunctionDef";
        IDENT("name", x->u.func.name);
        NODE("args", x->u.func.args);
        LIST("body", x->u.func.body);
        LIST("decorator_list", x->u.func.decorators);
        OPT("returns", x->u.func.returns);
        break;
    case PE_N_LAMBDA:
        NODE("args", x->u.func.args);
        NODE("body", x->u.func.body_expr);
        break;
    case PE_N_CLASS_DEF:
        IDENT("name", x->u.cls.name);
        LIST("bases", x->u.cls.bases);
        LIST("keywords", x->u.cls.keywords);
        LIST("body", x->u.cls.body);
        LIST("decorator_list", x->u.cls.decorators);
        break;
    case PE_N_RETURN:
    case PE_N_YIELD: OPT("value", x->u.unary.value); break;
    case PE_N_EXPR_STMT:
    case PE_N_AWAIT:
    case PE_N_YIELD_FROM:
    case PE_N_MATCH_VALUE: NODE("value", x->u.unary.value); break;
    case PE_N_STARRED:
        NODE("value", x->u.unary.value);
        RAW("ctx", ctx_name(x->ctx));
        break;
    case PE_N_DELETE: LIST("targets", x->u.del.targets); break;
    case PE_N_ASSIGN:
        LIST("targets", x->u.assign.targets);
        NODE("value", x->u.assign.value);
        break;
    case PE_N_AUG_ASSIGN:
        NODE("target", x->u.aug.target);
        RAW("op", binop_text(x->u.aug.op));
        NODE("value", x->u.aug.value);
        break;
    case PE_N_ANN_ASSIGN:
        NODE("target", x->u.ann.target);
        NODE("annotation", x->u.ann.annotation);
        OPT("value", x->u.ann.value);
        INT("simple", x->u.ann.simple);
        break;
    case PE_N_FOR:
        if (x->u.for_.is_async) *cls = "AsyncFor";
        NODE("target", x->u.for_.target);
        NODE("iter", x->u.for_.iter);
        LIST("body", x->u.for_.body);
        LIST("orelse", x->u.for_.orelse);
        break;
    case PE_N_WHILE:
    case PE_N_IF:
        NODE("test", x->u.cond.test);
        LIST("body", x->u.cond.body);
        LIST("orelse", x->u.cond.orelse);
        break;
    case PE_N_WITH:
        if (x->u.with.is_async) *cls = "AsyncWith";
        LIST("items", x->u.with.items);
        LIST("body", x->u.with.body);
        break;
    case PE_N_MATCH:
        NODE("subject", x->u.match.subject);
        LIST("cases", x->u.match.cases);
        break;
    case PE_N_RAISE:
        OPT("exc", x->u.raise.exc);
        OPT("cause", x->u.raise.cause);
        break;
    case PE_N_TRY:
        if (x->u.try_.is_star) *cls = "TryStar";
        LIST("body", x->u.try_.body);
        LIST("handlers", x->u.try_.handlers);
        LIST("orelse", x->u.try_.orelse);
        LIST("finalbody", x->u.try_.finalbody);
        break;
    case PE_N_ASSERT:
        NODE("test", x->u.assert_.test);
        OPT("msg", x->u.assert_.msg);
        break;
    case PE_N_IMPORT: LIST("names", x->u.import.names); break;
    case PE_N_IMPORT_FROM:
        OPTIDENT("module", x->u.import.module);
        LIST("names", x->u.import.names);
        INT("level", x->u.import.level);
        break;
    case PE_N_GLOBAL:
    case PE_N_NONLOCAL:
        f[n++] = (field){.name = "names",
                         .k = F_IDENTS,
                         .idents = x->u.names.names,
                         .nidents = x->u.names.n};
        break;
    case PE_N_PASS:
    case PE_N_BREAK:
    case PE_N_CONTINUE: break;
    case PE_N_BOOL_OP:
        RAW("op", x->u.boolop.op == PE_BOOL_AND ? "And()" : "Or()");
        LIST("values", x->u.boolop.values);
        break;
    case PE_N_NAMED_EXPR:
        NODE("target", x->u.named.target);
        NODE("value", x->u.named.value);
        break;
    case PE_N_BIN_OP:
        NODE("left", x->u.binop.left);
        RAW("op", binop_text(x->u.binop.op));
        NODE("right", x->u.binop.right);
        break;
    case PE_N_UNARY_OP:
        RAW("op", unop_name(x->u.unop.op));
        NODE("operand", x->u.unop.operand);
        break;
    case PE_N_IF_EXP:
        NODE("test", x->u.ifexp.test);
        NODE("body", x->u.ifexp.body);
        NODE("orelse", x->u.ifexp.orelse);
        break;
    case PE_N_DICT:
        LIST("keys", x->u.dict.keys);
        LIST("values", x->u.dict.values);
        break;
    case PE_N_SET: LIST("elts", x->u.seq.elts); break;
    case PE_N_LIST:
    case PE_N_TUPLE:
        LIST("elts", x->u.seq.elts);
        RAW("ctx", ctx_name(x->ctx));
        break;
    case PE_N_LIST_COMP:
    case PE_N_SET_COMP:
    case PE_N_GENERATOR_EXP:
        NODE("elt", x->u.comp.elt);
        LIST("generators", x->u.comp.generators);
        break;
    case PE_N_DICT_COMP:
        NODE("key", x->u.comp.elt);
        NODE("value", x->u.comp.value);
        LIST("generators", x->u.comp.generators);
        break;
    case PE_N_COMPARE:
        NODE("left", x->u.compare.left);
        f[n++] = (field){.name = "ops",
                         .k = F_CMPOPS,
                         .ops = x->u.compare.ops,
                         .nops = x->u.compare.comparators.n};
        LIST("comparators", x->u.compare.comparators);
        break;
    case PE_N_CALL:
        NODE("func", x->u.call.func);
        LIST("args", x->u.call.args);
        LIST("keywords", x->u.call.keywords);
        break;
    case PE_N_FORMATTED_VALUE:
        NODE("value", x->u.fmt.value);
        INT("conversion", x->u.fmt.conversion);
        OPT("format_spec", x->u.fmt.format_spec);
        break;
    case PE_N_JOINED_STR: LIST("values", x->u.joined.values); break;
    case PE_N_CONSTANT:
        f[n++] = (field){.name = "value", .k = F_CONST, .c = &x->u.c};
        break;
    case PE_N_ATTRIBUTE:
        NODE("value", x->u.attr.value);
        IDENT("attr", x->u.attr.attr);
        RAW("ctx", ctx_name(x->ctx));
        break;
    case PE_N_SUBSCRIPT:
        NODE("value", x->u.sub.value);
        NODE("slice", x->u.sub.slice);
        RAW("ctx", ctx_name(x->ctx));
        break;
    case PE_N_NAME:
        IDENT("id", x->u.name.id);
        RAW("ctx", ctx_name(x->ctx));
        RAW("scope", scope_name(x->u.name.scope));
        if (x->u.name.scope == PE_NS_FAST || x->u.name.scope == PE_NS_DEREF ||
            x->u.name.scope == PE_NS_CLASSDEREF)
            INT("slot", x->u.name.slot);
        break;
    case PE_N_SLICE:
        OPT("lower", x->u.slice.lower);
        OPT("upper", x->u.slice.upper);
        OPT("step", x->u.slice.step);
        break;
    case PE_N_MATCH_SINGLETON:
        RAW("value", x->u.singleton.value == PE_CONST_NONE   ? "None"
                     : x->u.singleton.value == PE_CONST_TRUE ? "True"
                                                             : "False");
        break;
    case PE_N_MATCH_SEQUENCE:
    case PE_N_MATCH_OR: LIST("patterns", x->u.pats.patterns); break;
    case PE_N_MATCH_MAPPING:
        LIST("keys", x->u.mapping.keys);
        LIST("patterns", x->u.mapping.patterns);
        if (x->u.mapping.rest) IDENT("rest", x->u.mapping.rest->u.name.id);
        break;
    case PE_N_MATCH_CLASS:
        NODE("cls", x->u.mclass.cls);
        LIST("patterns", x->u.mclass.patterns);
        f[n++] = (field){.name = "kwd_attrs",
                         .k = F_IDENTS,
                         .idents = x->u.mclass.kwd_attrs,
                         .nidents = x->u.mclass.nkwd};
        LIST("kwd_patterns", x->u.mclass.kwd_patterns);
        break;
    case PE_N_MATCH_STAR:
        if (x->u.as.target) IDENT("name", x->u.as.target->u.name.id);
        break;
    case PE_N_MATCH_AS:
        OPT("pattern", x->u.as.pattern);
        if (x->u.as.target) IDENT("name", x->u.as.target->u.name.id);
        break;
    case PE_N_COMPREHENSION:
        NODE("target", x->u.gen.target);
        NODE("iter", x->u.gen.iter);
        LIST("ifs", x->u.gen.ifs);
        INT("is_async", x->u.gen.is_async);
        break;
    case PE_N_EXCEPT_HANDLER:
        OPT("type", x->u.handler.type);
        if (x->u.handler.name) IDENT("name", x->u.handler.name->u.name.id);
        LIST("body", x->u.handler.body);
        break;
    case PE_N_ARGUMENTS:
        LIST("posonlyargs", x->u.arguments.posonlyargs);
        LIST("args", x->u.arguments.args);
        OPT("vararg", x->u.arguments.vararg);
        LIST("kwonlyargs", x->u.arguments.kwonlyargs);
        LIST("kw_defaults", x->u.arguments.kw_defaults);
        OPT("kwarg", x->u.arguments.kwarg);
        LIST("defaults", x->u.arguments.defaults);
        break;
    case PE_N_ARG:
        IDENT("arg", x->u.arg.arg);
        OPT("annotation", x->u.arg.annotation);
        break;
    case PE_N_KEYWORD:
        OPTIDENT("arg", x->u.keyword.arg);
        NODE("value", x->u.keyword.value);
        break;
    case PE_N_ALIAS:
        IDENT("name", x->u.alias.name);
        OPTIDENT("asname", x->u.alias.asname);
        break;
    case PE_N_WITH_ITEM:
        NODE("context_expr", x->u.item.context_expr);
        OPT("optional_vars", x->u.item.optional_vars);
        break;
    case PE_N_MATCH_CASE:
        NODE("pattern", x->u.mcase.pattern);
        OPT("guard", x->u.mcase.guard);
        LIST("body", x->u.mcase.body);
        break;
    default: break;
    }
    return n;
}

static void dump_node(dumper *d, const pe_node *x, int level) {
    field f[MAXF];
    const char *cls;
    int n = collect(x, f, &cls, d->flags);
    outs(d, cls);
    outs(d, "(");
    int allsimple = 1;
    for (int i = 0; i < n; i++)
        if (!field_simple(&f[i], d->flags)) allsimple = 0;
    /* Name carries two extra fields (scope, slot) beyond CPython's; keep it on one
     * line as ast.dump would print Name(id=..., ctx=...) */
    if (allsimple &&
        (n <= 3 || (x->kind == PE_N_NAME && !(d->flags & PE_DUMP_POSITIONS)))) {
        for (int i = 0; i < n; i++) {
            if (i) outs(d, ", ");
            outs(d, f[i].name);
            outs(d, "=");
            dump_value(d, &f[i], level);
        }
    } else {
        for (int i = 0; i < n; i++) {
            if (i) outs(d, ",");
            indent(d, level + 1);
            outs(d, f[i].name);
            outs(d, "=");
            dump_value(d, &f[i], level + 1);
        }
    }
    outs(d, ")");
}

int pe_ast_dump_ex(const pe_ast *ast, int flags,
                   int (*write)(void *ud, const char *s, size_t n), void *ud) {
    dumper d = {write, ud, 0, flags};
    if (ast && ast->root) dump_node(&d, ast->root, 0);
    outs(&d, "\n");
    return d.failed ? -1 : 0;
}

int pe_ast_dump(const pe_ast *ast, int (*write)(void *ud, const char *s, size_t n),
                void *ud) {
    return pe_ast_dump_ex(ast, 0, write, ud);
}
