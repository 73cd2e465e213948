/*
 * float.h - the float type (an immediate double) and the numeric helpers other files
 * share: shortest round-trip repr, parsing, CPython's numeric hash, power.
 */
#ifndef PE_FLOAT_H
#define PE_FLOAT_H

#include <stddef.h>
#include <stdint.h>

#include "../eval/object.h"

/* Fills the float type's slots and methods. 0 or -1. */
int pe_float_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a float (immediate)? Cannot fail. */
static inline int pe_float_check(pe_value v) {
    return v.tag == PE_T_FLOAT;
}

/* Writes repr(d) (CPython's float_repr: shortest round-trip digits, exponent when the
 * decimal exponent is < -4 or >= 16, "inf", "nan", "-0.0") into buf (at least 32
 * bytes), NUL-terminated. Returns the length. Cannot fail. */
int pe_float_repr_buf(double d, char *buf);

/* The shortest digit string that round-trips: writes 1..17 digits (no sign, no dot)
 * to digits (>= 18 bytes) and the decimal point position (value = 0.DIGITS * 10**decpt)
 * to *decpt. d must be finite and > 0. Returns the number of digits. Cannot fail. */
int pe_float_shortest_digits(double d, char *digits, int *decpt);

/* Digits past this precision are zeros in every double's exact decimal expansion (at
 * most 1074 fraction digits, at most 767 significant ones). */
#define PE_FLOAT_EXACT_PREC 1100

/* snprintf(buf, cap, "%[#].*<t>", prec, a) for t in eEfFgG and a >= 0, for any prec
 * (0..INT_MAX): glibc's printf is asked for at most PE_FLOAT_EXACT_PREC digits and the
 * zeros past them are appended here (before an exponent). glibc mallocs about 4 bytes
 * per digit for a large precision, outside the memory limit. cap must hold the whole
 * result (prec + 420 does; min(prec, PE_FLOAT_EXACT_PREC) + 420 does for g/G without
 * '#', whose trailing zeros are stripped). Returns the length. Cannot fail. */
size_t pe_float_print(char *buf, size_t cap, char t, int alt, int64_t prec, double a);

/* The digits pe_float_print writes for prec: prec, except for g/G without '#', whose
 * zeros past the exact digits are stripped and never printed (format(1.5,
 * '.2000000000g') is small). Size the buffer as this + 420, and charge by it. */
int64_t pe_float_print_digits(char t, int alt, int64_t prec);

/* repr(v) for a float value: new str reference or PE_NULL. */
pe_value pe_float_repr(pe_vm *vm, pe_value v) PE_MUST_CHECK;

/* CPython's hash of a double (modulus 2**61 - 1; inf -> 314159; NaN -> 0 here, as
 * pyeval floats have no identity). Cannot fail. */
int64_t pe_float_hash_value(double d);

/* float(text) rules: surrounding (Unicode) whitespace, sign, underscores between
 * digits, inf/infinity/nan in any case. `orig` (borrowed str or PE_NULL) is shown in
 * "could not convert string to float: %R". New reference (a float) or PE_NULL. */
pe_value pe_float_from_text(pe_vm *vm, const char *s, size_t n,
                            pe_value orig) PE_MUST_CHECK;

/* a ** b for doubles with CPython's special cases and errors (ZeroDivisionError "0.0
 * cannot be raised to a negative power", OverflowError for overflow; a negative base
 * with a non-integral exponent gives a complex number in CPython, which pyeval does not
 * have yet: ValueError). New reference or PE_NULL. */
pe_value pe_float_pow(pe_vm *vm, double a, double b) PE_MUST_CHECK;

/* Converts a float, int or bool to double (OverflowError for huge ints). Returns 0, 1
 * when v is not a real number (no exception set), or -1 with an exception pending. */
int pe_float_as_double(pe_vm *vm, pe_value v, double *out) PE_MUST_CHECK;

/* CPython's PyFloat_AsDouble for a real-number argument (math, cmath, array): a float
 * or int (a subclass's own value, whatever it overrides), else __float__ (which must
 * return a float), else __index__; TypeError "must be real number, not X" otherwise.
 * 0, or -1 with an exception pending. */
int pe_float_from_object(pe_vm *vm, pe_value v, double *out) PE_MUST_CHECK;

/* Python's float floor division and modulo (float_divmod): *q and/or *r (may be NULL).
 * Returns 0, or -1 with ZeroDivisionError pending (message chosen by `which`: 0 "float
 * floor division by zero", 1 "float modulo", 2 "float divmod()"). */
int pe_float_divmod(pe_vm *vm, double a, double b, double *q, double *r,
                    int which) PE_MUST_CHECK;

/* format(d, spec) (float.__format__), also used by int for e/f/g/%. New str reference
 * or PE_NULL. */
pe_value pe_float_format(pe_vm *vm, double d, const char *spec, size_t n) PE_MUST_CHECK;

extern const pe_method_def pe_float_methods[];

#endif
