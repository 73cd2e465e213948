/*
 * bytes_impl.h - internals shared by bytes.c, bytes_methods.c and bytearray.c (not for
 * other files: use bytes.h).
 *
 * Conventions as in object.h: pe_value results are new references or PE_NULL with the
 * exception pending; int results are 0 / -1.
 */
#ifndef PE_BYTES_IMPL_H
#define PE_BYTES_IMPL_H

#include "../eval/vm.h"
#include "bytes.h"

/* Charges n bytes of our own byte-at-a-time loops (classify, hash, reverse, build): one
 * op per 64 bytes, as docs/architecture.md "Proportional charges" says. 0, or -1 with
 * the limit error pending. */
static inline int pe_b_work(pe_vm *vm, size_t n) {
    return n >= 64 ? PE_TICK(vm, n / 64) : 0;
}

/* The same for memcpy/memmove/memcmp/memchr-speed work: one op per 256 bytes. */
static inline int pe_b_copy(pe_vm *vm, size_t n) {
    return n >= 256 ? PE_TICK(vm, n / 256) : 0;
}

/* A bytes or bytearray (same kind as `like`) copy of data[0..len). */
pe_value pe_b_make(pe_vm *vm, pe_value like, const char *data, size_t len) PE_MUST_CHECK;
pe_value pe_b_richcmp(pe_vm *vm, pe_value a, pe_value b, pe_cmpop op);
pe_value pe_b_getitem(pe_vm *vm, pe_value self, pe_value key, int is_ba);
int pe_b_contains(pe_vm *vm, pe_value self, pe_value item);
int pe_b_byte_value(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;
/* memmem within [start, end): offset or -1. Cannot fail. */
int64_t pe_b_find_raw(const char *d, size_t n, const char *s, size_t m, size_t start,
                      size_t end);
pe_value pe_b_concat(pe_vm *vm, pe_value a, pe_value b);
pe_value pe_b_repeat(pe_vm *vm, pe_value a, pe_value b);
int pe_b_from_iterable(pe_vm *vm, pe_value src, char **out, size_t *len, size_t *cap,
                       int is_ba) PE_MUST_CHECK;
int pe_b_new_args(pe_vm *vm, const char *tname, const pe_value *args, size_t nargs,
                  pe_obj *kwnames, pe_value *src, char **data, size_t *len) PE_MUST_CHECK;
pe_value pe_b_iter(pe_vm *vm, pe_value self);
/* Appends data[0..n) to bytearray ba. 0 or -1 (MemoryError). */
int pe_bytearray_extend_raw(pe_vm *vm, pe_value ba, const char *data,
                            size_t n) PE_MUST_CHECK;

/* Raises UnicodeDecodeError (decode) or UnicodeEncodeError with CPython's attributes;
 * obj is the bytes or str being converted (borrowed). Returns PE_NULL. */
pe_value pe_b_unicode_error(pe_vm *vm, int decode, const char *codec, pe_value obj,
                            size_t start, size_t end, const char *why);

/* The methods bytes and bytearray share (bytes_methods.c). */
extern const pe_method_def pe_b_methods[];
/* The methods of bytes that bytearray lacks. */
extern const pe_method_def pe_b_bytes_only_methods[];

#endif
