/*
 * json_scan.c - json's scanner in C (CPython's c_make_scanner, Modules/_json.c):
 * c_scan_once(ctx, string, idx) reads one JSON value and returns (value, end), with
 * CPython's error messages and positions, its StopIteration(idx) where no value starts
 * (JSONDecoder.raw_decode turns it into "Expecting value"), and its RecursionError
 * texts for deep nesting. json.py's make_scanner binds the decoder's settings into
 * ctx once; JSONDecoder.decode/raw_decode stay Python, as in CPython.
 *
 * Positions are code point indices of the str; the scanner walks its UTF-8 bytes and
 * keeps both (pe_mod_json_pos). Structural characters are ASCII, so only string bodies
 * ever advance the two differently.
 *
 * Costs: one op per value, the recursion guard's op per container, one op per 64 bytes
 * of whitespace, digits and string bodies; every value made goes through pe_mem (the
 * memory limit). Nesting goes through pe_seq_enter_recursive (the recursion limit,
 * CPython's RecursionError text) and moves to a fresh C-stack segment when the stack
 * runs low (eval/cstack.h), so deep documents never overrun the C stack.
 */
#include <stdint.h>
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/exceptions.h"
#include "../builtins/float.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/slice.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../eval/args.h"
#include "../eval/cstack.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "json.h"

typedef pe_mod_json_pos json_pos;

/* One scan_once call's state. Every pe_value here is borrowed from the call's
 * arguments (ctx and the string), which outlive the scan. */
typedef struct json_scanner {
    pe_vm *vm;
    pe_value doc;    /* the string argument as given: JSONDecodeError's doc */
    const pe_str *s; /* its text */
    int strict;
    pe_value object_hook, pairs_hook, parse_float, parse_int, parse_constant, error_cls;
    int fast_float, fast_int; /* parse_float is float / parse_int is int */
} json_scanner;

enum { JSON_CTX_LEN = 7 };

static int json_scan_value(json_scanner *sc, json_pos *p, pe_value *out);

/* Raises JSONDecodeError(msg, doc, pos) through the class json.py passed (so a user
 * subclass is not involved: it is always json.py's). Returns -1. */
static int json_fail(json_scanner *sc, const char *msg, size_t pos) {
    pe_vm *vm = sc->vm;
    pe_value m = pe_str_from_cstr(vm, msg);
    if (pe_is_null(m)) return -1;
    pe_value args[3] = {m, sc->doc, pe_int((int64_t)pos)};
    pe_value e = pe_op_call(vm, sc->error_cls, args, 3, NULL);
    pe_decref(vm, m);
    if (pe_is_null(e)) return -1;
    pe_err_raise(vm, e);
    pe_decref(vm, e);
    return -1;
}

/* Raises StopIteration(pos): no value starts at pos. Returns -1. */
static int json_stop(json_scanner *sc, size_t pos) {
    pe_value v = pe_int((int64_t)pos);
    pe_value e = pe_exc_new_kind(sc->vm, PE_EXC_StopIteration, &v, 1);
    if (pe_is_null(e)) return -1;
    pe_err_raise(sc->vm, e);
    pe_decref(sc->vm, e);
    return -1;
}

/* Moves p past JSON whitespace (space, tab, newline, carriage return). 0, or -1 with
 * the operation limit pending. */
static int json_skip_ws(json_scanner *sc, json_pos *p) {
    const pe_str *s = sc->s;
    size_t start = p->b;
    /* loop-bound: charged-after: the whitespace run, one op per 64 bytes */
    while (p->b < s->size) {
        char c = s->data[p->b];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        p->b++;
    }
    p->cp += p->b - start;
    return p->b - start >= 64 ? PE_TICK(sc->vm, (p->b - start) / 64) : 0;
}

/* The char at p, or 0 at the end (JSON text never needs NUL as a structural char). */
static inline char json_peek(const json_scanner *sc, const json_pos *p) {
    return p->b < sc->s->size ? sc->s->data[p->b] : 0;
}

/* The JSON string whose opening quote is at p; p moves past the closing quote. A body
 * without escapes or control characters (the usual key or value) becomes a str in one
 * copy; any other goes through the unescaping scanner. 0 and *out (new), or -1. */
static int json_scan_string(json_scanner *sc, json_pos *p, pe_value *out) {
    pe_vm *vm = sc->vm;
    const pe_str *s = sc->s;
    const unsigned char *d = (const unsigned char *)s->data;
    size_t b = p->b + 1, cp = p->cp + 1;
    /* loop-bound: charged-after: the body's bytes, one op per 64 */
    while (b < s->size && d[b] != '"' && d[b] != '\\' && d[b] >= 0x20) {
        cp += (d[b] & 0xc0) != 0x80; /* count lead bytes only */
        b++;
    }
    if (b - p->b >= 64 && PE_TICK(vm, (b - p->b) / 64) < 0) return -1;
    if (b < s->size && d[b] == '"') {
        *out = pe_str_value(vm, s->data + p->b + 1, b - p->b - 1);
        if (pe_is_null(*out)) return -1;
        p->b = b + 1, p->cp = cp + 1;
        return 0;
    }
    pe_strbuf buf;
    pe_strbuf_init(&buf, vm);
    json_pos q = {p->b + 1, p->cp + 1};
    size_t errpos = 0;
    const char *err = pe_mod_json_scan_body(vm, &buf, s, &q, sc->strict, &errpos);
    if (err) {
        pe_strbuf_free(&buf);
        return *err ? json_fail(sc, err, errpos) : -1;
    }
    *out = pe_strbuf_finish(&buf);
    if (pe_is_null(*out)) return -1;
    *p = q;
    return 0;
}

static int json_digit_at(const pe_str *s, size_t b) {
    return b < s->size && s->data[b] >= '0' && s->data[b] <= '9';
}

/* Where the JSON number at p ends (a byte offset), as CPython's _match_number_unicode
 * reads it, with *is_float; p itself if no number starts there. Charges its digits. */
static size_t json_number_end(json_scanner *sc, const json_pos *p, int *is_float) {
    const pe_str *s = sc->s;
    size_t b = p->b;
    *is_float = 0;
    if (b < s->size && s->data[b] == '-') b++;
    if (json_digit_at(s, b) && s->data[b] != '0') {
        /* loop-bound: caller-charged: json_scan_number, one op per 64 digits */
        while (json_digit_at(s, b))
            b++;
    } else if (json_digit_at(s, b)) {
        b++; /* a leading 0 stands alone */
    } else {
        return p->b;
    }
    if (b + 1 < s->size && s->data[b] == '.' && json_digit_at(s, b + 1)) {
        *is_float = 1;
        b += 2;
        /* loop-bound: caller-charged: json_scan_number, one op per 64 digits */
        while (json_digit_at(s, b))
            b++;
    }
    if (b + 1 < s->size && (s->data[b] == 'e' || s->data[b] == 'E')) {
        size_t e = b++;
        if (s->data[b] == '-' || s->data[b] == '+') b++;
        size_t first = b;
        /* loop-bound: caller-charged: json_scan_number, one op per 64 digits */
        while (json_digit_at(s, b))
            b++;
        if (b > first)
            *is_float = 1;
        else
            b = e;
    }
    return b;
}

/* The number at p (p moves past it), or StopIteration(p) when none starts there.
 * float and int parse their text here; custom parse_float/parse_int get it as a str.
 * 0 and *out (new), or -1. */
static int json_scan_number(json_scanner *sc, json_pos *p, pe_value *out) {
    pe_vm *vm = sc->vm;
    int is_float;
    size_t end = json_number_end(sc, p, &is_float), n = end - p->b;
    if (n == 0) return json_stop(sc, p->cp);
    if (n >= 64 && PE_TICK(vm, n / 64) < 0) return -1;
    const char *text = sc->s->data + p->b;
    if (is_float ? !sc->fast_float : !sc->fast_int) {
        pe_value t = pe_str_value(vm, text, n);
        if (pe_is_null(t)) return -1;
        *out = pe_op_call(vm, is_float ? sc->parse_float : sc->parse_int, &t, 1, NULL);
        pe_decref(vm, t);
    } else if (is_float) {
        *out = pe_float_from_text(vm, text, n, PE_NULL);
    } else if (n <= 18) {
        /* fits in int64 whatever the digits: parsed here, as most JSON ints are */
        int neg = text[0] == '-';
        int64_t v = 0;
        /* loop-bound: digits: at most 18 */
        for (size_t i = (size_t)neg; i < n; i++)
            v = v * 10 + (text[i] - '0');
        *out = pe_int(neg ? -v : v);
    } else {
        *out = pe_int_from_text(vm, text, n, 10, PE_NULL);
    }
    if (pe_is_null(*out)) return -1;
    p->b = end, p->cp += n;
    return 0;
}

/* Does the ASCII word w start at p? */
static int json_word_at(const json_scanner *sc, const json_pos *p, const char *w,
                        size_t n) {
    return sc->s->size - p->b >= n && memcmp(sc->s->data + p->b, w, n) == 0;
}

/* parse_constant(name) for NaN, Infinity, -Infinity of length n at p. */
static int json_scan_constant(json_scanner *sc, json_pos *p, const char *name, size_t n,
                              pe_value *out) {
    pe_value t = pe_str_from_cstr(sc->vm, name);
    if (pe_is_null(t)) return -1;
    *out = pe_op_call(sc->vm, sc->parse_constant, &t, 1, NULL);
    pe_decref(sc->vm, t);
    if (pe_is_null(*out)) return -1;
    p->b += n, p->cp += n;
    return 0;
}

/* The array whose '[' is at p. 0 and *out (new), or -1. */
static int json_scan_array(json_scanner *sc, json_pos *p, pe_value *out) {
    pe_vm *vm = sc->vm;
    pe_value list = pe_list_new(vm, 0);
    if (pe_is_null(list)) return -1;
    p->b++, p->cp++;
    if (json_skip_ws(sc, p) < 0) goto fail;
    if (json_peek(sc, p) == ']') goto done;
    /* loop-bound: caller-charged: json_scan_value charges each element */
    for (;;) {
        pe_value v;
        if (json_scan_value(sc, p, &v) < 0) goto fail;
        if (pe_list_append_steal(vm, list, v) < 0) goto fail;
        if (json_skip_ws(sc, p) < 0) goto fail;
        char c = json_peek(sc, p);
        if (c == ']') break;
        if (c != ',' || p->b >= sc->s->size) {
            json_fail(sc, "Expecting ',' delimiter", p->cp);
            goto fail;
        }
        p->b++, p->cp++;
        if (json_skip_ws(sc, p) < 0) goto fail;
    }
done:
    p->b++, p->cp++;
    *out = list;
    return 0;
fail:
    pe_decref(vm, list);
    return -1;
}

/* One "key": value member at p (after any whitespace) into the dict or pairs list
 * `into`. 0, or -1. */
static int json_scan_member(json_scanner *sc, json_pos *p, pe_value into) {
    pe_vm *vm = sc->vm;
    pe_value k = PE_NULL, v = PE_NULL;
    int rc = -1;
    if (json_peek(sc, p) != '"' || p->b >= sc->s->size) {
        json_fail(sc, "Expecting property name enclosed in double quotes", p->cp);
        return -1;
    }
    if (json_scan_string(sc, p, &k) < 0) return -1;
    if (json_skip_ws(sc, p) < 0) goto fail;
    if (json_peek(sc, p) != ':' || p->b >= sc->s->size) {
        json_fail(sc, "Expecting ':' delimiter", p->cp);
        goto fail;
    }
    p->b++, p->cp++;
    if (json_skip_ws(sc, p) < 0 || json_scan_value(sc, p, &v) < 0) goto fail;
    if (pe_is_null(sc->pairs_hook)) {
        rc = pe_dict_set(vm, into, k, v);
    } else {
        pe_value pair = pe_tuple_pack2(vm, k, v);
        rc = pe_is_null(pair) ? -1 : pe_list_append_steal(vm, into, pair);
    }
fail:
    pe_decref(vm, k);
    pe_decref(vm, v);
    return rc;
}

/* The object whose '{' is at p: a dict (then object_hook(dict)), or object_pairs_hook
 * of the (key, value) list. 0 and *out (new), or -1. */
static int json_scan_object(json_scanner *sc, json_pos *p, pe_value *out) {
    pe_vm *vm = sc->vm;
    pe_value into = pe_is_null(sc->pairs_hook) ? pe_dict_new(vm) : pe_list_new(vm, 0);
    if (pe_is_null(into)) return -1;
    p->b++, p->cp++;
    if (json_skip_ws(sc, p) < 0) goto fail;
    if (json_peek(sc, p) != '}' || p->b >= sc->s->size) {
        /* loop-bound: caller-charged: json_scan_value charges each member's value */
        for (;;) {
            if (json_scan_member(sc, p, into) < 0) goto fail;
            if (json_skip_ws(sc, p) < 0) goto fail;
            char c = json_peek(sc, p);
            if (c == '}') break;
            if (c != ',' || p->b >= sc->s->size) {
                json_fail(sc, "Expecting ',' delimiter", p->cp);
                goto fail;
            }
            p->b++, p->cp++;
            if (json_skip_ws(sc, p) < 0) goto fail;
        }
    }
    p->b++, p->cp++;
    pe_value hook = pe_is_null(sc->pairs_hook) ? sc->object_hook : sc->pairs_hook;
    if (pe_is_null(hook)) {
        *out = into;
        return 0;
    }
    *out = pe_op_call(vm, hook, &into, 1, NULL);
    pe_decref(vm, into);
    return pe_is_null(*out) ? -1 : 0;
fail:
    pe_decref(vm, into);
    return -1;
}

/* A container at p under the recursion guard, with CPython's RecursionError texts. */
typedef struct json_nest {
    json_scanner *sc;
    json_pos *p;
    pe_value *out;
    int rc;
} json_nest;

static void json_nest_run(void *arg) {
    json_nest *n = arg;
    json_scanner *sc = n->sc;
    int array = sc->s->data[n->p->b] == '[';
    n->rc = -1;
    if (pe_seq_enter_recursive(
            sc->vm, array ? " while decoding a JSON array from a unicode string"
                          : " while decoding a JSON object from a unicode string") < 0)
        return;
    n->rc = array ? json_scan_array(sc, n->p, n->out) : json_scan_object(sc, n->p, n->out);
    pe_seq_leave_recursive(sc->vm);
}

/* recursion-bound: depth: pe_seq_enter_recursive in json_nest_run charges each level and
 * stops at the recursion limit; a low C stack moves the rest to a new segment */
static int json_scan_nested(json_scanner *sc, json_pos *p, pe_value *out) {
    json_nest n = {sc, p, out, -1};
    if (!pe_cstack_low(sc->vm)) {
        json_nest_run(&n);
        return n.rc;
    }
    if (pe_cstack_run(sc->vm, 0, json_nest_run, &n) < 0) return -1;
    return n.rc;
}

/* One value at p (no leading whitespace); p moves past it. StopIteration(p) where no
 * value starts. 0 and *out (new), or -1. */
static int json_scan_value(json_scanner *sc, json_pos *p, pe_value *out) {
    if (PE_TICK(sc->vm, 1) < 0) return -1;
    if (p->b >= sc->s->size) return json_stop(sc, p->cp);
    switch (sc->s->data[p->b]) {
    case '"': return json_scan_string(sc, p, out);
    case '[':
    case '{': return json_scan_nested(sc, p, out);
    case 'n':
        if (!json_word_at(sc, p, "null", 4)) break;
        *out = PE_NONE;
        p->b += 4, p->cp += 4;
        return 0;
    case 't':
        if (!json_word_at(sc, p, "true", 4)) break;
        *out = PE_TRUE;
        p->b += 4, p->cp += 4;
        return 0;
    case 'f':
        if (!json_word_at(sc, p, "false", 5)) break;
        *out = PE_FALSE;
        p->b += 5, p->cp += 5;
        return 0;
    case 'N':
        if (!json_word_at(sc, p, "NaN", 3)) break;
        return json_scan_constant(sc, p, "NaN", 3, out);
    case 'I':
        if (!json_word_at(sc, p, "Infinity", 8)) break;
        return json_scan_constant(sc, p, "Infinity", 8, out);
    case '-':
        if (!json_word_at(sc, p, "-Infinity", 9)) break;
        return json_scan_constant(sc, p, "-Infinity", 9, out);
    default: break;
    }
    return json_scan_number(sc, p, out);
}

/* Reads ctx (see json.h) into sc. 0, or -1 with TypeError pending. */
static int json_scanner_setup(pe_vm *vm, json_scanner *sc, pe_value ctx) {
    if (!pe_tuple_check(vm, ctx) || pe_tuple_len(ctx) != JSON_CTX_LEN) {
        pe_err_set(vm, PE_EXC_TypeError, "c_scan_once: bad scanner context");
        return -1;
    }
    sc->vm = vm;
    sc->strict = pe_op_truth(vm, pe_tuple_item(ctx, 0));
    if (sc->strict < 0) return -1;
    pe_value *hooks[6] = {&sc->object_hook, &sc->pairs_hook,     &sc->parse_float,
                          &sc->parse_int,   &sc->parse_constant, &sc->error_cls};
    /* loop-bound: const: six settings */
    for (size_t i = 0; i < 6; i++) {
        pe_value v = pe_tuple_item(ctx, i + 1);
        *hooks[i] = pe_is_none(v) && i < 2 ? PE_NULL : v;
    }
    sc->fast_float = pe_is(sc->parse_float, pe_obj_value(&vm->types[PE_TYPE_FLOAT]->base));
    sc->fast_int = pe_is(sc->parse_int, pe_obj_value(&vm->types[PE_TYPE_INT]->base));
    return 0;
}

pe_value pe_mod_json_c_scan_once(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kwnames) {
    json_scanner sc;
    if (pe_args_range(vm, "c_scan_once", nargs, kwnames, 3, 3) < 0) return PE_NULL;
    if (json_scanner_setup(vm, &sc, args[0]) < 0) return PE_NULL;
    pe_value sv = pe_str_arg(vm, args[1]); /* a str subclass instance: its str */
    if (!pe_str_check(vm, sv))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "first argument must be a string, not %s",
                             pe_op_typename(vm, args[1]));
    int64_t idx;
    if (pe_op_index_i64(vm, args[2], &idx) < 0) return PE_NULL;
    if (idx < 0) return pe_err_set(vm, PE_EXC_ValueError, "idx cannot be negative");
    sc.doc = args[1];
    sc.s = pe_str_obj(sv);
    json_pos p = {sc.s->size, (size_t)idx};
    if ((uint64_t)idx < sc.s->len) p.b = pe_str_offset(vm, pe_str_obj(sv), (size_t)idx);
    pe_value v;
    if (json_scan_value(&sc, &p, &v) < 0) return PE_NULL;
    pe_value r = pe_tuple_pack2(vm, v, pe_int((int64_t)p.cp));
    pe_decref(vm, v);
    return r;
}
