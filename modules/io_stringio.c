/*
 * io_stringio.c - _io.StringIO: an in-memory text stream with CPython 3.11's methods,
 * newline handling and messages (Modules/_io/stringio.c is the reference for the
 * rules; io.StringIO in modules/py/io.py derives from this type and io.TextIOBase).
 *
 * The text is kept as UTF-8 (str's own encoding, so getvalue and read copy bytes) with
 * its code-point length. Positions are code points, as in Python. When the text is all
 * ASCII a position is its byte offset; otherwise the byte offset of the position is
 * cached (pos_byte) and recomputed by scanning from the nearest known point (start,
 * end, or the last cached point), so sequential reads and writes stay linear.
 *
 * Invariants: buf holds size bytes (cap allocated) of valid UTF-8 whose code-point
 * count is len; ascii == 1 implies every byte is ASCII (0 means "maybe not"); pos may
 * exceed len (a seek past the end; a write there pads with NULs); pos_byte is the byte
 * offset of pos when pos <= len and pos_ok, and anc_c/anc_b is another known
 * (position, offset) pair with anc_c <= len.
 *
 * Work is charged: one op per 256 bytes copied or searched, one per 64 bytes scanned
 * code point by code point; the buffer grows through pe_mem, so the memory limit sees
 * everything written.
 */
#include <string.h>

#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/list.h"
#include "../builtins/member.h"
#include "../builtins/str.h"
#include "../builtins/tuple.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "io.h"

/* The newline= argument: None (universal, translated to '\n'), '' (universal, kept),
 * or the one ending written and searched for. */
enum { NL_NONE, NL_EMPTY, NL_LF, NL_CR, NL_CRLF };
/* Bits of the endings a universal-newline stream has seen (its .newlines). */
enum { SEEN_LF = 1, SEEN_CR = 2, SEEN_CRLF = 4 };

typedef struct sio {
    pe_obj base;
    char *buf;
    size_t size, cap, len;
    size_t pos, pos_byte;
    size_t anc_c, anc_b;
    uint8_t ascii, pos_ok, ok, closed, nl, seen;
} sio;

#define SIO(v) ((sio *)(v).u.o)

static size_t sio_objsize(pe_type *t) {
    return t->basicsize > sizeof(sio) ? t->basicsize : sizeof(sio);
}

/* ---- the buffer ---------------------------------------------------------------------- */

/* Grows the buffer to hold need bytes (doubling, but never past the memory limit when
 * need itself fits). 0 or -1 with MemoryError / the memory-limit error pending. */
static int sio_reserve(pe_vm *vm, sio *s, size_t need) {
    return pe_io_reserve(vm, &s->buf, &s->cap, need);
}

static void sio_free_buf(pe_vm *vm, sio *s) {
    if (s->buf) pe_mem_free(&vm->mem, s->buf, s->cap);
    s->buf = NULL;
    s->size = s->cap = s->len = 0;
    s->pos_byte = s->anc_c = s->anc_b = 0;
    s->ascii = 1;
}

/* The byte offset n code points after byte offset b (stopping at the end). Charged
 * one op per 64 bytes scanned. 0 or -1 at the operation limit. */
static int sio_forward(pe_vm *vm, const sio *s, size_t b, size_t n, size_t *out) {
    if (s->ascii) {
        *out = n < s->size - b ? b + n : s->size;
        return 0;
    }
    size_t start = b;
    /* loop-bound: charged-after: one op per 64 bytes scanned, below */
    while (n > 0 && b < s->size) {
        b++;
        /* loop-bound: utf8-char: skips one character's continuation bytes */
        while (b < s->size && ((unsigned char)s->buf[b] & 0xC0) == 0x80)
            b++;
        n--;
        if (((b - start) & 0xFFFF) == 0 && PE_TICK(vm, 1024) < 0) return -1;
    }
    *out = b;
    return PE_TICK(vm, ((b - start) & 0xFFFF) / 64);
}

/* The byte offset n code points before byte offset b. Charged as sio_forward. */
static int sio_backward(pe_vm *vm, const sio *s, size_t b, size_t n, size_t *out) {
    size_t start = b;
    /* loop-bound: charged-after: one op per 64 bytes scanned, below */
    while (n > 0 && b > 0) {
        b--;
        /* loop-bound: utf8-char: backs up over one character's continuation bytes */
        while (b > 0 && ((unsigned char)s->buf[b] & 0xC0) == 0x80)
            b--;
        n--;
        if (((start - b) & 0xFFFF) == 0 && PE_TICK(vm, 1024) < 0) return -1;
    }
    *out = b;
    return PE_TICK(vm, ((start - b) & 0xFFFF) / 64);
}

/* Byte offset of code point c (c <= len), from the nearest known point. */
static int sio_offset(pe_vm *vm, sio *s, size_t c, size_t *out) {
    if (s->ascii) {
        *out = c;
        return 0;
    }
    size_t from_c = 0, from_b = 0;
    if (s->anc_c <= c && c - s->anc_c < c) from_c = s->anc_c, from_b = s->anc_b;
    if (s->len - c < c - from_c) return sio_backward(vm, s, s->size, s->len - c, out);
    return sio_forward(vm, s, from_b, c - from_c, out);
}

/* Makes pos_byte valid for pos <= len. 0 or -1. */
static int sio_sync(pe_vm *vm, sio *s) {
    if (s->pos_ok) return 0;
    if (sio_offset(vm, s, s->pos, &s->pos_byte) < 0) return -1;
    s->pos_ok = 1;
    return 0;
}

/* Moves the stream position, keeping the old point as an anchor for later scans. */
static void sio_set_pos(sio *s, size_t pos) {
    if (s->pos_ok && s->pos <= s->len) s->anc_c = s->pos, s->anc_b = s->pos_byte;
    s->pos = pos;
    s->pos_ok = s->ascii && pos <= s->len;
    if (s->pos_ok) s->pos_byte = pos;
}

/* Writes nb bytes (nc code points, ascii when all ASCII) at the position, padding a
 * position past the end with NULs and overwriting what follows it. 0 or -1. */
static int sio_put(pe_vm *vm, sio *s, const char *p, size_t nb, size_t nc, int ascii) {
    if (s->pos > s->len) {
        size_t pad = s->pos - s->len;
        if (sio_reserve(vm, s, s->size + pad + nb) < 0 || PE_TICK(vm, pad / 256) < 0)
            return -1;
        memset(s->buf + s->size, 0, pad);
        s->size += pad;
        s->len = s->pos;
        s->pos_byte = s->size;
        s->pos_ok = 1;
    }
    if (sio_sync(vm, s) < 0) return -1;
    size_t b0 = s->pos_byte, b1 = s->size, end_c = s->pos + nc;
    if (end_c < s->len && sio_forward(vm, s, b0, nc, &b1) < 0) return -1;
    size_t tail = s->size - b1, nsize = b0 + nb + tail;
    if (PE_TICK(vm, 1 + (nb + tail) / 256) < 0 || sio_reserve(vm, s, nsize) < 0) return -1;
    if (tail) memmove(s->buf + b0 + nb, s->buf + b1, tail);
    if (nb) memcpy(s->buf + b0, p, nb);
    s->size = nsize;
    if (end_c > s->len) s->len = end_c;
    s->ascii = s->ascii && ascii;
    if (s->anc_c > s->pos) s->anc_c = s->anc_b = 0; /* offsets after pos moved */
    s->pos = end_c;
    s->pos_byte = b0 + nb;
    s->pos_ok = 1;
    return 0;
}

/* ---- writing ------------------------------------------------------------------------- */

/* Records the line endings of t[0..n) in s->seen (universal modes) and returns how
 * many "\r\n" pairs it holds. Charged by the caller. */
static size_t sio_scan_endings(sio *s, const char *t, size_t n) {
    const char *cr = memchr(t, '\r', n);
    if (!cr) {
        if (memchr(t, '\n', n)) s->seen |= SEEN_LF;
        return 0;
    }
    size_t crlf = 0;
    /* loop-bound: caller-charged: the write charges its text */
    for (size_t i = (size_t)(cr - t); i < n; i++) {
        if (t[i] == '\n') {
            s->seen |= SEEN_LF;
        } else if (t[i] == '\r') {
            if (i + 1 < n && t[i + 1] == '\n') {
                s->seen |= SEEN_CRLF;
                crlf++;
                i++;
            } else {
                s->seen |= SEEN_CR;
            }
        }
    }
    return crlf;
}

/* Writes the text of str t with newline translation (CPython's write_str: the
 * universal decoder, final on every write, then '\n' -> the newline= ending). */
static int sio_write_str(pe_vm *vm, sio *s, pe_str *t) {
    const char *p = t->data;
    size_t n = t->size, nc = t->len;
    if (PE_TICK(vm, n / 256) < 0) return -1;
    if (s->nl == NL_LF || n == 0) return sio_put(vm, s, p, n, nc, t->ascii);
    size_t extra = 0, crlf = 0;
    if (s->nl == NL_NONE || s->nl == NL_EMPTY) {
        crlf = sio_scan_endings(s, p, n);
        if (s->nl == NL_EMPTY || !memchr(p, '\r', n))
            return sio_put(vm, s, p, n, nc, t->ascii);
    } else {
        const char *q = memchr(p, '\n', n);
        if (!q) return sio_put(vm, s, p, n, nc, t->ascii);
        /* loop-bound: caller-charged: the write charges its text */
        for (; q && s->nl == NL_CRLF; q = memchr(q + 1, '\n', n - (size_t)(q + 1 - p)))
            extra++;
    }
    size_t outn = n - crlf + extra;
    if (pe_mem_would_exceed(&vm->mem, outn)) return pe_err_too_big(vm), -1;
    char *o = pe_mem_alloc(&vm->mem, outn ? outn : 1);
    if (!o) return pe_err_nomem(vm), -1;
    size_t k = 0;
    /* loop-bound: charged-before: the write's text was charged above */
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (s->nl == NL_NONE && c == '\r') {
            o[k++] = '\n';
            if (i + 1 < n && p[i + 1] == '\n') i++;
        } else if (c == '\n' && s->nl == NL_CR) {
            o[k++] = '\r';
        } else if (c == '\n' && s->nl == NL_CRLF) {
            o[k++] = '\r';
            o[k++] = '\n';
        } else {
            o[k++] = c;
        }
    }
    int rc = sio_put(vm, s, o, k, nc - crlf + extra, t->ascii);
    pe_mem_free(&vm->mem, o, outn ? outn : 1);
    return rc;
}

/* ---- reading ------------------------------------------------------------------------- */

/* The text from the position up to byte offset end (end >= pos_byte) as a new str, and
 * the position moves past it. New reference or PE_NULL. */
static pe_value sio_take(pe_vm *vm, sio *s, size_t end) {
    size_t b0 = s->pos_byte, n = end - b0;
    if (PE_TICK(vm, n / 256) < 0) return PE_NULL;
    pe_value r = pe_str_value(vm, s->buf + b0, n);
    if (pe_is_null(r)) return r;
    s->pos += pe_str_obj(r)->len;
    s->pos_byte = end;
    return r;
}

/* Byte offset just past the line that starts at byte b0, searching at most up to byte
 * `limit` (CPython's _PyIO_find_line_ending over the stream's newline mode); limit when
 * no ending is found. Charged one op per 256 bytes searched. */
static int sio_line_end(pe_vm *vm, const sio *s, size_t b0, size_t limit, size_t *out) {
    const char *p = s->buf + b0, *e = s->buf + limit, *q = NULL;
    size_t r = limit;
    if (s->nl == NL_NONE || s->nl == NL_LF) {
        q = memchr(p, '\n', (size_t)(e - p));
        if (q) r = (size_t)(q + 1 - s->buf);
    } else if (s->nl == NL_CR) {
        q = memchr(p, '\r', (size_t)(e - p));
        if (q) r = (size_t)(q + 1 - s->buf);
    } else if (s->nl == NL_EMPTY) {
        /* loop-bound: charged-after: one op per 256 bytes searched, below */
        for (q = p; q < e && *q != '\n' && *q != '\r'; q++)
            ;
        if (q < e) {
            r = (size_t)(q + 1 - s->buf);
            if (*q == '\r' && q + 1 < e && q[1] == '\n') r++;
        }
    } else {
        /* loop-bound: charged-after: one op per 256 bytes searched, below */
        for (q = p; (q = memchr(q, '\r', (size_t)(e - q))) != NULL; q++)
            if (q + 1 < e && q[1] == '\n') {
                r = (size_t)(q + 2 - s->buf);
                break;
            }
    }
    *out = r;
    return PE_TICK(vm, 1 + (r - b0) / 256);
}

/* One line of at most limit code points (limit < 0: no limit) from the position: a new
 * str ('' at the end), or PE_NULL. */
static pe_value sio_readline(pe_vm *vm, sio *s, int64_t limit) {
    if (s->pos >= s->len) return pe_str_value(vm, "", 0);
    if (sio_sync(vm, s) < 0) return PE_NULL;
    size_t lim = s->size;
    if (limit >= 0 && (size_t)limit < s->len - s->pos &&
        sio_forward(vm, s, s->pos_byte, (size_t)limit, &lim) < 0)
        return PE_NULL;
    size_t end;
    if (sio_line_end(vm, s, s->pos_byte, lim, &end) < 0) return PE_NULL;
    return sio_take(vm, s, end);
}

static pe_value sio_read(pe_vm *vm, sio *s, int64_t size) {
    if (s->pos >= s->len) return pe_str_value(vm, "", 0);
    if (sio_sync(vm, s) < 0) return PE_NULL;
    size_t end = s->size;
    if (size >= 0 && (size_t)size < s->len - s->pos &&
        sio_forward(vm, s, s->pos_byte, (size_t)size, &end) < 0)
        return PE_NULL;
    return sio_take(vm, s, end);
}

/* ---- checks and arguments ------------------------------------------------------------ */

/* CPython's CHECK_INITIALIZED then CHECK_CLOSED. 0 or -1. */
static int sio_check(pe_vm *vm, sio *s, int dot) {
    if (!s->ok) {
        pe_err_set(vm, PE_EXC_ValueError, "I/O operation on uninitialized object");
        return -1;
    }
    if (s->closed) {
        pe_io_err_closed(vm, dot);
        return -1;
    }
    return 0;
}

/* The next line for iteration: the builtin readline unless a subclass overrides it
 * (CPython calls self.readline() then, and raises OSError unless it gets a str). New
 * reference, PE_NULL with nothing pending at the end, or PE_NULL with an error. */
static pe_value sio_next_line(pe_vm *vm, pe_value self) {
    sio *s = SIO(self);
    if (sio_check(vm, s, 0) < 0) return PE_NULL;
    pe_value line;
    if (pe_io_method_is_builtin(vm, self, vm->types[PE_TYPE_STRINGIO], "readline")) {
        line = sio_readline(vm, s, -1);
    } else {
        line = pe_op_call_method(vm, self, "readline", NULL, 0);
        if (!pe_is_null(line) && !pe_str_check(vm, line)) {
            pe_err_format(vm, PE_EXC_OSError,
                          "readline() should have returned a str object, not '%s'",
                          pe_op_typename(vm, line));
            pe_clear(vm, &line);
        }
    }
    if (pe_is_null(line)) return line;
    if (pe_str_obj(pe_str_arg(vm, line))->len == 0) pe_clear(vm, &line);
    return line;
}

/* ---- creation, lifetime -------------------------------------------------------------- */

/* StringIO.__init__(initial_value='', newline='\n'). 0 or -1. */
static int sio_init(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                    pe_obj *kw) {
    static const char *const params[] = {"initial_value", "newline", NULL};
    static const pe_argspec spec = {"StringIO", params, 0, 0, 2};
    pe_value a[2];
    if (pe_args_parse(vm, &spec, args, nargs, kw, a) < 0) return -1;
    int nl = NL_LF;
    if (!pe_is_null(a[1])) {
        pe_value v = pe_str_arg(vm, a[1]);
        if (pe_is_none(v)) {
            nl = NL_NONE;
        } else if (!pe_str_check(vm, v)) {
            pe_err_format(vm, PE_EXC_TypeError, "newline must be str or None, not %s",
                          pe_op_typename(vm, v));
            return -1;
        } else {
            const char *t = pe_str_obj(v)->data;
            if (!*t)
                nl = NL_EMPTY;
            else if (!strcmp(t, "\n"))
                nl = NL_LF;
            else if (!strcmp(t, "\r"))
                nl = NL_CR;
            else if (!strcmp(t, "\r\n"))
                nl = NL_CRLF;
            else {
                pe_err_format(vm, PE_EXC_ValueError, "illegal newline value: %R", a[1]);
                return -1;
            }
        }
    }
    pe_value init = pe_is_null(a[0]) ? PE_NONE : pe_str_arg(vm, a[0]);
    if (!pe_is_none(init) && !pe_str_check(vm, init)) {
        pe_err_format(vm, PE_EXC_TypeError, "initial_value must be str or None, not %s",
                      pe_op_typename(vm, init));
        return -1;
    }
    sio *s = SIO(self);
    s->ok = 0;
    sio_free_buf(vm, s);
    s->nl = (uint8_t)nl;
    s->seen = 0;
    s->pos = 0;
    s->pos_ok = 1;
    s->closed = 0;
    if (!pe_is_none(init) && sio_write_str(vm, s, pe_str_obj(init)) < 0) return -1;
    sio_set_pos(s, 0);
    s->ok = 1;
    return 0;
}

static pe_value sio_new_slot(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    sio *s = (sio *)pe_obj_alloc(vm, type, sio_objsize(type));
    if (!s) return PE_NULL;
    s->ascii = 1;
    s->pos_ok = 1;
    pe_value self = pe_obj_value(&s->base);
    /* the exact type has no heap __init__ step: run __init__'s work here */
    if (type == vm->types[PE_TYPE_STRINGIO] &&
        sio_init(vm, self, args, nargs, kwnames) < 0) {
        pe_decref(vm, self);
        return PE_NULL;
    }
    return self;
}

static void sio_dealloc(pe_vm *vm, pe_obj *o) {
    sio_free_buf(vm, (sio *)o);
    pe_obj_free(vm, o, sio_objsize(o->type));
}

static pe_value sio_iter_self(pe_vm *vm, pe_value self) {
    if (SIO(self)->closed) return pe_io_err_closed(vm, 1);
    return pe_incref(self);
}

static pe_value sio_iternext(pe_vm *vm, pe_value self) {
    return sio_next_line(vm, self);
}

static pe_value sio_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    sio *s = SIO(self);
    if (!strcmp(name->data, "closed")) {
        if (!s->ok)
            return pe_err_set(vm, PE_EXC_ValueError,
                              "I/O operation on uninitialized object");
        return pe_bool(s->closed);
    }
    if (!strcmp(name->data, "line_buffering")) {
        if (sio_check(vm, s, 0) < 0) return PE_NULL;
        return PE_FALSE;
    }
    if (!strcmp(name->data, "newlines")) {
        static const char *const names[] = {NULL, "\n", "\r", NULL, "\r\n"};
        if (sio_check(vm, s, 0) < 0) return PE_NULL;
        if (s->nl != NL_NONE && s->nl != NL_EMPTY) return PE_NONE;
        int bits = s->seen, count = (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1);
        if (count == 0) return PE_NONE;
        if (count == 1) return pe_str_from_cstr(vm, names[bits]);
        pe_value items[3] = {PE_NULL, PE_NULL, PE_NULL};
        size_t k = 0;
        /* loop-bound: const: three endings */
        for (int b = 2; b >= 1; b >>= 1)
            if (bits & b) items[k++] = pe_str_from_cstr(vm, names[b]);
        if (bits & 4) items[k++] = pe_str_from_cstr(vm, names[4]);
        pe_value t = PE_NULL;
        int bad = 0;
        /* loop-bound: const: at most three items */
        for (size_t i = 0; i < k; i++)
            bad |= pe_is_null(items[i]);
        if (!bad) t = pe_tuple_from_array(vm, items, k);
        /* loop-bound: const: at most three items */
        for (size_t i = 0; i < k; i++)
            pe_clear(vm, &items[i]);
        return t;
    }
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- methods ------------------------------------------------------------------------- */

#define SSELF(args) SIO((args)[0])

static pe_value m_init(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return sio_init(vm, args[0], args + 1, nargs - 1, kw) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_write(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "StringIO.write", nargs - 1, kw) < 0) return PE_NULL;
    sio *s = SSELF(args);
    if (!s->ok)
        return pe_err_set(vm, PE_EXC_ValueError, "I/O operation on uninitialized object");
    pe_value t = pe_str_arg(vm, args[1]);
    if (!pe_str_check(vm, t))
        return pe_err_format(vm, PE_EXC_TypeError, "string argument expected, got '%s'",
                             pe_op_typename(vm, args[1]));
    if (sio_check(vm, s, 0) < 0) return PE_NULL;
    pe_str *str = pe_str_obj(t);
    if (str->len && sio_write_str(vm, s, str) < 0) return PE_NULL;
    return pe_int((int64_t)str->len);
}

static pe_value m_writelines(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "StringIO.writelines", nargs - 1, kw) < 0) return PE_NULL;
    if (SSELF(args)->closed) return pe_io_err_closed(vm, 1);
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) return PE_NULL;
    int rc = 0;
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) break;
        pe_value r =
            PE_TICK(vm, 1) < 0 ? PE_NULL : pe_op_call_method(vm, args[0], "write", &x, 1);
        pe_decref(vm, x);
        if (pe_is_null(r)) {
            rc = -1;
            break;
        }
        pe_decref(vm, r);
    }
    pe_decref(vm, it);
    return rc < 0 || pe_err_occurred(vm) ? PE_NULL : PE_NONE;
}

static pe_value m_getvalue(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "StringIO.getvalue", nargs - 1, kw) < 0) return PE_NULL;
    sio *s = SSELF(args);
    if (sio_check(vm, s, 0) < 0 || PE_TICK(vm, s->size / 256) < 0) return PE_NULL;
    return pe_str_value(vm, s->size ? s->buf : "", s->size);
}

static pe_value m_read(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "read", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t size;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &size) < 0) return PE_NULL;
    if (sio_check(vm, SSELF(args), 0) < 0) return PE_NULL;
    return sio_read(vm, SSELF(args), size);
}

static pe_value m_readline(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "readline", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t size;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &size) < 0) return PE_NULL;
    if (sio_check(vm, SSELF(args), 0) < 0) return PE_NULL;
    return sio_readline(vm, SSELF(args), size);
}

/* IOBase.readlines(hint=-1): lines through the iterator protocol until their total
 * length would pass a positive hint. */
static pe_value m_readlines(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "readlines", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t hint, total = 0;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &hint) < 0) return PE_NULL;
    if (SSELF(args)->closed) return pe_io_err_closed(vm, 1);
    pe_value out = pe_list_new(vm, 0);
    if (pe_is_null(out)) return out;
    for (;;) {
        if (PE_TICK(vm, 1) < 0) goto fail;
        pe_value line = sio_next_line(vm, args[0]);
        if (pe_is_null(line)) break;
        int64_t n = (int64_t)pe_str_obj(pe_str_arg(vm, line))->len;
        int rc = pe_list_append(vm, out, line);
        pe_decref(vm, line);
        if (rc < 0) goto fail;
        if (hint > 0 && n > hint - total) break;
        total += n;
    }
    if (pe_err_occurred(vm)) goto fail;
    return out;
fail:
    pe_decref(vm, out);
    return PE_NULL;
}

static pe_value m_tell(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "StringIO.tell", nargs - 1, kw) < 0) return PE_NULL;
    if (sio_check(vm, SSELF(args), 0) < 0) return PE_NULL;
    return pe_int((int64_t)SSELF(args)->pos);
}

static pe_value m_seek(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "seek", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    int64_t pos, whence = 0;
    if (pe_op_index_i64(vm, args[1], &pos) < 0) return PE_NULL;
    if (nargs > 2 && pe_op_index_int(vm, args[2], &whence) < 0) return PE_NULL;
    sio *s = SSELF(args);
    if (sio_check(vm, s, 0) < 0) return PE_NULL;
    if (whence < 0 || whence > 2)
        return pe_err_format(vm, PE_EXC_ValueError,
                             "Invalid whence (%d, should be 0, 1 or 2)", (int)whence);
    if (pos < 0 && whence == 0)
        return pe_err_format(vm, PE_EXC_ValueError, "Negative seek position %lld",
                             (long long)pos);
    if (whence != 0 && pos != 0)
        return pe_err_set(vm, PE_EXC_OSError, "Can't do nonzero cur-relative seeks");
    if (whence == 1) pos = (int64_t)s->pos;
    if (whence == 2) pos = (int64_t)s->len;
    sio_set_pos(s, (size_t)pos);
    return pe_int(pos);
}

static pe_value m_truncate(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "truncate", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    sio *s = SSELF(args);
    int64_t size;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &size) < 0) return PE_NULL;
    if (sio_check(vm, s, 0) < 0) return PE_NULL;
    if (nargs < 2 || pe_is_none(args[1])) size = (int64_t)s->pos;
    if (size < 0)
        return pe_err_format(vm, PE_EXC_ValueError, "Negative size value %lld",
                             (long long)size);
    if ((size_t)size < s->len) {
        size_t b;
        if (sio_offset(vm, s, (size_t)size, &b) < 0) return PE_NULL;
        s->size = b;
        s->len = (size_t)size;
        if (s->anc_c > s->len) s->anc_c = s->anc_b = 0;
        if (s->pos > s->len) s->pos_ok = 0;
    }
    return pe_int(size);
}

static pe_value m_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "StringIO.close", nargs - 1, kw) < 0) return PE_NULL;
    sio *s = SSELF(args);
    s->closed = 1;
    sio_free_buf(vm, s);
    s->pos_ok = 0;
    return PE_NONE;
}

/* readable(), writable(), seekable(): True on an open stream. */
#define SIO_TRUE_METHOD(NAME)                                                              \
    static pe_value m_##NAME(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {  \
        if (pe_args_noargs(vm, "StringIO." #NAME, nargs - 1, kw) < 0) return PE_NULL;      \
        return sio_check(vm, SSELF(args), 0) < 0 ? PE_NULL : PE_TRUE;                      \
    }
SIO_TRUE_METHOD(readable)
SIO_TRUE_METHOD(writable)
SIO_TRUE_METHOD(seekable)

static pe_value m_isatty(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "isatty", nargs - 1, kw) < 0) return PE_NULL;
    return SSELF(args)->closed ? pe_io_err_closed(vm, 1) : PE_FALSE;
}

static pe_value m_flush(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "flush", nargs - 1, kw) < 0) return PE_NULL;
    return PE_NONE;
}

static pe_value m_iter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "__iter__", nargs - 1, kw) < 0) return PE_NULL;
    return sio_iter_self(vm, args[0]);
}

static pe_value m_enter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "__enter__", nargs - 1, kw) < 0) return PE_NULL;
    return sio_iter_self(vm, args[0]);
}

/* IOBase.__exit__(*args): self.close(), a subclass's included. */
static pe_value m_exit(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    (void)nargs;
    (void)kw;
    pe_value r = pe_op_call_method(vm, args[0], "close", NULL, 0);
    if (pe_is_null(r)) return r;
    pe_decref(vm, r);
    return PE_NONE;
}

static const pe_method_def sio_methods[] = {
    {"__init__", m_init, 0},
    {"write", m_write, 0},
    {"writelines", m_writelines, 0},
    {"getvalue", m_getvalue, 0},
    {"read", m_read, 0},
    {"readline", m_readline, 0},
    {"readlines", m_readlines, 0},
    {"tell", m_tell, 0},
    {"seek", m_seek, 0},
    {"truncate", m_truncate, 0},
    {"close", m_close, 0},
    {"readable", m_readable, 0},
    {"writable", m_writable, 0},
    {"seekable", m_seekable, 0},
    {"isatty", m_isatty, 0},
    {"flush", m_flush, 0},
    {"__iter__", m_iter, 0},
    {"__enter__", m_enter, 0},
    {"__exit__", m_exit, 0},
    {NULL, NULL, 0},
};

int pe_io_stringio_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_STRINGIO];
    t->tflags |= PE_TPF_BASETYPE;
    t->basicsize = sizeof(sio);
    t->dealloc = sio_dealloc;
    t->new_ = sio_new_slot;
    t->iter = sio_iter_self;
    t->iternext = sio_iternext;
    t->getattr = sio_getattr;
    static const char *const attrs[] = {"closed", "line_buffering", "newlines", NULL};
    if (pe_getset_add_computed(vm, t, attrs, PE_GETSET_COMPUTED) < 0) return -1;
    return pe_type_add_methods(vm, t, sio_methods);
}
