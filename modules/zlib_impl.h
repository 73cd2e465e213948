/*
 * zlib_impl.h - what modules/zlib.c (the functions) shares with modules/zlib_stream.c
 * (the Compress and Decompress objects). Internal to the zlib module.
 */
#ifndef PE_ZLIB_IMPL_H
#define PE_ZLIB_IMPL_H

#include <stddef.h>
#include <zlib.h>

#include "../eval/object.h"

#define PE_ZLIB_BUF 16384 /* zlib.DEF_BUF_SIZE */

/* Raises zlib.error(msg). Returns PE_NULL. */
pe_value pe_zlib_raise(pe_vm *vm, const char *msg);

/* Raises zlib.error with CPython's "Error N WHAT: REASON" text. Returns PE_NULL. */
pe_value pe_zlib_error(pe_vm *vm, const z_stream *zst, int err, const char *what);

/* The bytes of a bytes-like argument (borrowed), or -1 with TypeError. */
int pe_zlib_data(pe_vm *vm, pe_value v, const unsigned char **p, size_t *n);

/* A C int argument. 0, or -1 with TypeError/OverflowError. */
int pe_zlib_int(pe_vm *vm, pe_value v, int *out);

/* Prepares zst with pe_mem as zlib's allocator (the VM as its opaque pointer). Cannot
 * fail. */
void pe_zlib_stream_init(pe_vm *vm, z_stream *zst);

/* Output grown through pe_mem in CPython's blocks (_BlocksOutputBuffer): the first
 * block is `first` bytes (0: 32 KiB), then 64 KiB, 256 KiB, 1 MiB, ... up to 256 MiB
 * each, never past `limit` bytes in all. zlib sees one block at a time, which matters:
 * level-0 (stored) compression sizes its blocks by the output room it is given, so
 * the same blocks give the same bytes as CPython. */
typedef struct pe_zout {
    unsigned char *buf;
    size_t len, cap, limit, first;
    unsigned nblocks;
} pe_zout;

/* Points zst's output at free room in o, growing it by the next block. 0; 1 when o is
 * at its limit; -1 with the memory or operation limit pending (one op per 4 KiB of
 * new room). */
int pe_zout_room(pe_vm *vm, pe_zout *o, z_stream *zst) PE_MUST_CHECK;

/* Records what zlib wrote since pe_zout_room. Cannot fail. */
void pe_zout_took(pe_zout *o, const z_stream *zst);

/* The output as a new bytes object (new reference or PE_NULL); frees o's buffer. */
pe_value pe_zout_finish(pe_vm *vm, pe_zout *o) PE_MUST_CHECK;

/* Frees o's buffer. */
void pe_zout_drop(pe_vm *vm, pe_zout *o);

/* Gives zst the next piece of *p (at most 4 GiB), advancing *p and *left. */
void pe_zin_feed(z_stream *zst, const unsigned char **p, size_t *left);

/* zlib._compressobj(level, method, wbits, memLevel, strategy, zdict) and
 * zlib._decompressobj(wbits, zdict): new Compress/Decompress objects (new reference)
 * or PE_NULL. */
pe_value pe_zlib_compressobj(pe_vm *vm, const pe_value *args, size_t nargs,
                             pe_obj *kw) PE_MUST_CHECK;
pe_value pe_zlib_decompressobj(pe_vm *vm, const pe_value *args, size_t nargs,
                               pe_obj *kw) PE_MUST_CHECK;

/* Fills the Compress and Decompress types' slots (once per VM). 0 or -1. */
int pe_zlib_stream_types(pe_vm *vm) PE_MUST_CHECK;

#endif
