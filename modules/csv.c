/*
 * csv.c - the per-character engines of the `csv` module, with CPython 3.11's results
 * and messages (Modules/_csv.c is the reference for the rules, not the source): the
 * reader's state machine and the writer's quoting and escaping, reached through the C
 * methods reader.__next__, writer.writerow and writer.writerows.
 *
 * The module's Python part, modules/py/csv.py, runs in the same namespace and holds
 * the classes: _csv.Dialect (validation), _csv.reader and _csv.writer (whose methods
 * are the C method descriptors _csv_method gives), the dialect registry, DictReader,
 * DictWriter and Sniffer. The engines take the dialect as a parameter tuple of ints
 * that the Python side builds once per reader or writer:
 *
 *   (delimiter, quotechar, escapechar, doublequote, skipinitialspace, quoting, strict)
 *
 * each character as its code point, -1 for None (quotechar/escapechar only).
 *
 * Charges: one op per record and per field, plus one per 64 bytes of each line read and
 * of each field written; the field being read grows in a pe_strbuf (pe_mem, so the
 * memory limit refuses it) and stops at field_size_limit first.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../builtins/complex.h"
#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../core/intern.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/func.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"

enum { QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE };

/* The end-of-line marker the state machine sees after each line (not a code point). */
#define CSV_EOL (-2)

typedef struct csv_params {
    int32_t delim, quote, esc; /* code points; quote and esc are -1 when None */
    int doublequote, skipspace, quoting, strict;
} csv_params;

/* Reads the parameter tuple (see the top of the file). 0, or -1 with TypeError. */
static int csv_params_get(pe_vm *vm, pe_value t, csv_params *p) {
    int64_t v[7];
    if (!pe_tuple_check(vm, t) || pe_tuple_len(t) != 7) {
        pe_err_set(vm, PE_EXC_TypeError, "csv: bad dialect parameters");
        return -1;
    }
    /* loop-bound: const: seven parameters */
    for (size_t i = 0; i < 7; i++)
        if (pe_op_index_i64(vm, pe_tuple_item(t, i), &v[i]) < 0) return -1;
    /* the tuple comes from csv.py, but a program can reach the slots that hold it */
    if (v[0] < 0 || v[0] > 0x10FFFF || v[1] < -1 || v[1] > 0x10FFFF || v[2] < -1 ||
        v[2] > 0x10FFFF || v[5] < QUOTE_MINIMAL || v[5] > QUOTE_NONE ||
        (v[1] < 0 && v[5] != QUOTE_NONE)) {
        pe_err_set(vm, PE_EXC_TypeError, "csv: bad dialect parameters");
        return -1;
    }
    p->delim = (int32_t)v[0];
    p->quote = (int32_t)v[1];
    p->esc = (int32_t)v[2];
    p->doublequote = v[3] != 0;
    p->skipspace = v[4] != 0;
    p->quoting = (int)v[5];
    p->strict = v[6] != 0;
    return 0;
}

/* Raises err_class(message), the message formatted by vsnprintf (the callers' formats
 * are %s and %lld; cut at 255 bytes, as CPython cuts type names at 200). Always
 * returns -1, with that exception (or the failure to make it) pending. */
static int csv_raise(pe_vm *vm, pe_value err_class, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char buf[256];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    pe_value msg = pe_str_from_cstr(vm, buf);
    if (pe_is_null(msg)) return -1;
    pe_value exc = pe_op_call(vm, err_class, &msg, 1, NULL);
    pe_decref(vm, msg);
    if (pe_is_null(exc)) return -1;
    pe_err_raise(vm, exc);
    pe_decref(vm, exc);
    return -1;
}

/* Is v a str or an instance of a str subclass (PyUnicode_Check)? Cannot fail. */
static int is_str(pe_vm *vm, pe_value v) {
    return pe_str_check(vm, pe_str_arg(vm, v));
}

/* ---- the reader --------------------------------------------------------------------- */

enum {
    START_RECORD,
    START_FIELD,
    ESCAPED_CHAR,
    IN_FIELD,
    IN_QUOTED_FIELD,
    ESCAPE_IN_QUOTED_FIELD,
    QUOTE_IN_QUOTED_FIELD,
    EAT_CRNL,
    AFTER_ESCAPED_CRNL
};

typedef struct csv_parser {
    pe_vm *vm;
    csv_params p;
    int state;
    int numeric;      /* QUOTE_NONNUMERIC: the field being read was unquoted */
    pe_strbuf field;  /* the field being read, UTF-8 */
    size_t field_len; /* its length in code points */
    int64_t limit;    /* field_size_limit() */
    pe_value fields;  /* list: the record so far (owned) */
    pe_value err;     /* csv.Error (borrowed) */
} csv_parser;

/* Appends the field being read to the record (a float under QUOTE_NONNUMERIC when it
 * was unquoted). 0 or -1. */
static int parse_save_field(csv_parser *ps) {
    pe_vm *vm = ps->vm;
    if (PE_TICK(vm, 1) < 0) return -1;
    pe_value s = pe_strbuf_finish(&ps->field);
    pe_strbuf_init(&ps->field, vm);
    ps->field_len = 0;
    if (pe_is_null(s)) return -1;
    if (ps->numeric) {
        ps->numeric = 0;
        pe_value f =
            pe_op_call(vm, pe_obj_value(&vm->types[PE_TYPE_FLOAT]->base), &s, 1, NULL);
        pe_decref(vm, s);
        if (pe_is_null(f)) return -1;
        s = f;
    }
    return pe_list_append_steal(vm, ps->fields, s);
}

/* Appends code point c (its UTF-8 is utf8[0:n]) to the field, within the field size
 * limit. 0 or -1. */
static int parse_add_char(csv_parser *ps, const char *utf8, size_t n) {
    if ((int64_t)ps->field_len >= ps->limit)
        return csv_raise(ps->vm, ps->err, "field larger than field limit (%lld)",
                         (long long)ps->limit);
    ps->field_len++;
    return pe_strbuf_add(&ps->field, utf8, n);
}

static int is_eol(int32_t c) {
    return c == '\n' || c == '\r' || c == CSV_EOL;
}

/* The end of a record's last field: save it and wait for the end of the line. */
static int parse_end_line(csv_parser *ps, int32_t c) {
    if (parse_save_field(ps) < 0) return -1;
    ps->state = c == CSV_EOL ? START_RECORD : EAT_CRNL;
    return 0;
}

static int parse_start_field(csv_parser *ps, int32_t c, const char *u, size_t n) {
    const csv_params *p = &ps->p;
    if (is_eol(c)) return parse_end_line(ps, c);
    if (c == p->quote && p->quoting != QUOTE_NONE)
        ps->state = IN_QUOTED_FIELD;
    else if (c == p->esc)
        ps->state = ESCAPED_CHAR;
    else if (c == ' ' && p->skipspace)
        ; /* skip spaces at the start of a field */
    else if (c == p->delim)
        return parse_save_field(ps);
    else {
        if (p->quoting == QUOTE_NONNUMERIC) ps->numeric = 1;
        if (parse_add_char(ps, u, n) < 0) return -1;
        ps->state = IN_FIELD;
    }
    return 0;
}

static int parse_in_field(csv_parser *ps, int32_t c, const char *u, size_t n) {
    const csv_params *p = &ps->p;
    if (is_eol(c)) return parse_end_line(ps, c);
    if (c == p->esc)
        ps->state = ESCAPED_CHAR;
    else if (c == p->delim) {
        if (parse_save_field(ps) < 0) return -1;
        ps->state = START_FIELD;
    } else
        return parse_add_char(ps, u, n);
    return 0;
}

static int parse_quote_in_quoted(csv_parser *ps, int32_t c, const char *u, size_t n) {
    const csv_params *p = &ps->p;
    if (p->quoting != QUOTE_NONE && c == p->quote) {
        ps->state = IN_QUOTED_FIELD; /* "" stands for " */
        return parse_add_char(ps, u, n);
    }
    if (c == p->delim) {
        if (parse_save_field(ps) < 0) return -1;
        ps->state = START_FIELD;
        return 0;
    }
    if (is_eol(c)) return parse_end_line(ps, c);
    if (!p->strict) {
        ps->state = IN_FIELD;
        return parse_add_char(ps, u, n);
    }
    char d[8], q[8];
    d[pe_utf8_encode(p->delim, d)] = 0;
    q[pe_utf8_encode(p->quote, q)] = 0;
    return csv_raise(ps->vm, ps->err, "'%s' expected after '%s'", d, q);
}

/* One step of the state machine: c is a code point (UTF-8 u[0:n]) or CSV_EOL. */
static int parse_char(csv_parser *ps, int32_t c, const char *u, size_t n) {
    const csv_params *p = &ps->p;
    switch (ps->state) {
    case START_RECORD:
        if (c == CSV_EOL) return 0; /* an empty line: the record [] */
        if (c == '\n' || c == '\r') {
            ps->state = EAT_CRNL;
            return 0;
        }
        ps->state = START_FIELD;
        return parse_start_field(ps, c, u, n);
    case START_FIELD: return parse_start_field(ps, c, u, n);
    case ESCAPED_CHAR:
        if (c == '\n' || c == '\r') {
            ps->state = AFTER_ESCAPED_CRNL;
            return parse_add_char(ps, u, n);
        }
        ps->state = IN_FIELD;
        return c == CSV_EOL ? parse_add_char(ps, "\n", 1) : parse_add_char(ps, u, n);
    case AFTER_ESCAPED_CRNL:
        if (c == CSV_EOL) return 0;
        return parse_in_field(ps, c, u, n);
    case IN_FIELD: return parse_in_field(ps, c, u, n);
    case IN_QUOTED_FIELD:
        if (c == CSV_EOL)
            ;
        else if (c == p->esc)
            ps->state = ESCAPE_IN_QUOTED_FIELD;
        else if (c == p->quote && p->quoting != QUOTE_NONE)
            ps->state = p->doublequote ? QUOTE_IN_QUOTED_FIELD : IN_FIELD;
        else
            return parse_add_char(ps, u, n);
        return 0;
    case ESCAPE_IN_QUOTED_FIELD:
        ps->state = IN_QUOTED_FIELD;
        return c == CSV_EOL ? parse_add_char(ps, "\n", 1) : parse_add_char(ps, u, n);
    case QUOTE_IN_QUOTED_FIELD: return parse_quote_in_quoted(ps, c, u, n);
    case EAT_CRNL:
        if (c == '\n' || c == '\r') return 0;
        if (c == CSV_EOL) {
            ps->state = START_RECORD;
            return 0;
        }
        return csv_raise(ps->vm, ps->err,
                         "new-line character seen in unquoted field - do you need to "
                         "open the file in universal-newline mode?");
    }
    return 0;
}

/* The length of the run at d[0:n] of bytes that the states IN_FIELD and
 * IN_QUOTED_FIELD only append to the field: none of \n, \r or the dialect's (ASCII)
 * characters. Cannot fail. */
static size_t plain_run(const csv_parser *ps, const char *d, size_t n) {
    const csv_params *p = &ps->p;
    size_t i = 0;
    /* loop-bound: caller-charged: parse_line charged the line's bytes */
    while (i < n) {
        int32_t c = (unsigned char)d[i];
        if (c == '\n' || c == '\r' || c == p->delim || c == p->esc ||
            (c == p->quote && p->quoting != QUOTE_NONE))
            break;
        i++;
    }
    return i;
}

/* Appends a run of ordinary text (bytes d[0:n]) to the field in one go, within the
 * field size limit. 0 or -1. */
static int parse_add_run(csv_parser *ps, const char *d, size_t n) {
    size_t cps = pe_utf8_count(d, n);
    if ((int64_t)(ps->field_len + cps) > ps->limit)
        return csv_raise(ps->vm, ps->err, "field larger than field limit (%lld)",
                         (long long)ps->limit);
    ps->field_len += cps;
    return pe_strbuf_add(&ps->field, d, n);
}

/* Runs one line (a str) through the state machine, then the end-of-line marker. Inside
 * a field, runs of ordinary characters are appended whole (when the dialect's
 * characters are ASCII, no byte of a multi-byte character can be one of them): the
 * same result as one character at a time, the field limit included. */
static int parse_line(csv_parser *ps, pe_value line) {
    pe_str *s = pe_str_obj(pe_str_arg(ps->vm, line));
    if (PE_TICK(ps->vm, 1 + s->size / 64) < 0) return -1;
    const char *d = s->data;
    const csv_params *p = &ps->p;
    int ascii = p->delim < 0x80 && p->quote < 0x80 && p->esc < 0x80;
    /* loop-bound: charged-before: the line's bytes were charged above */
    for (size_t i = 0; i < s->size;) {
        if (ascii && (ps->state == IN_FIELD || ps->state == IN_QUOTED_FIELD)) {
            size_t run = plain_run(ps, d + i, s->size - i);
            if (run > 0) {
                if (parse_add_run(ps, d + i, run) < 0) return -1;
                i += run;
                continue;
            }
        }
        size_t n = 1;
        int32_t c = (unsigned char)d[i] < 0x80 ? d[i] : pe_utf8_decode(d + i, &n);
        if (parse_char(ps, c, d + i, n) < 0) return -1;
        i += n;
    }
    return parse_char(ps, CSV_EOL, "", 0);
}

/* Adds one to counter[0] (the reader's line_num: a one-item list the Python reader
 * reads it from). 0 or -1. */
static int bump_line_num(pe_vm *vm, pe_value counter) {
    pe_value zero = pe_int(0);
    pe_value n = pe_op_getitem(vm, counter, zero);
    if (pe_is_null(n)) return -1;
    pe_value m = pe_op_binary(vm, PE_OP_ADD, n, pe_int(1));
    pe_decref(vm, n);
    if (pe_is_null(m)) return -1;
    int r = pe_op_setitem(vm, counter, zero, m);
    pe_decref(vm, m);
    return r;
}

/* The lines of one record: reads from it until the record is complete. The record
 * (a new list), or PE_NONE at the end of the input, or PE_NULL. */
static pe_value parse_record(csv_parser *ps, pe_value reader, pe_value it) {
    pe_vm *vm = ps->vm;
    /* loop-bound: charged-by: parse_line charges each line it is given */
    do {
        pe_value line = pe_op_next(vm, it);
        if (pe_is_null(line)) {
            if (pe_err_occurred(vm)) return PE_NULL;
            if (ps->field_len == 0 && ps->state != IN_QUOTED_FIELD) return PE_NONE;
            if (ps->p.strict) {
                csv_raise(vm, ps->err, "unexpected end of data");
                return PE_NULL;
            }
            if (parse_save_field(ps) < 0) return PE_NULL;
            break;
        }
        if (!is_str(vm, line)) {
            csv_raise(vm, ps->err,
                      "iterator should return strings, not %s (the file should be "
                      "opened in text mode)",
                      pe_op_typename(vm, line));
            pe_decref(vm, line);
            return PE_NULL;
        }
        int r = bump_line_num(vm, reader);
        if (r == 0) r = parse_line(ps, line);
        pe_decref(vm, line);
        if (r < 0) return PE_NULL;
    } while (ps->state != START_RECORD);
    return pe_incref(ps->fields);
}

/* The next record read from it with the parameter tuple params, counting lines in
 * counter ([line_num]); err is csv.Error, limit the field size limit. A new list, or
 * PE_NONE at the end of the input, or PE_NULL. */
static pe_value read_record(pe_vm *vm, pe_value counter, pe_value it, pe_value params,
                            pe_value err, pe_value limit) {
    csv_parser ps = {.vm = vm, .state = START_RECORD, .err = err};
    if (csv_params_get(vm, params, &ps.p) < 0 || pe_op_index_i64(vm, limit, &ps.limit) < 0)
        return PE_NULL;
    if (PE_TICK(vm, 1) < 0) return PE_NULL;
    ps.fields = pe_list_new(vm, 0);
    if (pe_is_null(ps.fields)) return PE_NULL;
    pe_strbuf_init(&ps.field, vm);
    pe_value r = parse_record(&ps, counter, it);
    pe_strbuf_free(&ps.field);
    pe_decref(vm, ps.fields);
    return r;
}

/* ---- the writer --------------------------------------------------------------------- */

typedef struct csv_joiner {
    pe_vm *vm;
    csv_params p;
    pe_str *lt;       /* the lineterminator (borrowed) */
    pe_strbuf out;    /* the line so far */
    size_t nfields;   /* fields joined so far */
    size_t rec_bytes; /* bytes of the record before the lineterminator */
    pe_value err;     /* csv.Error (borrowed) */
} csv_joiner;

/* Is c one of the characters of the lineterminator? Cannot fail. */
static int in_lineterminator(const pe_str *lt, int32_t c, const char *u, size_t n) {
    if (c < 0x80) return memchr(lt->data, c, lt->size) != NULL;
    if (lt->ascii) return 0;
    /* loop-bound: caller-charged: join_field charges the lineterminator per field */
    for (size_t i = 0; i + n <= lt->size; i++)
        if (memcmp(lt->data + i, u, n) == 0) return 1;
    return 0;
}

/* Scans a field's text: sets *quoted when a special character needs quoting and
 * *special when it meets any special character; with copy set, appends the text to
 * the line, escaping what must be escaped. 0 or -1. */
static int join_scan(csv_joiner *j, const char *d, size_t size, int *quoted, int *special,
                     int copy) {
    const csv_params *p = &j->p;
    /* loop-bound: caller-charged: join_field charges the field's bytes */
    for (size_t i = 0; i < size;) {
        size_t n = 1;
        int32_t c = (unsigned char)d[i] < 0x80 ? d[i] : pe_utf8_decode(d + i, &n);
        int want_escape = 0;
        if (c == p->delim || c == p->esc || c == p->quote ||
            in_lineterminator(j->lt, c, d + i, n)) {
            *special = 1;
            if (p->quoting == QUOTE_NONE)
                want_escape = 1;
            else {
                if (c == p->quote) {
                    if (p->doublequote) {
                        if (copy && pe_strbuf_add(&j->out, d + i, n) < 0) return -1;
                    } else
                        want_escape = 1;
                } else if (c == p->esc)
                    want_escape = 1;
                if (!want_escape) *quoted = 1;
            }
            if (want_escape) {
                if (p->esc < 0)
                    return csv_raise(j->vm, j->err,
                                     "need to escape, but no escapechar set");
                char e[8];
                if (copy && pe_strbuf_add(&j->out, e, pe_utf8_encode(p->esc, e)) < 0)
                    return -1;
            }
        }
        if (copy && pe_strbuf_add(&j->out, d + i, n) < 0) return -1;
        i += n;
    }
    return 0;
}

/* Appends one field (text d[0:size], NULL for None) to the line, after a delimiter if
 * it is not the first. quote_empty: an empty field must be quoted. 0 or -1. */
static int join_field(csv_joiner *j, const char *d, size_t size, int quoted) {
    const csv_params *p = &j->p;
    if (PE_TICK(j->vm, 1 + size / 64 + (j->lt->ascii ? 0 : size * j->lt->size / 256)) < 0)
        return -1;
    if (!d) d = "";
    int special = 0;
    if (join_scan(j, d, size, &quoted, &special, 0) < 0) return -1;
    if (size == 0 && quoted) {
        if (p->quoting == QUOTE_NONE)
            return csv_raise(j->vm, j->err, "single empty field record must be quoted");
    }
    char dl[8], q[8];
    size_t dn = pe_utf8_encode(p->delim, dl), qn = 0;
    if (quoted) qn = pe_utf8_encode(p->quote, q);
    size_t before = j->out.len;
    if (j->nfields > 0 && pe_strbuf_add(&j->out, dl, dn) < 0) return -1;
    if (qn && pe_strbuf_add(&j->out, q, qn) < 0) return -1;
    /* a field without special characters is copied whole */
    if (special ? join_scan(j, d, size, &quoted, &special, 1) < 0
                : pe_strbuf_add(&j->out, d, size) < 0)
        return -1;
    if (qn && pe_strbuf_add(&j->out, q, qn) < 0) return -1;
    j->nfields++;
    j->rec_bytes += j->out.len - before;
    return 0;
}

/* PyNumber_Check: int, float, complex, or a type with __index__, __int__ or __float__.
 * Cannot fail. */
static int is_number(pe_vm *vm, pe_value v) {
    if (pe_is_smallint(v) || pe_is_bool(v) || pe_is_float(v)) return 1;
    if (is_str(vm, v) || pe_is_none(v)) return 0;
    if (pe_complex_check(vm, v)) return 1;
    static const char *const names[] = {"__index__", "__int__", "__float__"};
    pe_type *t = pe_type_of(vm, v);
    /* loop-bound: const: three names */
    for (size_t i = 0; i < 3; i++) {
        pe_str *name = pe_intern(vm, names[i], strlen(names[i]));
        if (name && !pe_is_null(pe_type_lookup(vm, t, name))) return 1;
    }
    return 0;
}

/* Joins one item of the row: str as is, None as empty, anything else through str(). */
static int join_item(csv_joiner *j, pe_value item) {
    pe_vm *vm = j->vm;
    int quoted = j->p.quoting == QUOTE_ALL ||
                 (j->p.quoting == QUOTE_NONNUMERIC && !is_number(vm, item));
    if (pe_is_none(item)) return join_field(j, NULL, 0, quoted);
    pe_value s = is_str(vm, item) ? pe_incref(item) : pe_op_str(vm, item);
    if (pe_is_null(s)) return -1;
    pe_str *o = pe_str_obj(pe_str_arg(vm, s));
    int r = join_field(j, o->data, o->size, quoted);
    pe_decref(vm, s);
    return r;
}

/* Joins the items of row into j->out. 0 or -1. */
static int join_row(csv_joiner *j, pe_value row) {
    pe_vm *vm = j->vm;
    pe_value it = pe_op_iter(vm, row);
    if (pe_is_null(it)) {
        if (!pe_err_matches(vm, PE_EXC_TypeError)) return -1;
        if (pe_err_clear_catchable(vm) < 0) return -1;
        return csv_raise(vm, j->err, "iterable expected, not %s", pe_op_typename(vm, row));
    }
    int r = 0;
    /* loop-bound: charged-by: join_field charges each item */
    for (;;) {
        pe_value item = pe_op_next(vm, it);
        if (pe_is_null(item)) {
            if (pe_err_occurred(vm)) r = -1;
            break;
        }
        r = join_item(j, item);
        pe_decref(vm, item);
        if (r < 0) break;
    }
    pe_decref(vm, it);
    return r;
}

/* The line writerow writes for row (a new str), with the parameter tuple params and
 * the dialect's lineterminator lt; err is csv.Error. */
static pe_value join_line(pe_vm *vm, pe_value row, pe_value params, pe_value lt,
                          pe_value err) {
    csv_joiner j = {.vm = vm, .err = err};
    if (csv_params_get(vm, params, &j.p) < 0) return PE_NULL;
    if (!is_str(vm, lt))
        return pe_err_set(vm, PE_EXC_TypeError, "csv: lineterminator must be a str");
    j.lt = pe_str_obj(pe_str_arg(vm, lt));
    pe_strbuf_init(&j.out, vm);
    if (join_row(&j, row) < 0) goto fail;
    if (j.nfields > 0 && j.rec_bytes == 0) {
        /* a record of one empty field is written as "" so that it reads back */
        if (j.p.quoting == QUOTE_NONE) {
            csv_raise(vm, j.err, "single empty field record must be quoted");
            goto fail;
        }
        j.nfields--;
        if (join_field(&j, NULL, 0, 1) < 0) goto fail;
    }
    if (PE_TICK(vm, 1 + j.lt->size / 64) < 0 ||
        pe_strbuf_add(&j.out, j.lt->data, j.lt->size) < 0)
        goto fail;
    return pe_strbuf_finish(&j.out);
fail:
    pe_strbuf_free(&j.out);
    return PE_NULL;
}

/* ---- the methods of _csv.reader and _csv.writer ------------------------------------- */

/*
 * The Python classes (csv._Reader, csv._Writer) keep their state in slots that these
 * read by name: _n ([line_num]), _it, _cparams (the parameter tuple), _lt (the
 * lineterminator), _write, and the class attribute _g (csv's globals: Error and
 * _field_limit, read at each call as CPython reads its module state). Being C, they add no
 * traceback entry, as CPython's C methods add none.
 */
typedef struct csv_self {
    pe_value v[4];
} csv_self;

/* Reads the named attributes of self into out->v (new references). 0 or -1. */
static int self_get(pe_vm *vm, pe_value self, const char *const *names, size_t n,
                    csv_self *out) {
    /* loop-bound: const: at most four names */
    for (size_t i = 0; i < n; i++) {
        out->v[i] = pe_op_getattr_cstr(vm, self, names[i]);
        if (pe_is_null(out->v[i])) {
            /* loop-bound: const: at most four names */
            while (i > 0)
                pe_decref(vm, out->v[--i]);
            return -1;
        }
    }
    return 0;
}

static void self_drop(pe_vm *vm, csv_self *s, size_t n) {
    /* loop-bound: const: at most four names */
    for (size_t i = 0; i < n; i++)
        pe_decref(vm, s->v[i]);
}

/* csv.Error and the field size limit from csv's globals g (borrowed). 0 or -1. */
static int module_state(pe_vm *vm, pe_value g, pe_value *err, pe_value *limit) {
    *err = pe_dict_get_cstr(vm, g, "Error");
    *limit = pe_dict_get_cstr(vm, g, "_field_limit");
    if (pe_is_null(*err) || pe_is_null(*limit)) {
        pe_err_set(vm, PE_EXC_RuntimeError, "csv: module state is gone");
        return -1;
    }
    return 0;
}

/* reader.__next__(self) */
static pe_value reader_next(pe_vm *vm, const pe_value *args, size_t nargs,
                            pe_obj *kwnames) {
    if (pe_args_range(vm, "__next__", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    static const char *const names[] = {"_n", "_it", "_cparams", "_g"};
    csv_self s;
    if (self_get(vm, args[0], names, 4, &s) < 0) return PE_NULL;
    pe_value err, limit, r = PE_NULL;
    if (module_state(vm, s.v[3], &err, &limit) == 0)
        r = read_record(vm, s.v[0], s.v[1], s.v[2], err, limit);
    self_drop(vm, &s, 4);
    if (pe_is_none(r))
        return pe_err_raise(vm, pe_obj_value(&vm->exc_types[PE_EXC_StopIteration]->base));
    return r;
}

/* Writes one row through self's write(): its result, or PE_NULL. s holds _cparams,
 * _lt (the lineterminator), _write, _g. */
static pe_value write_row(pe_vm *vm, const csv_self *s, pe_value row) {
    pe_value err, limit;
    if (module_state(vm, s->v[3], &err, &limit) < 0) return PE_NULL;
    pe_value line = join_line(vm, row, s->v[0], s->v[1], err);
    if (pe_is_null(line)) return PE_NULL;
    pe_value r = pe_op_call(vm, s->v[2], &line, 1, NULL);
    pe_decref(vm, line);
    return r;
}

static const char *const writer_names[] = {"_cparams", "_lt", "_write", "_g"};

/* writer.writerow(self, row): write()'s return value. */
static pe_value writer_writerow(pe_vm *vm, const pe_value *args, size_t nargs,
                                pe_obj *kwnames) {
    if (kwnames && pe_tuple_len(pe_obj_value(kwnames)) > 0)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "writer.writerow() takes no keyword arguments");
    if (nargs != 2)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "writer.writerow() takes exactly one argument (%zu given)",
                             nargs ? nargs - 1 : 0);
    csv_self s;
    if (self_get(vm, args[0], writer_names, 4, &s) < 0) return PE_NULL;
    pe_value r = write_row(vm, &s, args[1]);
    self_drop(vm, &s, 4);
    return r;
}

/* writer.writerows(self, rows): writes each row; None. */
static pe_value writer_writerows(pe_vm *vm, const pe_value *args, size_t nargs,
                                 pe_obj *kwnames) {
    if (kwnames && pe_tuple_len(pe_obj_value(kwnames)) > 0)
        return pe_err_set(vm, PE_EXC_TypeError,
                          "writer.writerows() takes no keyword arguments");
    if (nargs != 2)
        return pe_err_format(vm, PE_EXC_TypeError,
                             "writer.writerows() takes exactly one argument (%zu given)",
                             nargs ? nargs - 1 : 0);
    csv_self s;
    if (self_get(vm, args[0], writer_names, 4, &s) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[1]), r = PE_NULL;
    /* loop-bound: charged-by: write_row charges each row (join_line's ticks) */
    while (!pe_is_null(it)) {
        pe_value row = pe_op_next(vm, it);
        if (pe_is_null(row)) {
            if (!pe_err_occurred(vm)) r = PE_NONE;
            break;
        }
        pe_value w = write_row(vm, &s, row);
        pe_decref(vm, row);
        if (pe_is_null(w)) break;
        pe_decref(vm, w);
    }
    if (!pe_is_null(it)) pe_decref(vm, it);
    self_drop(vm, &s, 4);
    return r;
}

static const pe_method_def csv_methods[] = {
    {"__next__", reader_next, 0},
    {"writerow", writer_writerow, 0},
    {"writerows", writer_writerows, 0},
    {NULL, NULL, 0},
};

/* _csv_method(name): the method descriptor of that name (a table above), for the
 * bodies of csv.py's reader and writer classes. */
static pe_value csv_method(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kwnames) {
    if (pe_args_count(vm, "_csv_method", nargs, kwnames, 1, 1) < 0) return PE_NULL;
    if (is_str(vm, args[0])) {
        const char *name = pe_str_obj(pe_str_arg(vm, args[0]))->data;
        /* loop-bound: const: the table of three methods */
        for (size_t i = 0; csv_methods[i].name; i++)
            if (strcmp(csv_methods[i].name, name) == 0)
                return pe_builtin_new(vm, &csv_methods[i], vm->types[PE_TYPE_OBJECT],
                                      PE_BUILTIN_DESCRIPTOR);
    }
    return pe_err_set(vm, PE_EXC_ValueError, "_csv_method: unknown method");
}

/* Private names: modules/py/csv.py's classes use them. */
static const pe_method_def csv_functions[] = {
    {"_csv_method", csv_method, 0},
    {NULL, NULL, 0},
};

int pe_mod_csv_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_module_add_functions(vm, dict, csv_functions) < 0) return -1;
    return pe_module_exec_source(vm, dict, "csv", pe_frozen_csv, pe_frozen_csv_len);
}
