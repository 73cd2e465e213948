/*
 * complex.h - the complex type: two doubles, with CPython's arithmetic (Smith's
 * division, c_powi for small integral exponents), repr, hash and string parsing.
 */
#ifndef PE_COMPLEX_H
#define PE_COMPLEX_H

#include "../eval/object.h"

typedef struct pe_complex {
    pe_obj base;
    double re, im;
} pe_complex;

/* Fills the complex type. 0 or -1. */
int pe_complex_init(pe_vm *vm) PE_MUST_CHECK;

/* Is v a complex (or subclass) instance? Cannot fail. */
int pe_complex_check(pe_vm *vm, pe_value v);

/* New complex re + im*j. New reference or PE_NULL (MemoryError). */
pe_value pe_complex_new(pe_vm *vm, double re, double im) PE_MUST_CHECK;

/* complex(a) ** complex(b) with CPython's errors, for float ** float with a negative
 * base and a fractional exponent. New reference or PE_NULL. */
pe_value pe_complex_pow_doubles(pe_vm *vm, double are, double aim, double bre,
                                double bim) PE_MUST_CHECK;

#endif
