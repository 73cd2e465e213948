/*
 * bytes.h - the bytes and bytearray types (builtins/bytes.c, builtins/bytearray.c).
 *
 * Invariants:
 *   - a bytes object is immutable: `len` bytes in data[] followed by a NUL byte (so the
 *     data can be handed to C string functions when it holds no NUL); hash is -1 until
 *     computed;
 *   - a bytearray owns a separate buffer of `cap` bytes (pe_mem), `len` of them in use,
 *     followed by a NUL byte when cap > 0 (data may be NULL when cap == 0).
 *
 * Both types accept any "bytes-like" operand where CPython does (bytes, bytearray or
 * array.array, via pe_bytes_buffer); memoryview does not exist in pyeval.
 */
#ifndef PE_BYTES_H
#define PE_BYTES_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

typedef struct pe_bytes {
    pe_obj base;
    int64_t hash; /* -1 until computed */
    size_t len;
    char data[]; /* len bytes + NUL */
} pe_bytes;

typedef struct pe_bytearray {
    pe_obj base;
    size_t len, cap; /* cap excludes the NUL byte */
    char *data;      /* NULL when cap == 0 */
} pe_bytearray;

/* Fills bytes, bytearray and their iterators. 0 or -1. */
int pe_bytes_init(pe_vm *vm) PE_MUST_CHECK;
int pe_bytearray_init(pe_vm *vm) PE_MUST_CHECK;

/* New bytes holding a copy of data[0..len) (data may be NULL when len == 0). New
 * reference, or PE_NULL with MemoryError pending. */
pe_value pe_bytes_new(pe_vm *vm, const char *data, size_t len) PE_MUST_CHECK;

/* New bytes of len bytes, zero-filled, for the caller to fill through pe_bytes_obj(v)->data
 * before anyone else sees it. New reference or PE_NULL. */
pe_value pe_bytes_alloc(pe_vm *vm, size_t len) PE_MUST_CHECK;

/* New bytearray holding a copy of data[0..len). New reference or PE_NULL. */
pe_value pe_bytearray_new(pe_vm *vm, const char *data, size_t len) PE_MUST_CHECK;

/* Is v a bytes (resp. bytearray) instance? Cannot fail. */
int pe_bytes_check(pe_vm *vm, pe_value v);
int pe_bytearray_check(pe_vm *vm, pe_value v);

static inline pe_bytes *pe_bytes_obj(pe_value v) {
    return (pe_bytes *)v.u.o;
}
static inline pe_bytearray *pe_bytearray_obj(pe_value v) {
    return (pe_bytearray *)v.u.o;
}
/* Data and length of a bytes value (borrowed; valid while the value lives). */
static inline const char *pe_bytes_data(pe_value v) {
    return ((pe_bytes *)v.u.o)->data;
}
static inline size_t pe_bytes_len(pe_value v) {
    return ((pe_bytes *)v.u.o)->len;
}
/* Data and length of a bytearray value (borrowed; invalidated by any mutation). */
static inline const char *pe_bytearray_data(pe_value v) {
    pe_bytearray *b = (pe_bytearray *)v.u.o;
    return b->data ? b->data : "";
}
static inline size_t pe_bytearray_len(pe_value v) {
    return ((pe_bytearray *)v.u.o)->len;
}

/* If v is bytes-like (bytes, bytearray or array.array) sets *data / *len (borrowed) and
 * returns 1; otherwise returns 0. Cannot fail. */
int pe_bytes_buffer(pe_vm *vm, pe_value v, const char **data, size_t *len);

/* bytes.decode / bytearray.decode core: decodes data with a codec name ("utf-8",
 * "ascii", "latin-1", ... in any of CPython's spellings) and an error handler
 * ("strict", "ignore", "replace", "backslashreplace", "surrogateescape"). New str or
 * PE_NULL (UnicodeDecodeError, LookupError). */
pe_value pe_bytes_decode(pe_vm *vm, const char *data, size_t len, const char *encoding,
                         const char *errors) PE_MUST_CHECK;

/* repr of len bytes as CPython prints it, with the given prefix/suffix:
 * ("b", "") gives b'..', ("bytearray(b", ")") gives bytearray(b'..'). New str or PE_NULL.
 */
pe_value pe_bytes_repr_data(pe_vm *vm, const char *data, size_t len, const char *prefix,
                            const char *suffix) PE_MUST_CHECK;

/* int.to_bytes(length=1, byteorder='big', *, signed=False) and the classmethod
 * int.from_bytes(bytes, byteorder='big', *, signed=False), as native methods for int's
 * method table (builtins/bytes_int.c). */
pe_value pe_bytes_int_to_bytes(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw);
pe_value pe_bytes_int_from_bytes(pe_vm *vm, const pe_value *args, size_t nargs, pe_obj *kw);

#endif
