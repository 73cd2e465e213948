/*
 * int_radix.h - conversions between int magnitudes (libtommath mp_ints) and digit
 * text or bytes, without libtommath's per-digit loops (see int_radix.c).
 *
 * These work on magnitudes only: signs, prefixes, underscores, validation and
 * CPython's 4300-digit rule stay with the callers (int.c, bytes_int.c). Every function
 * that can run long ticks the operation budget in proportion to its work, and refuses
 * temporaries that would pass the memory limit before computing them.
 */
#ifndef PE_INT_RADIX_H
#define PE_INT_RADIX_H

#include <stddef.h>
#include <tommath.h>

#include "../eval/object.h"

/* Decimal digits of |m| (no sign; "0" for zero) in a fresh pe_mem block of *n + 1
 * bytes, NUL-terminated. Subquadratic in the number of digits beyond a few thousand.
 * NULL with an exception pending (MemoryError or a limit error). */
char *pe_int_radix_to_dec(pe_vm *vm, const mp_int *m, size_t *n) PE_MUST_CHECK;

/* Digits of |m| in base 2**shift (shift 1..5), lowercase, same block contract as
 * pe_int_radix_to_dec. Linear. NULL with MemoryError pending. */
char *pe_int_radix_to_pow2(pe_vm *vm, const mp_int *m, int shift, size_t *n) PE_MUST_CHECK;

/* The value of the n >= 1 digits s[0..n) in base 2..36 (letters in either case; the
 * caller has checked every digit is below base) into *out, which must be uninitialised
 * and is initialised on success (the caller clears it). Linear for powers of two,
 * subquadratic otherwise. 0, or -1 with an exception pending and *out not initialised. */
int pe_int_radix_parse(pe_vm *vm, const char *s, size_t n, int base,
                       mp_int *out) PE_MUST_CHECK;

/* Big-endian bytes of |m| into out[0..len), zero-padded on the left; the caller
 * guarantees len * 8 >= mp_count_bits(m). Linear. Cannot fail. */
void pe_int_radix_to_ubin(const mp_int *m, unsigned char *out, size_t len);

/* The non-negative value of the big-endian bytes p[0..n) into *out (uninitialised on
 * entry, initialised on success). Linear. 0, or -1 with MemoryError pending. */
int pe_int_radix_from_ubin(pe_vm *vm, const unsigned char *p, size_t n,
                           mp_int *out) PE_MUST_CHECK;

#endif
