/*
 * io_bytesio.c - _io.BytesIO: an in-memory binary stream with CPython 3.11's methods
 * and messages (Modules/_io/bytesio.c is the reference for the rules; io.BytesIO in
 * modules/py/io.py derives from this type and io.BufferedIOBase).
 *
 * Invariants: buf holds size bytes (cap allocated); pos may exceed size (a seek past
 * the end; a write there pads with zero bytes). Copies and searches are charged one
 * op per 256 bytes; the buffer grows through pe_mem, so the memory limit sees
 * everything written. getbuffer() (memoryview) is not provided: pyeval has no
 * memoryview.
 */
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/int.h"
#include "../builtins/iter.h"
#include "../builtins/list.h"
#include "../builtins/member.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "io.h"

typedef struct bio {
    pe_obj base;
    char *buf;
    size_t size, cap, pos;
    uint8_t closed;
} bio;

#define BIO(v)      ((bio *)(v).u.o)
#define BSELF(args) BIO((args)[0])

static size_t bio_objsize(pe_type *t) {
    return t->basicsize > sizeof(bio) ? t->basicsize : sizeof(bio);
}

/* Grows the buffer to need bytes, as sio_reserve. 0 or -1. */
static int bio_reserve(pe_vm *vm, bio *b, size_t need) {
    return pe_io_reserve(vm, &b->buf, &b->cap, need);
}

static void bio_free_buf(pe_vm *vm, bio *b) {
    if (b->buf) pe_mem_free(&vm->mem, b->buf, b->cap);
    b->buf = NULL;
    b->size = b->cap = 0;
}

static int bio_check(pe_vm *vm, bio *b) {
    if (!b->closed) return 0;
    pe_io_err_closed(vm, 1);
    return -1;
}

/* Writes n bytes at the position (zero-filling a gap past the end). 0 or -1. */
static int bio_put(pe_vm *vm, bio *b, const char *p, size_t n) {
    if (n == 0) return 0;
    size_t end = b->pos + n;
    if (end > b->size && bio_reserve(vm, b, end) < 0) return -1;
    size_t gap = b->pos > b->size ? b->pos - b->size : 0;
    if (PE_TICK(vm, 1 + (n + gap) / 256) < 0) return -1;
    if (gap) memset(b->buf + b->size, 0, gap);
    memmove(b->buf + b->pos, p, n);
    b->pos = end;
    if (end > b->size) b->size = end;
    return 0;
}

/* The bytes of a bytes-like object v (borrowed), or TypeError. 0 or -1. */
static int bio_data(pe_vm *vm, pe_value v, const char **p, size_t *n) {
    if (pe_bytes_buffer(vm, v, p, n)) return 0;
    pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

/* The next n bytes (at most) from the position as bytes; the position moves. */
static pe_value bio_take(pe_vm *vm, bio *b, size_t n) {
    size_t avail = b->pos < b->size ? b->size - b->pos : 0;
    if (n > avail) n = avail;
    if (PE_TICK(vm, n / 256) < 0) return PE_NULL;
    pe_value r = pe_bytes_new(vm, n ? b->buf + b->pos : "", n);
    if (!pe_is_null(r)) b->pos += n;
    return r;
}

/* Length of the line at the position, at most limit bytes (limit < 0: no limit);
 * charged for the bytes searched. */
static int bio_line_len(pe_vm *vm, bio *b, int64_t limit, size_t *out) {
    size_t avail = b->pos < b->size ? b->size - b->pos : 0;
    if (limit >= 0 && (size_t)limit < avail) avail = (size_t)limit;
    const char *q = avail ? memchr(b->buf + b->pos, '\n', avail) : NULL;
    *out = q ? (size_t)(q - (b->buf + b->pos)) + 1 : avail;
    return PE_TICK(vm, 1 + *out / 256);
}

static pe_value bio_readline(pe_vm *vm, bio *b, int64_t limit) {
    size_t n;
    if (bio_line_len(vm, b, limit, &n) < 0) return PE_NULL;
    return bio_take(vm, b, n);
}

/* ---- creation, lifetime -------------------------------------------------------------- */

static int bio_init(pe_vm *vm, pe_value self, const pe_value *args, size_t nargs,
                    pe_obj *kw) {
    static const char *const params[] = {"initial_bytes", NULL};
    static const pe_argspec spec = {"BytesIO", params, 0, 0, 1};
    pe_value a[1];
    if (pe_args_parse(vm, &spec, args, nargs, kw, a) < 0) return -1;
    bio *b = BIO(self);
    b->size = b->pos = 0;
    if (pe_is_null(a[0]) || pe_is_none(a[0])) return 0;
    const char *p;
    size_t n;
    if (bio_data(vm, a[0], &p, &n) < 0 || bio_put(vm, b, p, n) < 0) return -1;
    b->pos = 0;
    return 0;
}

static pe_value bio_new_slot(pe_vm *vm, pe_type *type, const pe_value *args, size_t nargs,
                             pe_obj *kwnames) {
    bio *b = (bio *)pe_obj_alloc(vm, type, bio_objsize(type));
    if (!b) return PE_NULL;
    pe_value self = pe_obj_value(&b->base);
    /* the exact type has no heap __init__ step: run __init__'s work here */
    if (type == vm->types[PE_TYPE_BYTESIO] &&
        bio_init(vm, self, args, nargs, kwnames) < 0) {
        pe_decref(vm, self);
        return PE_NULL;
    }
    return self;
}

static void bio_dealloc(pe_vm *vm, pe_obj *o) {
    bio_free_buf(vm, (bio *)o);
    pe_obj_free(vm, o, bio_objsize(o->type));
}

static pe_value bio_iternext(pe_vm *vm, pe_value self) {
    bio *b = BIO(self);
    if (bio_check(vm, b) < 0) return PE_NULL;
    size_t n;
    if (bio_line_len(vm, b, -1, &n) < 0 || n == 0) return PE_NULL;
    return bio_take(vm, b, n);
}

static pe_value bio_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    if (!strcmp(name->data, "closed")) return pe_bool(BIO(self)->closed);
    return pe_object_generic_getattr(vm, self, name);
}

/* ---- methods ------------------------------------------------------------------------- */

static pe_value m_init(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return bio_init(vm, args[0], args + 1, nargs - 1, kw) < 0 ? PE_NULL : PE_NONE;
}

static pe_value m_write(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "BytesIO.write", nargs - 1, kw) < 0) return PE_NULL;
    bio *b = BSELF(args);
    const char *p;
    size_t n;
    if (bio_check(vm, b) < 0 || bio_data(vm, args[1], &p, &n) < 0) return PE_NULL;
    return bio_put(vm, b, p, n) < 0 ? PE_NULL : pe_int((int64_t)n);
}

static pe_value m_writelines(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "BytesIO.writelines", nargs - 1, kw) < 0) return PE_NULL;
    if (bio_check(vm, BSELF(args)) < 0) return PE_NULL;
    pe_value it = pe_op_iter(vm, args[1]);
    if (pe_is_null(it)) return PE_NULL;
    int rc = 0;
    for (;;) {
        pe_value x = pe_op_next(vm, it);
        if (pe_is_null(x)) break;
        const char *p;
        size_t n;
        rc = PE_TICK(vm, 1) < 0 || bio_check(vm, BSELF(args)) < 0 ||
                     bio_data(vm, x, &p, &n) < 0 || bio_put(vm, BSELF(args), p, n) < 0
                 ? -1
                 : 0;
        pe_decref(vm, x);
        if (rc < 0) break;
    }
    pe_decref(vm, it);
    return rc < 0 || pe_err_occurred(vm) ? PE_NULL : PE_NONE;
}

static pe_value m_getvalue(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "BytesIO.getvalue", nargs - 1, kw) < 0) return PE_NULL;
    bio *b = BSELF(args);
    if (bio_check(vm, b) < 0 || PE_TICK(vm, b->size / 256) < 0) return PE_NULL;
    return pe_bytes_new(vm, b->size ? b->buf : "", b->size);
}

/* read(size=-1) and read1(size=-1). */
static pe_value bio_m_read(pe_vm *vm, const char *name, const pe_value *args, size_t nargs,
                           pe_obj *kw) {
    if (pe_args_range(vm, name, nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t size;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &size) < 0) return PE_NULL;
    if (bio_check(vm, BSELF(args)) < 0) return PE_NULL;
    return bio_take(vm, BSELF(args), size < 0 ? SIZE_MAX : (size_t)size);
}

static pe_value m_read(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return bio_m_read(vm, "read", args, nargs, kw);
}

static pe_value m_read1(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return bio_m_read(vm, "read1", args, nargs, kw);
}

static pe_value m_readline(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "readline", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    int64_t size;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &size) < 0) return PE_NULL;
    if (bio_check(vm, BSELF(args)) < 0) return PE_NULL;
    return bio_readline(vm, BSELF(args), size);
}

/* readlines(size=None): lines until their total reaches a positive size. */
static pe_value m_readlines(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "readlines", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    bio *b = BSELF(args);
    if (bio_check(vm, b) < 0) return PE_NULL;
    int64_t hint = -1;
    pe_value arg = nargs > 1 ? args[1] : PE_NONE;
    if (pe_int_check(vm, arg)) {
        if (pe_op_index_i64(vm, arg, &hint) < 0) return PE_NULL;
    } else if (!pe_is_none(arg)) {
        return pe_err_format(vm, PE_EXC_TypeError, "integer argument expected, got '%s'",
                             pe_op_typename(vm, arg));
    }
    pe_value out = pe_list_new(vm, 0);
    if (pe_is_null(out)) return out;
    int64_t total = 0;
    for (;;) {
        size_t n;
        if (PE_TICK(vm, 1) < 0 || bio_line_len(vm, b, -1, &n) < 0) goto fail;
        if (n == 0) break;
        pe_value line = bio_take(vm, b, n);
        if (pe_is_null(line)) goto fail;
        int rc = pe_list_append(vm, out, line);
        pe_decref(vm, line);
        if (rc < 0) goto fail;
        total += (int64_t)n;
        if (hint > 0 && total >= hint) break;
    }
    return out;
fail:
    pe_decref(vm, out);
    return PE_NULL;
}

static pe_value m_readinto(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_one(vm, "BytesIO.readinto", nargs - 1, kw) < 0) return PE_NULL;
    if (!pe_bytearray_check(vm, args[1]))
        return pe_err_format(vm, PE_EXC_TypeError,
                             "readinto() argument must be read-write bytes-like object, "
                             "not %s",
                             pe_op_typename(vm, args[1]));
    bio *b = BSELF(args);
    if (bio_check(vm, b) < 0) return PE_NULL;
    pe_bytearray *ba = pe_bytearray_obj(args[1]);
    size_t avail = b->pos < b->size ? b->size - b->pos : 0;
    size_t n = ba->len < avail ? ba->len : avail;
    if (PE_TICK(vm, n / 256) < 0) return PE_NULL;
    if (n) memcpy(ba->data, b->buf + b->pos, n);
    b->pos += n;
    return pe_int((int64_t)n);
}

static pe_value m_tell(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "BytesIO.tell", nargs - 1, kw) < 0) return PE_NULL;
    if (bio_check(vm, BSELF(args)) < 0) return PE_NULL;
    return pe_int((int64_t)BSELF(args)->pos);
}

static pe_value m_seek(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "seek", nargs - 1, kw, 1, 2) < 0) return PE_NULL;
    int64_t pos, whence = 0;
    if (pe_op_index_i64(vm, args[1], &pos) < 0) return PE_NULL;
    if (nargs > 2 && pe_op_index_int(vm, args[2], &whence) < 0) return PE_NULL;
    bio *b = BSELF(args);
    if (bio_check(vm, b) < 0) return PE_NULL;
    if (pos < 0 && whence == 0)
        return pe_err_format(vm, PE_EXC_ValueError, "negative seek value %lld",
                             (long long)pos);
    if (whence == 1 || whence == 2) {
        int64_t from = (int64_t)(whence == 1 ? b->pos : b->size);
        if (pos > INT64_MAX - from)
            return pe_err_set(vm, PE_EXC_OverflowError, "new position too large");
        pos += from;
    } else if (whence != 0) {
        return pe_err_format(vm, PE_EXC_ValueError,
                             "invalid whence (%d, should be 0, 1 or 2)", (int)whence);
    }
    if (pos < 0) pos = 0;
    b->pos = (size_t)pos;
    return pe_int(pos);
}

static pe_value m_truncate(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_range(vm, "truncate", nargs - 1, kw, 0, 1) < 0) return PE_NULL;
    bio *b = BSELF(args);
    int64_t size;
    if (pe_io_size_arg(vm, nargs > 1 ? args[1] : PE_NULL, &size) < 0) return PE_NULL;
    if (bio_check(vm, b) < 0) return PE_NULL;
    if (nargs < 2 || pe_is_none(args[1])) size = (int64_t)b->pos;
    if (size < 0)
        return pe_err_format(vm, PE_EXC_ValueError, "negative size value %lld",
                             (long long)size);
    if ((size_t)size < b->size) b->size = (size_t)size;
    return pe_int(size);
}

static pe_value m_close(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "BytesIO.close", nargs - 1, kw) < 0) return PE_NULL;
    bio *b = BSELF(args);
    b->closed = 1;
    bio_free_buf(vm, b);
    return PE_NONE;
}

/* readable(), writable(), seekable(): True on an open stream; isatty(): False;
 * flush(): None. */
#define BIO_CONST_METHOD(NAME, VALUE)                                                      \
    static pe_value m_##NAME(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {  \
        if (pe_args_noargs(vm, "BytesIO." #NAME, nargs - 1, kw) < 0) return PE_NULL;       \
        return bio_check(vm, BSELF(args)) < 0 ? PE_NULL : (VALUE);                         \
    }
BIO_CONST_METHOD(readable, PE_TRUE)
BIO_CONST_METHOD(writable, PE_TRUE)
BIO_CONST_METHOD(seekable, PE_TRUE)
BIO_CONST_METHOD(isatty, PE_FALSE)
BIO_CONST_METHOD(flush, PE_NONE)

static pe_value m_iter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "__iter__", nargs - 1, kw) < 0) return PE_NULL;
    return pe_incref(args[0]);
}

static pe_value m_enter(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_noargs(vm, "__enter__", nargs - 1, kw) < 0) return PE_NULL;
    if (bio_check(vm, BSELF(args)) < 0) return PE_NULL;
    return pe_incref(args[0]);
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

static const pe_method_def bio_methods[] = {
    {"__init__", m_init, 0},
    {"write", m_write, 0},
    {"writelines", m_writelines, 0},
    {"getvalue", m_getvalue, 0},
    {"read", m_read, 0},
    {"read1", m_read1, 0},
    {"readline", m_readline, 0},
    {"readlines", m_readlines, 0},
    {"readinto", m_readinto, 0},
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

int pe_io_bytesio_init(pe_vm *vm) {
    pe_type *t = vm->types[PE_TYPE_BYTESIO];
    t->tflags |= PE_TPF_BASETYPE;
    t->basicsize = sizeof(bio);
    t->dealloc = bio_dealloc;
    t->new_ = bio_new_slot;
    t->iter = pe_ref_iter_self;
    t->iternext = bio_iternext;
    t->getattr = bio_getattr;
    static const char *const attrs[] = {"closed", NULL};
    if (pe_getset_add_computed(vm, t, attrs, PE_GETSET_COMPUTED) < 0) return -1;
    return pe_type_add_methods(vm, t, bio_methods);
}
