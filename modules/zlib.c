/*
 * zlib.c - the `zlib` module of CPython 3.11 over the system zlib: compress,
 * decompress, crc32, adler32, and the Compress/Decompress stream objects of
 * compressobj()/decompressobj(), with CPython's results, attributes and messages
 * (Modules/zlibmodule.c is the reference for the rules, not the source).
 *
 * Safety: zlib's own state is allocated through pe_mem (zalloc/zfree below), so a
 * stream's window counts against the memory limit. Output grows block by block through
 * pe_mem as zlib fills it, and every round charges one operation per 4 KiB produced
 * or consumed, so a decompression bomb ends at the memory or operation limit, never in
 * the host. zlib.error is the class the module's Python part (modules/py/zlib.py)
 * defines; the C code finds it in the module's namespace when it raises.
 */
#include <stdint.h>
#include <string.h>
#include <zlib.h>

#include "../builtins/bytes.h"
#include "../builtins/dict.h"
#include "../builtins/int.h"
#include "../builtins/str.h"
#include "../builtins/type.h"
#include "../eval/args.h"
#include "../eval/exc.h"
#include "../eval/ops.h"
#include "../eval/vm.h"
#include "frozen.h"
#include "registry.h"
#include "zlib_impl.h"

/* ---- zlib's allocator: pe_mem, with the size kept in front of each block ------------ */

static voidpf z_alloc(voidpf opaque, uInt items, uInt size) {
    pe_vm *vm = opaque;
    size_t n = (size_t)items * size;
    if (size && n / size != items) return Z_NULL;
    size_t *p = pe_mem_alloc(&vm->mem, n + sizeof(size_t));
    if (!p) return Z_NULL;
    p[0] = n;
    return p + 1;
}

static void z_free(voidpf opaque, voidpf address) {
    pe_vm *vm = opaque;
    if (!address) return;
    size_t *p = (size_t *)address - 1;
    pe_mem_free(&vm->mem, p, p[0] + sizeof(size_t));
}

/* ---- errors ------------------------------------------------------------------------- */

/* Raises zlib.error(msg): the class of this VM's zlib module (Exception if someone
 * removed the module from sys.modules). Returns PE_NULL. */
pe_value pe_zlib_raise(pe_vm *vm, const char *msg) {
    pe_value mod = pe_dict_get_cstr(vm, vm->modules, "zlib");
    pe_value cls = pe_is_null(mod) || !pe_module_check(vm, mod)
                       ? PE_NULL
                       : pe_dict_get_cstr(vm, pe_module_dict(mod), "error");
    if (pe_is_null(cls)) return pe_err_set(vm, PE_EXC_Exception, msg);
    pe_value text = pe_str_from_cstr(vm, msg);
    if (pe_is_null(text)) return PE_NULL;
    pe_value exc = pe_op_call(vm, cls, &text, 1, NULL);
    pe_decref(vm, text);
    if (pe_is_null(exc)) return PE_NULL;
    pe_err_raise(vm, exc);
    pe_decref(vm, exc);
    return PE_NULL;
}

/* CPython's zlib_error: "Error N while WHAT: REASON", the reason from zlib's message
 * or from the code. Returns PE_NULL. */
pe_value pe_zlib_error(pe_vm *vm, const z_stream *zst, int err, const char *what) {
    if (err == Z_VERSION_ERROR) return pe_zlib_raise(vm, "library version mismatch");
    const char *zmsg = zst->msg;
    if (!zmsg) {
        switch (err) {
        case Z_BUF_ERROR: zmsg = "incomplete or truncated stream"; break;
        case Z_STREAM_ERROR: zmsg = "inconsistent stream state"; break;
        case Z_DATA_ERROR: zmsg = "invalid input data"; break;
        default: break;
        }
    }
    char buf[320];
    if (zmsg)
        snprintf(buf, sizeof buf, "Error %d %s: %.200s", err, what, zmsg);
    else
        snprintf(buf, sizeof buf, "Error %d %s", err, what);
    return pe_zlib_raise(vm, buf);
}

/* ---- arguments ---------------------------------------------------------------------- */

int pe_zlib_data(pe_vm *vm, pe_value v, const unsigned char **p, size_t *n) {
    const char *d;
    if (pe_bytes_buffer(vm, v, &d, n)) {
        *p = (const unsigned char *)d;
        return 0;
    }
    pe_err_format(vm, PE_EXC_TypeError, "a bytes-like object is required, not '%s'",
                  pe_op_typename(vm, v));
    return -1;
}

/* A C int argument (CPython's "int" converter). 0 or -1. */
int pe_zlib_int(pe_vm *vm, pe_value v, int *out) {
    int64_t x;
    if (!pe_int_check(vm, v)) {
        pe_err_format(vm, PE_EXC_TypeError,
                      "'%s' object cannot be interpreted as an integer",
                      pe_op_typename(vm, v));
        return -1;
    }
    if (pe_int_as_i64(v, &x) != 0 || x > INT32_MAX || x < INT32_MIN) {
        pe_err_set(vm, PE_EXC_OverflowError,
                   x < 0 ? "signed integer is less than minimum"
                         : "signed integer is greater than maximum");
        return -1;
    }
    *out = (int)x;
    return 0;
}

/* ---- an output buffer that grows by doubling through pe_mem ------------------------- */

/* Points zst at free room in o, growing it (doubling, up to o->limit). 0, 1 when the
 * limit is reached, -1 on the memory limit. Charges one op per 4 KiB of new room. */
/* CPython's BUFFER_BLOCK_SIZE table, in KiB. */
static const uint32_t zout_blocks_kib[] = {
    32,        64,        256,        1024,       4 * 1024,  8 * 1024,
    16 * 1024, 16 * 1024, 32 * 1024,  32 * 1024,  32 * 1024, 32 * 1024,
    64 * 1024, 64 * 1024, 128 * 1024, 128 * 1024, 256 * 1024};
#define ZOUT_NBLOCKS (sizeof zout_blocks_kib / sizeof zout_blocks_kib[0])

int pe_zout_room(pe_vm *vm, pe_zout *o, z_stream *zst) {
    if (o->len == o->cap) {
        if (o->cap >= o->limit) return 1;
        size_t block =
            o->nblocks == 0 && o->first
                ? o->first
                : (size_t)zout_blocks_kib[o->nblocks < ZOUT_NBLOCKS ? o->nblocks
                                                                    : ZOUT_NBLOCKS - 1] *
                      1024;
        if (block > o->limit - o->cap) block = o->limit - o->cap;
        size_t ncap = o->cap + block;
        o->nblocks++;
        if (PE_TICK(vm, 1 + (ncap - o->cap) / 4096) < 0) return -1;
        unsigned char *nb = pe_mem_realloc(&vm->mem, o->buf, o->cap, ncap);
        if (!nb) {
            pe_err_nomem(vm);
            return -1;
        }
        o->buf = nb;
        o->cap = ncap;
    }
    size_t room = o->cap - o->len;
    zst->next_out = o->buf + o->len;
    zst->avail_out = room > UINT32_MAX ? UINT32_MAX : (uInt)room;
    return 0;
}

/* Records what zlib wrote since zout_room. */
void pe_zout_took(pe_zout *o, const z_stream *zst) {
    o->len = (size_t)(zst->next_out - o->buf);
}

/* The bytes written, as a new bytes object; frees the buffer. */
pe_value pe_zout_finish(pe_vm *vm, pe_zout *o) {
    pe_value r = pe_bytes_new(vm, (const char *)o->buf, o->len);
    pe_mem_free(&vm->mem, o->buf, o->cap);
    o->buf = NULL;
    o->cap = o->len = 0;
    return r;
}

void pe_zout_drop(pe_vm *vm, pe_zout *o) {
    pe_mem_free(&vm->mem, o->buf, o->cap);
    o->buf = NULL;
}

/* Feeds at most 4 GiB of input at a time (zlib counts in uInt). */
void pe_zin_feed(z_stream *zst, const unsigned char **p, size_t *left) {
    uInt n = *left > UINT32_MAX ? UINT32_MAX : (uInt)*left;
    zst->next_in = (Bytef *)*p;
    zst->avail_in = n;
    if (n) *p += n; /* *p may be NULL when there is no input (flush) */
    *left -= n;
}

void pe_zlib_stream_init(pe_vm *vm, z_stream *zst) {
    memset(zst, 0, sizeof *zst);
    zst->zalloc = z_alloc;
    zst->zfree = z_free;
    zst->opaque = vm;
}

/* ---- one-shot compress and decompress ----------------------------------------------- */

/* _compress(data, level, wbits) */
static pe_value z_compress(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "compress", nargs, kw, 3, 3) < 0) return PE_NULL;
    const unsigned char *p;
    size_t left;
    int level, wbits;
    if (pe_zlib_data(vm, args[0], &p, &left) < 0 || pe_zlib_int(vm, args[1], &level) < 0 ||
        pe_zlib_int(vm, args[2], &wbits) < 0)
        return PE_NULL;
    z_stream zst;
    pe_zlib_stream_init(vm, &zst);
    int err = deflateInit2(&zst, level, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
    if (err == Z_MEM_ERROR) return pe_err_nomem(vm);
    if (err == Z_STREAM_ERROR) return pe_zlib_raise(vm, "Bad compression level");
    if (err != Z_OK) {
        deflateEnd(&zst);
        return pe_zlib_error(vm, &zst, err, "while compressing data");
    }
    pe_zout o = {NULL, 0, 0, SIZE_MAX, 0, 0};
    int flush;
    /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
    do {
        pe_zin_feed(&zst, &p, &left);
        flush = left == 0 ? Z_FINISH : Z_NO_FLUSH;
        /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
        do {
            if (pe_zout_room(vm, &o, &zst) != 0) goto fail;
            err = deflate(&zst, flush);
            pe_zout_took(&o, &zst);
            if (err == Z_STREAM_ERROR) {
                deflateEnd(&zst);
                pe_zout_drop(vm, &o);
                return pe_zlib_error(vm, &zst, err, "while compressing data");
            }
        } while (zst.avail_out == 0);
    } while (flush != Z_FINISH);
    deflateEnd(&zst);
    return pe_zout_finish(vm, &o);
fail:
    deflateEnd(&zst);
    pe_zout_drop(vm, &o);
    return PE_NULL;
}

/* _decompress(data, wbits, bufsize) */
static pe_value z_decompress(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    if (pe_args_count(vm, "decompress", nargs, kw, 3, 3) < 0) return PE_NULL;
    const unsigned char *p;
    size_t left;
    int wbits, bufsize;
    if (pe_zlib_data(vm, args[0], &p, &left) < 0 || pe_zlib_int(vm, args[1], &wbits) < 0 ||
        pe_zlib_int(vm, args[2], &bufsize) < 0)
        return PE_NULL;
    if (PE_TICK(vm, 1 + left / 4096) < 0) return PE_NULL;
    z_stream zst;
    pe_zlib_stream_init(vm, &zst);
    int err = inflateInit2(&zst, wbits);
    if (err == Z_MEM_ERROR) return pe_err_nomem(vm);
    if (err != Z_OK) {
        inflateEnd(&zst);
        return pe_zlib_error(vm, &zst, err, "while preparing to decompress data");
    }
    /* the first block is bufsize bytes (0 counts as 1), as CPython's */
    pe_zout o = {NULL, 0, 0, SIZE_MAX, bufsize > 0 ? (size_t)bufsize : 1, 0};
    /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
    do {
        pe_zin_feed(&zst, &p, &left);
        int flush = left == 0 ? Z_FINISH : Z_NO_FLUSH;
        /* loop-bound: charged-by: pe_zout_room charges per 4 KiB of output each round */
        do {
            if (pe_zout_room(vm, &o, &zst) != 0) goto fail;
            err = inflate(&zst, flush);
            pe_zout_took(&o, &zst);
            if (err == Z_MEM_ERROR) {
                pe_err_nomem(vm);
                goto fail;
            }
            if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) {
                inflateEnd(&zst);
                pe_zout_drop(vm, &o);
                return pe_zlib_error(vm, &zst, err, "while decompressing data");
            }
        } while (zst.avail_out == 0 && err != Z_STREAM_END);
    } while (err != Z_STREAM_END && left != 0);
    if (err != Z_STREAM_END) {
        inflateEnd(&zst);
        pe_zout_drop(vm, &o);
        return pe_zlib_error(vm, &zst, err, "while decompressing data");
    }
    err = inflateEnd(&zst);
    if (err != Z_OK) {
        pe_zout_drop(vm, &o);
        return pe_zlib_error(vm, &zst, err, "while finishing decompression");
    }
    return pe_zout_finish(vm, &o);
fail:
    inflateEnd(&zst);
    pe_zout_drop(vm, &o);
    return PE_NULL;
}

/* ---- checksums ---------------------------------------------------------------------- */

/* crc32 (adler = 0) or adler32 (adler = 1) of data, starting from value. */
static pe_value checksum(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw,
                         int adler) {
    const char *name = adler ? "adler32" : "crc32";
    if (pe_args_count(vm, name, nargs, kw, 2, 2) < 0) return PE_NULL;
    const unsigned char *p;
    size_t left;
    uint32_t start;
    if (pe_zlib_data(vm, args[0], &p, &left) < 0 ||
        pe_op_index_low32(vm, args[1], &start) < 0)
        return PE_NULL;
    uLong v = start;
    if (PE_TICK(vm, 1 + left / 4096) < 0) return PE_NULL;
    /* loop-bound: charged-before: the input was charged above */
    while (left > 0) {
        uInt n = left > (1u << 30) ? (1u << 30) : (uInt)left;
        v = adler ? adler32(v, p, n) : crc32(v, p, n);
        p += n;
        left -= n;
    }
    return pe_int((int64_t)(v & 0xffffffffu));
}

static pe_value z_crc32(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return checksum(vm, args, nargs, kw, 0);
}

static pe_value z_adler32(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw) {
    return checksum(vm, args, nargs, kw, 1);
}

static const pe_method_def zlib_functions[] = {
    {"_compress", z_compress, 0},
    {"_decompress", z_decompress, 0},
    {"_crc32", z_crc32, 0},
    {"_adler32", z_adler32, 0},
    {"_compressobj", pe_zlib_compressobj, 0},
    {"_decompressobj", pe_zlib_decompressobj, 0},
    {NULL, NULL, 0},
};

int pe_mod_zlib_init(pe_vm *vm, pe_value module, pe_value dict) {
    (void)module;
    if (pe_zlib_stream_types(vm) < 0) return -1;
    if (pe_module_add_functions(vm, dict, zlib_functions) < 0) return -1;
    pe_value v = pe_str_from_cstr(vm, ZLIB_VERSION);
    if (pe_is_null(v)) return -1;
    int r = pe_dict_set_cstr(vm, dict, "ZLIB_VERSION", v);
    pe_decref(vm, v);
    if (r < 0) return -1;
    v = pe_str_from_cstr(vm, zlibVersion());
    if (pe_is_null(v)) return -1;
    r = pe_dict_set_cstr(vm, dict, "ZLIB_RUNTIME_VERSION", v);
    pe_decref(vm, v);
    if (r < 0) return -1;
    return pe_module_exec_source(vm, dict, "zlib", pe_frozen_zlib, pe_frozen_zlib_len);
}
