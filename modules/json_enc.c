/*
 * json_enc.c - json's encoder in C (CPython's c_make_encoder, Modules/_json.c):
 * c_encode(ctx, o) writes the whole JSON text of o into one builder and returns it.
 *
 * Without an indent it is CPython's C encoder: its messages ("Out of range float
 * values are not JSON compliant", RecursionError "... while encoding a JSON object").
 * CPython 3.11 encodes with an indent in pure Python; the text is the same, so this
 * writes it too, with that encoder's messages (the float's repr after the out-of-range
 * text, RecursionError "... while calling a Python object"). JSONEncoder.iterencode
 * without _one_shot (json.dump, user code) stays json.py's generator.
 *
 * What is a str, int, float, list, tuple or dict follows CPython's checks: subclasses
 * count, and are written as their base (int.__repr__ and float.__repr__, never an
 * overridden __repr__; a list subclass's items, not its __iter__; a dict subclass's
 * items()). Anything else goes to default(), whose result is encoded in turn.
 *
 * Costs: one op per value, the recursion guard's op per container, one op per 64 bytes
 * of every str escaped; the builder charges its growth and allocates through pe_mem
 * (the memory limit). Nesting goes through pe_seq_enter_recursive and moves to a fresh
 * C-stack segment when the stack runs low (eval/cstack.h).
 */
#include <stdint.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/slice.h"
#include "../builtins/str.h"
#include "../builtins/subclass.h"
#include "../builtins/tuple.h"
#include "../core/mem.h"
#include "../eval/args.h"
#include "../eval/cstack.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "json.h"

/* One c_encode call's state. Values are borrowed from the call's arguments. */
typedef struct json_encoder {
    pe_vm *vm;
    pe_value markers; /* id -> object of the containers being encoded, or PE_NULL */
    pe_value defaultfn;
    int ascii, allow_nan, sort_keys, skipkeys;
    const pe_str *key_sep, *item_sep;
    const pe_str *indent; /* NULL without indent */
    pe_strbuf out;
} json_encoder;

enum { JSON_CTX_LEN = 9 };

static int json_enc_value(json_encoder *e, pe_value v, size_t level);

static int json_put(json_encoder *e, const char *s, size_t n) {
    return pe_strbuf_add(&e->out, s, n);
}

/* "\n" and level copies of the indent (the pure-Python encoder's newline_indent). */
static int json_put_newline(json_encoder *e, size_t level) {
    if (json_put(e, "\n", 1) < 0) return -1;
    /* loop-bound: depth: level is at most the recursion limit; the builder charges
     * every byte it grows by */
    for (size_t i = 0; i < level; i++)
        if (json_put(e, e->indent->data, e->indent->size) < 0) return -1;
    return 0;
}

/* The quoted, escaped text of str s. */
static int json_put_str(json_encoder *e, const pe_str *s) {
    if (s->size >= 64 && PE_TICK(e->vm, s->size / 64) < 0) return -1;
    if (json_put(e, "\"", 1) < 0) return -1;
    if (s->ascii && s->size < 64) {
        /* the common short key: nothing to escape is the usual case */
        size_t i = 0;
        /* loop-bound: const: fewer than 64 bytes */
        while (i < s->size && s->data[i] >= 0x20 && s->data[i] != '"' &&
               s->data[i] != '\\' && s->data[i] != 0x7f)
            i++;
        if (i == s->size) {
            if (json_put(e, s->data, s->size) < 0) return -1;
            return json_put(e, "\"", 1);
        }
    }
    if (pe_mod_json_escape_into(&e->out, s, e->ascii) < 0) return -1;
    return json_put(e, "\"", 1);
}

/* A float d (orig is the value it came from, maybe a float subclass instance): its
 * repr, or NaN/Infinity/-Infinity when allow_nan, else ValueError with the message of
 * the encoder CPython would have used (the pure-Python one shows repr(orig)). */
static int json_put_float(json_encoder *e, double d, pe_value orig) {
    char buf[40];
    int n;
    if (d != d || d - d != 0) {
        const char *text = d != d ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
        if (!e->allow_nan) {
            if (!e->indent) {
                pe_err_set(e->vm, PE_EXC_ValueError,
                           "Out of range float values are not JSON compliant");
                return -1;
            }
            pe_err_format(e->vm, PE_EXC_ValueError,
                          "Out of range float values are not JSON compliant: %R", orig);
            return -1;
        }
        return json_put(e, text, strlen(text));
    }
    n = pe_float_repr_buf(d, buf);
    return json_put(e, buf, (size_t)n);
}

/* An exact int (small or big): its decimal text (the 4300-digit rule applies, as to
 * int.__repr__). */
static int json_put_int(json_encoder *e, pe_value u) {
    if (u.tag != PE_T_OBJ) {
        char buf[24];
        int n = snprintf(buf, sizeof buf, "%lld", (long long)u.u.i);
        return json_put(e, buf, (size_t)n);
    }
    size_t n;
    char *p = pe_int_to_decimal(e->vm, u, &n);
    if (!p) return -1;
    int rc = json_put(e, p, n);
    pe_mem_free(&e->vm->mem, p, n + 1);
    return rc;
}

/* ---- circular references --------------------------------------------------------- */

static pe_value json_marker_key(pe_value o) {
    return pe_int(pe_is_obj(o) ? (int64_t)(intptr_t)o.u.o : 0);
}

/* Records o as being encoded: ValueError "Circular reference detected" when it already
 * is. 0 or -1. */
static int json_mark(json_encoder *e, pe_value o) {
    if (pe_is_null(e->markers)) return 0;
    pe_value found;
    int r = pe_dict_lookup(e->vm, e->markers, json_marker_key(o), &found);
    if (r < 0) return -1;
    if (r) {
        pe_err_set(e->vm, PE_EXC_ValueError, "Circular reference detected");
        return -1;
    }
    return pe_dict_set(e->vm, e->markers, json_marker_key(o), o);
}

static int json_unmark(json_encoder *e, pe_value o) {
    if (pe_is_null(e->markers)) return 0;
    return pe_dict_del(e->vm, e->markers, json_marker_key(o));
}

/* ---- containers ------------------------------------------------------------------- */

/* The separator between items: item_separator, then the newline with an indent. */
static int json_put_sep(json_encoder *e, size_t level) {
    if (json_put(e, e->item_sep->data, e->item_sep->size) < 0) return -1;
    return e->indent ? json_put_newline(e, level) : 0;
}

/* Is a subclass instance empty, as the encoder CPython would use sees it? The
 * pure-Python one (indent) asks bool(o), so __len__/__bool__ count; the C one looks at
 * the real size (a dict) or at what iteration gave (a list or tuple: *ask = 0 then).
 * 1/0, or -1. */
static int json_sub_empty(json_encoder *e, pe_value o, int *ask) {
    *ask = e->indent != NULL;
    if (!*ask) return 0;
    int t = pe_op_truth(e->vm, o);
    return t < 0 ? -1 : !t;
}

/* list(o) for a list or tuple subclass instance, through its __iter__ (pyeval's
 * list() copies a list subclass's items directly). New reference or PE_NULL. */
static pe_value json_iter_list(pe_vm *vm, pe_value o) {
    pe_value it = pe_op_iter(vm, o), out = pe_list_new(vm, 0);
    if (pe_is_null(it) || pe_is_null(out)) goto fail;
    /* each pass charges one op: the iterator may be endless */
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value v = pe_op_next(vm, it);
        if (pe_is_null(v)) {
            if (pe_err_occurred(vm)) goto fail;
            break;
        }
        if (pe_list_append_steal(vm, out, v) < 0) goto fail;
    }
    pe_decref(vm, it);
    return out;
fail:
    pe_decref(vm, it);
    pe_decref(vm, out);
    return PE_NULL;
}

/* The items of an exact list or tuple (a list's are re-read at each step, as default()
 * may change it). */
static int json_enc_items(json_encoder *e, pe_value seq, size_t level) {
    int is_list = pe_list_check(e->vm, seq);
    size_t n = is_list ? pe_list_len(seq) : pe_tuple_len(seq);
    /* loop-bound: caller-charged: json_enc_value charges each item */
    for (size_t i = 0; i < (is_list ? pe_list_len(seq) : n); i++) {
        if (i && json_put_sep(e, level) < 0) return -1;
        pe_value item = pe_incref(is_list ? pe_list_item(seq, i) : pe_tuple_item(seq, i));
        int rc = json_enc_value(e, item, level);
        pe_decref(e->vm, item);
        if (rc < 0) return -1;
    }
    return 0;
}

/* A list or tuple. Subclass instances are iterated (their __iter__), as CPython's
 * PySequence_Fast and its pure-Python encoder's for loop do. */
static int json_enc_list(json_encoder *e, pe_value seq, size_t level) {
    pe_vm *vm = e->vm;
    pe_type *t = pe_type_of(vm, seq);
    pe_value items = seq;
    if (t != vm->types[PE_TYPE_LIST] && t != vm->types[PE_TYPE_TUPLE]) {
        int ask, empty = json_sub_empty(e, seq, &ask);
        if (empty) return empty < 0 ? -1 : json_put(e, "[]", 2);
        items = json_iter_list(vm, seq);
        if (pe_is_null(items)) return -1;
    }
    int rc = -1;
    if ((pe_list_check(vm, items) ? pe_list_len(items) : pe_tuple_len(items)) == 0) {
        rc = json_put(e, "[]", 2);
        goto done;
    }
    if (json_mark(e, seq) < 0 || json_put(e, "[", 1) < 0) goto done;
    if (e->indent && json_put_newline(e, ++level) < 0) goto done;
    if (json_enc_items(e, items, level) < 0) goto done;
    if (e->indent && json_put_newline(e, level - 1) < 0) goto done;
    if (json_put(e, "]", 1) < 0) goto done;
    rc = json_unmark(e, seq);
done:
    if (!pe_is(items, seq)) pe_decref(vm, items);
    return rc;
}

/* A dict's (key, value) pairs, owned: kv[2i], kv[2i+1]; err (owned, or PE_NULL) is
 * the exception for the item after the last pair, raised once the pairs before it are
 * encoded (both CPython encoders unpack as they go). */
typedef struct json_items {
    pe_value *kv;
    size_t n, cap;
    pe_value err;
} json_items;

static void json_items_free(pe_vm *vm, json_items *it) {
    /* loop-bound: caller-charged: the items were charged as they were encoded */
    for (size_t i = 0; i < 2 * it->n; i++)
        pe_decref(vm, it->kv[i]);
    if (it->kv) pe_mem_free(&vm->mem, it->kv, it->cap * 2 * sizeof(pe_value));
    it->kv = NULL;
    pe_clear(vm, &it->err);
}

/* Item t of items() as a pair: a 2-tuple, or with an indent whatever `k, v = t`
 * unpacks. New reference (a 2-tuple), or PE_NULL with the error pending: the C
 * encoder's ValueError, or the unpacking's. */
static pe_value json_pair(json_encoder *e, pe_value t) {
    pe_vm *vm = e->vm;
    if (pe_tuple_check(vm, t) && pe_tuple_len(t) == 2) return pe_incref(t);
    if (!e->indent) return pe_err_set(vm, PE_EXC_ValueError, "items must return 2-tuples");
    pe_value tup = pe_incref(t);
    if (!pe_tuple_check(vm, t)) {
        pe_value iter = pe_op_iter(vm, t);
        if (pe_is_null(iter)) {
            if (!pe_err_matches(vm, PE_EXC_TypeError)) return PE_NULL;
            pe_err_clear(vm);
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "cannot unpack non-iterable %T object", t);
        }
        pe_decref(vm, tup);
        tup = pe_tuple_from_iterable(vm, iter);
        pe_decref(vm, iter);
        if (pe_is_null(tup)) return PE_NULL;
    }
    size_t n = pe_tuple_len(tup);
    if (n == 2) return tup;
    pe_decref(vm, tup);
    if (n > 2)
        return pe_err_set(vm, PE_EXC_ValueError, "too many values to unpack (expected 2)");
    return pe_err_format(vm, PE_EXC_ValueError,
                         "not enough values to unpack (expected 2, got %zu)", n);
}

/* Copies the pairs of list `items` into it, up to the first item that is not one
 * (whose error goes to it->err). 0, or -1 (a limit or MemoryError). */
static int json_items_from_list(json_encoder *e, pe_value items, json_items *it) {
    pe_vm *vm = e->vm;
    it->cap = pe_list_len(items);
    it->kv = it->cap ? pe_mem_alloc(&vm->mem, it->cap * 2 * sizeof(pe_value)) : NULL;
    if (it->cap && !it->kv) {
        pe_err_nomem(vm);
        return -1;
    }
    /* loop-bound: caller-charged: json_enc_dict charges each item */
    for (size_t i = 0; i < it->cap && i < pe_list_len(items); i++) {
        pe_value t = json_pair(e, pe_list_item(items, i));
        if (pe_is_null(t)) {
            if (pe_err_is_limit(vm)) return -1;
            it->err = pe_err_fetch(vm);
            return 0;
        }
        it->kv[2 * i] = pe_incref(pe_tuple_item(t, 0));
        it->kv[2 * i + 1] = pe_incref(pe_tuple_item(t, 1));
        it->n = i + 1;
        pe_decref(vm, t);
    }
    return 0;
}

/* The items of dict d as CPython's PyMapping_Items gives them (an exact dict's entries,
 * a subclass's items()), sorted when sort_keys. 0 or -1 (it may hold some items). */
static int json_dict_items(json_encoder *e, pe_value d, json_items *it) {
    pe_vm *vm = e->vm;
    int exact = pe_type_of(vm, d) == vm->types[PE_TYPE_DICT];
    if (exact && !e->sort_keys) {
        if (pe_dict_charge_holes(vm, pe_dict_obj(d)) < 0) return -1;
        it->cap = pe_dict_len(d);
        it->kv = pe_mem_alloc(&vm->mem, it->cap * 2 * sizeof(pe_value));
        if (!it->kv) {
            pe_err_nomem(vm);
            return -1;
        }
        size_t pos = 0;
        pe_value k, v;
        /* loop-bound: caller-charged: json_enc_dict charges each item */
        while (it->n < it->cap && pe_dict_next(d, &pos, &k, &v)) {
            it->kv[2 * it->n] = pe_incref(k);
            it->kv[2 * it->n + 1] = pe_incref(v);
            it->n++;
        }
        return 0;
    }
    pe_value items = PE_NULL;
    if (exact) {
        if (pe_dict_charge_holes(vm, pe_dict_obj(d)) < 0) return -1;
        items = pe_list_new(vm, pe_dict_len(d));
        if (pe_is_null(items)) return -1;
        size_t pos = 0;
        pe_value k, v;
        /* loop-bound: caller-charged: json_enc_dict charges each item */
        while (pe_dict_next(d, &pos, &k, &v)) {
            pe_value t = pe_tuple_pack2(vm, k, v);
            if (pe_is_null(t) || pe_list_append_steal(vm, items, t) < 0) goto fail;
        }
    } else {
        pe_value r = pe_op_call_method(vm, d, "items", NULL, 0);
        if (pe_is_null(r)) return -1;
        items = pe_list_from_iterable(vm, r);
        pe_decref(vm, r);
        if (pe_is_null(items)) return -1;
    }
    if (e->sort_keys && pe_list_sort(vm, items, PE_NULL, 0) < 0) goto fail;
    int rc = json_items_from_list(e, items, it);
    pe_decref(vm, items);
    return rc;
fail:
    pe_decref(vm, items);
    return -1;
}

/* The text of dict key k: *out (new) a str, or PE_NULL to skip it (skipkeys). */
static int json_key_text(json_encoder *e, pe_value k, pe_value *out) {
    pe_vm *vm = e->vm;
    pe_value u = pe_subclass_unwrap(k);
    *out = PE_NULL;
    if (pe_str_check(vm, u)) {
        *out = pe_incref(u);
        return 0;
    }
    const char *lit = pe_is_none(k)        ? "null"
                      : pe_is(k, PE_TRUE)  ? "true"
                      : pe_is(k, PE_FALSE) ? "false"
                                           : NULL;
    if (!lit && !pe_is_float(u) && !pe_int_check(vm, u)) {
        if (e->skipkeys) return 0;
        pe_err_format(vm, PE_EXC_TypeError,
                      "keys must be str, int, float, bool or None, not %.100s",
                      pe_op_typename(vm, k));
        return -1;
    }
    /* a float or int key: the text the value would get, made into a str */
    size_t mark = e->out.len;
    int rc = lit              ? json_put(e, lit, strlen(lit))
             : pe_is_float(u) ? json_put_float(e, u.u.f, k)
                              : json_put_int(e, u);
    if (rc < 0) return -1;
    *out = pe_str_value(vm, e->out.p + mark, e->out.len - mark);
    e->out.len = mark;
    return pe_is_null(*out) ? -1 : 0;
}

static int json_enc_member(json_encoder *e, pe_value k, pe_value v, size_t level,
                           int *first) {
    pe_value ks;
    if (json_key_text(e, k, &ks) < 0) return -1;
    if (pe_is_null(ks)) return 0;
    int rc = -1;
    if (!*first && json_put_sep(e, level) < 0) goto done;
    *first = 0;
    if (json_put_str(e, pe_str_obj(ks)) < 0 ||
        json_put(e, e->key_sep->data, e->key_sep->size) < 0)
        goto done;
    rc = json_enc_value(e, v, level);
done:
    pe_decref(e->vm, ks);
    return rc;
}

static int json_enc_dict(json_encoder *e, pe_value d, size_t level) {
    if (pe_type_of(e->vm, d) != e->vm->types[PE_TYPE_DICT]) {
        int ask, empty = json_sub_empty(e, d, &ask);
        if (empty) return empty < 0 ? -1 : json_put(e, "{}", 2);
        if (!ask && pe_dict_len(d) == 0) return json_put(e, "{}", 2);
    } else if (pe_dict_len(d) == 0) {
        return json_put(e, "{}", 2);
    }
    if (json_mark(e, d) < 0 || json_put(e, "{", 1) < 0) return -1;
    if (e->indent && json_put_newline(e, ++level) < 0) return -1;
    json_items it = {NULL, 0, 0, PE_NULL};
    int first = 1;
    if (json_dict_items(e, d, &it) < 0) goto fail;
    /* loop-bound: caller-charged: json_enc_value charges each value */
    for (size_t i = 0; i < it.n; i++)
        if (json_enc_member(e, it.kv[2 * i], it.kv[2 * i + 1], level, &first) < 0)
            goto fail;
    if (!pe_is_null(it.err)) {
        pe_err_restore(e->vm, it.err); /* steals it */
        it.err = PE_NULL;
        goto fail;
    }
    json_items_free(e->vm, &it);
    if (e->indent && json_put_newline(e, level - 1) < 0) return -1;
    if (json_put(e, "}", 1) < 0) return -1;
    return json_unmark(e, d);
fail:
    json_items_free(e->vm, &it);
    return -1;
}

/* ---- values ------------------------------------------------------------------------ */

/* o, which is none of the JSON types: default(o) encoded in its place. */
static int json_enc_default(json_encoder *e, pe_value o, size_t level);

typedef struct json_nest {
    json_encoder *e;
    pe_value v;
    size_t level;
    int kind; /* 0 list/tuple, 1 dict, 2 default */
    int rc;
} json_nest;

static void json_nest_run(void *arg) {
    json_nest *n = arg;
    json_encoder *e = n->e;
    n->rc = -1;
    if (pe_seq_enter_recursive(e->vm, e->indent ? " while calling a Python object"
                                                : " while encoding a JSON object") < 0)
        return;
    switch (n->kind) {
    case 0: n->rc = json_enc_list(e, n->v, n->level); break;
    case 1: n->rc = json_enc_dict(e, n->v, n->level); break;
    default: n->rc = json_enc_default(e, n->v, n->level); break;
    }
    pe_seq_leave_recursive(e->vm);
}

/* recursion-bound: depth: pe_seq_enter_recursive in json_nest_run charges each level
 * and stops at the recursion limit; a low C stack moves the rest to a new segment */
static int json_enc_nested(json_encoder *e, pe_value v, size_t level, int kind) {
    json_nest n = {e, v, level, kind, -1};
    if (!pe_cstack_low(e->vm)) {
        json_nest_run(&n);
        return n.rc;
    }
    if (pe_cstack_run(e->vm, 0, json_nest_run, &n) < 0) return -1;
    return n.rc;
}

static int json_enc_default(json_encoder *e, pe_value o, size_t level) {
    if (json_mark(e, o) < 0) return -1;
    pe_value r = pe_op_call(e->vm, e->defaultfn, &o, 1, NULL);
    if (pe_is_null(r)) return -1;
    int rc = json_enc_value(e, r, level);
    pe_decref(e->vm, r);
    if (rc < 0) return -1;
    return json_unmark(e, o);
}

static int json_enc_value(json_encoder *e, pe_value v, size_t level) {
    pe_vm *vm = e->vm;
    if (PE_TICK(vm, 1) < 0) return -1;
    switch (v.tag) {
    case PE_T_NONE: return json_put(e, "null", 4);
    case PE_T_BOOL: return v.u.i ? json_put(e, "true", 4) : json_put(e, "false", 5);
    case PE_T_INT: return json_put_int(e, v);
    case PE_T_FLOAT: return json_put_float(e, v.u.f, v);
    default: break;
    }
    pe_value u = pe_subclass_unwrap(v);
    if (pe_str_check(vm, u)) return json_put_str(e, pe_str_obj(u));
    if (pe_is_float(u)) return json_put_float(e, u.u.f, v);
    if (pe_int_check(vm, u)) return json_put_int(e, u);
    if (pe_list_check(vm, v) || pe_tuple_check(vm, u))
        return json_enc_nested(e, v, level, 0);
    if (pe_dict_check(vm, v)) return json_enc_nested(e, v, level, 1);
    return json_enc_nested(e, v, level, 2);
}

/* ---- c_encode ---------------------------------------------------------------------- */

/* Reads ctx (see json.h) into e. 0, or -1 with an error pending. */
static int json_encoder_setup(pe_vm *vm, json_encoder *e, pe_value ctx) {
    if (!pe_tuple_check(vm, ctx) || pe_tuple_len(ctx) != JSON_CTX_LEN) {
        pe_err_set(vm, PE_EXC_TypeError, "c_encode: bad encoder context");
        return -1;
    }
    const pe_value *c = pe_tuple_obj(ctx)->items;
    int flags[5];
    const int at[5] = {0, 2, 3, 6, 7};
    /* loop-bound: const: five flags */
    for (size_t i = 0; i < 5; i++)
        if ((flags[i] = pe_op_truth(vm, c[at[i]])) < 0) return -1;
    pe_value strs[3] = {pe_str_arg(vm, c[4]), pe_str_arg(vm, c[5]), pe_str_arg(vm, c[8])};
    /* loop-bound: const: two separators and the indent */
    for (size_t i = 0; i < 3; i++)
        if (!pe_str_check(vm, strs[i]) && !(i == 2 && pe_is_none(strs[i]))) {
            pe_err_set(vm, PE_EXC_TypeError, "c_encode: separators and indent must be str");
            return -1;
        }
    e->vm = vm;
    e->markers = PE_NULL;
    e->defaultfn = c[1];
    e->ascii = flags[1], e->allow_nan = flags[2];
    e->sort_keys = flags[3], e->skipkeys = flags[4];
    e->key_sep = pe_str_obj(strs[0]);
    e->item_sep = pe_str_obj(strs[1]);
    e->indent = pe_is_none(strs[2]) ? NULL : pe_str_obj(strs[2]);
    if (flags[0]) {
        e->markers = pe_dict_new(vm);
        if (pe_is_null(e->markers)) return -1;
    }
    return 0;
}

pe_value pe_mod_json_c_encode(pe_vm *vm, const pe_value *args, size_t nargs,
                              pe_obj *kwnames) {
    json_encoder e;
    if (pe_args_range(vm, "c_encode", nargs, kwnames, 2, 2) < 0) return PE_NULL;
    if (json_encoder_setup(vm, &e, args[0]) < 0) return PE_NULL;
    pe_strbuf_init(&e.out, vm);
    int rc = json_enc_value(&e, args[1], 0);
    if (!pe_is_null(e.markers)) pe_decref(vm, e.markers);
    if (rc < 0) {
        pe_strbuf_free(&e.out);
        return PE_NULL;
    }
    return pe_strbuf_finish(&e.out);
}
