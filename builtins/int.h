/*
 * int.h - the int type: immediate int64 values plus bigint objects (libtommath).
 *
 * Invariant (value.h): an int whose value fits in int64 is always an immediate
 * PE_T_INT. A pe_bigint object of the exact int type always holds a value outside
 * int64; every operation demotes results that fit. bool is a subclass of int: PE_T_BOOL
 * values take part in every int operation as 0/1.
 *
 * Memory: libtommath allocates digit storage with the C library allocator (Debian's
 * build cannot be redirected to pe_mem). Two rules keep the VM's budget honest:
 *   1. every operation bounds its result size before calling libtommath and raises
 *      MemoryError (the memory limit error when the VM limit is hit) if too big;
 *   2. each pe_bigint's digit storage (mp_int.alloc * sizeof(mp_digit)) is added to
 *      vm->mem.current while the object lives, and subtracted when it is freed.
 * Temporaries inside one libtommath call are not counted; they are bounded by rule 1.
 */
#ifndef PE_INT_H
#define PE_INT_H

#include <stdint.h>
#include <tommath.h>

#include "../eval/object.h"

typedef struct pe_bigint {
    pe_obj base;
    mp_int m; /* owned; digit bytes accounted in vm->mem.current */
} pe_bigint;

/* Fills the int type's slots and method table. 0, or -1 with an exception pending. */
int pe_int_init(pe_vm *vm) PE_MUST_CHECK;
/* Fills bool's slots (bool is an int subclass). Call after pe_int_init. */
int pe_bool_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v an int (immediate, bigint, bool, or int subclass instance)? Cannot fail. */
int pe_int_check(pe_vm *vm, pe_value v);
/* Is v exactly an int (PE_T_INT or a bigint of the int type, not bool)? */
int pe_int_check_exact(pe_vm *vm, pe_value v);

/* Takes ownership of *m (it is cleared or moved into a new object in every case) and
 * returns the value, demoted to an immediate when it fits. New reference or PE_NULL
 * (MemoryError). */
pe_value pe_int_from_mp(pe_vm *vm, mp_int *m) PE_MUST_CHECK;

/* Copies the value of int v into *out, which must be uninitialised; the caller clears
 * it. 0, or -1 with MemoryError pending. */
int pe_int_to_mp(pe_vm *vm, pe_value v, mp_int *out) PE_MUST_CHECK;

/* mp_div's contract: q = a / b truncated, r = a - q*b (b nonzero; q and r initialised,
 * may alias nothing). Divides long quotients block by block, which libtommath's mp_div
 * (a pass over a per quotient digit) makes quadratic. Returns MP_OKAY or MP_MEM. */
mp_err pe_int_mp_div(const mp_int *a, const mp_int *b, mp_int *q, mp_int *r) PE_MUST_CHECK;

/* Value of int v as int64: returns 0 and sets *out, or 1 if it does not fit (no
 * exception is set; *out is then INT64_MAX or INT64_MIN by sign). Cannot fail. */
int pe_int_as_i64(pe_value v, int64_t *out);

/* Sign of int v: -1, 0, 1. Cannot fail. */
int pe_int_sign(pe_value v);

/* Number of bits of |v| (int.bit_length). Cannot fail. */
uint64_t pe_int_bit_length(pe_value v);

/* int -> double, correctly rounded (half-even). Returns 0, or -1 with
 * "OverflowError: int too large to convert to float" pending. */
int pe_int_as_double(pe_vm *vm, pe_value v, double *out) PE_MUST_CHECK;

/* Exact comparison of int v with double d: returns -1/0/1, or 2 when d is NaN
 * (unordered). Cannot fail (may use a temporary bigint; on allocation failure it falls
 * back to a comparison of doubles after scaling, which is exact for finite d). */
int pe_int_cmp_double(pe_vm *vm, pe_value v, double d);

/* int(double): truncates toward zero. ValueError for NaN, OverflowError for inf.
 * New reference or PE_NULL. */
pe_value pe_int_from_double(pe_vm *vm, double d) PE_MUST_CHECK;

/* Parses an int literal as int(s, base) does: whitespace, sign, base prefix (base 0, 2,
 * 8, 16), underscores between digits, the 4300-digit rule. `orig` (borrowed, may be
 * PE_NULL) is the str shown in the error message; when PE_NULL, s is shown. New
 * reference or PE_NULL (ValueError). */
pe_value pe_int_from_text(pe_vm *vm, const char *s, size_t n, int base,
                          pe_value orig) PE_MUST_CHECK;

/* repr/str of an int: new str reference, or PE_NULL (ValueError for the digit limit,
 * MemoryError). */
pe_value pe_int_repr(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* Writes the decimal text of v into a fresh pe_mem buffer (NUL-terminated); *n gets
 * the length. The caller frees with pe_mem_free(&vm->mem, p, *n + 1). NULL with an
 * exception pending. Honours the digit limit. */
char *pe_int_to_decimal(pe_vm *vm, pe_value v, size_t *n) PE_MUST_CHECK;

/* CPython's numeric hash of an int (modulus 2**61 - 1; hash(-1) == -2). Cannot fail. */
int64_t pe_int_hash_value(pe_value v);

/* Arithmetic on two ints (callers guarantee both are ints or bools). Each returns a
 * new reference or PE_NULL with the CPython exception pending. */
pe_value pe_int_add(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_int_sub(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_int_mul(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_int_floordiv(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_int_mod(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_int_truediv(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
pe_value pe_int_pow(pe_vm *vm, pe_value a, pe_value b) PE_MUST_CHECK;
/* pow(a, b, m) with ints; CPython's errors. */
pe_value pe_int_powmod(pe_vm *vm, pe_value a, pe_value b, pe_value m) PE_MUST_CHECK;
/* divmod(a, b) as two new references in out[0..1]. 0 or -1. */
int pe_int_divmod(pe_vm *vm, pe_value a, pe_value b, pe_value out[2]) PE_MUST_CHECK;
pe_value pe_int_neg(pe_vm *vm, pe_value a) PE_MUST_CHECK;
pe_value pe_int_abs(pe_vm *vm, pe_value a) PE_MUST_CHECK;
pe_value pe_int_invert(pe_vm *vm, pe_value a) PE_MUST_CHECK;
/* Three-way comparison of two ints. Cannot fail. */
int pe_int_cmp(pe_value a, pe_value b);

/* bin()/oct()/hex(): "-0x1f" style text of v in base 2, 8 or 16 with its prefix. New
 * str reference or PE_NULL. */
pe_value pe_int_format_base(pe_vm *vm, pe_value v, int base) PE_MUST_CHECK;

/* format(v, spec) for an int or bool (int.__format__): the format-spec mini-language;
 * float presentation types convert to float first. New str reference or PE_NULL. */
pe_value pe_int_format(pe_vm *vm, pe_value v, const char *spec, size_t n) PE_MUST_CHECK;

/* The int type's method table (NULL-terminated), wrapped by the VM at start-up. */
extern const pe_method_def pe_int_methods[];

#endif
