/*
 * zlib_stream.c - zlib's Compress and Decompress objects (compressobj(),
 * decompressobj()), as CPython 3.11 has them: compress/flush/copy, and
 * decompress(max_length)/flush/copy with unused_data, unconsumed_tail and eof.
 *
 * Invariant: `inited` is 1 exactly while zst holds zlib state (deflateInit/inflateInit
 * succeeded and no End was called); the dealloc ends a live stream. zlib refuses calls
 * on an ended stream with Z_STREAM_ERROR, which is what CPython reports too.
 */
#include <stdint.h>
#include <string.h>

#include "../builtins/bytes.h"
#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "registry.h"
#include "zlib_impl.h"

typedef struct pe_zstream {
    pe_obj base;
    z_stream zst;
    int inited;
    int eof;                  /* Decompress: the end of the stream was reached */
    pe_value unused_data;     /* Decompress: bytes after the end of the stream */
    pe_value unconsumed_tail; /* Decompress: input not used for lack of room */
    pe_value zdict;           /* Decompress: the dictionary, or PE_NULL */
} pe_zstream;

static int is_compress(pe_vm *vm, pe_value v) {
    return pe_is_obj(v) && v.u.o->type == vm->types[PE_TYPE_ZLIB_COMPRESS];
}

static pe_zstream *zs_alloc(pe_vm *vm, int compress) {
    pe_type *t = vm->types[compress ? PE_TYPE_ZLIB_COMPRESS : PE_TYPE_ZLIB_DECOMPRESS];
    pe_zstream *z = (pe_zstream *)pe_obj_alloc(vm, t, sizeof(pe_zstream));
    if (!z) return NULL;
    pe_zlib_stream_init(vm, &z->zst);
    z->inited = z->eof = 0;
    z->unused_data = z->unconsumed_tail = z->zdict = PE_NULL;
    if (!compress) {
        z->unused_data = pe_bytes_new(vm, NULL, 0);
        z->unconsumed_tail = pe_bytes_new(vm, NULL, 0);
        if (pe_is_null(z->unused_data) || pe_is_null(z->unconsumed_tail)) {
            pe_decref(vm, pe_obj_value(&z->base));
            return NULL;
        }
    }
    return z;
}

static void zs_dealloc(pe_vm *vm, pe_obj *o) {
    pe_zstream *z = (pe_zstream *)o;
    if (z->inited) {
        if (o->type == vm->types[PE_TYPE_ZLIB_COMPRESS])
            deflateEnd(&z->zst);
        else
            inflateEnd(&z->zst);
    }
    pe_clear(vm, &z->unused_data);
    pe_clear(vm, &z->unconsumed_tail);
    pe_clear(vm, &z->zdict);
    pe_obj_free(vm, o, sizeof(pe_zstream));
}

/* ---- Compress ----------------------------------------------------------------------- */

pe_value pe_zlib_compressobj(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "compressobj", nargs, kw, 6, 6) < 0) return PE_NULL;
    int level, method, wbits, memlevel, strategy;
    if (pe_zlib_int(vm, args[0], &level) < 0 || pe_zlib_int(vm, args[1], &method) < 0 ||
        pe_zlib_int(vm, args[2], &wbits) < 0 || pe_zlib_int(vm, args[3], &memlevel) < 0 ||
        pe_zlib_int(vm, args[4], &strategy) < 0)
        return PE_NULL;
    const unsigned char *dict = NULL;
    size_t dictlen = 0;
    if (!pe_is_none(args[5]) && pe_zlib_data(vm, args[5], &dict, &dictlen) < 0)
        return PE_NULL;
    pe_zstream *z = zs_alloc(vm, 1);
    if (!z) return PE_NULL;
    pe_value zv = pe_obj_value(&z->base);
    int err = deflateInit2(&z->zst, level, method, wbits, memlevel, strategy);
    if (err == Z_OK) {
        z->inited = 1;
        if (dict && deflateSetDictionary(&z->zst, dict, (uInt)dictlen) != Z_OK) {
            pe_decref(vm, zv);
            return pe_err_set(vm, PE_EXC_ValueError, "Invalid dictionary");
        }
        return zv;
    }
    pe_decref(vm, zv);
    if (err == Z_MEM_ERROR) return pe_err_nomem(vm);
    if (err == Z_STREAM_ERROR)
        return pe_err_set(vm, PE_EXC_ValueError, "Invalid initialization option");
    return pe_zlib_error(vm, &z->zst, err, "while creating compression object");
}

/* Runs deflate(mode) over data until it stops filling the output. The result bytes,
 * or PE_NULL. *errp gets deflate's last code. */
static pe_value deflate_run(pe_vm *vm, pe_zstream *z, const unsigned char *p, size_t left,
                            int mode, const char *what, int *errp) {
    pe_zout o = {NULL, 0, 0, SIZE_MAX, 0, 0};
    int err = Z_OK;
    /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
    do {
        pe_zin_feed(&z->zst, &p, &left);
        /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
        do {
            if (pe_zout_room(vm, &o, &z->zst) != 0) goto fail;
            err = deflate(&z->zst, mode);
            pe_zout_took(&o, &z->zst);
            if (err == Z_STREAM_ERROR) {
                pe_zout_drop(vm, &o);
                return pe_zlib_error(vm, &z->zst, err, what);
            }
        } while (z->zst.avail_out == 0);
    } while (left != 0);
    *errp = err;
    return pe_zout_finish(vm, &o);
fail:
    pe_zout_drop(vm, &o);
    return PE_NULL;
}

static pe_value c_compress(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "compress", nargs, kw, 2, 2) < 0) return PE_NULL;
    pe_zstream *z = (pe_zstream *)args[0].u.o;
    const unsigned char *p;
    size_t n;
    int err;
    if (pe_zlib_data(vm, args[1], &p, &n) < 0 || PE_TICK(vm, 1 + n / 4096) < 0)
        return PE_NULL;
    return deflate_run(vm, z, p, n, Z_NO_FLUSH, "while compressing data", &err);
}

static pe_value c_flush(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "flush", nargs, kw, 1, 2) < 0) return PE_NULL;
    pe_zstream *z = (pe_zstream *)args[0].u.o;
    int mode = Z_FINISH, err;
    if (nargs > 1 && pe_zlib_int(vm, args[1], &mode) < 0) return PE_NULL;
    if (mode == Z_NO_FLUSH) return pe_bytes_new(vm, NULL, 0);
    pe_value r = deflate_run(vm, z, NULL, 0, mode, "while flushing", &err);
    if (pe_is_null(r)) return r;
    if (err == Z_STREAM_END && mode == Z_FINISH) {
        err = deflateEnd(&z->zst);
        z->inited = 0;
        if (err != Z_OK) {
            pe_decref(vm, r);
            return pe_zlib_error(vm, &z->zst, err, "while finishing compression");
        }
    } else if (err != Z_OK && err != Z_BUF_ERROR) {
        pe_decref(vm, r);
        return pe_zlib_error(vm, &z->zst, err, "while flushing");
    }
    return r;
}

/* copy() of either kind: a new object holding a copy of the zlib state. */
static pe_value zs_copy(pe_vm *vm, pe_value self, int compress) {
    pe_zstream *z = (pe_zstream *)self.u.o;
    if (!z->inited) return pe_err_set(vm, PE_EXC_ValueError, "Inconsistent stream state");
    pe_zstream *c = zs_alloc(vm, compress);
    if (!c) return PE_NULL;
    pe_value cv = pe_obj_value(&c->base);
    int err = compress ? deflateCopy(&c->zst, &z->zst) : inflateCopy(&c->zst, &z->zst);
    if (err != Z_OK) {
        pe_decref(vm, cv);
        if (err == Z_STREAM_ERROR)
            return pe_err_set(vm, PE_EXC_ValueError, "Inconsistent stream state");
        if (err == Z_MEM_ERROR) return pe_err_nomem(vm);
        return pe_zlib_error(vm, &z->zst, err,
                             compress ? "while copying compression object"
                                      : "while copying decompression object");
    }
    c->inited = 1;
    c->eof = z->eof;
    if (!compress) {
        pe_decref(vm, c->unused_data);
        c->unused_data = pe_incref(z->unused_data);
        pe_decref(vm, c->unconsumed_tail);
        c->unconsumed_tail = pe_incref(z->unconsumed_tail);
        if (!pe_is_null(z->zdict)) c->zdict = pe_incref(z->zdict);
    }
    return cv;
}

static pe_value c_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "copy", nargs, kw, 1, 1) < 0) return PE_NULL;
    return zs_copy(vm, args[0], 1);
}

/* ---- Decompress --------------------------------------------------------------------- */

static int set_zdict(pe_vm *vm, pe_zstream *z) {
    const unsigned char *p;
    size_t n;
    if (pe_zlib_data(vm, z->zdict, &p, &n) < 0) return -1;
    int err = inflateSetDictionary(&z->zst, p, (uInt)n);
    if (err != Z_OK) {
        pe_zlib_error(vm, &z->zst, err, "while setting zdict");
        return -1;
    }
    return 0;
}

pe_value pe_zlib_decompressobj(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "decompressobj", nargs, kw, 2, 2) < 0) return PE_NULL;
    int wbits;
    if (pe_zlib_int(vm, args[0], &wbits) < 0) return PE_NULL;
    const unsigned char *p;
    size_t n;
    if (!pe_is_null(args[1]) && !pe_is_none(args[1]) &&
        pe_zlib_data(vm, args[1], &p, &n) < 0) {
        pe_err_clear(vm);
        return pe_err_set(vm, PE_EXC_TypeError,
                          "zdict argument must support the buffer protocol");
    }
    pe_zstream *z = zs_alloc(vm, 0);
    if (!z) return PE_NULL;
    pe_value zv = pe_obj_value(&z->base);
    if (!pe_is_none(args[1])) z->zdict = pe_incref(args[1]);
    int err = inflateInit2(&z->zst, wbits);
    if (err == Z_OK) {
        z->inited = 1;
        if (!pe_is_null(z->zdict) && wbits < 0 && set_zdict(vm, z) < 0) {
            pe_decref(vm, zv);
            return PE_NULL;
        }
        return zv;
    }
    pe_decref(vm, zv);
    if (err == Z_STREAM_ERROR)
        return pe_err_set(vm, PE_EXC_ValueError, "Invalid initialization option");
    if (err == Z_MEM_ERROR) return pe_err_nomem(vm);
    return pe_zlib_error(vm, &z->zst, err, "while creating decompression object");
}

/* After an inflate run over data ending at `end`: bytes past the end of the stream go
 * to unused_data, input left for lack of output room to unconsumed_tail (CPython's
 * save_unconsumed_input, whose tail is everything from next_in to the end of the data:
 * after the stream ended it repeats unused_data's new bytes when a tail was pending).
 * 0 or -1. */
static int save_unconsumed(pe_vm *vm, pe_zstream *z, int err, const unsigned char *end) {
    if (err == Z_STREAM_END && z->zst.avail_in > 0) {
        size_t old = pe_bytes_len(z->unused_data);
        pe_value nd = pe_bytes_alloc(vm, old + z->zst.avail_in);
        if (pe_is_null(nd)) return -1;
        memcpy(pe_bytes_obj(nd)->data, pe_bytes_data(z->unused_data), old);
        memcpy(pe_bytes_obj(nd)->data + old, z->zst.next_in, z->zst.avail_in);
        pe_decref(vm, z->unused_data);
        z->unused_data = nd;
        z->zst.avail_in = 0;
    }
    if (z->zst.avail_in > 0 || pe_bytes_len(z->unconsumed_tail) > 0) {
        pe_value nt =
            pe_bytes_new(vm, (const char *)z->zst.next_in, (size_t)(end - z->zst.next_in));
        if (pe_is_null(nt)) return -1;
        pe_decref(vm, z->unconsumed_tail);
        z->unconsumed_tail = nt;
    }
    return 0;
}

/* Inflates p[0..n) with `flush` into o until input or room runs out or the stream
 * ends. Returns inflate's last code, or -100 with an error pending. */
static int inflate_run(pe_vm *vm, pe_zstream *z, const unsigned char *p, size_t n,
                       pe_zout *o, int flush_when_done) {
    size_t left = n;
    int err = Z_OK;
    z->zst.next_in = (Bytef *)p;
    z->zst.avail_in = 0;
    /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
    do {
        pe_zin_feed(&z->zst, &p, &left);
        /* decompress() syncs each piece; flush() finishes with the last one */
        int flush = !flush_when_done ? Z_SYNC_FLUSH : left == 0 ? Z_FINISH : Z_NO_FLUSH;
        int again;
        /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
        do {
            int room = pe_zout_room(vm, o, &z->zst);
            if (room < 0) return -100;
            if (room > 0) return err; /* max_length reached */
            err = inflate(&z->zst, flush);
            pe_zout_took(o, &z->zst);
            int dict_set = 0;
            if (err == Z_NEED_DICT && !pe_is_null(z->zdict)) {
                if (set_zdict(vm, z) < 0) return -100;
                err = Z_OK;
                dict_set = 1; /* inflate again with the dictionary in place */
            }
            if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) return err;
            again = dict_set || (z->zst.avail_out == 0 && err != Z_STREAM_END);
        } while (again);
    } while (err != Z_STREAM_END && left != 0);
    return err;
}

static pe_value d_decompress(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    static const char *const params[] = {"", "max_length", NULL};
    static const pe_argspec spec = {"decompress", params, 1, 1, 2};
    pe_value a[2];
    if (nargs < 1 || pe_args_parse(vm, &spec, args + 1, nargs - 1, kw, a) < 0)
        return PE_NULL;
    pe_zstream *z = (pe_zstream *)args[0].u.o;
    const unsigned char *p;
    size_t n;
    int64_t max_length = 0;
    if (pe_zlib_data(vm, a[0], &p, &n) < 0) return PE_NULL;
    if (!pe_is_null(a[1])) {
        if (!pe_int_check(vm, a[1]))
            return pe_err_format(vm, PE_EXC_TypeError,
                                 "'%s' object cannot be interpreted as an integer",
                                 pe_op_typename(vm, a[1]));
        if (pe_int_as_i64(a[1], &max_length) != 0)
            return pe_err_set(vm, PE_EXC_OverflowError,
                              "Python int too large to convert to C ssize_t");
    }
    if (max_length < 0)
        return pe_err_set(vm, PE_EXC_ValueError, "max_length must be non-negative");
    if (PE_TICK(vm, 1 + n / 4096) < 0) return PE_NULL;
    pe_zout o = {NULL, 0, 0, max_length ? (size_t)max_length : SIZE_MAX, 0, 0};
    int err = inflate_run(vm, z, p, n, &o, 0);
    if (err == -100 || save_unconsumed(vm, z, err, p + n) < 0) {
        pe_zout_drop(vm, &o);
        return PE_NULL;
    }
    if (err == Z_STREAM_END)
        z->eof = 1;
    else if (err != Z_OK && err != Z_BUF_ERROR) {
        pe_zout_drop(vm, &o);
        return pe_zlib_error(vm, &z->zst, err, "while decompressing data");
    }
    return pe_zout_finish(vm, &o);
}

static pe_value d_flush(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "flush", nargs, kw, 1, 2) < 0) return PE_NULL;
    pe_zstream *z = (pe_zstream *)args[0].u.o;
    int length = PE_ZLIB_BUF;
    if (nargs > 1 && pe_zlib_int(vm, args[1], &length) < 0) return PE_NULL;
    if (length <= 0)
        return pe_err_set(vm, PE_EXC_ValueError, "length must be greater than zero");
    pe_value tail = pe_incref(z->unconsumed_tail);
    pe_zout o = {NULL, 0, 0, SIZE_MAX, (size_t)length, 0};
    const unsigned char *tp = (const unsigned char *)pe_bytes_data(tail);
    int err = inflate_run(vm, z, tp, pe_bytes_len(tail), &o, 1);
    int rc = err == -100 ? -1 : save_unconsumed(vm, z, err, tp + pe_bytes_len(tail));
    pe_decref(vm, tail);
    if (rc < 0) {
        pe_zout_drop(vm, &o);
        return PE_NULL;
    }
    if (err == Z_STREAM_END && z->inited) {
        z->eof = 1;
        z->inited = 0;
        if (inflateEnd(&z->zst) != Z_OK) {
            pe_zout_drop(vm, &o);
            return pe_zlib_error(vm, &z->zst, err, "while finishing decompression");
        }
    }
    return pe_zout_finish(vm, &o);
}

static pe_value d_copy(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "copy", nargs, kw, 1, 1) < 0) return PE_NULL;
    return zs_copy(vm, args[0], 0);
}

static pe_value d_getattr(pe_vm *vm, pe_value self, pe_str *name) {
    pe_zstream *z = (pe_zstream *)self.u.o;
    if (!is_compress(vm, self)) {
        if (name->size == 11 && !memcmp(name->data, "unused_data", 11))
            return pe_incref(z->unused_data);
        if (name->size == 15 && !memcmp(name->data, "unconsumed_tail", 15))
            return pe_incref(z->unconsumed_tail);
        if (name->size == 3 && !memcmp(name->data, "eof", 3)) return pe_bool(z->eof);
    }
    return pe_object_generic_getattr(vm, self, name);
}

static const pe_method_def compress_methods[] = {
    {"compress", c_compress, 0}, {"flush", c_flush, 0}, {"copy", c_copy, 0},
    {"__copy__", c_copy, 0},     {NULL, NULL, 0},
};

static const pe_method_def decompress_methods[] = {
    {"decompress", d_decompress, 0}, {"flush", d_flush, 0}, {"copy", d_copy, 0},
    {"__copy__", d_copy, 0},         {NULL, NULL, 0},
};

int pe_zlib_stream_types(pe_vm *vm) {
    pe_type *c = vm->types[PE_TYPE_ZLIB_COMPRESS], *d = vm->types[PE_TYPE_ZLIB_DECOMPRESS];
    if (c->dealloc) return 0;
    c->basicsize = d->basicsize = sizeof(pe_zstream);
    c->dealloc = d->dealloc = zs_dealloc;
    c->getattr = d->getattr = d_getattr;
    if (pe_type_add_methods(vm, c, compress_methods) < 0) return -1;
    return pe_type_add_methods(vm, d, decompress_methods);
}
