/*
 * io.h - the C parts of the `io` module: the in-memory streams _io.StringIO
 * (io_stringio.c) and _io.BytesIO (io_bytesio.c), and the argument converters they
 * share (io.c). modules/py/io.py derives io.StringIO and io.BytesIO from these types
 * and the io ABCs, so isinstance(io.StringIO(), io.TextIOBase) holds.
 */
#ifndef PE_MOD_IO_H
#define PE_MOD_IO_H

#include <stdint.h>

#include "../eval/object.h"

/* Fills the slots and methods of _io.StringIO and _io.BytesIO (start-up). 0 or -1. */
int pe_mod_io_types_init(pe_vm *vm) PE_MUST_CHECK;
int pe_io_stringio_init(pe_vm *vm) PE_MUST_CHECK;
int pe_io_bytesio_init(pe_vm *vm) PE_MUST_CHECK;

/* CPython's _Py_convert_optional_to_ssize_t for read(size)/readline(size)/truncate:
 * PE_NULL (not given) and None give -1; an int or __index__ object that fits int64;
 * TypeError "argument should be integer or None, not 'T'" or OverflowError "cannot fit
 * 'int' into an index-sized integer" otherwise. 0 or -1. */
int pe_io_size_arg(pe_vm *vm, pe_value v, int64_t *out) PE_MUST_CHECK;

/* The capacity a stream buffer of cap bytes grows to for need bytes (need > cap, and
 * need fits the memory limit): double, but when doubling would pass the memory limit,
 * half the room left (at least need), so appends near the limit stay amortised linear
 * (a few moves, not one copy of the whole buffer per write). Cannot fail. */
size_t pe_io_grow(pe_vm *vm, size_t cap, size_t need);

/* Grows the stream buffer *buf of *cap bytes to hold need bytes (by pe_io_grow). 0, or
 * -1 with the memory-limit error (too big for the limit) or MemoryError pending. */
int pe_io_reserve(pe_vm *vm, char **buf, size_t *cap, size_t need) PE_MUST_CHECK;

/* ValueError "I/O operation on closed file" (dot: with the final '.', as the methods
 * CPython's _io._IOBase provides word it). Returns PE_NULL. */
pe_value pe_io_err_closed(pe_vm *vm, int dot);

/* Is self's NAME (looked up on its type) the builtin method of `base`, i.e. not
 * overridden by a subclass? Cannot fail (absent counts as overridden). */
int pe_io_method_is_builtin(pe_vm *vm, pe_value self, pe_type *base, const char *name);

#endif
