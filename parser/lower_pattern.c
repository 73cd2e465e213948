/*
 * lower_pattern.c - the match statement and its patterns.
 *
 * tree-sitter-python's pattern nodes are flat: a negative number is a "-" token
 * followed by a number among its parent's children, `_` is an anonymous token, and a
 * capture is a one-part dotted_name. The functions below walk child sequences and
 * rebuild CPython's pattern nodes (MatchValue, MatchSingleton, MatchSequence,
 * MatchMapping, MatchClass, MatchStar, MatchAs, MatchOr) plus the compiler's checks
 * (unreachable patterns, repeated names, multiple starred names).
 */
#include <string.h>

#include "../core/intern.h"
#include "lower.h"

static pe_node *lower_pattern(pe_lower *L, TSNode n);

/* Names bound by the pattern of one case, for "multiple assignments to name". */
typedef struct bound {
    pe_str **v;
    uint32_t n, cap;
    pe_nameset set; /* the same names, for linear-time membership tests */
} bound;

/* A capture target NAME (Store) at identifier n; NULL name for `_`. */
static pe_node *capture(pe_lower *L, TSNode id) {
    pe_node *t = pe_lower_node(L, PE_N_NAME, id);
    if (!t) return NULL;
    t->u.name.id = pe_lower_ident(L, id);
    if (!t->u.name.id) return NULL;
    t->ctx = PE_STORE;
    return t;
}

static int is_underscore(pe_lower *L, TSNode id) {
    return ts_node_end_byte(id) - ts_node_start_byte(id) == 1 &&
           L->src[ts_node_start_byte(id)] == '_';
}

static pe_node *dotted_value(pe_lower *L, TSNode d) {
    /* a.b.c -> Attribute(Attribute(Name a, b), c) */
    pe_node *cur = NULL;
    uint32_t cnt = ts_node_named_child_count(d);
    for (uint32_t i = 0; i < cnt; i++) {
        TSNode id = ts_node_named_child(d, i);
        if (pe_ts_kind(L, id) != PE_TS_identifier) continue;
        if (!cur) {
            cur = pe_lower_node(L, PE_N_NAME, id);
            if (!cur || !(cur->u.name.id = pe_lower_ident(L, id))) return NULL;
            continue;
        }
        pe_node *a = pe_lower_node(L, PE_N_ATTRIBUTE, d);
        if (!a) return NULL;
        a->line = cur->line;
        a->col = cur->col;
        pe_lower_pos_end(a, id);
        a->u.attr.value = cur;
        if (!(a->u.attr.attr = pe_lower_ident(L, id))) return NULL;
        cur = a;
    }
    return cur;
}

static pe_node *wrap(pe_lower *L, pe_node_kind k, pe_node *v) {
    pe_node *m = pe_node_new(L->a, k);
    if (!m) return pe_lower_oom(L), NULL;
    m->line = v->line;
    m->col = v->col;
    m->end_line = v->end_line;
    m->end_col = v->end_col;
    m->u.unary.value = v;
    return m;
}

/* A literal value pattern from a number/string/complex node, negated when `neg` (the
 * "-" token) is not null. */
static pe_node *value_pattern(pe_lower *L, TSNode neg, TSNode v) {
    pe_ts_sym k = pe_ts_kind(L, v);
    pe_node *e;
    if (k == PE_TS_complex_pattern) {
        /* real (+|-) imag, the real part possibly negated by a leading "-" child */
        TSNode parts[2];
        memset(parts, 0, sizeof parts);
        int np = 0;
        TSNode op = {0}, lneg = {0};
        uint32_t cnt = ts_node_child_count(v);
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_child(v, i);
            if (ts_node_is_named(c)) {
                if (np < 2) parts[np++] = c;
            } else if (np == 0 && pe_ts_is_tok(c, "-"))
                lneg = c;
            else if (np == 1)
                op = c;
        }
        if (np != 2) return pe_lower_error(L, v, "invalid syntax"), NULL;
        pe_node *left = value_pattern(L, lneg, parts[0]);
        if (!left) return NULL;
        pe_node *lv = left->u.unary.value;
        pe_node *right = pe_lower_number(L, parts[1]);
        if (!right) return NULL;
        if (right->u.c.kind != PE_CONST_IMAG)
            return pe_lower_error_node(L, right,
                                       "imaginary number required in complex literal"),
                   NULL;
        if (lv->kind == PE_N_CONSTANT && lv->u.c.kind == PE_CONST_IMAG)
            return pe_lower_error_node(L, lv, "real number required in complex literal"),
                   NULL;
        pe_node *b = pe_lower_node(L, PE_N_BIN_OP, v);
        if (!b) return NULL;
        if (!ts_node_is_null(lneg)) pe_lower_pos_start(b, lneg);
        b->u.binop.left = lv;
        b->u.binop.op = pe_ts_is_tok(op, "-") ? PE_OP_SUB : PE_OP_ADD;
        b->u.binop.right = right;
        return wrap(L, PE_N_MATCH_VALUE, b);
    }
    if (k == PE_TS_integer || k == PE_TS_float) {
        e = pe_lower_number(L, v);
    } else if (k == PE_TS_string || k == PE_TS_concatenated_string) {
        e = pe_lower_strings(L, v);
        if (e && e->kind == PE_N_JOINED_STR)
            return pe_lower_error_node(L, e,
                                       "patterns may only match literals and attribute "
                                       "lookups"),
                   NULL;
    } else {
        return pe_lower_error(L, v, "invalid syntax"), NULL;
    }
    if (!e) return NULL;
    if (!ts_node_is_null(neg)) {
        pe_node *u = pe_lower_node(L, PE_N_UNARY_OP, neg);
        if (!u) return NULL;
        pe_lower_pos_end(u, v);
        u->u.unop.op = PE_UOP_USUB;
        u->u.unop.operand = e;
        e = u;
    }
    return wrap(L, PE_N_MATCH_VALUE, e);
}

/* Lowers one item of a flat child sequence starting at child index *i of parent;
 * advances *i past it. Skips separators. Returns NULL at error. */
static pe_node *pattern_item(pe_lower *L, TSNode parent, uint32_t *i) {
    uint32_t cnt = ts_node_child_count(parent);
    TSNode neg = {0};
    for (; *i < cnt; (*i)++) {
        TSNode c = ts_node_child(parent, *i);
        if (pe_ts_is_tok(c, "-")) {
            neg = c;
            continue;
        }
        if (pe_ts_is_tok(c, "_")) {
            (*i)++;
            pe_node *m = pe_lower_node(L, PE_N_MATCH_AS, c);
            return m;
        }
        if (!ts_node_is_named(c) || ts_node_is_extra(c)) continue;
        (*i)++;
        pe_ts_sym k = pe_ts_kind(L, c);
        if (k == PE_TS_integer || k == PE_TS_float || k == PE_TS_string ||
            k == PE_TS_concatenated_string || k == PE_TS_complex_pattern)
            return value_pattern(L, neg, c);
        return lower_pattern(L, c);
    }
    return NULL;
}

static int sequence_items(pe_lower *L, TSNode n, pe_node_list *out, int *ncomma) {
    pe_nvec v = {0};
    uint32_t cnt = ts_node_child_count(n);
    *ncomma = 0;
    for (uint32_t i = 0; i < cnt;) {
        TSNode c = ts_node_child(n, i);
        if (pe_ts_is_tok(c, ",")) (*ncomma)++;
        if (!ts_node_is_named(c) || ts_node_is_extra(c)) {
            if (!pe_ts_is_tok(c, "-") && !pe_ts_is_tok(c, "_")) {
                i++;
                continue;
            }
        }
        pe_node *p = pattern_item(L, n, &i);
        if (!p) {
            if (L->err->type || L->err->oom || L->err->cancelled) return -1;
            break;
        }
        if (pe_nvec_push(L, &v, p) < 0) return -1;
    }
    *out = pe_nvec_list(&v);
    return 0;
}

/* Literal keys of a mapping pattern must differ ("mapping pattern checks duplicate
 * key (...)", a compiler error). Checked for int and str keys, the common ones. */
static int same_const(const pe_node *a, const pe_node *b) {
    if (a->kind != PE_N_CONSTANT || b->kind != PE_N_CONSTANT) return 0;
    const pe_const *x = &a->u.c, *y = &b->u.c;
    if (x->kind != y->kind) return 0;
    if (x->kind == PE_CONST_INT) return x->i == y->i;
    if (x->kind == PE_CONST_STR || x->kind == PE_CONST_BYTES)
        return x->len == y->len && memcmp(x->s, y->s, x->len) == 0;
    return 0;
}

static uint64_t const_hash(const pe_node *a) {
    if (a->kind != PE_N_CONSTANT) return 0;
    const pe_const *x = &a->u.c;
    uint64_t h = 1469598103934665603ull ^ (uint64_t)x->kind;
    if (x->kind == PE_CONST_INT) return (h ^ (uint64_t)x->i) * 1099511628211ull;
    if (x->kind == PE_CONST_STR || x->kind == PE_CONST_BYTES)
        for (size_t q = 0; q < x->len; q++)
            h = (h ^ (unsigned char)x->s[q]) * 1099511628211ull;
    return h;
}

/* The first key equal to an earlier one, found with a hash table so that a pattern
 * with 100k keys stays linear. Returns its index, keys.n when there is none, or
 * UINT32_MAX on OOM (error set). */
static uint32_t first_duplicate_key(pe_lower *L, const pe_node_list *keys) {
    uint32_t n = keys->n, cap = 16;
    while (cap < 2 * (uint64_t)n)
        cap *= 2;
    uint32_t *tab =
        pe_arena_alloc(L->a, (size_t)cap * sizeof *tab); /* index + 1, 0 empty */
    if (!tab) return pe_lower_oom(L), UINT32_MAX;
    memset(tab, 0, (size_t)cap * sizeof *tab);
    for (uint32_t i = 0; i < n; i++) {
        const pe_node *k = keys->v[i];
        uint64_t z = const_hash(k); /* splitmix64's finalizer spreads small ints */
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        uint32_t h = (uint32_t)(z ^ (z >> 31)) & (cap - 1);
        for (; tab[h]; h = (h + 1) & (cap - 1))
            if (same_const(k, keys->v[tab[h] - 1])) return i;
        tab[h] = i + 1;
    }
    return n;
}

static void check_duplicate_keys(pe_lower *L, pe_node *m) {
    uint32_t i = first_duplicate_key(L, &m->u.mapping.keys);
    if (i >= m->u.mapping.keys.n) return;
    const pe_node *k = m->u.mapping.keys.v[i];
    if (k->u.c.kind == PE_CONST_INT) {
        pe_lower_defer(L, PE_DEFER_COMPILE, m,
                       "mapping pattern checks duplicate key (%lld)", (long long)k->u.c.i);
        return;
    }
    int ascii = 1;
    for (size_t q = 0; q < k->u.c.len; q++) {
        unsigned char ch = (unsigned char)k->u.c.s[q];
        if (ch < 0x20 || ch >= 0x7f || ch == '\\' || ch == '\'') ascii = 0;
    }
    if (ascii)
        pe_lower_defer(L, PE_DEFER_COMPILE, m,
                       "mapping pattern checks duplicate key (%s'%.*s')",
                       k->u.c.kind == PE_CONST_BYTES ? "b" : "", (int)k->u.c.len, k->u.c.s);
}

static pe_node *lower_pattern_inner(pe_lower *L, TSNode n) {
    pe_ts_sym k = pe_ts_kind(L, n);
    pe_node *x;
    switch (k) {
    case PE_TS_case_pattern: {
        uint32_t i = 0;
        x = pattern_item(L, n, &i);
        if (!x && !L->err->type && !L->err->oom) pe_lower_error(L, n, "invalid syntax");
        return x;
    }
    case PE_TS_dotted_name: {
        if (ts_node_named_child_count(n) == 1) {
            TSNode id = ts_node_named_child(n, 0);
            x = pe_lower_node(L, PE_N_MATCH_AS, n);
            if (!x) return NULL;
            if (!is_underscore(L, id) && !(x->u.as.target = capture(L, id))) return NULL;
            return x;
        }
        pe_node *v = dotted_value(L, n);
        return v ? wrap(L, PE_N_MATCH_VALUE, v) : NULL;
    }
    case PE_TS_identifier:
        x = pe_lower_node(L, PE_N_MATCH_AS, n);
        if (!x) return NULL;
        if (!is_underscore(L, n) && !(x->u.as.target = capture(L, n))) return NULL;
        return x;
    case PE_TS_none:
    case PE_TS_true:
    case PE_TS_false:
        x = pe_lower_node(L, PE_N_MATCH_SINGLETON, n);
        if (x)
            x->u.singleton.value = k == PE_TS_none   ? PE_CONST_NONE
                                   : k == PE_TS_true ? PE_CONST_TRUE
                                                     : PE_CONST_FALSE;
        return x;
    case PE_TS_integer:
    case PE_TS_float:
    case PE_TS_string:
    case PE_TS_concatenated_string:
    case PE_TS_complex_pattern: return value_pattern(L, (TSNode){0}, n);
    case PE_TS_union_pattern: {
        pe_nvec alts = {0};
        uint32_t cnt = ts_node_child_count(n);
        for (uint32_t i = 0; i < cnt;) {
            TSNode c = ts_node_child(n, i);
            if (pe_ts_is_tok(c, "|") || ts_node_is_extra(c)) {
                i++;
                continue;
            }
            pe_node *p = pattern_item(L, n, &i);
            if (!p) {
                if (L->err->type || L->err->oom || L->err->cancelled) return NULL;
                break;
            }
            if (pe_nvec_push(L, &alts, p) < 0) return NULL;
        }
        if (alts.n == 1) return alts.v[0];
        x = pe_lower_node(L, PE_N_MATCH_OR, n);
        if (!x) return NULL;
        x->u.pats.patterns = pe_nvec_list(&alts);
        return x;
    }
    case PE_TS_list_pattern:
    case PE_TS_tuple_pattern: {
        pe_node_list items;
        int ncomma;
        if (sequence_items(L, n, &items, &ncomma) < 0) return NULL;
        if (k == PE_TS_tuple_pattern && items.n == 1 && ncomma == 0) {
            /* (p) is a group, not a sequence */
            return items.v[0];
        }
        x = pe_lower_node(L, PE_N_MATCH_SEQUENCE, n);
        if (!x) return NULL;
        x->u.pats.patterns = items;
        return x;
    }
    case PE_TS_splat_pattern: {
        x = pe_lower_node(L, PE_N_MATCH_STAR, n);
        if (!x) return NULL;
        TSNode id = ts_node_named_child(n, 0);
        if (!ts_node_is_null(id) && pe_ts_kind(L, id) == PE_TS_identifier &&
            !is_underscore(L, id) && !(x->u.as.target = capture(L, id)))
            return NULL;
        return x;
    }
    case PE_TS_as_pattern: {
        x = pe_lower_node(L, PE_N_MATCH_AS, n);
        if (!x) return NULL;
        TSNode inner = {0}, id = {0};
        uint32_t cnt = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_named_child(n, i);
            if (ts_node_is_extra(c)) continue;
            if (ts_node_is_null(inner))
                inner = c;
            else
                id = c;
        }
        x->u.as.pattern = lower_pattern(L, inner);
        if (!x->u.as.pattern) return NULL;
        if (ts_node_is_null(id)) return pe_lower_error(L, n, "invalid syntax"), NULL;
        if (pe_ts_kind(L, id) == PE_TS_as_pattern_target) id = ts_node_named_child(id, 0);
        if (is_underscore(L, id))
            return pe_lower_error(L, id, "cannot use '_' as a target"), NULL;
        if (pe_ts_kind(L, id) != PE_TS_identifier)
            return pe_lower_error(L, id, "invalid pattern target"), NULL;
        if (!(x->u.as.target = capture(L, id))) return NULL;
        return x;
    }
    case PE_TS_class_pattern: {
        x = pe_lower_node(L, PE_N_MATCH_CLASS, n);
        if (!x) return NULL;
        pe_nvec pats = {0}, kpats = {0};
        pe_str **kw = NULL;
        uint32_t nkw = 0, kwcap = 0;
        pe_nameset kwseen = {0};
        uint32_t cnt = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < cnt; i++) {
            TSNode c = ts_node_named_child(n, i);
            pe_ts_sym ck = pe_ts_kind(L, c);
            if (ts_node_is_extra(c)) continue;
            if (ck == PE_TS_dotted_name && !x->u.mclass.cls) {
                if (!(x->u.mclass.cls = dotted_value(L, c))) return NULL;
                continue;
            }
            TSNode kp = ck == PE_TS_case_pattern ? ts_node_named_child(c, 0) : c;
            if (!ts_node_is_null(kp) && pe_ts_kind(L, kp) == PE_TS_keyword_pattern) {
                TSNode id = ts_node_named_child(kp, 0);
                pe_str *name = pe_lower_ident(L, id);
                if (!name) return NULL;
                int dup = pe_nameset_add(L, &kwseen, name);
                if (dup < 0) return NULL;
                if (dup)
                    return pe_lower_error(L, id,
                                          "attribute name repeated in class pattern: %s",
                                          pe_intern_text(name, NULL)),
                           NULL;
                uint32_t j = 0;
                /* the value follows the '=' among kp's children */
                uint32_t kc = ts_node_child_count(kp);
                while (j < kc && !pe_ts_is_tok(ts_node_child(kp, j), "="))
                    j++;
                j++;
                pe_node *p = pattern_item(L, kp, &j);
                if (!p) {
                    if (!L->err->type && !L->err->oom)
                        pe_lower_error(L, kp, "invalid syntax");
                    return NULL;
                }
                if (nkw == kwcap) {
                    /* doubling keeps long keyword lists linear */
                    kwcap = kwcap ? kwcap * 2 : 4;
                    pe_str **nk = pe_arena_alloc(L->a, (size_t)kwcap * sizeof *nk);
                    if (!nk) return pe_lower_oom(L), NULL;
                    if (nkw) memcpy(nk, kw, nkw * sizeof *nk);
                    kw = nk;
                }
                kw[nkw++] = name;
                if (pe_nvec_push(L, &kpats, p) < 0) return NULL;
                continue;
            }
            pe_node *p = lower_pattern(L, c);
            if (!p) return NULL;
            if (nkw)
                return pe_lower_error_node(L, p,
                                           "positional patterns follow keyword patterns"),
                       NULL;
            if (pe_nvec_push(L, &pats, p) < 0) return NULL;
        }
        x->u.mclass.patterns = pe_nvec_list(&pats);
        x->u.mclass.kwd_attrs = kw;
        x->u.mclass.nkwd = nkw;
        x->u.mclass.kwd_patterns = pe_nvec_list(&kpats);
        return x;
    }
    case PE_TS_dict_pattern: {
        x = pe_lower_node(L, PE_N_MATCH_MAPPING, n);
        if (!x) return NULL;
        pe_nvec keys = {0}, pats = {0};
        pe_kids K;
        if (pe_kids_of(L, n, &K) < 0) return NULL;
        TSNode neg = {0};
        for (uint32_t i = 0; i < K.n; i++) {
            TSNode c = K.v[i];
            const char *f = K.f[i];
            if (f && strcmp(f, "key") == 0) {
                if (pe_ts_is_tok(c, "-")) {
                    neg = c;
                    continue;
                }
                if (x->u.mapping.rest) return pe_lower_error(L, c, "invalid syntax"), NULL;
                pe_node *kv;
                pe_ts_sym ck = pe_ts_kind(L, c);
                if (ck == PE_TS_dotted_name) {
                    if (ts_node_named_child_count(c) < 2)
                        return pe_lower_error(L, c, "invalid syntax"), NULL;
                    kv = dotted_value(L, c);
                } else if (ck == PE_TS_none || ck == PE_TS_true || ck == PE_TS_false) {
                    kv = pe_lower_expr(L, c);
                } else {
                    pe_node *mv = value_pattern(L, neg, c);
                    kv = mv ? mv->u.unary.value : NULL;
                }
                neg = (TSNode){0};
                if (!kv || pe_nvec_push(L, &keys, kv) < 0) return NULL;
            } else if (f && strcmp(f, "value") == 0) {
                pe_node *p = lower_pattern(L, c);
                if (!p || pe_nvec_push(L, &pats, p) < 0) return NULL;
            } else if (pe_ts_kind(L, c) == PE_TS_splat_pattern) {
                TSNode id = ts_node_named_child(c, 0);
                if (ts_node_is_null(id) || is_underscore(L, id))
                    return pe_lower_error(L, c, "invalid syntax"), NULL;
                if (!(x->u.mapping.rest = capture(L, id))) return NULL;
            }
        }
        x->u.mapping.keys = pe_nvec_list(&keys);
        x->u.mapping.patterns = pe_nvec_list(&pats);
        check_duplicate_keys(L, x);
        return x;
    }
    default: return pe_lower_error(L, n, "invalid syntax"), NULL;
    }
}

static pe_node *lower_pattern(pe_lower *L, TSNode n) {
    if (pe_lower_enter(L, n) < 0) return NULL;
    pe_node *r = lower_pattern_inner(L, n);
    pe_lower_leave(L);
    return r;
}

/* ---- compiler checks ---------------------------------------------------------------- */

static int bound_add(pe_lower *L, bound *b, pe_node *t) {
    int dup = pe_nameset_add(L, &b->set, t->u.name.id);
    if (dup < 0) return -1;
    if (dup) {
        pe_lower_defer(L, PE_DEFER_COMPILE, t,
                       "multiple assignments to name '%s' in pattern",
                       pe_intern_text(t->u.name.id, NULL));
        return 0;
    }
    if (b->n == b->cap) {
        uint32_t nc = b->cap ? b->cap * 2 : 8;
        pe_str **nv = pe_arena_alloc(L->a, nc * sizeof *nv);
        if (!nv) return pe_lower_oom(L);
        if (b->n) memcpy(nv, b->v, b->n * sizeof *nv);
        b->v = nv;
        b->cap = nc;
    }
    b->v[b->n++] = t->u.name.id;
    return 0;
}

static int is_irrefutable(const pe_node *p) {
    if (p->kind == PE_N_MATCH_AS)
        return !p->u.as.pattern || is_irrefutable(p->u.as.pattern);
    if (p->kind == PE_N_MATCH_OR) {
        for (uint32_t i = 0; i < p->u.pats.patterns.n; i++)
            if (is_irrefutable(p->u.pats.patterns.v[i])) return 1;
    }
    return 0;
}

/* Collects bound names and applies the per-pattern compiler checks. Recursion is
 * bounded by the lowering's own depth limit (patterns were lowered recursively). */
static int check_pattern(pe_lower *L, pe_node *p, bound *b) {
    switch (p->kind) {
    case PE_N_MATCH_AS:
        if (p->u.as.pattern && check_pattern(L, p->u.as.pattern, b) < 0) return -1;
        if (p->u.as.target) return bound_add(L, b, p->u.as.target);
        return 0;
    case PE_N_MATCH_STAR: return p->u.as.target ? bound_add(L, b, p->u.as.target) : 0;
    case PE_N_MATCH_SEQUENCE: {
        int stars = 0;
        for (uint32_t i = 0; i < p->u.pats.patterns.n; i++) {
            pe_node *q = p->u.pats.patterns.v[i];
            if (q->kind == PE_N_MATCH_STAR && ++stars == 2)
                pe_lower_defer(L, PE_DEFER_COMPILE, p,
                               "multiple starred names in sequence pattern");
            if (check_pattern(L, q, b) < 0) return -1;
        }
        return 0;
    }
    case PE_N_MATCH_MAPPING:
        for (uint32_t i = 0; i < p->u.mapping.patterns.n; i++)
            if (check_pattern(L, p->u.mapping.patterns.v[i], b) < 0) return -1;
        return p->u.mapping.rest ? bound_add(L, b, p->u.mapping.rest) : 0;
    case PE_N_MATCH_CLASS:
        for (uint32_t i = 0; i < p->u.mclass.patterns.n; i++)
            if (check_pattern(L, p->u.mclass.patterns.v[i], b) < 0) return -1;
        for (uint32_t i = 0; i < p->u.mclass.kwd_patterns.n; i++)
            if (check_pattern(L, p->u.mclass.kwd_patterns.v[i], b) < 0) return -1;
        return 0;
    case PE_N_MATCH_OR: {
        /* every alternative must bind the same names; an irrefutable alternative
         * before the last makes the rest unreachable */
        bound first = {0};
        for (uint32_t i = 0; i < p->u.pats.patterns.n; i++) {
            pe_node *q = p->u.pats.patterns.v[i];
            if (i + 1 < p->u.pats.patterns.n && is_irrefutable(q)) {
                if (q->kind == PE_N_MATCH_AS && q->u.as.target && !q->u.as.pattern)
                    pe_lower_defer(L, PE_DEFER_COMPILE, q,
                                   "name capture '%s' makes remaining patterns unreachable",
                                   pe_intern_text(q->u.as.target->u.name.id, NULL));
                else
                    pe_lower_defer(L, PE_DEFER_COMPILE, q,
                                   "wildcard makes remaining patterns unreachable");
            }
            bound alt = {0};
            if (check_pattern(L, q, &alt) < 0) return -1;
            if (i == 0) {
                first = alt;
            } else {
                int same = alt.n == first.n;
                for (uint32_t j = 0; same && j < alt.n; j++)
                    same = pe_nameset_has(&first.set, alt.v[j]);
                if (!same)
                    pe_lower_defer(L, PE_DEFER_COMPILE, p,
                                   "alternative patterns bind different names");
            }
        }
        for (uint32_t j = 0; j < first.n; j++) {
            pe_node tmp;
            memset(&tmp, 0, sizeof tmp);
            tmp.line = p->line;
            tmp.col = p->col;
            tmp.u.name.id = first.v[j];
            if (bound_add(L, b, &tmp) < 0) return -1;
        }
        return 0;
    }
    default: return 0;
    }
}

pe_node *pe_lower_match(pe_lower *L, TSNode n) {
    pe_node *x = pe_lower_node(L, PE_N_MATCH, n);
    if (!x) return NULL;
    /* subject: one expression, or an unparenthesised tuple (match a, b:) */
    pe_nvec subj = {0};
    int comma = 0;
    uint32_t cnt = ts_node_child_count(n);
    TSNode body = {0};
    for (uint32_t i = 0; i < cnt; i++) {
        const char *f = ts_node_field_name_for_child(n, i);
        TSNode c = ts_node_child(n, i);
        if (pe_ts_is_tok(c, ",")) comma = 1;
        if (f && strcmp(f, "subject") == 0) {
            /* `match [*a]:` read as `match (*a):` (see parse.c): the star is allowed */
            TSNode in = ts_node_named_child(c, 0);
            int star = pe_ts_kind(L, c) == PE_TS_parenthesized_expression &&
                       (pe_ts_kind(L, in) == PE_TS_list_splat ||
                        pe_ts_kind(L, in) == PE_TS_list_splat_pattern);
            int patched = 0;
            for (uint32_t j = 0; j < L->nmsubj; j++)
                if (L->msubj[j] == ts_node_start_byte(c)) patched = 1;
            pe_node *e = pe_lower_elt(L, star && patched ? in : c);
            if (!e || pe_nvec_push(L, &subj, e) < 0) return NULL;
        } else if (f && strcmp(f, "body") == 0)
            body = c;
    }
    if (subj.n == 1 && !comma) {
        x->u.match.subject = subj.v[0];
        TSNode sn = pe_ts_field(n, "subject", 7);
        for (uint32_t i = 0; i < L->nmsubj; i++) {
            if (L->msubj[i] != ts_node_start_byte(sn)) continue;
            /* `match [...]:` read as `match (...):` (see parse.c): back to a list */
            pe_node *e = subj.v[0];
            if (e->kind == PE_N_TUPLE &&
                !(pe_ts_kind(L, sn) == PE_TS_parenthesized_expression)) {
                e->kind = PE_N_LIST;
            } else if (e->kind == PE_N_GENERATOR_EXP &&
                       pe_ts_kind(L, sn) == PE_TS_generator_expression) {
                e->kind = PE_N_LIST_COMP;
            } else {
                pe_node *l = pe_lower_node(L, PE_N_LIST, sn);
                pe_node **v = pe_arena_alloc(L->a, sizeof *v);
                if (!l || !v) return pe_lower_oom(L), NULL;
                e->flags &= ~PE_NF_PAREN;
                v[0] = e;
                l->u.seq.elts.v = v;
                l->u.seq.elts.n = 1;
                x->u.match.subject = l;
            }
        }
    } else {
        pe_node *t = pe_lower_node(L, PE_N_TUPLE, n);
        if (!t) return NULL;
        pe_lower_pos_start(t, pe_ts_field(n, "subject", 7));
        /* the tuple ends at its last item, or at a trailing comma */
        for (uint32_t i = 0; i < cnt; i++) {
            const char *f = ts_node_field_name_for_child(n, i);
            TSNode c = ts_node_child(n, i);
            if ((f && strcmp(f, "subject") == 0) || pe_ts_is_tok(c, ","))
                pe_lower_pos_end(t, c);
        }
        t->u.seq.elts = pe_nvec_list(&subj);
        x->u.match.subject = t;
    }
    pe_nvec cases = {0};
    uint32_t bc = ts_node_is_null(body) ? 0 : ts_node_named_child_count(body);
    for (uint32_t i = 0; i < bc; i++) {
        TSNode cc = ts_node_named_child(body, i);
        if (pe_ts_kind(L, cc) != PE_TS_case_clause) continue;
        pe_node *mc = pe_lower_node(L, PE_N_MATCH_CASE, cc);
        if (!mc) return NULL;
        /* patterns: one, or several comma-separated (an open sequence) */
        pe_nvec pats = {0};
        int pcomma = 0;
        TSNode first = {0};
        uint32_t k = ts_node_child_count(cc);
        for (uint32_t j = 0; j < k; j++) {
            TSNode c = ts_node_child(cc, j);
            const char *f = ts_node_field_name_for_child(cc, j);
            if (pe_ts_is_tok(c, ",")) pcomma = 1;
            if (f && strcmp(f, "guard") == 0) {
                mc->u.mcase.guard = pe_lower_expr(L, ts_node_named_child(c, 0));
                if (!mc->u.mcase.guard) return NULL;
            } else if (f && strcmp(f, "consequence") == 0) {
                if (pe_lower_block(L, c, &mc->u.mcase.body) < 0) return NULL;
            } else if (pe_ts_kind(L, c) == PE_TS_case_pattern) {
                if (ts_node_is_null(first)) first = c;
                pe_node *p = lower_pattern(L, c);
                if (!p || pe_nvec_push(L, &pats, p) < 0) return NULL;
            }
        }
        if (pats.n == 0) return pe_lower_error(L, cc, "invalid syntax"), NULL;
        if (pats.n == 1 && !pcomma) {
            mc->u.mcase.pattern = pats.v[0];
        } else {
            pe_node *s = pe_lower_node(L, PE_N_MATCH_SEQUENCE, first);
            if (!s) return NULL;
            s->end_line = pats.v[pats.n - 1]->end_line;
            s->end_col = pats.v[pats.n - 1]->end_col;
            s->u.pats.patterns = pe_nvec_list(&pats);
            mc->u.mcase.pattern = s;
        }
        bound b = {0};
        if (check_pattern(L, mc->u.mcase.pattern, &b) < 0) return NULL;
        if (pe_nvec_push(L, &cases, mc) < 0) return NULL;
    }
    /* an irrefutable case that is not last makes the rest unreachable */
    for (uint32_t i = 0; i + 1 < cases.n; i++) {
        pe_node *mc = cases.v[i];
        pe_node *p = mc->u.mcase.pattern;
        if (mc->u.mcase.guard || !is_irrefutable(p)) continue;
        while (p->kind == PE_N_MATCH_AS && p->u.as.pattern)
            p = p->u.as.pattern;
        if (p->kind == PE_N_MATCH_AS && p->u.as.target)
            pe_lower_defer(L, PE_DEFER_COMPILE, p,
                           "name capture '%s' makes remaining patterns unreachable",
                           pe_intern_text(p->u.as.target->u.name.id, NULL));
        else
            pe_lower_defer(L, PE_DEFER_COMPILE, mc->u.mcase.pattern,
                           "wildcard makes remaining patterns unreachable");
        break;
    }
    x->u.match.cases = pe_nvec_list(&cases);
    return x;
}
